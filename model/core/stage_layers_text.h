// parallel.stage_layers as people type it, on the command line (--stage-layers) and in the
// window's form: decoder layers per pipeline stage, comma-separated ("4,8,8,5").
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace memledger::model {

// Whole counts separated by commas, spaces allowed; empty (or "even"): no explicit split.
// nullopt when a part is not a whole number from 0 to a million.
std::optional<std::vector<int>> stageLayersFromText(std::string_view text);

// The same list as that text reads it back: "4,8,8,5"; empty for none.
std::string stageLayersText(const std::vector<int>& layers);

}  // namespace memledger::model
