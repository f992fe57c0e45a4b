// Reads a whole file as JSON for every reader of the engine (scenarios, presets, the
// triage tree, Hugging Face configs): a missing file, a syntax error, a number out of
// range or absurd nesting each becomes one Problem that names the file and the fix.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/validation.h"

namespace memledger::model {

// Parses a whole file as JSON; a syntax error becomes one Problem with line and column.
std::optional<nlohmann::json> readJsonFile(const std::string& path, std::vector<Problem>& problems);

}  // namespace memledger::model
