#include "model/core/scenario_defaults.h"

#include "model/core/framework.h"

namespace memledger::model {

void applyFrameworkDefaults(Scenario& scenario)
{
    const FrameworkProfile& profile = frameworkProfile(scenario.framework);
    scenario.memory.kernels = profile.kernels;
    scenario.training.loss = profile.loss;
    scenario.training.optimizerKernel = profile.optimizerKernel;
}

void applyBlockDefaults(Architecture& arch)
{
    const bool gpt = arch.block == BlockStyle::Gpt;
    arch.norm = gpt ? NormKind::LayerNorm : NormKind::RmsNorm;
    arch.mlp = gpt ? MlpKind::Gelu : MlpKind::SwiGlu;
    arch.bias = gpt;
    arch.position = gpt ? PositionKind::Learned : PositionKind::Rope;
    arch.layerNorms = 2;
    arch.qkNorm = false;
}

}  // namespace memledger::model
