// Other tools' configurations laid over the scenario: each --from FILE, and a SCENARIO
// argument that is a DeepSpeed, Megatron-LM, torchtitan, torchtune or Hugging Face file
// rather than a *.memledger.json. Each is imported (model/imports) and read over the
// scenario in the order given, before the command's own flags.
#pragma once

#include <string>
#include <vector>

#include "model/core/scenario.h"
#include "model/imports/config_import.h"
#include "model/io/presets.h"

namespace memledger::model {

struct ImportedConfigs {
    std::vector<model::GlobalBatch> batches;  // per-step batches still to split over the GPUs
    bool microGiven = false;                  // an imported file set the micro-batch
    bool accumGiven = false;                  // ... or the accumulation
};

// Whether `path` is a file of another tool MemLedger can import (not a scenario file).
bool isOtherToolsConfig(const std::string& path);

ImportedConfigs overlayConfigs(const std::vector<std::string>& files, const model::PresetLibrary& presets,
                               model::Scenario& scenario, std::vector<model::Problem>& problems);

// Splits each batch once the scenario is complete; flags count as given.
void resolveImportedBatches(const ImportedConfigs& imported, bool microFlag, bool accumFlag, model::Scenario& scenario,
                            std::vector<model::Problem>& problems);

}  // namespace memledger::model
