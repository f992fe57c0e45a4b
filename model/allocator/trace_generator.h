// The allocation trace of training steps on one rank, generated from a scenario and its
// estimate: the ledger's terms become the tensors that hold them, allocated and freed in
// the order a training step creates and releases them.
//
// Before the first step: the weights (and LoRA adapters), master weights, persistent
// gradient buffers and, in the steady state, the optimizer states, each parameter its own
// tensor. Each step then runs the stage's pipeline schedule; a micro-batch's forward
// allocates each layer's saved tensors in order (those recomputation drops are allocated
// and freed), the loss keeps its softmax and frees the logits; its backward recomputes
// what was dropped, allocates each layer's parameter gradients (when gradients are
// created in backward), the gradients flowing through the layer, and frees the layer's
// saved tensors. The optimizer step allocates its scratch per parameter and frees it, and
// gradients created in backward are freed after it (zero_grad(set_to_none=True)). In a
// first step the optimizer moments appear in its optimizer phase, as torch.optim creates
// them. Terms without a place of their own live from the first instant the ledger holds
// them to the last (a gradient bucket: start of backward to end of the optimizer step).
#pragma once

#include <cstdint>
#include <vector>

#include "model/allocator/alloc_trace.h"
#include "model/ledger/ledger.h"

namespace memledger::model {

struct TraceOptions {
    int stage = -1;                 // pipeline stage; −1: the estimate's worst
    int steps = 1;
    bool fromFirstStep = false;     // the first step creates the optimizer states
    bool emptyCacheBetweenSteps = false;
    // One sequence length per step (drawSequenceLengths makes variable ones); empty:
    // the scenario's for every step.
    std::vector<std::int64_t> sequenceLengths;
    // Where the events go as they are made; the trace then holds no events, only its
    // phases and problems. Not owned.
    AllocEventSink* sink = nullptr;
    // With a sink that gives fingerprints: once a period of the steady pipeline schedule
    // leaves the allocator as the period before did, the periods after it are not written
    // (trace_builder_repeats.cpp). The sink's peaks are those of the whole step; its event
    // count and counters are of the events written.
    bool collapseRepeats = false;
};

// Pure. `estimate` must be estimate(scenario); a step of another length is estimated at
// that length. An invalid scenario, a bad option or a trace too long to hold gives
// problems and no events.
AllocTrace generateTrace(const Scenario& scenario, const Estimate& estimate, const TraceOptions& options);

}  // namespace memledger::model
