// Where the preset folder is: --presets, then $MEMLEDGER_PRESETS, then the
// installed share/memledger/presets beside the executable, then the source tree.
#pragma once

#include <string>

namespace memledger::app {

std::string presetDirectory(const std::string& explicitDirectory, const char* argv0);

}  // namespace memledger::app
