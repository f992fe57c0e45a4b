// Readouts of a simulated step: busy and exposed time per lane, overlap, FLOPs
// utilisation and throughput (docs/model.md#the-step-timeline).
#pragma once

#include "model/core/parameters.h"
#include "model/timeline/step_time.h"
#include "model/timeline/timeline.h"

namespace memledger::model::detail {

void summarizeLanes(Timeline& timeline);
void summarizeThroughput(const Scenario& scenario, const StepCosts& costs, Timeline& timeline);

}  // namespace memledger::model::detail
