// The three torch.cuda.memory._dump_snapshot() files of tests/data/measured/h200-2026-11-30
// (PyTorch 2.11, one H200) against the allocator statistics measurements.json recorded for
// the same runs: the peaks the replay finds are PyTorch's own max_memory_allocated(),
// max_memory_reserved() and requested_bytes.all.peak, to the byte.
//
// Why exact: measure_gpu_peaks.py starts recording just before each case allocates, so
// the traces of h1 and h2 (4,045 and 4,403 events, under their max_entries of 30,000) hold
// every event of the case, and the blocks alive before it are in the dump. g10's trace
// filled its ring buffer of 20,000 events, so it begins mid-run, with 214 blocks whose
// allocation it lost and whose sizes are estimated from their requests; its window still
// holds step 6, where the case peaks, and the figures agree there too.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/measured/measured_file.h"
#include "model/measured/snapshot_summary.h"
#include "tests/model/measured/measured_support.h"

namespace memledger::model {
namespace {

constexpr const char* kRun = "tests/data/measured/h200-2026-11-30/";

const nlohmann::json& measuredCase(const std::string& name)
{
    static const nlohmann::json measurements = test::loadJson(std::string(kRun) + "measurements.json");
    for (const auto& entry : measurements["cases"])
        if (entry["case"] == name)
            return entry;
    throw std::runtime_error("no case " + name + " in measurements.json");
}

std::int64_t largestOverSteps(const nlohmann::json& measured, const char* key)
{
    std::int64_t largest = 0;
    for (const auto& step : measured["steps"])
        largest = std::max(largest, step[key].get<std::int64_t>());
    return largest;
}

// Each file is read and replayed once for all the tests.
const SnapshotSummary& replayedSnapshot(const std::string& file)
{
    static std::map<std::string, SnapshotSummary> summaries;
    if (const auto known = summaries.find(file); known != summaries.end())
        return known->second;
    const MemorySnapshot snapshot = test::loadSnapshot("measured/h200-2026-11-30/snapshots/" + file);
    EXPECT_EQ(snapshotDevices(snapshot), std::vector<int>{0});
    return summaries.emplace(file, summarizeSnapshot(snapshot, 0)).first->second;
}

struct RealSnapshot {
    const char* caseName;
    const char* file;
    bool ringBufferWrapped;
};

void PrintTo(const RealSnapshot& input, std::ostream* out) { *out << input.file; }

class RealSnapshots : public testing::TestWithParam<RealSnapshot> {
protected:
    static const SnapshotSummary& summary(const RealSnapshot& input) { return replayedSnapshot(input.file); }
};

TEST_P(RealSnapshots, PeaksAreTheMeasuredOnes)
{
    const nlohmann::json& measured = measuredCase(GetParam().caseName);
    const SnapshotSummary& replayed = summary(GetParam());
    EXPECT_EQ(replayed.peakAllocated.allocated, largestOverSteps(measured, "peak_allocated"));
    EXPECT_EQ(replayed.peakReserved, largestOverSteps(measured, "peak_reserved"));
    EXPECT_EQ(replayed.peakRequested, largestOverSteps(measured, "peak_requested"));
    EXPECT_EQ(replayed.coverage.inconsistencies, 0u);
}

// The dump follows the last optimizer step, which is where the measurement ends.
TEST_P(RealSnapshots, TheDumpIsTheEndOfTheLastStep)
{
    const nlohmann::json& last = measuredCase(GetParam().caseName)["steps"].back()["optimizer"];
    const SnapshotSummary& replayed = summary(GetParam());
    EXPECT_EQ(replayed.allocatedAtDump, last["end_allocated"].get<std::int64_t>());
    EXPECT_EQ(replayed.reservedAtDump, last["end_reserved"].get<std::int64_t>());
    EXPECT_EQ(replayed.series.back().allocated, replayed.allocatedAtDump);
    EXPECT_EQ(replayed.series.back().requested, replayed.requestedAtDump);
    EXPECT_EQ(replayed.series.back().reserved, replayed.reservedAtDump);
}

TEST_P(RealSnapshots, TheTraceStartsWhereRecordingBegan)
{
    const nlohmann::json& measured = measuredCase(GetParam().caseName);
    const SnapshotSummary& replayed = summary(GetParam());
    EXPECT_EQ(replayed.events == measured["snapshot"]["max_entries"].get<std::size_t>(), GetParam().ringBufferWrapped);
    if (GetParam().ringBufferWrapped) {
        EXPECT_GT(replayed.coverage.estimatedSizes, 0u);
        return;
    }
    const auto caseStart = measured["bytes"]["case_start_allocated"].get<std::int64_t>();
    EXPECT_EQ(replayed.series.front().allocated, caseStart);
    EXPECT_EQ(replayed.coverage.bytesBeforeTrace, caseStart);
    EXPECT_EQ(replayed.coverage.estimatedSizes, 0u);
}

// Every byte alive at the peak is in one category; the weights were built on the GPU by
// the modules' __init__, and the optimizer's states by torch/optim.
TEST_P(RealSnapshots, TheMemoryAtThePeakIsSortedByWhatItWasFor)
{
    const SnapshotSummary& replayed = summary(GetParam());
    std::int64_t total = 0;
    for (const std::int64_t bytes : replayed.allocatedByCategory)
        total += bytes;
    EXPECT_EQ(total, replayed.peakAllocated.allocated);
    const auto weights = measuredCase(GetParam().caseName)["bytes"]["weights"].get<std::int64_t>();
    const std::int64_t parameters = replayed.allocatedByCategory[static_cast<std::size_t>(MemoryCategory::Parameters)];
    EXPECT_LE(parameters, weights);
    EXPECT_GT(parameters, weights * 99 / 100);
    EXPECT_GT(replayed.allocatedByCategory[static_cast<std::size_t>(MemoryCategory::Optimizer)], 0);
    EXPECT_GT(replayed.allocatedByCategory[static_cast<std::size_t>(MemoryCategory::Forward)], 0);
}

INSTANTIATE_TEST_SUITE_P(H200, RealSnapshots,
                         testing::Values(RealSnapshot{"h1-small-amp-adamw-snapshot", "h1-small-amp-adamw-snapshot.pickle", false},
                                         RealSnapshot{"h2-small-pure-full-recompute-snapshot",
                                                      "h2-small-pure-full-recompute-snapshot.pickle", false},
                                         RealSnapshot{"g10-frag-expandable/variable", "g10-frag-expandable-variable.pickle",
                                                      true}));

// The same run's torch.cuda.memory_stats(), taken just before the dump and saved as JSON,
// reads back and agrees with the dump.
TEST(RealSnapshots, MemoryStatsAgreeWithTheDump)
{
    const auto path = std::filesystem::path(testing::TempDir()) / "g10-memory-stats.json";
    std::ofstream(path) << measuredCase("g10-frag-expandable/variable")["memory_stats_end"].dump(1);
    std::vector<Problem> problems;
    const MeasuredFile file = readMeasuredFile(path.string(), problems);
    ASSERT_TRUE(problems.empty()) << problems.front().message;
    ASSERT_TRUE(file.stats);
    EXPECT_FALSE(file.snapshot);
    EXPECT_EQ(file.stats->values.size(), 122u);
    const SnapshotSummary& replayed = replayedSnapshot("g10-frag-expandable-variable.pickle");
    EXPECT_EQ(file.stats->value(memory_stat::kAllocatedCurrent), replayed.allocatedAtDump);
    EXPECT_EQ(file.stats->value(memory_stat::kReservedCurrent), replayed.reservedAtDump);
    EXPECT_EQ(file.stats->value("requested_bytes.all.current"), replayed.requestedAtDump);
    EXPECT_EQ(file.stats->value(memory_stat::kReservedPeak), replayed.peakReserved);
    EXPECT_EQ(file.stats->value(memory_stat::kAllocRetries), 0);
    EXPECT_EQ(file.stats->value(memory_stat::kInactiveSplitCurrent), 0);
    EXPECT_EQ(file.stats->value("max_split_size"), -1);
    EXPECT_FALSE(file.stats->value("no_such_counter"));
}

}  // namespace
}  // namespace memledger::model
