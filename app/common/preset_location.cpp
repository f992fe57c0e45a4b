#include "app/common/preset_location.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

namespace memledger::app {

namespace fs = std::filesystem;

namespace {

// /proc/self/exe names the binary however it was started (PATH, a menu, a symlink).
fs::path runningExecutable()
{
    std::error_code error;
    const fs::path executable = fs::read_symlink("/proc/self/exe", error);
    return error ? fs::path() : executable;
}

bool insideBuildTree(const fs::path& executable)
{
    const fs::path buildTree(MEMLEDGER_BUILD_DIR);
    const auto [buildEnd, executableAt] =
        std::mismatch(buildTree.begin(), buildTree.end(), executable.begin(), executable.end());
    return buildEnd == buildTree.end();
}

}  // namespace

bool isPresetScenario(const char* word, const char* presetsOption)
{
    const std::string_view id = word;
    // An id is a file's stem in scenarios/: never a path.
    if (id.empty() || id.find_first_of("/\\") != std::string_view::npos || id.front() == '.')
        return false;
    std::vector<model::Problem> ignored;
    const std::string folder = presetDirectory(presetsOption ? presetsOption : "", ignored);
    std::error_code error;
    return !folder.empty() && fs::is_regular_file(fs::path(folder) / "scenarios" / (std::string(id) + ".memledger.json"), error);
}

std::string presetDirectory(const std::string& explicitDirectory, std::vector<model::Problem>& problems)
{
    std::vector<std::pair<fs::path, std::string>> candidates;  // folder, why it was tried
    if (!explicitDirectory.empty()) {
        candidates.emplace_back(explicitDirectory, "--presets");
    } else {
        if (const char* fromEnvironment = std::getenv("MEMLEDGER_PRESETS"); fromEnvironment && *fromEnvironment)
            candidates.emplace_back(fromEnvironment, "MEMLEDGER_PRESETS");
        const fs::path executable = runningExecutable();
        if (!executable.empty()) {
            candidates.emplace_back(executable.parent_path().parent_path() / "share" / "memledger" / "presets",
                                    "beside the executable");
            if (insideBuildTree(executable))
                candidates.emplace_back(MEMLEDGER_SOURCE_PRESETS, "source tree of this build");
        }
    }
    std::string tried;
    for (const auto& [folder, reason] : candidates) {
        std::error_code error;
        if (fs::is_directory(folder, error))
            return folder.string();
        tried += (tried.empty() ? "" : ", ") + folder.string() + " (" + reason + ")";
    }
    problems.push_back({"presets", "no preset folder found; tried " + (tried.empty() ? std::string("nothing") : tried) +
                                       ". Reinstall MemLedger, or set MEMLEDGER_PRESETS or --presets to a folder "
                                       "with models/, gpus/ and scenarios/"});
    return {};
}

}  // namespace memledger::app
