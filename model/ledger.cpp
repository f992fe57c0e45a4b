#include "model/ledger.h"

#include <algorithm>
#include <numeric>

#include "model/sources.h"
#include "model/stage_builder.h"

namespace memledger::model {

namespace detail {

Term makeTerm(const char* id, const char* label, Category category, Provenance provenance, double bytes,
              const char* formula, const char* source, const char* note, unsigned liveAt)
{
    Term term;
    term.id = id;
    term.label = label;
    term.category = category;
    term.provenance = provenance;
    term.bytes = bytes;
    term.formula = formula;
    term.source = source;
    term.note = note;
    term.liveAt = liveAt;
    return term;
}

void StageSink::place(const EstimateContext& context, Term term, OffloadTarget target)
{
    if (target == OffloadTarget::None) {
        gpu.terms.push_back(term);
        return;
    }
    // A node holds ranksPerNode ranks spread evenly over the pipeline stages.
    const double share = context.ranksPerNode / context.scenario.parallel.pp;
    term.bytes *= share;
    term.with("G_node", share);
    OffloadLedger& ledger = target == OffloadTarget::Cpu ? host : nvme;
    ledger.terms.push_back(term);
    ledger.total += term.bytes;
}

}  // namespace detail

namespace {

using detail::EstimateContext;
using detail::StageShape;

double shardDegree(const Scenario& scenario)
{
    const auto& par = scenario.parallel;
    if (par.fsdp == FsdpMode::HybridShard) {
        const int group = par.shardGroup > 0 ? par.shardGroup : scenario.hardware.gpusPerNode / std::max(1, par.tp);
        return std::clamp(group, 1, par.dp);
    }
    // Megatron's distributed optimizer shards over the data-parallel group with context parallelism.
    return scenario.framework == Framework::Megatron ? par.dp * par.cp : par.dp;
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
    shape.first = stage == 0;
    shape.last = stage == par.pp - 1;
    shape.denseLayers = std::clamp(p.denseLayers - firstLayer, 0, layers);
    shape.moeLayers = layers - shape.denseLayers;
    const double ld = shape.denseLayers;
    const double lm = shape.moeLayers;

    shape.nonExpertParams = (ld * (p.dense.attention + p.dense.mlp) + lm * (p.moe.attention + p.moe.mlp)) / t +
                            ld * p.dense.norms + lm * (p.moe.norms + p.moe.router);
    if (shape.first)
        shape.nonExpertParams += p.embedding / t + p.positions;
    if (shape.last) {
        shape.nonExpertParams += p.finalNorm + p.outputLayer / t;
        if (scenario.arch.tiedEmbeddings && par.pp > 1)
            shape.nonExpertParams += p.embedding / t;  // the LM head's copy of the tied embedding
    }
    shape.expertParams = lm * p.moe.routedExperts / (par.ep * t);

    const double layerParams = ld * p.dense.total() + lm * p.moe.total();
    const double linearWeights = ld * p.dense.linearWeights + lm * p.moe.linearWeights;
    const double layerParamsOnRank =
        (ld * (p.dense.attention + p.dense.mlp) + lm * (p.moe.attention + p.moe.mlp)) / t + shape.expertParams;
    shape.quantizable = layerParams > 0 ? layerParamsOnRank * linearWeights / layerParams : 0;
    shape.trainable = scenario.memory.lora.enabled()
                          ? (ld * p.dense.loraAdapters + lm * p.moe.loraAdapters) / t
                          : shape.nonExpertParams + shape.expertParams;
    shape.inFlight = inFlightMicroBatches(scenario, stage);
    return shape;
}

void settle(StageLedger& ledger, const Overheads& overheads)
{
    double fixed = 0;
    for (const auto& term : ledger.terms) {
        if (term.category == Category::CudaContext) {
            fixed += term.bytes;
            continue;
        }
        for (int i = 0; i < kInstantCount; ++i)
            if (term.liveAtInstant(static_cast<Instant>(i)))
                ledger.allocatedAt[static_cast<std::size_t>(i)] += term.bytes;
    }
    const auto peak = std::max_element(ledger.allocatedAt.begin(), ledger.allocatedAt.end());
    ledger.peakInstant = static_cast<Instant>(peak - ledger.allocatedAt.begin());
    ledger.peakAllocated = *peak;

    Term fragmentation = detail::makeTerm("fragmentation", "Allocator fragmentation reserve", Category::Fragmentation,
                                          Provenance::Assumed, overheads.fragmentation * ledger.peakAllocated,
                                          "φ·M_peak", sources::kFragmentation,
                                          "Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to shrink it.");
    fragmentation.with("φ", overheads.fragmentation).with("M_peak", ledger.peakAllocated);
    ledger.terms.push_back(fragmentation);

    for (const auto& term : ledger.terms)
        if (term.category == Category::CudaContext || term.category == Category::Fragmentation ||
            term.liveAtInstant(ledger.peakInstant))
            ledger.atPeak[static_cast<std::size_t>(term.category)] += term.bytes;
    ledger.total = ledger.peakAllocated + fixed + fragmentation.bytes;
}

}  // namespace

std::vector<int> stageLayerCounts(const Scenario& scenario)
{
    const auto& par = scenario.parallel;
    if (!par.stageLayers.empty())
        return par.stageLayers;
    const int pp = std::max(1, par.pp);
    return std::vector<int>(static_cast<std::size_t>(pp), scenario.arch.layers / pp);
}

const Term* findTerm(const StageLedger& stage, std::string_view id)
{
    for (const auto& term : stage.terms)
        if (id == term.id)
            return &term;
    return nullptr;
}

Estimate estimate(const Scenario& scenario)
{
    Estimate result;
    result.problems = validate(scenario);
    if (!result.problems.empty())
        return result;

    const FrameworkProfile& profile = frameworkProfile(scenario.framework);
    result.params = countParameters(scenario);
    result.denseInventory = layerInventory(scenario, false);
    if (scenario.arch.moe.isMoe())
        result.moeInventory = layerInventory(scenario, true);

    const auto& par = scenario.parallel;
    const double shard = shardDegree(scenario);
    const EstimateContext context{scenario,
                                  profile,
                                  result.params,
                                  result.denseInventory,
                                  result.moeInventory,
                                  effectiveShardStage(scenario),
                                  shard,
                                  std::max(1.0, static_cast<double>(par.dp) * par.cp / par.ep),
                                  static_cast<double>(std::min(scenario.worldSize(), scenario.hardware.gpusPerNode))};

    result.host.capacity = scenario.hardware.hostRamBytes;
    result.nvme.capacity = scenario.hardware.nvmeBytes;
    result.capacity = scenario.hardware.memoryBytes;
    const std::vector<int> layers = stageLayerCounts(scenario);
    result.stages.resize(layers.size());
    int firstLayer = 0;
    for (std::size_t i = 0; i < layers.size(); ++i) {
        StageLedger& ledger = result.stages[i];
        ledger.terms.reserve(24);
        const StageShape shape = shapeStage(context, static_cast<int>(i), firstLayer, layers[i]);
        firstLayer += layers[i];
        ledger.stage = shape.stage;
        ledger.layers = shape.layers;
        ledger.inFlight = shape.inFlight;
        ledger.paramsOnRank = shape.nonExpertParams + shape.expertParams;
        detail::StageSink sink{ledger, result.host, result.nvme};
        detail::addModelStates(context, shape, sink);
        detail::addActivations(context, shape, sink);
        detail::addTemporaries(context, shape, sink);
        detail::addFixedOverheads(context, sink);
        settle(ledger, scenario.overheads);
    }
    const auto worst = std::max_element(result.stages.begin(), result.stages.end(),
                                        [](const StageLedger& a, const StageLedger& b) { return a.total < b.total; });
    result.worstStage = static_cast<int>(worst - result.stages.begin());
    result.usable = result.capacity - scenario.overheads.cudaContextBytes -
                    (scenario.worldSize() > 1 ? scenario.overheads.ncclBytes : 0.0);
    result.fits = worst->total <= result.capacity && result.host.fits() && result.nvme.fits();
    return result;
}

}  // namespace memledger::model
