#include "model/core/pipeline_schedule.h"

#include <algorithm>

#include "model/core/pipeline_placement.h"

namespace memledger::model {

namespace {

// Micro-batches go through the chunks in groups of p: chunk 0 for micro-batches 0…p−1,
// then chunk 1 for the same group, …; the backward order takes the chunks in reverse.
std::vector<ScheduleUnit> chunkOrder(int microBatches, int chunks, int group, bool forward)
{
    std::vector<ScheduleUnit> units;
    units.reserve(static_cast<std::size_t>(microBatches) * static_cast<std::size_t>(chunks));
    for (int start = 0; start < microBatches; start += group)
        for (int c = 0; c < chunks; ++c)
            for (int mb = start; mb < std::min(microBatches, start + group); ++mb)
                units.push_back({forward, mb, forward ? c : chunks - 1 - c});
    return units;
}

int warmUpUnits(int p, int v, int m, int rank)
{
    if (v == 1)
        return std::min(m, p - rank - 1);
    // get_pp_rank_microbatches: every forward first only where the warm-up covers them all.
    return std::min(m * v, (p - rank - 1) * 2 + (v - 1) * p);
}

std::vector<ScheduleUnit> oneForwardOneBackward(int p, int v, int m, int rank)
{
    const std::vector<ScheduleUnit> forwards = chunkOrder(m, v, p, true);
    const std::vector<ScheduleUnit> backwards = chunkOrder(m, v, p, false);
    const int total = static_cast<int>(forwards.size());
    const int warmUp = warmUpUnits(p, v, m, rank);
    std::vector<ScheduleUnit> order;
    order.reserve(2 * forwards.size());
    order.insert(order.end(), forwards.begin(), forwards.begin() + warmUp);
    for (int i = 0; i + warmUp < total; ++i) {
        order.push_back(forwards[static_cast<std::size_t>(i + warmUp)]);
        order.push_back(backwards[static_cast<std::size_t>(i)]);
    }
    order.insert(order.end(), backwards.end() - warmUp, backwards.end());
    return order;
}

// GPipe with one chunk; LoopedBFS with several (chunk by chunk, the backward in reverse).
std::vector<ScheduleUnit> allForwardsFirst(int v, int m)
{
    std::vector<ScheduleUnit> order;
    order.reserve(static_cast<std::size_t>(2 * v * m));
    for (int c = 0; c < v; ++c)
        for (int mb = 0; mb < m; ++mb)
            order.push_back({true, mb, c});
    for (int c = v - 1; c >= 0; --c)
        for (int k = 0; k < m; ++k)
            order.push_back({false, v == 1 ? k : m - 1 - k, c});
    return order;
}

// ScheduleZBVZeroBubble._calculate_single_rank_operations, the units of micro-batches
// past m (its bubbles) left out.
std::vector<ScheduleUnit> zeroBubbleV(int p, int m, int rank)
{
    const int n = std::max(2 * p - 1, m);
    std::vector<ScheduleUnit> order;
    int next[2][2] = {{0, 0}, {0, 0}};   // [forward?0:1][chunk]
    const auto run = [&](bool forward, int chunk) {
        const int mb = next[forward ? 0 : 1][chunk]++;
        if (mb < m)
            order.push_back({forward, mb, chunk});
    };
    int& f0 = next[0][0];
    int& f1 = next[0][1];
    for (int i = 0; i < 2 * (p - rank) - 1; ++i)
        run(true, 0);
    for (int i = 0; i < rank; ++i) {
        run(true, 1);
        run(true, 0);
    }
    for (int i = 0; i < p - rank; ++i) {
        run(true, 1);
        run(false, 1);
    }
    while (f1 < f0 || f0 < n) {
        if (f0 < n)
            run(true, 0);
        run(false, 0);
        run(true, 1);
        run(false, 1);
    }
    for (int i = 0; i < rank; ++i) {
        run(false, 0);
        run(false, 1);
    }
    for (int i = 0; i < p - rank; ++i)
        run(false, 0);
    return order;
}

// DualPipe's step() over R = p/2 ranks a half at position h = min(r, p − 1 − r), and
// DualPipeV's over R = p ranks at position r: the same eight steps. `m` micro-batches
// pass each chunk; an overlapped forward-and-backward pair is taken forward first.
std::vector<ScheduleUnit> dualPipe(int halfRanks, int position, int m, const int (&numberFrom)[2])
{
    std::vector<ScheduleUnit> order;
    int next[2][2] = {{0, 0}, {0, 0}};
    const auto run = [&](bool forward, int chunk) {
        order.push_back({forward, numberFrom[chunk] + next[forward ? 0 : 1][chunk]++, chunk});
    };
    const int R = halfRanks;
    const int h = position;
    for (int i = 0; i < 2 * (R - h - 1); ++i)
        run(true, 0);
    for (int i = 0; i <= h; ++i) {
        run(true, 0);
        run(true, 1);
    }
    for (int i = 0; i < R - h - 1; ++i) {
        run(false, 1);
        run(true, 1);
    }
    for (int i = 0; i < m - 2 * R + h + 1; ++i) {
        run(true, 0);
        run(false, 1);
        run(true, 1);
        run(false, 0);
    }
    for (int i = 0; i < R - h - 1; ++i) {
        run(false, 1);
        run(true, 1);
        run(false, 0);
    }
    for (int i = 0; i <= h; ++i) {
        run(false, 1);
        run(false, 0);
    }
    for (int i = 0; i < R - h - 1; ++i)
        run(false, 0);
    return order;
}

}  // namespace

std::vector<ScheduleUnit> stageSchedule(const Scenario& scenario, int rank)
{
    const int p = std::max(1, scenario.parallel.pp);
    const int v = chunksPerRank(scenario);
    const int m = microBatchesPerChunk(scenario);
    switch (scenario.parallel.schedule) {
    case PipelineSchedule::GPipe:
        return allForwardsFirst(v, m);
    case PipelineSchedule::Zbv:
        return zeroBubbleV(p, m, rank);
    case PipelineSchedule::DualPipeV: {
        const int numbers[2] = {0, 0};
        return dualPipe(p, rank, m, numbers);
    }
    case PipelineSchedule::DualPipe: {
        // A micro-batch keeps its number on every rank: the second pipeline's follow the first's.
        const RankPlacement placement = rankPlacement(scenario, rank);
        const int numbers[2] = {placement.chunks[0].direction * m, placement.chunks[1].direction * m};
        return dualPipe(p / 2, std::min(rank, p - 1 - rank), m, numbers);
    }
    case PipelineSchedule::OneFOneB:
    case PipelineSchedule::ZeroBubbleH1:
        break;
    }
    return oneForwardOneBackward(p, v, m, rank);
}

double peakChunksInFlight(const Scenario& scenario, int rank)
{
    const int p = std::max(1, scenario.parallel.pp);
    const double m = static_cast<double>(std::max<std::int64_t>(1, scenario.gradAccumSteps()));
    if (p <= 1)
        return 1;
    const int v = chunksPerRank(scenario);
    switch (scenario.parallel.schedule) {
    case PipelineSchedule::GPipe:
        return m * v;
    case PipelineSchedule::Zbv:
        return std::min(2.0 * p, m + std::min(m, rank + 1.0));
    case PipelineSchedule::DualPipeV:
        return 2.0 * p + 1;
    case PipelineSchedule::DualPipe:
        return p + 1.0;
    case PipelineSchedule::OneFOneB:
    case PipelineSchedule::ZeroBubbleH1:
        break;
    }
    if (v == 1)
        return std::min(m, static_cast<double>(p - rank));
    return std::min(m * v, (p - rank - 1) * 2.0 + (v - 1.0) * p + 1.0);
}

double inFlightMicroBatches(const Scenario& scenario, int rank)
{
    if (scenario.parallel.pp <= 1)
        return 1;
    return peakChunksInFlight(scenario, rank) / chunksPerRank(scenario);
}

double headMicroBatchesInFlight(const Scenario& scenario)
{
    if (scenario.parallel.pp <= 1 || scenario.parallel.schedule != PipelineSchedule::GPipe)
        return 1;
    return static_cast<double>(std::max<std::int64_t>(1, scenario.gradAccumSteps()));
}

}  // namespace memledger::model
