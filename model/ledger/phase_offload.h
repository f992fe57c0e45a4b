// The trainer's states moved to host memory between its updates (rollout.trainer_offload;
// docs/model.md#the-trainers-offload-between-updates): off the GPU while the engine generates
// and, but for parameters, while the sequences are scored; on the host ledger instead.
#pragma once

#include "model/ledger/stage_builder.h"

namespace memledger::model::detail {

// After the stage's terms are placed and marked live outside the step (markLiveOutsideTheStep).
void offloadBetweenUpdates(const EstimateContext& context, StageSink& sink);

// The bytes of this stage's GPU terms that leave it between updates.
double bytesOffloadedBetweenUpdates(const Scenario& scenario, const StageLedger& stage);

}  // namespace memledger::model::detail
