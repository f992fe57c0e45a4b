// Megatron-LM's command-line arguments (megatron/training/arguments.py and the
// TransformerConfig fields it exposes): parallelism, batch, model shape, precision,
// recomputation, attention, optimizer and MoE. They come from a launch script or a pasted
// argument list (read with readLaunchScript), or from a functional test's
// model_config.yaml, whose MODEL_ARGS map holds the same flags.
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

#include "model/imports/import_builder.h"
#include "model/imports/shell/launch_script.h"

namespace memledger::model {

// A launch script, or the arguments pasted alone.
void importMegatronScript(std::string_view text, const NearbyFile& nearby, ImportBuilder& out);

// A model_config.yaml read into a document: MODEL_ARGS maps each flag to its value (true
// for a bare switch); ENV_VARS and the test harness's keys are reported, not mapped.
void importMegatronConfigYaml(const nlohmann::json& document, ImportBuilder& out);

}  // namespace memledger::model
