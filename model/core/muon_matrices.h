// The hidden matrices Muon orthogonalises in one transformer layer, whole (as Megatron-LM's
// default duplicated TP mode gathers them): the one description of their shapes for the
// Newton–Schulz scratch of the ledger and the step time's optimizer phase (docs/model.md#muon).
#pragma once

#include <vector>

#include "model/core/scenario.h"

namespace memledger::model {

struct HiddenMatrix {
    double rows = 0;
    double columns = 0;
    double count = 1;       // matrices of this shape in the layer
    bool routed = false;    // a routed expert's: spread over the expert-parallel ranks
};

std::vector<HiddenMatrix> muonMatrices(const Scenario& scenario, bool moeLayer);

// The layer's 2-D weights as one rank holds them under Megatron-LM's tensor and expert
// parallelism: the fused QKV [(q + 2·kv)/t, h], a gated fc1 fused [2f/t, h], the latent
// down-projections and the router whole on every TP rank, each of the rank's E/EP routed
// experts its own [2f/t_e, h] and [h, f/t_e] (TE's grouped linear keeps a weight per
// expert). `count` is per rank. What SOAP keeps a preconditioner for (docs/model.md#soap).
std::vector<HiddenMatrix> localHiddenMatrices(const Scenario& scenario, bool moeLayer);

// SOAP's bytes for one m × n matrix (Emerging-Optimizers legacy_soap/soap.py _init_group, all
// fp32): exp_avg and exp_avg_sq (8·m·n), the Kronecker factors L, R and their eigenbases
// Q_L, Q_R (8·(m² + n²)) and the eigenvalues (4·(m + n)).
double soapStateBytes(const HiddenMatrix& matrix);

// SOAP's step FLOPs for one m × n matrix: the factors' update G·Gᵀ and Gᵀ·G (2·m·n·(m + n)),
// one power iteration and QR per eigenbasis (2·m³ + 4/3·m³ a side), the gradient and the
// second moment projected into the eigenbasis and the update back (8·m·n·(m + n)).
double soapStepFlops(const HiddenMatrix& matrix);

// Newton–Schulz FLOPs for one m × n matrix (m the smaller side): per iteration A = X·Xᵀ
// (2m²n), B = b·A + c·A·A (2m³) and the next X = a·X + B·X (2m²n); Megatron's default five.
double newtonSchulzFlops(const HiddenMatrix& matrix);

}  // namespace memledger::model
