// Every setting of a scenario as a dotted name and its value in words, in the file's
// own vocabulary ("parallel.tp" → "8"): what a report lists and a triage step diffs.
#pragma once

#include <map>
#include <string>

#include "model/core/scenario.h"

namespace memledger::model {

// Sorted by name; values as the scenario file writes them, strings without quotes.
std::map<std::string, std::string> scenarioSettings(const Scenario& scenario);

}  // namespace memledger::model
