// What a user reads in the choice boxes: readable, translated names of the scenario's
// enums. The stable words of model/enum_names.h ("every-k", "bf16") stay the data
// (item data of each entry) and what files and the command line use.
#pragma once

#include <QString>

#include "model/core/scenario.h"

namespace memledger::widgets {

const char* enumLabel(model::MlpKind value);
const char* enumLabel(model::NormKind value);
const char* enumLabel(model::PositionKind value);
const char* enumLabel(model::BlockStyle value);
const char* enumLabel(model::Precision value);
const char* enumLabel(model::Optimizer value);
const char* enumLabel(model::FsdpMode value);
const char* enumLabel(model::Recompute value);
const char* enumLabel(model::Loss value);
const char* enumLabel(model::OptimizerKernel value);
const char* enumLabel(model::Attention value);
const char* enumLabel(model::Kernels value);
const char* enumLabel(model::OffloadTarget value);
const char* enumLabel(model::Framework value);

QString translatedEnumLabel(const char* label);

}  // namespace memledger::widgets
