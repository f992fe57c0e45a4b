#include "app/cli/cli_flags.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <sstream>

#include "model/core/enum_names.h"
#include "model/core/scenario_defaults.h"
#include "model/io/presets.h"

namespace memledger::cli {

namespace {

using model::Problem;
using model::Scenario;
using Apply = std::function<void(const FlagContext&)>;

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

bool parseWhole(const FlagContext& c, std::int64_t& out)
{
    const char* begin = c.value.data();
    const char* end = begin + c.value.size();
    const auto [ptr, error] = std::from_chars(begin, end, out);
    if (error == std::errc() && ptr == end)
        return true;
    c.problems.push_back({c.flag, "--" + c.flag + " expects a whole number, got '" + c.value + "'"});
    return false;
}

bool parseNumber(const FlagContext& c, double& out)
{
    try {
        std::size_t used = 0;
        out = std::stod(c.value, &used);
        if (used == c.value.size() && std::isfinite(out))
            return true;
    } catch (const std::exception&) {
    }
    c.problems.push_back({c.flag, "--" + c.flag + " expects a number, got '" + c.value + "'"});
    return false;
}

// Whole numbers into int or int64 fields; an int out of range is saturated so that
// validation reports it with the field's own limits instead of wrapping around.
template <class Field>
Apply whole(Field& (*field)(Scenario&))
{
    return [field](const FlagContext& c) {
        std::int64_t value = 0;
        if (!parseWhole(c, value))
            return;
        if constexpr (std::is_same_v<Field, int>) {
            constexpr auto kMax = static_cast<std::int64_t>(std::numeric_limits<int>::max());
            value = std::clamp(value, -kMax, kMax);
        }
        field(c.scenario) = static_cast<Field>(value);
    };
}

Apply number(double& (*field)(Scenario&))
{
    return [field](const FlagContext& c) { parseNumber(c, field(c.scenario)); };
}

Apply gib(double& (*field)(Scenario&))
{
    return [field](const FlagContext& c) {
        double value = 0;
        if (parseNumber(c, value))
            field(c.scenario) = value * kGiB;
    };
}

template <class E>
Apply choice(E& (*field)(Scenario&))
{
    return [field](const FlagContext& c) {
        if (auto parsed = model::parseEnum<E>(c.value))
            field(c.scenario) = *parsed;
        else
            c.problems.push_back({c.flag, "--" + c.flag + " is '" + c.value + "'; expected " + model::enumChoices<E>()});
    };
}

Apply setTo(bool& (*field)(Scenario&), bool value)
{
    return [field, value](const FlagContext& c) { field(c.scenario) = value; };
}

// "a|b|c": the accepted words, as --help shows them.
template <class E>
std::string words()
{
    std::string out;
    for (const auto& entry : model::enumNames<E>()) {
        if (!out.empty())
            out += '|';
        out += entry.name;
    }
    return out;
}

std::size_t editDistance(const std::string& a, const std::string& b)
{
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

// Field accessors: one line each, so the table below reads as a list of fields.
#define FIELD(type, path) +[](Scenario& s) -> type& { return s.path; }

const char* const kModel = "Model";
const char* const kTraining = "Training";
const char* const kParallel = "Parallelism";
const char* const kMemory = "Memory";
const char* const kHardware = "Hardware";
const char* const kStepTime = "Step time (assumptions)";
const char* const kOutput = "Output";
const char* const kPlan = "Plan";
const char* const kSweep = "Sweep";
const char* const kTriage = "Triage: what the job allows";
const char* const kStepCommands = "timeline triage plan sweep";

std::vector<FlagSpec> buildTable()
{
    using namespace model;
    const Apply none;
    return {
        // Model: a preset, a Hugging Face config, or the block's dimensions.
        {"model", "ID", kModel, "model preset ('memledger presets' lists them)", nullptr, nullptr, none},
        {"hf-config", "FILE", kModel, "architecture from a Hugging Face config.json", nullptr, nullptr, none},
        {"block", words<BlockStyle>(), kModel, "block style; sets its defaults, which the flags below refine", nullptr,
         "/architecture/block",
         [](const FlagContext& c) {
             choice(FIELD(BlockStyle, arch.block))(c);
             applyBlockDefaults(c.scenario.arch);
         }},
        {"layers", "N", kModel, "transformer layers", nullptr, "/architecture/layers", whole(FIELD(int, arch.layers))},
        {"hidden", "H", kModel, "hidden size", nullptr, "/architecture/hidden", whole(FIELD(std::int64_t, arch.hidden))},
        {"heads", "A", kModel, "attention heads", nullptr, "/architecture/heads", whole(FIELD(int, arch.heads))},
        {"kv-heads", "K", kModel, "key/value heads (GQA; = heads for MHA)", nullptr, "/architecture/kv_heads",
         whole(FIELD(int, arch.kvHeads))},
        {"head-dim", "D", kModel, "head dimension (0: hidden / heads)", nullptr, "/architecture/head_dim",
         whole(FIELD(std::int64_t, arch.headDim))},
        {"ffn", "F", kModel, "MLP intermediate size", nullptr, "/architecture/ffn", whole(FIELD(std::int64_t, arch.ffn))},
        {"vocab", "V", kModel, "vocabulary size", nullptr, "/architecture/vocab", whole(FIELD(std::int64_t, arch.vocab))},
        {"mlp", words<MlpKind>(), kModel, "MLP kind", nullptr, "/architecture/mlp", choice(FIELD(MlpKind, arch.mlp))},
        {"norm", words<NormKind>(), kModel, "normalisation", nullptr, "/architecture/norm",
         choice(FIELD(NormKind, arch.norm))},
        {"dropout", "P", kModel, "dropout probability (saves a mask per dropout)", nullptr, "/architecture/dropout",
         number(FIELD(double, arch.dropout))},
        {"tied", "", kModel, "input and output embeddings share one matrix", nullptr, "/architecture/tied_embeddings",
         setTo(FIELD(bool, arch.tiedEmbeddings), true)},
        {"untied", "", kModel, "separate output embedding", nullptr, nullptr,
         setTo(FIELD(bool, arch.tiedEmbeddings), false)},
        {"experts", "E", kModel, "routed experts (0: dense)", nullptr, "/architecture/moe/experts",
         whole(FIELD(int, arch.moe.experts))},
        {"top-k", "K", kModel, "experts per token", nullptr, "/architecture/moe/top_k", whole(FIELD(int, arch.moe.topK))},
        {"expert-ffn", "F", kModel, "expert MLP intermediate size", nullptr, "/architecture/moe/expert_ffn",
         whole(FIELD(std::int64_t, arch.moe.expertFfn))},
        // Training
        {"seq", "S", kTraining, "sequence length in tokens", nullptr, "/training/seq",
         whole(FIELD(std::int64_t, training.seq))},
        {"mbs", "B", kTraining, "micro-batch size per GPU", nullptr, "/training/micro_batch",
         whole(FIELD(std::int64_t, training.microBatch))},
        {"accum", "N", kTraining, "gradient accumulation steps", nullptr, "/training/grad_accum",
         whole(FIELD(std::int64_t, training.gradAccum))},
        {"precision", words<Precision>(), kTraining, "weights, gradients and activations' types", nullptr,
         "/training/precision", choice(FIELD(Precision, training.precision))},
        {"optimizer", words<Optimizer>(), kTraining, "optimizer (sets the state bytes per parameter)", nullptr,
         "/training/optimizer", choice(FIELD(Optimizer, training.optimizer))},
        // Parallelism
        {"framework", words<Framework>(), kParallel,
         "which state copies are kept (Megatron 18 B/param, DeepSpeed 20)", nullptr,
         "/framework", none},
        {"dp", "N", kParallel, "data-parallel replicas", nullptr, "/parallel/dp", whole(FIELD(int, parallel.dp))},
        {"tp", "N", kParallel, "tensor-parallel degree", nullptr, "/parallel/tp", whole(FIELD(int, parallel.tp))},
        {"pp", "N", kParallel, "pipeline stages", nullptr, "/parallel/pp", whole(FIELD(int, parallel.pp))},
        {"vpp", "N", kParallel, "virtual stages per pipeline rank (interleaved 1F1B when > 1)", nullptr,
         "/parallel/vpp", whole(FIELD(int, parallel.vpp))},
        {"cp", "N", kParallel, "context-parallel degree", nullptr, "/parallel/cp", whole(FIELD(int, parallel.cp))},
        {"ep", "N", kParallel, "expert-parallel degree", nullptr, "/parallel/ep", whole(FIELD(int, parallel.ep))},
        {"sp", "", kParallel, "Megatron sequence parallelism (needs --tp > 1)", nullptr, "/parallel/sp",
         setTo(FIELD(bool, parallel.sp), true)},
        {"no-sp", "", kParallel, "no sequence parallelism", nullptr, nullptr, setTo(FIELD(bool, parallel.sp), false)},
        {"zero", "0..3", kParallel, "DeepSpeed ZeRO stage", nullptr, "/parallel/zero",
         whole(FIELD(int, parallel.zeroStage))},
        {"fsdp", words<FsdpMode>(), kParallel, "PyTorch FSDP sharding strategy", nullptr, "/parallel/fsdp",
         choice(FIELD(FsdpMode, parallel.fsdp))},
        {"distributed-optimizer", "", kParallel, "Megatron --use-distributed-optimizer", nullptr,
         "/parallel/distributed_optimizer", setTo(FIELD(bool, parallel.distributedOptimizer), true)},
        // Memory
        {"recompute", words<Recompute>(), kMemory, "activation recomputation", nullptr, "/memory/recompute",
         choice(FIELD(Recompute, memory.recompute))},
        {"recompute-layers", "K", kMemory, "every-k: layers per checkpointed group; layers: layers recomputed", nullptr,
         "/memory/recompute_layers", whole(FIELD(int, memory.recomputeLayers))},
        {"attention", words<Attention>(), kMemory, "FlashAttention or eager attention (saves the s x s scores)", nullptr,
         "/memory/attention", choice(FIELD(Attention, memory.attention))},
        {"kernels", words<Kernels>(), kMemory, "fused or eager element-wise kernels", nullptr, "/memory/kernels",
         choice(FIELD(Kernels, memory.kernels))},
        {"lora-rank", "R", kMemory, "LoRA rank (0: full fine-tune)", nullptr, "/memory/lora/rank",
         whole(FIELD(int, memory.lora.rank))},
        {"qlora", "", kMemory, "frozen base in NF4 (QLoRA)", nullptr, "/memory/lora/qlora",
         setTo(FIELD(bool, memory.lora.qlora), true)},
        {"lora-attention-only", "", kMemory, "LoRA on q, k, v, o only", nullptr, "/memory/lora/attention_only",
         setTo(FIELD(bool, memory.lora.attentionOnly), true)},
        {"offload-optimizer", words<OffloadTarget>(), kMemory, "where the optimizer states live", nullptr,
         "/memory/offload/optimizer", choice(FIELD(OffloadTarget, memory.offload.optimizer))},
        {"offload-gradients", words<OffloadTarget>(), kMemory, "where the gradients live", nullptr,
         "/memory/offload/gradients", choice(FIELD(OffloadTarget, memory.offload.gradients))},
        {"offload-params", words<OffloadTarget>(), kMemory, "where the parameters live (ZeRO-Infinity)", nullptr,
         "/memory/offload/parameters", choice(FIELD(OffloadTarget, memory.offload.parameters))},
        {"offload-activations", words<OffloadTarget>(), kMemory, "where saved activations live", nullptr,
         "/memory/offload/activations", choice(FIELD(OffloadTarget, memory.offload.activations))},
        // Hardware
        {"gpu", "ID", kHardware, "GPU preset ('memledger presets' lists them)", nullptr, "/gpu", none},
        {"gpu-memory-gib", "G", kHardware, "GPU memory in GiB (overrides the preset)", nullptr, nullptr,
         gib(FIELD(double, hardware.memoryBytes))},
        {"gpus-per-node", "N", kHardware, "GPUs per node (NVLink domain)", nullptr, "/hardware/gpus_per_node",
         whole(FIELD(int, hardware.gpusPerNode))},
        {"host-ram-gib", "G", kHardware, "host RAM per node in GiB", nullptr, nullptr,
         gib(FIELD(double, hardware.hostRamBytes))},
        {"cuda-context-gib", "G", kHardware, "CUDA context per GPU in GiB (an assumption)", nullptr, nullptr,
         gib(FIELD(double, overheads.cudaContextBytes))},
        {"fragmentation", "F", kHardware, "allocator reserve as a fraction of peak allocated (an assumption)", nullptr,
         "/overheads/fragmentation", number(FIELD(double, overheads.fragmentation))},
        // Step time: the timeline's editable assumptions.
        {"efficiency", "E", kStepTime, "achieved / peak tensor FLOPS", kStepCommands,
         "/performance/compute_efficiency", number(FIELD(double, performance.computeEfficiency))},
        {"comm-efficiency", "E", kStepTime, "achieved / link bandwidth of collectives", kStepCommands,
         "/performance/comm_efficiency", number(FIELD(double, performance.commEfficiency))},
        {"prefetch", "K", kStepTime, "layers fetched ahead (all-gathers, offload uploads)", kStepCommands,
         "/performance/prefetch_depth", whole(FIELD(int, performance.prefetchDepth))},
        {"overlap", "", kStepTime, "transfers and collectives on their own streams", kStepCommands,
         "/performance/overlap", setTo(FIELD(bool, performance.overlap), true)},
        {"no-overlap", "", kStepTime, "everything on the compute stream", kStepCommands, nullptr,
         setTo(FIELD(bool, performance.overlap), false)},
        {"pinned", "", kStepTime, "pinned host buffers", kStepCommands, "/performance/pinned_memory",
         setTo(FIELD(bool, performance.pinnedMemory), true)},
        {"pageable", "", kStepTime, "pageable host buffers (half the PCIe rate)", kStepCommands, nullptr,
         setTo(FIELD(bool, performance.pinnedMemory), false)},
        {"cpu-threads", "N", kStepTime, "CPU threads for the offloaded optimizer", kStepCommands,
         "/performance/cpu_threads", whole(FIELD(int, performance.cpuThreads))},
        {"cpu-adam-rate", "P", kStepTime, "parameters per second per thread of CPU-Adam", kStepCommands,
         "/performance/cpu_adam_params_per_thread", number(FIELD(double, performance.cpuAdamParamsPerThread))},
        // Command-specific
        {"gpus", "N", kPlan, "GPUs to lay the model out on (required)", "plan", nullptr, none},
        {"global-batch", "G", kPlan, "sequences per optimizer step, held fixed across layouts", "plan", nullptr, none},
        {"rank", "step-time|headroom", kPlan, "order of the rows (default step-time)", "plan", nullptr, none},
        {"knob", "seq|mbs|dp|model", kSweep, "what to sweep (default seq)", "sweep", nullptr, none},
        {"from", "A", kSweep, "first value (doubling up to --to)", "sweep", nullptr, none},
        {"to", "B", kSweep, "last value", "sweep", nullptr, none},
        {"models", "ID,ID,...", kSweep, "models to compare with --knob model", "sweep", nullptr, none},
        {"knob2", "seq|mbs|dp", kSweep, "second knob: a fit map", "sweep", nullptr, none},
        {"from2", "C", kSweep, "second knob's first value", "sweep", nullptr, none},
        {"to2", "D", kSweep, "second knob's last value", "sweep", nullptr, none},
        {"allow-lora", "", kTriage, "LoRA is acceptable", "triage", nullptr, none},
        {"allow-shorter-seq", "", kTriage, "a shorter sequence is acceptable", "triage", nullptr, none},
        {"max-gpus", "N", kTriage, "most GPUs the job may use", "triage", nullptr, none},
        {"no-offload", "", kTriage, "no CPU or NVMe offload", "triage", nullptr, none},
        {"no-flash", "", kTriage, "FlashAttention is unavailable", "triage", nullptr, none},
        {"keep-optimizer", "", kTriage, "the optimizer must not change", "triage", nullptr, none},
        {"lang", "en|zh_CN", kTriage, "language of the steps (default en)", "triage", nullptr, none},
        {"tree", "FILE", kTriage, "a triage tree of your own (JSON)", "triage", nullptr, none},
        // Output
        {"format", "FORMAT", kOutput, "output format (see Formats below)", "estimate explain timeline triage plan sweep presets",
         nullptr, none},
        {"unit", "gib|gb", kOutput, "binary GiB or decimal GB (default gib)", nullptr, nullptr, none},
        {"stage", "N", kOutput, "pipeline stage to explain (default: the worst)", "explain", nullptr, none},
        {"all-stages", "", kOutput, "every pipeline stage", "estimate explain", nullptr, none},
        {"presets", "DIR", kOutput, "preset folder (default: installed, or $MEMLEDGER_PRESETS)",
         "estimate explain timeline triage plan sweep presets", nullptr, none},
    };
}

#undef FIELD

}  // namespace

bool FlagSpec::belongsTo(const std::string& command) const
{
    if (!commands)
        return command != "presets";
    std::istringstream list(commands);
    std::string word;
    while (list >> word)
        if (word == command)
            return true;
    return false;
}

const std::vector<FlagSpec>& flagTable()
{
    static const std::vector<FlagSpec> kTable = buildTable();
    return kTable;
}

const FlagSpec* findFlag(const std::string& name)
{
    for (const auto& spec : flagTable())
        if (name == spec.name)
            return &spec;
    return nullptr;
}

std::string closestWord(const std::string& typed, const std::vector<std::string>& candidates)
{
    const std::string* best = nullptr;
    std::size_t bestDistance = std::numeric_limits<std::size_t>::max();
    for (const auto& candidate : candidates) {
        const std::size_t distance = editDistance(typed, candidate);
        if (distance < bestDistance) {
            best = &candidate;
            bestDistance = distance;
        }
    }
    // Close means a slip of the keyboard, not a different word: about a third of the word.
    if (!best || bestDistance > std::max<std::size_t>(2, typed.size() / 3))
        return {};
    return *best;
}

std::string suggestFlag(const std::string& typed)
{
    std::vector<std::string> names;
    for (const auto& spec : flagTable())
        names.emplace_back(spec.name);
    const std::string closest = closestWord(typed, names);
    return closest.empty() ? closest : "--" + closest;
}

}  // namespace memledger::cli
