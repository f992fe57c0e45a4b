#include "model/core/low_rank_states.h"

#include <algorithm>

namespace memledger::model {

LowRankState lowRankState(const HiddenMatrix& matrix, Optimizer optimizer, double rank, bool fp32Gradients)
{
    const double shortSide = std::min(matrix.rows, matrix.columns);
    const double longSide = std::max(matrix.rows, matrix.columns);
    if (optimizer == Optimizer::Apollo)
        return {2 * rank * longSide, rank * shortSide};
    // galore_projector.py: Vh[:rank, :] of an m × n (m ≥ n) gradient has min(rank, n) rows.
    const double kept = std::min(rank, shortSide);
    return {2 * kept * longSide, fp32Gradients ? shortSide * shortSide : kept * shortSide};
}

}  // namespace memledger::model
