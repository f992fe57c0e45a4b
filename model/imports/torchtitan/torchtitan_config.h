// torchtitan's job config (train_configs/*.toml): the model and flavor, batch and
// sequence, mixed precision, the parallel degrees, activation checkpointing, float8 and
// compile. Three schemas are in users' hands: degrees under [parallelism] (2025+), or under
// [training] and [experimental] (2024), batch_size before local_batch_size; all are read.
#pragma once

#include <nlohmann/json.hpp>

#include "model/imports/import_builder.h"

namespace memledger::model {

void importTorchtitan(const nlohmann::json& document, ImportBuilder& out);

}  // namespace memledger::model
