// What a stage holds at each instant of a step, by category: the one reading of a ledger per
// phase that its peak, the window's phase rows and the reports share (docs/model.md#instants-and-the-peak).
#pragma once

#include <array>
#include <vector>

#include "model/ledger/ledger.h"

namespace memledger::model {

// Whether `term` is on the GPU at `instant`: the CUDA context at every one, others as live.
bool countsAt(const StageLedger& stage, const Term& term, Instant instant);
// Bytes by category at `instant`; they sum to the stage's totalAt for it.
std::array<double, kCategoryCount> categoriesAt(const StageLedger& stage, Instant instant);
// What the trainer's caching allocator holds at `instant`, by category: they sum to the stage's
// allocatedAt for it (no context, reserve, or bytes outside the allocator such as the engine's).
std::array<double, kCategoryCount> allocatedCategoriesAt(const StageLedger& stage, Instant instant);

// The instants the job's step has, in the order it meets them: an RL job's weight sync,
// rollout and log-prob passes before its update; a job scoring with a reference (DPO) after its forward;
// a training job's four alone.
std::vector<Instant> instantsOfTheStep(const Estimate& estimate);

}  // namespace memledger::model
