// A scenario written out for a launcher, as both faces ask for it: the model named by the
// preset that has its shape, so torchtitan's flavor and torchtune's builder come from the one
// table of model shapes (presets/models) and the one table of tools' names
// (model/core/preset_names.h).
#pragma once

#include "model/exports/config_export.h"
#include "model/io/presets.h"

namespace memledger::model {

ConfigExport exportOf(const Scenario& scenario, ExportFormat format, const PresetLibrary& presets);

}  // namespace memledger::model
