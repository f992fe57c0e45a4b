// The results both faces show, produced one way: the command line's commands and the
// window's results hub call these, so a scenario has one peak wherever it is read. What a
// face shows as the engine computes it (the step timeline, sweeps, the fit map, the triage
// walk, the allocator study) both call straight from the engine; what is composed of
// several engine results is composed here, once.
#pragma once

#include "model/explore/compare.h"
#include "model/explore/planner.h"
#include "model/explore/sweep.h"
#include "model/ledger/ledger.h"
#include "model/reconcile/measured_comparison.h"
#include "model/timeline/timeline.h"

namespace memledger::model {

// The ledger every face shows for a scenario: estimate() with each stage's fragmentation
// replayed through the simulated caching allocator (model/allocator/simulated_ledger.h).
Estimate ledgerOf(const Scenario& scenario);
// The same, from the analytic estimate a face already holds (the window's first paint).
Estimate ledgerOf(const Scenario& scenario, const Estimate& analytic);

// One simulated step on the ledger every face shows: its allocated peak is the ledger's
// peakAllocated and its total (peak + context, NCCL and fragmentation) the ledger's total.
Timeline timelineOf(const Scenario& scenario, int stage = -1);

// Two scenarios side by side, each with the ledger every face shows (the A/B view, the
// design review's deltas).
Comparison comparisonOf(const Scenario& a, const Estimate& analyticA, const Scenario& b, const Estimate& analyticB);

// A measured snapshot or memory_stats() file against the ledger of the scenario that ran.
MeasuredComparison measuredComparisonOf(const MeasuredPeaks& measured, const Scenario& scenario,
                                        const Estimate& analytic);

// The planner's answer with every row as the ledger shows it. The search ranks thousands
// of layouts with the assumed fragmentation (model/explore/planner.h); the rows it
// returns are then estimated as ledgerOf does, so a row's memory and headroom are, to the
// byte, what `estimate` and the ledger print for its layout. A row whose simulated ledger
// no longer fits is not recommended: it leaves the rows (and is counted in `refitted`).
struct RefinedPlan {
    PlanResult result;
    int refitted = 0;   // rows dropped because the allocator's reserve made them overflow
};
RefinedPlan planOf(const PlanRequest& request);
// The second half of planOf, for a face that shows the search's rows at once (marked as
// not yet exact) and these when the replays are done: planOf(r) is refinePlan(plan(r)).
RefinedPlan refinePlan(PlanResult searched);

// Memory against one knob, and the two-knob fit map, each point the ledger of its
// scenario (so the point at the scenario's own value is the ledger's total, to the byte,
// and a cell fits exactly when the ledger says it does). Points are estimated in parallel.
Sweep sweepOf(const Scenario& base, SweepKnob knob, const std::vector<std::int64_t>& values);
Sweep sweepModelsOf(const Scenario& base, const std::vector<Architecture>& models);
HeatMap fitMapOf(const Scenario& base, SweepKnob xKnob, const std::vector<std::int64_t>& xs, SweepKnob yKnob,
                 const std::vector<std::int64_t>& ys);

}  // namespace memledger::model
