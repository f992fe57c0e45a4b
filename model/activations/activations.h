// Per-tensor inventory of what one transformer block saves for backward
// (Korthikanti et al. 2022, arXiv 2205.05198, §4; docs/model.md#activations), and
// how recomputation turns it into the activation bytes one layer keeps (the pipeline
// schedule's micro-batches in flight: core/pipeline_schedule.h).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "model/core/scenario.h"

namespace memledger::model {

enum class TensorKind { Activation, Mask, Statistic };

struct SavedTensor {
    const char* op = "";        // the operation that saves it for its backward
    const char* tensor = "";    // what the tensor is
    const char* dtype = "bf16";
    std::array<std::int64_t, 4> shape{};  // local to one rank (after TP/SP/CP)
    int dims = 0;
    double bytes = 0;
    TensorKind kind = TensorKind::Activation;
    bool droppedBySelective = false;  // dropped by selective recomputation (memory.recompute_modules)
    unsigned modules = 0;       // the recompute modules it belongs to (RecomputeModule bits)
};

struct LayerInventory {
    std::vector<SavedTensor> tensors;
    double total = 0;           // bytes saved by one layer for one micro-batch, no recomputation
    double selectiveDrops = 0;  // part that selective recomputation drops (its modules' saved tensors)
    // What backward recomputes at once under selective recomputation beyond the attention
    // core (whose transient is the backward working set's): the largest checkpointed module,
    // or the largest discarded output.
    double selectiveWorkingSet = 0;
    double checkpoint = 0;      // the layer input kept by full recomputation
    double opKept = 0;          // what torchtitan's per-op selective checkpointing keeps
    double largestTensor = 0;
};

// What one layer keeps for one micro-batch under a policy that recomputes part of it
// (none, selective, op); the layer-wise policies keep `checkpoint` on the layers they wrap.
double keptByPartialPolicy(const LayerInventory& inventory, Recompute mode);

// One layer's inventory on one rank for one micro-batch.
LayerInventory layerInventory(const Scenario& scenario, bool moeLayer);

// Bytes per element of activations under the scenario's precision.
double activationBytes(Precision precision);

const char* tensorKindId(TensorKind kind);

}  // namespace memledger::model
