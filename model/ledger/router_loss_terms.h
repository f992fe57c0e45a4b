// transformers' load-balancing loss (output_router_logits with router_aux_loss_coef): every
// MoE layer returns its router logits, which live until the model's forward ends, where
// load_balancing_loss_func concatenates them, takes their softmax, the top-k experts and a
// one-hot mask of them (docs/model.md#the-load-balancing-loss-of-transformers' models).
// Megatron-LM's router losses are the layers' own tensors (activations.cpp).
#pragma once

#include "model/ledger/stage_builder.h"

namespace memledger::model::detail {

// Whether the scenario runs transformers' balancing loss: an MoE model with the loss on under
// a framework other than Megatron-LM.
bool runsTransformersBalancingLoss(const Scenario& scenario);

// What the loss holds of its own at its peak (concatenated logits, top-k values and indices,
// the one-hot mask and its fp32 copy), read from the values of its router_loss_transient term.
double balancingLossTensors(const Term& transient);

// Its terms on the stage that holds the loss; `logitsTransient` is the cross-entropy's
// transient term, which runs first.
void addRouterLossTerms(const EstimateContext& context, const StageShape& shape, const Term& logitsTransient,
                        StageSink& sink);

}  // namespace memledger::model::detail
