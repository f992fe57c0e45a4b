// What the import tests share: the real configuration files of tests/data/configs, the
// report line of a key, and reading an imported document back as a scenario.
#pragma once

#include <algorithm>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "model/imports/config_import.h"
#include "model/io/presets.h"
#include "model/io/scenario_json.h"

namespace memledger::test {

inline std::string configPath(const std::string& relative)
{
    return std::string(MEMLEDGER_SOURCE_DIR) + "/tests/data/configs/" + relative;
}

inline model::ConfigImport importFixture(const std::string& relative)
{
    return model::importConfigFile(configPath(relative));
}

// Every sample configuration the tests import: the real files of tests/data/configs, the
// Hugging Face config.json files of tests/data/hf, and the broken and foreign ones the
// command-line tests hand to `memledger import`.
inline std::vector<std::string> sampleConfigs()
{
    std::vector<std::string> out;
    for (const char* folder : {"/tests/data/configs", "/tests/data/hf", "/tests/cli/data"})
        for (const auto& entry :
             std::filesystem::recursive_directory_iterator(std::string(MEMLEDGER_SOURCE_DIR) + folder))
            if (entry.is_regular_file() && entry.path().filename() != "README.md")
                out.push_back(entry.path().string());
    std::sort(out.begin(), out.end());
    return out;
}

// The line of `key` in one list of the report, or nullptr.
inline const model::ImportLine* lineOf(const std::vector<model::ImportLine>& lines, std::string_view key)
{
    const auto found = std::find_if(lines.begin(), lines.end(), [&](const auto& line) { return line.sourceKey == key; });
    return found == lines.end() ? nullptr : &*found;
}

inline std::vector<std::string> keysOf(const std::vector<model::ImportLine>& lines)
{
    std::vector<std::string> out;
    for (const auto& line : lines)
        out.push_back(line.sourceKey);
    return out;
}

// The scenario fields the import set, without its limitations (test_import_limitations.cpp
// checks those): what the field-by-field comparisons of each file hold.
inline nlohmann::json fieldsOf(const model::ConfigImport& imported)
{
    nlohmann::json out = imported.scenario;
    out.erase(model::kLimitationsKey);
    return out;
}

inline const model::PresetLibrary& shippedPresets()
{
    static const model::PresetLibrary kPresets = [] {
        std::vector<model::Problem> problems;
        return model::loadPresets(std::string(MEMLEDGER_SOURCE_DIR) + "/presets", problems);
    }();
    return kPresets;
}

// The imported document read over a default scenario, as --from does; its problems.
inline std::vector<model::Problem> readBack(const model::ConfigImport& imported, model::Scenario& scenario)
{
    std::vector<model::Problem> problems;
    model::readScenario(imported.scenario, shippedPresets(), scenario, problems);
    return problems;
}

}  // namespace memledger::test
