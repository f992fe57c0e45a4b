// What a user reads in the choice boxes: the engine's labels of the scenario's enums
// (model/core/enum_labels.h), translated. The stable words of model/enum_names.h
// ("every-k", "bf16") stay the data (item data of each entry) and what files and the
// command line use.
#pragma once

#include <QString>

#include "model/core/enum_labels.h"

namespace memledger::widgets {

using model::enumLabel;

QString translatedEnumLabel(const char* label);

}  // namespace memledger::widgets
