// The parameters one rank of a pipeline stage holds, one entry per tensor as PyTorch
// modules keep them (each projection's weight, each norm's, each expert's), so that the
// model states are allocated tensor by tensor as a framework allocates them.
#pragma once

#include <vector>

#include "model/core/parameters.h"
#include "model/core/scenario.h"

namespace memledger::model {

struct ParameterTensor {
    const char* name = "";    // "q_proj", "mlp.down_proj", "embedding", …
    int layer = -1;           // global layer index; −1: outside the transformer layers
    double params = 0;        // elements on this rank, after tensor and expert parallelism
    bool linear = false;      // a matmul weight: autocast keeps a 16-bit copy of it
    bool adapter = false;     // a LoRA matrix
    bool head = false;        // the final norm and LM head, which the loss's backward reaches first
};

// In the order a model is built: the embedding, each layer's attention, norms and MLP (or
// router and experts), then the final norm and the LM head, as the stage holds them.
std::vector<ParameterTensor> stageParameterTensors(const Scenario& scenario, const ParameterCounts& counts, int stage);

}  // namespace memledger::model
