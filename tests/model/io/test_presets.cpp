// The shipped presets (presets/models, gpus, scenarios): they load without problems,
// their ids are stable lowercase-hyphenated words, and every model's parameter
// count from its dimensions matches the reference count its file cites.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "model/ledger/ledger.h"
#include "model/core/parameters.h"
#include "model/io/presets.h"
#include "tests/model/citations.h"

namespace memledger::model {
namespace {

struct Loaded {
    PresetLibrary library;
    std::vector<Problem> problems;
};

const Loaded& loaded()
{
    static const Loaded presets = [] {
        Loaded out;
        out.library = loadPresets(std::string(MEMLEDGER_SOURCE_DIR) + "/presets", out.problems);
        return out;
    }();
    return presets;
}

// How far countParameters() may be from params_reference: exact, except rounding (GPT-3's
// "175.0B" is 0.23 % above the count).
double tolerance(const std::string&) { return 0.003; }

// Lowercase words joined by hyphens; a dot only inside a version ("llama-3.1-8b", "qwen2.5-0.5b").
const std::regex kIdPattern("[a-z0-9]+(\\.[0-9][a-z0-9]*)*(-[a-z0-9]+(\\.[0-9][a-z0-9]*)*)*");

TEST(Presets, LoadWithoutProblems)
{
    for (const auto& problem : loaded().problems)
        ADD_FAILURE() << "[" << problem.field << "] " << problem.message;
    EXPECT_GE(loaded().library.models.size(), 15u);
    EXPECT_GE(loaded().library.gpus.size(), 10u);
}

// Every card says who makes it, its generation and that generation's year (one per
// generation, so pickers can group them), and where its figures come from; a card with FP4
// tensor cores is a Blackwell or a CDNA 4.
TEST(Presets, GpusNameTheirGenerationAndSources)
{
    std::map<std::string, int> yearOf;
    for (const auto& [id, gpu] : loaded().library.gpus) {
        EXPECT_TRUE(gpu.vendor == "nvidia" || gpu.vendor == "amd") << id;
        EXPECT_FALSE(gpu.generation.empty()) << id;
        EXPECT_GT(gpu.year, 2015) << id;
        EXPECT_FALSE(gpu.source.empty()) << id;
        EXPECT_GE(gpu.nvlinkDomain, 1) << id;
        const auto [it, added] = yearOf.emplace(gpu.generation, gpu.year);
        EXPECT_EQ(it->second, gpu.year) << id << ": " << gpu.generation << " has two years";
        if (gpu.flopsFp4 > 0) {
            EXPECT_TRUE(gpu.generation == "Blackwell" || gpu.generation == "CDNA 4") << id;
        }
    }
    const auto* gb200 = loaded().library.gpu("gb200");
    ASSERT_NE(gb200, nullptr);
    EXPECT_EQ(gb200->nvlinkDomain, 72);
    EXPECT_EQ(gb200->flopsFp4, 1e16);
    // Measured here: what cudaMemGetInfo reports on an idle card, not the marketed size.
    EXPECT_EQ(loaded().library.gpu("h100-sxm")->memoryBytes, 85'017'493'504.0);
    EXPECT_EQ(loaded().library.gpu("h200")->memoryBytes, 150'109'880'320.0);
    for (const char* id : {"b300", "h20", "h800", "mi325x", "mi355x", "rtx-5090", "rtx-pro-6000"})
        EXPECT_NE(loaded().library.gpu(id), nullptr) << id;
    // DeepSeek-V3's GPU: the H100's memory and tensor rates, under half its NVLink.
    const auto* h800 = loaded().library.gpu("h800");
    ASSERT_NE(h800, nullptr);
    EXPECT_EQ(h800->memoryBytes, loaded().library.gpu("h100-sxm")->memoryBytes);
    EXPECT_EQ(h800->nvlinkBandwidth * 2, 400e9);
}

// Grouped by vendor, NVIDIA first, then by generation, newest first; one generation's cards together.
TEST(Presets, GpusByGenerationGroupsVendorsAndGenerations)
{
    const auto ordered = loaded().library.gpusByGeneration();
    ASSERT_EQ(ordered.size(), loaded().library.gpus.size());
    std::vector<std::string> groups;
    for (const auto* gpu : ordered)
        if (groups.empty() || groups.back() != gpu->vendor + " " + gpu->generation)
            groups.push_back(gpu->vendor + " " + gpu->generation);
    std::set<std::string> distinct(groups.begin(), groups.end());
    EXPECT_EQ(distinct.size(), groups.size()) << "a generation split in two";
    EXPECT_EQ(ordered.front()->vendor, "nvidia");
    EXPECT_EQ(ordered.front()->generation, "Blackwell");
    EXPECT_EQ(ordered.back()->vendor, "amd");
    for (std::size_t i = 1; i < ordered.size(); ++i)
        if (ordered[i]->vendor == ordered[i - 1]->vendor) {
            EXPECT_LE(ordered[i]->year, ordered[i - 1]->year) << ordered[i]->id;
        }
}

TEST(Presets, ModelParameterCountsMatchTheirReference)
{
    for (const auto& [id, preset] : loaded().library.models) {
        Scenario scenario;
        applyModel(preset, scenario);
        const double counted = countParameters(scenario).total;
        EXPECT_GT(preset.paramsReference, 0) << id;
        EXPECT_NEAR(counted, preset.paramsReference, tolerance(id) * preset.paramsReference)
            << id << ": counted " << counted << ", reference " << preset.paramsReference << " ("
            << 100.0 * (counted / preset.paramsReference - 1.0) << " %)";
    }
}

// DeepSeek-V3 with multi-head latent attention, counted by hand from its config.json
// (transformers' DeepseekV3Attention and DeepseekV3MoE shapes): 187,107,328 attention
// parameters a layer; 3 dense layers of MLA + 2h + 3·h·18432; 58 MoE layers of MLA + 2h +
// 257 experts of 3·h·2048 + a router of 256·h; embedding, head and final norm 2·V·h + h. The
// reference also counts the routers' e_score_correction_bias buffers (256 per MoE layer).
TEST(Presets, DeepSeekV3IsCountedWithItsLatentAttention)
{
    const ModelPreset& preset = *loaded().library.model("deepseek-v3");
    Scenario scenario;
    applyModel(preset, scenario);
    const ParameterCounts counts = countParameters(scenario);
    EXPECT_EQ(counts.dense.attention + counts.dense.latent + counts.dense.norms - 2 * 7168.0, 187107328.0);
    EXPECT_EQ(counts.total, 671026404352.0);
    EXPECT_EQ(preset.paramsReference - counts.total, 58.0 * 256);
    // Active: 8 of the 256 routed experts (and the shared one) per token, embedding and head included.
    EXPECT_EQ(counts.active, 37552282624.0);
}

TEST(Presets, IdsAreLowercaseHyphenated)
{
    for (const auto& [id, preset] : loaded().library.models) {
        EXPECT_TRUE(std::regex_match(id, kIdPattern)) << id;
        EXPECT_EQ(preset.id, id);
    }
    for (const auto& [id, gpu] : loaded().library.gpus) {
        EXPECT_TRUE(std::regex_match(id, kIdPattern)) << id;
        EXPECT_EQ(gpu.id, id);
    }
}

TEST(Presets, IdsMatchFileNames)
{
    const std::string root = std::string(MEMLEDGER_SOURCE_DIR) + "/presets/";
    for (const auto& [id, preset] : loaded().library.models)
        EXPECT_TRUE(std::ifstream(root + "models/" + id + ".json").good()) << id;
    for (const auto& [id, gpu] : loaded().library.gpus)
        EXPECT_TRUE(std::ifstream(root + "gpus/" + id + ".json").good()) << id;
}

TEST(Presets, EveryModelIsDocumentedAndEstimable)
{
    for (const auto& [id, preset] : loaded().library.models) {
        EXPECT_FALSE(preset.name.empty()) << id;
        EXPECT_FALSE(preset.source.empty()) << id;
        Scenario scenario;
        applyModel(preset, scenario);
        const Estimate result = estimate(scenario);
        EXPECT_TRUE(result.valid()) << id << ": " << (result.valid() ? "" : result.problems.front().message);
    }
}

TEST(Presets, EveryGpuHasItsNumbers)
{
    for (const auto& [id, gpu] : loaded().library.gpus) {
        EXPECT_FALSE(gpu.name.empty()) << id;
        EXPECT_FALSE(gpu.source.empty()) << id;
        EXPECT_GT(gpu.memoryBytes, 8e9) << id;
        EXPECT_GT(gpu.hbmBandwidth, 0) << id;
        EXPECT_GT(gpu.flopsBf16, 0) << id;
        EXPECT_GT(gpu.flopsFp32, 0) << id;
    }
}

TEST(Presets, WellKnownIdsExist)
{
    for (const char* id : {"llama-3.1-8b", "llama-3.1-70b", "mixtral-8x7b", "gpt2-small", "deepseek-v3"})
        EXPECT_NE(loaded().library.model(id), nullptr) << id;
    for (const char* id : {"h100-sxm", "a100-80gb", "rtx-4090"})
        EXPECT_NE(loaded().library.gpu(id), nullptr) << id;
}

TEST(Presets, WorkedScenariosCiteOnlyWhatUsersCanOpen)
{
    ASSERT_GE(loaded().library.scenarios.size(), 10u);
    for (const auto& [id, scenario] : loaded().library.scenarios) {
        EXPECT_EQ(test::citationProblem(id + " " + scenario.title, false), "") << id;
        EXPECT_EQ(test::citationProblem(scenario.description, false), "") << id << ": " << scenario.description;
    }
}

// The worked scenarios were once named after the documents they came from; each old id
// still finds its new name, and only it.
TEST(Presets, RenamedScenarioIdsFindTheirNewNames)
{
    std::vector<std::string> ids;
    for (const auto& entry : loaded().library.scenarios)
        ids.push_back(entry.first);
    const std::pair<const char*, const char*> renamed[] = {
        {"seed000-7b-adam-states", "7b-adam-states"},
        {"seed000-7b-eager-s4096-b4", "7b-eager-attention-s4096-b4"},
        {"seed000-7b-flash-s4096-b4", "7b-flash-attention-s4096-b4"},
        {"seed000-7b-zero1-dp8", "7b-zero1-dp8"},
        {"seed000-7b-zero2-dp8", "7b-zero2-dp8"},
        {"seed000-7b-zero3-dp8", "7b-zero3-dp8"},
        {"seed001-70b-zero3-8gpu", "70b-zero3-dp8"},
        {"seed002-7b-s4096-b8", "7b-activations-s4096-b8"},
        {"seed003-7b-24gb-s8192", "7b-full-finetune-24gb-s8192"},
    };
    for (const auto& [old, now] : renamed) {
        EXPECT_EQ(similarIds(old, ids), std::vector<std::string>{now}) << old;
        EXPECT_EQ(closestMatches(old, ids), now) << old;
    }
    EXPECT_TRUE(similarIds("h300", ids).empty());
}

TEST(Presets, MissingFolderIsOneProblem)
{
    std::vector<Problem> problems;
    const auto library = loadPresets("/nonexistent/memledger/presets", problems);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems.front().message.find("does not exist; set MEMLEDGER_PRESETS"), std::string::npos);
    EXPECT_TRUE(library.models.empty());
}

// A worked scenario whose title or description is not a string is a problem naming the
// file; it used to throw nlohmann's type_error out of loadPresets(), so every command
// crashed on start-up.
TEST(Presets, ScenarioTitleThatIsNotAStringIsAProblem)
{
    const auto root = std::filesystem::path(testing::TempDir()) / "presets_bad_title";
    std::filesystem::create_directories(root / "scenarios");
    const auto file = root / "scenarios" / "bad.memledger.json";
    for (const char* text : {R"({"title": 5})", R"({"title": "t", "description": ["a"]})"}) {
        std::ofstream(file) << text;
        std::vector<Problem> problems;
        const auto library = loadPresets(root.string(), problems);
        ASSERT_EQ(problems.size(), 1u) << text;
        EXPECT_EQ(problems[0].message.rfind(file.string() + ": ", 0), 0u) << problems[0].message;
        EXPECT_NE(problems[0].message.find("must be a string, got"), std::string::npos) << problems[0].message;
        EXPECT_TRUE(library.scenarios.empty());
    }
    std::ofstream(file) << R"({"title": null, "description": "d", "training": {"seq": 1024}})";
    std::vector<Problem> problems;
    const auto library = loadPresets(root.string(), problems);
    EXPECT_TRUE(problems.empty());
    ASSERT_EQ(library.scenarios.count("bad"), 1u);
    EXPECT_EQ(library.scenarios.at("bad").title, "bad");
    EXPECT_EQ(library.scenarios.at("bad").description, "d");
}

// A GPU outside any fabric, or with a negative peak, is a broken file named as such; the card is
// not listed.
TEST(Presets, AGpuWithNoFabricOrANegativePeakIsAProblem)
{
    const auto root = std::filesystem::path(testing::TempDir()) / "presets_bad_gpu";
    std::filesystem::create_directories(root / "gpus");
    const auto file = root / "gpus" / "bad.json";
    for (const char* text : {R"({"id": "bad", "name": "Bad", "nvlink_domain_gpus": 0})",
                             R"({"id": "bad", "name": "Bad", "peak_flops": {"fp4": -1}})"}) {
        std::ofstream(file) << text;
        std::vector<Problem> problems;
        const auto library = loadPresets(root.string(), problems);
        ASSERT_EQ(problems.size(), 1u) << text;
        EXPECT_EQ(problems[0].message.rfind(file.string() + ": ", 0), 0u) << problems[0].message;
        EXPECT_TRUE(library.gpus.empty()) << text;
    }
}

}  // namespace
}  // namespace memledger::model
