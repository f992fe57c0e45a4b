// What GaLore and APOLLO keep for one projected matrix: Adam's two moments of its gradient
// projected to `rank` rows (on the side that makes the projection smaller) and the projector.
#pragma once

#include "model/core/muon_matrices.h"
#include "model/core/scenario.h"

namespace memledger::model {

struct LowRankState {
    double moments = 0;    // elements of exp_avg and exp_avg_sq together
    double projector = 0;  // elements the projector keeps alive
};

// Elements, in the gradient's dtype, for one m × n matrix. GaLore's projector is a slice of
// torch.linalg.svd's factor: with fp32 gradients the slice is a view and keeps the whole
// min(m, n)² factor; a 16-bit gradient's projector is a cast copy of rank × min(m, n). Its
// rank is capped by the factor's min(m, n) rows. APOLLO's is a fresh rank × min(m, n) random
// matrix, its rank uncapped.
LowRankState lowRankState(const HiddenMatrix& matrix, Optimizer optimizer, double rank, bool fp32Gradients);

}  // namespace memledger::model
