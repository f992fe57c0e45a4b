// readMeasuredFile() tells a snapshot from memory_stats() JSON by content, and answers any
// other file with one problem that says what it is and what to give instead.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "model/measured/measured_file.h"
#include "tests/model/measured/measured_support.h"

namespace memledger::model {
namespace {

namespace fs = std::filesystem;

std::string writeFile(const std::string& name, const std::string& bytes)
{
    const auto path = fs::path(testing::TempDir()) / ("measured_file_" + name);
    std::ofstream(path, std::ios::binary) << bytes;
    return path.string();
}

std::string onlyProblem(const std::string& path)
{
    std::vector<Problem> problems;
    const MeasuredFile file = readMeasuredFile(path, problems);
    EXPECT_FALSE(file.snapshot);
    EXPECT_FALSE(file.stats);
    EXPECT_EQ(problems.size(), 1u);
    if (problems.empty())
        return "";
    EXPECT_EQ(problems[0].field, path);
    EXPECT_EQ(problems[0].message.rfind(path + " ", 0), 0u) << problems[0].message;
    return problems[0].message;
}

TEST(MeasuredFile, ReadsASnapshotByItsContent)
{
    const std::string original = test::sourcePath("tests/data/snapshots/three-small-blocks.pickle");
    std::ifstream in(original, std::ios::binary);
    const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    const std::string path = writeFile("snapshot.json", bytes);
    std::vector<Problem> problems;
    const MeasuredFile file = readMeasuredFile(path, problems);
    EXPECT_TRUE(problems.empty());
    ASSERT_TRUE(file.snapshot);
    EXPECT_FALSE(file.stats);
    EXPECT_EQ(file.snapshot->segments.size(), 1u);
}

TEST(MeasuredFile, ReadsMemoryStats)
{
    const std::string path = writeFile("stats.json", R"( {"allocated_bytes.all.peak": 21252893184,
        "reserved_bytes.all.peak": 22129147904, "num_alloc_retries": 2, "max_split_size": -1})");
    std::vector<Problem> problems;
    const MeasuredFile file = readMeasuredFile(path, problems);
    EXPECT_TRUE(problems.empty());
    ASSERT_TRUE(file.stats);
    EXPECT_EQ(file.stats->value(memory_stat::kAllocatedPeak), 21252893184);
    EXPECT_EQ(file.stats->value(memory_stat::kReservedPeak), 22129147904);
    EXPECT_EQ(file.stats->value(memory_stat::kAllocRetries), 2);
    EXPECT_EQ(file.stats->value("max_split_size"), -1);
    EXPECT_FALSE(file.stats->value(memory_stat::kOoms));
}

using test::RefusedInput;

class MeasuredFileRefused : public testing::TestWithParam<RefusedInput> {};

TEST_P(MeasuredFileRefused, WithOneProblem)
{
    const std::string message = onlyProblem(writeFile(GetParam().name, GetParam().bytes));
    EXPECT_NE(message.find(GetParam().message), std::string::npos) << message;
}

INSTANTIATE_TEST_SUITE_P(
    MeasuredFile, MeasuredFileRefused,
    testing::Values(
        RefusedInput{"Empty", "", "is empty; give a memory snapshot (torch.cuda.memory._dump_snapshot("},
        RefusedInput{"Gzip", std::string("\x1f\x8b\x08\x00", 4), "is compressed with gzip; decompress it first (gunzip "},
        RefusedInput{"Text", "segments: 3\n", "is neither a memory snapshot nor memory statistics"},
        RefusedInput{"BrokenJson", "{\"allocated_bytes.all.peak\": ", "is not valid JSON"},
        RefusedInput{"JsonList", "[1, 2]", "it holds a JSON array; memory_stats() saved with json.dump() is one object"},
        RefusedInput{"Scenario", R"({"model": "llama-3.1-8b", "gpu": "h100-sxm"})",
                "it has none of the counters memory_stats() reports, such as allocated_bytes.all.peak"},
        RefusedInput{"EmptyStats", "{}", "(an empty memory_stats() means CUDA had allocated nothing yet)"},
        RefusedInput{"NestedStats", R"({"allocated_bytes.all.peak": {"value": 1}})",
                "\"allocated_bytes.all.peak\" is a JSON object; every counter is a whole number"},
        RefusedInput{"FractionalStat", R"({"allocated_bytes.all.peak": 1.5})",
                "\"allocated_bytes.all.peak\" is 1.5; every counter is a whole number"},
        RefusedInput{"HugeStat", R"({"allocated_bytes.all.peak": 18446744073709551615})", "beyond any counter's range"}));

TEST(MeasuredFile, MissingFileOrFolderIsAProblem)
{
    EXPECT_NE(onlyProblem("/nonexistent/memledger/snapshot.pickle").find("cannot be opened: no such file"),
              std::string::npos);
    const auto folder = fs::path(testing::TempDir()) / "measured_file_folder";
    fs::create_directories(folder);
    EXPECT_NE(onlyProblem(folder.string()).find("is a folder; give a memory snapshot"), std::string::npos);
}

// Refused before reading: a sparse file costs nothing to make.
TEST(MeasuredFile, TooLargeIsAProblem)
{
    const std::string path = writeFile("huge.pickle", "\x80\x04");
    fs::resize_file(path, kMaxMeasuredFileBytes + 1);
    EXPECT_NE(onlyProblem(path).find("is 268435457 bytes; MemLedger reads measured files up to 256 MiB"), std::string::npos);
    fs::resize_file(path, 2);
}

}  // namespace
}  // namespace memledger::model
