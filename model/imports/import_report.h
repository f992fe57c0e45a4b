// An import's scenario and report as `memledger import` prints them: a table a person
// reads (the scenario document, then what was read, defaulted, approximated, left out and
// not understood) and the same as JSON for scripts.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "model/imports/config_import.h"

namespace memledger::model {

// The table in an edge's language (`translate`; English when empty); the JSON is English.
std::string importReportTable(const ConfigImport& import, std::string_view fileName, const Translate& translate = {});
nlohmann::json importReportToJson(const ConfigImport& import, std::string_view fileName);

}  // namespace memledger::model
