#include "model/core/pipeline_placement.h"

#include <algorithm>
#include <numeric>

namespace memledger::model {

namespace {

// The layers of each virtual stage of one pipeline, in pipeline order.
std::vector<int> virtualStageLayers(const Scenario& scenario)
{
    const auto& par = scenario.parallel;
    const int p = std::max(1, par.pp);
    const int stages = pipelineStages(scenario);
    const int perRank = stages / p;
    std::vector<int> out(static_cast<std::size_t>(stages), 0);
    if (par.schedule == PipelineSchedule::DualPipe || perRank == 1) {
        for (int k = 0; k < stages; ++k)
            out[static_cast<std::size_t>(k)] =
                par.stageLayers.empty() ? scenario.arch.layers / stages : par.stageLayers[static_cast<std::size_t>(k)];
        return out;
    }
    if (par.stageLayers.empty()) {
        // Megatron's interleaved layout: the layers split evenly over p·v virtual stages.
        for (int k = 0; k < stages; ++k)
            out[static_cast<std::size_t>(k)] = scenario.arch.layers / stages + (k < scenario.arch.layers % stages ? 1 : 0);
        return out;
    }
    // A rank's layers given as one count split over its chunks, chunk c taking its share
    // c·n/v … (c + 1)·n/v, as the looped schedules place virtual stage c·p + r on rank r.
    for (int r = 0; r < p; ++r) {
        const int n = par.stageLayers[static_cast<std::size_t>(r)];
        for (int c = 0; c < perRank; ++c) {
            const int stage = vShaped(par.schedule) ? (c == 0 ? r : stages - 1 - r) : c * p + r;
            out[static_cast<std::size_t>(stage)] = (c + 1) * n / perRank - c * n / perRank;
        }
    }
    return out;
}

}  // namespace

int RankPlacement::layers() const
{
    int total = 0;
    for (const RankChunk& chunk : chunks)
        total += chunk.layers;
    return total;
}

bool vShaped(PipelineSchedule schedule)
{
    return schedule == PipelineSchedule::Zbv || schedule == PipelineSchedule::DualPipeV;
}

int pipelineStages(const Scenario& scenario)
{
    const int p = std::max(1, scenario.parallel.pp);
    if (scenario.parallel.schedule == PipelineSchedule::DualPipe)
        return p;
    return p * chunksPerRank(scenario);
}

int chunksPerRank(const Scenario& scenario)
{
    const auto& par = scenario.parallel;
    if (vShaped(par.schedule) || par.schedule == PipelineSchedule::DualPipe)
        return 2;
    return par.pp > 1 ? std::max(1, par.vpp) : 1;
}

int microBatchesPerChunk(const Scenario& scenario)
{
    const auto m = static_cast<int>(std::max<std::int64_t>(1, scenario.gradAccumSteps()));
    return scenario.parallel.schedule == PipelineSchedule::DualPipe ? std::max(1, m / 2) : m;
}

RankPlacement rankPlacement(const Scenario& scenario, int rank)
{
    const auto& par = scenario.parallel;
    const int p = std::max(1, par.pp);
    const int stages = pipelineStages(scenario);
    const std::vector<int> layers = virtualStageLayers(scenario);
    const auto firstLayerOf = [&layers](int stage) {
        return std::accumulate(layers.begin(), layers.begin() + stage, 0);
    };
    RankPlacement out;
    const auto add = [&](int direction, int stage) {
        out.chunks.push_back({direction, stage, firstLayerOf(stage), layers[static_cast<std::size_t>(stage)]});
        out.embedding = out.embedding || stage == 0;
        out.head = out.head || stage == stages - 1;
    };
    if (par.schedule == PipelineSchedule::DualPipe) {
        // dualpipe.py: the first half of the ranks runs the forward direction as its phase
        // 0, the second half the reverse one; phase 0 is the rank's nearer-to-the-input stage.
        const int half = std::min(rank, p - 1 - rank);
        const int direction = rank < p / 2 ? 0 : 1;
        add(direction, half);
        add(1 - direction, p - 1 - half);
        return out;
    }
    const int chunks = chunksPerRank(scenario);
    for (int c = 0; c < chunks; ++c)
        add(0, vShaped(par.schedule) ? (c == 0 ? rank : stages - 1 - rank) : c * p + rank);
    return out;
}

ChunkLocation locateStage(const Scenario& scenario, int direction, int stage)
{
    const auto& par = scenario.parallel;
    const int p = std::max(1, par.pp);
    if (par.schedule == PipelineSchedule::DualPipe) {
        // Direction 0's stage k runs on rank k, direction 1's on rank p − 1 − k.
        const int rank = direction == 0 ? stage : p - 1 - stage;
        const int half = std::min(rank, p - 1 - rank);
        return {rank, stage == half ? 0 : 1};
    }
    if (vShaped(par.schedule))
        return stage < p ? ChunkLocation{stage, 0} : ChunkLocation{2 * p - 1 - stage, 1};
    return {stage % p, stage / p};
}

std::vector<int> stageLayerCounts(const Scenario& scenario)
{
    const auto& par = scenario.parallel;
    const int p = std::max(1, par.pp);
    if (!par.stageLayers.empty() && par.schedule != PipelineSchedule::DualPipe)
        return par.stageLayers;
    if (chunksPerRank(scenario) == 1)
        return std::vector<int>(static_cast<std::size_t>(p), scenario.arch.layers / p);
    std::vector<int> out(static_cast<std::size_t>(p));
    for (int r = 0; r < p; ++r)
        out[static_cast<std::size_t>(r)] = rankPlacement(scenario, r).layers();
    return out;
}

}  // namespace memledger::model
