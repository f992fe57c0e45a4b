#include "app/cli/cli.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <iostream>
#include <sstream>

#include "app/cli/cli_flags.h"
#include "app/cli/cli_help.h"
#include "app/cli/cli_language.h"
#include "app/cli/cli_options.h"
#include "app/cli/commands.h"
#include "app/cli/cli_output.h"
#include "app/common/preset_location.h"
#include "app/cli/word_list.h"
#include "model/core/enum_names.h"
#include "model/io/estimate_json.h"
#include "model/service/scenario_request.h"

namespace memledger::cli {

namespace {

bool readOutputOptions(Options& options, std::string& error)
{
    if (const auto it = options.flags.find("format"); it != options.flags.end()) {
        static const std::pair<const char*, Format> kFormats[] = {{"table", Format::Table},
                                                                  {"json", Format::Json},
                                                                  {"markdown", Format::Markdown},
                                                                  {"csv", Format::Csv},
                                                                  {"chrome-trace", Format::ChromeTrace},
                                                                  {"html", Format::Html},
                                                                  {"pdf", Format::Pdf}};
        const auto found = std::find_if(std::begin(kFormats), std::end(kFormats),
                                        [&](const auto& entry) { return it->second == entry.first; });
        if (found == std::end(kFormats))
            return error = "--format is '" + it->second + "'; expected table, json, markdown, csv, chrome-trace, html "
                                  "or pdf",
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

// "--gpus is not an option of 'estimate'; it belongs to 'plan' (see 'memledger estimate --help')",
// the commands it belongs to listed as alternatives in the chosen language.
CommandProblem misplacedFlag(const Options& options)
{
    const std::string& name = options.misplacedFlag;
    const FlagSpec* spec = findFlag(name);
    if (!spec->commands)
        return {MEMLEDGER_TRANSLATABLE("CliProblem", "--%1 is not an option of '%2'; it belongs to the scenario "
                                                     "commands (see 'memledger %2 --help')"),
                {name, options.command}};
    std::vector<std::string> owners;
    std::istringstream list(spec->commands);
    for (std::string owner; list >> owner;)
        owners.push_back(owner);
    const char* pattern = MEMLEDGER_TRANSLATABLE("CliProblem", "--%1 is not an option of '%2'; it belongs to %3 "
                                                               "(see 'memledger %2 --help')");
    return {pattern,
            {name, options.command, alternatives(quoted(owners), {})},
            {name, options.command, alternatives(quoted(owners), translator())}};
}

// The scenario a command starts from, for --help's defaults: the service's, from the
// presets where they are found (where not, the engine's defaults, which help then names).
model::Scenario startingScenario(const std::string& presetsDir)
{
    std::vector<model::Problem> problems;
    const std::string folder = app::presetDirectory(presetsDir, problems);
    const auto presets = folder.empty() ? model::PresetLibrary{} : model::loadPresets(folder, problems);
    return model::startingScenario(presets);
}

std::string commandNames()
{
    std::string names;
    for (const auto& command : commands())
        names += (names.empty() ? "" : ", ") + std::string(command.name);
    return names;
}

}  // namespace

bool isCommand(const char* word) { return findCommand(word) != nullptr; }

int run(int argc, char** argv)
{
    if (argc >= 2 && (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0 ||
                      std::strcmp(argv[1], "help") == 0)) {
        // `memledger help COMMAND` is the same as `memledger COMMAND --help`.
        if (argc >= 3 && std::strcmp(argv[1], "help") == 0 && findCommand(argv[2])) {
            std::cout << commandHelp(argv[2], startingScenario({}));
            return 0;
        }
        std::cout << usage();
        return 0;
    }
    if (argc >= 2 && std::strcmp(argv[1], "--version") == 0) {
        std::cout << "memledger " << MEMLEDGER_VERSION << '\n';
        return 0;
    }
    Options options;
    std::string error;
    if (!parseArguments(argc, argv, options, error))
        return reportFailure(error, options.format);
    const Command* command = findCommand(options.command);
    if (!command) {
        if (options.command.empty())
            return reportFailure("no command given; expected " + commandNames() + " (see 'memledger --help')",
                                 options.format);
        std::vector<std::string> names;
        for (const auto& entry : commands())
            names.emplace_back(entry.name);
        const std::string guess = closestWord(options.command, names);
        return reportFailure("unknown command '" + options.command + "'; " +
                                 (guess.empty() ? "expected " + commandNames() : "did you mean '" + guess + "'?") +
                                 " (see 'memledger --help')",
                             options.format);
    }
    if (options.help) {
        std::cout << commandHelp(options.command, startingScenario(options.presetsDir));
        return 0;
    }
    if (!readOutputOptions(options, error))
        return reportFailure(error, options.format);
    std::string languageNote;
    if (!chooseLanguage(options, error, languageNote))
        return reportFailure(error, options.format);
    if (!languageNote.empty() && options.format != Format::Json)
        std::cerr << "memledger: note: " << languageNote << '\n';
    if (!options.misplacedFlag.empty())
        return reportFailure(misplacedFlag(options), options.format);

    std::vector<model::Problem> problems;
    const std::string presetFolder = app::presetDirectory(options.presetsDir, problems);
    const auto presets = presetFolder.empty() ? model::PresetLibrary{} : model::loadPresets(presetFolder, problems);
    if (!problems.empty())
        return reportFailure(problems, options.format);
    std::vector<std::string> notes;
    const model::Scenario scenario =
        command->takesScenario ? buildScenario(options, presets, problems, &notes) : model::Scenario{};
    if (!problems.empty())
        return reportFailure(problems, options.format);
    // What an imported model config approximated: on stderr, so that stdout stays the report.
    for (const auto& note : notes)
        std::cerr << "memledger: note: " << note << '\n';
    return command->run(CommandInput{options, presets, scenario});
}

}  // namespace memledger::cli
