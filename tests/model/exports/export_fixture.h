// For the writers' tests: worked scenarios of presets/scenarios read as the command line
// reads them, the lines of a Megatron-LM argument list, and the question whether a field
// is accounted for by an export (carried, or named in a line of `lost`).
#pragma once

#include <gtest/gtest.h>

#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "model/exports/config_export.h"
#include "model/io/presets.h"
#include "model/io/scenario_json.h"
#include "model/service/exports.h"

namespace memledger::model::test {

inline const PresetLibrary& presetLibrary()
{
    static const PresetLibrary library = [] {
        std::vector<Problem> problems;
        PresetLibrary loaded = loadPresets(std::string(MEMLEDGER_SOURCE_DIR) + "/presets", problems);
        for (const auto& problem : problems)
            ADD_FAILURE() << problem.message;
        return loaded;
    }();
    return library;
}

inline Scenario workedScenario(const std::string& id)
{
    Scenario scenario;
    const auto it = presetLibrary().scenarios.find(id);
    if (it == presetLibrary().scenarios.end()) {
        ADD_FAILURE() << "no worked scenario " << id;
        return scenario;
    }
    std::vector<Problem> problems;
    readScenario(it->second.document, presetLibrary(), scenario, problems);
    for (const auto& problem : problems)
        ADD_FAILURE() << id << ": " << problem.message;
    return scenario;
}

// The part of a lost line before its ':': "parallel.tp = 8" or "hardware.*, overheads.*".
inline bool accountsFor(const std::string& line, const std::string& key)
{
    std::istringstream subjects(line.substr(0, line.find(':')));
    std::string subject;
    while (std::getline(subjects >> std::ws, subject, ',')) {
        if (subject == key || subject.starts_with(key + " = "))
            return true;
        if (subject.ends_with("*") && key.starts_with(subject.substr(0, subject.size() - 1)))
            return true;
    }
    return false;
}

inline bool carries(const ConfigExport& exported, const std::string& key)
{
    for (const auto& carried : exported.carried)
        if (carried == key)
            return true;
    return false;
}

inline bool reportsLost(const ConfigExport& exported, const std::string& key)
{
    for (const auto& line : lostLines(exported))
        if (accountsFor(line, key))
            return true;
    return false;
}

// Megatron-LM arguments as flag → value ("" for a switch): the lines after the comments and
// the torchrun command, each but the last ending in " \".
inline std::map<std::string, std::string> megatronFlags(const std::string& text)
{
    std::map<std::string, std::string> flags;
    std::istringstream lines(text);
    std::string line;
    std::vector<std::string> body;
    while (std::getline(lines, line))
        if (!line.starts_with("#"))
            body.push_back(line);
    EXPECT_FALSE(body.empty());
    if (body.empty())
        return flags;
    EXPECT_TRUE(body.front().starts_with("torchrun --nproc_per_node ") && body.front().ends_with(" pretrain_gpt.py \\"))
        << body.front();
    body.erase(body.begin());
    for (std::size_t i = 0; i < body.size(); ++i) {
        std::string entry = body[i];
        const bool continued = entry.ends_with(" \\");
        EXPECT_EQ(continued, i + 1 < body.size()) << "line " << i << ": " << entry;
        if (continued)
            entry.resize(entry.size() - 2);
        const auto space = entry.find(' ');
        EXPECT_TRUE(entry.starts_with("--")) << entry;
        flags[entry.substr(0, space)] = space == std::string::npos ? "" : entry.substr(space + 1);
    }
    return flags;
}

// torchtune overrides as key → value; every line not a comment is one key=value.
inline std::map<std::string, std::string> torchtuneOverrides(const std::string& text)
{
    std::map<std::string, std::string> overrides;
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        if (line.starts_with("#"))
            continue;
        const auto equals = line.find('=');
        EXPECT_NE(equals, std::string::npos) << line;
        EXPECT_EQ(line.find('=', equals + 1), std::string::npos) << "tune run splits at the one '=': " << line;
        overrides[line.substr(0, equals)] = line.substr(equals + 1);
    }
    return overrides;
}

}  // namespace memledger::model::test
