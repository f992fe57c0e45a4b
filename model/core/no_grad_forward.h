// The activation peak of a forward without gradients — vLLM's profile run, a post-training
// job's log-prob pass: nothing is kept for backward, so the peak is one layer's widest moment,
// an MLP's: the residual stream and its normed copy (2h), the gate and up projections' output
// (2f/t) and their product (f/t). An estimate, used by both so they cannot disagree.
#pragma once

#include "model/core/scenario.h"

namespace memledger::model {

// The widest MLP a token passes through: the dense MLP's, or an MoE layer's routed experts'
// k·f_e plus its shared experts'.
double widestMlp(const Architecture& arch);

// Bytes of that moment for `tokens` tokens, the MLP split `tp` ways, `bytes` per element.
double noGradForwardPeak(double tokens, double hidden, double width, int tp, double bytes);

}  // namespace memledger::model
