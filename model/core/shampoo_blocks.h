// The blocks Distributed Shampoo preconditions and what each keeps (facebookresearch/optimizers
// @ f6066066 distributed_shampoo: DistributedShampoo's defaults, RootInvShampooPreconditionerConfig
// with symmetric packing), for a Llama-style model's parameters as PyTorch holds them
// (docs/model.md#shampoo).
#pragma once

#include <vector>

#include "model/core/scenario.h"

namespace memledger::model {

// One parameter tensor: rows × columns, or a vector (columns 0).
struct ShampooTensor {
    double rows = 0;
    double columns = 0;
    double count = 1;  // tensors of this shape
};

// max_preconditioner_dim: the scenario's optimizer block size, or Shampoo's default 1024.
double shampooBlockSide(const Training& training);

// The fp32 factor matrices and their inverse roots of one tensor, symmetric-packed:
// merge_small_dims makes a matrix of at most `side` elements (or with a side of 1) a vector,
// multi_dim_split cuts every dimension into pieces of `side`, and a block of b1 × b2 keeps
// 4·(b1(b1 + 1) + b2(b2 + 1)) bytes, a vector block of d 4·d(d + 1) (a full d × d factor:
// full-matrix AdaGrad) — distributed_shampoo/utils/shampoo_utils.py merge_small_dims,
// multi_dim_split; preconditioner/shampoo_preconditioner_list.py.
double shampooPreconditionerBytes(const ShampooTensor& tensor, double side);

// One step's FLOPs for one tensor's blocks, at the defaults (precondition_frequency 1: every
// factor's root inverse every step): each block's factor updates G·Gᵀ and Gᵀ·G and its
// preconditioning L·G·R (2·b1·b2·(b1 + b2) each), and per factor of side d an eigendecomposition
// (about 9·d³, Golub and Van Loan's symmetric QR with eigenvectors) and Q·Λ·Qᵀ (2·d³).
double shampooStepFlops(const ShampooTensor& tensor, double side);

// The largest side of a block among `tensors`: the root inverse's d × d working set.
double shampooLargestBlockSide(const std::vector<ShampooTensor>& tensors, double side);

// A decoder layer's tensors (q, k, v, o, gate, up, down as nn.Linear weights [out, in]; the
// norms, q_norm and k_norm; biases), and the embedding, output layer and final norm where the
// stage holds them, each with its first dimension split `shards` ways as FSDP shards it
// (⌈rows/shards⌉ on the worst rank; a vector's length likewise).
std::vector<ShampooTensor> shampooLayerTensors(const Architecture& arch, double shards);
std::vector<ShampooTensor> shampooEndTensors(const Architecture& arch, bool first, bool last, double shards);

}  // namespace memledger::model
