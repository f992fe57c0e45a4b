// The pipeline part of the step builder: each rank's schedule order, the virtual stages
// the schedule places on the ranks, and the round-robin issue of blocks so that a block
// is issued only after the block of the neighbouring stage it receives from.
#include <algorithm>

#include "model/core/pipeline_placement.h"
#include "model/ledger/ledger.h"
#include "model/timeline/step_builder.h"

namespace memledger::model::detail {

namespace {

// Every rank's chunks as virtual stages, from the placement the ledger reads too.
void placeVirtualStages(const Scenario& s, std::vector<VirtualStage>& stages, std::vector<std::vector<int>>& stageOf)
{
    const int p = std::max(1, s.parallel.pp);
    const int perPipeline = pipelineStages(s);
    const int directions = s.parallel.schedule == PipelineSchedule::DualPipe ? 2 : 1;
    stages.assign(static_cast<std::size_t>(directions * perPipeline), {});
    stageOf.assign(static_cast<std::size_t>(p), {});
    for (int r = 0; r < p; ++r) {
        const RankPlacement placement = rankPlacement(s, r);
        int local = 0;
        for (std::size_t c = 0; c < placement.chunks.size(); ++c) {
            const RankChunk& chunk = placement.chunks[c];
            const int index = chunk.direction * perPipeline + chunk.stage;
            stages[static_cast<std::size_t>(index)] = {r, static_cast<int>(c), chunk.firstLayer, chunk.layers, local,
                                                       chunk.stage == 0, chunk.stage == perPipeline - 1};
            stageOf[static_cast<std::size_t>(r)].push_back(index);
            local += chunk.layers;
        }
    }
}

}  // namespace

StepBuilder::StepBuilder(const Scenario& scenario, const StepCosts& costs, int focus, const MemoryTerms& memory)
    : m_s(scenario), m_c(costs), m_mem(memory), m_sim(scenario.parallel.pp, focus, scenario.performance.overlap),
      m_pp(scenario.parallel.pp), m_chunks(chunksPerRank(scenario)),
      m_micro(static_cast<int>(scenario.gradAccumSteps())), m_microPerChunk(microBatchesPerChunk(scenario))
{
    placeVirtualStages(scenario, m_vstages, m_stageOf);
    m_ranks.resize(static_cast<std::size_t>(m_pp));
    for (int r = 0; r < m_pp; ++r) {
        m_orders.push_back(stageSchedule(scenario, r));
        auto& rank = m_ranks[static_cast<std::size_t>(r)];
        rank.backwardsDone.assign(static_cast<std::size_t>(m_chunks), 0);
        for (int index : m_stageOf[static_cast<std::size_t>(r)])
            rank.layers += m_vstages[static_cast<std::size_t>(index)].layers;
    }
    const auto slots = m_vstages.size() * static_cast<std::size_t>(m_micro);
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
        const VirtualStage& vs = m_vstages[static_cast<std::size_t>(m_stageOf[static_cast<std::size_t>(rank)][static_cast<std::size_t>(c)])];
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
    const int index = m_stageOf[static_cast<std::size_t>(rank)][static_cast<std::size_t>(block.chunk)];
    const VirtualStage& vs = m_vstages[static_cast<std::size_t>(index)];
    if (block.forward)
        return vs.pipelineStart || m_sendForward[static_cast<std::size_t>((index - 1) * m_micro + block.microBatch)] >= 0;
    return vs.pipelineEnd || m_sendBackward[static_cast<std::size_t>((index + 1) * m_micro + block.microBatch)] >= 0;
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
                const int vs = m_stageOf[static_cast<std::size_t>(r)][static_cast<std::size_t>(b.chunk)];
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
