// Dotted `key=value` overrides (OmegaConf.from_dotlist, which torchtune's `tune run` and
// Hydra's command lines — verl's — both hand their words to) read into the nested document a
// YAML config gives, so one reader maps both. A word splits at its first '='; the key nests
// at its dots; the value is read as YAML.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace memledger::model {

// A dotted key of letters, digits and underscores: "actor_rollout_ref.rollout.n".
bool isDottedKey(std::string_view key);

// The words as one document; nullopt unless every word is an override: key=value (Hydra's
// +key=value and ++key=value add or force a key the same way), or ~key, which deletes a key
// of a base config this text does not hold. Nothing either when there is no override.
std::optional<nlohmann::json> dotlistDocument(const std::vector<std::string>& words);

}  // namespace memledger::model
