#include "app/cli/cli_options.h"

#include <charconv>
#include <cmath>
#include <functional>

#include "model/enum_names.h"
#include "model/hf_config.h"
#include "model/scenario_json.h"

namespace memledger::cli {

namespace {

using model::Problem;
using model::Scenario;

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

struct Context {
    Scenario& scenario;
    std::vector<Problem>& problems;
    const std::string& flag;
    const std::string& value;
};

bool parseWhole(const Context& c, std::int64_t& out)
{
    const char* begin = c.value.data();
    const char* end = begin + c.value.size();
    const auto [ptr, error] = std::from_chars(begin, end, out);
    if (error == std::errc() && ptr == end)
        return true;
    c.problems.push_back({c.flag, "--" + c.flag + " expects a whole number, got '" + c.value + "'"});
    return false;
}

bool parseNumber(const Context& c, double& out)
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

template <class T>
std::function<void(const Context&)> whole(T Scenario::*group, auto member)
{
    return [group, member](const Context& c) {
        std::int64_t value = 0;
        if (!parseWhole(c, value))
            return;
        constexpr auto kMax = static_cast<std::int64_t>(std::numeric_limits<int>::max());
        using Field = std::remove_reference_t<decltype((c.scenario.*group).*member)>;
        if (std::is_same_v<Field, int> && (value > kMax || value < -kMax))
            value = value > 0 ? kMax : -kMax;  // out of range: validation reports it
        (c.scenario.*group).*member = static_cast<Field>(value);
    };
}

template <class T, class E>
std::function<void(const Context&)> choice(T Scenario::*group, E T::*member)
{
    return [group, member](const Context& c) {
        if (auto parsed = model::parseEnum<E>(c.value))
            (c.scenario.*group).*member = *parsed;
        else
            c.problems.push_back({c.flag, "--" + c.flag + " is '" + c.value + "'; expected " + model::enumChoices<E>()});
    };
}

std::function<void(const Context&)> offload(model::OffloadTarget model::Offload::*member)
{
    return [member](const Context& c) {
        if (auto parsed = model::parseEnum<model::OffloadTarget>(c.value))
            c.scenario.memory.offload.*member = *parsed;
        else
            c.problems.push_back({c.flag, "--" + c.flag + " is '" + c.value + "'; expected " +
                                              model::enumChoices<model::OffloadTarget>()});
    };
}

std::function<void(const Context&)> gib(auto setter)
{
    return [setter](const Context& c) {
        double value = 0;
        if (parseNumber(c, value))
            setter(c.scenario, value * kGiB);
    };
}

struct FlagSpec {
    const char* name;
    bool takesValue;
    std::function<void(const Context&)> apply;
};

const std::vector<FlagSpec>& scenarioFlags()
{
    using model::Architecture;
    using model::Hardware;
    using model::MemoryOptions;
    using model::Parallelism;
    using model::Training;
    static const std::vector<FlagSpec> kFlags = {
        {"block", true, [](const Context& c) {
             choice(&Scenario::arch, &Architecture::block)(c);
             model::applyBlockDefaults(c.scenario.arch);
         }},
        {"layers", true, whole(&Scenario::arch, &Architecture::layers)},
        {"hidden", true, whole(&Scenario::arch, &Architecture::hidden)},
        {"heads", true, whole(&Scenario::arch, &Architecture::heads)},
        {"kv-heads", true, whole(&Scenario::arch, &Architecture::kvHeads)},
        {"head-dim", true, whole(&Scenario::arch, &Architecture::headDim)},
        {"ffn", true, whole(&Scenario::arch, &Architecture::ffn)},
        {"vocab", true, whole(&Scenario::arch, &Architecture::vocab)},
        {"mlp", true, choice(&Scenario::arch, &Architecture::mlp)},
        {"norm", true, choice(&Scenario::arch, &Architecture::norm)},
        {"dropout", true, [](const Context& c) { parseNumber(c, c.scenario.arch.dropout); }},
        {"tied", false, [](const Context& c) { c.scenario.arch.tiedEmbeddings = true; }},
        {"untied", false, [](const Context& c) { c.scenario.arch.tiedEmbeddings = false; }},
        {"experts", true, [](const Context& c) { std::int64_t v = 0; if (parseWhole(c, v)) c.scenario.arch.moe.experts = static_cast<int>(std::clamp<std::int64_t>(v, -1, 1 << 30)); }},
        {"top-k", true, [](const Context& c) { std::int64_t v = 0; if (parseWhole(c, v)) c.scenario.arch.moe.topK = static_cast<int>(std::clamp<std::int64_t>(v, -1, 1 << 30)); }},
        {"expert-ffn", true, [](const Context& c) { parseWhole(c, c.scenario.arch.moe.expertFfn); }},
        {"seq", true, whole(&Scenario::training, &Training::seq)},
        {"mbs", true, whole(&Scenario::training, &Training::microBatch)},
        {"accum", true, whole(&Scenario::training, &Training::gradAccum)},
        {"precision", true, choice(&Scenario::training, &Training::precision)},
        {"optimizer", true, choice(&Scenario::training, &Training::optimizer)},
        {"dp", true, whole(&Scenario::parallel, &Parallelism::dp)},
        {"tp", true, whole(&Scenario::parallel, &Parallelism::tp)},
        {"pp", true, whole(&Scenario::parallel, &Parallelism::pp)},
        {"vpp", true, whole(&Scenario::parallel, &Parallelism::vpp)},
        {"cp", true, whole(&Scenario::parallel, &Parallelism::cp)},
        {"ep", true, whole(&Scenario::parallel, &Parallelism::ep)},
        {"sp", false, [](const Context& c) { c.scenario.parallel.sp = true; }},
        {"no-sp", false, [](const Context& c) { c.scenario.parallel.sp = false; }},
        {"zero", true, whole(&Scenario::parallel, &Parallelism::zeroStage)},
        {"fsdp", true, choice(&Scenario::parallel, &Parallelism::fsdp)},
        {"distributed-optimizer", false, [](const Context& c) { c.scenario.parallel.distributedOptimizer = true; }},
        {"recompute", true, choice(&Scenario::memory, &MemoryOptions::recompute)},
        {"recompute-layers", true, whole(&Scenario::memory, &MemoryOptions::recomputeLayers)},
        {"attention", true, choice(&Scenario::memory, &MemoryOptions::attention)},
        {"kernels", true, choice(&Scenario::memory, &MemoryOptions::kernels)},
        {"offload-optimizer", true, offload(&model::Offload::optimizer)},
        {"offload-gradients", true, offload(&model::Offload::gradients)},
        {"offload-params", true, offload(&model::Offload::parameters)},
        {"offload-activations", true, offload(&model::Offload::activations)},
        {"lora-rank", true, [](const Context& c) { std::int64_t v = 0; if (parseWhole(c, v)) c.scenario.memory.lora.rank = static_cast<int>(std::clamp<std::int64_t>(v, -1, 1 << 30)); }},
        {"qlora", false, [](const Context& c) { c.scenario.memory.lora.qlora = true; }},
        {"lora-attention-only", false, [](const Context& c) { c.scenario.memory.lora.attentionOnly = true; }},
        {"gpus-per-node", true, whole(&Scenario::hardware, &Hardware::gpusPerNode)},
        {"gpu-memory-gib", true, gib([](Scenario& s, double v) { s.hardware.memoryBytes = v; })},
        {"host-ram-gib", true, gib([](Scenario& s, double v) { s.hardware.hostRamBytes = v; })},
        {"cuda-context-gib", true, gib([](Scenario& s, double v) { s.overheads.cudaContextBytes = v; })},
        {"fragmentation", true, [](const Context& c) { parseNumber(c, c.scenario.overheads.fragmentation); }},
        // Step-time assumptions of `timeline` (Scenario::performance).
        {"efficiency", true, [](const Context& c) { parseNumber(c, c.scenario.performance.computeEfficiency); }},
        {"comm-efficiency", true, [](const Context& c) { parseNumber(c, c.scenario.performance.commEfficiency); }},
        {"prefetch", true, [](const Context& c) { std::int64_t v = 0; if (parseWhole(c, v)) c.scenario.performance.prefetchDepth = static_cast<int>(std::clamp<std::int64_t>(v, -1, 1 << 20)); }},
        {"overlap", false, [](const Context& c) { c.scenario.performance.overlap = true; }},
        {"no-overlap", false, [](const Context& c) { c.scenario.performance.overlap = false; }},
        {"pinned", false, [](const Context& c) { c.scenario.performance.pinnedMemory = true; }},
        {"pageable", false, [](const Context& c) { c.scenario.performance.pinnedMemory = false; }},
        {"cpu-threads", true, [](const Context& c) { std::int64_t v = 0; if (parseWhole(c, v)) c.scenario.performance.cpuThreads = static_cast<int>(std::clamp<std::int64_t>(v, -1, 1 << 20)); }},
        {"cpu-adam-rate", true, [](const Context& c) { parseNumber(c, c.scenario.performance.cpuAdamParamsPerThread); }},
    };
    return kFlags;
}

const FlagSpec* findFlag(const std::string& name)
{
    for (const auto& spec : scenarioFlags())
        if (name == spec.name)
            return &spec;
    return nullptr;
}

// Flags that choose presets or output rather than scenario fields.
bool isControlFlag(const std::string& name, bool& takesValue)
{
    static const char* const kValued[] = {"model", "hf-config", "gpu", "framework", "format", "unit", "presets", "stage",
                                          // plan and sweep
                                          "gpus", "global-batch", "rank", "knob", "from", "to", "knob2", "from2", "to2",
                                          "models",
                                          // triage
                                          "max-gpus", "lang", "tree"};
    for (const char* flag : kValued)
        if (name == flag)
            return takesValue = true;
    static const char* const kSwitches[] = {"all-stages",
                                            // triage: what the job allows
                                            "allow-lora", "allow-shorter-seq", "no-offload", "no-flash",
                                            "keep-optimizer"};
    for (const char* flag : kSwitches)
        if (name == flag) {
            takesValue = false;
            return true;
        }
    return false;
}

void applyModelChoice(const Options& options, const model::PresetLibrary& presets, Scenario& scenario,
                      std::vector<Problem>& problems)
{
    if (const auto it = options.flags.find("model"); it != options.flags.end()) {
        if (const auto* preset = presets.model(it->second)) {
            model::applyModel(*preset, scenario);
        } else {
            std::vector<std::string> ids;
            for (const auto& entry : presets.models)
                ids.push_back(entry.first);
            problems.push_back({"model", "unknown model '" + it->second + "'; try one of: " +
                                             model::closestMatches(it->second, ids) + " (memledger presets lists all)"});
        }
    }
    if (const auto it = options.flags.find("hf-config"); it != options.flags.end()) {
        if (const auto config = model::readJsonFile(it->second, problems)) {
            auto imported = model::importHfConfig(*config, problems);
            scenario.arch = imported.arch;
            scenario.modelId.clear();
        }
    }
}

void applyGpuChoice(const Options& options, const model::PresetLibrary& presets, Scenario& scenario,
                    std::vector<Problem>& problems)
{
    const auto it = options.flags.find("gpu");
    if (it == options.flags.end())
        return;
    if (const auto* gpu = presets.gpu(it->second)) {
        model::applyGpu(*gpu, scenario.hardware);
        return;
    }
    std::vector<std::string> ids;
    for (const auto& entry : presets.gpus)
        ids.push_back(entry.first);
    problems.push_back({"gpu", "unknown GPU '" + it->second + "'; try one of: " + model::closestMatches(it->second, ids)});
}

}  // namespace

bool parseArguments(int argc, char** argv, Options& options, std::string& error)
{
    int i = 1;
    if (i < argc && argv[i][0] != '-')
        options.command = argv[i++];
    for (; i < argc; ++i) {
        std::string word = argv[i];
        if (!word.starts_with("--")) {
            if (!options.scenarioFile.empty()) {
                error = "more than one scenario file given ('" + options.scenarioFile + "' and '" + word + "')";
                return false;
            }
            options.scenarioFile = word;
            continue;
        }
        std::string name = word.substr(2);
        std::string value;
        bool inlineValue = false;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            value = name.substr(eq + 1);
            name = name.substr(0, eq);
            inlineValue = true;
        }
        bool takesValue = false;
        if (const FlagSpec* spec = findFlag(name))
            takesValue = spec->takesValue;
        else if (!isControlFlag(name, takesValue)) {
            error = "unknown option --" + name + "; see 'memledger --help'";
            return false;
        }
        if (takesValue && !inlineValue) {
            if (i + 1 >= argc) {
                error = "--" + name + " needs a value";
                return false;
            }
            value = argv[++i];
        }
        options.flags[name] = value;
    }
    return true;
}

Scenario buildScenario(const Options& options, const model::PresetLibrary& presets, std::vector<Problem>& problems)
{
    Scenario scenario;
    if (const auto it = options.flags.find("framework"); it != options.flags.end()) {
        if (auto framework = model::parseEnum<model::Framework>(it->second))
            scenario.framework = *framework;
        else
            problems.push_back({"framework", "--framework is '" + it->second + "'; expected " +
                                                 model::enumChoices<model::Framework>()});
        model::applyFrameworkDefaults(scenario);
    }
    if (!options.scenarioFile.empty()) {
        if (const auto document = model::readJsonFile(options.scenarioFile, problems))
            model::readScenario(*document, presets, scenario, problems);
        // A --framework flag wins over the file's framework.
        if (const auto it = options.flags.find("framework"); it != options.flags.end()) {
            if (auto framework = model::parseEnum<model::Framework>(it->second)) {
                scenario.framework = *framework;
                model::applyFrameworkDefaults(scenario);
            }
        }
    }
    applyModelChoice(options, presets, scenario, problems);
    applyGpuChoice(options, presets, scenario, problems);
    // The block style sets defaults that the other architecture flags then refine.
    if (const auto it = options.flags.find("block"); it != options.flags.end())
        findFlag("block")->apply(Context{scenario, problems, it->first, it->second});
    for (const auto& [name, value] : options.flags)
        if (const FlagSpec* spec = findFlag(name); spec && name != "block")
            spec->apply(Context{scenario, problems, name, value});
    return scenario;
}

std::string usage()
{
    return R"(memledger — where GPU memory goes when a transformer is trained

Usage:
  memledger                          open the window
  memledger SCENARIO.memledger.json  open the window on a scenario
  memledger --screenshot OUT.png [SCENARIO]   render the window offscreen and exit
  memledger estimate [SCENARIO] [options]     per-GPU ledger, host RAM and NVMe
  memledger explain  [SCENARIO] [options]     every term: formula, values, source
  memledger timeline [SCENARIO] [options]     one training step: compute, collectives, PCIe, CPU, NVMe
                                              (--format table|json|chrome-trace; Perfetto opens the trace)
  memledger triage   [SCENARIO] [options]     OOM triage: diagnose, then walk the fix order (SPEC §8)
                                              --allow-lora --allow-shorter-seq --max-gpus N --no-offload
                                              --no-flash --keep-optimizer --lang en|zh --tree FILE
  memledger presets  [--format table|json]    models, GPUs and worked scenarios

Model:        --model ID | --hf-config config.json | --block gpt|llama --layers N --hidden H
              --heads A --kv-heads K --head-dim D --ffn F --vocab V --mlp gelu|swiglu
              --norm layernorm|rmsnorm --dropout P --tied|--untied --experts E --top-k K --expert-ffn F
Training:     --seq S --mbs B --accum N --precision fp32|bf16|fp16|bf16-amp|bf16-pure
              --optimizer adamw|adamw-8bit|sgd-momentum|sgd|adafactor|lion|none
Parallelism:  --dp --tp --pp --vpp --cp --ep --sp --zero 0..3 --fsdp none|full-shard|shard-grad-op|hybrid-shard
              --distributed-optimizer --framework generic|megatron|deepspeed|fsdp|hf-trainer
Memory:       --recompute none|selective|full|every-k|layers --recompute-layers K
              --attention flash|eager --kernels fused|eager --lora-rank R --qlora --lora-attention-only
              --offload-optimizer|--offload-gradients|--offload-params|--offload-activations none|cpu|nvme
Hardware:     --gpu ID --gpu-memory-gib G --gpus-per-node N --host-ram-gib G --cuda-context-gib G
              --fragmentation F
Step time:    --efficiency E (achieved/peak FLOPS, 0.45) --comm-efficiency E (0.75) --prefetch K (layers, 2)
              --overlap|--no-overlap --pinned|--pageable --cpu-threads N (16) --cpu-adam-rate P (params/s/thread, 6e7)
Plan:         memledger plan --model ID --gpu ID --gpus N [--seq S] [--global-batch G] [--framework F]
              [--rank step-time|headroom]   layouts that fit, best first (the Pareto front of memory
              per GPU vs simulated step time, or vs the headroom order)
Sweep:        memledger sweep [options] --knob seq|mbs|dp --from A --to B   (doubling steps)
              memledger sweep [options] --knob model --models ID,ID,...
              memledger sweep [options] --knob seq --from A --to B --knob2 mbs --from2 C --to2 D   (fit map)
Output:       --format table|json|markdown|csv --unit gib|gb --stage N --all-stages --presets DIR

Exit status: 0 on success (also when the scenario does not fit), 2 on bad input.
)";
}

}  // namespace memledger::cli
