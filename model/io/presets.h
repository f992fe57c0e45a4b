// Model, GPU and scenario presets (presets/*.json) and the readers that turn
// JSON into scenario parts. I/O lives here, never in estimate().
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/scenario.h"
#include "model/core/validation.h"

namespace memledger::model {

struct ModelPreset {
    std::string id;
    std::string name;
    std::string family;
    std::string source;
    std::string notes;
    double paramsReference = 0;
    Architecture arch;
};

struct GpuPreset {
    std::string id;
    std::string name;
    std::string vendor;
    std::string generation;  // the architecture ("Hopper", "CDNA 3"): how pickers group the cards
    int year = 0;            // the generation's first shipments (one year per generation): newest first
    std::string source;
    std::string notes;
    double memoryBytes = 0;  // what cudaMemGetInfo / hipMemGetInfo reports as total where measured
    double hbmBandwidth = 0;
    double flopsBf16 = 0;    // dense peaks
    double flopsFp32 = 0;
    double flopsFp8 = 0;
    double flopsFp4 = 0;     // 0: no FP4 tensor cores
    int pcieGen = 4;
    int pcieLanes = 16;
    double nvlinkBandwidth = 0;
    int nvlinkDomain = 1;    // GPUs one scale-up fabric joins (HGX: 8, GB200 NVL72: 72, PCIe cards: 1)
    double computeCapability = 0;  // CUDA's major.minor (9.0 Hopper); 0: not an NVIDIA card
};

struct ScenarioPreset {
    std::string id;           // file name without .memledger.json
    std::string title;
    std::string description;
    nlohmann::json document;  // read with readScenario() against the library
};

struct PresetLibrary {
    std::map<std::string, ModelPreset> models;
    std::map<std::string, GpuPreset> gpus;
    std::map<std::string, ScenarioPreset> scenarios;

    const ModelPreset* model(const std::string& id) const;
    // The preset with `arch`'s shape: every dimension equal, its name and dropout aside, and
    // its maximum positions too where they make no weights (rotary positions). Null when no
    // preset has it. What names a model to a tool that takes one by name (an export).
    const ModelPreset* withShapeOf(const Architecture& arch) const;
    const GpuPreset* gpu(const std::string& id) const;
    // The GPUs grouped by vendor (NVIDIA first) and generation (newest first), the largest
    // memory first within one: the order pickers and listings show them in.
    std::vector<const GpuPreset*> gpusByGeneration() const;
};

// Loads every preset under `directory`; problems name the file at fault.
PresetLibrary loadPresets(const std::string& directory, std::vector<Problem>& problems);

void applyGpu(const GpuPreset& gpu, Hardware& hardware);

// Copies the preset's architecture; keeps the scenario's other fields.
void applyModel(const ModelPreset& preset, Scenario& scenario);

// Makes the preset `id` the distillation job's teacher: false, and the teacher as it was,
// when no preset has that id.
bool chooseTeacher(const PresetLibrary& presets, const std::string& id, Teacher& teacher);
// A teacher as a file or a flag names it: a preset id, or "none" (or nothing) for no teacher;
// an id no preset has is a problem at `field`, with the ids it may have meant.
void nameTeacher(const PresetLibrary& presets, const std::string& id, const std::string& field, Teacher& teacher,
                 std::vector<Problem>& problems);

// The candidates sharing the most words with `id` (split at - _ .), none when no word is shared.
std::vector<std::string> similarIds(const std::string& id, const std::vector<std::string>& candidates);
// The candidates to suggest for a mistyped id, comma-separated; every candidate when none is similar.
std::string closestMatches(const std::string& id, const std::vector<std::string>& candidates);

}  // namespace memledger::model
