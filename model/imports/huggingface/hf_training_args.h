// Hugging Face TrainingArguments, as a JSON dump (TrainingArguments.to_json_string(), an
// HfArgumentParser file) or in the YAML recipes of TRL, alignment-handbook and LLaMA-Factory,
// which mix the training script's model, data and LoRA arguments into the same map. A
// DeepSpeed config it names (a path, or inline) is imported too and merged.
#pragma once

#include <nlohmann/json.hpp>

#include "model/imports/import_builder.h"
#include "model/imports/nearby_files.h"

namespace memledger::model {

void importHfTrainingArgs(const nlohmann::json& document, const NearbyFile& nearby, ImportBuilder& out);

// A DeepSpeed config named by `value` at `key` (a path looked up in `nearby`, or the config
// itself inline), imported and merged into `out`; a path that cannot be read is reported.
// Shared with accelerate configs (deepspeed_config_file).
void importNamedDeepSpeed(const nlohmann::json& value, const std::string& key, const NearbyFile& nearby,
                          ImportBuilder& out);

}  // namespace memledger::model
