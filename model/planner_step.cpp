#include "model/planner_step.h"

#include <algorithm>
#include <numeric>
#include <thread>

#include "model/timeline.h"

namespace memledger::model {

namespace {

// Appends the `count` lowest-key indices.
void appendBest(const std::vector<double>& key, std::size_t count, std::vector<std::size_t>& out)
{
    std::vector<std::size_t> order(key.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    count = std::min(count, order.size());
    const auto middle = order.begin() + static_cast<std::ptrdiff_t>(count);
    std::partial_sort(order.begin(), middle, order.end(),
                      [&](std::size_t a, std::size_t b) { return key[a] != key[b] ? key[a] < key[b] : a < b; });
    out.insert(out.end(), order.begin(), middle);
}

}  // namespace

// Why this set. The simulated step is dominated by a few terms: PCIe transfers and
// CPU Adam (offload), a second forward (full recomputation), per-layer gathers
// (ZeRO-3), blocking TP/CP collectives and the pipeline bubble (p−1)/(m·v+p−1).
// Two cheap orders bet on opposite trade-offs among them: the headroom order puts
// the fewest compromises first (offload and recomputation are expensive), the
// split-first order the fewest GPUs per replica first (collectives and bubble are
// expensive, offload overlaps compute). The best half of each covers the cheapest
// splits and compromises with their micro-batch, VPP and sharding variants, where
// the simulation's finer effects decide. The cheap memory front is added so the lean
// end of the memory-vs-time front (most compromises, which neither top half reaches)
// is still offered. Simulating costs ≈ 1–3 ms a 70B layout, so 64 (≈ 73 with the
// front) is what a 64-GPU query can afford within 200 ms on one core, and well
// under it on several (simulateRows); tests/model/test_planner_step.cpp measures how
// close the pruned winner comes to simulating every fitting layout.
std::vector<std::size_t> stepTimeCandidates(const std::vector<FrontPoint>& cheap, const std::vector<double>& splitFirst,
                                            std::size_t count)
{
    std::vector<double> cost(cheap.size());
    for (std::size_t i = 0; i < cheap.size(); ++i)
        cost[i] = cheap[i].cost;
    std::vector<std::size_t> out;
    appendBest(cost, count - count / 2, out);
    appendBest(splitFirst, count / 2, out);
    const std::vector<std::size_t> front = paretoFront(cheap);
    out.insert(out.end(), front.begin(), front.end());
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool simulateRow(PlanRow& row)
{
    const Timeline timeline = simulateStep(row.layout);
    if (!timeline.valid() || !(timeline.stepTime > 0)) {
        row.stepTime = row.mfu = row.tokensPerSecond = 0;
        return false;
    }
    row.stepTime = timeline.stepTime;
    row.mfu = timeline.mfu;
    row.tokensPerSecond = timeline.tokensPerSecond;
    return true;
}

}  // namespace memledger::model

namespace memledger::model {

void simulateRows(std::vector<PlanRow>& rows)
{
    constexpr std::size_t kRowsPerThread = 4;  // below this a thread costs more than it saves
    const std::size_t threads =
        std::min({std::size_t{std::max(1u, std::thread::hardware_concurrency())}, std::size_t{8},
                  (rows.size() + kRowsPerThread - 1) / kRowsPerThread});
    if (threads <= 1) {
        for (PlanRow& row : rows)
            simulateRow(row);
        return;
    }
    std::vector<std::thread> pool;
    for (std::size_t t = 0; t < threads; ++t)
        pool.emplace_back([&rows, t, threads] {
            for (std::size_t i = t; i < rows.size(); i += threads)
                simulateRow(rows[i]);
        });
    for (std::thread& thread : pool)
        thread.join();
}

}  // namespace memledger::model
