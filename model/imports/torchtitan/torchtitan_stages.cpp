#include "model/imports/torchtitan/torchtitan_stages.h"

#include <algorithm>

namespace memledger::model {

std::optional<std::vector<int>> torchtitanRankLayers(int virtualStages, int pipelineRanks, int layers, int inputWeight,
                                                     int outputWeight)
{
    if (virtualStages < 1 || pipelineRanks < 1 || virtualStages % pipelineRanks != 0 || layers < 1 ||
        inputWeight < 0 || outputWeight < 0)
        return std::nullopt;
    std::vector<int> ranks(static_cast<std::size_t>(pipelineRanks), 0);
    if (virtualStages == 1) {
        ranks.front() = layers;
        return ranks;
    }
    const long effective = static_cast<long>(layers) + inputWeight + outputWeight;
    if (virtualStages > effective)
        return std::nullopt;
    const long perStage = effective / virtualStages;
    const long extra = effective % virtualStages;
    if (inputWeight > perStage || outputWeight > perStage)
        return std::nullopt;
    long placed = 0;
    for (int stage = 0; stage < virtualStages; ++stage) {
        long share = perStage + (stage < extra ? 1 : 0);
        if (stage == 0)
            share -= inputWeight;
        else if (stage == virtualStages - 1)
            share -= outputWeight;
        const long taken = std::clamp(share, 0L, layers - placed);
        placed += taken;
        ranks[static_cast<std::size_t>(stage % pipelineRanks)] += static_cast<int>(taken);
    }
    return ranks;
}

}  // namespace memledger::model
