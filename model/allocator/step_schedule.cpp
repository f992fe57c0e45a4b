#include "model/allocator/step_schedule.h"

#include <algorithm>

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

}  // namespace

std::vector<ScheduleUnit> stageSchedule(const Scenario& scenario, int stage)
{
    const int p = std::max(1, scenario.parallel.pp);
    const int v = std::max(1, scenario.parallel.vpp);
    const int m = static_cast<int>(std::max<std::int64_t>(1, scenario.gradAccumSteps()));
    const std::vector<ScheduleUnit> forwards = chunkOrder(m, v, p, true);
    const std::vector<ScheduleUnit> backwards = chunkOrder(m, v, p, false);
    const int total = static_cast<int>(forwards.size());
    const int warmUp = std::min(total, v > 1 ? (p - stage - 1) * 2 + (v - 1) * p : p - stage - 1);

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

}  // namespace memledger::model
