// The subcommands of memledger. Each gets the parsed options, the presets and the
// scenario built from the file and flags, writes its report to stdout and returns
// the exit code (2 on bad input, via reportFailure).
#pragma once

#include <string>
#include <vector>

#include "app/cli/cli_options.h"
#include "model/io/presets.h"
#include "model/core/scenario.h"
#include "model/core/validation.h"

namespace memledger::cli {

struct CommandInput {
    const Options& options;
    const model::PresetLibrary& presets;
    const model::Scenario& scenario;
};

using CommandFunction = int (*)(const CommandInput&);

struct Command {
    const char* name;
    CommandFunction run;
    const char* formats;     // the --format values it accepts, for --help and the error message
    const char* summary;     // one line for --help
    const char* example;     // one command line for `memledger COMMAND --help`
    bool takesScenario = true;
    // What its one positional word is when it is not a scenario ("FILE"); with a scenario
    // too, that word comes first (compare-snapshot FILE [SCENARIO]).
    const char* operand = nullptr;
};

const std::vector<Command>& commands();
const Command* findCommand(const std::string& name);   // nullptr when no command has that name

// Prints the problems (JSON on stdout with --format json, one line each on stderr); returns 2.
int reportFailure(const std::vector<model::Problem>& problems, Format format);
int reportFailure(const std::string& message, Format format);
// A problem of the command line's own, with a flag or a file rather than with the
// scenario: its pattern is marked MEMLEDGER_TRANSLATABLE("CliProblem", …) (the "Problem"
// context is the scenario checks'); stderr says it in the chosen language, JSON in English.
struct CommandProblem {
    const char* pattern = nullptr;
    std::vector<std::string> arguments = {};   // as JSON shows them
    std::vector<std::string> shown = {};       // as stderr shows them, where the language changes them
};
int reportFailure(const CommandProblem& problem, Format format);
// "--stage 3 does not exist; this layout has 1 pipeline stage(s), numbered from 0".
CommandProblem missingStage(int stage, std::size_t stages);

int runEstimate(const CommandInput& input);
int runExplain(const CommandInput& input);
int runTimeline(const CommandInput& input);   // cli_timeline.cpp
int runPlan(const CommandInput& input);       // cli_plan.cpp
int runSweep(const CommandInput& input);      // cli_sweep.cpp
int runTriage(const CommandInput& input);     // cli_triage.cpp
int runPresets(const CommandInput& input);
int runAllocator(const CommandInput& input);          // commands_allocator.cpp
int runCompareSnapshot(const CommandInput& input);    // commands_allocator.cpp
int runImport(const CommandInput& input);     // commands_import.cpp
int runExport(const CommandInput& input);     // commands_export.cpp
int runReport(const CommandInput& input);     // commands_report.cpp

}  // namespace memledger::cli
