// What SCENARIO on the command line names: a scenario file, or the id of a worked
// scenario among the presets ("memledger explain 70b-zero3-dp8"). A name that is
// neither gets the closest worked scenario, so a renamed preset is found again.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/io/presets.h"

namespace memledger::model {

// The scenario document, or nothing with a problem that says what was meant.
std::optional<nlohmann::json> scenarioDocument(const std::string& argument, const PresetLibrary& presets,
                                               std::vector<Problem>& problems);

}  // namespace memledger::model
