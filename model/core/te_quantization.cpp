#include "model/core/te_quantization.h"

namespace memledger::model {

// Transformer Engine @ d0067d0 pytorch/csrc/quantizer.cpp create_tensor of each quantizer;
// pytorch/tensor/mxfp8_tensor.py, float8_blockwise_tensor.py, nvfp4_tensor.py get_scale_shape.
double quantizedActivationBytes(Fp8Recipe recipe)
{
    switch (recipe) {
    case Fp8Recipe::Off: return 2.0;
    case Fp8Recipe::Delayed:
    case Fp8Recipe::Tensorwise: return 1.0;
    case Fp8Recipe::Blockwise: return 1.0 + 4.0 / 128;
    case Fp8Recipe::Mxfp8: return 1.0 + 1.0 / 32;
    case Fp8Recipe::Nvfp4: return 0.5 + 1.0 / 16;
    }
    return 2.0;
}

bool fp8GemmTakesEitherLayout(double computeCapability)
{
    return (computeCapability >= 10.0 && computeCapability < 12.0) || computeCapability >= 13.0;
}

double quantizedWeightBytes(Fp8Recipe recipe, double computeCapability)
{
    switch (recipe) {
    case Fp8Recipe::Off: return 2.0;
    case Fp8Recipe::Delayed:
    case Fp8Recipe::Tensorwise: return fp8GemmTakesEitherLayout(computeCapability) ? 1.0 : 2.0;
    case Fp8Recipe::Blockwise: return 2 * (1.0 + 4.0 / (128.0 * 128.0));
    case Fp8Recipe::Mxfp8:
    case Fp8Recipe::Nvfp4: return 2 * quantizedActivationBytes(recipe);
    }
    return 2.0;
}

double minimumComputeCapability(Fp8Recipe recipe)
{
    switch (recipe) {
    case Fp8Recipe::Off: return 0.0;
    case Fp8Recipe::Delayed:
    case Fp8Recipe::Tensorwise: return 8.9;
    case Fp8Recipe::Blockwise: return 9.0;
    case Fp8Recipe::Mxfp8:
    case Fp8Recipe::Nvfp4: return 10.0;
    }
    return 0.0;
}

// Megatron-LM @ d98e8a6 megatron/core/transformer/attention.py (set_save_original_input on
// linear_proj when fp8_recipe != 'delayed' or under FP4).
bool projectionSavesOriginalInput(const Scenario& scenario)
{
    const auto recipe = scenario.training.fp8Recipe;
    return scenario.framework == Framework::Megatron && recipe != Fp8Recipe::Off && recipe != Fp8Recipe::Delayed;
}

const char* quantizedDtypeName(Fp8Recipe recipe)
{
    switch (recipe) {
    case Fp8Recipe::Mxfp8: return "mxfp8";
    case Fp8Recipe::Nvfp4: return "nvfp4";
    default: return "fp8";
    }
}

bool quantizedLinears(const Scenario& scenario)
{
    return scenario.training.fp8Recipe != Fp8Recipe::Off || scenario.training.float8;
}

double lowPrecisionPeak(const Scenario& scenario)
{
    if (!quantizedLinears(scenario))
        return 0;
    const auto& hw = scenario.hardware;
    return scenario.training.fp8Recipe == Fp8Recipe::Nvfp4 ? hw.peakFlopsFp4 : hw.peakFlopsFp8;
}

}  // namespace memledger::model
