#include "model/ledger/ledger.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

#include "model/core/allocator_settings.h"
#include "model/core/cublas_workspace.h"
#include "model/core/quantity_format.h"
#include "model/core/sources.h"
#include "model/core/te_quantization.h"
#include "model/core/translatable.h"
#include "model/ledger/activation_terms.h"
#include "model/ledger/backward_end.h"
#include "model/ledger/critic_terms.h"
#include "model/ledger/instant_ledger.h"
#include "model/ledger/library_workspaces.h"
#include "model/ledger/logprob_terms.h"
#include "model/ledger/phase_offload.h"
#include "model/ledger/model_states.h"
#include "model/ledger/overheads.h"
#include "model/ledger/rollout_terms.h"
#include "model/ledger/teacher_terms.h"
#include "model/ledger/weight_sync_terms.h"

namespace memledger::model {

namespace {

using detail::EstimateContext;
using detail::StageShape;

double shardDegree(const Scenario& scenario)
{
    // Megatron's distributed optimizer shards over the data-parallel group with context
    // parallelism, split into its instances (parallel_state.py intra_partial_data_parallel_size).
    if (scenario.framework == Framework::Megatron && scenario.parallel.fsdp != FsdpMode::HybridShard)
        return static_cast<double>(scenario.parallel.dp) * scenario.parallel.cp /
               std::max(1, scenario.parallel.optimizerInstances);
    return fsdpShardRanks(scenario);
}

// The experts' states shard over their own data parallelism: the ranks of the sharding
// group that hold the same experts. Megatron: world / (ETP·EP·PP) = DP·CP·TP / (EP·ETP)
// (parallel_state.py; distributed_data_parallel.py shards expert buffers over
// intra_expt_dp_group); with ETP = TP that is the dense group ÷ EP, as before.
double expertShardDegree(const Scenario& scenario, double shard)
{
    const auto& par = scenario.parallel;
    return std::max(1.0, shard * par.tp / (static_cast<double>(par.ep) * par.expertTp()));
}

StageShape shapeStage(const EstimateContext& context, int stage, int firstLayer, int layers)
{
    const auto& scenario = context.scenario;
    const auto& p = context.params;
    const auto& par = scenario.parallel;
    const double t = par.tp;
    StageShape shape;
    shape.stage = stage;
    shape.layers = layers;
    if (chunksPerRank(scenario) == 1) {
        // One contiguous stage a rank: the planner's path, which allocates nothing.
        shape.first = stage == 0;
        shape.last = stage == par.pp - 1;
        shape.denseLayers = layers - scenario.arch.moe.expertLayersIn(firstLayer, layers);
        shape.firstLayerMoe = layers > 0 && scenario.arch.moe.hasExperts(firstLayer);
    } else {
        // Looped, V-shaped or two-way stages: the embedding, the head and the dense layers
        // are where the schedule places them.
        const RankSummary placement = summarizeRank(scenario, stage);
        shape.first = placement.embedding;
        shape.last = placement.head;
        shape.denseLayers = placement.denseLayers;
        shape.firstLayerMoe = layers > 0 && scenario.arch.moe.hasExperts(placement.firstLayer);
    }
    shape.moeLayers = layers - shape.denseLayers;
    const double ld = shape.denseLayers;
    const double lm = shape.moeLayers;

    shape.nonExpertParams = (ld * (p.dense.attention + p.dense.mlp) + lm * (p.moe.attention + p.moe.mlp)) / t +
                            ld * (p.dense.norms + p.dense.latent) + lm * (p.moe.norms + p.moe.router + p.moe.latent);
    // What is not a hidden matrix: a layer's norms (replicated) and biases (split with their
    // linears), the embeddings and the output layer.
    const auto scalars = [t](const LayerParams& layer) {
        return layer.norms + (layer.total() - layer.linearWeights - layer.router - layer.norms) / t;
    };
    shape.scalarParams = ld * scalars(p.dense) + lm * scalars(p.moe);
    if (shape.first) {
        shape.nonExpertParams += p.embedding / t + p.positions;
        shape.scalarParams += p.embedding / t + p.positions;
    }
    if (shape.last) {
        double head = p.finalNorm + p.outputLayer / t;
        if (scenario.arch.tiedEmbeddings && par.pp > 1)
            head += p.embedding / t;  // the LM head's copy of the tied embedding
        shape.nonExpertParams += head;
        shape.scalarParams += head;
    }
    const double expertRanks = par.ep * static_cast<double>(par.expertTp());
    shape.expertParams = lm * p.moe.routedExperts / expertRanks;
    // Multi-token prediction sits on the last stage with its own embedding when that is not
    // the first (gpt_model.py: `if self.pre_process or self.mtp_process`).
    if (shape.last && p.mtpLayers > 0) {
        const LayerParams& mtp = p.mtpMoe ? p.moe : p.dense;
        shape.mtpLayers = p.mtpLayers;
        shape.mtpMoe = p.mtpMoe;
        shape.nonExpertParams += p.mtpLayers * ((mtp.attention + mtp.mlp + p.mtpProjection) / t + mtp.norms +
                                                mtp.router + mtp.latent + p.mtpNorms);
        shape.expertParams += p.mtpLayers * mtp.routedExperts / expertRanks;
        shape.scalarParams += p.mtpLayers * (scalars(mtp) + p.mtpNorms);
        if (!shape.first) {
            shape.nonExpertParams += p.embedding / t + p.positions;
            shape.scalarParams += p.embedding / t + p.positions;
        }
    }

    // The rank's share of the linears: of the parameters the TP, EP and latent splits place
    // (norms and routers aside), the linear weights' part (biases are the rest).
    const auto placed = [](const LayerParams& l) { return l.attention + l.mlp + l.routedExperts + l.latent; };
    const double layerParams = ld * placed(p.dense) + lm * placed(p.moe);
    const double linearWeights = ld * p.dense.linearWeights + lm * p.moe.linearWeights;
    const double layerParamsOnRank = (ld * (p.dense.attention + p.dense.mlp) + lm * (p.moe.attention + p.moe.mlp)) / t +
                                     ld * p.dense.latent + lm * p.moe.latent + shape.expertParams;
    shape.quantizable = layerParams > 0 ? layerParamsOnRank * linearWeights / layerParams : 0;
    shape.trainable = scenario.memory.lora.enabled()
                          ? (ld * p.dense.loraAdapters + lm * p.moe.loraAdapters) / t
                          : shape.nonExpertParams + shape.expertParams;
    shape.inFlight = inFlightMicroBatches(scenario, stage);
    shape.headInFlight = headMicroBatchesInFlight(scenario);
    return shape;
}

// The bytes each term adds at each instant: allocated, outside the allocator, or the
// allocator's reserve. The CUDA context is outside the allocator at every instant.
void addTermsAtInstants(StageLedger& ledger)
{
    ledger.allocatedAt.fill(0);
    ledger.outsideAt.fill(0);
    ledger.totalAt.fill(0);
    for (const auto& term : ledger.terms) {
        const bool context = term.category == Category::CudaContext;
        auto& at = context || term.outsideAllocator ? ledger.outsideAt
                   : term.category == Category::Fragmentation ? ledger.totalAt
                                                              : ledger.allocatedAt;
        const unsigned live = context ? ~0u : term.liveAt;
        for (std::size_t i = 0; i < at.size(); ++i)
            if (live & (1u << i))
                at[i] += term.bytes;
    }
}

// The peak instant, the total and what each category holds then, from the instants' bytes.
void settlePeak(StageLedger& ledger)
{
    for (std::size_t i = 0; i < ledger.totalAt.size(); ++i)
        ledger.totalAt[i] += ledger.allocatedAt[i] + ledger.outsideAt[i];
    const auto peak = std::max_element(ledger.totalAt.begin(), ledger.totalAt.end());
    ledger.peakInstant = static_cast<Instant>(peak - ledger.totalAt.begin());
    ledger.total = *peak;
    ledger.peakAllocated = *std::max_element(ledger.allocatedAt.begin(), ledger.allocatedAt.end());
    // A stage without the loss holds as much at its loss instant as in its layers' backward
    // when those add nothing: the peak is then the layers' backward, which the stage has.
    const auto at = [&](Instant i) { return ledger.totalAt[static_cast<std::size_t>(i)]; };
    if (ledger.peakInstant == Instant::LossBackward && at(Instant::BackwardPeak) >= at(Instant::LossBackward))
        ledger.peakInstant = Instant::BackwardPeak;
    ledger.atPeak = categoriesAt(ledger, ledger.peakInstant);
}

// The stage's instants, peak and total from its terms (the fragmentation term included).
void settleInstants(StageLedger& ledger)
{
    addTermsAtInstants(ledger);
    settlePeak(ledger);
}

void settle(StageLedger& ledger, const Scenario& scenario)
{
    addTermsAtInstants(ledger);
    Term fragmentation = assumedFragmentation(scenario.overheads.fragmentation,
                                              *std::max_element(ledger.allocatedAt.begin(), ledger.allocatedAt.end()));
    // A sleeping engine is woken after the trainer empties its cache (verl's
    // aggressive_empty_cache, TRL's empty_cache before wake_up): the reserve is not held
    // while its weights are synced or it generates. An engine that never sleeps leaves the
    // trainer's cache as it is. The log-prob passes are the trainer's own: its reserve is
    // held through them.
    if (scenario.rollout.enabled() && scenario.rollout.sleepLevel == 0)
        fragmentation.liveAt |= kLiveRollout | kLiveWeightSync;
    if (scenario.hasLogProbPasses())
        fragmentation.liveAt |= kLiveLogProb;
    for (std::size_t i = 0; i < ledger.totalAt.size(); ++i)
        if (fragmentation.liveAt & (1u << i))
            ledger.totalAt[i] += fragmentation.bytes;
    ledger.terms.push_back(fragmentation);
    settlePeak(ledger);
}

void settleWorstStage(Estimate& result)
{
    const auto worst = std::max_element(result.stages.begin(), result.stages.end(),
                                        [](const StageLedger& a, const StageLedger& b) { return a.total < b.total; });
    result.worstStage = static_cast<int>(worst - result.stages.begin());
    result.fits = worst->total <= result.capacity && result.host.fits() && result.nvme.fits();
}

// True when `shape` equals the previous stage's shape except for fewer (or as many)
// micro-batches in flight. The term builders read the in-flight count only as a
// factor of activation bytes, so such a stage holds no more than the previous one
// and cannot be the worst; with nothing offloaded it adds nothing to host or NVMe.
bool holdsNoMoreThan(const StageShape& shape, const StageShape& previous)
{
    return shape.layers == previous.layers && shape.denseLayers == previous.denseLayers &&
           shape.mtpLayers == previous.mtpLayers &&
           shape.moeLayers == previous.moeLayers && shape.firstLayerMoe == previous.firstLayerMoe &&
           shape.first == previous.first && shape.last == previous.last &&
           shape.nonExpertParams == previous.nonExpertParams && shape.expertParams == previous.expertParams &&
           shape.quantizable == previous.quantizable && shape.trainable == previous.trainable &&
           shape.scalarParams == previous.scalarParams &&
           shape.inFlight <= previous.inFlight;
}

// Back to a default Estimate, but vectors are cleared rather than freed so that a
// reused Estimate evaluates the next layout without allocating.
void resetKeepingCapacity(Estimate& result)
{
    result.problems.clear();
    result.params = {};
    result.routing = {};
    result.rollout = {};
    for (LayerInventory* inventory : {&result.denseInventory, &result.moeInventory}) {
        inventory->tensors.clear();
        inventory->total = inventory->selectiveDrops = inventory->checkpoint = inventory->opKept = inventory->largestTensor = 0;
    }
    for (auto& stage : result.stages) {
        auto terms = std::move(stage.terms);
        terms.clear();
        stage = StageLedger{};
        stage.terms = std::move(terms);
    }
    for (OffloadLedger* ledger : {&result.host, &result.nvme}) {
        ledger->terms.clear();
        ledger->total = ledger->capacity = 0;
    }
    result.worstStage = 0;
    result.capacity = result.usable = 0;
    result.fits = false;
    result.fragmentation.simulated = false;
    result.fragmentation.allocConf.clear();
    result.fragmentation.fallbackReason.reset();
}

}  // namespace

const Term* findTerm(const StageLedger& stage, std::string_view id)
{
    for (const auto& term : stage.terms)
        if (id == term.id)
            return &term;
    return nullptr;
}

namespace {

// Sizes each within its range can still multiply past any meaning: such a ledger is
// refused with its total rather than shown, so no face prints a count that has wrapped.
void refuseAbsurdTotals(Estimate& result)
{
    const double gpu = result.worst().total;
    const double host = std::max(result.host.total, result.nvme.total);
    if (gpu <= kMostBytesPerGpu && host <= kMostBytesPerGpu)
        return;
    const double most = std::isfinite(gpu) && gpu > host ? gpu : host;
    char exbibytes[40];
    std::snprintf(exbibytes, sizeof exbibytes, "%.3g", most / kMostBytesPerGpu);
    result.problems.push_back(templatedProblem(
        "training.micro_batch",
        MEMLEDGER_TRANSLATABLE("Problem", "one GPU or its host would need %1 EiB, more than a million times any "
                                          "device; check the sequence, micro-batch and model sizes"),
        {{exbibytes}}));
    result.stages.clear();
}

// What an RL job's ledger does not count yet, said on every estimate of one.
void addRolloutWarnings(const Scenario& scenario, Estimate& result)
{
    const RolloutPool& pool = result.rollout;
    if (!pool.enabled)
        return;
    result.warnings.push_back(templatedProblem("rollout.engine",
        MEMLEDGER_TRANSLATABLE("Problem", "an RL step's reward models are not counted yet: the ledger holds the "
                                          "policy's update, the log-prob passes, the reference model, the critic, "
                                          "the rollout engine and the weight sync")));
    if (scenario.memory.lora.enabled() && effectiveShardStage(scenario) >= 3)
        result.warnings.push_back(templatedProblem("memory.lora.rank",
            MEMLEDGER_TRANSLATABLE("Problem", "with LoRA on sharded parameters, TRL gathers the whole model to merge "
                                              "the adapters before the weight sync; the sync is counted one "
                                              "parameter at a time")));
    const bool sglang = pool.engine == RolloutEngine::Sglang;
    result.warnings.push_back(templatedProblem("rollout.engine",
        sglang ? MEMLEDGER_TRANSLATABLE("Problem", "SGLang's CUDA graphs and their input buffers (among them fp32 "
                                                   "logits of its largest captured batch over the vocabulary), which "
                                                   "sleep does not free under verl, are not counted: they take what "
                                                   "mem_fraction_static leaves free")
               : MEMLEDGER_TRANSLATABLE("Problem", "the rollout engine's CUDA-graph pool and persistent buffers, which "
                                                   "sleep does not free, are not counted (vLLM before 0.21 captures "
                                                   "its graphs outside gpu_memory_utilization)")));
    if (sglang && scenario.arch.slidingLayers > 0 && scenario.arch.slidingWindow > 0)
        result.warnings.push_back(templatedProblem("rollout.engine",
            MEMLEDGER_TRANSLATABLE("Problem", "SGLang gives the sliding-window layers a pool of their own "
                                              "(swa_full_tokens_ratio), which is not modelled: its KV cache is "
                                              "sized as if every layer attended to the whole sequence")));
    if (scenario.memory.lora.enabled())
        result.warnings.push_back(templatedProblem("memory.lora.rank",
            MEMLEDGER_TRANSLATABLE("Problem", "the rollout engine's LoRA buffers are not counted (they are inside "
                                              "its budget, which the KV cache shrinks to make room for)")));
    if (pool.cacheShort())
        result.warnings.push_back(templatedProblem("rollout.max_num_seqs",
            sglang ? MEMLEDGER_TRANSLATABLE("Problem", "the rollout engine's KV cache holds %1 tokens, fewer than %2 "
                                                       "sequences of %3 tokens want: SGLang retracts running "
                                                       "requests and queues them again, so generation slows (memory "
                                                       "does not grow)")
                   : MEMLEDGER_TRANSLATABLE("Problem", "the rollout engine's KV cache holds %1 tokens, fewer than %2 "
                                                       "sequences of %3 tokens want: vLLM preempts and recomputes "
                                                       "sequences, so generation slows (memory does not grow)"),
            {{std::to_string(pool.tokens)}, {std::to_string(pool.maxNumSeqs)}, {std::to_string(scenario.training.seq)}}));
}

// What the schedules beyond 1F1B leave out, said on every estimate of one.
void addScheduleWarnings(const Scenario& scenario, Estimate& result)
{
    const PipelineSchedule schedule = scenario.parallel.schedule;
    if (scenario.parallel.pp <= 1 || schedule == PipelineSchedule::OneFOneB || schedule == PipelineSchedule::GPipe)
        return;
    if (schedule == PipelineSchedule::DualPipe)
        result.warnings.push_back(templatedProblem("parallel.schedule",
            MEMLEDGER_TRANSLATABLE("Problem", "DualPipe's two stages on each rank are counted with their own gradients "
                                              "and optimizer states, as its example builds them (two modules a "
                                              "rank, their gradients summed across the pair of ranks); an "
                                              "implementation that shards the states over the pair holds half of "
                                              "them")));
    result.warnings.push_back(templatedProblem("parallel.schedule",
        MEMLEDGER_TRANSLATABLE("Problem", "the zero-bubble schedules' weight-gradient passes are counted with their "
                                          "input-gradient pass: the timeline's bubble is an upper bound, and what a "
                                          "deferred weight pass keeps (its layers' inputs and output gradients) is "
                                          "not counted where the cool-down defers it")));
}

// Quantized linears on a GPU whose preset states no FP8 (or FP4) peak: the memory is counted,
// the step time runs their GEMMs at the 16-bit rate.
// PyTorch warns and keeps its default when CUBLAS_WORKSPACE_CONFIG has no :SIZE:COUNT.
void addCublasWorkspaceWarning(const Scenario& scenario, Estimate& result)
{
    if (scenario.hardware.computeCapability <= 0)
        result.warnings.push_back(templatedProblem("hardware.compute_capability",
            MEMLEDGER_TRANSLATABLE("Problem", "the GPU's CUDA compute capability is unknown (an AMD GPU, or a card "
                                              "without one set): its BLAS workspaces are counted at CUDA's sizes from "
                                              "Hopper on; ROCm's PyTorch keeps larger ones on MI300-class GPUs "
                                              "(128 MiB for hipBLAS and 76–80 MiB for hipBLASLt per handle)")));
    const std::string& config = scenario.memory.cublasWorkspaceConfig;
    if (config.empty() || parseCublasWorkspaceConfig(config).parsed)
        return;
    result.warnings.push_back(templatedProblem("memory.cublas_workspace_config",
        MEMLEDGER_TRANSLATABLE("Problem", "CUBLAS_WORKSPACE_CONFIG \"%1\" has no :SIZE:COUNT: PyTorch warns and keeps "
                                          "its default workspace, %2, which the ledger counts"),
        {{config}, {bytesText(defaultCublasWorkspaceBytes(scenario.hardware.computeCapability), ByteUnit::GiB)}}));
}

void addLowPrecisionWarnings(const Scenario& scenario, Estimate& result)
{
    const auto& training = scenario.training;
    if (!quantizedLinears(scenario) || lowPrecisionPeak(scenario) > 0)
        return;
    const bool fp4 = training.fp8Recipe == Fp8Recipe::Nvfp4;
    result.warnings.push_back(templatedProblem(fp4 ? "hardware.peak_flops_fp4" : "hardware.peak_flops_fp8",
        fp4 ? MEMLEDGER_TRANSLATABLE("Problem", "the GPU states no FP4 peak: the step time runs the NVFP4 GEMMs at the "
                                                "BF16 rate; the memory is counted")
            : MEMLEDGER_TRANSLATABLE("Problem", "the GPU states no FP8 peak: the step time runs the FP8 GEMMs at the "
                                                "BF16 rate; the memory is counted")));
}

}  // namespace

Estimate estimate(const Scenario& scenario)
{
    Estimate result;
    estimateInto(scenario, {}, result);
    if (result.valid() && !scenario.memory.allocConf.empty())
        for (Problem& warning : parseAllocatorSettings(scenario.memory.allocConf).warnings)
            result.warnings.push_back(std::move(warning));
    if (result.valid())
        addRolloutWarnings(scenario, result);
    if (result.valid()) {
        addScheduleWarnings(scenario, result);
        addLowPrecisionWarnings(scenario, result);
        addCublasWorkspaceWarning(scenario, result);
    }
    if (result.valid() && scenario.critic.enabled())
        result.warnings.push_back(templatedProblem("critic.model",
            MEMLEDGER_TRANSLATABLE("Problem", "the critic's own update is taken as no larger than the policy's (the "
                                              "same network and micro-batch, no vocabulary-wide loss); a larger "
                                              "critic micro-batch, such as verl's default token budget of twice the "
                                              "actor's, is not modelled")));
    // Checked here rather than in estimateInto: the planner's hot path has no use for it.
    const auto& arch = scenario.arch;
    // Only a named model (a preset or an imported config) has a maximum that means anything.
    if (result.valid() && !arch.name.empty() && arch.maxPositions > 0 && scenario.training.seq > arch.maxPositions)
        result.warnings.push_back(templatedProblem(
            "training.seq",
            MEMLEDGER_TRANSLATABLE("Problem", "the sequence (%1 tokens) is longer than the model's maximum positions "
                                              "(%2): it was not trained for it; use a long-context variant or RoPE "
                                              "scaling"),
            {{std::to_string(scenario.training.seq)}, {std::to_string(arch.maxPositions)}}));
    return result;
}

namespace {

// SGLang sizes its cache from the memory free when it starts, the least over its ranks: the
// trainer's weights on the fullest stage are taken. Refused as SGLang stops when the cache
// gets nothing, or less than one sequence (it rejects such a request).
bool sizeSglangEngine(const EstimateContext& context, const std::vector<int>& layers, Estimate& result)
{
    const Scenario& scenario = context.scenario;
    double atStart = 0;
    int firstLayer = 0;
    for (std::size_t i = 0; i < layers.size(); ++i) {
        const StageShape shape = shapeStage(context, static_cast<int>(i), firstLayer, layers[i]);
        firstLayer += layers[i];
        atStart = std::max(atStart, detail::trainerWeightsAtEngineStart(context, shape));
    }
    result.rollout = rolloutPool(scenario, result.params, atStart);
    const RolloutPool& pool = result.rollout;
    const auto gib = [](double bytes) { return ProblemArgument{bytesText(bytes, ByteUnit::GiB), nullptr}; };
    if (pool.tokens <= 0) {
        result.problems.push_back(templatedProblem("rollout.gpu_memory_utilization",
            MEMLEDGER_TRANSLATABLE("Problem",
                "SGLang's budget, %1 of the %2 free when it starts (the trainer's weights then take %3), does not "
                "hold its weights (%4): it stops at start-up with no memory for the KV cache; raise "
                "gpu_memory_utilization (mem_fraction_static) or the engine's tensor parallelism, or offload the "
                "trainer's parameters"),
            {{numberText(scenario.rollout.gpuMemoryUtilization)}, gib(pool.startFree), gib(pool.trainerAtStart),
             gib(pool.weights)}));
        return false;
    }
    if (pool.tokens < scenario.training.seq) {
        result.problems.push_back(templatedProblem("rollout.gpu_memory_utilization",
            MEMLEDGER_TRANSLATABLE("Problem",
                "SGLang's KV cache holds %1 tokens, fewer than one sequence of %2: it rejects every request that "
                "long; raise gpu_memory_utilization (mem_fraction_static) or the engine's tensor parallelism, or "
                "use an fp8 KV cache"),
            {{std::to_string(pool.tokens)}, {std::to_string(scenario.training.seq)}}));
        return false;
    }
    return true;
}

}  // namespace

void estimateInto(const Scenario& scenario, const EstimateInputs& inputs, Estimate& result)
{
    resetKeepingCapacity(result);
    result.problems = validate(scenario);
    if (!result.problems.empty())
        return;

    const FrameworkProfile& profile = frameworkProfile(scenario.framework);
    result.params = inputs.params ? *inputs.params : countParameters(scenario);
    result.denseInventory = inputs.dense ? *inputs.dense : layerInventory(scenario, false);
    if (scenario.arch.moe.isMoe())
        result.moeInventory = inputs.moe ? *inputs.moe : layerInventory(scenario, true);
    result.routing = routedLoad(scenario);
    // SGLang's pool rests on the stages' resident weights: sized below, once the stages' shapes exist.
    if (scenario.rollout.engine != RolloutEngine::Sglang)
        result.rollout = rolloutPool(scenario, result.params);

    const double shard = shardDegree(scenario);
    const EstimateContext context{scenario,
                                  profile,
                                  result.params,
                                  result.denseInventory,
                                  result.moeInventory,
                                  effectiveShardStage(scenario),
                                  shard,
                                  expertShardDegree(scenario, shard),
                                  static_cast<double>(std::min(scenario.worldSize(), scenario.hardware.gpusPerNode)),
                                  result.routing};

    result.host.capacity = scenario.hardware.hostRamBytes;
    result.nvme.capacity = scenario.hardware.nvmeBytes;
    result.capacity = scenario.hardware.memoryBytes;
    const std::vector<int> layers = stageLayerCounts(scenario);
    if (scenario.rollout.engine == RolloutEngine::Sglang && !sizeSglangEngine(context, layers, result))
        return;
    result.stages.resize(layers.size());
    int firstLayer = 0;
    StageShape previous;
    std::array<double, 2> offloaded{};  // host and NVMe bytes the last built stage added
    for (std::size_t i = 0; i < layers.size(); ++i) {
        StageLedger& ledger = result.stages[i];
        ledger.terms.reserve(24);
        const StageShape shape = shapeStage(context, static_cast<int>(i), firstLayer, layers[i]);
        firstLayer += layers[i];
        ledger.stage = shape.stage;
        ledger.layers = shape.layers;
        ledger.inFlight = shape.inFlight;
        ledger.paramsOnRank = shape.nonExpertParams + shape.expertParams;
        // Offloaded states depend on the shape alone, so a skipped stage adds what the
        // stage it repeats added to host and NVMe (offloaded activations depend on n_mb).
        const bool dominated = inputs.worstStageOnly && i > 0 &&
                               scenario.memory.offload.activations == OffloadTarget::None &&
                               holdsNoMoreThan(shape, previous);
        previous = shape;
        if (dominated) {
            result.host.total += offloaded[0];
            result.nvme.total += offloaded[1];
            continue;
        }
        offloaded = {result.host.total, result.nvme.total};
        detail::StageSink sink{ledger, result.host, result.nvme};
        const std::size_t hostFrom = result.host.terms.size();
        const std::size_t nvmeFrom = result.nvme.terms.size();
        detail::addModelStates(context, shape, sink);
        detail::addCritic(context, shape, sink, hostFrom, nvmeFrom);
        detail::addActivations(context, shape, sink);
        detail::addTemporaries(context, shape, sink);
        detail::addBackwardEnd(context, shape, sink);
        detail::addFixedOverheads(context, sink);
        detail::addLibraryWorkspaces(context, shape, sink);
        detail::addLogProbPasses(context, shape, sink);
        detail::markLiveOutsideTheStep(scenario, ledger);
        detail::addTeacher(context, shape, sink);
        detail::offloadBetweenUpdates(context, sink);
        detail::addRolloutEngine(context, result.rollout, sink);
        detail::addWeightSync(context, result.rollout, sink);
        settle(ledger, scenario);
        offloaded = {result.host.total - offloaded[0], result.nvme.total - offloaded[1]};
    }
    result.usable = result.capacity - scenario.overheads.cudaContextBytes -
                    (scenario.worldSize() > 1 ? scenario.overheads.ncclBytes : 0.0);
    settleWorstStage(result);
    refuseAbsurdTotals(result);
}

Term assumedFragmentation(double fraction, double peakAllocated)
{
    Term term = detail::makeTerm("fragmentation", MEMLEDGER_TRANSLATABLE("Term", "Allocator fragmentation reserve"),
        Category::Fragmentation, Provenance::Assumed, fraction * peakAllocated, "φ·M_peak", sources::kFragmentation,
        MEMLEDGER_TRANSLATABLE("Term",
            "Assumed: the caching allocator was not simulated for this figure. Set "
            "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to shrink it."));
    term.with("φ", fraction).with("M_peak", peakAllocated);
    return term;
}

void replaceFragmentation(Estimate& estimate, int stage, const Term& term)
{
    StageLedger& ledger = estimate.stages[static_cast<std::size_t>(stage)];
    const auto old = std::find_if(ledger.terms.begin(), ledger.terms.end(),
                                  [](const Term& t) { return t.category == Category::Fragmentation; });
    if (old == ledger.terms.end()) {
        ledger.terms.push_back(term);
    } else {
        // The instants the reserve is held at are the ledger's (a rollout empties it or not).
        const unsigned liveAt = old->liveAt;
        *old = term;
        old->liveAt = liveAt;
    }
    settleInstants(ledger);
    settleWorstStage(estimate);
}

bool categoryShown(const StageLedger& stage, Category category)
{
    if (category != Category::Rollout)
        return true;
    return std::any_of(stage.terms.begin(), stage.terms.end(),
                       [](const Term& t) { return t.category == Category::Rollout; });
}

bool countsAtPeak(const StageLedger& stage, const Term& term)
{
    return countsAt(stage, term, stage.peakInstant);
}

double fragmentationFraction(const StageLedger& stage)
{
    const double fragmentation = stage.atPeak[static_cast<std::size_t>(Category::Fragmentation)];
    return stage.peakAllocated > 0 ? fragmentation / stage.peakAllocated : 0.0;
}

}  // namespace memledger::model
