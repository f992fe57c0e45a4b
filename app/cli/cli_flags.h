// The command line's flags, each once: its name, value, group, help line, the commands
// it belongs to, and — for scenario fields — how it changes the scenario and where its
// default lives in the scenario file. Parsing, `--help` and suggestions all read this.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "model/core/scenario.h"
#include "model/core/validation.h"

namespace memledger::cli {

struct FlagContext {
    model::Scenario& scenario;
    std::vector<model::Problem>& problems;
    const std::string& flag;
    const std::string& value;
};

struct FlagSpec {
    const char* name;
    std::string value;          // what the value looks like ("N", "gelu|swiglu"); empty: a switch
    const char* group;          // heading in --help
    const char* help;
    const char* commands;       // space-separated commands that take it; nullptr: every scenario command
    const char* defaultPath;    // JSON pointer into a default scenario file, for "(default …)"; or nullptr
    std::function<void(const FlagContext&)> apply;  // sets the scenario field; nullptr: read by a command

    bool takesValue() const { return !value.empty(); }
    bool belongsTo(const std::string& command) const;
};

const std::vector<FlagSpec>& flagTable();
const FlagSpec* findFlag(const std::string& name);

// The candidate a slip of the keyboard away from `typed` (edit distance), or "".
std::string closestWord(const std::string& typed, const std::vector<std::string>& candidates);
// "--seq" for a mistyped "--sqe", or "" when no flag is close.
std::string suggestFlag(const std::string& typed);

}  // namespace memledger::cli
