#include "model/allocator/trace_builder.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string_view>

namespace memledger::model::detail {

namespace {

// Terms the layers, the loss and the optimizer step place themselves; the model states
// are placed by category.
constexpr std::string_view kPlacedTerms[] = {
    "activations_layers", "recompute_working_set", "activations_embedding", "activations_head",
    "activations_loss",   "logits_transient",      "loss_gradient",         "backward_working_set",
    "gathered_params",    "gathered_grads",        "optimizer_scratch",     "autocast_weight_cache",
    "moe_dispatch",       "optimizer_fp32_copies", "backward_end_first_layer", "activations_head_queue",
    "router_loss_transient"};

bool isModelState(Category category)
{
    return category == Category::Weights || category == Category::Gradients || category == Category::OptimizerStates;
}

bool outsideAllocator(Category category)
{
    return category == Category::CudaContext || category == Category::Fragmentation;
}

bool placedElsewhere(const Term& term)
{
    return isModelState(term.category) || outsideAllocator(term.category) || term.outsideAllocator ||
           std::find(std::begin(kPlacedTerms), std::end(kPlacedTerms), term.id) != std::end(kPlacedTerms);
}

// AdamW keeps two moments per parameter, each its own tensor (exp_avg, exp_avg_sq).
int momentTensors(Optimizer optimizer)
{
    return optimizer == Optimizer::AdamW || optimizer == Optimizer::AdamW8bit || optimizer == Optimizer::AdamW4bit ? 2
                                                                                                                : 1;
}

Keep keepFor(Recompute recompute, int inChunk, int recomputeLayers)
{
    switch (recompute) {
    case Recompute::None: return Keep::All;
    case Recompute::Selective: return Keep::AllButCore;
    case Recompute::Full:
    case Recompute::Uniform:
    // Per-op recomputation reruns the layer from its input, like a checkpoint; the op
    // outputs it saves besides are held with it (layerForward).
    case Recompute::Op: return Keep::Checkpoint;
    case Recompute::Block: return inChunk < recomputeLayers ? Keep::Checkpoint : Keep::All;
    }
    return Keep::All;
}

}  // namespace

TraceBuilder::TraceBuilder(const Scenario& scenario, const Estimate& estimate, int stage, AllocTrace& trace,
                           AllocEventSink* sink)
    : m_scenario(scenario)
    , m_estimate(estimate)
    , m_profile(frameworkProfile(scenario.framework))
    , m_stage(stage)
    , m_write(trace, sink)
    , m_params(stageParameterTensors(scenario, estimate.params, stage))
{
    const RankPlacement placement = rankPlacement(scenario, stage);
    m_holdsEmbedding = placement.embedding;
    // DualPipe's micro-batches pass one of the rank's chunks each, so each chunk ends
    // what the rank holds of a micro-batch; elsewhere chunk 0's backward does.
    m_chunksEndMicroBatches = scenario.parallel.schedule == PipelineSchedule::DualPipe;
    const bool grouped = scenario.memory.recompute == Recompute::Uniform;
    const int group = grouped ? std::max(1, scenario.memory.recomputeLayers) : 1;
    for (const RankChunk& chunk : placement.chunks) {
        const int first = static_cast<int>(m_layers.size());
        const int end = first + chunk.layers;
        // An empty chunk keeps its place, so the schedule's chunk numbers still name it.
        m_chunks.emplace_back(first, end - 1);
        m_spans.push_back({chunk.firstLayer, first, chunk.layers});
        for (int i = first; i < end; ++i) {
            LayerPlan plan;
            plan.layer = chunk.firstLayer + (i - first);
            plan.moe = scenario.arch.moe.hasExperts(plan.layer);
            plan.keep = keepFor(scenario.memory.recompute, i - first, scenario.memory.recomputeLayers);
            const bool checkpointed = plan.keep == Keep::Checkpoint;
            const int groupStart = first + (i - first) / group * group;
            plan.groupFirst = chunk.firstLayer + ((checkpointed ? groupStart : i) - first);
            plan.groupLast = chunk.firstLayer + ((checkpointed ? std::min(end - 1, groupStart + group - 1) : i) - first);
            m_layers.push_back(plan);
        }
    }
}

int TraceBuilder::localIndex(int layer) const
{
    for (const LayerSpan& span : m_spans)
        if (layer >= span.firstLayer && layer < span.firstLayer + span.layers)
            return span.firstLocal + layer - span.firstLayer;
    return -1;
}

std::uint64_t TraceBuilder::eventsPerStepBound() const
{
    const std::size_t tensors =
        std::max(m_estimate.denseInventory.tensors.size(), m_estimate.moeInventory.tensors.size());
    std::size_t chunkLayers = 0;
    for (const auto& [first, last] : m_chunks)
        chunkLayers = std::max(chunkLayers, static_cast<std::size_t>(std::max(0, last - first + 1)));
    const auto microBatches = static_cast<std::uint64_t>(std::max<std::int64_t>(1, m_scenario.gradAccumSteps()));
    const std::uint64_t units = 2 * microBatches * m_chunks.size();
    // Per layer and unit: the inventory allocated, recomputed, its gradients and frees (4
    // events a tensor), the layer's weight copies and gradients, and a few more.
    const std::uint64_t perLayer = 4 * tensors + 4 * m_params.size() / std::max<std::size_t>(1, m_layers.size()) + 16;
    return units * (chunkLayers * perLayer + 16) + 6 * m_params.size() + 64;
}

bool TraceBuilder::covers(Covers set, const ParameterTensor& tensor) const
{
    switch (set) {
    case Covers::Base: return !tensor.adapter;
    case Covers::Adapters: return tensor.adapter;
    case Covers::Trainable: return m_scenario.memory.lora.enabled() == tensor.adapter;
    case Covers::Linear: return tensor.linear;
    }
    return false;
}

// A state term's bytes spread over its tensors in proportion to their parameters, `pieces`
// tensors each; with `where`, only the tensors of that layer (or of the embedding or head).
std::vector<std::uint64_t> TraceBuilder::allocateShares(const Term& term, Covers set, const Where* where, int pieces)
{
    double total = 0;
    for (const auto& tensor : m_params)
        if (covers(set, tensor))
            total += tensor.params;
    std::vector<std::uint64_t> ids;
    if (total <= 0)
        return ids;
    for (const auto& tensor : m_params) {
        if (!covers(set, tensor) || (where && (tensor.layer != where->layer || tensor.head != where->head)))
            continue;
        const auto bytes = static_cast<std::uint64_t>(std::llround(term.bytes * tensor.params / total / pieces));
        for (int i = 0; i < pieces; ++i)
            ids.push_back(m_write.malloc(bytes, {term.category, tensor.layer, -1, tensor.name, term.label}));
    }
    return ids;
}

// Gradients created in backward appear when backward first reaches their parameters, and
// live until the optimizer step has used them.
void TraceBuilder::allocateGradients(Where where)
{
    if (persistentGradients(m_scenario))
        return;
    const std::pair<int, bool> key{where.layer, where.head};
    if (std::find(m_gradsMade.begin(), m_gradsMade.end(), key) != m_gradsMade.end())
        return;
    m_gradsMade.push_back(key);
    for (const auto& t : m_step.ledger->terms)
        if (t.category == Category::Gradients) {
            auto ids = allocateShares(t, Covers::Trainable, &where);
            m_grads.insert(m_grads.end(), ids.begin(), ids.end());
        }
}

void TraceBuilder::setUp(bool withOptimizerMoments)
{
    const StageLedger& ledger = m_estimate.stages[static_cast<std::size_t>(m_stage)];
    m_write.mark(0, StepPhase::Setup, m_scenario.training.seq);
    // The trainable 16-bit weights in one buffer, and the optimizer's states in flat groups,
    // where DeepSpeed's ZeRO owns them.
    const bool flat = flatStates();
    const std::vector<double> groups = flat ? flatGroups() : std::vector<double>{};
    const bool flatWeights = flat && !m_scenario.memory.lora.enabled();
    for (const auto& t : ledger.terms)
        if (t.category == Category::Weights && flatWeights && std::string_view(t.id) == "weights")
            allocateFlat(t, {1.0});
        else if (t.category == Category::Weights)
            allocateShares(t, std::string_view(t.id) == "lora_adapters" ? Covers::Adapters : Covers::Base, nullptr);
    for (const auto& t : ledger.terms)
        if (t.category == Category::OptimizerStates && std::string_view(t.id) != "optimizer_moments")
            flat ? allocateFlat(t, groups) : (void)allocateShares(t, Covers::Trainable, nullptr);
    if (persistentGradients(m_scenario))
        for (const auto& t : ledger.terms)
            if (t.category == Category::Gradients)
                flat ? allocateFlat(t, {1.0}) : (void)allocateShares(t, Covers::Trainable, nullptr);
    const Term* moments = findTerm(ledger, "optimizer_moments");
    const int momentCount = momentTensors(m_scenario.training.optimizer);
    if (withOptimizerMoments && moments)
        flat ? allocateFlat(*moments, groups, momentCount)
             : (void)allocateShares(*moments, Covers::Trainable, nullptr, momentCount);
    for (const auto& t : ledger.terms)
        if (!placedElsewhere(t) && residentThroughStep(t.liveAt))
            m_write.malloc(static_cast<std::uint64_t>(std::llround(t.bytes)), {t.category, -1, -1, t.id, t.label});
}

std::vector<TraceBuilder::GenericTerm> TraceBuilder::genericTerms(const StageLedger& ledger) const
{
    std::vector<GenericTerm> out;
    for (const auto& t : ledger.terms) {
        if (placedElsewhere(t) || residentThroughStep(t.liveAt))
            continue;
        // Both backward instants are the replay's one backward phase.
        const auto phase = [](int bit) {
            switch (static_cast<Instant>(bit)) {
            case Instant::ForwardEnd: return StepPhase::Forward;
            case Instant::LossBackward:
            case Instant::BackwardPeak:
            case Instant::BackwardEnd: return StepPhase::Backward;
            case Instant::OptimizerStep:
            case Instant::Rollout:
            case Instant::LogProb:
            case Instant::WeightSync: break;
            }
            return StepPhase::Optimizer;
        };
        int first = -1;
        int last = -1;
        // The replay is of the training step: a rollout, the log-prob passes and the weight sync
        // are no part of it.
        for (int bit = 0; bit < static_cast<int>(Instant::Rollout); ++bit)
            if (t.liveAt & (1u << bit)) {
                first = first < 0 ? bit : first;
                last = bit;
            }
        if (first >= 0)
            out.push_back({&t, phase(first), phase(last)});
    }
    return out;
}

void TraceBuilder::allocateGeneric(StepPhase phase)
{
    for (const auto& g : m_generic)
        if (g.from == phase)
            m_genericLive[g.until].push_back(m_write.malloc(static_cast<std::uint64_t>(std::llround(g.term->bytes)),
                                                            {g.term->category, -1, -1, g.term->id, g.term->label}));
}

void TraceBuilder::freeGeneric(StepPhase phase)
{
    for (std::uint64_t id : m_genericLive[phase])
        m_write.free(id);
    m_genericLive[phase].clear();
}

void TraceBuilder::optimizerStep(bool firstStep)
{
    // torch.optim creates a parameter's state at its first step, just before using it.
    const int momentCount = momentTensors(m_scenario.training.optimizer);
    if (const Term* moments = term("optimizer_moments"); firstStep && moments && flatStates())
        allocateFlat(*moments, flatGroups(), momentCount);
    else if (firstStep && moments)
        allocateShares(*moments, Covers::Trainable, nullptr, momentCount);
    // Transformer Engine's FusedAdam unscales every low-precision state of the group into an
    // fp32 tensor of its own before the update and drops them all after it.
    std::vector<std::uint64_t> copies;
    if (const Term* unscaled = term("optimizer_fp32_copies"))
        copies = allocateShares(*unscaled, Covers::Trainable, nullptr);
    if (const Term* scratch = term("optimizer_scratch"))
        for (std::uint64_t id : allocateShares(*scratch, Covers::Trainable, nullptr))
            m_write.free(id);
    for (std::uint64_t id : copies)
        m_write.free(id);
    for (std::uint64_t id : m_grads)
        m_write.free(id);
    m_grads.clear();
}

void TraceBuilder::step(int number, const StepInputs& inputs, bool firstStep)
{
    m_step = inputs;
    m_generic = genericTerms(*inputs.ledger);
    m_gradsMade.clear();
    if (m_schedule.empty())
        m_schedule = stageSchedule(m_scenario, m_stage);
    std::size_t lastForward = 0;
    std::size_t firstBackward = m_schedule.size();
    for (std::size_t i = 0; i < m_schedule.size(); ++i) {
        if (m_schedule[i].forward)
            lastForward = i;
        else
            firstBackward = std::min(firstBackward, i);
    }
    m_write.mark(number, StepPhase::Forward, inputs.seq);
    allocateGeneric(StepPhase::Forward);
    startRepeatSearch();
    for (std::size_t i = 0; i < m_schedule.size(); ++i) {
        i = skipRepeatedPeriods(i);
        if (i == firstBackward) {
            m_write.mark(number, StepPhase::Backward, inputs.seq);
            allocateGeneric(StepPhase::Backward);
        }
        if (m_schedule[i].forward)
            forwardUnit(m_schedule[i]);
        else
            backwardUnit(m_schedule[i]);
        if (i == lastForward)
            freeGeneric(StepPhase::Forward);
    }
    freeGeneric(StepPhase::Backward);
    m_write.mark(number, StepPhase::Optimizer, inputs.seq);
    allocateGeneric(StepPhase::Optimizer);
    optimizerStep(firstStep);
    freeGeneric(StepPhase::Optimizer);
}

}  // namespace memledger::model::detail
