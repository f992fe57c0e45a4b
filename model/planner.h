// What fits: enumerate the layouts of a model on N GPUs (DP × TP × PP × VPP × CP ×
// sharding × recomputation × micro-batch × offload), keep the valid ones that fit,
// rank them and return the Pareto front of memory per GPU vs cost. Pure C++.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/planner_rank.h"

namespace memledger::model {

struct PlanRequest {
    Scenario base;                  // model, GPU, precision, optimizer, framework, sequence, overheads
    int gpus = 8;
    std::int64_t globalBatch = 0;   // sequences per step; 0: micro-batches per step = max(base's, PP)
    std::int64_t maxMicroBatch = 64;
    int maxVpp = 4;
    int maxCp = 8;
    bool allowOffload = true;
};

struct PlanRow {
    Scenario layout;
    double memoryPerGpu = 0;        // worst pipeline stage
    double headroom = 0;
    double cost = 0;                // the ranker's
};

struct PlanResult {
    std::vector<PlanRow> rows;      // the Pareto front, best (lowest cost) first
    std::string rankedBy;
    bool stepTime = false;
    std::int64_t enumerated = 0;    // layouts generated after divisibility pruning
    std::int64_t evaluated = 0;     // layouts whose ledger was computed
    std::int64_t fitting = 0;
    std::vector<std::string> notes; // why nothing fits, when nothing does
};

PlanResult plan(const PlanRequest& request, const LayoutRanker& ranker);
PlanResult plan(const PlanRequest& request);

// Every divisor of n, ascending.
std::vector<int> divisors(int n);

}  // namespace memledger::model
