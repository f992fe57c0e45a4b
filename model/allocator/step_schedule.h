// The order in which one pipeline stage runs the forward and backward passes of a step:
// 1F1B, or Megatron's interleaved schedule over virtual stages, at the granularity of one
// micro-batch on one model chunk (Megatron-LM
// megatron/core/pipeline_parallel/schedules.py: warm-up forwards, one forward and one
// backward in turn, cool-down backwards).
#pragma once

#include <vector>

#include "model/core/scenario.h"

namespace memledger::model {

struct ScheduleUnit {
    bool forward = true;
    int microBatch = 0;
    int chunk = 0;   // virtual stage: 0 … vpp − 1, each 1/vpp of the stage's layers
};

// With one stage and one chunk: F0 B0 F1 B1 …. On stage i of p, 1F1B holds up to p − i
// micro-batches; the interleaved schedule up to (p − i − 1)·2 + (v − 1)·p + 1 chunks, the
// counts the ledger's in-flight activations assume (inFlightMicroBatches).
std::vector<ScheduleUnit> stageSchedule(const Scenario& scenario, int stage);

}  // namespace memledger::model
