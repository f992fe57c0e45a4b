// What a person reads for each value of the scenario's enums: readable names, marked
// MEMLEDGER_TRANSLATABLE("EnumLabel", …) so the window shows them translated. The stable
// words of enum_names.h ("every-k", "bf16") stay what files and the command line use.
#pragma once

#include "model/core/scenario.h"

namespace memledger::model {

const char* enumLabel(MlpKind value);
const char* enumLabel(NormKind value);
const char* enumLabel(PositionKind value);
const char* enumLabel(BlockStyle value);
const char* enumLabel(Precision value);
const char* enumLabel(Optimizer value);
const char* enumLabel(FsdpMode value);
const char* enumLabel(PipelineSchedule value);
const char* enumLabel(Recompute value);
const char* enumLabel(Loss value);
const char* enumLabel(OptimizerKernel value);
const char* enumLabel(StateDtype value);
const char* enumLabel(Fp8Recipe value);
const char* enumLabel(Attention value);
const char* enumLabel(Kernels value);
const char* enumLabel(TransformerImpl value);
const char* enumLabel(MoeDispatcher value);
const char* enumLabel(RolloutEngine value);
const char* enumLabel(KvCacheDtype value);
const char* enumLabel(TrainerOffload value);
const char* enumLabel(ReferenceModel value);
const char* enumLabel(CriticModel value);
const char* enumLabel(KdLoss value);
const char* enumLabel(OffloadTarget value);
const char* enumLabel(Framework value);

}  // namespace memledger::model
