// What routing does to the busiest expert-parallel rank: how many routed rows it holds
// against the balanced share, and the fixed buffers of the DeepEP dispatcher
// (docs/model.md#expert-routing). One reading for the ledger, the activations and the
// step time.
#pragma once

#include "model/core/scenario.h"

namespace memledger::model {

struct RoutedLoad {
    // The busiest rank's routed rows over the balanced share k·T·t_e: the stated imbalance,
    // bounded by what routing can send a rank and by the experts' capacity.
    double multiple = 1;
    double assumed = 1;     // the imbalance the scenario states (dropless routing)
    double bound = 1;       // the most any rank can receive: EP·min(k, E/EP)/k
    double capacity = 0;    // rows an expert takes from one source rank; 0: dropless
    double tokens = 0;      // T: tokens one rank routes per micro-batch
    bool capped = false;    // the stated imbalance exceeded what routing or capacity allows
    bool padded = false;    // every expert padded to its capacity: the multiple is exact
};

RoutedLoad routedLoad(const Scenario& scenario);

// Whether DeepEP has a configuration for a dispatch group of `ranks` (EP·ETP) GPUs
// (deep_ep/buffers/legacy.py get_dispatch_config: a fixed table, anything else asserts).
bool deepEpSupportsRanks(int ranks);

// The bytes DeepEP's Buffer allocates per rank outside PyTorch's allocator for a group of
// `ranks` GPUs and hidden states of `hiddenBytes` (Megatron passes h·max(element size, 2)).
struct DeepEpBuffers {
    double nvl = 0;        // intra-node buffer (cudaMalloc)
    double rdma = 0;       // inter-node buffer on the NVSHMEM heap; 0 within one node
    double workspace = 0;  // DeepEP's fixed workspace and barrier signals
    double total() const { return nvl + rdma + workspace; }
};
DeepEpBuffers deepEpBuffers(int ranks, double hiddenBytes);

}  // namespace memledger::model
