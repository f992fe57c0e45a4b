// What a layer's kernels cost beyond the 16-bit matmul rate (docs/model.md#kernel-time): the
// rate of the quantized linears, and the bytes the memory-bound kernels move (norms,
// activation functions, rotary embeddings, residual adds, routing copies, the casts to FP8 or
// FP4, an eager attention's score matrix, the loss over the vocabulary), timed at the HBM
// bandwidth. Eager PyTorch runs each element-wise op as its own kernel, reading and writing
// its whole tensor; fused kernels (torch.compile, Transformer Engine, Liger) read a tensor
// once and write one result.
#pragma once

#include "model/core/scenario.h"
#include "model/core/te_quantization.h"

namespace memledger::model {

// FLOP/s of the quantized linears' GEMMs: the low-precision peak × its efficiency, or the
// 16-bit rate where the linears are not quantized or the GPU has no such peak.
double quantizedLinearRate(const Scenario& scenario, double sixteenBitRate);

// Bytes the memory-bound kernels of one layer move in one micro-batch's forward pass on one
// rank (its backward moves about twice as much, as its matmuls do): `routedRows` are the rows
// this rank's experts take (0 in a dense layer).
double layerElementwiseBytes(const Scenario& scenario, bool moe, double routedRows);

// Bytes the loss over this rank's share of the vocabulary moves in one micro-batch's forward.
double lossElementwiseBytes(const Scenario& scenario, double paddedVocab);

}  // namespace memledger::model
