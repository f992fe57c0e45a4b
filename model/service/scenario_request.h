// How both faces turn what a user asked for into a scenario: the command line's
// arguments and the window's File ▸ New, Open and Import all start from one scenario and
// lay the same inputs over it in the same order, so the same request is the same job
// whichever face it came through.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "model/core/scenario.h"
#include "model/core/validation.h"
#include "model/io/import_note.h"
#include "model/io/presets.h"

namespace memledger::model {

// What a fresh window and a bare command start from: Llama 3.1 8B on one H100 SXM at
// sequence 4096 when the presets have them, else the engine's own defaults.
Scenario startingScenario(const PresetLibrary& presets);

// The model preset the scenario's model is, or null: its modelId names a preset AND the
// architecture is still that preset's. A file or an edit may override the architecture
// while the id stays; the faces then name the model as custom, never as the preset.
const ModelPreset* modelPresetOf(const Scenario& scenario, const PresetLibrary& presets);
// Clears a modelId whose preset is no longer what is computed (modelPresetOf is null).
void forgetStaleModelId(Scenario& scenario, const PresetLibrary& presets);

struct ScenarioRequest {
    // A scenario file, a worked scenario's id, or another tool's config; empty: none.
    std::string scenario;
    std::vector<std::string> configs;   // other tools' configs laid over it, in this order
    std::string model;                  // a model preset id; empty: none
    std::string hfConfig;               // a Hugging Face config.json, model directory or Hub id
    std::string gpu;                    // a GPU preset id
    std::string teacher;                // a distillation teacher's model preset id; "none" removes it
    // Decoder layers per pipeline stage as typed ("4,8,8,5"; "even" clears an explicit split);
    // empty: as the scenario has them.
    std::string stageLayers;
    // Scenario fields as typed, by flag ("seq" → "8192", "no-sp" → ""): model/core/scenario_fields.h.
    std::map<std::string, std::string> fields;
};

// The starting scenario; the scenario named, read over it; each config over that; the
// model, the GPU; then every field given, in the table's order (a framework's or block
// style's implied defaults before what refines them); last, a batch a config fixes per
// step is split over the data-parallel GPUs now known. `notes` receives what an imported
// Hugging Face config approximated.
Scenario assembleScenario(const ScenarioRequest& request, const PresetLibrary& presets,
                          std::vector<Problem>& problems, std::vector<ImportNote>* notes = nullptr);

}  // namespace memledger::model
