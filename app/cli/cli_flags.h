// The command line's flags, each once: its name, value, group, help line and the
// commands it belongs to. A scenario field's flag, value words, default, group, help and
// parsing are the engine's (model/core/scenario_fields.h): its help line is the first
// sentence of the field's help. Parsing, `--help` and suggestions all read this.
#pragma once

#include <string>
#include <vector>

#include "model/core/scenario_fields.h"

namespace memledger::cli {

struct FlagSpec {
    const char* name;
    std::string value;          // what the value looks like ("N", "gelu|swiglu"); empty: a switch
    const char* group;          // heading in --help
    std::string help;
    const char* commands;       // space-separated commands that take it; nullptr: every scenario command
    std::string fallback;       // a command flag's default, as --help shows it; empty: none shown
                                // (a scenario field's is the starting scenario's: fieldDefault)
    const model::ScenarioField* field = nullptr;  // the scenario field it sets; nullptr: read by a command
    bool importsConfig = false;  // --from: each value is another tool's config laid over the scenario (repeatable)

    bool takesValue() const { return !value.empty(); }
    bool belongsTo(const std::string& command) const;
};

const std::vector<FlagSpec>& flagTable();
// The value a field's flag leaves in place, in the flag's unit: the starting scenario's
// (model/service/scenario_request.h), which --help shows as the default.
std::string fieldDefault(const model::ScenarioField& field, const model::Scenario& starting);
// The flag of that name `command` takes; when none of that name belongs to it (or no command
// is known yet), the first of that name; nullptr when there is no such flag.
const FlagSpec* findFlag(const std::string& name, const std::string& command = {});

// The candidate a slip of the keyboard away from `typed` (edit distance), or "".
std::string closestWord(const std::string& typed, const std::vector<std::string>& candidates);
// "--seq" for a mistyped "--sqe", or "" when no flag is close.
std::string suggestFlag(const std::string& typed);

}  // namespace memledger::cli
