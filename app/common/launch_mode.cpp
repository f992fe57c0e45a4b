#include "app/common/launch_mode.h"

#include <algorithm>
#include <filesystem>
#include <iterator>

namespace memledger::app {

bool windowOptionTakesValue(std::string_view name)
{
    static constexpr std::string_view kValued[] = {
        "screenshot", "model",   "gpu",          "inspect",       "tab",          "triage", "sweep-knob",
        "sweep-range", "unit",   "heatmap-knobs", "compare-file", "lang",         "presets", "size",
        "platform",   "style",   "qwindowgeometry", "snapshot", "guide", "scene", "tour"};
    return std::find(std::begin(kValued), std::end(kValued), name) != std::end(kValued);
}

LaunchMode launchMode(int argc, char** argv, IsCommand isCommand)
{
    bool asksForHelp = false;
    for (int i = 1; i < argc; ++i) {
        std::string_view word = argv[i];
        if (word == "--help" || word == "-h" || word == "--version")
            asksForHelp = true;
        if (word.starts_with('-')) {
            word.remove_prefix(word.starts_with("--") ? 2 : 1);
            if (word.find('=') == std::string_view::npos && windowOptionTakesValue(word))
                ++i;  // skip its value
            continue;
        }
        // A file to open; any other word is a command, perhaps mistyped, which the
        // command line answers with a suggestion rather than the window with "cannot open".
        std::error_code error;
        const bool file = word.ends_with(".json") || std::filesystem::exists(std::filesystem::path(word), error);
        return file && !isCommand(argv[i]) ? LaunchMode::Window : LaunchMode::CommandLine;
    }
    return asksForHelp ? LaunchMode::CommandLine : LaunchMode::Window;
}

}  // namespace memledger::app
