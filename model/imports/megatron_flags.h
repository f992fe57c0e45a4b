// Megatron-LM flags the engine has no setting for, each with why leaving it out is fine or
// what the estimate misses: logging, checkpoints, data, learning-rate schedule, kernel
// fusions, MoE routing. A flag in none of these lists, and not mapped, is reported unknown.
#pragma once

#include <string_view>

namespace memledger::model {

// The note for a flag understood but not modelled ("--lr"), or nullptr.
const char* megatronFlagNote(std::string_view flag);

}  // namespace memledger::model
