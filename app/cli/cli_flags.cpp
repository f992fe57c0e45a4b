#include "app/cli/cli_flags.h"

#include "app/cli/commands.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <sstream>

namespace memledger::cli {

namespace {

using model::FieldType;
using model::ScenarioField;

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

const char* const kStart = "Start from";
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
const char* const kAllocator = "Allocator replay";
const char* const kExport = "Export";
const char* const kReport = "Report";
const char* const kEveryCommand = "*";
const char* const kStepCommands = "timeline triage plan sweep report";
// sweep's --from is its knob's first value; it takes another tool's config as its SCENARIO.
const char* const kImportingCommands = "estimate explain timeline triage plan report";

// Where --help lists a scenario field: by the first part of its key, in this order of groups.
struct Placement {
    const char* keyPrefix;
    const char* group;
};
const Placement kPlacements[] = {
    {"architecture.", kModel}, {"training.", kTraining}, {"framework", kParallel},  {"parallel.", kParallel},
    {"memory.", kMemory},      {"hardware.", kHardware}, {"overheads.", kHardware}, {"performance.", kStepTime},
};

const char* groupOf(const ScenarioField& field)
{
    for (const auto& placement : kPlacements)
        if (std::string_view(field.key).starts_with(placement.keyPrefix))
            return placement.group;
    return kModel;
}

// What --help says of a scenario flag, and how its value looks when it is a number or text.
struct FlagWords {
    const char* flag;
    const char* value;
    const char* help;
};
constexpr FlagWords kScenarioWords[] = {
    {"framework", "", "which state copies are kept (Megatron 18 B/param, DeepSpeed 20)"},
    {"model-name", "TEXT", "the model's name in the output"},
    {"block", "", "block style; sets its defaults, which the flags below refine"},
    {"layers", "N", "transformer layers"},
    {"hidden", "H", "hidden size"},
    {"heads", "A", "attention heads"},
    {"kv-heads", "K", "key/value heads (GQA; = heads for MHA)"},
    {"head-dim", "D", "head dimension (0: hidden / heads)"},
    {"ffn", "F", "MLP intermediate size"},
    {"mlp", "", "MLP kind"},
    {"norm", "", "normalisation"},
    {"layer-norms", "N", "norms per layer (4: Gemma 2 and 3 also normalise each sub-layer's output)"},
    {"qk-norm", "", "a norm on every head of Q and K (Qwen 3, Gemma 3)"},
    {"no-qk-norm", "", "no norms on Q and K"},
    {"vocab", "V", "vocabulary size"},
    {"tied", "", "input and output embeddings share one matrix"},
    {"untied", "", "separate output embedding"},
    {"bias", "", "biases on every linear (GPT-2, GPT-3)"},
    {"no-bias", "", "no biases on the linears"},
    {"qkv-bias", "", "biases on Q, K and V only (Qwen2)"},
    {"no-qkv-bias", "", "no Q, K and V biases"},
    {"position", "", "position encoding (learned adds a table of max-positions x hidden)"},
    {"max-positions", "N", "longest sequence the model was trained for (0: unknown)"},
    {"dropout", "P", "dropout probability (saves a mask per dropout)"},
    {"experts", "E", "routed experts (0: dense)"},
    {"top-k", "K", "experts per token"},
    {"shared-experts", "S", "experts every token goes through"},
    {"expert-ffn", "F", "expert MLP intermediate size"},
    {"dense-layers", "N", "leading layers that stay dense"},
    {"seq", "S", "sequence length in tokens"},
    {"seq-mean", "S", "mean padded length of a batch padded to its longest sample: the step time's (0: every batch --seq)"},
    {"mbs", "B", "micro-batch size per GPU"},
    {"accum", "N", "gradient accumulation steps"},
    {"precision", "", "weights, gradients and activations' types"},
    {"optimizer", "", "optimizer (sets the state bytes per parameter)"},
    {"optimizer-kernel", "", "torch.optim's step: foreach (the CUDA default), fused (fused=True), for-loop"},
    {"loss", "", "cross-entropy: unfused (HF, fp32 logits), fused (Megatron vocab-parallel), chunked (torchtune)"},
    {"loss-chunks", "N", "chunked: sequence chunks of the output projection and loss (torchtune: 8)"},
    {"optimizer-in-backward", "", "step each parameter and free its gradient during backward (torchtune)"},
    {"no-optimizer-in-backward", "", "one optimizer step after backward"},
    {"paged-optimizer", "", "optimizer states in CUDA managed memory (bitsandbytes Paged*)"},
    {"no-paged-optimizer", "", "optimizer states in the caching allocator"},
    {"float8", "", "torchao float8 linears (torchtitan [float8] / converters = [\"float8\"])"},
    {"no-float8", "", "16-bit linears"},
    {"float8-all-gather", "", "FSDP all-gathers the float8 linears' weights in float8 (enable_fsdp_float8_all_gather)"},
    {"no-float8-all-gather", "", "FSDP all-gathers the weights in their 16-bit dtype"},
    {"set-to-none", "", "zero_grad(set_to_none=True): gradients freed between steps (PyTorch >= 2.0)"},
    {"no-set-to-none", "", "gradients kept, zeroed, between steps (PyTorch < 2.0 default)"},
    {"dp", "N", "data-parallel replicas"},
    {"tp", "N", "tensor-parallel degree"},
    {"pp", "N", "pipeline stages"},
    {"vpp", "N", "virtual stages per pipeline rank (interleaved 1F1B when > 1)"},
    {"sp", "", "Megatron sequence parallelism (needs --tp > 1)"},
    {"no-sp", "", "no sequence parallelism"},
    {"cp", "N", "context-parallel degree"},
    {"ep", "N", "expert-parallel degree"},
    {"zero", "0..3", "DeepSpeed ZeRO stage"},
    {"fsdp", "", "PyTorch FSDP sharding strategy"},
    {"shard-group", "N", "FSDP hybrid-shard group size (0: GPUs per node)"},
    {"fsdp-mesh", "", "ranks FSDP shards over: dp, or dp-cp (torchtitan's dp_shard x cp)"},
    {"reshard-after-forward", "", "FSDP2 reshard_after_forward=True: each unit regathered for backward"},
    {"no-reshard-after-forward", "", "unsharded parameters kept from forward to backward (torchtitan's default under PP)"},
    {"distributed-optimizer", "", "Megatron --use-distributed-optimizer"},
    {"no-distributed-optimizer", "", "no distributed optimizer"},
    {"recompute", "", "activation recomputation (op: torchtitan's per-op selective checkpointing)"},
    {"recompute-layers", "K", "every-k: layers per checkpointed group; layers: layers recomputed"},
    {"attention", "", "FlashAttention or eager attention (saves the s x s scores)"},
    {"kernels", "", "fused or eager element-wise kernels"},
    {"lora-rank", "R", "LoRA rank (0: full fine-tune)"},
    {"qlora", "", "frozen base in NF4 (QLoRA)"},
    {"no-qlora", "", "frozen base in 16 bits"},
    {"double-quant", "", "QLoRA's quantisation constants quantised again"},
    {"no-double-quant", "", "QLoRA's quantisation constants in fp32"},
    {"lora-attention-only", "", "LoRA on q, k, v, o only"},
    {"no-lora-attention-only", "", "LoRA on every linear of the block"},
    {"offload-optimizer", "", "where the optimizer states live"},
    {"offload-gradients", "", "where the gradients live"},
    {"offload-params", "", "where the parameters live (ZeRO-Infinity)"},
    {"offload-activations", "", "where saved activations live (torchtune enable_activation_offloading: cpu)"},
    {"alloc-conf", "CONF", "PYTORCH_CUDA_ALLOC_CONF, e.g. expandable_segments:True,max_split_size_mb:128 (empty: "
                           "PyTorch's defaults)"},
    {"gpu-name", "TEXT", "the GPU's name in the output"},
    {"gpu-memory-gib", "G", "GPU memory in GiB (overrides the preset)"},
    {"hbm-bytes-per-s", "B", "GPU memory bandwidth in bytes per second"},
    {"peak-flops-bf16", "F", "dense BF16 peak in FLOP per second"},
    {"peak-flops-fp32", "F", "dense FP32 peak in FLOP per second"},
    {"pcie-gen", "N", "PCIe generation of the host link"},
    {"pcie-lanes", "N", "PCIe lanes of the host link"},
    {"nvlink-bytes-per-s", "B", "NVLink bandwidth per GPU in bytes per second"},
    {"inter-node-bytes-per-s", "B", "network bandwidth per GPU between nodes in bytes per second"},
    {"gpus-per-node", "N", "GPUs per node (NVLink domain)"},
    {"host-ram-gib", "G", "host RAM per node in GiB"},
    {"nvme-bytes-per-s", "B", "NVMe bandwidth per node in bytes per second"},
    {"nvme-bytes", "B", "NVMe capacity per node in bytes"},
    {"cuda-context-gib", "G", "CUDA context per GPU in GiB (an assumption)"},
    {"nccl-gib", "G", "NCCL buffers per GPU in GiB (an assumption)"},
    {"fragmentation", "F", "allocator reserve as a fraction of peak allocated, where the allocator is not simulated"},
    {"efficiency", "E", "achieved / peak tensor FLOPS"},
    {"comm-efficiency", "E", "achieved / link bandwidth of collectives"},
    {"prefetch", "K", "layers fetched ahead (all-gathers, offload uploads)"},
    {"overlap", "", "transfers and collectives on their own streams"},
    {"no-overlap", "", "everything on the compute stream"},
    {"pinned", "", "pinned host buffers"},
    {"pageable", "", "pageable host buffers (half the PCIe rate)"},
    {"cpu-threads", "N", "CPU threads for the offloaded optimizer"},
    {"cpu-adam-rate", "P", "parameters per second per thread of CPU-Adam"},
};

// A flag this table has no words for is still a flag: the engine's description is its help.
FlagWords wordsOf(const char* flag, const ScenarioField& field)
{
    for (const auto& words : kScenarioWords)
        if (std::string_view(flag) == words.flag)
            return words;
    return {flag, field.type == FieldType::String ? "TEXT" : "X", field.what};
}

// "a|b|c" for a field's words, as --help shows them; the value's look otherwise.
std::string valueOf(const ScenarioField& field, const FlagWords& words)
{
    if (field.type == FieldType::Bool)
        return {};
    if (field.type != FieldType::Enum)
        return words.value;
    std::string out;
    for (const auto& word : field.words)
        out += (out.empty() ? "" : "|") + word;
    return out;
}

// The default a flag leaves in place, in the flag's unit: a default scenario's own value.
std::string defaultOf(const ScenarioField& field)
{
    static const model::Scenario kDefaults;
    switch (field.type) {
    case FieldType::Bool: return field.get(kDefaults) != 0 ? "on" : "off";
    case FieldType::Enum: return field.words[static_cast<std::size_t>(field.get(kDefaults))];
    case FieldType::String: return field.getText(kDefaults);
    case FieldType::Int: return std::to_string(std::llround(field.get(kDefaults)));
    case FieldType::Double: {
        // Shortest exact form: 0.45, 80, 3.35e+12.
        char text[32];
        return {text, std::to_chars(text, text + sizeof text, field.get(kDefaults) / field.flagUnit).ptr};
    }
    }
    return {};
}

void addFieldFlags(std::vector<FlagSpec>& table, const ScenarioField& field, const char* group)
{
    const char* commands = group == kStepTime ? kStepCommands : nullptr;
    const FlagWords on = wordsOf(field.flag, field);
    table.push_back({field.flag, valueOf(field, on), group, on.help, commands, defaultOf(field), &field});
    if (field.offFlag)
        table.push_back({field.offFlag, {}, group, wordsOf(field.offFlag, field).help, commands, {}, &field});
}

std::vector<FlagSpec> buildTable()
{
    // The presets a scenario starts from, first in their groups.
    const std::vector<FlagSpec> presets = {
        {"model", "ID", kModel, "model preset ('memledger presets' lists them)", nullptr, {}},
        {"hf-config", "FILE|DIR|ID", kModel,
         "architecture from a Hugging Face config.json, a model directory, or a model id in the local Hub cache",
         nullptr, {}},
        {"gpu", "ID", kHardware, "GPU preset ('memledger presets' lists them)", nullptr, {}},
    };
    std::vector<FlagSpec> table = {
        {"from", "FILE", kStart,
         "another tool's config (DeepSpeed, Megatron-LM, torchtitan, torchtune, HF), laid over the scenario "
         "before the flags below; repeatable",
         kImportingCommands, {}, nullptr, true},
    };
    for (const char* group : {kModel, kTraining, kParallel, kMemory, kHardware, kStepTime}) {
        for (const auto& spec : presets)
            if (spec.group == group)
                table.push_back(spec);
        for (const auto& field : model::scenarioFields())
            if (groupOf(field) == group)
                addFieldFlags(table, field, group);
    }
    const std::vector<FlagSpec> commandFlags = {
        {"gpus", "N", kPlan, "GPUs to lay the model out on (required)", "plan", {}},
        {"global-batch", "G", kPlan, "sequences per optimizer step, held fixed across layouts", "plan", {}},
        {"rank", "step-time|headroom", kPlan, "order of the rows (default step-time)", "plan", {}},
        {"knob", "seq|mbs|dp|model", kSweep, "what to sweep (default seq)", "sweep", {}},
        {"from", "A", kSweep, "first value (doubling up to --to)", "sweep", {}},
        {"to", "B", kSweep, "last value", "sweep", {}},
        {"models", "ID,ID,...", kSweep, "models to compare with --knob model", "sweep", {}},
        {"knob2", "seq|mbs|dp", kSweep, "second knob: a fit map", "sweep", {}},
        {"from2", "C", kSweep, "second knob's first value", "sweep", {}},
        {"to2", "D", kSweep, "second knob's last value", "sweep", {}},
        {"allow-lora", "", kTriage, "LoRA is acceptable", "triage", {}},
        {"allow-shorter-seq", "", kTriage, "a shorter sequence is acceptable", "triage", {}},
        {"max-gpus", "N", kTriage, "most GPUs the job may use", "triage", {}},
        {"no-offload", "", kTriage, "no CPU or NVMe offload", "triage", {}},
        {"no-flash", "", kTriage, "FlashAttention is unavailable", "triage", {}},
        {"keep-optimizer", "", kTriage, "the optimizer must not change", "triage", {}},
        {"tree", "FILE", kTriage, "a triage tree of your own (JSON)", "triage", {}},
        {"steps", "N", kAllocator, "training steps replayed (default 1)", "allocator", {}},
        {"shapes", "fixed|variable|bucketed", kAllocator,
         "sequence lengths of the steps: the scenario's, drawn from 1/8 of it up to it, or drawn and padded to "
         "quarters (default fixed)",
         "allocator", {}},
        {"empty-cache", "", kAllocator, "torch.cuda.empty_cache() between steps", "allocator", {}},
        {"to", "deepspeed|megatron|torchtitan|torchtune", kExport, "the configuration to write (required)", "export",
         {}},
        {"output", "FILE", kExport, "write it to FILE instead of standard output", "export", {}},
        {"compare-file", "FILE", kReport, "a scenario (file or id) pinned as A: the report adds the A/B deltas", "report",
         {}},
        {"output", "FILE", kReport,
         "write it to FILE instead of standard output (a PDF goes to standard output only when redirected)",
         "report", {}},
        {"format", "FORMAT", kOutput, "output format (see Formats below)",
         "estimate explain timeline triage plan sweep allocator compare-snapshot presets import report", {}},
        {"lang", "en|zh_CN", kOutput,
         "language of the text output: the ledger's terms, categories, instants, problems and triage steps (default: "
         "from LC_ALL, LC_MESSAGES or LANG); JSON stays English, except triage's steps",
         kEveryCommand, {}},
        {"unit", "gib|gb", kOutput, "binary GiB or decimal GB (default gib)", nullptr, {}},
        {"stage", "N", kOutput, "pipeline stage to explain or replay (default: the worst)", "explain allocator", {}},
        {"all-stages", "", kOutput, "every pipeline stage", "estimate explain", {}},
        {"presets", "DIR", kOutput, "preset folder (default: installed, or $MEMLEDGER_PRESETS)",
         "estimate explain timeline triage plan sweep allocator compare-snapshot presets import export report", {}},
    };
    table.insert(table.end(), commandFlags.begin(), commandFlags.end());
    return table;
}

}  // namespace

bool FlagSpec::belongsTo(const std::string& command) const
{
    if (!commands) {
        const Command* known = findCommand(command);
        return !known || known->takesScenario;
    }
    if (commands == std::string_view(kEveryCommand))
        return true;
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

const FlagSpec* findFlag(const std::string& name, const std::string& command)
{
    const FlagSpec* first = nullptr;
    for (const auto& spec : flagTable()) {
        if (name != spec.name)
            continue;
        if (!command.empty() && spec.belongsTo(command))
            return &spec;
        if (!first)
            first = &spec;
    }
    return first;
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
