// PPO's critic: a second trained model of the policy's shape whose output layer is a scalar
// value head, sharded, stored and optimised as the policy is (verl's CriticWorker builds it
// with the actor's FSDP and optimizer settings; docs/model.md#the-critic).
#pragma once

#include <cstddef>

#include "model/ledger/stage_builder.h"

namespace memledger::model::detail {

// The critic's states on the stage: the policy's model states just added (the GPU's terms,
// and the host's and NVMe's from `hostFrom` and `nvmeFrom` on) scaled by the critic's share
// of the policy's parameters on the rank. Its gradients only where the policy's outlive the
// step (a persistent buffer): otherwise they exist in the critic's own update alone, which
// the policy's update bounds (docs/model.md#the-critic).
void addCritic(const EstimateContext& context, const StageShape& shape, StageSink& sink, std::size_t hostFrom,
               std::size_t nvmeFrom);

}  // namespace memledger::model::detail
