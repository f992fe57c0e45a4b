// torchtune's recipe configs (recipes/configs/**/*.yaml): the model builder (and with it
// LoRA or QLoRA), batch and accumulation, sequence limit, activation checkpointing and
// offloading, the optimizer (bitsandbytes' paged and 8-bit ones included), dtype, FSDP CPU
// offload and the parallel dimensions of the distributed recipes.
#pragma once

#include <nlohmann/json.hpp>

#include "model/imports/import_builder.h"

namespace memledger::model {

void importTorchtune(const nlohmann::json& document, ImportBuilder& out);

}  // namespace memledger::model
