#include "model/core/validation.h"

#include <charconv>
#include <cmath>
#include <numeric>
#include <type_traits>

#include "model/core/allocator_settings.h"
#include "model/core/framework.h"
#include "model/core/scenario_fields.h"

namespace memledger::model {

namespace {

// A whole number as one ("16777216"), any other in its shortest exact form ("0.99").
std::string numberText(double value)
{
    if (value == std::floor(value) && std::abs(value) < 1e15)
        return std::to_string(static_cast<std::int64_t>(value));
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
    return std::string(buffer, end);
}

class Checker {
public:
    explicit Checker(std::vector<Problem>& problems)
        : m_problems(problems)
    {
    }

    // Reports `message` against `field` unless `ok`; returns ok so callers can skip
    // checks that would divide by the bad value.
    // The message is only built on failure (the planner validates millions of layouts):
    // pass a string literal or a callable returning std::string.
    template <class Message> bool require(bool ok, const char* field, Message&& message)
    {
        if (!ok) {
            if constexpr (std::is_invocable_v<Message>)
                m_problems.push_back({ field, message() });
            else
                m_problems.push_back({ field, std::string(message) });
        }
        return ok;
    }

    // Every range is worded alike: the field, its value, and the values it may take.
    bool range(const ScenarioField& field, double value, double low, double high)
    {
        return require(value >= low && value <= high, field.key, [&] {
            std::string message = field.what;
            return message + " is " + numberText(value) + "; it must be between " + numberText(low) + " and "
                + numberText(high);
        });
    }

private:
    std::vector<Problem>& m_problems;
};

void checkArchitecture(Checker& check, const Architecture& arch)
{
    check.require(arch.heads % arch.kvHeads == 0, "architecture.kv_heads", [&] {
        return "KV heads (" + std::to_string(arch.kvHeads) + ") must divide the attention heads ("
            + std::to_string(arch.heads) + "): each KV head serves a whole group of query heads";
    });
    if (arch.headDim == 0)
        check.require(arch.hidden % arch.heads == 0, "architecture.head_dim", [&] {
            return "the hidden size " + std::to_string(arch.hidden) + " is not divisible by "
                + std::to_string(arch.heads) + " heads; give head_dim explicitly";
        });
    const auto& moe = arch.moe;
    if (moe.isMoe()) {
        // A mixture of experts narrows the ranges of its other fields.
        static const ScenarioField& topK = scenarioField("architecture.moe.top_k");
        static const ScenarioField& expertFfn = scenarioField("architecture.moe.expert_ffn");
        static const ScenarioField& denseLayers = scenarioField("architecture.moe.dense_layers");
        check.range(topK, moe.topK, 1, moe.experts);
        check.range(expertFfn, static_cast<double>(moe.expertFfn), 1, expertFfn.maximum);
        check.range(denseLayers, moe.denseLayers, 0, arch.layers - 1);
    }
}

template <class Message>
void checkDivides(Checker& check, std::int64_t divisor, std::int64_t value, const char* field, Message&& what)
{
    if (divisor > 0)
        check.require(value % divisor == 0, field, what);
}

void checkParallelism(Checker& check, const Scenario& scenario)
{
    const auto& arch = scenario.arch;
    const auto& par = scenario.parallel;
    const std::string t = std::to_string(par.tp);
    checkDivides(check, par.tp, arch.heads, "parallel.tp", [&] {
        return "TP=" + t + " does not divide the " + std::to_string(arch.heads) + " attention heads; pick a divisor";
    });
    checkDivides(check, par.tp, arch.kvHeads, "parallel.tp", [&] {
        return "TP=" + t + " does not divide the " + std::to_string(arch.kvHeads)
            + " KV heads; use a TP that divides them (Megatron requires it)";
    });
    checkDivides(check, par.tp, arch.ffn, "parallel.tp",
        [&] { return "TP=" + t + " does not divide the FFN size " + std::to_string(arch.ffn); });
    check.require(!par.sp || par.tp > 1, "parallel.sp", "sequence parallelism shards along TP; it needs TP > 1");
    check.require(par.vpp == 1 || par.pp > 1, "parallel.vpp", "virtual pipeline stages need PP > 1");
    if (par.stageLayers.empty()) {
        checkDivides(check, static_cast<std::int64_t>(par.pp) * par.vpp, arch.layers, "parallel.pp", [&] {
            return std::to_string(arch.layers) + " layers do not split evenly over PP=" + std::to_string(par.pp)
                + (par.vpp > 1 ? " × VPP=" + std::to_string(par.vpp) : std::string())
                + "; choose a divisor or give parallel.stage_layers";
        });
    } else {
        const bool sizeOk
            = check.require(static_cast<int>(par.stageLayers.size()) == par.pp, "parallel.stage_layers", [&] {
                  return "stage_layers has " + std::to_string(par.stageLayers.size())
                      + " entries but PP=" + std::to_string(par.pp) + "; give one per stage";
              });
        bool positive = true;
        for (int layers : par.stageLayers)
            positive = positive && layers >= 1;
        check.require(positive, "parallel.stage_layers", "every pipeline stage needs at least one layer");
        if (sizeOk && positive)
            check.require(
                std::accumulate(par.stageLayers.begin(), par.stageLayers.end(), std::int64_t { 0 }) == arch.layers,
                "parallel.stage_layers",
                [&] { return "stage_layers must add up to the model's " + std::to_string(arch.layers) + " layers"; });
    }
    if (par.vpp > 1)
        check.require(scenario.training.gradAccum >= par.pp, "training.grad_accum", [&] {
            return "the interleaved schedule needs at least PP=" + std::to_string(par.pp)
                + " micro-batches per step; raise gradient accumulation";
        });
    checkDivides(check, par.cp, scenario.training.seq, "parallel.cp", [&] {
        return "CP=" + std::to_string(par.cp) + " does not divide the sequence length "
            + std::to_string(scenario.training.seq);
    });
    if (par.ep > 1) {
        check.require(arch.moe.isMoe(), "parallel.ep", "expert parallelism needs a mixture-of-experts model");
        if (arch.moe.isMoe())
            checkDivides(check, par.ep, arch.moe.experts, "parallel.ep", [&] {
                return "EP=" + std::to_string(par.ep) + " does not divide the " + std::to_string(arch.moe.experts)
                    + " experts";
            });
        checkDivides(check, par.ep, static_cast<std::int64_t>(par.dp) * par.cp, "parallel.ep", [&] {
            return "EP=" + std::to_string(par.ep)
                + " must divide DP×CP=" + std::to_string(std::int64_t { par.dp } * par.cp)
                + ": expert-parallel ranks are drawn from the data-parallel group";
        });
    }
    check.require(!(par.fsdp != FsdpMode::None && par.zeroStage > 0), "parallel.fsdp",
        "choose either FSDP or a DeepSpeed ZeRO stage, not both");
    check.require(!(par.distributedOptimizer && par.zeroStage > 1), "parallel.distributed_optimizer",
        "Megatron's distributed optimizer shards optimizer states only (ZeRO-1); unset it or the ZeRO stage");
    check.require(!(scenario.framework == Framework::DeepSpeed && par.pp > 1 && par.zeroStage > 1), "parallel.zero",
        "DeepSpeed's pipeline engine supports ZeRO stage 0 or 1 only; lower the stage or use PP=1");
}

void checkMemory(Checker& check, const Scenario& scenario)
{
    const auto& memory = scenario.memory;
    if (memory.recompute == Recompute::Uniform || memory.recompute == Recompute::Block) {
        static const ScenarioField& layers = scenarioField("memory.recompute_layers");
        check.range(layers, memory.recomputeLayers, 1, scenario.arch.layers);
    }
    check.require(!memory.lora.qlora || memory.lora.enabled(), "memory.lora.qlora",
        "QLoRA trains LoRA adapters on a 4-bit base; set a LoRA rank > 0");
    const auto& offload = memory.offload;
    const int stage = scenario.parallel.zeroStage;
    const bool fullShard
        = scenario.parallel.fsdp == FsdpMode::FullShard || scenario.parallel.fsdp == FsdpMode::HybridShard;
    check.require(offload.parameters == OffloadTarget::None || stage == 3 || fullShard, "memory.offload.parameters",
        "parameter offload needs ZeRO-3 or FSDP full sharding; raise the ZeRO stage");
    check.require(offload.parameters == OffloadTarget::None || offload.optimizer != OffloadTarget::None,
        "memory.offload.parameters",
        "offloading parameters but not the optimizer is never worth it (3× the traffic); offload the optimizer first");
    check.require(offload.optimizer == OffloadTarget::None || scenario.training.optimizer != Optimizer::None,
        "memory.offload.optimizer", "there are no optimizer states to offload with optimizer none");
    // Skipped when unset: the planner validates millions of layouts that never set it.
    if (!memory.allocConf.empty())
        for (const Problem& problem : parseAllocatorSettings(memory.allocConf).problems)
            check.require(false, "memory.alloc_conf", [&] { return "PYTORCH_CUDA_ALLOC_CONF: " + problem.message; });
}

void checkTraining(Checker& check, const Scenario& scenario)
{
    const auto& training = scenario.training;
    const bool bufferFramework = frameworkProfile(scenario.framework).persistentGradBuffer;
    if (training.optimizerInBackward) {
        check.require(training.gradAccum == 1, "training.optimizer_in_backward",
            "the optimizer steps each gradient as backward produces it, so gradients cannot accumulate; "
            "set gradient accumulation to 1 or turn optimizer-in-backward off");
        check.require(!bufferFramework, "training.optimizer_in_backward",
            "optimizer-in-backward frees each gradient at once, but this framework keeps a gradient buffer; "
            "choose the generic, FSDP or Hugging Face Trainer framework");
        check.require(training.optimizer != Optimizer::None, "training.optimizer_in_backward",
            "there is no optimizer to step in backward with optimizer none");
    }
    const auto o = training.optimizer;
    check.require(!training.pagedOptimizer || o == Optimizer::AdamW || o == Optimizer::AdamW8bit || o == Optimizer::Lion,
        "training.paged_optimizer",
        "bitsandbytes pages the states of AdamW, 8-bit AdamW and Lion only; choose one of them or turn paging off");
    check.require(!training.pagedOptimizer || scenario.memory.offload.optimizer == OffloadTarget::None,
        "training.paged_optimizer",
        "a paged optimizer already moves its states to host memory on demand; turn optimizer offload off");
    check.require(training.seqMean <= training.seq, "training.seq_mean", [&] {
        return "the mean padded length (" + std::to_string(training.seqMean)
            + ") is longer than the longest batch, training.seq (" + std::to_string(training.seq)
            + "); give the longest batch as the sequence length and the mean as seq_mean";
    });
    check.require(!training.float8 || training.precision != Precision::Fp32, "training.float8",
        "float8 linears cast 16-bit activations and weights; choose a bf16 or fp16 precision");
    check.require(!training.float8AllGather || training.float8, "training.float8_all_gather",
        "the float8 all-gather sends the weights of float8 linears; turn --float8 on or this off");
    check.require(!training.float8AllGather
            || (scenario.parallel.fsdp != FsdpMode::None && effectiveShardStage(scenario) >= 3),
        "training.float8_all_gather",
        "only FSDP all-gathers parameters: shard them with --fsdp full-shard or hybrid-shard, or turn this off");
}

} // namespace

std::vector<Problem> validate(const Scenario& scenario)
{
    std::vector<Problem> problems;
    Checker check(problems);
    // Every field within its own range first: the relations between fields below divide by them.
    for (const auto& field : scenarioFields())
        if (field.isNumber())
            check.range(field, field.get(scenario), field.minimum, field.maximum);
    if (!problems.empty())
        return problems;
    checkArchitecture(check, scenario.arch);
    if (problems.empty())
        checkParallelism(check, scenario);
    checkMemory(check, scenario);
    checkTraining(check, scenario);
    return problems;
}

} // namespace memledger::model
