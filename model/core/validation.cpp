#include "model/core/validation.h"

#include <algorithm>
#include <iterator>
#include <numeric>
#include <type_traits>

namespace memledger::model {

namespace {

constexpr std::int64_t kMaxSequence = 16LL * 1024 * 1024;
constexpr std::int64_t kMaxBatch = 1 << 20;
constexpr int kMaxDegree = 1 << 20;

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

    bool range(std::int64_t value, std::int64_t low, std::int64_t high, const char* field, const char* what)
    {
        return require(value >= low && value <= high, field, [&] {
            return std::string(what) + " is " + std::to_string(value) + "; it must be between " + std::to_string(low)
                + " and " + std::to_string(high);
        });
    }

private:
    std::vector<Problem>& m_problems;
};

void checkArchitecture(Checker& check, const Architecture& arch)
{
    check.range(arch.layers, 1, 10000, "architecture.layers", "the number of layers");
    check.range(arch.hidden, 1, 1 << 20, "architecture.hidden", "the hidden size");
    const bool headsOk = check.range(arch.heads, 1, 1 << 16, "architecture.heads", "the number of attention heads");
    const bool kvOk = check.range(arch.kvHeads, 1, 1 << 16, "architecture.kv_heads", "the number of KV heads");
    if (headsOk && kvOk)
        check.require(arch.heads % arch.kvHeads == 0, "architecture.kv_heads", [&] {
            return "KV heads (" + std::to_string(arch.kvHeads) + ") must divide the attention heads ("
                + std::to_string(arch.heads) + "): each KV head serves a whole group of query heads";
        });
    if (headsOk && arch.headDim == 0)
        check.require(arch.hidden % arch.heads == 0, "architecture.head_dim", [&] {
            return "the hidden size " + std::to_string(arch.hidden) + " is not divisible by "
                + std::to_string(arch.heads) + " heads; give head_dim explicitly";
        });
    check.range(arch.headDim, 0, 1 << 16, "architecture.head_dim", "the head dimension");
    check.range(arch.ffn, 1, 1 << 22, "architecture.ffn", "the FFN size");
    check.range(arch.vocab, 1, 1 << 24, "architecture.vocab", "the vocabulary size");
    check.require(arch.dropout >= 0 && arch.dropout < 1, "architecture.dropout",
        [&] { return "dropout must be in [0, 1); got " + std::to_string(arch.dropout); });
    const auto& moe = arch.moe;
    if (moe.experts < 0 || moe.experts > 4096) {
        check.range(moe.experts, 0, 4096, "architecture.moe.experts", "the number of experts");
    } else if (moe.isMoe()) {
        check.range(moe.topK, 1, moe.experts, "architecture.moe.top_k", "top-k");
        check.range(moe.expertFfn, 1, 1 << 22, "architecture.moe.expert_ffn", "the expert FFN size");
        check.range(moe.sharedExperts, 0, 64, "architecture.moe.shared_experts", "the number of shared experts");
        check.range(moe.denseLayers, 0, arch.layers - 1, "architecture.moe.dense_layers", "the number of dense layers");
    }
}

void checkTraining(Checker& check, const Training& training)
{
    check.range(training.seq, 1, kMaxSequence, "training.seq", "the sequence length");
    check.range(training.microBatch, 1, kMaxBatch, "training.micro_batch", "the micro-batch size");
    check.range(training.gradAccum, 1, kMaxBatch, "training.grad_accum", "gradient accumulation");
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
    // Every degree is checked, so that each bad one is reported, in this order (a braced
    // list is evaluated left to right; the operands of `&` are not sequenced).
    const bool inRange[] = {
        check.range(par.dp, 1, kMaxDegree, "parallel.dp", "data parallelism"),
        check.range(par.tp, 1, 1024, "parallel.tp", "tensor parallelism"),
        check.range(par.pp, 1, 4096, "parallel.pp", "pipeline parallelism"),
        check.range(par.vpp, 1, 1024, "parallel.vpp", "virtual pipeline stages"),
        check.range(par.cp, 1, 4096, "parallel.cp", "context parallelism"),
        check.range(par.ep, 1, 4096, "parallel.ep", "expert parallelism"),
        check.range(par.zeroStage, 0, 3, "parallel.zero", "the ZeRO stage"),
    };
    if (std::find(std::begin(inRange), std::end(inRange), false) != std::end(inRange))
        return;
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
    check.range(par.shardGroup, 0, kMaxDegree, "parallel.shard_group", "the hybrid-shard group size");
}

void checkMemory(Checker& check, const Scenario& scenario)
{
    const auto& memory = scenario.memory;
    if (memory.recompute == Recompute::Uniform || memory.recompute == Recompute::Block)
        check.range(
            memory.recomputeLayers, 1, scenario.arch.layers, "memory.recompute_layers", "the recompute layer count");
    check.range(memory.lora.rank, 0, 1 << 16, "memory.lora.rank", "the LoRA rank");
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
}

void checkHardware(Checker& check, const Scenario& scenario)
{
    const auto& hw = scenario.hardware;
    check.require(hw.memoryBytes > 0 && hw.memoryBytes < 1e14, "hardware.memory_bytes",
        "GPU memory must be positive and below 100 TB");
    check.require(hw.gpusPerNode >= 1 && hw.gpusPerNode <= 1024, "hardware.gpus_per_node",
        "GPUs per node must be between 1 and 1024");
    check.require(hw.hostRamBytes >= 0, "hardware.host_ram_bytes", "host RAM cannot be negative");
    const auto& over = scenario.overheads;
    check.require(over.fragmentation >= 0 && over.fragmentation <= 1, "overheads.fragmentation",
        "fragmentation is a fraction of allocated memory between 0 and 1");
    check.require(over.cudaContextBytes >= 0 && over.ncclBytes >= 0, "overheads.cuda_context_bytes",
        "CUDA context and NCCL overheads cannot be negative");
}

} // namespace

std::vector<Problem> validate(const Scenario& scenario)
{
    std::vector<Problem> problems;
    Checker check(problems);
    checkArchitecture(check, scenario.arch);
    checkTraining(check, scenario.training);
    if (problems.empty())
        checkParallelism(check, scenario);
    checkMemory(check, scenario);
    checkHardware(check, scenario);
    return problems;
}

} // namespace memledger::model
