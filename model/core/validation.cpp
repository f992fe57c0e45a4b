#include "model/core/validation.h"

#include <charconv>
#include <cstdio>
#include <cmath>
#include <numeric>

#include "model/core/adam_mini_blocks.h"
#include "model/core/allocator_settings.h"
#include "model/core/cublas_workspace.h"
#include "model/core/enum_names.h"
#include "model/core/expert_routing.h"
#include "model/core/recompute_modules.h"
#include "model/core/rollout_pool.h"
#include "model/core/framework.h"
#include "model/core/scenario_fields.h"
#include "model/core/te_quantization.h"

namespace memledger::model {

std::string numberText(double value)
{
    if (value == std::floor(value) && std::abs(value) < 1e15)
        return std::to_string(static_cast<std::int64_t>(value));
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
    return std::string(buffer, end);
}

namespace {

ProblemArgument number(std::int64_t value)
{
    return { std::to_string(value), nullptr };
}

class Checker {
public:
    explicit Checker(std::vector<Problem>& problems)
        : m_problems(problems)
    {
    }

    // Reports `pattern` against `field` unless `ok`; returns ok so callers can skip
    // checks that would divide by the bad value.
    bool require(bool ok, const char* field, const char* pattern)
    {
        if (!ok)
            m_problems.push_back(templatedProblem(field, pattern));
        return ok;
    }
    // The arguments are only built on failure (the planner validates millions of layouts):
    // `arguments` is a callable returning them.
    template <class Arguments> bool require(bool ok, const char* field, const char* pattern, Arguments&& arguments)
    {
        if (!ok)
            m_problems.push_back(templatedProblem(field, pattern, arguments()));
        return ok;
    }

    // Every range is worded alike: the field, its value, and the values it may take.
    bool range(const ScenarioField& field, double value, double low, double high)
    {
        return require(value >= low && value <= high, field.key,
            MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; it must be between %3 and %4"), [&] {
                return std::vector<ProblemArgument> { { field.what, "Field" }, { numberText(value) },
                    { numberText(low) }, { numberText(high) } };
            });
    }

private:
    std::vector<Problem>& m_problems;
};

void checkArchitecture(Checker& check, const Architecture& arch)
{
    check.require(arch.heads % arch.kvHeads == 0, "architecture.kv_heads",
        MEMLEDGER_TRANSLATABLE("Problem",
            "KV heads (%1) must divide the attention heads (%2): each KV head serves a whole group of "
            "query heads"),
        [&] {
            return std::vector { number(arch.kvHeads), number(arch.heads) };
        });
    if (arch.headDim == 0)
        check.require(arch.hidden % arch.heads == 0, "architecture.head_dim",
            MEMLEDGER_TRANSLATABLE(
                "Problem", "the hidden size %1 is not divisible by %2 heads; give head_dim explicitly"),
            [&] {
                return std::vector { number(arch.hidden), number(arch.heads) };
            });
    if (arch.slidingLayers > 0) {
        static const ScenarioField& sliding = scenarioField("architecture.sliding_layers");
        check.range(sliding, arch.slidingLayers, 0, arch.layers);
        check.require(arch.slidingWindow > 0, "architecture.sliding_window",
            MEMLEDGER_TRANSLATABLE("Problem",
                "%1 layers use a sliding window of 0 tokens: give the window (gpt-oss: 128), or set the "
                "sliding-window layers to 0"),
            [&] {
                return std::vector { number(arch.slidingLayers) };
            });
    }
    const auto& moe = arch.moe;
    if (moe.isMoe()) {
        // A mixture of experts narrows the ranges of its other fields.
        static const ScenarioField& topK = scenarioField("architecture.moe.top_k");
        static const ScenarioField& expertFfn = scenarioField("architecture.moe.expert_ffn");
        static const ScenarioField& denseLayers = scenarioField("architecture.moe.dense_layers");
        check.range(topK, moe.topK, 1, moe.experts);
        check.range(expertFfn, static_cast<double>(moe.expertFfn), 1, expertFfn.maximum);
        check.range(denseLayers, moe.denseLayers, 0, arch.layers - 1);
        check.require(moe.expertLayersIn(0, arch.layers) > 0, "architecture.moe.layer_step",
            MEMLEDGER_TRANSLATABLE("Problem",
                "no layer has experts: after %1 leading dense layers, one layer in %2 of the %3 would; lower the "
                "step or the dense layers, or set no experts for a dense model"),
            [&] { return std::vector { number(moe.denseLayers), number(moe.layerStep), number(arch.layers) }; });
    }
    if (arch.mla.enabled()) {
        // Latent attention gives every query head its own key and value: widths, not groups.
        static const ScenarioField& nope = scenarioField("architecture.mla.qk_nope_head_dim");
        static const ScenarioField& value = scenarioField("architecture.mla.v_head_dim");
        check.range(nope, static_cast<double>(arch.mla.qkNopeHeadDim), 1, nope.maximum);
        check.range(value, static_cast<double>(arch.mla.vHeadDim), 1, value.maximum);
        check.require(arch.kvHeads == arch.heads, "architecture.kv_heads",
            MEMLEDGER_TRANSLATABLE("Problem",
                "with latent attention every head has its own key and value: KV heads (%1) must equal the "
                "attention heads (%2)"),
            [&] {
                return std::vector { number(arch.kvHeads), number(arch.heads) };
            });
        check.require(!arch.qkNorm && arch.block == BlockStyle::Llama, "architecture.mla.kv_lora_rank",
            MEMLEDGER_TRANSLATABLE("Problem",
                "latent attention is modelled in Llama-style blocks without per-head Q/K norms (DeepSeek's); "
                "choose the llama block and turn qk_norm off"));
    } else {
        check.require(arch.mla.qLoraRank == 0 && arch.mla.qkNopeHeadDim == 0 && arch.mla.qkRopeHeadDim == 0 &&
                          arch.mla.vHeadDim == 0,
            "architecture.mla.kv_lora_rank",
            MEMLEDGER_TRANSLATABLE("Problem",
                "the query latent and head widths of latent attention are set but kv_lora_rank is 0: set it, or "
                "clear them for ordinary attention"));
    }
}

template <class Arguments>
void checkDivides(Checker& check, std::int64_t divisor, std::int64_t value, const char* field, const char* pattern,
    Arguments&& arguments)
{
    if (divisor > 0)
        check.require(value % divisor == 0, field, pattern, arguments);
}

// What each schedule's own code asserts of the layout (core/pipeline_schedule.h).
void checkScheduleLayout(Checker& check, const Scenario& scenario)
{
    const auto& par = scenario.parallel;
    const PipelineSchedule schedule = par.schedule;
    if (schedule == PipelineSchedule::OneFOneB)
        return;
    const auto word = [&] { return std::vector<ProblemArgument> { { toString(schedule) } }; };
    if (!check.require(par.pp > 1, "parallel.schedule",
            MEMLEDGER_TRANSLATABLE("Problem", "the %1 pipeline schedule needs PP > 1"), word))
        return;
    const std::int64_t m = scenario.gradAccumSteps();
    const auto twiceThePipeline = [&] { return std::vector { number(2 * par.pp) }; };
    switch (schedule) {
    case PipelineSchedule::Zbv:
    case PipelineSchedule::DualPipeV:
        check.require(par.vpp == 2, "parallel.vpp",
            MEMLEDGER_TRANSLATABLE("Problem", "%1 places two stages on each rank, in a V: set VPP to 2"), word);
        if (schedule == PipelineSchedule::DualPipeV)
            check.require(m >= 2 * par.pp, "training.grad_accum",
                MEMLEDGER_TRANSLATABLE("Problem", "DualPipeV needs at least as many micro-batches as stages, 2 × PP = "
                                                  "%1 (ScheduleDualPipeV refuses fewer); raise gradient accumulation"),
                twiceThePipeline);
        break;
    case PipelineSchedule::DualPipe:
        check.require(par.vpp == 1, "parallel.vpp",
            MEMLEDGER_TRANSLATABLE("Problem", "DualPipe's two stages on each rank are its two directions' "
                                              "stages: set VPP to 1"));
        check.require(par.pp % 2 == 0, "parallel.pp",
            MEMLEDGER_TRANSLATABLE("Problem", "DualPipe needs an even PP (dualpipe.py asserts it)"));
        check.require(m % 2 == 0 && m >= 2 * par.pp, "training.grad_accum",
            MEMLEDGER_TRANSLATABLE("Problem", "DualPipe needs an even number of micro-batches, at least 2 × PP = %1 "
                                              "(dualpipe.py asserts it); raise gradient accumulation"),
            twiceThePipeline);
        break;
    case PipelineSchedule::ZeroBubbleH1:
        check.require(par.vpp == 1, "parallel.vpp",
            MEMLEDGER_TRANSLATABLE("Problem", "ZB-H1 runs one stage a rank: set VPP to 1 (with several, choose "
                                              "1F1B: the interleaved zero-bubble schedule holds as many forwards)"));
        break;
    case PipelineSchedule::GPipe:
    case PipelineSchedule::OneFOneB:
        break;
    }
}

void checkPipeline(Checker& check, const Scenario& scenario)
{
    const auto& arch = scenario.arch;
    const auto& par = scenario.parallel;
    if (par.stageLayers.empty()) {
        checkDivides(check, static_cast<std::int64_t>(par.pp) * par.vpp, arch.layers, "parallel.pp",
            par.vpp > 1 ? MEMLEDGER_TRANSLATABLE("Problem",
                "%1 layers do not split evenly over PP=%2 × VPP=%3; choose a divisor or "
                "give parallel.stage_layers")
                        : MEMLEDGER_TRANSLATABLE("Problem",
                            "%1 layers do not split evenly over PP=%2; choose a divisor or give "
                            "parallel.stage_layers"),
            [&] {
                return std::vector { number(arch.layers), number(par.pp), number(par.vpp) };
            });
    } else {
        const bool sizeOk = check.require(static_cast<int>(par.stageLayers.size()) == par.pp, "parallel.stage_layers",
            MEMLEDGER_TRANSLATABLE("Problem", "stage_layers has %1 entries but PP=%2; give one per stage"), [&] {
                return std::vector { number(static_cast<std::int64_t>(par.stageLayers.size())), number(par.pp) };
            });
        // The first and last stages may hold only the embedding or only the loss (Megatron's
        // layouts "E|…" and "…|L"); a middle stage without layers would pass activations on
        // doing nothing.
        bool positive = true;
        for (std::size_t i = 0; i < par.stageLayers.size(); ++i) {
            const bool end = i == 0 || i + 1 == par.stageLayers.size();
            positive = positive && par.stageLayers[i] >= (end ? 0 : 1);
        }
        check.require(positive, "parallel.stage_layers",
            MEMLEDGER_TRANSLATABLE("Problem", "every middle pipeline stage needs at least one layer"));
        if (sizeOk && positive)
            check.require(
                std::accumulate(par.stageLayers.begin(), par.stageLayers.end(), std::int64_t { 0 }) == arch.layers,
                "parallel.stage_layers",
                MEMLEDGER_TRANSLATABLE("Problem", "stage_layers must add up to the model's %1 layers"),
                [&] { return std::vector { number(arch.layers) }; });
    }
    checkScheduleLayout(check, scenario);
    if (par.vpp > 1 && par.schedule == PipelineSchedule::OneFOneB)
        check.require(scenario.gradAccumSteps() >= par.pp, "training.grad_accum",
            MEMLEDGER_TRANSLATABLE("Problem",
                "the interleaved schedule needs at least PP=%1 micro-batches per step; raise gradient "
                "accumulation"),
            [&] { return std::vector { number(par.pp) }; });
}

// Megatron folds the experts' grid (ETP × EP × expert DP) onto the GPUs attention's grid
// (TP × CP × DP) fills within a pipeline stage (parallel_state.py initialize_model_parallel:
// world % (ETP·EP·PP) == 0); EP no longer has to divide DP × CP.
void checkExpertGrid(Checker& check, const Scenario& scenario)
{
    const auto& arch = scenario.arch;
    const auto& par = scenario.parallel;
    const std::int64_t etp = par.expertTp();
    const std::int64_t stageRanks = std::int64_t { par.dp } * par.cp * par.tp;
    checkDivides(check, std::int64_t { par.ep } * etp, stageRanks, par.etp > 0 ? "parallel.etp" : "parallel.ep",
        MEMLEDGER_TRANSLATABLE("Problem",
            "EP=%1 × ETP=%2 must divide DP×CP×TP=%3: the experts' grid (ETP × EP × expert data parallelism) "
            "fills the GPUs of one pipeline stage"),
        [&] {
            return std::vector { number(par.ep), number(etp), number(stageRanks) };
        });
    if (!arch.moe.isMoe() || etp == par.tp)
        return;
    checkDivides(check, etp, arch.moe.expertFfn, "parallel.etp",
        MEMLEDGER_TRANSLATABLE("Problem", "ETP=%1 does not divide the expert FFN size %2; pick a divisor"), [&] {
            return std::vector { number(etp), number(arch.moe.expertFfn) };
        });
    // Without the sequence split every TP rank holds the whole sequence: experts split
    // another way would each receive the same tokens from several ranks. Megatron's MoE
    // layer raises on TP > 1 without SP in training (moe_layer.py MoELayer.forward).
    check.require(par.tp == 1 || par.sp, "parallel.sp",
        MEMLEDGER_TRANSLATABLE("Problem",
            "expert tensor parallelism other than TP needs sequence parallelism when TP > 1: turn SP on"));
}

// What Megatron's MoE layer and DeepEP accept of the routing settings
// (transformer_config.py __post_init__; deep_ep/buffers/legacy.py get_dispatch_config).
void checkExpertRouting(Checker& check, const Scenario& scenario)
{
    const auto& par = scenario.parallel;
    if (!scenario.arch.moe.isMoe())
        return;
    check.require(!par.moe.padToCapacity || par.moe.capacityFactor > 0, "parallel.moe.pad_to_capacity",
        MEMLEDGER_TRANSLATABLE("Problem",
            "padding the experts' inputs to capacity needs a capacity factor (Megatron raises without one); set "
            "the expert capacity factor or turn padding off"));
    // transformers computes the balancing loss in the model's forward from every layer's router
    // logits (load_balancing_loss_func), which no pipeline stage holds alone.
    check.require(!par.moe.auxLoss || scenario.framework == Framework::Megatron || par.pp == 1,
        "parallel.moe.aux_loss",
        MEMLEDGER_TRANSLATABLE("Problem",
            "outside Megatron-LM the load-balancing loss is transformers', computed in the model's forward from "
            "every MoE layer's router logits, which a pipeline stage does not hold: use PP 1 or turn the loss off"));
    const int group = par.ep * par.expertTp();
    if (par.moe.dispatcher == MoeDispatcher::DeepEp)
        check.require(deepEpSupportsRanks(group), "parallel.moe.dispatcher",
            MEMLEDGER_TRANSLATABLE("Problem",
                "DeepEP has configurations for an EP×ETP group of 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 144 or 160 "
                "GPUs, not %1; change EP or choose another dispatcher"),
            [&] { return std::vector { number(group) }; });
}

ProblemArgument gib(double bytes)
{
    char text[48];
    std::snprintf(text, sizeof text, "%.2f GiB", bytes / (1024.0 * 1024.0 * 1024.0));
    return {text, nullptr};
}

// What the engine refuses at start-up: vLLM (vllm/config/parallel.py, v1/worker/gpu_worker.py
// determine_available_memory, v1/core/kv_cache_utils.py check_enough_kv_cache_memory) here;
// SGLang, whose budget rests on what the trainer holds, where the ledger sizes it.
void checkRollout(Checker& check, const Scenario& scenario)
{
    const Rollout& rollout = scenario.rollout;
    if (!rollout.enabled())
        return;
    check.require(rollout.promptLength < scenario.training.seq, "rollout.prompt_length",
        MEMLEDGER_TRANSLATABLE("Problem", "the prompt of %1 tokens fills the whole sequence of %2: nothing is left to "
                                          "generate; the sequence is the prompt and the completion together"),
        [&] { return std::vector { number(rollout.promptLength), number(scenario.training.seq) }; });
    checkDivides(check, rollout.tp, scenario.arch.heads, "rollout.tp",
        MEMLEDGER_TRANSLATABLE("Problem", "the model's %1 attention heads do not divide over the rollout engine's "
                                          "tensor parallelism of %2 (the engine refuses it)"),
        [&] { return std::vector { number(scenario.arch.heads), number(rollout.tp) }; });
    checkDivides(check, rollout.tp, scenario.worldSize(), "rollout.tp",
        MEMLEDGER_TRANSLATABLE("Problem", "the job's %1 GPUs do not divide into rollout engine replicas of %2 GPUs "
                                          "each; the engine's tensor parallelism must divide the GPUs it shares"),
        [&] { return std::vector { number(scenario.worldSize()), number(rollout.tp) }; });
    if (scenario.arch.heads % rollout.tp != 0 || scenario.worldSize() % rollout.tp != 0 ||
        rollout.engine == RolloutEngine::Sglang)
        return;
    const RolloutPool pool = rolloutPool(scenario, countParameters(scenario));
    if (!check.require(pool.available > 0, "rollout.gpu_memory_utilization",
            MEMLEDGER_TRANSLATABLE("Problem",
                "the rollout engine's budget (%1 of the GPU's memory, %2) does not hold its weights (%3) and "
                "profiled activations (%4): vLLM stops at start-up with no memory for the KV cache; raise "
                "gpu_memory_utilization or the engine's tensor parallelism"),
            [&] { return std::vector<ProblemArgument> { { numberText(rollout.gpuMemoryUtilization) }, gib(pool.requested),
                                       gib(pool.weights), gib(pool.profilePeak) }; }))
        return;
    check.require(pool.tokens >= scenario.training.seq, "rollout.gpu_memory_utilization",
        MEMLEDGER_TRANSLATABLE("Problem",
            "the rollout engine's KV cache holds %1 tokens, fewer than one sequence of %2: vLLM stops at "
            "start-up; raise gpu_memory_utilization or the engine's tensor parallelism, or use an fp8 KV cache"),
        [&] { return std::vector { number(pool.tokens), number(scenario.training.seq) }; });
}

void checkParallelism(Checker& check, const Scenario& scenario)
{
    const auto& arch = scenario.arch;
    const auto& par = scenario.parallel;
    checkDivides(check, par.tp, arch.heads, "parallel.tp",
        MEMLEDGER_TRANSLATABLE("Problem", "TP=%1 does not divide the %2 attention heads; pick a divisor"), [&] {
            return std::vector { number(par.tp), number(arch.heads) };
        });
    checkDivides(check, par.tp, arch.kvHeads, "parallel.tp",
        MEMLEDGER_TRANSLATABLE(
            "Problem", "TP=%1 does not divide the %2 KV heads; use a TP that divides them (Megatron requires it)"),
        [&] {
            return std::vector { number(par.tp), number(arch.kvHeads) };
        });
    checkDivides(check, par.tp, arch.ffn, "parallel.tp",
        MEMLEDGER_TRANSLATABLE("Problem", "TP=%1 does not divide the FFN size %2"), [&] {
            return std::vector { number(par.tp), number(arch.ffn) };
        });
    check.require(!par.sp || par.tp > 1, "parallel.sp",
        MEMLEDGER_TRANSLATABLE("Problem", "sequence parallelism shards along TP; it needs TP > 1"));
    check.require(!par.tpCommOverlap || (par.tp > 1 && par.sp), "parallel.tp_comm_overlap",
        MEMLEDGER_TRANSLATABLE("Problem",
            "the TP communication overlap hides sequence parallelism's collectives (Megatron asserts it); turn "
            "on --sp with TP > 1, or this off"));
    check.require(par.vpp == 1 || par.pp > 1, "parallel.vpp",
        MEMLEDGER_TRANSLATABLE("Problem", "virtual pipeline stages need PP > 1"));
    checkPipeline(check, scenario);
    checkDivides(check, par.cp, scenario.training.seq, "parallel.cp",
        MEMLEDGER_TRANSLATABLE("Problem", "CP=%1 does not divide the sequence length %2"), [&] {
            return std::vector { number(par.cp), number(scenario.training.seq) };
        });
    if (par.ep > 1) {
        check.require(arch.moe.isMoe(), "parallel.ep",
            MEMLEDGER_TRANSLATABLE("Problem", "expert parallelism needs a mixture-of-experts model"));
        if (arch.moe.isMoe())
            checkDivides(check, par.ep, arch.moe.experts, "parallel.ep",
                MEMLEDGER_TRANSLATABLE("Problem", "EP=%1 does not divide the %2 experts"), [&] {
                    return std::vector { number(par.ep), number(arch.moe.experts) };
                });
    }
    checkExpertGrid(check, scenario);
    checkExpertRouting(check, scenario);
    check.require(!(par.fsdp != FsdpMode::None && par.zeroStage > 0), "parallel.fsdp",
        MEMLEDGER_TRANSLATABLE("Problem", "choose either FSDP or a DeepSpeed ZeRO stage, not both"));
    check.require(!(par.distributedOptimizer && par.zeroStage > 1), "parallel.distributed_optimizer",
        MEMLEDGER_TRANSLATABLE("Problem",
            "Megatron's distributed optimizer shards optimizer states only (ZeRO-1); unset it or the "
            "ZeRO stage"));
    if (par.optimizerInstances > 1) {
        check.require(scenario.framework == Framework::Megatron && par.distributedOptimizer,
            "parallel.optimizer_instances",
            MEMLEDGER_TRANSLATABLE("Problem",
                "optimizer instances split Megatron's distributed optimizer; choose Megatron-LM with "
                "--distributed-optimizer, or one instance"));
        // parallel_state.py asserts both groups split evenly into the instances.
        const std::int64_t shards = static_cast<std::int64_t>(par.dp) * par.cp;
        check.require(shards % par.optimizerInstances == 0, "parallel.optimizer_instances",
            MEMLEDGER_TRANSLATABLE("Problem", "%1 optimizer instances do not divide DP × CP = %2; Megatron refuses it"),
            [&] { return std::vector { number(par.optimizerInstances), number(shards) }; });
        const std::int64_t expertShards = shards * par.tp / std::max(1, par.ep * par.expertTp());
        check.require(!arch.moe.isMoe() || expertShards % par.optimizerInstances == 0, "parallel.optimizer_instances",
            MEMLEDGER_TRANSLATABLE("Problem",
                "%1 optimizer instances do not divide the experts' data parallelism (%2); Megatron refuses it"),
            [&] { return std::vector { number(par.optimizerInstances), number(expertShards) }; });
    }
    check.require(!(scenario.framework == Framework::DeepSpeed && par.pp > 1 && par.zeroStage > 1), "parallel.zero",
        MEMLEDGER_TRANSLATABLE(
            "Problem", "DeepSpeed's pipeline engine supports ZeRO stage 0 or 1 only; lower the stage or use PP=1"));
}

void checkMemory(Checker& check, const Scenario& scenario)
{
    const auto& memory = scenario.memory;
    if (memory.recompute == Recompute::Uniform || memory.recompute == Recompute::Block) {
        static const ScenarioField& layers = scenarioField("memory.recompute_layers");
        check.range(layers, memory.recomputeLayers, 1, scenario.arch.layers);
    }
    // torchtitan's per-op policy is read for Llama's and GPT's matmul order (activations.cpp).
    check.require(memory.recompute != Recompute::Op || !scenario.arch.mla.enabled(), "memory.recompute",
        MEMLEDGER_TRANSLATABLE("Problem",
            "per-op recomputation is modelled for ordinary attention's matmuls, not latent attention's; choose "
            "selective, full or no recomputation"));
    if (memory.recompute == Recompute::Selective && memory.recomputeModules != "core_attn") {
        const RecomputeModules modules = parseRecomputeModules(memory.recomputeModules);
        check.require(modules.unknown.empty(), "memory.recompute_modules",
            MEMLEDGER_TRANSLATABLE("Problem",
                "'%1' is not a recompute module MemLedger models; give core_attn, mla_up_proj, layernorm, mlp, "
                "moe, moe_act or shared_experts"),
            [&] { return std::vector<ProblemArgument> { { modules.unknown } }; });
        check.require(!(modules.bits & kRecomputeMlaUpProjection) || scenario.arch.mla.enabled(),
            "memory.recompute_modules",
            MEMLEDGER_TRANSLATABLE("Problem",
                "mla_up_proj recomputes latent attention's up-projections, which the model does not have; "
                "Megatron refuses it"));
    }
    check.require(!memory.lora.qlora || memory.lora.enabled(), "memory.lora.qlora",
        MEMLEDGER_TRANSLATABLE("Problem", "QLoRA trains LoRA adapters on a 4-bit base; set a LoRA rank > 0"));
    const auto& offload = memory.offload;
    const int stage = scenario.parallel.zeroStage;
    const bool fullShard
        = scenario.parallel.fsdp == FsdpMode::FullShard || scenario.parallel.fsdp == FsdpMode::HybridShard;
    check.require(offload.parameters == OffloadTarget::None || stage == 3 || fullShard, "memory.offload.parameters",
        MEMLEDGER_TRANSLATABLE(
            "Problem", "parameter offload needs ZeRO-3 or FSDP full sharding; raise the ZeRO stage"));
    check.require(offload.parameters == OffloadTarget::None || offload.optimizer != OffloadTarget::None,
        "memory.offload.parameters",
        MEMLEDGER_TRANSLATABLE("Problem",
            "offloading parameters but not the optimizer is never worth it (3× the traffic); offload "
            "the optimizer first"));
    check.require(offload.optimizer == OffloadTarget::None || scenario.training.optimizer != Optimizer::None,
        "memory.offload.optimizer",
        MEMLEDGER_TRANSLATABLE("Problem", "there are no optimizer states to offload with optimizer none"));
    // Skipped when unset: the planner validates millions of layouts that never set it.
    // The allocator settings' own reasons stay English: they quote PyTorch's option names.
    if (!memory.allocConf.empty())
        for (const Problem& problem : parseAllocatorSettings(memory.allocConf).problems)
            check.require(false, "memory.alloc_conf", MEMLEDGER_TRANSLATABLE("Problem", "PYTORCH_CUDA_ALLOC_CONF: %1"),
                [&] { return std::vector<ProblemArgument> { { problem.message } }; });
    // PyTorch's std::stoull throws on such a size; no GPU holds the workspace it asks for.
    check.require(!parseCublasWorkspaceConfig(memory.cublasWorkspaceConfig).tooLarge, "memory.cublas_workspace_config",
        MEMLEDGER_TRANSLATABLE("Problem",
            "CUBLAS_WORKSPACE_CONFIG asks for a workspace larger than any GPU's memory; each :SIZE:COUNT is SIZE "
            "KiB × COUNT, e.g. :4096:8"));
}

// Megatron-LM's optimizer_config.py and arguments.py: without the precision-aware optimizer
// every optimizer dtype must be fp32; with it, Transformer Engine's FusedAdam under the
// distributed optimizer, Adam only.
void checkPrecisionAwareOptimizer(Checker& check, const Scenario& scenario)
{
    const auto& training = scenario.training;
    const std::pair<const char*, StateDtype> dtypes[] = {{"training.main_params_dtype", training.mainParamsDtype},
        {"training.main_grads_dtype", training.mainGradsDtype}, {"training.exp_avg_dtype", training.expAvgDtype},
        {"training.exp_avg_sq_dtype", training.expAvgSqDtype}};
    if (!training.precisionAwareOptimizer) {
        // --grad-reduce-in-bf16 keeps Megatron's gradient buffer in bf16 without it.
        const bool bf16Reduce = scenario.framework == Framework::Megatron &&
                                training.precision == Precision::Bf16Mixed;
        for (const auto& entry : dtypes)
            check.require(entry.second == StateDtype::Fp32 ||
                              (bf16Reduce && entry.first == std::string_view("training.main_grads_dtype") &&
                               entry.second == StateDtype::Bf16),
                entry.first,
                MEMLEDGER_TRANSLATABLE("Problem",
                    "an optimizer state in %1 needs the precision-aware optimizer (Megatron asserts fp32 without "
                    "it); turn --precision-aware-optimizer on or set fp32"),
                [&] { return std::vector<ProblemArgument>{{toString(entry.second)}}; });
        return;
    }
    const char* key = "training.precision_aware_optimizer";
    check.require(scenario.framework == Framework::Megatron, key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "the precision-aware optimizer is Megatron-LM's (Transformer Engine's FusedAdam); choose the "
            "Megatron-LM framework or turn it off"));
    check.require(training.optimizer == Optimizer::AdamW, key,
        MEMLEDGER_TRANSLATABLE("Problem", "Megatron runs the precision-aware optimizer with adam only; choose AdamW"));
    check.require(scenario.parallel.distributedOptimizer, key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "Megatron runs the precision-aware optimizer only with the distributed optimizer; turn "
            "--distributed-optimizer on"));
    check.require(training.precision == Precision::Bf16Mixed || training.precision == Precision::Fp16Mixed, key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "the precision-aware optimizer keeps the master weights of 16-bit parameters; choose bf16 or fp16 "
            "mixed precision"));
    check.require(training.mainParamsDtype == StateDtype::Fp32 || training.mainParamsDtype == StateDtype::Fp16,
        "training.main_params_dtype",
        MEMLEDGER_TRANSLATABLE("Problem", "Megatron keeps master weights in fp32 or fp16 only (--main-params-dtype)"));
    check.require(training.mainGradsDtype == StateDtype::Fp32 || training.mainGradsDtype == StateDtype::Bf16,
        "training.main_grads_dtype",
        MEMLEDGER_TRANSLATABLE("Problem", "Megatron keeps main gradients in fp32 or bf16 only (--main-grads-dtype)"));
}

ProblemArgument capability(double value)
{
    char text[16];
    std::snprintf(text, sizeof text, "%.1f", value);
    return {text, nullptr};
}

// SOAP is modelled as Megatron-LM runs it (Emerging-Optimizers' SOAP on each rank's shards);
// other implementations keep other states (nikhilvyas/SOAP skips factors over 10,000 rows).
void checkSoap(Checker& check, const Scenario& scenario)
{
    if (scenario.training.optimizer != Optimizer::Soap)
        return;
    const char* key = "training.optimizer";
    check.require(scenario.framework == Framework::Megatron, key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "SOAP is modelled as Megatron-LM's --optimizer soap (Emerging-Optimizers); choose the Megatron-LM "
            "framework, or another optimizer"));
    check.require(scenario.parallel.fsdp == FsdpMode::None && scenario.parallel.zeroStage <= 1 &&
                      !scenario.memory.lora.enabled() && scenario.memory.offload.optimizer == OffloadTarget::None,
        key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "SOAP is modelled with Megatron's data parallelism and distributed optimizer only, not with sharded "
            "parameters, LoRA or an offloaded optimizer"));
}

// GaLore and APOLLO are modelled as galore_torch and apollo_torch run under the Hugging Face
// Trainer: each projector is computed from a whole matrix's gradient, so neither sharded
// states nor split matrices; the projected matrices are the blocks' nn.Linear weights
// ("attn", "mlp"), which MoE experts and GPT-2's Conv1D layers are not.
void checkLowRankOptimizer(Checker& check, const Scenario& scenario)
{
    const auto optimizer = scenario.training.optimizer;
    if (optimizer != Optimizer::GaLore && optimizer != Optimizer::Apollo)
        return;
    const char* key = "training.optimizer";
    const auto& p = scenario.parallel;
    check.require(p.fsdp == FsdpMode::None && p.zeroStage == 0 && !p.distributedOptimizer && p.tp == 1 &&
                      p.pp == 1 && p.cp == 1 && scenario.framework != Framework::Megatron,
        key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "GaLore and APOLLO project each matrix's whole gradient: they are modelled replicated (one GPU or "
            "plain data parallelism under the Hugging Face Trainer), not with ZeRO, FSDP, a distributed "
            "optimizer, tensor, pipeline or context parallelism"));
    check.require(!scenario.arch.moe.isMoe() && scenario.arch.block == BlockStyle::Llama && scenario.arch.mtpLayers == 0,
        key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "GaLore and APOLLO are modelled on dense Llama-style blocks, whose attention and MLP are nn.Linear "
            "layers; which experts (or GPT-2's Conv1D layers) the Trainer's optim_target_modules reaches "
            "depends on module names"));
    check.require(!scenario.memory.lora.enabled() && scenario.memory.offload.optimizer == OffloadTarget::None, key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "GaLore and APOLLO train every parameter on the GPU: not with LoRA or an offloaded optimizer"));
}

// Adam-mini is modelled as LLaMA-Factory builds it over a Hugging Face model: its blocks follow
// the parameter names of Llama-style blocks, and it sees whole matrices (or data-parallel
// shards of them), never Megatron's tensor or pipeline splits.
void checkAdamMini(Checker& check, const Scenario& scenario)
{
    if (scenario.training.optimizer != Optimizer::AdamMini)
        return;
    const char* key = "training.optimizer";
    const auto& p = scenario.parallel;
    check.require(p.tp == 1 && p.pp == 1 && p.cp == 1 && scenario.framework != Framework::Megatron, key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "Adam-mini is modelled under the Hugging Face Trainer (one GPU, data parallelism, ZeRO or FSDP), not "
            "with Megatron-LM, tensor, pipeline or context parallelism"));
    check.require(!scenario.arch.moe.isMoe() && scenario.arch.block == BlockStyle::Llama &&
                      scenario.arch.mtpLayers == 0 && adamMiniHeadsDivide(scenario.arch),
        key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "Adam-mini is modelled on dense Llama-style blocks whose q_proj and k_proj divide into hidden²/heads "
            "blocks; other models' blocks depend on their parameter names"));
    check.require(!scenario.memory.lora.enabled() && scenario.memory.offload.optimizer == OffloadTarget::None, key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "Adam-mini steps every parameter on the GPU: not with LoRA (its adapters are named like q_proj) or an "
            "offloaded optimizer"));
}

// Distributed Shampoo is modelled over a PyTorch model's own parameters, whole or as FSDP's
// dim-0 shards (its fully-shard distributor blocks each rank's shard): never ZeRO's flat
// partitions, Megatron-LM's or tensor parallelism's splits, experts, latent attention or LoRA.
void checkShampoo(Checker& check, const Scenario& scenario)
{
    if (scenario.training.optimizer != Optimizer::Shampoo)
        return;
    const char* key = "training.optimizer";
    const auto& p = scenario.parallel;
    check.require(p.tp == 1 && p.zeroStage == 0 && !p.distributedOptimizer && scenario.framework != Framework::Megatron &&
                      scenario.framework != Framework::DeepSpeed,
        key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "Shampoo is modelled over PyTorch's own parameters, whole (DDP) or sharded by FSDP: not with "
            "Megatron-LM, DeepSpeed's ZeRO or tensor parallelism, whose splits it would precondition differently"));
    check.require(!scenario.arch.moe.isMoe() && scenario.arch.block == BlockStyle::Llama &&
                      !scenario.arch.mla.enabled() && scenario.arch.mtpLayers == 0,
        key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "Shampoo is modelled on dense Llama-style blocks, whose parameters' shapes it blocks; experts, latent "
            "attention and multi-token prediction are not"));
    check.require(!scenario.memory.lora.enabled() && scenario.memory.offload.optimizer == OffloadTarget::None, key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "Shampoo preconditions every parameter on the GPU: not with LoRA or an offloaded optimizer"));
}

// A teacher is modelled as torchtune's knowledge_distillation recipes run it: beside a student
// trained alone (one GPU, or data parallel with FSDP), never next to an RL job's other models.
void checkTeacher(Checker& check, const Scenario& scenario)
{
    const Teacher& teacher = scenario.teacher;
    if (!teacher.enabled())
        return;
    const char* key = "teacher.model";
    check.require(teacher.arch.vocab == scenario.arch.vocab, key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "the teacher's vocabulary (%1 tokens) is not the student's (%2): the distillation loss compares their "
            "distributions token by token over one tokenizer; choose a teacher of the student's family"),
        [&] { return std::vector { number(teacher.arch.vocab), number(scenario.arch.vocab) }; });
    const auto& p = scenario.parallel;
    check.require(p.tp == 1 && p.pp == 1 && p.cp == 1 && p.ep == 1 && scenario.framework != Framework::Megatron, key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "distillation is modelled as torchtune's recipes run it, on one GPU or data parallel with FSDP; not "
            "with Megatron-LM, tensor, pipeline, context or expert parallelism"));
    check.require(!scenario.rollout.enabled() && !scenario.reference.enabled() && !scenario.critic.enabled(), key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "a teacher beside a rollout engine, a reference model or a critic (on-policy distillation in an RL "
            "job) is not modelled; remove the teacher or the RL job's models"));
    check.require(!teacher.offload || effectiveShardStage(scenario) >= 3, "teacher.offload",
        MEMLEDGER_TRANSLATABLE("Problem",
            "torchtune offloads the teacher with FSDP's CPU offload of sharded parameters; shard the parameters "
            "(--fsdp full-shard) or keep the teacher on the GPU"));
}

// What Transformer Engine and Megatron-LM refuse of a low-precision recipe.
void checkTransformerEngine(Checker& check, const Scenario& scenario)
{
    const auto& training = scenario.training;
    check.require(!training.fp8Params || training.fp8Recipe != Fp8Recipe::Off, "training.fp8_params",
        MEMLEDGER_TRANSLATABLE("Problem",
            "quantized primary weights are stored in a Transformer Engine recipe's format; choose a recipe "
            "(--fp8-recipe) or turn this off"));
    // Torch FSDP keeps fp32 sharded parameters as the master: Megatron turns its FP8 parameters
    // off there (arguments.py), and no other stack stores them quantized.
    check.require(!training.fp8Params || scenario.framework == Framework::Megatron, "training.fp8_params",
        MEMLEDGER_TRANSLATABLE("Problem",
            "quantized primary weights are Megatron-LM's (--fp8-param-gather, with the distributed optimizer or "
            "Megatron-FSDP); choose the Megatron-LM framework or turn this off"));
    // Megatron's local implementation has no Transformer Engine layers to quantize or overlap.
    const bool local = scenario.framework == Framework::Megatron && !megatronTransformerEngineBlocks(scenario);
    check.require(!local || scenario.memory.attention == Attention::Eager, "memory.transformer_impl",
        MEMLEDGER_TRANSLATABLE("Problem",
            "Megatron-LM's local transformer implementation computes attention unfused (DotProductAttention), "
            "keeping the s × s scores: choose eager attention, or --transformer-impl transformer-engine for "
            "FlashAttention"));
    check.require(!local || !scenario.parallel.tpCommOverlap, "parallel.tp_comm_overlap",
        MEMLEDGER_TRANSLATABLE("Problem",
            "the TP communication overlap is Transformer Engine's (Userbuffers); Megatron-LM's local transformer "
            "implementation has none: choose --transformer-impl transformer-engine or turn the overlap off"));
    if (training.fp8Recipe == Fp8Recipe::Off)
        return;
    const char* key = "training.fp8_recipe";
    check.require(!local, key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "Transformer Engine's recipes quantize its own layers; Megatron-LM's local transformer implementation "
            "has none: choose --transformer-impl transformer-engine or turn the recipe off"));
    check.require(!training.float8, key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "Transformer Engine's recipe and torchao's float8 linears would replace the same linears; choose one"));
    check.require(!scenario.memory.lora.enabled(), key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "Transformer Engine's recipes are modelled for full training, not for LoRA adapters on quantized "
            "linears; turn LoRA or the recipe off"));
    const double cc = scenario.hardware.computeCapability;
    const double needed = minimumComputeCapability(training.fp8Recipe);
    check.require(cc <= 0 || cc >= needed, key,
        MEMLEDGER_TRANSLATABLE("Problem",
            "Transformer Engine runs %1 on compute capability %2 or later; this GPU's is %3: choose another "
            "recipe or GPU"),
        [&] { return std::vector { ProblemArgument {toString(training.fp8Recipe), nullptr}, capability(needed), capability(cc) }; });
}

void checkTraining(Checker& check, const Scenario& scenario)
{
    const auto& training = scenario.training;
    const bool bufferFramework = frameworkProfile(scenario.framework).persistentGradBuffer;
    if (training.optimizerInBackward) {
        check.require(scenario.gradAccumSteps() == 1, "training.optimizer_in_backward",
            MEMLEDGER_TRANSLATABLE("Problem",
                "the optimizer steps each gradient as backward produces it, so gradients cannot "
                "accumulate; set gradient accumulation to 1 or turn optimizer-in-backward off"));
        check.require(!bufferFramework, "training.optimizer_in_backward",
            MEMLEDGER_TRANSLATABLE("Problem",
                "optimizer-in-backward frees each gradient at once, but this framework keeps a gradient "
                "buffer; choose the generic, FSDP or Hugging Face Trainer framework"));
        check.require(training.optimizer != Optimizer::None, "training.optimizer_in_backward",
            MEMLEDGER_TRANSLATABLE("Problem", "there is no optimizer to step in backward with optimizer none"));
    }
    const auto o = training.optimizer;
    check.require(
        !training.pagedOptimizer || o == Optimizer::AdamW || o == Optimizer::AdamW8bit || o == Optimizer::Lion,
        "training.paged_optimizer",
        MEMLEDGER_TRANSLATABLE("Problem",
            "bitsandbytes pages the states of AdamW, 8-bit AdamW and Lion only; choose one of them or "
            "turn paging off"));
    check.require(!training.pagedOptimizer || scenario.memory.offload.optimizer == OffloadTarget::None,
        "training.paged_optimizer",
        MEMLEDGER_TRANSLATABLE("Problem",
            "a paged optimizer already moves its states to host memory on demand; turn optimizer "
            "offload off"));
    // Each range allows a job's extreme (16 Mi tokens of context, a million sequences for a tiny
    // model), but not both at once: 2^44 tokens a pass is no job, and its byte counts leave
    // what 64 bits hold. A million-token context at a micro-batch of 64 is the most allowed.
    check.require(training.seq * training.microBatch <= kMostMicroBatchTokens, "training.micro_batch",
        MEMLEDGER_TRANSLATABLE("Problem",
            "a micro-batch of %1 sequences of %2 tokens is %3 tokens in one pass, more than any training job "
            "holds; keep sequence × micro-batch at most %4 tokens"),
        [&] {
            return std::vector<ProblemArgument>{number(training.microBatch), number(training.seq),
                number(training.seq * training.microBatch), number(kMostMicroBatchTokens)};
        });
    // As Megatron's num_microbatches calculator: the global batch splits into whole micro-batches per replica.
    const std::int64_t perStep = training.microBatch * scenario.parallel.dp;
    check.require(training.globalBatch <= 0 || perStep <= 0 || training.globalBatch % perStep == 0,
        "training.global_batch",
        MEMLEDGER_TRANSLATABLE("Problem",
            "the global batch %1 is not a multiple of micro-batch %2 × %3 data-parallel GPUs; the framework "
            "refuses it: change the batch, the micro-batch or the GPUs"),
        [&] {
            return std::vector { number(training.globalBatch), number(training.microBatch),
                number(scenario.parallel.dp) };
        });
    check.require(training.seqMean <= training.seq, "training.seq_mean",
        MEMLEDGER_TRANSLATABLE("Problem",
            "the mean padded length (%1) is longer than the longest batch, training.seq (%2); give the "
            "longest batch as the sequence length and the mean as seq_mean"),
        [&] {
            return std::vector { number(training.seqMean), number(training.seq) };
        });
    check.require(!training.float8 || training.precision != Precision::Fp32, "training.float8",
        MEMLEDGER_TRANSLATABLE(
            "Problem", "float8 linears cast 16-bit activations and weights; choose a bf16 or fp16 precision"));
    checkPrecisionAwareOptimizer(check, scenario);
    checkTransformerEngine(check, scenario);
    checkSoap(check, scenario);
    checkLowRankOptimizer(check, scenario);
    checkAdamMini(check, scenario);
    checkShampoo(check, scenario);
    checkTeacher(check, scenario);
    check.require(!training.float8AllGather || training.float8, "training.float8_all_gather",
        MEMLEDGER_TRANSLATABLE(
            "Problem", "the float8 all-gather sends the weights of float8 linears; turn --float8 on or this off"));
    check.require(
        !training.float8AllGather || (scenario.parallel.fsdp != FsdpMode::None && effectiveShardStage(scenario) >= 3),
        "training.float8_all_gather",
        MEMLEDGER_TRANSLATABLE("Problem",
            "only FSDP all-gathers parameters: shard them with --fsdp full-shard or hybrid-shard, or "
            "turn this off"));
}

} // namespace

std::string filledPattern(const std::string& pattern, const std::vector<std::string>& texts)
{
    std::string out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char next = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
        const auto index = static_cast<std::size_t>(next - '1');
        if (pattern[i] == '%' && next >= '1' && next <= '9' && index < texts.size()) {
            out += texts[index];
            ++i;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

Problem templatedProblem(const char* field, const char* pattern, std::vector<ProblemArgument> arguments,
                         const char* context)
{
    std::vector<std::string> texts;
    for (const auto& argument : arguments)
        texts.push_back(argument.text);
    return { field, filledPattern(pattern, texts), pattern, std::move(arguments), context, {} };
}

std::string translatedPattern(
    const char* context, const char* pattern, const std::vector<ProblemArgument>& arguments, const Translate& translate)
{
    std::vector<std::string> texts;
    for (const auto& argument : arguments)
        texts.push_back(
            argument.context ? translated(translate, argument.context, argument.text.c_str()) : argument.text);
    return filledPattern(translated(translate, context, pattern), texts);
}

std::string problemText(const Problem& problem, const Translate& translate)
{
    if (!problem.pattern)
        return problem.message;
    return problem.lead + translatedPattern(problem.context, problem.pattern, problem.arguments, translate);
}

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
    if (problems.empty())
        checkRollout(check, scenario);
    return problems;
}

} // namespace memledger::model
