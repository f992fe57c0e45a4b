#include "widgets/session/form_fields.h"

#include <QCoreApplication>

#include "model/core/enum_names.h"
#include "widgets/common/enum_labels.h"

namespace memledger::widgets {

namespace {

using Scale = ParamSlider::Scale;
constexpr double kGiB = 1073741824.0;

template <class E>
QStringList enumLabels()
{
    QStringList out;
    for (const auto& entry : model::enumNames<E>())
        out << translatedEnumLabel(enumLabel(entry.value));
    return out;
}

// A field shown as its type suggests: a spin box, a check box, a line of text.
FieldSpec plain(const char* key, const char* label)
{
    FieldSpec spec;
    spec.field = &model::scenarioField(key);
    spec.label = label;
    return spec;
}

FieldSpec number(const char* key, const char* label, Scale scale, int decimals = 0, double unit = 1,
                 const char* suffix = "")
{
    FieldSpec spec = plain(key, label);
    spec.scale = scale;
    spec.decimals = decimals;
    spec.unit = unit;
    spec.suffix = suffix;
    return spec;
}

FieldSpec choice(const char* key, const char* label, QStringList (*labels)())
{
    FieldSpec spec = plain(key, label);
    spec.choices = labels;
    return spec;
}

FieldSpec listed(const char* key, const char* label)
{
    FieldSpec spec = plain(key, label);
    spec.listed = true;
    return spec;
}

}  // namespace

FieldKind FieldSpec::kind() const
{
    switch (field->type) {
    case model::FieldType::Enum: return FieldKind::Choice;
    case model::FieldType::Bool: return FieldKind::Toggle;
    case model::FieldType::String: return FieldKind::Text;
    case model::FieldType::Int:
    case model::FieldType::Double: break;
    }
    return listed ? FieldKind::Choice : FieldKind::Number;
}

// A listed whole number's index counts from its minimum.
double FieldSpec::shown(const model::Scenario& scenario) const
{
    return (field->get(scenario) - (listed ? field->minimum : 0)) / unit;
}

void FieldSpec::apply(model::Scenario& scenario, double shownValue) const
{
    model::assign(*field, scenario, shownValue * unit + (listed ? field->minimum : 0));
}

QStringList FieldSpec::entries() const
{
    return choices ? choices() : entryData();
}

QStringList FieldSpec::entryData() const
{
    QStringList out;
    if (listed)
        for (double value = field->minimum; value <= field->maximum; ++value)
            out << QString::number(value);
    for (const auto& word : field->words)
        out << QString::fromStdString(word);
    return out;
}

std::vector<GroupSpec> scenarioGroups()
{
    using namespace model;
    std::vector<GroupSpec> groups;
    groups.push_back({QT_TRANSLATE_NOOP("ScenarioForm", "Model"), {
        choice("framework", QT_TRANSLATE_NOOP("ScenarioForm", "Framework"), &enumLabels<Framework>),
        choice("training.precision", QT_TRANSLATE_NOOP("ScenarioForm", "Precision"), &enumLabels<Precision>),
        choice("training.optimizer", QT_TRANSLATE_NOOP("ScenarioForm", "Optimizer"), &enumLabels<Optimizer>),
        choice("training.optimizer_kernel", QT_TRANSLATE_NOOP("ScenarioForm", "Optimizer step kernel"), &enumLabels<OptimizerKernel>),
        plain("training.paged_optimizer", QT_TRANSLATE_NOOP("ScenarioForm", "Paged optimizer (bitsandbytes)")),
        plain("training.optimizer_in_backward", QT_TRANSLATE_NOOP("ScenarioForm", "Optimizer in backward (optimizer_in_bwd)")),
        plain("training.set_to_none", QT_TRANSLATE_NOOP("ScenarioForm", "zero_grad(set_to_none=True)")),
        choice("training.loss", QT_TRANSLATE_NOOP("ScenarioForm", "Loss"), &enumLabels<Loss>),
        plain("training.loss_chunks", QT_TRANSLATE_NOOP("ScenarioForm", "Loss chunks (num_output_chunks)")),
        plain("training.compile", QT_TRANSLATE_NOOP("ScenarioForm", "Compiled loss (torch.compile)")),
        plain("training.float8", QT_TRANSLATE_NOOP("ScenarioForm", "Float8 linears (torchao, torchtitan float8)")),
        plain("training.float8_all_gather", QT_TRANSLATE_NOOP("ScenarioForm", "Float8 all-gather (enable_fsdp_float8_all_gather)")),
    }});
    // The block style first: choosing it sets the conventions the rows below it refine.
    groups.push_back({QT_TRANSLATE_NOOP("ScenarioForm", "Architecture"), {
        plain("architecture.name", QT_TRANSLATE_NOOP("ScenarioForm", "Model name")),
        choice("architecture.block", QT_TRANSLATE_NOOP("ScenarioForm", "Block style"), &enumLabels<BlockStyle>),
        plain("architecture.layers", QT_TRANSLATE_NOOP("ScenarioForm", "Layers")),
        plain("architecture.hidden", QT_TRANSLATE_NOOP("ScenarioForm", "Hidden size")),
        plain("architecture.heads", QT_TRANSLATE_NOOP("ScenarioForm", "Attention heads")),
        plain("architecture.kv_heads", QT_TRANSLATE_NOOP("ScenarioForm", "KV heads")),
        plain("architecture.head_dim", QT_TRANSLATE_NOOP("ScenarioForm", "Head dim (0: auto)")),
        plain("architecture.ffn", QT_TRANSLATE_NOOP("ScenarioForm", "FFN size")),
        plain("architecture.vocab", QT_TRANSLATE_NOOP("ScenarioForm", "Vocabulary")),
        plain("architecture.max_positions", QT_TRANSLATE_NOOP("ScenarioForm", "Max positions")),
        choice("architecture.mlp", QT_TRANSLATE_NOOP("ScenarioForm", "MLP"), &enumLabels<MlpKind>),
        choice("architecture.norm", QT_TRANSLATE_NOOP("ScenarioForm", "Norm"), &enumLabels<NormKind>),
        plain("architecture.layer_norms", QT_TRANSLATE_NOOP("ScenarioForm", "Norms per layer")),
        plain("architecture.qk_norm", QT_TRANSLATE_NOOP("ScenarioForm", "Q/K norms")),
        choice("architecture.position", QT_TRANSLATE_NOOP("ScenarioForm", "Positions"), &enumLabels<PositionKind>),
        plain("architecture.tied_embeddings", QT_TRANSLATE_NOOP("ScenarioForm", "Tied embeddings")),
        plain("architecture.bias", QT_TRANSLATE_NOOP("ScenarioForm", "Biases on linears")),
        plain("architecture.qkv_bias", QT_TRANSLATE_NOOP("ScenarioForm", "Q/K/V biases")),
        number("architecture.dropout", QT_TRANSLATE_NOOP("ScenarioForm", "Dropout"), Scale::SpinOnly, 2),
        plain("architecture.moe.experts", QT_TRANSLATE_NOOP("ScenarioForm", "Routed experts")),
        plain("architecture.moe.top_k", QT_TRANSLATE_NOOP("ScenarioForm", "Experts per token")),
        plain("architecture.moe.shared_experts", QT_TRANSLATE_NOOP("ScenarioForm", "Shared experts")),
        plain("architecture.moe.expert_ffn", QT_TRANSLATE_NOOP("ScenarioForm", "Expert FFN size")),
        plain("architecture.moe.dense_layers", QT_TRANSLATE_NOOP("ScenarioForm", "Leading dense layers")),
    }});
    groups.push_back({QT_TRANSLATE_NOOP("ScenarioForm", "Batch & sequence"), {
        number("training.seq", QT_TRANSLATE_NOOP("ScenarioForm", "Sequence length"), Scale::Pow2),
        number("training.micro_batch", QT_TRANSLATE_NOOP("ScenarioForm", "Micro-batch"), Scale::Pow2),
        number("training.grad_accum", QT_TRANSLATE_NOOP("ScenarioForm", "Gradient accumulation"), Scale::Pow2),
        plain("training.seq_mean", QT_TRANSLATE_NOOP("ScenarioForm", "Mean padded length (0: packed, every batch full)")),
    }});
    groups.push_back({QT_TRANSLATE_NOOP("ScenarioForm", "Parallelism"), {
        number("parallel.dp", QT_TRANSLATE_NOOP("ScenarioForm", "Data parallel (DP)"), Scale::Pow2),
        number("parallel.tp", QT_TRANSLATE_NOOP("ScenarioForm", "Tensor parallel (TP)"), Scale::Pow2),
        number("parallel.pp", QT_TRANSLATE_NOOP("ScenarioForm", "Pipeline parallel (PP)"), Scale::Pow2),
        plain("parallel.vpp", QT_TRANSLATE_NOOP("ScenarioForm", "Virtual stages (VPP)")),
        number("parallel.cp", QT_TRANSLATE_NOOP("ScenarioForm", "Context parallel (CP)"), Scale::Pow2),
        number("parallel.ep", QT_TRANSLATE_NOOP("ScenarioForm", "Expert parallel (EP)"), Scale::Pow2),
        plain("parallel.sp", QT_TRANSLATE_NOOP("ScenarioForm", "Sequence parallelism")),
        listed("parallel.zero", QT_TRANSLATE_NOOP("ScenarioForm", "ZeRO stage")),
        choice("parallel.fsdp", QT_TRANSLATE_NOOP("ScenarioForm", "FSDP"), &enumLabels<FsdpMode>),
        plain("parallel.shard_group", QT_TRANSLATE_NOOP("ScenarioForm", "Hybrid-shard group (0: node)")),
        plain("parallel.fsdp_mesh", QT_TRANSLATE_NOOP("ScenarioForm", "FSDP mesh (dp, or torchtitan dp_shard × cp)")),
        plain("parallel.reshard_after_forward", QT_TRANSLATE_NOOP("ScenarioForm", "FSDP2 reshard_after_forward")),
        plain("parallel.distributed_optimizer", QT_TRANSLATE_NOOP("ScenarioForm", "Distributed optimizer")),
    }});
    groups.push_back({QT_TRANSLATE_NOOP("ScenarioForm", "Memory optimizations"), {
        choice("memory.recompute", QT_TRANSLATE_NOOP("ScenarioForm", "Recomputation"), &enumLabels<Recompute>),
        plain("memory.recompute_layers", QT_TRANSLATE_NOOP("ScenarioForm", "Recompute layers")),
        choice("memory.attention", QT_TRANSLATE_NOOP("ScenarioForm", "Attention kernel"), &enumLabels<Attention>),
        choice("memory.kernels", QT_TRANSLATE_NOOP("ScenarioForm", "Other kernels"), &enumLabels<Kernels>),
        plain("memory.lora.rank", QT_TRANSLATE_NOOP("ScenarioForm", "LoRA rank (0: full)")),
        plain("memory.lora.qlora", QT_TRANSLATE_NOOP("ScenarioForm", "QLoRA (NF4 base)")),
        plain("memory.lora.double_quant", QT_TRANSLATE_NOOP("ScenarioForm", "Double quantization")),
        plain("memory.lora.attention_only", QT_TRANSLATE_NOOP("ScenarioForm", "LoRA on attention only")),
        plain("memory.alloc_conf", QT_TRANSLATE_NOOP("ScenarioForm", "PYTORCH_CUDA_ALLOC_CONF")),
    }});
    groups.push_back({QT_TRANSLATE_NOOP("ScenarioForm", "Offload"), {
        choice("memory.offload.optimizer", QT_TRANSLATE_NOOP("ScenarioForm", "Optimizer states"), &enumLabels<OffloadTarget>),
        choice("memory.offload.gradients", QT_TRANSLATE_NOOP("ScenarioForm", "Gradients"), &enumLabels<OffloadTarget>),
        choice("memory.offload.parameters", QT_TRANSLATE_NOOP("ScenarioForm", "Parameters"), &enumLabels<OffloadTarget>),
        choice("memory.offload.activations", QT_TRANSLATE_NOOP("ScenarioForm", "Activations"), &enumLabels<OffloadTarget>),
    }});
    groups.push_back({QT_TRANSLATE_NOOP("ScenarioForm", "Hardware"), {
        plain("hardware.gpu_name", QT_TRANSLATE_NOOP("ScenarioForm", "GPU name")),
        number("hardware.memory_bytes", QT_TRANSLATE_NOOP("ScenarioForm", "GPU memory"), Scale::Log, 1, kGiB, QT_TRANSLATE_NOOP("ScenarioForm", " GiB")),
        number("hardware.gpus_per_node", QT_TRANSLATE_NOOP("ScenarioForm", "GPUs per node"), Scale::Pow2),
        number("hardware.host_ram_bytes", QT_TRANSLATE_NOOP("ScenarioForm", "Host RAM per node"), Scale::Log, 0, kGiB, QT_TRANSLATE_NOOP("ScenarioForm", " GiB")),
        number("hardware.nvme_bytes", QT_TRANSLATE_NOOP("ScenarioForm", "NVMe per node"), Scale::SpinOnly, 1, 1e12, QT_TRANSLATE_NOOP("ScenarioForm", " TB")),
        number("overheads.cuda_context_bytes", QT_TRANSLATE_NOOP("ScenarioForm", "CUDA context"), Scale::SpinOnly, 2, kGiB, QT_TRANSLATE_NOOP("ScenarioForm", " GiB")),
        number("overheads.nccl_bytes", QT_TRANSLATE_NOOP("ScenarioForm", "NCCL buffers"), Scale::SpinOnly, 2, kGiB, QT_TRANSLATE_NOOP("ScenarioForm", " GiB")),
        number("overheads.fragmentation", QT_TRANSLATE_NOOP("ScenarioForm", "Fragmentation if not simulated"), Scale::SpinOnly, 1, 0.01, QT_TRANSLATE_NOOP("ScenarioForm", " %")),
        number("hardware.hbm_bandwidth_bytes_per_s", QT_TRANSLATE_NOOP("ScenarioForm", "HBM bandwidth"), Scale::SpinOnly, 2, 1e12, QT_TRANSLATE_NOOP("ScenarioForm", " TB/s")),
        number("hardware.peak_flops_bf16", QT_TRANSLATE_NOOP("ScenarioForm", "BF16 peak"), Scale::SpinOnly, 0, 1e12, QT_TRANSLATE_NOOP("ScenarioForm", " TFLOPS")),
        number("hardware.peak_flops_fp32", QT_TRANSLATE_NOOP("ScenarioForm", "FP32 peak"), Scale::SpinOnly, 0, 1e12, QT_TRANSLATE_NOOP("ScenarioForm", " TFLOPS")),
        plain("hardware.pcie_gen", QT_TRANSLATE_NOOP("ScenarioForm", "PCIe generation")),
        plain("hardware.pcie_lanes", QT_TRANSLATE_NOOP("ScenarioForm", "PCIe lanes")),
        number("hardware.nvlink_bytes_per_s", QT_TRANSLATE_NOOP("ScenarioForm", "NVLink bandwidth"), Scale::SpinOnly, 0, 1e9, QT_TRANSLATE_NOOP("ScenarioForm", " GB/s")),
        number("hardware.inter_node_bytes_per_s", QT_TRANSLATE_NOOP("ScenarioForm", "Inter-node bandwidth"), Scale::SpinOnly, 0, 1e9, QT_TRANSLATE_NOOP("ScenarioForm", " GB/s")),
        number("hardware.nvme_bytes_per_s", QT_TRANSLATE_NOOP("ScenarioForm", "NVMe bandwidth"), Scale::SpinOnly, 1, 1e9, QT_TRANSLATE_NOOP("ScenarioForm", " GB/s")),
    }});
    // Step-time assumptions of the timeline (docs/model.md#the-step-timeline): editable guesses, not facts.
    groups.push_back({QT_TRANSLATE_NOOP("ScenarioForm", "Step time (assumptions)"), {
        number("performance.compute_efficiency", QT_TRANSLATE_NOOP("ScenarioForm", "Compute efficiency"), Scale::Linear, 0, 0.01, QT_TRANSLATE_NOOP("ScenarioForm", " %")),
        number("performance.comm_efficiency", QT_TRANSLATE_NOOP("ScenarioForm", "Communication efficiency"), Scale::Linear, 0, 0.01, QT_TRANSLATE_NOOP("ScenarioForm", " %")),
        plain("performance.prefetch_depth", QT_TRANSLATE_NOOP("ScenarioForm", "Prefetch depth (layers)")),
        plain("performance.overlap", QT_TRANSLATE_NOOP("ScenarioForm", "Overlap transfers with compute")),
        plain("performance.pinned_memory", QT_TRANSLATE_NOOP("ScenarioForm", "Pinned host memory")),
        plain("performance.cpu_threads", QT_TRANSLATE_NOOP("ScenarioForm", "CPU optimizer threads")),
        number("performance.cpu_adam_params_per_thread", QT_TRANSLATE_NOOP("ScenarioForm", "CPU Adam per thread"), Scale::SpinOnly, 1, 1e6, QT_TRANSLATE_NOOP("ScenarioForm", " M params/s")),
    }});
    return groups;
}

}  // namespace memledger::widgets
