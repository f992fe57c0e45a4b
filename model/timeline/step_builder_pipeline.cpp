// The pipeline part of the step builder: schedule orders, virtual stages and the
// round-robin issue of blocks so that a block is issued only after the block of
// the neighbouring stage it receives from.
#include <algorithm>

#include "model/ledger/ledger.h"
#include "model/timeline/step_builder.h"

namespace memledger::model::detail {

std::vector<Block> pipelineOrder(int stages, int chunks, int microBatches, int stage)
{
    // Megatron-LM core/pipeline_parallel/schedules.py: forward_backward_pipelining_
    // {without,with}_interleaving (warm-up, steady 1F1B, cool-down).
    const int total = microBatches * chunks;
    int warmup = std::min(stages - stage - 1, microBatches);
    if (chunks > 1)
        warmup = microBatches == stages ? total : std::min((stages - stage - 1) * 2 + (chunks - 1) * stages, total);
    const int group = stages * chunks;
    auto block = [&](int k, bool forward) {
        const int inGroup = (k % group) / stages;
        const int chunk = chunks == 1 ? 0 : (forward ? inGroup : chunks - 1 - inGroup);
        const int micro = chunks == 1 ? k : (k / group) * stages + k % stages;
        return Block{forward, chunk, micro};
    };
    std::vector<Block> order;
    order.reserve(static_cast<std::size_t>(total) * 2);
    for (int k = 0; k < warmup; ++k)
        order.push_back(block(k, true));
    const int steady = total - warmup;
    for (int i = 0; i < steady; ++i) {
        order.push_back(block(warmup + i, true));
        order.push_back(block(i, false));
    }
    for (int k = steady; k < total; ++k)
        order.push_back(block(k, false));
    return order;
}

namespace {

std::vector<VirtualStage> virtualStages(const Scenario& s, int chunks)
{
    const int p = s.parallel.pp;
    std::vector<VirtualStage> out(static_cast<std::size_t>(p * chunks));
    if (chunks == 1) {
        const auto counts = stageLayerCounts(s);
        int first = 0;
        for (int r = 0; r < p; ++r) {
            out[static_cast<std::size_t>(r)] = {r, first, counts[static_cast<std::size_t>(r)], 0};
            first += counts[static_cast<std::size_t>(r)];
        }
        return out;
    }
    // Interleaved: virtual stage c·p + r holds the c·p + r-th slice of the layers.
    const int slices = p * chunks;
    int first = 0;
    for (int v = 0; v < slices; ++v) {
        const int layers = s.arch.layers / slices + (v < s.arch.layers % slices ? 1 : 0);
        out[static_cast<std::size_t>(v)] = {v % p, first, layers, 0};
        first += layers;
    }
    for (int r = 0; r < p; ++r) {
        int local = 0;
        for (int c = 0; c < chunks; ++c) {
            out[static_cast<std::size_t>(c * p + r)].firstLocal = local;
            local += out[static_cast<std::size_t>(c * p + r)].layers;
        }
    }
    return out;
}

}  // namespace

StepBuilder::StepBuilder(const Scenario& scenario, const StepCosts& costs, int focus, const MemoryTerms& memory)
    : m_s(scenario), m_c(costs), m_mem(memory), m_sim(scenario.parallel.pp, focus, scenario.performance.overlap),
      m_pp(scenario.parallel.pp), m_chunks(std::max(1, scenario.parallel.pp > 1 ? scenario.parallel.vpp : 1)),
      m_micro(static_cast<int>(scenario.gradAccumSteps()))
{
    m_vstages = virtualStages(scenario, m_chunks);
    m_ranks.resize(static_cast<std::size_t>(m_pp));
    for (int r = 0; r < m_pp; ++r) {
        m_orders.push_back(pipelineOrder(m_pp, m_chunks, m_micro, r));
        auto& rank = m_ranks[static_cast<std::size_t>(r)];
        rank.backwardsDone.assign(static_cast<std::size_t>(m_chunks), 0);
        for (int c = 0; c < m_chunks; ++c)
            rank.layers += m_vstages[static_cast<std::size_t>(c * m_pp + r)].layers;
    }
    const auto slots = static_cast<std::size_t>(m_pp * m_chunks * m_micro);
    m_sendForward.assign(slots, -1);
    m_sendBackward.assign(slots, -1);
    m_actSaved.assign(static_cast<std::size_t>(scenario.arch.layers) * static_cast<std::size_t>(m_micro), -1);
    const double held = peakHeldActivations(focus);
    m_activationScale = held > 0 ? memory.perMicroBatch / held : 0;
}

// The most per-layer activation weight `rank` holds at once under its schedule:
// just before a backward block, after the forwards that precede it.
double StepBuilder::peakHeldActivations(int rank) const
{
    std::vector<double> chunk(static_cast<std::size_t>(m_chunks), 0.0);
    for (int c = 0; c < m_chunks; ++c) {
        const VirtualStage& vs = m_vstages[static_cast<std::size_t>(c * m_pp + rank)];
        for (int i = 0; i < vs.layers; ++i)
            chunk[static_cast<std::size_t>(c)] += storedActivations(vs.firstLayer + i, vs.firstLocal + i);
    }
    double held = 0;
    double peak = 0;
    for (const Block& b : m_orders[static_cast<std::size_t>(rank)]) {
        const double w = chunk[static_cast<std::size_t>(b.chunk)];
        if (b.forward) {
            held += w;
        } else {
            peak = std::max(peak, held);
            held -= w;
        }
    }
    return peak;
}

bool StepBuilder::blockReady(int rank, const Block& block) const
{
    const int vs = block.chunk * m_pp + rank;
    const int last = m_pp * m_chunks - 1;
    if (block.forward)
        return vs == 0 || m_sendForward[static_cast<std::size_t>((vs - 1) * m_micro + block.microBatch)] >= 0;
    return vs == last || m_sendBackward[static_cast<std::size_t>((vs + 1) * m_micro + block.microBatch)] >= 0;
}

bool StepBuilder::build()
{
    std::vector<std::size_t> next(static_cast<std::size_t>(m_pp), 0);
    std::size_t remaining = 0;
    for (const auto& order : m_orders)
        remaining += order.size();
    while (remaining > 0) {
        bool progress = false;
        for (int r = 0; r < m_pp; ++r) {
            auto& at = next[static_cast<std::size_t>(r)];
            const auto& order = m_orders[static_cast<std::size_t>(r)];
            while (at < order.size() && blockReady(r, order[at])) {
                const Block& b = order[at++];
                const int vs = b.chunk * m_pp + r;
                if (b.forward)
                    forwardBlock(vs, b.microBatch);
                else
                    backwardBlock(vs, b.microBatch);
                --remaining;
                progress = true;
            }
        }
        if (!progress)
            return false;
    }
    for (int r = 0; r < m_pp; ++r) {
        const RankState& state = m_ranks[static_cast<std::size_t>(r)];
        if (state.firstForward >= 0 && state.lastBackward >= 0)
            hold(r, m_sim.start(state.firstForward), m_sim.end(state.lastBackward), m_mem.forwardBackward);
        optimizerPhase(r);
    }
    return true;
}

}  // namespace memledger::model::detail
