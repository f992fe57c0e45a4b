// The second moments Adam-mini keeps: one per block of a parameter, the blocks being how
// Adam_mini.step names them (adam_mini.py @ 402aadf) for a Llama-style model's parameter names.
#pragma once

#include "model/core/scenario.h"

namespace memledger::model {

// Second-moment elements of one decoder layer: q_proj and k_proj one per block of
// hidden²/heads elements (a head when head_dim = hidden/heads), v_proj, o_proj and the MLP
// one per output row, a norm one, a bias one per element.
double adamMiniLayerBlocks(const Architecture& arch);
// Of the embedding (first stage) and the output layer and final norm (last stage): one per
// vocabulary row, one for the norm; a tied output layer is the embedding's parameter.
double adamMiniEndBlocks(const Architecture& arch, bool first, bool last);
// Whether q_proj and k_proj divide into blocks of hidden²/heads elements, as Adam_mini's
// view(-1, head_numel) needs.
bool adamMiniHeadsDivide(const Architecture& arch);

}  // namespace memledger::model
