// Other tools' names for the models MemLedger has presets of (presets/models): a Hugging
// Face Hub id, a torchtune builder, a torchtitan model and flavor. One table per tool, read
// both ways: an import finds the preset a name means, an export the name of a preset (the
// dimensions are the preset's alone). A new preset is one line here; tests check that every
// id named exists.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/translatable.h"

namespace memledger::model {

struct PresetMatch {
    std::string presetId;  // empty for a model known only by its size (torchtitan's debugmodel)
    bool exact = true;   // the same architecture; otherwise `note` says what differs
    const char* note = "";  // marked MEMLEDGER_TRANSLATABLE("Import", …): an edge translates it
    int layers = 0;      // the preset's layer count, where a reader needs it (torchtitan's every-Nth-layer checkpointing)
};

// "meta-llama/Llama-3.1-8B-Instruct", "mistralai/Mistral-7B-v0.1".
std::optional<PresetMatch> presetForHubId(std::string_view hubId);
// A torchtune model builder without its LoRA prefix: "llama3_1_8b".
std::optional<PresetMatch> presetForTorchtune(std::string_view builder);
// A torchtitan [model] name and flavor: ("llama3", "8B").
std::optional<PresetMatch> presetForTorchtitan(std::string_view name, std::string_view flavor);

// The names a launcher that takes a model by name is given for a preset: the tool's first
// name for the very architecture (not one whose note says it differs). Exports write them;
// none where the tool has no such model.
struct TorchtuneBuilder {
    std::string module;   // torchtune.models.<module>
    std::string builder;  // the full model's; LoRA's is lora_<builder>
    bool qlora = false;   // qlora_<builder> exists
    std::string configs;  // recipes/configs/<configs>_full…; empty: torchtune ships none
};
std::optional<TorchtuneBuilder> torchtuneBuilderFor(std::string_view presetId);
struct TorchtitanFlavor {
    std::string name;    // [model] name
    std::string flavor;  // [model] flavor
};
std::optional<TorchtitanFlavor> torchtitanFlavorFor(std::string_view presetId);

// Every preset id the tables name, for the test that they all exist.
std::vector<std::string> presetIdsNamed();

}  // namespace memledger::model
