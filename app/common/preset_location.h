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

// Whether `word` is the id of a worked scenario in the preset folder (`presetsOption`: the
// --presets value given, or null): scenarios/<word>.memledger.json exists there.
bool isPresetScenario(const char* word, const char* presetsOption);

}  // namespace memledger::app
