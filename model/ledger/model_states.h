// The copies of the parameters a rank keeps: weights, gradients and optimizer states,
// each its own term, as the framework profile decides which copies exist.
#pragma once

#include "model/ledger/stage_builder.h"

namespace memledger::model::detail {

// Bytes of one element of a state the precision-aware optimizer keeps (fp8: E4M3, whose
// one fp32 scale per tensor is negligible).
double stateDtypeBytes(StateDtype dtype);
// Bytes of one element of a state kept in the parameters' dtype (Adam's moments, GaLore's and
// APOLLO's projected states, Adam-mini's): 2 in pure bf16, 4 otherwise, and 4 for
// bitsandbytes' 32-bit paged AdamW even beside bf16 parameters.
double parameterStateBytes(const Scenario& scenario);
// Bytes of one parameter as the trainer stores it for training (before any master copy).
double storedWeightBytes(const EstimateContext& context);
// Bytes of one NF4 parameter with its quantisation constants (QLoRA §3).
double nf4BytesPerParam(const Lora& lora);

void addModelStates(const EstimateContext& context, const StageShape& shape, StageSink& sink);

}  // namespace memledger::model::detail
