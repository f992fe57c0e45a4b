// The MoE token dispatcher's own memory: what each dispatcher keeps and what it holds while
// tokens move between the expert-parallel ranks (docs/model.md#expert-routing).
#pragma once

#include "model/ledger/stage_builder.h"

namespace memledger::model::detail {

void addDispatchBuffers(const EstimateContext& context, const StageShape& shape, StageSink& sink);

}  // namespace memledger::model::detail
