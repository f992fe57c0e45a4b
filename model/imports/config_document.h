// Configuration text read into the JSON document the readers walk, whatever its syntax:
// YAML (yaml-cpp) and TOML (toml++) become the same nested objects, arrays and scalars as
// JSON. A plain YAML scalar gets the type YAML gives it (true, 8, 2e-5, null; YAML 1.1's
// yes/no too, as PyYAML reads them), a quoted one stays a string. Syntax errors, absurd
// nesting and documents that expand past what a configuration holds (YAML aliases of
// aliases) become one Problem naming the file.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/validation.h"

namespace memledger::model {

std::optional<nlohmann::json> parseYamlDocument(std::string_view text, const std::string& source,
                                                std::vector<Problem>& problems);
std::optional<nlohmann::json> parseTomlDocument(std::string_view text, const std::string& source,
                                                std::vector<Problem>& problems);

}  // namespace memledger::model
