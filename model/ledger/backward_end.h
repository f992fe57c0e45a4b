// The end of backward: the stage's first layer runs its backward with nearly every gradient
// already allocated (docs/model.md#instants-and-the-peak).
#pragma once

#include "model/ledger/stage_builder.h"

namespace memledger::model::detail {

// After the model states, activations and temporaries: what the first layer's backward
// adds at the end of backward beyond the terms held then.
void addBackwardEnd(const EstimateContext& context, const StageShape& shape, StageSink& sink);

}  // namespace memledger::model::detail
