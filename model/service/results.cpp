#include "model/service/results.h"

#include <algorithm>
#include <thread>
#include <vector>

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

// Each row's ledger, the rows spread over the machine's cores: a row's allocator replay
// scales with its micro-batches × stages (a 70B row at 512 micro-batches on 8 stages takes
// about 0.2 s), and the rows are independent.
std::vector<Estimate> ledgersOf(const std::vector<PlanRow>& rows)
{
    std::vector<Estimate> ledgers(rows.size());
    const std::size_t threads =
        std::min<std::size_t>({std::max(1u, std::thread::hardware_concurrency()), std::size_t{16}, rows.size()});
    if (threads <= 1) {
        for (std::size_t i = 0; i < rows.size(); ++i)
            ledgers[i] = ledgerOf(rows[i].layout);
        return ledgers;
    }
    std::vector<std::thread> pool;
    for (std::size_t t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
            for (std::size_t i = t; i < rows.size(); i += threads)
                ledgers[i] = ledgerOf(rows[i].layout);
        });
    for (std::thread& thread : pool)
        thread.join();
    return ledgers;
}

}  // namespace

RefinedPlan planOf(const PlanRequest& request)
{
    RefinedPlan answer{plan(request), 0};
    PlanResult& result = answer.result;
    const std::vector<Estimate> ledgers = ledgersOf(result.rows);
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
    if (result.rows.empty() && answer.refitted > 0 &&
        std::find(result.notes.begin(), result.notes.end(), PlanNote::NoLayoutFits) == result.notes.end())
        result.notes.push_back(PlanNote::NoLayoutFits);
    return answer;
}

}  // namespace memledger::model
