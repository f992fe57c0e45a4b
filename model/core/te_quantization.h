// What Transformer Engine allocates for a quantized tensor under each low-precision recipe
// (docs/model.md#transformer-engine-recipes): the one description of the bytes per element
// the ledger's weights, activations and temporaries read.
#pragma once

#include "model/core/scenario.h"

namespace memledger::model {

// One usage (row-wise or column-wise) of a quantized activation: the 1- or ½-byte values
// and their scales, per element (per-tensor 1; 1×128 blocks with an fp32 scale and 1×32
// blocks with an E8M0 one 1 + 1/32; NVFP4 ½ + 1/16 for its E4M3 scale per 16). Padding
// of the scale tensors to 128 rows is left out: under 0.1 % at a training batch's rows.
double quantizedActivationBytes(Fp8Recipe recipe);

// A quantized weight as the forward GEMM and the backward data-gradient GEMM need it: both
// usages (128×128 blocks for FP8 blockwise weights), except per-tensor FP8 on the GPUs whose
// GEMMs take FP8 operands in either layout (compute capability 10.x and 13+), where the
// row-wise data serves both and no transpose is kept. An unknown capability keeps the
// transpose, as Hopper does.
double quantizedWeightBytes(Fp8Recipe recipe, double computeCapability);

// Whether one data layout serves both GEMMs (TE's nvte_is_non_tn_fp8_gemm_supported).
bool fp8GemmTakesEitherLayout(double computeCapability);

// The lowest compute capability Transformer Engine runs the recipe on (its check_*_support):
// per-tensor FP8 from Ada (8.9), blockwise from Hopper (9.0), MXFP8 and NVFP4 on Blackwell (10.0).
double minimumComputeCapability(Fp8Recipe recipe);

// Megatron-LM saves the attention output projection's 16-bit input instead of a quantized
// copy under every recipe but delayed scaling (save_original_input): the fused attention
// already keeps that tensor for its own backward.
bool projectionSavesOriginalInput(const Scenario& scenario);

// Whether the blocks' linears run quantized: a Transformer Engine recipe or torchao's float8.
bool quantizedLinears(const Scenario& scenario);

// The tensor-core peak those linears run at: FP4 under NVFP4, FP8 otherwise; 0 where they are
// not quantized or the GPU has no such tensor cores (the step time then uses the 16-bit rate,
// and the estimate says so).
double lowPrecisionPeak(const Scenario& scenario);

// The "fp8" / "mxfp8" / "nvfp4" a saved tensor's dtype column shows.
const char* quantizedDtypeName(Fp8Recipe recipe);

}  // namespace memledger::model
