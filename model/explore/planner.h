// What fits: enumerate the layouts of a model on N GPUs (DP × TP × PP × VPP × CP ×
// sharding × recomputation × micro-batch × offload), keep the valid ones that fit,
// rank them and return the Pareto front of memory per GPU vs cost. By default the
// cost is the simulated step time (model/timeline.h) of a pruned candidate set
// (model/planner_step.h); the cheap ranker alone is available as PlanRanking::Headroom.
// Pure C++.
#pragma once

#include <cstdint>
#include <vector>

#include "model/explore/planner_rank.h"

namespace memledger::model {

enum class PlanRanking {
    StepTime,   // cheap pass prunes, simulateStep ranks the candidates (issue 6)
    Headroom,   // the cheap ranker's order only (compromises, replica, headroom)
};

struct PlanRequest {
    Scenario base;                  // model, GPU, precision, optimizer, framework, sequence, overheads
    int gpus = 8;
    std::int64_t globalBatch = 0;   // sequences per step, the same in every row; 0: the base scenario's
    std::int64_t maxMicroBatch = 64;
    int maxVpp = 4;
    int maxCp = 8;
    bool allowOffload = true;
    PlanRanking ranking = PlanRanking::StepTime;
    int stepTimeCandidates = 64;    // the cheap ranker's best N simulated (plus its memory front)
};

struct PlanRow {
    Scenario layout;
    double memoryPerGpu = 0;        // worst pipeline stage
    double headroom = 0;
    double cost = 0;                // the ranker's: seconds per step when PlanResult::stepTime
    // From simulateStep of `layout`; all 0 when it did not simulate (invalid timeline).
    double stepTime = 0;            // seconds per optimizer step
    double mfu = 0;                 // 0..1
    double tokensPerSecond = 0;     // whole job
};

// Why a plan has no rows, or what limited its search. Ids: the window and the command
// line put them into words; planNoteId gives the JSON's.
enum class PlanNote : std::uint8_t {
    NothingSimulated,      // no candidate's step could be simulated: ranked without step time
    NoLayoutSplits,        // no layout splits this model over the GPUs: the GPU count or global batch
    NoLayoutFits,          // none fits: more GPUs, a shorter sequence or a larger GPU
    BatchLimitsReplicas,   // the global batch allows at most globalBatch data-parallel replicas
};

struct PlanResult {
    std::vector<PlanRow> rows;      // the Pareto front, best (lowest cost) first
    // Every layout the front was chosen from, on the same axes (memory per GPU, cost):
    // the simulated candidates when ranked by step time, else the front itself. The
    // rows are among them; a chart shows the front against what it beat.
    std::vector<PlanRow> candidates;
    // Ranked by simulated step time (the cheap ranker's `shortlisted` best and its memory
    // front were simulated), or else by the cheap ranker's cost alone.
    bool stepTime = false;
    std::int64_t shortlisted = 0;
    std::int64_t enumerated = 0;    // layouts generated after divisibility pruning
    std::int64_t evaluated = 0;     // layouts whose ledger was computed
    std::int64_t fitting = 0;
    std::int64_t simulated = 0;     // layouts whose step was simulated
    std::int64_t globalBatch = 0;   // sequences per step in every row
    std::vector<PlanNote> notes;
    // The rows' memory and headroom are their ledgers' own, allocator replayed
    // (model/service/results.h refinePlan); false straight from the search, whose rows
    // carry the assumed fragmentation.
    bool rowsExact = false;
};

// `ranker` is the cheap pass: the whole order for PlanRanking::Headroom, the pruning
// order for PlanRanking::StepTime.
PlanResult plan(const PlanRequest& request, const LayoutRanker& ranker);
PlanResult plan(const PlanRequest& request);  // HeadroomRanker as the cheap pass

const char* planNoteId(PlanNote note);   // "no_layout_fits"

// Every divisor of n, ascending.
std::vector<int> divisors(int n);

}  // namespace memledger::model
