#include "app/cli/cli.h"

#include <charconv>
#include <cstring>
#include <iostream>

#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"
#include "app/preset_location.h"
#include "model/enum_names.h"
#include "model/estimate_json.h"

namespace memledger::cli {

namespace {

constexpr int kBadInput = 2;

const char* const kCommands[] = {"estimate", "explain", "presets", "triage", "timeline", "plan", "help"};

int fail(const std::string& message, Format format)
{
    if (format == Format::Json)
        std::cout << model::problemsToJson({{"", message}}).dump(2) << '\n';
    std::cerr << "memledger: " << message << '\n';
    return kBadInput;
}

int failProblems(const std::vector<model::Problem>& problems, Format format)
{
    if (format == Format::Json)
        std::cout << model::problemsToJson(problems).dump(2) << '\n';
    std::cerr << "memledger: " << problems.front().message << '\n';
    for (std::size_t i = 1; i < problems.size(); ++i)
        std::cerr << "  also: " << problems[i].message << '\n';
    return kBadInput;
}

bool readOutputOptions(Options& options, std::string& error)
{
    if (const auto it = options.flags.find("format"); it != options.flags.end()) {
        if (it->second == "table")
            options.format = Format::Table;
        else if (it->second == "json")
            options.format = Format::Json;
        else if (it->second == "markdown")
            options.format = Format::Markdown;
        else
            return error = "--format is '" + it->second + "'; expected table, json or markdown", false;
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

}  // namespace

bool isCommand(const char* word)
{
    for (const char* command : kCommands)
        if (std::strcmp(word, command) == 0)
            return true;
    return false;
}

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
        return fail(error, options.format);
    if (options.command.empty() || !isCommand(options.command.c_str()))
        return fail("unknown command '" + options.command + "'; expected estimate, explain or presets", options.format);
    if (options.command == "triage" || options.command == "timeline" || options.command == "plan")
        return fail("'" + options.command + "' is not available in this version yet; use estimate or explain",
                    options.format);

    std::vector<model::Problem> problems;
    const auto presets = model::loadPresets(app::presetDirectory(options.presetsDir, argv[0]), problems);
    if (!problems.empty())
        return failProblems(problems, options.format);
    if (options.command == "presets") {
        printPresets(std::cout, presets, options.format);
        return 0;
    }
    const model::Scenario scenario = buildScenario(options, presets, problems);
    if (!problems.empty())
        return failProblems(problems, options.format);
    const model::Estimate estimate = model::estimate(scenario);
    if (!estimate.valid())
        return failProblems(estimate.problems, options.format);
    if (options.stage >= static_cast<int>(estimate.stages.size()))
        return fail("--stage " + std::to_string(options.stage) + " does not exist; this layout has " +
                        std::to_string(estimate.stages.size()) + " pipeline stage(s), numbered from 0",
                    options.format);
    if (options.command == "explain")
        printExplain(std::cout, scenario, estimate, options);
    else
        printEstimate(std::cout, scenario, estimate, options);
    return 0;
}

}  // namespace memledger::cli
