// The rollout engine of an RL job on each GPU: its weights, KV cache, profiled activations
// and process, live while it generates, and through training too unless it sleeps
// (docs/model.md#the-rollout-engine).
#pragma once

#include "model/ledger/stage_builder.h"

namespace memledger::model::detail {

void addRolloutEngine(const EstimateContext& context, const RolloutPool& pool, StageSink& sink);

}  // namespace memledger::model::detail
