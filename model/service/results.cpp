#include "model/service/results.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "model/allocator/simulated_ledger.h"
#include "model/core/parallel_for.h"

namespace memledger::model {

Estimate ledgerOf(const Scenario& scenario) { return estimateWithAllocator(scenario); }

Estimate ledgerOf(const Scenario& scenario, const Estimate& analytic)
{
    return simulateFragmentation(scenario, analytic);
}

Timeline timelineOf(const Scenario& scenario, int stage)
{
    return simulateStep(scenario, ledgerOf(scenario), stage);
}

Comparison comparisonOf(const Scenario& a, const Estimate& analyticA, const Scenario& b, const Estimate& analyticB)
{
    return compare(a, ledgerOf(a, analyticA), b, ledgerOf(b, analyticB));
}

MeasuredComparison measuredComparisonOf(const MeasuredPeaks& measured, const Scenario& scenario,
                                        const Estimate& analytic)
{
    return compareMeasured(measured, scenario, ledgerOf(scenario, analytic));
}

namespace {

// Each scenario's ledger, spread over the machine's cores: an allocator replay scales
// with micro-batches × stages (a 70B row at 512 micro-batches on 8 stages takes about
// 0.1 s), and the scenarios are independent.
std::vector<Estimate> ledgersOf(const std::vector<Scenario>& scenarios)
{
    std::vector<Estimate> ledgers(scenarios.size());
    parallelFor(scenarios.size(), 16, 1, [&](std::size_t i) { ledgers[i] = ledgerOf(scenarios[i]); });
    return ledgers;
}

std::vector<Estimate> rowLedgers(const std::vector<PlanRow>& rows)
{
    std::vector<Scenario> layouts;
    layouts.reserve(rows.size());
    for (const PlanRow& row : rows)
        layouts.push_back(row.layout);
    return ledgersOf(layouts);
}

}  // namespace

RefinedPlan planOf(const PlanRequest& request) { return refinePlan(plan(request)); }

RefinedPlan refinePlan(PlanResult searched)
{
    RefinedPlan answer{std::move(searched), 0};
    PlanResult& result = answer.result;
    if (result.rowsExact)
        return answer;
    const std::vector<Estimate> ledgers = rowLedgers(result.rows);
    std::vector<PlanRow> shown;
    for (std::size_t i = 0; i < result.rows.size(); ++i) {
        PlanRow row = result.rows[i];
        const Estimate& ledger = ledgers[i];
        if (!ledger.valid()) {
            ++answer.refitted;
            continue;
        }
        // The chart's point of the same layout moves with it.
        for (PlanRow& candidate : result.candidates)
            if (candidate.memoryPerGpu == row.memoryPerGpu && candidate.cost == row.cost) {
                candidate.memoryPerGpu = ledger.worst().total;
                candidate.headroom = ledger.headroom();
            }
        row.memoryPerGpu = ledger.worst().total;
        row.headroom = ledger.headroom();
        if (ledger.fits)
            shown.push_back(std::move(row));
        else
            ++answer.refitted;
    }
    result.rows = std::move(shown);
    result.rowsExact = true;
    if (result.rows.empty() && answer.refitted > 0 &&
        std::find(result.notes.begin(), result.notes.end(), PlanNote::NoLayoutFits) == result.notes.end())
        result.notes.push_back(PlanNote::NoLayoutFits);
    return answer;
}

Sweep sweepOf(const Scenario& base, SweepKnob knob, const std::vector<std::int64_t>& values)
{
    return sweep(base, knob, values, ledgersOf);
}

Sweep sweepModelsOf(const Scenario& base, const std::vector<Architecture>& models)
{
    return sweepModels(base, models, ledgersOf);
}

HeatMap fitMapOf(const Scenario& base, SweepKnob xKnob, const std::vector<std::int64_t>& xs, SweepKnob yKnob,
                 const std::vector<std::int64_t>& ys)
{
    return heatMap(base, xKnob, xs, yKnob, ys, ledgersOf);
}

}  // namespace memledger::model
