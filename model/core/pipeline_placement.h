// Which layers each pipeline rank holds under the scenario's schedule: one stage a rank
// (1F1B, GPipe, ZB-H1), v looped stages (Megatron's interleaved schedule, torchtitan's
// LoopedBFS), two stages in a V (ZBV, DualPipeV: rank r holds stages r and 2p − 1 − r), or
// DualPipe's two pipelines run in opposite directions (rank r holds stage r of one and
// stage p − 1 − r of the other). The ledger, the allocator's trace and the timeline all
// read it, so the three place the embedding, the head and every layer alike.
#pragma once

#include <vector>

#include "model/core/scenario.h"

namespace memledger::model {

// One virtual stage a rank runs, numbered as the rank's schedule numbers its chunks.
struct RankChunk {
    int direction = 0;    // DualPipe's second pipeline is 1; every other schedule has one
    int stage = 0;        // the virtual stage in its pipeline: 0 embeds, the last one holds the head
    int firstLayer = 0;   // the model layer it starts at
    int layers = 0;
};

struct RankPlacement {
    std::vector<RankChunk> chunks;
    bool embedding = false;   // holds a pipeline's first stage
    bool head = false;        // holds a pipeline's last stage (the output layer and the loss)
    int layers() const;
};

// Virtual stages of one pipeline: p·v, 2p for the V-shaped schedules, p for DualPipe's.
int pipelineStages(const Scenario& scenario);

// Virtual stages a rank runs: v, 2 for the V-shaped schedules and DualPipe.
int chunksPerRank(const Scenario& scenario);

// Micro-batches that pass through one chunk in a step: DualPipe sends half of them each way.
int microBatchesPerChunk(const Scenario& scenario);

RankPlacement rankPlacement(const Scenario& scenario, int rank);

// What the ledger asks of a rank's placement, without building it (the planner's path
// allocates nothing): whether it embeds, whether it holds the head, and how many of its
// layers are among the model's first `leadingDenseLayers`.
struct RankSummary {
    bool embedding = false;
    bool head = false;
    int denseLayers = 0;
    int firstLayer = 0;   // chunk 0's first layer, whose backward ends the rank's
};
RankSummary summarizeRank(const Scenario& scenario, int rank);

// The layers each rank holds (uniform unless stage_layers is given; DualPipe's rank r
// holds its stage r and p − 1 − r).
std::vector<int> stageLayerCounts(const Scenario& scenario);

// Whether the schedule places two stages a rank in a V (ZBV, DualPipeV).
bool vShaped(PipelineSchedule schedule);

}  // namespace memledger::model
