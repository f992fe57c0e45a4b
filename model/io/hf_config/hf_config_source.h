// Where a Hugging Face config.json comes from: the file itself, the model directory that
// holds it, or a model id ("Qwen/Qwen3-8B") looked up in the local Hub cache. Offline:
// nothing is downloaded; a model that is not there gets a message saying where it was
// looked for and how to fetch it.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/core/validation.h"
#include "model/io/hf_config/hf_config.h"

namespace memledger::model {

// The Hub cache folder, as huggingface_hub finds it (constants.py @ 03333b6): $HF_HUB_CACHE,
// else $HUGGINGFACE_HUB_CACHE, else $HF_HOME/hub, else $XDG_CACHE_HOME/huggingface/hub,
// else ~/.cache/huggingface/hub.
std::filesystem::path hfHubCache();

struct HfConfigFile {
    std::filesystem::path path;
    std::vector<ImportNote> notes;  // which snapshot was read when the cache held several
};

// The config.json `reference` names: a file, a directory holding config.json, or a model
// id whose snapshot in `hubCache` holds one (the snapshot refs/main names, when present).
std::optional<HfConfigFile> findHfConfig(const std::string& reference, const std::filesystem::path& hubCache,
                                         std::vector<Problem>& problems);

// Finds (in hfHubCache() for an id), reads and imports the config; the notes say which
// snapshot was read as well as what the import approximated.
HfImport loadHfConfig(const std::string& reference, std::vector<Problem>& problems);

}  // namespace memledger::model
