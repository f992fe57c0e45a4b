// A scenario written out for the launcher that will run it: a DeepSpeed config, Megatron-LM
// arguments, a torchtitan TOML, torchtune overrides, a verl launch script or a TRL config. What the format cannot express is
// listed, in the text as comments where the format has them, and always in `lost`.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/scenario.h"
#include "model/core/validation.h"

namespace memledger::model {

enum class ExportFormat { DeepSpeed, Megatron, Torchtitan, Torchtune, Verl, Trl };

// "deepspeed", "megatron", "torchtitan", "torchtune", "verl", "trl".
std::string_view exportFormatId(ExportFormat format);
std::optional<ExportFormat> findExportFormat(std::string_view id);
const std::vector<ExportFormat>& exportFormats();

// A setting of the scenario the format cannot carry, and why. `subject` is what it is about:
// "parallel.tp = 8" (a field of model/core/scenario_fields.h and its value), "architecture.*"
// for every field under that prefix, or a setting outside the field table ("nvme_path").
// `why` is a sentence marked MEMLEDGER_TRANSLATABLE("Export", …), filled with `arguments`
// (keys, values and names as they are; a marked word, with its context, translated too).
struct LostSetting {
    std::string subject;
    const char* why = "";
    std::vector<ProblemArgument> arguments = {};
};

// "parallel.tp = 8: why", in the language of `translate`; English when it is empty.
std::string lostLine(const LostSetting& lost, const Translate& translate = {});

struct ConfigExport {
    std::string text;
    std::vector<LostSetting> lost;     // in the field table's order, then the notes
    std::vector<std::string> carried;  // keys of the scenario fields the text carries
};

// Every line of `exported.lost`, in the language of `translate`; English when it is empty.
std::vector<std::string> lostLines(const ConfigExport& exported, const Translate& translate = {});

// The preset that has the scenario's model (PresetLibrary::withShapeOf; model/service/exports.h
// finds it): its id, and its own maximum positions, which that shape leaves aside where they
// are rotary (they make no weights).
struct NamedModel {
    std::string id;
    std::int64_t maxPositions = 0;
};

// A format that takes a model by name (torchtitan's flavor, torchtune's builder) writes the
// tool's name for `named` (model/core/preset_names.h), and runs its positions; no preset, or one
// the tool has no name for, and the model is listed as lost.
ConfigExport exportConfig(const Scenario& scenario, ExportFormat format, const NamedModel& named = {});

}  // namespace memledger::model
