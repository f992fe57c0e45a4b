#include "model/explore/planner_step.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "model/core/parallel_for.h"
#include "model/timeline/timeline.h"

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

namespace {

// Micro-batches beyond which a step is timed from two shorter steps rather than simulated
// whole: the simulation holds an event per layer and micro-batch, so a global batch of
// 2048 sequences would otherwise cost seconds a layout.
constexpr std::int64_t kSteadyStateFrom = 32;

bool fill(PlanRow& row, const Timeline& timeline)
{
    // An infinite time is a link of 0 bandwidth the layout needs: no time, not a slow one.
    if (!timeline.valid() || !(timeline.stepTime > 0) || !std::isfinite(timeline.stepTime)) {
        row.stepTime = row.mfu = row.tokensPerSecond = 0;
        return false;
    }
    row.stepTime = timeline.stepTime;
    row.mfu = timeline.mfu;
    row.tokensPerSecond = timeline.tokensPerSecond;
    return true;
}

}  // namespace

// After the pipeline's warm-up, every further group of p micro-batches (p: pipeline
// stages; a group keeps the interleaved schedule's m % p == 0) adds one identical steady-
// state period, and the drain, the gradient reduction and the optimizer step happen once
// whatever m is. So the step of m micro-batches is exactly T(m₁) + (m − m₁)/p·(T(m₁ + p) − T(m₁))
// for any m₁ ≡ m (mod p) past the warm-up; tests/model/test_planner_step.cpp checks it
// against whole simulations. Work, hence MFU and tokens/s, scales with m.
std::int64_t steadyStateBase(const Scenario& layout)
{
    const std::int64_t m = layout.gradAccumSteps();
    const std::int64_t period = std::max(1, layout.parallel.pp);
    const std::int64_t base = std::max<std::int64_t>(kSteadyStateFrom / 2, 2 * period);
    const std::int64_t first = base + (m - base) % period;
    return m >= kSteadyStateFrom && m >= first + 2 * period ? first : 0;
}

bool simulateRow(PlanRow& row)
{
    const std::int64_t m = row.layout.gradAccumSteps();
    const std::int64_t period = std::max(1, row.layout.parallel.pp);
    const std::int64_t first = steadyStateBase(row.layout);
    if (first == 0)
        return fill(row, simulateStep(row.layout));
    // The two shorter steps run `first` and `first + period` micro-batches: their own
    // accumulation, not the one the global batch derives.
    Scenario shorter = row.layout;
    shorter.training.globalBatch = 0;
    shorter.training.gradAccum = first;
    PlanRow a{shorter};
    shorter.training.gradAccum = first + period;
    PlanRow b{shorter};
    if (!fill(a, simulateStep(a.layout)) || !fill(b, simulateStep(b.layout)))
        return fill(row, Timeline{});
    const double periods = static_cast<double>(m - first) / static_cast<double>(period);
    row.stepTime = a.stepTime + periods * (b.stepTime - a.stepTime);
    const double workRatio = static_cast<double>(m) / static_cast<double>(first);
    row.mfu = a.mfu * workRatio * a.stepTime / row.stepTime;
    row.tokensPerSecond = a.tokensPerSecond * workRatio * a.stepTime / row.stepTime;
    return true;
}

}  // namespace memledger::model

namespace memledger::model {

void simulateRows(std::vector<PlanRow>& rows)
{
    // Four rows a thread at least: below that a thread costs more than it saves.
    parallelFor(rows.size(), 8, 4, [&rows](std::size_t i) { simulateRow(rows[i]); });
}

}  // namespace memledger::model
