// For the tests of the Hugging Face config import: a fixture of tests/data/hf read and
// imported (any problem fails the test), and the parameter count of what it gave.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/json_file.h"
#include "model/core/parameters.h"
#include "model/io/hf_config/hf_config.h"

namespace memledger::model::test {

inline const std::string kSourceDir = MEMLEDGER_SOURCE_DIR;

inline nlohmann::json readFixture(const std::string& file)
{
    std::vector<Problem> problems;
    const auto config = readJsonFile(kSourceDir + "/tests/data/hf/" + file, problems);
    EXPECT_TRUE(config.has_value()) << file;
    return config.value_or(nlohmann::json());
}

inline HfImport importConfig(const nlohmann::json& config, const std::string& what)
{
    std::vector<Problem> problems;
    HfImport imported = importHfConfig(config, problems);
    for (const auto& problem : problems)
        ADD_FAILURE() << what << ": [" << problem.field << "] " << problem.message;
    return imported;
}

inline HfImport importFixture(const std::string& file) { return importConfig(readFixture(file), file); }

inline double parameterCount(const Architecture& arch)
{
    Scenario scenario;  // generic framework: no vocabulary padding
    scenario.arch = arch;
    return countParameters(scenario).total;
}

}  // namespace memledger::model::test
