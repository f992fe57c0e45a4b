// The order in which one pipeline rank runs the forward and backward passes of a step, at
// the granularity of one micro-batch on one of its chunks, for each schedule:
// - 1F1B and Megatron's interleaved schedule (megatron/core/pipeline_parallel/schedules.py:
//   warm-up forwards, one forward and one backward in turn, cool-down backwards);
// - GPipe, and LoopedBFS with v chunks (torch.distributed.pipelining ScheduleGPipe,
//   ScheduleLoopedBFS): every forward, then every backward;
// - ZB-H1 (Qi et al. 2024, arXiv 2401.10241): 1F1B's order, the weight gradients deferred
//   into the bubbles without holding more;
// - ZBV (torch.distributed.pipelining ScheduleZBVZeroBubble) and DualPipeV
//   (ScheduleDualPipeV; deepseek-ai/DualPipe dualpipev.py), two chunks in a V;
// - DualPipe (deepseek-ai/DualPipe dualpipe.py step()): two pipelines in opposite directions.
// A backward is the full backward (input and weight gradients); the zero-bubble schedules'
// deferred weight passes run where their input gradient does.
#pragma once

#include <vector>

#include "model/core/scenario.h"

namespace memledger::model {

struct ScheduleUnit {
    bool forward = true;
    // Numbered over the step; DualPipe's second pipeline takes the numbers after the first's.
    int microBatch = 0;
    int chunk = 0;   // the rank's virtual stage, as rankPlacement numbers it
};

// With one stage and one chunk: F0 B0 F1 B1 ….
std::vector<ScheduleUnit> stageSchedule(const Scenario& scenario, int rank);

// The most chunk micro-batches `rank` holds activations of at once under its schedule,
// in closed form (the peak of stageSchedule's forwards not yet taken backward):
//   1F1B, ZB-H1  min(m, p − i)
//   interleaved  min(m·v, 2(p − i − 1) + (v − 1)·p + 1)
//   GPipe        m·v
//   ZBV          min(2p, m + min(m, i + 1))
//   DualPipeV    2p + 1;  DualPipe p + 1 (dualpipe.py's README: "PP + 1")
double peakChunksInFlight(const Scenario& scenario, int rank);

// Micro-batches whose activations `rank` holds at once, in units of all its layers: the
// peak chunk count over the chunks a rank runs.
double inFlightMicroBatches(const Scenario& scenario, int rank);

// Micro-batches whose head (the output layer, the loss, multi-token prediction) the rank
// holding it keeps at once: every micro-batch under GPipe, whose backwards wait for the
// last forward; one elsewhere, each head's backward following its forward before the next
// (the interleaved last rank's warm-up, (v − 1)·p chunks, never reaches its head chunk).
double headMicroBatchesInFlight(const Scenario& scenario);

}  // namespace memledger::model
