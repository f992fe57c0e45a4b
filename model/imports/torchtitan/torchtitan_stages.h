// torchtitan's automatic split of a model into pipeline stages
// (torchtitan/distributed/pipeline_parallel.py generate_llm_fqn_per_model_part): the
// embedding and the output count as `inputWeight` and `outputWeight` layers, the effective
// layers spread evenly with the remainder on the first stages, and virtual stage i runs on
// pipeline rank i mod PP (the looped schedules).
#pragma once

#include <optional>
#include <vector>

namespace memledger::model {

// Decoder layers per pipeline rank; nullopt where torchtitan refuses the split (more stages
// than effective layers, or a weight above a stage's share).
std::optional<std::vector<int>> torchtitanRankLayers(int virtualStages, int pipelineRanks, int layers, int inputWeight,
                                                     int outputWeight);

}  // namespace memledger::model
