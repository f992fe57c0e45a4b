// The window's workspace in a scenario file: scenes, the pinned A and the sweep's settings
// come back as saved; a file without them (every file written before) still reads; the
// commands, which read only the scenario, accept a file that has them; mistakes name their path.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/io/scenario_json.h"
#include "model/io/workspace_json.h"
#include "tests/model/test_support.h"

namespace memledger::model {
namespace {

const PresetLibrary& library() { return memledger::test::presets(); }

Scenario llama8b()
{
    Scenario s;
    applyModel(*library().model("llama-3.1-8b"), s);
    applyGpu(*library().gpu("h100-sxm"), s.hardware);
    return s;
}

Workspace sample()
{
    Workspace w;
    Scene first;
    first.name = "Baseline";
    first.scenario = llama8b();
    first.scenario.title = "Llama 8B";
    first.scenario.training.seq = 2048;
    first.view = {.view = "ledger", .term = "weights", .windowFrom = 0, .windowTo = 1};
    Scene second;
    second.name = "Zoomed step";
    second.scenario = llama8b();
    second.scenario.training.seq = 8192;
    second.scenario.parallel.dp = 8;
    second.view = {.view = "timeline", .term = "", .windowFrom = 0.25, .windowTo = 0.5};
    w.scenes = {first, second};
    w.pinnedA = llama8b();
    w.pinnedA->training.microBatch = 4;
    w.sweep = SweepSettings{.knob = "mbs", .from = 2, .to = 64};
    return w;
}

Workspace readBack(const nlohmann::json& document, std::vector<Problem>& problems)
{
    Workspace w;
    readWorkspace(document, library(), Scenario{}, w, problems);
    return w;
}

TEST(WorkspaceJson, ScenesPinAndSweepRoundTrip)
{
    const Workspace saved = sample();
    nlohmann::json document = scenarioToJson(llama8b());
    writeWorkspace(saved, document);
    std::vector<Problem> problems;
    const Workspace read = readBack(nlohmann::json::parse(document.dump()), problems);
    ASSERT_TRUE(problems.empty()) << problems.front().message;
    ASSERT_EQ(read.scenes.size(), 2u);
    for (std::size_t i = 0; i < 2; ++i) {
        EXPECT_EQ(read.scenes[i].name, saved.scenes[i].name);
        EXPECT_EQ(read.scenes[i].view, saved.scenes[i].view);
        EXPECT_EQ(scenarioToJson(read.scenes[i].scenario), scenarioToJson(saved.scenes[i].scenario));
    }
    EXPECT_EQ(read.scenes[0].scenario.title, "Llama 8B");
    EXPECT_EQ(read.scenes[1].scenario.parallel.dp, 8);
    ASSERT_TRUE(read.pinnedA.has_value());
    EXPECT_EQ(read.pinnedA->training.microBatch, 4);
    ASSERT_TRUE(read.sweep.has_value());
    EXPECT_EQ(*read.sweep, *saved.sweep);
}

TEST(WorkspaceJson, TitleIsKeptInTheScenario)
{
    Scenario s = llama8b();
    s.title = "Llama-3.1-8B on one H100";
    std::vector<Problem> problems;
    Scenario read;
    readScenario(scenarioToJson(s), library(), read, problems);
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(read.title, s.title);
}

TEST(WorkspaceJson, OldFilesHaveAnEmptyWorkspace)
{
    // A file as version 1 wrote it before scenes existed: a title, no workspace keys.
    const nlohmann::json old = {{"schema", "memledger.scenario"}, {"version", 1}, {"title", "old"},
                                {"model", "llama-3.1-8b"}, {"training", {{"seq", 2048}}}};
    std::vector<Problem> problems;
    const Workspace read = readBack(old, problems);
    EXPECT_TRUE(problems.empty());
    EXPECT_TRUE(read.scenes.empty());
    EXPECT_FALSE(read.pinnedA.has_value());
    EXPECT_FALSE(read.sweep.has_value());
    Scenario s;
    readScenario(old, library(), s, problems);
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(s.title, "old");
}

TEST(WorkspaceJson, CommandsReadAFileWithAWorkspace)
{
    nlohmann::json document = scenarioToJson(llama8b());
    writeWorkspace(sample(), document);
    std::vector<Problem> problems;
    Scenario s;
    readScenario(document, library(), s, problems);
    EXPECT_TRUE(problems.empty()) << (problems.empty() ? "" : problems.front().message);
    EXPECT_EQ(s.arch.layers, llama8b().arch.layers);
}

TEST(WorkspaceJson, EmptyWorkspaceWritesNoKeys)
{
    nlohmann::json document = scenarioToJson(llama8b());
    writeWorkspace(Workspace{}, document);
    EXPECT_FALSE(document.contains(kWorkspaceScenesKey));
    EXPECT_FALSE(document.contains(kWorkspacePinnedKey));
    EXPECT_FALSE(document.contains(kWorkspaceSweepKey));
}

TEST(WorkspaceJson, MistakesNameTheirPath)
{
    nlohmann::json document = scenarioToJson(llama8b());
    document[kWorkspaceScenesKey] = nlohmann::json::array(
        {{{"name", "a"}, {"view", "charts"}, {"scenario", scenarioToJson(llama8b())}},
         {{"name", "b"}, {"view", "timeline"}, {"timeline_window", {0.6, 0.2}}, {"scenario", scenarioToJson(llama8b())}},
         {{"name", "c"}, {"view", "ledger"}},
         {{"name", "d"}, {"scenario", {{"training", {{"seq", "long"}}}}}}});
    document[kWorkspaceSweepKey] = {{"knob", "vocab"}};
    std::vector<Problem> problems;
    readBack(document, problems);
    std::vector<std::string> fields;
    for (const Problem& p : problems)
        fields.push_back(p.field);
    const std::vector<std::string> expected = {"scenes[0].view", "scenes[1].timeline_window", "scenes[2].scenario",
                                               "scenes[3].scenario.training.seq", "sweep.knob"};
    EXPECT_EQ(fields, expected);
    // The scenario reader type-checks the keys it leaves to the workspace.
    document[kWorkspaceScenesKey] = "none";
    problems.clear();
    Scenario s;
    readScenario(document, library(), s, problems);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].field, "scenes");
}

}  // namespace
}  // namespace memledger::model
