// *.memledger.json: the versioned scenario file users save, share and script
// against (README, "Command line"). Reading resolves preset ids through a PresetLibrary.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/io/presets.h"
#include "model/core/scenario.h"

namespace memledger::model {

inline constexpr int kScenarioVersion = 1;
inline constexpr const char* kScenarioSchema = "memledger.scenario";
// Keys of the window's workspace beside the scenario's fields (workspace_json.h); every
// reader of a scenario accepts them.
inline constexpr const char* kWorkspaceScenesKey = "scenes";
inline constexpr const char* kWorkspacePinnedKey = "compare_a";
inline constexpr const char* kWorkspaceSweepKey = "sweep";

// The settings of an imported job the engine does not model (Scenario::limitations): an
// array of {key, file, value, changes (a ledger category id), bias ("high", "low",
// "either"), note}. Reading a document appends its limitations to the scenario's.
inline constexpr const char* kLimitationsKey = "limitations";
nlohmann::json limitationsToJson(const std::vector<Limitation>& limitations);

// Reads `document` on top of `scenario` (which holds defaults or earlier settings).
void readScenario(const nlohmann::json& document, const PresetLibrary& presets, Scenario& scenario,
                  std::vector<Problem>& problems);

// Every field, so that a saved file reopens to the same scenario.
nlohmann::json scenarioToJson(const Scenario& scenario);

}  // namespace memledger::model
