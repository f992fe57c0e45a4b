// An RL job's step before its update (docs/model.md#the-rl-step-on-the-timeline): the rollout
// engine woken and given the policy's weights, the step's sequences generated, the engine put
// back to sleep, the sequences scored by the reference and the old policy. Durations from the
// engine's and the trainer's costs; memory from the ledger's rollout and log-prob instants.
#pragma once

#include "model/timeline/step_time.h"
#include "model/timeline/timeline.h"

namespace memledger::model::detail {

// The phases' seconds and counts for the reported rank (of pipeline stage `stage`); `present` is false for a job without
// a rollout engine (a DPO job's reference pass runs inside its update and is not drawn apart).
RlPhases rlPhases(const Scenario& scenario, const Estimate& estimate, const StepCosts& costs, int stage);

// Puts the phases before the update simulated in `t`: its spans and memory shift by
// phases.updateStart, the phases' spans and the ledger's bytes at the rollout and log-prob
// instants come first, and the curve's peak is settled over both.
void prependRlPhases(Timeline& t, const RlPhases& phases, const StageLedger& ledger);

// The rollout engine's bytes on the GPU at `instant` (outside the trainer's allocator).
double engineBytesAt(const StageLedger& ledger, Instant instant);

}  // namespace memledger::model::detail
