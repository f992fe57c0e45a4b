// A post-training job's frozen reference model and its log-probability passes: forwards
// without gradients that score each sequence over the whole vocabulary, run between
// generation and the update (docs/model.md#the-reference-model).
#pragma once

#include "model/ledger/stage_builder.h"

namespace memledger::model::detail {

// The bytes of a frozen model's weights: a reference or a teacher is loaded in the 16-bit
// dtype the policy computes in (verl builds it in bf16 beside an fp32 actor; TRL and torchtune
// load it as the job's dtype is), in fp32 only for a job that trains in fp32 throughout.
double frozenWeightBytes(const Scenario& scenario);

// The instants an RL job holds between training steps: its rollout and its log-prob passes,
// which run between generation and the update. None for a job without a rollout engine.
unsigned betweenStepInstants(const Scenario& scenario);

// The reference's weights (on the GPU, or on the host when offloaded) and what a
// log-probability pass adds on the stage: its logits, one layer's working set, and the
// units it gathers when the weights are sharded or streamed.
void addLogProbPasses(const EstimateContext& context, const StageShape& shape, StageSink& sink);

// Marks what the log-prob passes find on the GPU. An RL job scores between generation and
// the update: what outlives a training step is there (gradients say for themselves whether
// they do, model_states.cpp). A job without a rollout (DPO) scores each micro-batch with its
// reference right after the policy's forward (TRL DPOTrainer._compute_loss): what that forward
// keeps for backward, and what the step holds throughout, is there; forward-only transients and
// the policy's gathered units are not.
void markLiveOutsideTheStep(const Scenario& scenario, StageLedger& ledger);

}  // namespace memledger::model::detail
