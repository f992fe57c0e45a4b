// A scenario written out for the launcher that will run it: a DeepSpeed config, Megatron-LM
// arguments, a torchtitan TOML or torchtune overrides. What the format cannot express is
// listed, in the text as comments where the format has them, and always in `lost`.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/core/scenario.h"

namespace memledger::model {

enum class ExportFormat { DeepSpeed, Megatron, Torchtitan, Torchtune };

// "deepspeed", "megatron", "torchtitan", "torchtune".
std::string_view exportFormatId(ExportFormat format);

struct ConfigExport {
    std::string text;
    std::vector<std::string> lost;  // settings of the scenario the format cannot carry, each said in words
};

ConfigExport exportConfig(const Scenario& scenario, ExportFormat format);

}  // namespace memledger::model
