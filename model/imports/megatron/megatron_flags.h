// Megatron-LM flags the engine has no setting for, each with why leaving it out is fine or
// what the estimate misses: logging, checkpoints, data, learning-rate schedule, kernel
// fusions, MoE routing, and those that change memory the engine does not model yet (FP8,
// CUDA graphs, offloading, ...) with what they change. A flag in none of these lists, and not mapped, is reported unknown.
#pragma once

#include <optional>
#include <string_view>

#include "model/io/import_note.h"

namespace memledger::model {

// The note for a flag understood but not modelled ("--lr"), or nothing: with its memory
// effect when the flag, with `value` (as the file spells it), changes memory the ledger does
// not count (a limitation).
std::optional<ImportNote> megatronFlagNote(std::string_view flag, std::string_view value = {});

}  // namespace memledger::model
