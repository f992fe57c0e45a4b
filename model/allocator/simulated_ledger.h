// The ledger with its fragmentation term simulated (docs/model.md#fragmentation). The
// ledger (model/ledger) cannot see the allocator, which is built on it; so estimate()
// gives every stage the assumed φ·M_peak, and this replaces it: each stage's steady-state
// step, generated from its ledger, is replayed through the simulated caching allocator
// under the scenario's PYTORCH_CUDA_ALLOC_CONF, and the term becomes the replay's peak
// reserved − peak allocated.
//
// The replay runs on the device less the CUDA context and NCCL; when it runs out of
// memory there, it runs again on an unbounded device, so the term is what the allocator
// would reserve given room (the stage does not fit either way). Where no simulation can
// run (backend:cudaMallocAsync, a trace too long to generate) the assumed term stays and
// Estimate::fragmentation says why. A few milliseconds a stage: the CLI, the triage walk
// and the results hub run it, never the sliders' own path nor the planner's search.
#pragma once

#include "model/allocator/allocator_study.h"
#include "model/ledger/ledger.h"

namespace memledger::model {

Estimate simulateFragmentation(const Scenario& scenario, Estimate estimate);
// estimate(scenario) with its fragmentation simulated.
Estimate estimateWithAllocator(const Scenario& scenario);

// The simulated term of one stage from its study.
Term simulatedFragmentation(const AllocatorStudy& study);

}  // namespace memledger::model
