#include "model/core/scenario_fields.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include "model/core/enum_names.h"
#include "model/core/scenario_defaults.h"
#include "model/core/translatable.h"

namespace memledger::model {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr double kTiB = 1024.0 * kGiB;

// What a member of type T can hold. 64-bit counts stop where a double (and a file's
// JSON number) is still exact.
template <class T>
std::pair<double, double> storable()
{
    if constexpr (std::is_same_v<T, bool>)
        return {0, 1};
    else if constexpr (std::is_enum_v<T>)
        return {0, static_cast<double>(enumNames<T>().size() - 1)};
    else if constexpr (std::is_same_v<T, std::int64_t>)
        return {-9.0e15, 9.0e15};
    else
        return {static_cast<double>(std::numeric_limits<T>::lowest()), static_cast<double>(std::numeric_limits<T>::max())};
}

template <class T>
double toNumber(T value)
{
    if constexpr (std::is_enum_v<T>) {
        const auto names = enumNames<T>();
        const auto found = std::find_if(names.begin(), names.end(), [value](const auto& e) { return e.value == value; });
        return static_cast<double>(found - names.begin());
    } else {
        return static_cast<double>(value);
    }
}

template <class T>
void fromNumber(T& target, double value)
{
    if constexpr (std::is_same_v<T, bool>) {
        target = value != 0;
    } else if constexpr (std::is_enum_v<T>) {
        const auto [low, high] = storable<T>();
        target = enumNames<T>()[static_cast<std::size_t>(std::clamp(value, low, high))].value;
    } else if constexpr (std::is_integral_v<T>) {
        const auto [low, high] = storable<T>();
        target = static_cast<T>(std::llround(std::clamp(value, low, high)));
    } else {
        target = value;
    }
}

// How a row reaches its member: the type, limits and words follow from the member's type.
struct Access {
    FieldType type;
    double lowest;
    double highest;
    std::vector<std::string> words;
    double (*get)(const Scenario&);
    void (*set)(Scenario&, double);
};

template <class T>
Access accessOf(double (*get)(const Scenario&), void (*set)(Scenario&, double))
{
    const auto [low, high] = storable<T>();
    if constexpr (std::is_same_v<T, bool>)
        return {FieldType::Bool, low, high, {}, get, set};
    else if constexpr (std::is_enum_v<T>)
        return {FieldType::Enum, low, high, enumWords<T>(), get, set};
    else if constexpr (std::is_integral_v<T>)
        return {FieldType::Int, low, high, {}, get, set};
    else
        return {FieldType::Double, low, high, {}, get, set};
}

// One member of the Scenario, named once per row.
#define MEMBER(member)                                                                                     \
    accessOf<decltype(std::declval<Scenario&>().member)>([](const Scenario& s) { return toNumber(s.member); }, \
                                                         [](Scenario& s, double v) { fromNumber(s.member, v); })

ScenarioField fromAccess(const char* key, const char* flag, const char* what, Access access)
{
    ScenarioField field;
    field.key = key;
    field.flag = flag;
    field.what = what;
    field.type = access.type;
    field.lowest = access.lowest;
    field.highest = access.highest;
    field.minimum = access.lowest;
    field.maximum = access.highest;
    field.words = std::move(access.words);
    field.get = access.get;
    field.set = access.set;
    return field;
}

ScenarioField ranged(const char* key, const char* flag, const char* what, Access access, double minimum,
                     double maximum, double flagUnit = 1)
{
    ScenarioField field = fromAccess(key, flag, what, std::move(access));
    field.minimum = minimum;
    field.maximum = maximum;
    field.flagUnit = flagUnit;
    return field;
}

ScenarioField choice(const char* key, const char* flag, const char* what, Access access,
                     void (*implies)(Scenario&) = nullptr)
{
    ScenarioField field = fromAccess(key, flag, what, std::move(access));
    field.implies = implies;
    return field;
}

ScenarioField toggle(const char* key, const char* flag, const char* offFlag, const char* what, Access access)
{
    ScenarioField field = fromAccess(key, flag, what, std::move(access));
    field.offFlag = offFlag;
    return field;
}

ScenarioField text(const char* key, const char* flag, const char* what, std::string (*get)(const Scenario&),
                   void (*set)(Scenario&, const std::string&))
{
    ScenarioField field;
    field.key = key;
    field.flag = flag;
    field.what = what;
    field.type = FieldType::String;
    field.getText = get;
    field.setText = set;
    return field;
}

#define TEXT(member) [](const Scenario& s) { return s.member; }, [](Scenario& s, const std::string& v) { s.member = v; }

std::vector<ScenarioField> buildFields()
{
    constexpr double kRate = 1e18;   // bytes or FLOP per second: far past any device, short of infinity
    return {
        choice("framework", "framework", MEMLEDGER_TRANSLATABLE("Field", "the framework"), MEMBER(framework),
            [](Scenario& s) { applyFrameworkDefaults(s); }),
        // Architecture: the block style first, so that its conventions are refined by the rest.
        text("architecture.name", "model-name", MEMLEDGER_TRANSLATABLE("Field", "the model's name"), TEXT(arch.name)),
        choice("architecture.block", "block", MEMLEDGER_TRANSLATABLE("Field", "the block style"), MEMBER(arch.block),
            [](Scenario& s) { applyBlockDefaults(s.arch); }),
        ranged("architecture.layers", "layers", MEMLEDGER_TRANSLATABLE("Field", "the number of layers"),
            MEMBER(arch.layers), 1, 10000),
        ranged("architecture.hidden", "hidden", MEMLEDGER_TRANSLATABLE("Field", "the hidden size"), MEMBER(arch.hidden),
            1, 1 << 20),
        ranged("architecture.heads", "heads", MEMLEDGER_TRANSLATABLE("Field", "the number of attention heads"),
            MEMBER(arch.heads), 1, 1 << 16),
        ranged("architecture.kv_heads", "kv-heads", MEMLEDGER_TRANSLATABLE("Field", "the number of KV heads"),
            MEMBER(arch.kvHeads), 1, 1 << 16),
        ranged("architecture.head_dim", "head-dim", MEMLEDGER_TRANSLATABLE("Field", "the head dimension"),
            MEMBER(arch.headDim), 0, 1 << 16),
        ranged(
            "architecture.ffn", "ffn", MEMLEDGER_TRANSLATABLE("Field", "the FFN size"), MEMBER(arch.ffn), 1, 1 << 22),
        choice("architecture.mlp", "mlp", MEMLEDGER_TRANSLATABLE("Field", "the MLP kind"), MEMBER(arch.mlp)),
        choice("architecture.norm", "norm", MEMLEDGER_TRANSLATABLE("Field", "the normalisation"), MEMBER(arch.norm)),
        ranged("architecture.layer_norms", "layer-norms", MEMLEDGER_TRANSLATABLE("Field", "the norms per layer"),
            MEMBER(arch.layerNorms), 1, 4),
        toggle("architecture.qk_norm", "qk-norm", "no-qk-norm", MEMLEDGER_TRANSLATABLE("Field", "norms on Q and K"),
            MEMBER(arch.qkNorm)),
        ranged("architecture.vocab", "vocab", MEMLEDGER_TRANSLATABLE("Field", "the vocabulary size"),
            MEMBER(arch.vocab), 1, 1 << 24),
        toggle("architecture.tied_embeddings", "tied", "untied", MEMLEDGER_TRANSLATABLE("Field", "tied embeddings"),
            MEMBER(arch.tiedEmbeddings)),
        toggle("architecture.bias", "bias", "no-bias", MEMLEDGER_TRANSLATABLE("Field", "biases on every linear"),
            MEMBER(arch.bias)),
        toggle("architecture.qkv_bias", "qkv-bias", "no-qkv-bias",
            MEMLEDGER_TRANSLATABLE("Field", "biases on Q, K and V"), MEMBER(arch.qkvBias)),
        choice("architecture.position", "position", MEMLEDGER_TRANSLATABLE("Field", "the position encoding"),
            MEMBER(arch.position)),
        ranged("architecture.max_positions", "max-positions", MEMLEDGER_TRANSLATABLE("Field", "the maximum positions"),
            MEMBER(arch.maxPositions), 0, 1 << 30),
        ranged("architecture.dropout", "dropout", MEMLEDGER_TRANSLATABLE("Field", "dropout"), MEMBER(arch.dropout), 0,
            0.99),
        ranged("architecture.moe.experts", "experts", MEMLEDGER_TRANSLATABLE("Field", "the number of experts"),
            MEMBER(arch.moe.experts), 0, 4096),
        ranged("architecture.moe.top_k", "top-k", MEMLEDGER_TRANSLATABLE("Field", "top-k"), MEMBER(arch.moe.topK), 0,
            4096),
        ranged("architecture.moe.shared_experts", "shared-experts",
            MEMLEDGER_TRANSLATABLE("Field", "the number of shared experts"), MEMBER(arch.moe.sharedExperts), 0, 64),
        ranged("architecture.moe.expert_ffn", "expert-ffn", MEMLEDGER_TRANSLATABLE("Field", "the expert FFN size"),
            MEMBER(arch.moe.expertFfn), 0, 1 << 22),
        ranged("architecture.moe.dense_layers", "dense-layers",
            MEMLEDGER_TRANSLATABLE("Field", "the number of dense layers"), MEMBER(arch.moe.denseLayers), 0, 10000),
        // Training
        ranged("training.seq", "seq", MEMLEDGER_TRANSLATABLE("Field", "the sequence length"), MEMBER(training.seq), 1,
            1 << 24),
        ranged("training.seq_mean", "seq-mean", MEMLEDGER_TRANSLATABLE("Field", "the mean padded sequence length"),
            MEMBER(training.seqMean), 0, 1 << 24),
        ranged("training.micro_batch", "mbs", MEMLEDGER_TRANSLATABLE("Field", "the micro-batch size"),
            MEMBER(training.microBatch), 1, 1 << 20),
        ranged("training.grad_accum", "accum", MEMLEDGER_TRANSLATABLE("Field", "gradient accumulation"),
            MEMBER(training.gradAccum), 1, 1 << 20),
        choice("training.precision", "precision", MEMLEDGER_TRANSLATABLE("Field", "the precision"),
            MEMBER(training.precision)),
        choice("training.optimizer", "optimizer", MEMLEDGER_TRANSLATABLE("Field", "the optimizer"),
            MEMBER(training.optimizer)),
        choice("training.optimizer_kernel", "optimizer-kernel",
            MEMLEDGER_TRANSLATABLE("Field", "how the optimizer step runs"), MEMBER(training.optimizerKernel)),
        choice("training.loss", "loss", MEMLEDGER_TRANSLATABLE("Field", "the loss implementation"),
            MEMBER(training.loss)),
        ranged("training.loss_chunks", "loss-chunks", MEMLEDGER_TRANSLATABLE("Field", "the loss chunk count"),
            MEMBER(training.lossChunks), 1, 4096),
        toggle("training.optimizer_in_backward", "optimizer-in-backward", "no-optimizer-in-backward",
            MEMLEDGER_TRANSLATABLE("Field", "the optimizer stepped in backward"), MEMBER(training.optimizerInBackward)),
        toggle("training.paged_optimizer", "paged-optimizer", "no-paged-optimizer",
            MEMLEDGER_TRANSLATABLE("Field", "a paged optimizer"), MEMBER(training.pagedOptimizer)),
        toggle("training.float8", "float8", "no-float8", MEMLEDGER_TRANSLATABLE("Field", "float8 linears"),
            MEMBER(training.float8)),
        toggle("training.float8_all_gather", "float8-all-gather", "no-float8-all-gather",
            MEMLEDGER_TRANSLATABLE("Field", "the float8 all-gather of FSDP"), MEMBER(training.float8AllGather)),
        toggle("training.set_to_none", "set-to-none", "no-set-to-none",
            MEMLEDGER_TRANSLATABLE("Field", "gradients freed between steps"), MEMBER(training.gradsSetToNone)),
        toggle("training.compile", "compile", "no-compile",
            MEMLEDGER_TRANSLATABLE("Field", "the loss compiled with torch.compile"), MEMBER(training.compile)),
        // Parallelism
        ranged(
            "parallel.dp", "dp", MEMLEDGER_TRANSLATABLE("Field", "data parallelism"), MEMBER(parallel.dp), 1, 1 << 20),
        ranged(
            "parallel.tp", "tp", MEMLEDGER_TRANSLATABLE("Field", "tensor parallelism"), MEMBER(parallel.tp), 1, 1024),
        ranged(
            "parallel.pp", "pp", MEMLEDGER_TRANSLATABLE("Field", "pipeline parallelism"), MEMBER(parallel.pp), 1, 4096),
        ranged("parallel.vpp", "vpp", MEMLEDGER_TRANSLATABLE("Field", "virtual pipeline stages"), MEMBER(parallel.vpp),
            1, 1024),
        toggle("parallel.sp", "sp", "no-sp", MEMLEDGER_TRANSLATABLE("Field", "sequence parallelism"),
            MEMBER(parallel.sp)),
        ranged(
            "parallel.cp", "cp", MEMLEDGER_TRANSLATABLE("Field", "context parallelism"), MEMBER(parallel.cp), 1, 4096),
        ranged(
            "parallel.ep", "ep", MEMLEDGER_TRANSLATABLE("Field", "expert parallelism"), MEMBER(parallel.ep), 1, 4096),
        ranged("parallel.zero", "zero", MEMLEDGER_TRANSLATABLE("Field", "the ZeRO stage"), MEMBER(parallel.zeroStage),
            0, 3),
        choice("parallel.fsdp", "fsdp", MEMLEDGER_TRANSLATABLE("Field", "the FSDP sharding strategy"),
            MEMBER(parallel.fsdp)),
        ranged("parallel.shard_group", "shard-group", MEMLEDGER_TRANSLATABLE("Field", "the hybrid-shard group size"),
            MEMBER(parallel.shardGroup), 0, 1 << 20),
        choice("parallel.fsdp_mesh", "fsdp-mesh", MEMLEDGER_TRANSLATABLE("Field", "the ranks FSDP shards over"),
            MEMBER(parallel.fsdpMesh)),
        toggle("parallel.reshard_after_forward", "reshard-after-forward", "no-reshard-after-forward",
            MEMLEDGER_TRANSLATABLE("Field", "FSDP resharding after forward"), MEMBER(parallel.reshardAfterForward)),
        toggle("parallel.distributed_optimizer", "distributed-optimizer", "no-distributed-optimizer",
            MEMLEDGER_TRANSLATABLE("Field", "Megatron's distributed optimizer"), MEMBER(parallel.distributedOptimizer)),
        // Memory
        choice("memory.recompute", "recompute", MEMLEDGER_TRANSLATABLE("Field", "activation recomputation"),
            MEMBER(memory.recompute)),
        ranged("memory.recompute_layers", "recompute-layers",
            MEMLEDGER_TRANSLATABLE("Field", "the recompute layer count"), MEMBER(memory.recomputeLayers), 1, 10000),
        choice("memory.attention", "attention", MEMLEDGER_TRANSLATABLE("Field", "the attention kernel"),
            MEMBER(memory.attention)),
        choice("memory.kernels", "kernels", MEMLEDGER_TRANSLATABLE("Field", "the element-wise kernels"),
            MEMBER(memory.kernels)),
        ranged("memory.lora.rank", "lora-rank", MEMLEDGER_TRANSLATABLE("Field", "the LoRA rank"),
            MEMBER(memory.lora.rank), 0, 1 << 16),
        toggle("memory.lora.qlora", "qlora", "no-qlora", MEMLEDGER_TRANSLATABLE("Field", "QLoRA"),
            MEMBER(memory.lora.qlora)),
        toggle("memory.lora.double_quant", "double-quant", "no-double-quant",
            MEMLEDGER_TRANSLATABLE("Field", "double quantisation"), MEMBER(memory.lora.doubleQuant)),
        toggle("memory.lora.attention_only", "lora-attention-only", "no-lora-attention-only",
            MEMLEDGER_TRANSLATABLE("Field", "LoRA on attention only"), MEMBER(memory.lora.attentionOnly)),
        choice("memory.offload.optimizer", "offload-optimizer",
            MEMLEDGER_TRANSLATABLE("Field", "where the optimizer states live"), MEMBER(memory.offload.optimizer)),
        choice("memory.offload.gradients", "offload-gradients",
            MEMLEDGER_TRANSLATABLE("Field", "where the gradients live"), MEMBER(memory.offload.gradients)),
        choice("memory.offload.parameters", "offload-params",
            MEMLEDGER_TRANSLATABLE("Field", "where the parameters live"), MEMBER(memory.offload.parameters)),
        choice("memory.offload.activations", "offload-activations",
            MEMLEDGER_TRANSLATABLE("Field", "where the saved activations live"), MEMBER(memory.offload.activations)),
        text("memory.alloc_conf", "alloc-conf",
            MEMLEDGER_TRANSLATABLE("Field", "the caching allocator's settings (PYTORCH_CUDA_ALLOC_CONF)"),
            TEXT(memory.allocConf)),
        // Hardware
        text("hardware.gpu_name", "gpu-name", MEMLEDGER_TRANSLATABLE("Field", "the GPU's name"),
            TEXT(hardware.gpuName)),
        ranged("hardware.memory_bytes", "gpu-memory-gib", MEMLEDGER_TRANSLATABLE("Field", "GPU memory in bytes"),
            MEMBER(hardware.memoryBytes), kGiB, 64 * kTiB, kGiB),
        ranged("hardware.hbm_bandwidth_bytes_per_s", "hbm-bytes-per-s",
            MEMLEDGER_TRANSLATABLE("Field", "HBM bandwidth in bytes/s"), MEMBER(hardware.hbmBandwidth), 0, kRate),
        ranged("hardware.peak_flops_bf16", "peak-flops-bf16",
            MEMLEDGER_TRANSLATABLE("Field", "the BF16 peak in FLOP/s"), MEMBER(hardware.peakFlopsBf16), 0, kRate),
        ranged("hardware.peak_flops_fp32", "peak-flops-fp32",
            MEMLEDGER_TRANSLATABLE("Field", "the FP32 peak in FLOP/s"), MEMBER(hardware.peakFlopsFp32), 0, kRate),
        ranged("hardware.pcie_gen", "pcie-gen", MEMLEDGER_TRANSLATABLE("Field", "the PCIe generation"),
            MEMBER(hardware.pcieGen), 1, 7),
        ranged("hardware.pcie_lanes", "pcie-lanes", MEMLEDGER_TRANSLATABLE("Field", "the PCIe lanes"),
            MEMBER(hardware.pcieLanes), 1, 32),
        ranged("hardware.nvlink_bytes_per_s", "nvlink-bytes-per-s",
            MEMLEDGER_TRANSLATABLE("Field", "NVLink bandwidth in bytes/s"), MEMBER(hardware.nvlinkBandwidth), 0, kRate),
        ranged("hardware.inter_node_bytes_per_s", "inter-node-bytes-per-s",
            MEMLEDGER_TRANSLATABLE("Field", "inter-node bandwidth in bytes/s"), MEMBER(hardware.interNodeBandwidth), 0,
            kRate),
        ranged("hardware.gpus_per_node", "gpus-per-node", MEMLEDGER_TRANSLATABLE("Field", "GPUs per node"),
            MEMBER(hardware.gpusPerNode), 1, 1024),
        ranged("hardware.host_ram_bytes", "host-ram-gib", MEMLEDGER_TRANSLATABLE("Field", "host RAM in bytes"),
            MEMBER(hardware.hostRamBytes), kGiB, 64 * kTiB, kGiB),
        ranged("hardware.nvme_bytes_per_s", "nvme-bytes-per-s",
            MEMLEDGER_TRANSLATABLE("Field", "NVMe bandwidth in bytes/s"), MEMBER(hardware.nvmeBandwidth), 0, kRate),
        ranged("hardware.nvme_bytes", "nvme-bytes", MEMLEDGER_TRANSLATABLE("Field", "NVMe capacity in bytes"),
            MEMBER(hardware.nvmeBytes), 0, 1e15),
        // Overheads: assumptions
        ranged("overheads.cuda_context_bytes", "cuda-context-gib",
            MEMLEDGER_TRANSLATABLE("Field", "the CUDA context in bytes"), MEMBER(overheads.cudaContextBytes), 0,
            8 * kGiB, kGiB),
        ranged("overheads.nccl_bytes", "nccl-gib", MEMLEDGER_TRANSLATABLE("Field", "NCCL buffers in bytes"),
            MEMBER(overheads.ncclBytes), 0, 8 * kGiB, kGiB),
        ranged("overheads.fragmentation", "fragmentation", MEMLEDGER_TRANSLATABLE("Field", "the fragmentation reserve"),
            MEMBER(overheads.fragmentation), 0, 1),
        // Step time: the timeline's assumptions
        ranged("performance.compute_efficiency", "efficiency",
            MEMLEDGER_TRANSLATABLE("Field", "the compute efficiency"), MEMBER(performance.computeEfficiency), 0.01, 1),
        ranged("performance.comm_efficiency", "comm-efficiency",
            MEMLEDGER_TRANSLATABLE("Field", "the communication efficiency"), MEMBER(performance.commEfficiency), 0.01,
            1),
        ranged("performance.prefetch_depth", "prefetch", MEMLEDGER_TRANSLATABLE("Field", "the prefetch depth"),
            MEMBER(performance.prefetchDepth), 0, 64),
        toggle("performance.overlap", "overlap", "no-overlap", MEMLEDGER_TRANSLATABLE("Field", "overlapped transfers"),
            MEMBER(performance.overlap)),
        toggle(
            "performance.pinned_memory", "pinned", "pageable", MEMLEDGER_TRANSLATABLE("Field", "pinned host memory"),
            MEMBER(performance.pinnedMemory)),
        ranged("performance.cpu_adam_params_per_thread", "cpu-adam-rate",
            MEMLEDGER_TRANSLATABLE("Field", "CPU-Adam parameters per second per thread"),
            MEMBER(performance.cpuAdamParamsPerThread), 1e5, 1e9),
        ranged("performance.cpu_threads", "cpu-threads", MEMLEDGER_TRANSLATABLE("Field", "the CPU optimizer threads"),
            MEMBER(performance.cpuThreads), 1, 512),
    };
}

#undef MEMBER
#undef TEXT

}  // namespace

std::string ScenarioField::name() const
{
    const std::string_view path(key);
    return std::string(path.substr(path.rfind('.') + 1));
}

const std::vector<ScenarioField>& scenarioFields()
{
    static const std::vector<ScenarioField> kFields = buildFields();
    return kFields;
}

const ScenarioField* findField(std::string_view key)
{
    for (const auto& field : scenarioFields())
        if (key == field.key)
            return &field;
    return nullptr;
}

const ScenarioField& scenarioField(std::string_view key)
{
    if (const auto* field = findField(key))
        return *field;
    std::string message = "no scenario field ";
    throw std::out_of_range(message.append(key));
}

void assign(const ScenarioField& field, Scenario& scenario, double value)
{
    field.set(scenario, value);
    if (field.implies)
        field.implies(scenario);
}

void assign(const ScenarioField& field, Scenario& scenario, const std::string& value)
{
    field.setText(scenario, value);
    if (field.implies)
        field.implies(scenario);
}

}  // namespace memledger::model
