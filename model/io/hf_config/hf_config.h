// Import of a Hugging Face config.json into an Architecture (docs/model.md#parameters).
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/scenario.h"
#include "model/core/validation.h"
#include "model/io/import_note.h"

namespace memledger::model {

struct HfImport {
    Architecture arch;
    std::vector<ImportNote> notes;  // approximations the import had to make, and defaults it took
    // Parameters of the checkpoint that the architecture leaves out (Gemma 3's vision
    // tower): counted and said in the notes, not estimated.
    double untrackedParameters = 0;
    // An MoE config's output_router_logits: transformers then computes the load-balancing
    // loss in every forward (parallel.moe.aux_loss under the frameworks that run its models).
    bool outputRouterLogits = false;
};

// The key a config.json's limitations are named by: they belong to the architecture it gave,
// and go with it when another model is chosen (applyModel, adoptHfImport).
inline constexpr const char* kHfConfigKey = "config.json";

// The scenario takes the imported architecture (no preset any more) and, outside Megatron-LM,
// its output_router_logits as the load-balancing loss; the import's notes that change memory
// the engine does not model become its limitations, in place of an earlier config.json's
// (`file`: where the config was read, for the limitation's line).
void adoptHfImport(const HfImport& imported, const std::string& file, Scenario& scenario);

// Problems say which key is missing or which model_type is unsupported.
HfImport importHfConfig(const nlohmann::json& config, std::vector<Problem>& problems);

const std::vector<std::string>& supportedHfModelTypes();

}  // namespace memledger::model
