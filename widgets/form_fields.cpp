#include "widgets/form_fields.h"

#include <cmath>
#include <type_traits>

#include <QCoreApplication>

#include "model/enum_names.h"
#include "model/presets.h"

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
        out << QCoreApplication::translate("EnumName", entry.name);
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
              [](S& s, double v) { s.member = enumAt<E>(v); }, 0, 0, Scale::Linear, 0, 1, "", &enumLabels<E> }
#define TR(text) QT_TRANSLATE_NOOP("ScenarioForm", text)

std::vector<GroupSpec> scenarioGroups()
{
    using namespace model;
    std::vector<GroupSpec> groups;
    groups.push_back({TR("Model"), {
        FieldSpec{FieldKind::Choice, "framework", TR("Framework"), [](const S& s) { return enumIndex(s.framework); },
                  [](S& s, double v) { s.framework = enumAt<Framework>(v); applyFrameworkDefaults(s); },
                  0, 0, Scale::Linear, 0, 1, "", &enumLabels<Framework>},
        ML_ENUM("training.precision", TR("Precision"), training.precision, Precision),
        ML_ENUM("training.optimizer", TR("Optimizer"), training.optimizer, Optimizer),
    }});
    groups.push_back({TR("Architecture"), {
        ML_NUM("architecture.layers", TR("Layers"), arch.layers, 1, 256, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.hidden", TR("Hidden size"), arch.hidden, 64, 65536, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.heads", TR("Attention heads"), arch.heads, 1, 1024, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.kv_heads", TR("KV heads"), arch.kvHeads, 1, 1024, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.head_dim", TR("Head dim (0: auto)"), arch.headDim, 0, 1024, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.ffn", TR("FFN size"), arch.ffn, 64, 262144, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.vocab", TR("Vocabulary"), arch.vocab, 256, 1048576, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.max_positions", TR("Max positions"), arch.maxPositions, 128, 16777216, Scale::SpinOnly, 0, 1, ""),
        ML_ENUM("architecture.block", TR("Block style"), arch.block, BlockStyle),
        ML_ENUM("architecture.mlp", TR("MLP"), arch.mlp, MlpKind),
        ML_ENUM("architecture.norm", TR("Norm"), arch.norm, NormKind),
        ML_ENUM("architecture.position", TR("Positions"), arch.position, PositionKind),
        ML_TOGGLE("architecture.tied_embeddings", TR("Tied embeddings"), arch.tiedEmbeddings),
        ML_TOGGLE("architecture.bias", TR("Biases on linears"), arch.bias),
        ML_TOGGLE("architecture.qkv_bias", TR("Q/K/V biases"), arch.qkvBias),
        ML_NUM("architecture.dropout", TR("Dropout"), arch.dropout, 0, 0.99, Scale::SpinOnly, 2, 1, ""),
        ML_NUM("architecture.moe.experts", TR("Routed experts"), arch.moe.experts, 0, 1024, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.moe.top_k", TR("Experts per token"), arch.moe.topK, 0, 64, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.moe.shared_experts", TR("Shared experts"), arch.moe.sharedExperts, 0, 64, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.moe.expert_ffn", TR("Expert FFN size"), arch.moe.expertFfn, 0, 262144, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("architecture.moe.dense_layers", TR("Leading dense layers"), arch.moe.denseLayers, 0, 256, Scale::SpinOnly, 0, 1, ""),
    }});
    groups.push_back({TR("Batch & sequence"), {
        ML_NUM("training.seq", TR("Sequence length"), training.seq, 128, 1048576, Scale::Pow2, 0, 1, ""),
        ML_NUM("training.micro_batch", TR("Micro-batch"), training.microBatch, 1, 1024, Scale::Pow2, 0, 1, ""),
        ML_NUM("training.grad_accum", TR("Gradient accumulation"), training.gradAccum, 1, 4096, Scale::Pow2, 0, 1, ""),
    }});
    groups.push_back({TR("Parallelism"), {
        ML_NUM("parallel.dp", TR("Data parallel (DP)"), parallel.dp, 1, 16384, Scale::Pow2, 0, 1, ""),
        ML_NUM("parallel.tp", TR("Tensor parallel (TP)"), parallel.tp, 1, 64, Scale::Pow2, 0, 1, ""),
        ML_NUM("parallel.pp", TR("Pipeline parallel (PP)"), parallel.pp, 1, 256, Scale::Pow2, 0, 1, ""),
        ML_NUM("parallel.vpp", TR("Virtual stages (VPP)"), parallel.vpp, 1, 64, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("parallel.cp", TR("Context parallel (CP)"), parallel.cp, 1, 256, Scale::Pow2, 0, 1, ""),
        ML_NUM("parallel.ep", TR("Expert parallel (EP)"), parallel.ep, 1, 1024, Scale::Pow2, 0, 1, ""),
        ML_TOGGLE("parallel.sp", TR("Sequence parallelism"), parallel.sp),
        FieldSpec{FieldKind::Choice, "parallel.zero", TR("ZeRO stage"), [](const S& s) { return double(s.parallel.zeroStage); },
                  [](S& s, double v) { s.parallel.zeroStage = static_cast<int>(v); }, 0, 0, Scale::Linear, 0, 1, "", &zeroStages},
        ML_ENUM("parallel.fsdp", TR("FSDP"), parallel.fsdp, FsdpMode),
        ML_NUM("parallel.shard_group", TR("Hybrid-shard group (0: node)"), parallel.shardGroup, 0, 16384, Scale::SpinOnly, 0, 1, ""),
        ML_TOGGLE("parallel.distributed_optimizer", TR("Distributed optimizer"), parallel.distributedOptimizer),
    }});
    groups.push_back({TR("Memory optimizations"), {
        ML_ENUM("memory.recompute", TR("Recomputation"), memory.recompute, Recompute),
        ML_NUM("memory.recompute_layers", TR("Recompute layers"), memory.recomputeLayers, 1, 256, Scale::SpinOnly, 0, 1, ""),
        ML_ENUM("memory.attention", TR("Attention kernel"), memory.attention, Attention),
        ML_ENUM("memory.kernels", TR("Other kernels"), memory.kernels, Kernels),
        ML_NUM("memory.lora.rank", TR("LoRA rank (0: full)"), memory.lora.rank, 0, 1024, Scale::SpinOnly, 0, 1, ""),
        ML_TOGGLE("memory.lora.qlora", TR("QLoRA (NF4 base)"), memory.lora.qlora),
        ML_TOGGLE("memory.lora.double_quant", TR("Double quantization"), memory.lora.doubleQuant),
        ML_TOGGLE("memory.lora.attention_only", TR("LoRA on attention only"), memory.lora.attentionOnly),
    }});
    groups.push_back({TR("Offload"), {
        ML_ENUM("memory.offload.optimizer", TR("Optimizer states"), memory.offload.optimizer, OffloadTarget),
        ML_ENUM("memory.offload.gradients", TR("Gradients"), memory.offload.gradients, OffloadTarget),
        ML_ENUM("memory.offload.parameters", TR("Parameters"), memory.offload.parameters, OffloadTarget),
        ML_ENUM("memory.offload.activations", TR("Activations"), memory.offload.activations, OffloadTarget),
    }});
    groups.push_back({TR("Hardware"), {
        ML_NUM("hardware.memory_bytes", TR("GPU memory"), hardware.memoryBytes, 1, 1024, Scale::Log, 1, kGiB, TR(" GiB")),
        ML_NUM("hardware.gpus_per_node", TR("GPUs per node"), hardware.gpusPerNode, 1, 64, Scale::Pow2, 0, 1, ""),
        ML_NUM("hardware.host_ram_bytes", TR("Host RAM per node"), hardware.hostRamBytes, 1, 65536, Scale::Log, 0, kGiB, TR(" GiB")),
        ML_NUM("hardware.nvme_bytes", TR("NVMe per node"), hardware.nvmeBytes, 0, 1000, Scale::SpinOnly, 1, 1e12, TR(" TB")),
        ML_NUM("overheads.cuda_context_bytes", TR("CUDA context"), overheads.cudaContextBytes, 0, 8, Scale::SpinOnly, 2, kGiB, TR(" GiB")),
        ML_NUM("overheads.nccl_bytes", TR("NCCL buffers"), overheads.ncclBytes, 0, 8, Scale::SpinOnly, 2, kGiB, TR(" GiB")),
        ML_NUM("overheads.fragmentation", TR("Fragmentation"), overheads.fragmentation, 0, 100, Scale::SpinOnly, 1, 0.01, TR(" %")),
        ML_NUM("hardware.hbm_bandwidth_bytes_per_s", TR("HBM bandwidth"), hardware.hbmBandwidth, 0, 100, Scale::SpinOnly, 2, 1e12, TR(" TB/s")),
        ML_NUM("hardware.peak_flops_bf16", TR("BF16 peak"), hardware.peakFlopsBf16, 0, 100000, Scale::SpinOnly, 0, 1e12, TR(" TFLOPS")),
        ML_NUM("hardware.peak_flops_fp32", TR("FP32 peak"), hardware.peakFlopsFp32, 0, 100000, Scale::SpinOnly, 0, 1e12, TR(" TFLOPS")),
        ML_NUM("hardware.pcie_gen", TR("PCIe generation"), hardware.pcieGen, 1, 7, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("hardware.pcie_lanes", TR("PCIe lanes"), hardware.pcieLanes, 1, 32, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("hardware.nvlink_bytes_per_s", TR("NVLink bandwidth"), hardware.nvlinkBandwidth, 0, 10000, Scale::SpinOnly, 0, 1e9, TR(" GB/s")),
        ML_NUM("hardware.inter_node_bytes_per_s", TR("Inter-node bandwidth"), hardware.interNodeBandwidth, 0, 10000, Scale::SpinOnly, 0, 1e9, TR(" GB/s")),
        ML_NUM("hardware.nvme_bytes_per_s", TR("NVMe bandwidth"), hardware.nvmeBandwidth, 0, 1000, Scale::SpinOnly, 1, 1e9, TR(" GB/s")),
    }});
    // Step-time assumptions of the timeline (SPEC §7): editable guesses, not facts.
    groups.push_back({TR("Step time (assumptions)"), {
        ML_NUM("performance.compute_efficiency", TR("Compute efficiency"), performance.computeEfficiency, 1, 100, Scale::Linear, 0, 0.01, TR(" %")),
        ML_NUM("performance.comm_efficiency", TR("Communication efficiency"), performance.commEfficiency, 1, 100, Scale::Linear, 0, 0.01, TR(" %")),
        ML_NUM("performance.prefetch_depth", TR("Prefetch depth (layers)"), performance.prefetchDepth, 0, 16, Scale::SpinOnly, 0, 1, ""),
        ML_TOGGLE("performance.overlap", TR("Overlap transfers with compute"), performance.overlap),
        ML_TOGGLE("performance.pinned_memory", TR("Pinned host memory"), performance.pinnedMemory),
        ML_NUM("performance.cpu_threads", TR("CPU optimizer threads"), performance.cpuThreads, 1, 512, Scale::SpinOnly, 0, 1, ""),
        ML_NUM("performance.cpu_adam_params_per_thread", TR("CPU Adam per thread"), performance.cpuAdamParamsPerThread, 0.1, 1000, Scale::SpinOnly, 1, 1e6, TR(" M params/s")),
    }});
    return groups;
}

}  // namespace memledger::widgets
