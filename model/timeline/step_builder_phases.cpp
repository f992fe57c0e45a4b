// Block-level tasks of the step builder: one micro-batch through one model chunk,
// the pipeline sends between stages, and the optimizer step that ends the step.
#include <algorithm>

#include "model/timeline/step_builder.h"

namespace memledger::model::detail {

namespace {
// fp32 master weights, momentum and variance: what an offloaded Adam reads and
// writes per parameter (ZeRO-Offload §4, arXiv 2101.06840).
constexpr double kAdamStateBytes = 12.0;
bool onHost(OffloadTarget target) { return target != OffloadTarget::None; }
}  // namespace

void StepBuilder::forwardBlock(int v, int micro)
{
    const VirtualStage& vs = m_vstages[static_cast<std::size_t>(v)];
    int prev = vs.pipelineStart ? -1 : m_sendForward[static_cast<std::size_t>((v - 1) * m_micro + micro)];
    for (int i = 0; i < vs.layers; ++i)
        prev = layerForward(vs, vs.firstLocal + i, micro, prev);
    if (vs.pipelineEnd) {
        // A distillation teacher scores the micro-batch between the student's forward and the loss.
        if (m_c.teacherForward > 0)
            prev = m_sim.run(vs.rank, {Lane::Compute, SpanKind::LogProbPass, m_c.teacherForward, 0, -1, micro}, {prev});
        prev = m_sim.run(vs.rank, {Lane::Compute, SpanKind::Head, m_c.headForward, 0, -1, micro}, {prev});
        // The loss's saved activations stay until the head's backward; the logits only while it runs.
        change(vs.rank, m_sim.start(prev), m_mem.head, 1.0);
        hold(vs.rank, m_sim.start(prev), m_sim.end(prev), m_mem.forwardOnly);
        return;
    }
    m_sendForward[static_cast<std::size_t>(v * m_micro + micro)] =
        m_sim.run(vs.rank, {Lane::Collective, SpanKind::PipelineSend, m_c.pipelineSend, m_c.pipelineBytes, -1, micro,
                               Traffic::None, 2}, {prev});
}

void StepBuilder::backwardBlock(int v, int micro)
{
    const VirtualStage& vs = m_vstages[static_cast<std::size_t>(v)];
    auto& state = m_ranks[static_cast<std::size_t>(vs.rank)];
    const int chunk = vs.chunk;
    const bool lastMicro = ++state.backwardsDone[static_cast<std::size_t>(chunk)] == m_microPerChunk;
    const bool last = vs.pipelineEnd;
    int prev = last ? -1 : m_sendBackward[static_cast<std::size_t>((v + 1) * m_micro + micro)];
    const bool firstBackward = state.lastBackward < 0;
    state.backwardBlockStart = -1;
    double layersFrom = -1;
    if (last) {
        prev = m_sim.run(vs.rank, {Lane::Compute, SpanKind::HeadBackward, 2.0 * m_c.headForward, 0, -1, micro}, {prev});
        markBackwardStart(vs.rank, prev);
        // Autograd frees what the loss and the head saved as their backward ends, before the
        // last layer is recomputed: the two never share a moment.
        layersFrom = m_sim.end(prev);
        change(vs.rank, layersFrom, m_mem.head, -1.0);
        hold(vs.rank, m_sim.start(prev), layersFrom, m_mem.lossBackwardOnly);
    }
    for (int i = vs.layers - 1; i >= 0; --i) {
        prev = layerBackward(vs, vs.firstLocal + i, micro, prev, lastMicro);
        // The ledger's end of backward: the rank's last layer backward (its first layer, of its
        // last micro-batch) runs with every gradient allocated.
        if (i == 0 && lastMicro && chunk == 0 && !state.gradientsAllocated) {
            change(vs.rank, m_sim.start(prev), m_mem.fromBackwardEnd, 1.0);
            state.gradientsAllocated = true;
        }
    }
    // Backward's transients live from the block's first compute to its last; the
    // activations it frees layer by layer make its start the block's fullest moment.
    const double start = state.backwardBlockStart >= 0 ? state.backwardBlockStart : m_sim.start(prev);
    const double end = m_sim.end(state.lastBackward >= 0 ? state.lastBackward : prev);
    hold(vs.rank, start, end, m_mem.backwardOnly);
    hold(vs.rank, layersFrom >= 0 ? layersFrom : start, end, m_mem.layerBackwardOnly);
    if (state.gradientsAllocated && lastMicro && chunk == 0)
        change(vs.rank, end, m_mem.lateGradients, 1.0);
    if (firstBackward)
        change(vs.rank, start, m_mem.fromFirstBackward, 1.0);
    if (!vs.pipelineStart)
        m_sendBackward[static_cast<std::size_t>(v * m_micro + micro)] =
            m_sim.run(vs.rank, {Lane::Collective, SpanKind::PipelineSend, m_c.pipelineSend, m_c.pipelineBytes, -1,
                                micro, Traffic::None, 2}, {prev});
}

// Parameters each optimizer chunk updates on this rank: one per layer (DeepSpeed
// steps its sub-groups one after another), then embedding and output layer.
std::vector<StepBuilder::OptimizerChunk> StepBuilder::optimizerChunks(int rank) const
{
    const auto& p = m_s.parallel;
    const bool sharded = p.zeroStage >= 1 || p.distributedOptimizer || p.fsdp != FsdpMode::None;
    const double divisor = sharded ? (m_c.gatherParams ? m_c.shardRanks : m_c.dpGroup) : 1.0;
    std::vector<OptimizerChunk> chunks;
    bool embedding = false;
    bool head = false;
    for (int index : m_stageOf[static_cast<std::size_t>(rank)]) {
        const VirtualStage& vs = m_vstages[static_cast<std::size_t>(index)];
        embedding = embedding || vs.pipelineStart;
        head = head || vs.pipelineEnd;
        for (int layer = vs.firstLayer; layer < vs.firstLayer + vs.layers; ++layer)
            chunks.push_back({layer, cost(layer).paramsOnRank * m_c.trainableFraction / divisor,
                              cost(layer).matrixStep / divisor});
    }
    double extra = 0;
    if (embedding)
        extra += m_c.embeddingParams;
    if (head)
        extra += m_c.outputParams;
    if (extra > 0)
        chunks.push_back({-1, extra * m_c.trainableFraction / divisor, 0});
    return chunks;
}

void StepBuilder::optimizerPhase(int rank)
{
    const auto& state = m_ranks[static_cast<std::size_t>(rank)];
    const bool cpu = onHost(m_s.memory.offload.optimizer);
    const int after = cpu ? std::max(state.lastGradD2H, state.lastGradSync) : std::max(state.lastGradSync, state.lastBackward);
    double from = -1;
    double to = 0;
    for (const auto& [layer, params, orthogonalise] : optimizerChunks(rank)) {
        const int step = cpu ? cpuOptimizerChunk(rank, layer, params, after)
                             : gpuOptimizerChunk(rank, layer, params, orthogonalise, after);
        if (from < 0)
            from = m_sim.start(step);
        to = std::max(to, m_sim.end(step));
    }
    if (from >= 0)
        hold(rank, from, to, m_mem.optimizerOnly);
    // zero_grad(set_to_none=True) after the step.
    if (state.gradientsAllocated) {
        const double done = from >= 0 ? to : m_sim.end(after);
        change(rank, done, m_mem.fromBackwardEnd, -1.0);
        change(rank, done, m_mem.lateGradients, -1.0);
    }
}

// ZeRO-Offload: Adam on the CPU, then the updated 16-bit parameters go back over
// PCIe (ZeRO-Offload §4: the one "update" trip); with NVMe states ZeRO-Infinity streams
// them in and out around each sub-group, prefetched like parameters.
int StepBuilder::cpuOptimizerChunk(int rank, int layer, double params, int after)
{
    const auto& off = m_s.memory.offload;
    const double states = params * kAdamStateBytes;
    int read = -1;
    if (off.optimizer == OffloadTarget::Nvme)
        read = m_sim.run(rank, {Lane::NvmeRead, SpanKind::StateRead, states / m_c.nvme, states, layer, -1,
                                Traffic::OptimizerStates}, {bufferDep(m_optConsumers)});
    const int step = m_sim.run(rank, {Lane::CpuOptimizer, SpanKind::CpuAdam, params / m_c.cpuAdamRate, 0, layer, -1},
                               {after, read});
    if (read >= 0)
        m_optConsumers.push_back(step);
    if (off.optimizer == OffloadTarget::Nvme)
        m_sim.run(rank, {Lane::NvmeWrite, SpanKind::StateWrite, states / m_c.nvme, states, layer, -1,
                         Traffic::OptimizerStates}, {step});
    const double bytes = params * 2.0;
    if (off.parameters == OffloadTarget::Nvme) {
        m_sim.run(rank, {Lane::NvmeWrite, SpanKind::ParamWrite, bytes / m_c.nvme, bytes, layer, -1,
                         Traffic::Parameters}, {step});
        return step;
    }
    if (onHost(off.parameters))
        return step;  // the host copy is the master; the next forward fetches it
    const int upload = m_sim.run(rank, {Lane::H2D, SpanKind::ParamUpdate, bytes / m_c.hostLink, bytes, layer, -1,
                                        Traffic::OptimizerStates}, {step});
    if (m_c.shardedOptimizer) {
        const double volume = ringAllGatherVolume(bytes * m_c.dpGroup, m_c.dpGroup);
        m_sim.run(rank, {Lane::Collective, SpanKind::AllGather, volume / m_c.dpBandwidth, volume, layer, -1}, {upload});
    }
    return step;
}

// A fused Adam is memory-bound: its time is the bytes it touches over HBM bandwidth; Muon
// adds the Newton–Schulz matmuls of the matrices this rank updates.
int StepBuilder::gpuOptimizerChunk(int rank, int layer, double params, double orthogonalise, int after)
{
    int ready = after;
    if (onHost(m_s.memory.offload.gradients)) {
        const double grads = params * 2.0;
        ready = m_sim.run(rank, {Lane::H2D, SpanKind::GradFetch, grads / m_c.hostLink, grads, layer, -1,
                                 Traffic::Gradients}, {after});
    }
    const double seconds
        = params * m_c.gpuOptimizerBytesPerParam / std::max(m_s.hardware.hbmBandwidth, 1.0) + orthogonalise;
    const int step = m_sim.run(rank, {Lane::Compute, SpanKind::GpuOptimizer, seconds, 0, layer, -1}, {ready});
    if (m_c.shardedOptimizer) {
        const double bytes = params * 2.0 * m_c.dpGroup;
        const double volume = ringAllGatherVolume(bytes, m_c.dpGroup);
        m_sim.run(rank, {Lane::Collective, SpanKind::AllGather, volume / m_c.dpBandwidth, volume, layer, -1}, {step});
    }
    return step;
}

}  // namespace memledger::model::detail
