// Layer-level tasks of the step builder: forward, recompute, backward, their
// collectives, prefetched parameter and activation buffers, gradient traffic.
#include <algorithm>
#include <string_view>

#include "model/timeline/step_builder.h"

namespace memledger::model::detail {

namespace {
constexpr double kParamWidth = 2.0;   // 16-bit parameters are what is gathered and uploaded
bool onHost(OffloadTarget target) { return target != OffloadTarget::None; }
}  // namespace

MemoryTerms memoryTerms(const Scenario& scenario, const StageLedger& stage)
{
    MemoryTerms out;
    const bool offloadedActivations = onHost(scenario.memory.offload.activations);
    for (const Term& term : stage.terms) {
        if (term.category == Category::CudaContext || term.category == Category::Fragmentation || term.outsideAllocator)
            continue;  // outside the allocator: Timeline::reserved
        // The update's instants only: an RL job's rollout and log-prob passes come before it
        // (rl_phases.h), and a term held only then is not on the update's curve.
        // The end of backward is a moment of the curve the simulation draws layer by layer: a
        // term held only then (the first layer's share of the saved activations) is already on
        // it, and being held then as well changes no class below.
        const unsigned liveInUpdate = term.liveAt & kLiveAlways & ~kLiveBackwardEnd;
        if (liveInUpdate == 0)
            continue;
        // The simulation holds each micro-batch's head from its forward to its backward: the
        // ledger's count of those still waiting is the curve's own.
        if (std::string_view(term.id) == "activations_head_queue")
            continue;
        const auto c = static_cast<std::size_t>(term.category);
        if ((term.liveAt & kLiveAlways) == (kLiveBackwardEnd | kLiveOptimizer)) {
            out.fromBackwardEnd[c] += term.bytes;
            continue;
        }
        const std::string_view id = term.id;
        switch (liveInUpdate) {
        case kLiveForward | kLiveLossBackward:
            out.head[c] += term.bytes;  // counted once per stage: one micro-batch at the head at a time
            break;
        case kLiveForward | kLiveBackward:
        case kLiveForward | kLiveLayerBackward:
            if (term.category == Category::Activations && !(offloadedActivations && id == "activations_layers"))
                out.perMicroBatch += term.bytes;
            else
                out.forwardBackward[c] += term.bytes;
            break;
        case kLiveBackward | kLiveOptimizer: out.fromFirstBackward[c] += term.bytes; break;
        case kLiveForward: out.forwardOnly[c] += term.bytes; break;
        case kLiveBackward: out.backwardOnly[c] += term.bytes; break;
        case kLiveLossBackward: out.lossBackwardOnly[c] += term.bytes; break;
        case kLiveLayerBackward: out.layerBackwardOnly[c] += term.bytes; break;
        case kLiveOptimizer: out.optimizerOnly[c] += term.bytes; break;
        default: out.resident[c] += term.bytes; break;  // every instant (no term is live at forward and optimizer only)
        }
    }
    // The gradients the first layer's backward has not made yet (backward_end.cpp) come as it ends.
    if (const Term* end = findTerm(stage, "backward_end_first_layer")) {
        const auto c = static_cast<std::size_t>(Category::Gradients);
        out.lateGradients[c] = std::min(varValue(*end, "G_late"), out.fromBackwardEnd[c]);
        out.fromBackwardEnd[c] -= out.lateGradients[c];
    }
    return out;
}

// The ledger's in-flight activations spread over the layers in proportion to what
// each layer saves, scaled so that the schedule's fullest moment holds them all.
double StepBuilder::activationShare(int layer, int local) const { return storedActivations(layer, local) * m_activationScale; }

void StepBuilder::markBackwardStart(int rank, int task)
{
    auto& state = m_ranks[static_cast<std::size_t>(rank)];
    if (state.backwardBlockStart < 0)
        state.backwardBlockStart = m_sim.start(task);
}

void StepBuilder::change(int rank, double time, const CategoryBytes& bytes, double sign)
{
    for (int c = 0; c < kCategoryCount; ++c)
        m_sim.memory(rank, time, sign * bytes[static_cast<std::size_t>(c)], static_cast<Category>(c));
}

void StepBuilder::hold(int rank, double from, double to, const CategoryBytes& bytes)
{
    change(rank, from, bytes, 1.0);
    change(rank, to, bytes, -1.0);
}

bool StepBuilder::isMoe(int layer) const { return m_s.arch.moe.hasExperts(layer); }
const LayerCost& StepBuilder::cost(int layer) const { return m_c.layer[isMoe(layer) ? 1 : 0]; }

double StepBuilder::storedActivations(int layer, int local) const
{
    const LayerCost& c = cost(layer);
    if (recomputesLayer(m_s, local))
        return c.checkpoint;
    return c.kept;
}

// With prefetch depth k, k + 1 buffers rotate: the copy for the next consumer may
// start once the consumer k + 1 places back has released its buffer (k = 0: serial).
int StepBuilder::bufferDep(const std::vector<int>& consumers) const
{
    const auto k = static_cast<std::size_t>(std::max(0, m_s.performance.prefetchDepth));
    return consumers.size() > k ? consumers[consumers.size() - k - 1] : -1;
}

// ZeRO-Infinity / ZeRO-3 (arXiv 2104.07857 §5; DeepSpeed partitioned_param_coordinator.py):
// NVMe → host → GPU shard, then all-gather the layer, k layers ahead.
int StepBuilder::fetchParams(int rank, int layer, int micro)
{
    const auto& off = m_s.memory.offload;
    if (!m_c.gatherParams && !onHost(off.parameters))
        return -1;
    auto& state = m_ranks[static_cast<std::size_t>(rank)];
    const double full = cost(layer).paramsOnRank * kParamWidth;
    const double shard = m_c.gatherParams ? full / m_c.shardRanks : full;
    int id = bufferDep(state.paramConsumers);
    if (off.parameters == OffloadTarget::Nvme)
        id = m_sim.run(rank, {Lane::NvmeRead, SpanKind::ParamRead, shard / m_c.nvme, shard, layer, micro,
                              Traffic::Parameters}, {id});
    if (onHost(off.parameters))
        id = m_sim.run(rank, {Lane::H2D, SpanKind::ParamFetch, shard / m_c.hostLink, shard, layer, micro,
                              Traffic::Parameters}, {id, bufferDep(state.paramConsumers)});
    if (m_c.gatherParams) {
        const double volume = ringAllGatherVolume(full, m_c.shardRanks);
        id = m_sim.run(rank, {Lane::Collective, SpanKind::AllGather, volume / m_c.dpBandwidth, volume, layer, micro},
                       {id, bufferDep(state.paramConsumers)});
    }
    return id;
}

// The gathered buffers' bytes are the ledger's gathered_params term (MemoryTerms),
// held from the first forward to the last backward.
void StepBuilder::releaseParams(int rank, int fetchId, int consumer)
{
    if (fetchId < 0)
        return;
    m_ranks[static_cast<std::size_t>(rank)].paramConsumers.push_back(consumer);
}

// Megatron's TP all-reduces (and MoE all-to-alls) sit on the critical path: the
// next layer's compute waits for them.
int StepBuilder::blockingComm(int rank, int after, int layer, int micro)
{
    const LayerCost& c = cost(layer);
    if (c.tpBytes <= 0)
        return after;
    const SpanKind kind = m_s.parallel.tp > 1 ? SpanKind::TpComm : SpanKind::EpAllToAll;
    return m_sim.run(rank, {Lane::Collective, kind, c.tpComm, c.tpBytes, layer, micro, Traffic::None, 2}, {after});
}

int StepBuilder::layerForward(const VirtualStage& vs, int local, int micro, int prev)
{
    const int layer = vs.firstLayer + local - vs.firstLocal;
    const int fetch = fetchParams(vs.rank, layer, micro);
    const int fwd = m_sim.run(vs.rank, {Lane::Compute, SpanKind::Forward, cost(layer).forward, 0, layer, micro},
                              {prev, fetch});
    releaseParams(vs.rank, fetch, fwd);
    auto& state = m_ranks[static_cast<std::size_t>(vs.rank)];
    if (state.firstForward < 0)
        state.firstForward = fwd;
    m_sim.memory(vs.rank, m_sim.start(fwd), activationShare(layer, local), Category::Activations);
    const double stored = storedActivations(layer, local);
    const auto& off = m_s.memory.offload;
    if (onHost(off.activations)) {
        // On the GPU the offloaded activations pass through the ledger's forward stash (MemoryTerms).
        int copy = m_sim.run(vs.rank, {Lane::D2H, SpanKind::ActivationOffload, stored / m_c.hostLink, stored, layer,
                                       micro, Traffic::Activations}, {fwd});
        if (off.activations == OffloadTarget::Nvme)
            copy = m_sim.run(vs.rank, {Lane::NvmeWrite, SpanKind::ActivationOffload, stored / m_c.nvme, stored, layer,
                                       micro, Traffic::Activations}, {copy});
        m_actSaved[static_cast<std::size_t>(layer * m_micro + micro)] = copy;
    }
    return blockingComm(vs.rank, fwd, layer, micro);
}

int StepBuilder::fetchActivations(int rank, int layer, int micro, double bytes)
{
    const auto& off = m_s.memory.offload;
    if (!onHost(off.activations))
        return -1;
    auto& state = m_ranks[static_cast<std::size_t>(rank)];
    const int saved = m_actSaved[static_cast<std::size_t>(layer * m_micro + micro)];
    int id = saved;
    if (off.activations == OffloadTarget::Nvme)
        id = m_sim.run(rank, {Lane::NvmeRead, SpanKind::ActivationFetch, bytes / m_c.nvme, bytes, layer, micro,
                              Traffic::Activations}, {id, bufferDep(state.actConsumers)});
    return m_sim.run(rank, {Lane::H2D, SpanKind::ActivationFetch, bytes / m_c.hostLink, bytes, layer, micro,
                            Traffic::Activations}, {id, bufferDep(state.actConsumers)});
}

int StepBuilder::recompute(const VirtualStage& vs, int local, int micro, int prev, int fetch)
{
    const int layer = vs.firstLayer + local - vs.firstLocal;
    const LayerCost& c = cost(layer);
    if (recomputesLayer(m_s, local)) {
        // Its activations are the ledger's recompute_working_set, held through each backward block.
        const int r = m_sim.run(vs.rank, {Lane::Compute, SpanKind::Recompute, c.forward, 0, layer, micro}, {prev, fetch});
        markBackwardStart(vs.rank, r);
        return blockingComm(vs.rank, r, layer, micro);
    }
    if (c.redoneFlops > 0) {
        // Selective and per-op recomputation redo part of the layer (partialRecomputeFlops).
        const int r = m_sim.run(vs.rank, {Lane::Compute, SpanKind::Recompute, c.redone, 0,
                                          layer, micro}, {prev, fetch});
        markBackwardStart(vs.rank, r);
        return r;
    }
    return prev;
}

int StepBuilder::layerBackward(const VirtualStage& vs, int local, int micro, int prev, bool syncGrads)
{
    const int layer = vs.firstLayer + local - vs.firstLocal;
    const int rank = vs.rank;
    const int fetch = m_c.gatherInBackward || onHost(m_s.memory.offload.parameters) ? fetchParams(rank, layer, micro) : -1;
    const int acts = fetchActivations(rank, layer, micro, storedActivations(layer, local));
    const int ready = recompute(vs, local, micro, prev, std::max(fetch, acts));
    // Backward is twice the forward's FLOPs: gradients of inputs and of weights.
    const int bwd = m_sim.run(rank, {Lane::Compute, SpanKind::Backward, 2.0 * cost(layer).forward, 0, layer, micro},
                              {ready, fetch, acts});
    markBackwardStart(rank, bwd);
    releaseParams(rank, fetch, bwd);
    if (acts >= 0)
        m_ranks[static_cast<std::size_t>(rank)].actConsumers.push_back(bwd);
    m_sim.memory(rank, m_sim.end(bwd), -activationShare(layer, local), Category::Activations);
    m_ranks[static_cast<std::size_t>(rank)].lastBackward = bwd;
    gradients(rank, layer, micro, bwd, syncGrads);
    return blockingComm(rank, bwd, layer, micro);
}

// Gradient reduction per layer as buckets fill (PyTorch DDP reducer, Megatron
// overlap_grad_reduce): every micro-batch when gradients are partitioned (ZeRO-2/3,
// FSDP), else once, in the last micro-batch. Offloaded gradients then go D2H.
void StepBuilder::gradients(int rank, int layer, int micro, int backward, bool syncGrads)
{
    auto& state = m_ranks[static_cast<std::size_t>(rank)];
    const double params = cost(layer).paramsOnRank * m_c.trainableFraction;
    const bool reduceNow = m_c.partitionedGrads || syncGrads;
    int done = backward;
    if (reduceNow && m_c.dpGroup > 1) {
        const double payload = params * m_c.gradWidth;
        const bool scatter = m_c.partitionedGrads || m_c.shardedOptimizer;
        const double volume = scatter ? ringAllGatherVolume(payload, m_c.dpGroup) : ringAllReduceVolume(payload, m_c.dpGroup);
        done = m_sim.run(rank, {Lane::Collective, scatter ? SpanKind::ReduceScatter : SpanKind::AllReduce,
                                volume / m_c.dpBandwidth, volume, layer, micro, Traffic::None, 1}, {backward});
        state.lastGradSync = done;
    }
    const auto& off = m_s.memory.offload;
    const bool toHost = onHost(off.gradients) || onHost(off.optimizer) || onHost(off.parameters);
    if (!toHost || !reduceNow)
        return;
    const double shard = params * kParamWidth / (m_c.partitionedGrads || m_c.shardedOptimizer ? m_c.dpGroup : 1);
    int copy = m_sim.run(rank, {Lane::D2H, SpanKind::GradOffload, shard / m_c.hostLink, shard, layer, micro,
                                Traffic::Gradients}, {done});
    if (off.gradients == OffloadTarget::Nvme)
        copy = m_sim.run(rank, {Lane::NvmeWrite, SpanKind::GradOffload, shard / m_c.nvme, shard, layer, micro,
                                Traffic::Gradients}, {copy});
    state.lastGradD2H = copy;
}

}  // namespace memledger::model::detail
