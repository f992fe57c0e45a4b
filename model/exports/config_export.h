// A scenario written out for the launcher that will run it: a DeepSpeed config, Megatron-LM
// arguments, a torchtitan TOML or torchtune overrides. What the format cannot express is
// listed, in the text as comments where the format has them, and always in `lost`.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/scenario.h"

namespace memledger::model {

enum class ExportFormat { DeepSpeed, Megatron, Torchtitan, Torchtune };

// "deepspeed", "megatron", "torchtitan", "torchtune".
std::string_view exportFormatId(ExportFormat format);
std::optional<ExportFormat> findExportFormat(std::string_view id);
const std::vector<ExportFormat>& exportFormats();

struct ConfigExport {
    std::string text;
    // Settings of the scenario the format cannot carry, each said in words. A line starts
    // with what it is about, "parallel.tp = 8: …" (a field of model/core/scenario_fields.h
    // and its value), or "architecture.*: …" for every field under that prefix.
    std::vector<std::string> lost;
    std::vector<std::string> carried;  // keys of the scenario fields the text carries
};

ConfigExport exportConfig(const Scenario& scenario, ExportFormat format);

}  // namespace memledger::model
