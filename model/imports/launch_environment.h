// The environment a launch gives its training program (a script's exports, a test's ENV_VARS),
// read for the variables that change what a rank holds: PyTorch's caching allocator settings
// and its cuBLAS workspace. Every reader of a launch shares it.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/imports/import_builder.h"

namespace memledger::model {

using LaunchEnvironment = std::vector<std::pair<std::string, std::string>>;

// Maps what it reads onto the scenario and names the rest in the report; `keyPrefix` is how
// the file spells the variables' place ("ENV_VARS." in a Megatron test's model_config.yaml,
// "" in a script).
void readLaunchEnvironment(const LaunchEnvironment& environment, std::string_view keyPrefix, ImportBuilder& out);

}  // namespace memledger::model
