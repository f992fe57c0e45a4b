// The rollout engine of an RL job on each GPU: its weights, KV cache, profiled activations
// and process, live while it generates, and through training too unless it sleeps
// (docs/model.md#the-rollout-engine).
#pragma once

#include "model/ledger/stage_builder.h"

namespace memledger::model::detail {

void addRolloutEngine(const EstimateContext& context, const RolloutPool& pool, StageSink& sink);

// The trainer's weights on the GPU of `shape`'s stage when the engine starts, which an SGLang
// engine's budget excludes: the policy's, the critic's and the reference's parameters that stay
// on the GPU between updates (not those offloaded then); no optimizer states yet, which
// PyTorch creates at the first step (docs/model.md#sglang).
double trainerWeightsAtEngineStart(const EstimateContext& context, const StageShape& shape);

}  // namespace memledger::model::detail
