// The estimate: per pipeline stage, every term live at each named instant of a
// step, the peak instant, and the host-RAM and NVMe ledgers (docs/model.md).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "model/activations/activations.h"
#include "model/core/expert_routing.h"
#include "model/core/framework.h"
#include "model/core/parameters.h"
#include "model/core/pipeline_placement.h"
#include "model/core/pipeline_schedule.h"
#include "model/core/rollout_pool.h"
#include "model/core/scenario.h"
#include "model/core/term.h"
#include "model/core/validation.h"

namespace memledger::model {

struct StageLedger {
    int stage = 0;
    int layers = 0;
    double inFlight = 1;            // micro-batches whose activations are held
    double paramsOnRank = 0;
    std::vector<Term> terms;
    std::array<double, kInstantCount> allocatedAt{};  // allocator-visible bytes at each instant
    // Bytes outside the trainer's allocator at each instant: the CUDA context, DeepEP's
    // buffers, an RL job's rollout engine (awake only while it generates when it sleeps).
    std::array<double, kInstantCount> outsideAt{};
    // What the GPU holds at each instant: allocated, outside, and the allocator's reserve
    // where the trainer's cache holds it. The peak instant is the largest.
    std::array<double, kInstantCount> totalAt{};
    Instant peakInstant = Instant::BackwardPeak;
    double peakAllocated = 0;
    std::array<double, kCategoryCount> atPeak{};      // by category at the peak, with context and fragmentation
    double total = 0;                                 // what the GPU must hold: peak + context + fragmentation
};

struct OffloadLedger {
    std::vector<Term> terms;   // bytes per node
    double total = 0;
    double capacity = 0;
    bool fits() const { return total <= capacity; }
};

// How the fragmentation terms were obtained (docs/model.md#fragmentation): each stage's
// step replayed through the simulated caching allocator (model/allocator), or the assumed
// fraction φ of peak allocated where no simulation ran.
struct FragmentationBasis {
    bool simulated = false;
    std::string allocConf;        // the PYTORCH_CUDA_ALLOC_CONF replayed; "": PyTorch's defaults
    // Why φ stands instead, the first problem of the replay (an edge translates it:
    // problemText); none when simulated, or where no simulation was asked for (sweeps, the
    // planner: thousands of layouts).
    std::optional<Problem> fallbackReason;
};

struct Estimate {
    std::vector<Problem> problems;
    // Valid but worth knowing: the memory is computed, yet the run may not be what is meant.
    std::vector<Problem> warnings;
    ParameterCounts params;
    LayerInventory denseInventory;
    LayerInventory moeInventory;
    // An MoE model's ledger is its busiest expert-parallel rank's: what routing sends it.
    RoutedLoad routing;
    // An RL job's inference engine on each GPU, as vLLM sizes it; disabled otherwise.
    RolloutPool rollout;
    std::vector<StageLedger> stages;
    int worstStage = 0;
    OffloadLedger host;
    OffloadLedger nvme;
    double capacity = 0;
    double usable = 0;          // capacity less CUDA context and NCCL
    bool fits = false;
    FragmentationBasis fragmentation;

    bool valid() const { return problems.empty(); }
    const StageLedger& worst() const { return stages[static_cast<std::size_t>(worstStage)]; }
    double headroom() const { return valid() ? capacity - worst().total : 0; }
};

// Pure: no I/O, no globals. Returns problems and nothing else for an invalid scenario.
Estimate estimate(const Scenario& scenario);

// Inputs that layouts of one search share (the planner computes them once per
// tensor-parallel / micro-batch group); a null member is computed from the scenario.
struct EstimateInputs {
    const ParameterCounts* params = nullptr;
    const LayerInventory* dense = nullptr;
    const LayerInventory* moe = nullptr;
    // Searches need only `fits` and the worst stage: skip the ledgers of stages that
    // cannot be the worst (their `terms` stay empty and `total` 0; see ledger.cpp).
    // Host and NVMe totals stay exact; their term lists cover the built stages only.
    bool worstStageOnly = false;
};

// The same estimate written into `result`, whose vectors keep their capacity: once
// warm, evaluating another layout allocates nothing (the planner's lean path).
void estimateInto(const Scenario& scenario, const EstimateInputs& inputs, Estimate& result);

const Term* findTerm(const StageLedger& stage, std::string_view id);

// The fragmentation term as an assumption, φ·M_peak: what estimate() gives every stage,
// and the fallback where the caching allocator cannot be simulated.
Term assumedFragmentation(double fraction, double peakAllocated);
// Puts `term` in place of stage `stage`'s fragmentation term and settles the stage's total,
// the worst stage and whether the estimate fits again.
void replaceFragmentation(Estimate& estimate, int stage, const Term& term);
// Whether a table of the stage's categories lists `category`: every trainer category always
// (a zero says something), the rollout engine only in an RL job's ledger.
bool categoryShown(const StageLedger& stage, Category category);
// Whether `term` is counted in the stage's total at its peak instant.
bool countsAtPeak(const StageLedger& stage, const Term& term);
// The stage's fragmentation term as a fraction of its peak allocated bytes.
double fragmentationFraction(const StageLedger& stage);

}  // namespace memledger::model
