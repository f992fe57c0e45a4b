// PyTorch FSDP as the Hugging Face stack configures it: TrainingArguments' `fsdp` words
// ("full_shard auto_wrap offload") and the fsdp_config block that TrainingArguments and
// accelerate configs share (keys with or without their "fsdp_" prefix).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "model/imports/import_builder.h"

namespace memledger::model {

// `value` is a string of words or a list of them; `key` is its path in the file.
void importFsdpOptions(const nlohmann::json& value, const std::string& key, ImportBuilder& out);

// An fsdp_config object at `path`.
void importFsdpConfig(const nlohmann::json& config, const std::string& path, ImportBuilder& out);

// FSDP's CPU offload, whatever the file calls it (FSDP1's CPUOffload(offload_params=True),
// FSDP2's CPUOffloadPolicy: torchtune's fsdp_cpu_offload, torchtitan's enable_cpu_offload,
// accelerate's offload_params): the sharded parameters and gradients live on the host, where
// the optimizer steps with its states.
void readFsdpCpuOffload(const Source& source, ImportBuilder& out);

}  // namespace memledger::model
