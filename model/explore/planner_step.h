// The planner's step-time stage. simulateStep costs 0.1–0.9 ms a layout, a 64-GPU
// query has thousands that fit, and the query must answer in 200 ms: so the cheap
// ranker prunes first and only a candidate set is simulated (see planner_step.cpp
// for why that set holds the fastest layouts).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "model/explore/planner.h"

namespace memledger::model {

// Indices of fitting layouts worth simulating: the best ⌈count/2⌉ by the cheap ranker's
// cost (`cheap`), the best ⌊count/2⌋ by `splitFirst` (splitFirstCost, same order of
// layouts), plus the cheap memory-Pareto front. Ascending, no repeats.
std::vector<std::size_t> stepTimeCandidates(const std::vector<FrontPoint>& cheap, const std::vector<double>& splitFirst,
                                            std::size_t count);

// Simulates row.layout and fills stepTime, MFU and tokens/s; false (all 0) when the
// timeline reports a problem. Long accumulations are timed exactly from two shorter
// steps past the pipeline's warm-up (see planner_step.cpp).
bool simulateRow(PlanRow& row);
// The shorter accumulation simulateRow times `layout` from, or 0 when it simulates it whole.
std::int64_t steadyStateBase(const Scenario& layout);

// simulateRow on every row, spread over up to 8 hardware threads: the simulations are
// independent and pure, and they are most of a step-time query's time.
void simulateRows(std::vector<PlanRow>& rows);

}  // namespace memledger::model
