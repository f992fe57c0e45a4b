// The planner's search space, pruned by divisibility before anything is evaluated:
// TP divides heads, KV heads and FFN and stays inside a node; PP (× VPP) divides the
// layers; CP divides the sequence; DP is what is left of the GPUs.
#pragma once

#include <functional>
#include <vector>

#include "model/explore/planner.h"

namespace memledger::model {

// One way to spread the GPUs, before micro-batch and memory knobs.
struct Grid {
    int dp = 1, tp = 1, pp = 1, vpp = 1, cp = 1;
    int ep = 1;
    int etp = 0;  // 0: as TP
};

std::vector<Grid> enumerateGrids(const PlanRequest& request);

// The memory knobs the framework offers, applied to a layout (recomputation,
// sharding, offload); each call of `visit` sees one combination.
void forEachMemoryChoice(const PlanRequest& request, Scenario& layout, const std::function<void()>& visit);

// Sets degrees, micro-batch and accumulation; false when request.globalBatch (which must
// be set: plan() resolves it) does not split into DP × micro-batch.
bool applyGrid(const PlanRequest& request, const Grid& grid, std::int64_t microBatch, Scenario& layout);

}  // namespace memledger::model
