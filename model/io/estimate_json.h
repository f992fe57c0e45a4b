// The JSON form of an estimate: the keys README's "Command line" lists plus every stage, term and
// saved tensor, for scripts and for the CLI's --format json.
#pragma once

#include <nlohmann/json.hpp>

#include "model/ledger/ledger.h"

namespace memledger::model {

inline constexpr int kEstimateVersion = 1;

nlohmann::json estimateToJson(const Scenario& scenario, const Estimate& estimate);
nlohmann::json termToJson(const Term& term);
nlohmann::json inventoryToJson(const Scenario& scenario, const LayerInventory& inventory);
nlohmann::json problemsToJson(const std::vector<Problem>& problems);
// The problems alone, as the array of {field, message} that problemsToJson holds.
nlohmann::json problemListToJson(const std::vector<Problem>& problems);

}  // namespace memledger::model
