// What choosing a framework or a block style implies for the settings after it. The
// command line, the form and the file reader apply them when that field is set, and
// then let any setting given explicitly override them.
#pragma once

#include "model/core/scenario.h"

namespace memledger::model {

// A framework decides its kernels by default (frameworkProfile().kernels).
void applyFrameworkDefaults(Scenario& scenario);

// The conventions of a block style: GPT blocks use LayerNorm, GeLU, biases and learned
// positions; Llama blocks RMSNorm, SwiGLU, no biases and RoPE. Both have two norms per
// layer (before attention and before the MLP) and no norms on Q and K.
void applyBlockDefaults(Architecture& arch);

}  // namespace memledger::model
