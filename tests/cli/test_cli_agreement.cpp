// One number per layout on the command line: `plan` prints each row's memory per GPU, and
// `estimate` of that row's layout prints the same peak, to the byte. Both commands run in
// this process, as a user would run them one after the other.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/cli/cli.h"
#include "model/io/scenario_json.h"
#include "model/service/results.h"
#include "model/service/scenario_request.h"

using namespace memledger;

namespace {

// `memledger WORDS… --presets SOURCE/presets`: its status and standard output.
std::pair<int, std::string> run(std::vector<std::string> words)
{
    words.insert(words.begin(), "memledger");
    words.emplace_back("--presets");
    words.emplace_back(MEMLEDGER_SOURCE_DIR "/presets");
    std::vector<char*> argv;
    for (auto& word : words)
        argv.push_back(word.data());
    std::ostringstream out;
    auto* const buffer = std::cout.rdbuf(out.rdbuf());
    const int status = cli::run(static_cast<int>(argv.size()), argv.data());
    std::cout.rdbuf(buffer);
    return {status, out.str()};
}

}  // namespace

TEST(CommandLineAgreement, PlanAndEstimateOfThePlannedLayoutPrintTheSamePeak)
{
    const std::vector<std::string> job = {"--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--framework", "megatron",
                                          "--seq", "4096", "--global-batch", "64"};
    std::vector<std::string> planWords = {"plan", "--gpus", "8", "--format", "json"};
    planWords.insert(planWords.end(), job.begin(), job.end());
    const auto [planStatus, planText] = run(planWords);
    ASSERT_EQ(planStatus, 0) << planText;
    const nlohmann::json planned = nlohmann::json::parse(planText);
    ASSERT_FALSE(planned["rows"].empty());

    // The layouts behind the printed rows, from the same request the command made.
    model::ScenarioRequest request;
    request.model = "llama-3.1-8b";
    request.gpu = "h100-sxm";
    request.fields = {{"framework", "megatron"}, {"seq", "4096"}, {"global-batch", "64"}};
    std::vector<model::Problem> problems;
    const model::PresetLibrary presets = model::loadPresets(MEMLEDGER_SOURCE_DIR "/presets", problems);
    model::PlanRequest search;
    search.base = model::assembleScenario(request, presets, problems);
    search.gpus = 8;
    ASSERT_TRUE(problems.empty());
    const model::RefinedPlan answer = model::planOf(search);
    ASSERT_EQ(answer.result.rows.size(), planned["rows"].size());

    for (std::size_t i = 0; i < answer.result.rows.size(); ++i) {
        const std::string file = testing::TempDir() + "planned-row-" + std::to_string(i) + ".memledger.json";
        std::ofstream(file) << model::scenarioToJson(answer.result.rows[i].layout).dump();
        const auto [status, text] = run({"estimate", file, "--format", "json"});
        ASSERT_EQ(status, 0) << text;
        const nlohmann::json estimated = nlohmann::json::parse(text);
        EXPECT_EQ(planned["rows"][i]["memory_per_gpu_bytes"].get<double>(),
                  estimated["per_gpu"]["total"].get<double>())
            << "row " << i;
        EXPECT_TRUE(estimated["fragmentation_basis"]["simulated"].get<bool>());
        std::remove(file.c_str());
    }
}
