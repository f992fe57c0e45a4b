// Finding a config.json: a file, a model directory, or a model id in a Hub cache laid out as
// huggingface_hub lays it out (models--ORG--NAME/refs/main, snapshots/COMMIT/config.json),
// built in a temporary folder for each test.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "model/io/hf_config/hf_config_source.h"
#include "tests/model/io/hf_fixture.h"

namespace memledger::model {
namespace {

namespace fs = std::filesystem;

class HfCache : public testing::Test {
protected:
    void SetUp() override
    {
        const auto* test = testing::UnitTest::GetInstance()->current_test_info();
        m_root = fs::temp_directory_path() / ("memledger-hf-" + std::string(test->name()) + "-" +
                                               std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()));
        fs::create_directories(m_root);
    }
    void TearDown() override { fs::remove_all(m_root); }

    fs::path cache() const { return m_root / "hub"; }

    // snapshots/COMMIT/config.json of the id, a copy of a tests/data/hf fixture.
    fs::path addSnapshot(const std::string& folder, const std::string& commit, const std::string& fixture)
    {
        const fs::path snapshot = cache() / folder / "snapshots" / commit;
        fs::create_directories(snapshot);
        fs::copy_file(test::kSourceDir + "/tests/data/hf/" + fixture, snapshot / "config.json");
        return snapshot / "config.json";
    }
    void pointMainAt(const std::string& folder, const std::string& commit)
    {
        fs::create_directories(cache() / folder / "refs");
        std::ofstream(cache() / folder / "refs" / "main") << commit;  // no newline, as huggingface_hub writes it
    }

    fs::path m_root;
};

TEST_F(HfCache, ModelIdFindsTheSnapshotRefsMainNames)
{
    const fs::path current = addSnapshot("models--Qwen--Qwen3-8B", "b968826d", "qwen3-8b.config.json");
    addSnapshot("models--Qwen--Qwen3-8B", "0ld0ld00", "llama-3.1-8b.config.json");
    pointMainAt("models--Qwen--Qwen3-8B", "b968826d");
    std::vector<Problem> problems;
    const auto found = findHfConfig("Qwen/Qwen3-8B", cache(), problems);
    ASSERT_TRUE(found) << problems.front().message;
    EXPECT_EQ(found->path, current);
    EXPECT_TRUE(found->notes.empty());
}

TEST_F(HfCache, WithoutRefsMainTheNewestSnapshotIsReadAndSaid)
{
    const fs::path older = addSnapshot("models--Qwen--Qwen3-8B", "aaaa", "llama-3.1-8b.config.json");
    const fs::path newer = addSnapshot("models--Qwen--Qwen3-8B", "bbbb", "qwen3-8b.config.json");
    fs::last_write_time(older.parent_path(), fs::last_write_time(newer.parent_path()) - std::chrono::hours(1));
    std::vector<Problem> problems;
    const auto found = findHfConfig("Qwen/Qwen3-8B", cache(), problems);
    ASSERT_TRUE(found);
    EXPECT_EQ(found->path, newer);
    ASSERT_EQ(found->notes.size(), 1u);
    EXPECT_NE(found->notes.front().text.find("2 snapshots"), std::string::npos) << found->notes.front().text;
    EXPECT_NE(found->notes.front().text.find("bbbb"), std::string::npos) << found->notes.front().text;
}

TEST_F(HfCache, MissingModelSaysWhereItLookedAndHowToFetchIt)
{
    std::vector<Problem> problems;
    EXPECT_FALSE(findHfConfig("Qwen/Qwen3-8B", cache(), problems));
    ASSERT_EQ(problems.size(), 1u);
    const std::string& message = problems.front().message;
    EXPECT_NE(message.find((cache() / "models--Qwen--Qwen3-8B" / "snapshots").string()), std::string::npos) << message;
    EXPECT_NE(message.find("huggingface-cli download Qwen/Qwen3-8B config.json"), std::string::npos) << message;
    EXPECT_NE(message.find("path of its config.json or model directory"), std::string::npos) << message;
}

TEST_F(HfCache, ModelDirectoryIsReadThroughItsConfigJson)
{
    const fs::path config = addSnapshot("local-model", "dir", "qwen3-8b.config.json");
    std::vector<Problem> problems;
    const auto found = findHfConfig(config.parent_path().string(), cache(), problems);
    ASSERT_TRUE(found);
    EXPECT_EQ(found->path, config);

    fs::create_directories(m_root / "empty");
    EXPECT_FALSE(findHfConfig((m_root / "empty").string(), cache(), problems));
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems.front().message.find("without a config.json"), std::string::npos) << problems.front().message;
}

// A path that does not exist and cannot be an id is left to the file reader, which says so.
TEST_F(HfCache, MissingFileIsNotLookedUpAsAModel)
{
    std::vector<Problem> problems;
    const auto found = findHfConfig((m_root / "nowhere" / "config.json").string(), cache(), problems);
    ASSERT_TRUE(found);
    EXPECT_TRUE(problems.empty());
    loadHfConfig(found->path.string(), problems);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems.front().message.find("cannot open"), std::string::npos) << problems.front().message;
}

// huggingface_hub's order: HF_HUB_CACHE, HUGGINGFACE_HUB_CACHE, HF_HOME/hub,
// XDG_CACHE_HOME/huggingface/hub, ~/.cache/huggingface/hub.
class HubCacheEnvironment : public HfCache {
protected:
    void SetUp() override
    {
        HfCache::SetUp();
        for (const char* name : kNames) {
            const char* value = std::getenv(name);
            m_saved.emplace_back(name, value ? std::optional<std::string>(value) : std::nullopt);
            unsetenv(name);
        }
    }
    void TearDown() override
    {
        for (const auto& [name, value] : m_saved)
            value ? setenv(name, value->c_str(), 1) : unsetenv(name);
        HfCache::TearDown();
    }

    static constexpr const char* kNames[] = {"HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE", "HF_HOME", "XDG_CACHE_HOME", "HOME"};
    std::vector<std::pair<const char*, std::optional<std::string>>> m_saved;
};

TEST_F(HubCacheEnvironment, FollowsHuggingFaceHubsOrderOfVariables)
{
    setenv("HOME", "/home/someone", 1);
    EXPECT_EQ(hfHubCache(), fs::path("/home/someone/.cache/huggingface/hub"));
    setenv("XDG_CACHE_HOME", "/xdg", 1);
    EXPECT_EQ(hfHubCache(), fs::path("/xdg/huggingface/hub"));
    setenv("HF_HOME", "/hf-home", 1);
    EXPECT_EQ(hfHubCache(), fs::path("/hf-home/hub"));
    setenv("HUGGINGFACE_HUB_CACHE", "/legacy", 1);
    EXPECT_EQ(hfHubCache(), fs::path("/legacy"));
    setenv("HF_HUB_CACHE", "/hub-cache", 1);
    EXPECT_EQ(hfHubCache(), fs::path("/hub-cache"));
}

TEST_F(HubCacheEnvironment, LoadsAModelIdFromTheCacheTheEnvironmentNames)
{
    addSnapshot("models--Qwen--Qwen3-8B", "b968826d", "qwen3-8b.config.json");
    pointMainAt("models--Qwen--Qwen3-8B", "b968826d");
    setenv("HF_HUB_CACHE", cache().c_str(), 1);
    std::vector<Problem> problems;
    const HfImport imported = loadHfConfig("Qwen/Qwen3-8B", problems);
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(test::parameterCount(imported.arch), 8190735360.0);
}

}  // namespace
}  // namespace memledger::model
