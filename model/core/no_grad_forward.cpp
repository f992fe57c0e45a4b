#include "model/core/no_grad_forward.h"

#include <algorithm>

namespace memledger::model {

double widestMlp(const Architecture& arch)
{
    const double dense = static_cast<double>(arch.ffn);
    if (!arch.moe.isMoe())
        return dense;
    return std::max(dense, static_cast<double>(arch.moe.topK + arch.moe.sharedExperts) *
                               static_cast<double>(arch.moe.expertFfn));
}

double noGradForwardPeak(double tokens, double hidden, double width, int tp, double bytes)
{
    return tokens * (2 * hidden + 3 * width / tp) * bytes;
}

}  // namespace memledger::model
