// Where the preset folder is, in this order:
//   1. --presets DIR (explicit);
//   2. $MEMLEDGER_PRESETS (an environment variable a user sets must win over a default);
//   3. ../share/memledger/presets beside the running executable (an installed package,
//      wherever its prefix is: /usr, /usr/local, a relocated tree);
//   4. only for a binary inside its own build tree: the source tree's presets/.
// When none exists, the problem lists every place tried, so the user sees what to fix.
#pragma once

#include <string>
#include <vector>

#include "model/core/validation.h"

namespace memledger::app {

// Returns the folder, or "" with a problem naming every place that was tried.
std::string presetDirectory(const std::string& explicitDirectory, std::vector<model::Problem>& problems);

}  // namespace memledger::app
