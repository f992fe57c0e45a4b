// Hugging Face accelerate's launcher config (accelerate config / default_config.yaml):
// how many processes, DeepSpeed or FSDP and their settings, mixed precision. Recipes such as
// alignment-handbook's pair one with a TrainingArguments YAML; importing both gives the job.
#pragma once

#include <nlohmann/json.hpp>

#include "model/imports/import_builder.h"
#include "model/imports/nearby_files.h"

namespace memledger::model {

void importAccelerateConfig(const nlohmann::json& document, const NearbyFile& nearby, ImportBuilder& out);

}  // namespace memledger::model
