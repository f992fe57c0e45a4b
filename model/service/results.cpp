#include "model/service/results.h"

#include <algorithm>

#include "model/allocator/simulated_ledger.h"

namespace memledger::model {

Estimate ledgerOf(const Scenario& scenario) { return estimateWithAllocator(scenario); }

Estimate ledgerOf(const Scenario& scenario, const Estimate& analytic)
{
    return simulateFragmentation(scenario, analytic);
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

// A row as the ledger shows it; false when it no longer fits.
bool asTheLedgerShowsIt(PlanRow& row)
{
    const Estimate ledger = ledgerOf(row.layout);
    if (!ledger.valid())
        return false;
    row.memoryPerGpu = ledger.worst().total;
    row.headroom = ledger.headroom();
    return ledger.fits;
}

}  // namespace

RefinedPlan planOf(const PlanRequest& request)
{
    RefinedPlan answer{plan(request), 0};
    PlanResult& result = answer.result;
    std::vector<PlanRow> shown;
    for (PlanRow row : result.rows) {
        const double assumed = row.memoryPerGpu;
        const double cost = row.cost;
        const bool fits = asTheLedgerShowsIt(row);
        // The chart's point of the same layout moves with it.
        for (PlanRow& candidate : result.candidates)
            if (candidate.memoryPerGpu == assumed && candidate.cost == cost) {
                candidate.memoryPerGpu = row.memoryPerGpu;
                candidate.headroom = row.headroom;
            }
        if (fits)
            shown.push_back(std::move(row));
        else
            ++answer.refitted;
    }
    result.rows = std::move(shown);
    if (result.rows.empty() && answer.refitted > 0 &&
        std::find(result.notes.begin(), result.notes.end(), PlanNote::NoLayoutFits) == result.notes.end())
        result.notes.push_back(PlanNote::NoLayoutFits);
    return answer;
}

}  // namespace memledger::model
