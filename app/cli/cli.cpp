#include "app/cli/cli.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <iostream>

#include "app/cli/cli_options.h"
#include "app/cli/commands.h"
#include "app/cli/cli_output.h"
#include "app/preset_location.h"
#include "model/enum_names.h"
#include "model/estimate_json.h"

namespace memledger::cli {

namespace {

bool readOutputOptions(Options& options, std::string& error)
{
    if (const auto it = options.flags.find("format"); it != options.flags.end()) {
        static const std::pair<const char*, Format> kFormats[] = {{"table", Format::Table},
                                                                  {"json", Format::Json},
                                                                  {"markdown", Format::Markdown},
                                                                  {"csv", Format::Csv},
                                                                  {"chrome-trace", Format::ChromeTrace}};
        const auto found = std::find_if(std::begin(kFormats), std::end(kFormats),
                                        [&](const auto& entry) { return it->second == entry.first; });
        if (found == std::end(kFormats))
            return error = "--format is '" + it->second + "'; expected table, json, markdown, csv or chrome-trace",
                   false;
        options.format = found->second;
    }
    if (const auto it = options.flags.find("unit"); it != options.flags.end()) {
        if (it->second != "gib" && it->second != "gb")
            return error = "--unit is '" + it->second + "'; expected gib or gb", false;
        options.unit = it->second == "gb" ? Unit::GB : Unit::GiB;
    }
    if (const auto it = options.flags.find("stage"); it != options.flags.end()) {
        const char* begin = it->second.data();
        const char* end = begin + it->second.size();
        const auto [ptr, code] = std::from_chars(begin, end, options.stage);
        if (code != std::errc() || ptr != end || options.stage < 0)
            return error = "--stage expects a stage number, got '" + it->second + "'", false;
    }
    options.allStages = options.flags.count("all-stages") > 0;
    if (const auto it = options.flags.find("presets"); it != options.flags.end())
        options.presetsDir = it->second;
    return true;
}

const Command* findCommand(const std::string& name)
{
    for (const auto& command : commands())
        if (name == command.name)
            return &command;
    return nullptr;
}

}  // namespace

bool isCommand(const char* word) { return std::strcmp(word, "presets") == 0 || findCommand(word) != nullptr; }

int run(int argc, char** argv)
{
    Options options;
    std::string error;
    if (argc >= 2 && (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0 ||
                      std::strcmp(argv[1], "help") == 0)) {
        std::cout << usage();
        return 0;
    }
    if (argc >= 2 && std::strcmp(argv[1], "--version") == 0) {
        std::cout << "memledger " << MEMLEDGER_VERSION << '\n';
        return 0;
    }
    if (!parseArguments(argc, argv, options, error) || !readOutputOptions(options, error))
        return reportFailure(error, options.format);
    if (options.command.empty() || !isCommand(options.command.c_str()))
        return reportFailure("unknown command '" + options.command +
                                 "'; expected estimate, explain, timeline, triage, plan, sweep or presets",
                             options.format);
    const Command* command = findCommand(options.command);
    if (command && !command->run)
        return reportFailure("'" + options.command + "' is not available in this version yet; use estimate or explain",
                             options.format);

    std::vector<model::Problem> problems;
    const auto presets = model::loadPresets(app::presetDirectory(options.presetsDir, argv[0]), problems);
    if (!problems.empty())
        return reportFailure(problems, options.format);
    if (!command) {
        printPresets(std::cout, presets, options.format);
        return 0;
    }
    const model::Scenario scenario = buildScenario(options, presets, problems);
    if (!problems.empty())
        return reportFailure(problems, options.format);
    return command->run(CommandInput{options, presets, scenario});
}

}  // namespace memledger::cli
