// What is held only at some instants (gathered ZeRO-3 units, buckets, backward and
// optimizer scratch) and what every rank pays once (CUDA context, allocator slack).
#pragma once

#include "model/ledger/stage_builder.h"

namespace memledger::model::detail {

void addTemporaries(const EstimateContext& context, const StageShape& shape, StageSink& sink);
void addFixedOverheads(const EstimateContext& context, StageSink& sink);

}  // namespace memledger::model::detail
