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

// Newton–Schulz FLOPs for one m × n matrix (m the smaller side): per iteration A = X·Xᵀ
// (2m²n), B = b·A + c·A·A (2m³) and the next X = a·X + B·X (2m²n); Megatron's default five.
double newtonSchulzFlops(const HiddenMatrix& matrix);

}  // namespace memledger::model
