// Turns command-line flags (and an optional scenario file) into a Scenario.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "model/core/quantity_format.h"
#include "model/io/presets.h"
#include "model/core/scenario.h"

namespace memledger::cli {

enum class Format { Table, Json, Markdown, Csv, ChromeTrace, Html, Pdf };
using Unit = model::ByteUnit;   // binary GiB or decimal GB

struct Options {
    std::string command;
    std::string scenarioFile;
    std::string measuredFile;                     // compare-snapshot's FILE, measured on a GPU, before its scenario
    std::string presetsDir;
    Format format = Format::Table;
    Unit unit = Unit::GiB;
    int stage = -1;                               // explain: -1 = worst stage
    bool allStages = false;
    bool help = false;                            // --help / -h after the command
    std::map<std::string, std::string> flags;     // --name → value ("" for switches)
    std::vector<std::string> fromFiles;           // --from FILE, in the order given
    // The first flag given that belongs to other commands than this one (its value skipped):
    // reported once the language is chosen, so that the message is in it.
    std::string misplacedFlag;
};

// Splits argv into options; returns false and sets `error` for unknown or malformed flags.
bool parseArguments(int argc, char** argv, Options& options, std::string& error);

// Builds the scenario through the service both faces use (model/service/scenario_request.h):
// the starting scenario, the scenario file over it, then each --from config, then model,
// GPU, then every scenario field's flag; last, a batch an imported config fixes per step
// is split over the data-parallel GPUs now known.
// `notes` receives what an imported Hugging Face config approximated.
model::Scenario buildScenario(const Options& options, const model::PresetLibrary& presets,
                              std::vector<model::Problem>& problems, std::vector<std::string>* notes = nullptr);

}  // namespace memledger::cli
