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

LaunchMode launchMode(int argc, char** argv, IsCommand isCommand, IsScenarioId isScenarioId)
{
    bool asksForHelp = false;
    std::string presets;   // --presets DIR, where a scenario id is looked up
    for (int i = 1; i < argc; ++i) {
        std::string_view word = argv[i];
        if (word == "--help" || word == "-h" || word == "--version")
            asksForHelp = true;
        if (word.starts_with('-')) {
            word.remove_prefix(word.starts_with("--") ? 2 : 1);
            const std::size_t equals = word.find('=');
            if (word.substr(0, equals) == "presets")
                presets = equals != std::string_view::npos ? std::string(word.substr(equals + 1))
                          : i + 1 < argc                    ? std::string(argv[i + 1])
                                                            : std::string();
            if (equals == std::string_view::npos && windowOptionTakesValue(word))
                ++i;  // skip its value
            continue;
        }
        // A file to open; any other word is a command, perhaps mistyped, which the
        // command line answers with a suggestion rather than the window with "cannot open".
        std::error_code error;
        const bool file = word.ends_with(".json") || std::filesystem::exists(std::filesystem::path(word), error);
        if (isCommand(argv[i]))
            return LaunchMode::CommandLine;
        const bool scenarioId = !file && isScenarioId && isScenarioId(argv[i], presets.empty() ? nullptr : presets.c_str());
        return file || scenarioId ? LaunchMode::Window : LaunchMode::CommandLine;
    }
    return asksForHelp ? LaunchMode::CommandLine : LaunchMode::Window;
}

}  // namespace memledger::app
