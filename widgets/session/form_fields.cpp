#include "widgets/session/form_fields.h"

#include <cmath>
#include <type_traits>

#include <QCoreApplication>

#include "model/core/enum_names.h"
#include "model/io/presets.h"
#include "widgets/common/enum_labels.h"

namespace memledger::widgets {

namespace {

using S = model::Scenario;
using Scale = ParamSlider::Scale;
constexpr double kGiB = 1073741824.0;

template <class T>
void assign(T& target, double value)
{
    if constexpr (std::is_same_v<T, bool>)
        target = value != 0;
    else if constexpr (std::is_integral_v<T>)
        target = static_cast<T>(std::llround(value));
    else
        target = value;
}

template <class E>
QStringList enumLabels()
{
    QStringList out;
    for (const auto& entry : model::enumNames<E>())
        out << translatedEnumLabel(enumLabel(entry.value));
    return out;
}

template <class E>
QStringList enumWords()
{
    QStringList out;
    for (const auto& entry : model::enumNames<E>())
        out << QString::fromLatin1(entry.name);
    return out;
}

template <class E>
double enumIndex(E value)
{
    const auto names = model::enumNames<E>();
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i].value == value)
            return static_cast<double>(i);
    return 0;
}

template <class E>
E enumAt(double index)
{
    return model::enumNames<E>()[static_cast<std::size_t>(index)].value;
}

QStringList zeroStages()
{
    return {QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")};
}

}  // namespace

#define ML_NUM(key, label, member, lo, hi, scale, dec, unit, suffix)                                   \
    FieldSpec{FieldKind::Number, key, label, [](const S& s) { return static_cast<double>(s.member); }, \
              [](S& s, double v) { assign(s.member, v); }, lo, hi, scale, dec, unit, suffix, nullptr }
#define ML_TOGGLE(key, label, member)                                                                    \
    FieldSpec{FieldKind::Toggle, key, label, [](const S& s) { return s.member ? 1.0 : 0.0; },          \
              [](S& s, double v) { s.member = v != 0; }, 0, 1, Scale::Linear, 0, 1, "", nullptr }
#define ML_ENUM(key, label, member, E)                                                                   \
    FieldSpec{FieldKind::Choice, key, label, [](const S& s) { return enumIndex<E>(s.member); },        \
              [](S& s, double v) { s.member = enumAt<E>(v); }, 0, 0, Scale::Linear, 0, 1, "", &enumLabels<E>, &enumWords<E> }

std::vector<GroupSpec> scenarioGroups()
{
    using namespace model;
    std::vector<GroupSpec> groups;
    groups.push_back({QT_TRANSLATE_NOOP("ScenarioForm", "Model"), {
        FieldSpec{FieldKind::Choice, "framework", QT_TRANSLATE_NOOP("ScenarioForm", "Framework"), [](const S& s) { return enumIndex(s.framework); },
                  [](S& s, double v) { s.framework = enumAt<Framework>(v); applyFrameworkDefaults(s); },
                  0, 0, Scale::Linear, 0, 1, "", &enumLabels<Framework>, &enumWords<Framework>},
        ML_ENUM("training.precision", QT_TRANSLATE_NOOP("ScenarioForm", "Precision"), training.precision, Precision),
        ML_ENUM("training.optimizer", QT_TRANSLATE_NOOP("ScenarioForm", "Optimizer"), training.optimizer, Optimizer),
    }});
    groups.push_back({QT_TRANSLATE_NOOP("ScenarioForm", "Architecture"), {
        ML_NUM("architecture.layers", QT_TRANSLATE_NOOP("ScenarioForm", "Layers"), arch.layers, 1, 256, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.hidden", QT_TRANSLATE_NOOP("ScenarioForm", "Hidden size"), arch.hidden, 64, 65536, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.heads", QT_TRANSLATE_NOOP("ScenarioForm", "Attention heads"), arch.heads, 1, 1024, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.kv_heads", QT_TRANSLATE_NOOP("ScenarioForm", "KV heads"), arch.kvHeads, 1, 1024, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.head_dim", QT_TRANSLATE_NOOP("ScenarioForm", "Head dim (0: auto)"), arch.headDim, 0, 1024, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.ffn", QT_TRANSLATE_NOOP("ScenarioForm", "FFN size"), arch.ffn, 64, 262144, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.vocab", QT_TRANSLATE_NOOP("ScenarioForm", "Vocabulary"), arch.vocab, 256, 1048576, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.max_positions", QT_TRANSLATE_NOOP("ScenarioForm", "Max positions"), arch.maxPositions, 128, 16777216, Scale::SpinOnly, 0, 1, ""),
        ML_ENUM("architecture.block", QT_TRANSLATE_NOOP("ScenarioForm", "Block style"), arch.block, BlockStyle),
        ML_ENUM("architecture.mlp", QT_TRANSLATE_NOOP("ScenarioForm", "MLP"), arch.mlp, MlpKind),
        ML_ENUM("architecture.norm", QT_TRANSLATE_NOOP("ScenarioForm", "Norm"), arch.norm, NormKind),
        ML_ENUM("architecture.position", QT_TRANSLATE_NOOP("ScenarioForm", "Positions"), arch.position, PositionKind),
        ML_TOGGLE("architecture.tied_embeddings", QT_TRANSLATE_NOOP("ScenarioForm", "Tied embeddings"), arch.tiedEmbeddings),
        ML_TOGGLE("architecture.bias", QT_TRANSLATE_NOOP("ScenarioForm", "Biases on linears"), arch.bias),
        ML_TOGGLE("architecture.qkv_bias", QT_TRANSLATE_NOOP("ScenarioForm", "Q/K/V biases"), arch.qkvBias),
        ML_NUM("architecture.dropout", QT_TRANSLATE_NOOP("ScenarioForm", "Dropout"), arch.dropout, 0, 0.99, Scale::SpinOnly, 2, 1, ""),
        ML_NUM("architecture.moe.experts", QT_TRANSLATE_NOOP("ScenarioForm", "Routed experts"), arch.moe.experts, 0, 1024, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.moe.top_k", QT_TRANSLATE_NOOP("ScenarioForm", "Experts per token"), arch.moe.topK, 0, 64, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.moe.shared_experts", QT_TRANSLATE_NOOP("ScenarioForm", "Shared experts"), arch.moe.sharedExperts, 0, 64, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.moe.expert_ffn", QT_TRANSLATE_NOOP("ScenarioForm", "Expert FFN size"), arch.moe.expertFfn, 0, 262144, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.moe.dense_layers", QT_TRANSLATE_NOOP("ScenarioForm", "Leading dense layers"), arch.moe.denseLayers, 0, 256, Scale::SpinOnly, 0, 1, ""),
    }});
    groups.push_back({QT_TRANSLATE_NOOP("ScenarioForm", "Batch & sequence"), {
        ML_NUM("training.seq", QT_TRANSLATE_NOOP("ScenarioForm", "Sequence length"), training.seq, 128, 1048576, Scale::Pow2, 0, 1, ""),
        ML_NUM("training.micro_batch", QT_TRANSLATE_NOOP("ScenarioForm", "Micro-batch"), training.microBatch, 1, 1024, Scale::Pow2, 0, 1, ""),
        ML_NUM("training.grad_accum", QT_TRANSLATE_NOOP("ScenarioForm", "Gradient accumulation"), training.gradAccum, 1, 4096, Scale::Pow2, 0, 1, ""),
    }});
    groups.push_back({QT_TRANSLATE_NOOP("ScenarioForm", "Parallelism"), {
        ML_NUM("parallel.dp", QT_TRANSLATE_NOOP("ScenarioForm", "Data parallel (DP)"), parallel.dp, 1, 16384, Scale::Pow2, 0, 1, ""),
        ML_NUM("parallel.tp", QT_TRANSLATE_NOOP("ScenarioForm", "Tensor parallel (TP)"), parallel.tp, 1, 64, Scale::Pow2, 0, 1, ""),
        ML_NUM("parallel.pp", QT_TRANSLATE_NOOP("ScenarioForm", "Pipeline parallel (PP)"), parallel.pp, 1, 256, Scale::Pow2, 0, 1, ""),
        ML_NUM("parallel.vpp", QT_TRANSLATE_NOOP("ScenarioForm", "Virtual stages (VPP)"), parallel.vpp, 1, 64, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("parallel.cp", QT_TRANSLATE_NOOP("ScenarioForm", "Context parallel (CP)"), parallel.cp, 1, 256, Scale::Pow2, 0, 1, ""),
        ML_NUM("parallel.ep", QT_TRANSLATE_NOOP("ScenarioForm", "Expert parallel (EP)"), parallel.ep, 1, 1024, Scale::Pow2, 0, 1, ""),
        ML_TOGGLE("parallel.sp", QT_TRANSLATE_NOOP("ScenarioForm", "Sequence parallelism"), parallel.sp),
        FieldSpec{FieldKind::Choice, "parallel.zero", QT_TRANSLATE_NOOP("ScenarioForm", "ZeRO stage"), [](const S& s) { return double(s.parallel.zeroStage); },
                  [](S& s, double v) { s.parallel.zeroStage = static_cast<int>(v); }, 0, 0, Scale::Linear, 0, 1, "", &zeroStages},
        ML_ENUM("parallel.fsdp", QT_TRANSLATE_NOOP("ScenarioForm", "FSDP"), parallel.fsdp, FsdpMode),
        ML_NUM("parallel.shard_group", QT_TRANSLATE_NOOP("ScenarioForm", "Hybrid-shard group (0: node)"), parallel.shardGroup, 0, 16384, Scale::SpinOnly, 0, 1, ""),
        ML_TOGGLE("parallel.distributed_optimizer", QT_TRANSLATE_NOOP("ScenarioForm", "Distributed optimizer"), parallel.distributedOptimizer),
    }});
    groups.push_back({QT_TRANSLATE_NOOP("ScenarioForm", "Memory optimizations"), {
        ML_ENUM("memory.recompute", QT_TRANSLATE_NOOP("ScenarioForm", "Recomputation"), memory.recompute, Recompute),
        ML_NUM("memory.recompute_layers", QT_TRANSLATE_NOOP("ScenarioForm", "Recompute layers"), memory.recomputeLayers, 1, 256, Scale::SpinOnly, 0, 1, ""),
        ML_ENUM("memory.attention", QT_TRANSLATE_NOOP("ScenarioForm", "Attention kernel"), memory.attention, Attention),
        ML_ENUM("memory.kernels", QT_TRANSLATE_NOOP("ScenarioForm", "Other kernels"), memory.kernels, Kernels),
        ML_NUM("memory.lora.rank", QT_TRANSLATE_NOOP("ScenarioForm", "LoRA rank (0: full)"), memory.lora.rank, 0, 1024, Scale::SpinOnly, 0, 1, ""),
        ML_TOGGLE("memory.lora.qlora", QT_TRANSLATE_NOOP("ScenarioForm", "QLoRA (NF4 base)"), memory.lora.qlora),
        ML_TOGGLE("memory.lora.double_quant", QT_TRANSLATE_NOOP("ScenarioForm", "Double quantization"), memory.lora.doubleQuant),
        ML_TOGGLE("memory.lora.attention_only", QT_TRANSLATE_NOOP("ScenarioForm", "LoRA on attention only"), memory.lora.attentionOnly),
    }});
    groups.push_back({QT_TRANSLATE_NOOP("ScenarioForm", "Offload"), {
        ML_ENUM("memory.offload.optimizer", QT_TRANSLATE_NOOP("ScenarioForm", "Optimizer states"), memory.offload.optimizer, OffloadTarget),
        ML_ENUM("memory.offload.gradients", QT_TRANSLATE_NOOP("ScenarioForm", "Gradients"), memory.offload.gradients, OffloadTarget),
        ML_ENUM("memory.offload.parameters", QT_TRANSLATE_NOOP("ScenarioForm", "Parameters"), memory.offload.parameters, OffloadTarget),
        ML_ENUM("memory.offload.activations", QT_TRANSLATE_NOOP("ScenarioForm", "Activations"), memory.offload.activations, OffloadTarget),
    }});
    groups.push_back({QT_TRANSLATE_NOOP("ScenarioForm", "Hardware"), {
        ML_NUM("hardware.memory_bytes", QT_TRANSLATE_NOOP("ScenarioForm", "GPU memory"), hardware.memoryBytes, 1, 1024, Scale::Log, 1, kGiB, QT_TRANSLATE_NOOP("ScenarioForm", " GiB")),
        ML_NUM("hardware.gpus_per_node", QT_TRANSLATE_NOOP("ScenarioForm", "GPUs per node"), hardware.gpusPerNode, 1, 64, Scale::Pow2, 0, 1, ""),
        ML_NUM("hardware.host_ram_bytes", QT_TRANSLATE_NOOP("ScenarioForm", "Host RAM per node"), hardware.hostRamBytes, 1, 65536, Scale::Log, 0, kGiB, QT_TRANSLATE_NOOP("ScenarioForm", " GiB")),
        ML_NUM("hardware.nvme_bytes", QT_TRANSLATE_NOOP("ScenarioForm", "NVMe per node"), hardware.nvmeBytes, 0, 1000, Scale::SpinOnly, 1, 1e12, QT_TRANSLATE_NOOP("ScenarioForm", " TB")),
        ML_NUM("overheads.cuda_context_bytes", QT_TRANSLATE_NOOP("ScenarioForm", "CUDA context"), overheads.cudaContextBytes, 0, 8, Scale::SpinOnly, 2, kGiB, QT_TRANSLATE_NOOP("ScenarioForm", " GiB")),
        ML_NUM("overheads.nccl_bytes", QT_TRANSLATE_NOOP("ScenarioForm", "NCCL buffers"), overheads.ncclBytes, 0, 8, Scale::SpinOnly, 2, kGiB, QT_TRANSLATE_NOOP("ScenarioForm", " GiB")),
        ML_NUM("overheads.fragmentation", QT_TRANSLATE_NOOP("ScenarioForm", "Fragmentation"), overheads.fragmentation, 0, 100, Scale::SpinOnly, 1, 0.01, QT_TRANSLATE_NOOP("ScenarioForm", " %")),
        ML_NUM("hardware.hbm_bandwidth_bytes_per_s", QT_TRANSLATE_NOOP("ScenarioForm", "HBM bandwidth"), hardware.hbmBandwidth, 0, 100, Scale::SpinOnly, 2, 1e12, QT_TRANSLATE_NOOP("ScenarioForm", " TB/s")),
        ML_NUM("hardware.peak_flops_bf16", QT_TRANSLATE_NOOP("ScenarioForm", "BF16 peak"), hardware.peakFlopsBf16, 0, 100000, Scale::SpinOnly, 0, 1e12, QT_TRANSLATE_NOOP("ScenarioForm", " TFLOPS")),
        ML_NUM("hardware.peak_flops_fp32", QT_TRANSLATE_NOOP("ScenarioForm", "FP32 peak"), hardware.peakFlopsFp32, 0, 100000, Scale::SpinOnly, 0, 1e12, QT_TRANSLATE_NOOP("ScenarioForm", " TFLOPS")),
        ML_NUM("hardware.pcie_gen", QT_TRANSLATE_NOOP("ScenarioForm", "PCIe generation"), hardware.pcieGen, 1, 7, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("hardware.pcie_lanes", QT_TRANSLATE_NOOP("ScenarioForm", "PCIe lanes"), hardware.pcieLanes, 1, 32, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("hardware.nvlink_bytes_per_s", QT_TRANSLATE_NOOP("ScenarioForm", "NVLink bandwidth"), hardware.nvlinkBandwidth, 0, 10000, Scale::SpinOnly, 0, 1e9, QT_TRANSLATE_NOOP("ScenarioForm", " GB/s")),
        ML_NUM("hardware.inter_node_bytes_per_s", QT_TRANSLATE_NOOP("ScenarioForm", "Inter-node bandwidth"), hardware.interNodeBandwidth, 0, 10000, Scale::SpinOnly, 0, 1e9, QT_TRANSLATE_NOOP("ScenarioForm", " GB/s")),
        ML_NUM("hardware.nvme_bytes_per_s", QT_TRANSLATE_NOOP("ScenarioForm", "NVMe bandwidth"), hardware.nvmeBandwidth, 0, 1000, Scale::SpinOnly, 1, 1e9, QT_TRANSLATE_NOOP("ScenarioForm", " GB/s")),
    }});
    // Step-time assumptions of the timeline (docs/model.md#the-step-timeline): editable guesses, not facts.
    groups.push_back({QT_TRANSLATE_NOOP("ScenarioForm", "Step time (assumptions)"), {
        ML_NUM("performance.compute_efficiency", QT_TRANSLATE_NOOP("ScenarioForm", "Compute efficiency"), performance.computeEfficiency, 1, 100, Scale::Linear, 0, 0.01, QT_TRANSLATE_NOOP("ScenarioForm", " %")),
        ML_NUM("performance.comm_efficiency", QT_TRANSLATE_NOOP("ScenarioForm", "Communication efficiency"), performance.commEfficiency, 1, 100, Scale::Linear, 0, 0.01, QT_TRANSLATE_NOOP("ScenarioForm", " %")),
        ML_NUM("performance.prefetch_depth", QT_TRANSLATE_NOOP("ScenarioForm", "Prefetch depth (layers)"), performance.prefetchDepth, 0, 16, Scale::SpinOnly, 0, 1, ""),
        ML_TOGGLE("performance.overlap", QT_TRANSLATE_NOOP("ScenarioForm", "Overlap transfers with compute"), performance.overlap),
        ML_TOGGLE("performance.pinned_memory", QT_TRANSLATE_NOOP("ScenarioForm", "Pinned host memory"), performance.pinnedMemory),
        ML_NUM("performance.cpu_threads", QT_TRANSLATE_NOOP("ScenarioForm", "CPU optimizer threads"), performance.cpuThreads, 1, 512, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("performance.cpu_adam_params_per_thread", QT_TRANSLATE_NOOP("ScenarioForm", "CPU Adam per thread"), performance.cpuAdamParamsPerThread, 0.1, 1000, Scale::SpinOnly, 1, 1e6, QT_TRANSLATE_NOOP("ScenarioForm", " M params/s")),
    }});
    return groups;
}

}  // namespace memledger::widgets
