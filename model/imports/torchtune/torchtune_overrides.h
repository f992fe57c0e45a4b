// torchtune's command-line overrides (`tune run RECIPE --config CONFIG key=value …`, or one
// key=value per line as MemLedger's torchtune export writes them) read into the nested
// document a recipe YAML gives, so the one torchtune reader maps both. tune run hands the
// overrides to OmegaConf.from_dotlist (torchtune/config/_parse.py @ bd2a0fc7), which splits
// each at its first '=', nests the dotted key and reads the value as YAML.
#pragma once

#include <optional>
#include <string_view>

#include <nlohmann/json.hpp>

namespace memledger::model {

// The overrides of `content` as a document; nullopt unless every word that is not part of
// the `tune run` command or a comment is an override (key=value, or ~key to delete).
std::optional<nlohmann::json> torchtuneOverridesDocument(std::string_view content);

}  // namespace memledger::model
