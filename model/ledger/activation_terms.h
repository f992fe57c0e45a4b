// Saved activations of a stage: its layers' per-tensor inventory times the micro-batches
// in flight, the embedding, and the loss on the last stage.
#pragma once

#include "model/ledger/stage_builder.h"

namespace memledger::model::detail {

void addActivations(const EstimateContext& context, const StageShape& shape, StageSink& sink);

// What one micro-batch's layer (an MoE layer or a dense one) keeps under the recomputation
// policy: its whole inventory, the part a partial policy keeps, or a checkpoint's input.
double keptByOneLayer(const EstimateContext& context, bool moe);

}  // namespace memledger::model::detail
