// DeepSpeed's ds_config.json: the ZeRO stage and offload, batch sizes (with the Hugging
// Face integration's "auto"), precision, activation checkpointing and the optimizer.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "model/imports/import_builder.h"

namespace memledger::model {

// Maps `config` into `out`. `path` prefixes every key the report names: "" for a
// ds_config.json of its own, "deepspeed" for a config given inline in TrainingArguments.
void importDeepSpeed(const nlohmann::json& config, const std::string& path, ImportBuilder& out);

}  // namespace memledger::model
