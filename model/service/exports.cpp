#include "model/service/exports.h"

namespace memledger::model {

ConfigExport exportOf(const Scenario& scenario, ExportFormat format, const PresetLibrary& presets)
{
    const ModelPreset* preset = presets.withShapeOf(scenario.arch);
    return exportConfig(scenario, format,
                        preset ? NamedModel{preset->id, preset->arch.maxPositions} : NamedModel{});
}

}  // namespace memledger::model
