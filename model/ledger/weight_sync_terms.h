// What an RL step's weight sync adds on each GPU (docs/model.md#the-weight-sync): the trainer
// gathers each parameter whole where it is sharded and hands it to the rollout engine, in
// verl's buckets through CUDA IPC or one parameter at a time; the engine's weights are mapped
// again to receive it, its KV cache after it where the framework wakes the weights first.
#pragma once

#include "model/ledger/stage_builder.h"

namespace memledger::model::detail {

void addWeightSync(const EstimateContext& context, const RolloutPool& pool, StageSink& sink);

}  // namespace memledger::model::detail
