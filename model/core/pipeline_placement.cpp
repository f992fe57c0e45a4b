#include "model/core/pipeline_placement.h"

#include <algorithm>

namespace memledger::model {

namespace {

// The layers of virtual stage `stage` of a pipeline.
int stageLayerCount(const Scenario& scenario, int stage)
{
    const auto& par = scenario.parallel;
    const int p = std::max(1, par.pp);
    const int stages = pipelineStages(scenario);
    const int perRank = stages / p;
    const auto given = [&](int index) { return par.stageLayers[static_cast<std::size_t>(index)]; };
    if (par.schedule == PipelineSchedule::DualPipe || perRank == 1)
        return par.stageLayers.empty() ? scenario.arch.layers / stages : given(stage);
    // Megatron's interleaved layout: the layers split evenly over p·v virtual stages.
    if (par.stageLayers.empty())
        return scenario.arch.layers / stages + (stage < scenario.arch.layers % stages ? 1 : 0);
    // A rank's layers given as one count split over its chunks, chunk c taking its share
    // c·n/v … (c + 1)·n/v, as the looped schedules place virtual stage c·p + r on rank r.
    const bool mirrored = vShaped(par.schedule) && stage >= p;
    const int rank = mirrored ? stages - 1 - stage : stage % p;
    const int chunk = mirrored ? 1 : stage / p;
    const int n = given(rank);
    return (chunk + 1) * n / perRank - chunk * n / perRank;
}

int firstLayerOf(const Scenario& scenario, int stage)
{
    // Even splits in closed form: the planner's layouts.
    if (scenario.parallel.stageLayers.empty()) {
        const int stages = pipelineStages(scenario);
        const int layers = scenario.arch.layers;
        return stage * (layers / stages) + std::min(stage, layers % stages);
    }
    int first = 0;
    for (int k = 0; k < stage; ++k)
        first += stageLayerCount(scenario, k);
    return first;
}

// The virtual stage chunk `chunk` of `rank` runs, and its pipeline.
RankChunk chunkOf(const Scenario& scenario, int rank, int chunk)
{
    const auto& par = scenario.parallel;
    const int p = std::max(1, par.pp);
    const int stages = pipelineStages(scenario);
    RankChunk out;
    if (par.schedule == PipelineSchedule::DualPipe) {
        // dualpipe.py: the first half of the ranks runs the forward direction as its phase
        // 0, the second half the reverse one; phase 0 is the rank's nearer-to-the-input stage.
        const int half = std::min(rank, p - 1 - rank);
        const int direction = rank < p / 2 ? 0 : 1;
        out.direction = chunk == 0 ? direction : 1 - direction;
        out.stage = chunk == 0 ? half : p - 1 - half;
    } else {
        out.stage = vShaped(par.schedule) ? (chunk == 0 ? rank : stages - 1 - rank) : chunk * p + rank;
    }
    out.firstLayer = firstLayerOf(scenario, out.stage);
    out.layers = stageLayerCount(scenario, out.stage);
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
    const int last = pipelineStages(scenario) - 1;
    RankPlacement out;
    for (int c = 0; c < chunksPerRank(scenario); ++c) {
        out.chunks.push_back(chunkOf(scenario, rank, c));
        out.embedding = out.embedding || out.chunks.back().stage == 0;
        out.head = out.head || out.chunks.back().stage == last;
    }
    return out;
}

RankSummary summarizeRank(const Scenario& scenario, int rank)
{
    const int last = pipelineStages(scenario) - 1;
    RankSummary out;
    for (int c = 0; c < chunksPerRank(scenario); ++c) {
        const RankChunk chunk = chunkOf(scenario, rank, c);
        out.embedding = out.embedding || chunk.stage == 0;
        out.head = out.head || chunk.stage == last;
        out.denseLayers += chunk.layers - scenario.arch.moe.expertLayersIn(chunk.firstLayer, chunk.layers);
        if (c == 0)
            out.firstLayer = chunk.firstLayer;
    }
    return out;
}

std::vector<int> stageLayerCounts(const Scenario& scenario)
{
    const auto& par = scenario.parallel;
    const int p = std::max(1, par.pp);
    if (!par.stageLayers.empty() && par.schedule != PipelineSchedule::DualPipe)
        return par.stageLayers;
    if (chunksPerRank(scenario) == 1)
        return std::vector<int>(static_cast<std::size_t>(p), scenario.arch.layers / p);
    std::vector<int> out(static_cast<std::size_t>(p), 0);
    for (int r = 0; r < p; ++r)
        for (int c = 0; c < chunksPerRank(scenario); ++c)
            out[static_cast<std::size_t>(r)] += chunkOf(scenario, r, c).layers;
    return out;
}

}  // namespace memledger::model
