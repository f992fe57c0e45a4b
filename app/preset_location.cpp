#include "app/preset_location.h"

#include <cstdlib>
#include <filesystem>

namespace memledger::app {

namespace fs = std::filesystem;

std::string presetDirectory(const std::string& explicitDirectory, const char* argv0)
{
    if (!explicitDirectory.empty())
        return explicitDirectory;
    if (const char* fromEnvironment = std::getenv("MEMLEDGER_PRESETS"); fromEnvironment && *fromEnvironment)
        return fromEnvironment;
    std::error_code error;
    const fs::path executable = fs::canonical(fs::path(argv0 ? argv0 : ""), error);
    if (!error) {
        const fs::path installed = executable.parent_path().parent_path() / "share" / "memledger" / "presets";
        if (fs::is_directory(installed, error))
            return installed.string();
    }
    return MEMLEDGER_SOURCE_PRESETS;
}

}  // namespace memledger::app
