// Saved activations of a stage: its layers' per-tensor inventory times the micro-batches
// in flight, the embedding, and the loss on the last stage.
#pragma once

#include "model/ledger/stage_builder.h"

namespace memledger::model::detail {

void addActivations(const EstimateContext& context, const StageShape& shape, StageSink& sink);

}  // namespace memledger::model::detail
