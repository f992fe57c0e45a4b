// Summaries of the small snapshots of tests/data/snapshots, against figures worked out by
// hand from the allocator's rules (README.md there tells each story).
#include <gtest/gtest.h>

#include <numeric>
#include <string>
#include <vector>

#include "model/measured/snapshot_summary.h"
#include "tests/model/measured/measured_support.h"

namespace memledger::model {
namespace {

constexpr std::int64_t kBase = 0x7F0000000000;
constexpr std::int64_t MiB = 1 << 20;

SnapshotSummary summaryOf(const std::string& name)
{
    return summarizeSnapshot(test::loadSnapshot("snapshots/" + name + ".pickle"));
}

std::vector<std::int64_t> allocatedSeries(const SnapshotSummary& summary)
{
    std::vector<std::int64_t> values;
    for (const auto& point : summary.series)
        values.push_back(point.allocated);
    return values;
}

std::vector<std::int64_t> requestedSeries(const SnapshotSummary& summary)
{
    std::vector<std::int64_t> values;
    for (const auto& point : summary.series)
        values.push_back(point.requested);
    return values;
}

std::int64_t bytesIn(const SnapshotSummary& summary, MemoryCategory category)
{
    return summary.allocatedByCategory[static_cast<std::size_t>(category)];
}

TEST(SnapshotSummary, ReplaysThreeSmallBlocks)
{
    const SnapshotSummary summary = summaryOf("three-small-blocks");
    EXPECT_EQ(summary.allocatedAtDump, 2048);
    EXPECT_EQ(summary.requestedAtDump, 2024);
    EXPECT_EQ(summary.reservedAtDump, 2 * MiB);
    // Each 1000-byte tensor takes a 1024-byte block; allocated drops at free_requested,
    // requested at free_completed.
    EXPECT_EQ(allocatedSeries(summary), (std::vector<std::int64_t>{0, 0, 1024, 2048, 3072, 2048, 2048, 3072, 2048, 2048}));
    EXPECT_EQ(requestedSeries(summary), (std::vector<std::int64_t>{0, 0, 1000, 2000, 3000, 3000, 2000, 3024, 3024, 2024}));
    EXPECT_EQ(summary.series.front().reserved, 0);
    EXPECT_EQ(summary.series[1].reserved, 2 * MiB);
    EXPECT_EQ(summary.events, 9u);
    EXPECT_EQ(summary.peakAllocated.allocated, 3072);
    EXPECT_EQ(summary.peakAllocated.events, 4u);
    EXPECT_EQ(summary.peakAllocated.timeUs, 1796078179996608 + 3);
    EXPECT_EQ(summary.peakRequested, 3024);
    EXPECT_EQ(summary.peakReserved, 2 * MiB);
    EXPECT_EQ(summary.coverage.blocksBeforeTrace, 0u);
    EXPECT_EQ(summary.coverage.inferredSizes, 2u);  // a and b; c and its neighbour are alive at the dump
    EXPECT_EQ(summary.coverage.inconsistencies, 0u);
}

TEST(SnapshotSummary, MapsTheSegmentsAtThePeak)
{
    const SnapshotSummary summary = summaryOf("three-small-blocks");
    ASSERT_EQ(summary.segmentsAtPeak.size(), 1u);
    const PeakSegment& segment = summary.segmentsAtPeak[0];
    EXPECT_EQ(segment.address, kBase);
    EXPECT_EQ(segment.size, 2 * MiB);
    EXPECT_FALSE(segment.expandable);
    ASSERT_EQ(segment.blocks.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(segment.blocks[i].address, kBase + 1024 * static_cast<std::int64_t>(i));
        EXPECT_EQ(segment.blocks[i].size, 1024);
        EXPECT_EQ(segment.blocks[i].requestedSize, 1000);
        EXPECT_FALSE(segment.blocks[i].pendingFree);
        EXPECT_EQ(segment.blocks[i].category, MemoryCategory::Forward);
    }
    EXPECT_EQ(bytesIn(summary, MemoryCategory::Forward), 3072);
}

TEST(SnapshotSummary, CountsAnUnsplitBlockWhole)
{
    const SnapshotSummary summary = summaryOf("unsplit-large-block");
    EXPECT_EQ(summary.peakAllocated.allocated, 26 * MiB);
    EXPECT_EQ(summary.peakAllocated.events, 2u);
    EXPECT_EQ(summary.peakRequested, 25 * MiB);
    EXPECT_EQ(summary.peakReserved, 46 * MiB);
    EXPECT_EQ(summary.allocatedAtDump, 3 * MiB);
    EXPECT_EQ(allocatedSeries(summary).back(), 3 * MiB);  // split from its 20 MiB segment
    ASSERT_EQ(summary.segmentsAtPeak.size(), 1u);         // the second segment came later
    ASSERT_EQ(summary.segmentsAtPeak[0].blocks.size(), 1u);
    EXPECT_EQ(summary.segmentsAtPeak[0].blocks[0].size, 26 * MiB);
}

// A block from before recording is there from the start; one whose allocation the ring
// buffer lost is sized by rounding its request (2,000,000 -> 2,000,384).
TEST(SnapshotSummary, StartsFromWhatWasAliveBeforeTheTrace)
{
    const SnapshotSummary summary = summaryOf("before-trace");
    EXPECT_EQ(allocatedSeries(summary), (std::vector<std::int64_t>{4 * MiB + 2000384, 4 * MiB, 4 * MiB,
                                                                   4 * MiB + 1049088, 4 * MiB, 4 * MiB}));
    EXPECT_EQ(summary.peakAllocated.events, 0u);
    EXPECT_FALSE(summary.peakAllocated.timeUs);
    EXPECT_EQ(summary.peakRequested, 6000000);
    EXPECT_EQ(summary.coverage.blocksBeforeTrace, 2u);
    EXPECT_EQ(summary.coverage.bytesBeforeTrace, 4 * MiB + 2000384);
    EXPECT_EQ(summary.coverage.estimatedSizes, 1u);
    EXPECT_EQ(summary.coverage.inferredSizes, 1u);
    EXPECT_EQ(bytesIn(summary, MemoryCategory::BeforeTrace), 4 * MiB + 2000384);
}

TEST(SnapshotSummary, KeepsAPendingFreeInRequestedButNotAllocated)
{
    const SnapshotSummary summary = summaryOf("pending-free");
    EXPECT_EQ(allocatedSeries(summary), (std::vector<std::int64_t>{0, 0, 4096, 0, 8192, 8192, 8704, 8192}));
    EXPECT_EQ(requestedSeries(summary), (std::vector<std::int64_t>{0, 0, 4096, 4096, 12288, 8192, 8704, 8704}));
    EXPECT_EQ(summary.peakAllocated.allocated, 8704);
    EXPECT_EQ(summary.peakRequested, 12288);
    EXPECT_EQ(summary.allocatedAtDump, 8192);
    EXPECT_EQ(summary.requestedAtDump, 8704);
    ASSERT_EQ(summary.segmentsAtPeak.size(), 1u);
    ASSERT_EQ(summary.segmentsAtPeak[0].blocks.size(), 2u);
    EXPECT_EQ(summary.segmentsAtPeak[0].blocks[0].address, kBase + 4096);
    EXPECT_EQ(summary.segmentsAtPeak[0].blocks[1].address, kBase + 12288);
}

TEST(SnapshotSummary, ReservedPeaksBeforeEmptyCache)
{
    const SnapshotSummary summary = summaryOf("empty-cache");
    EXPECT_EQ(summary.series.front().reserved, 0);
    EXPECT_EQ(summary.peakReserved, 20 * MiB);
    EXPECT_EQ(summary.reservedAtDump, 2 * MiB);
    EXPECT_EQ(summary.series.back().reserved, 2 * MiB);
    EXPECT_EQ(summary.peakAllocated.allocated, 5 * MiB);
    EXPECT_EQ(summary.allocatedAtDump, 512);
}

TEST(SnapshotSummary, JoinsMappedPagesOfAnExpandableSegment)
{
    const SnapshotSummary summary = summaryOf("expandable-segments");
    EXPECT_EQ(summary.series.front().reserved, 0);
    EXPECT_EQ(summary.series[1].reserved, 20 * MiB);
    EXPECT_EQ(summary.peakReserved, 40 * MiB);
    EXPECT_EQ(summary.peakAllocated.allocated, 28 * MiB);
    ASSERT_EQ(summary.segmentsAtPeak.size(), 1u);
    EXPECT_EQ(summary.segmentsAtPeak[0].size, 40 * MiB);
    EXPECT_TRUE(summary.segmentsAtPeak[0].expandable);
    EXPECT_EQ(summary.segmentsAtPeak[0].blocks.size(), 2u);
}

TEST(SnapshotSummary, FollowsTheAllocatorSettings)
{
    const SnapshotSummary divided = summaryOf("roundup-divisions");
    EXPECT_EQ(divided.peakAllocated.allocated, 5242880);
    EXPECT_EQ(divided.peakRequested, 5000000);
    // The 190 MiB request reuses the freed 200 MiB block whole.
    const SnapshotSummary oversize = summaryOf("max-split-size");
    EXPECT_EQ(allocatedSeries(oversize),
              (std::vector<std::int64_t>{0, 0, 200 * MiB, 0, 0, 200 * MiB, 0, 0}));
}

TEST(SnapshotSummary, SortsTheMemoryAtThePeakByWhatItWasFor)
{
    const SnapshotSummary summary = summaryOf("categories");
    EXPECT_EQ(bytesIn(summary, MemoryCategory::Parameters), 4 * MiB);
    EXPECT_EQ(bytesIn(summary, MemoryCategory::Forward), 3 * MiB);
    EXPECT_EQ(bytesIn(summary, MemoryCategory::Backward), 2 * MiB);
    EXPECT_EQ(bytesIn(summary, MemoryCategory::Optimizer), 5 * MiB);
    EXPECT_EQ(bytesIn(summary, MemoryCategory::Other), 1 * MiB);
    EXPECT_EQ(bytesIn(summary, MemoryCategory::NoPythonStack), 2 * MiB);
    EXPECT_EQ(bytesIn(summary, MemoryCategory::BeforeTrace), 0);
    EXPECT_EQ(std::accumulate(summary.allocatedByCategory.begin(), summary.allocatedByCategory.end(), std::int64_t{0}),
              summary.peakAllocated.allocated);
    EXPECT_EQ(memoryCategoryName(MemoryCategory::NoPythonStack), "no Python stack");
}

TEST(SnapshotSummary, ReadsPyTorch20AndSegmentsOnly)
{
    const SnapshotSummary old = summaryOf("pytorch-2.0");
    EXPECT_EQ(old.peakAllocated.allocated, 4096);
    EXPECT_EQ(old.peakRequested, 4000);
    EXPECT_EQ(bytesIn(old, MemoryCategory::Forward), 4096);
    // Without a trace the series is the dump alone; blocks keep the stacks they were dumped with.
    const SnapshotSummary segments = summaryOf("segments-only");
    ASSERT_EQ(segments.series.size(), 1u);
    EXPECT_EQ(segments.peakAllocated.allocated, 2048);
    EXPECT_EQ(segments.peakRequested, 2024);
    EXPECT_EQ(segments.coverage.blocksBeforeTrace, 2u);
    EXPECT_EQ(bytesIn(segments, MemoryCategory::Forward), 2048);
}

TEST(SnapshotSummary, ListsDevicesAndSummarizesAnEmptyOne)
{
    const MemorySnapshot snapshot = test::loadSnapshot("snapshots/three-small-blocks.pickle");
    EXPECT_EQ(snapshotDevices(snapshot), std::vector<int>{0});
    const SnapshotSummary other = summarizeSnapshot(snapshot, 3);
    EXPECT_EQ(other.device, 3);
    EXPECT_EQ(other.reservedAtDump, 0);
    EXPECT_EQ(other.peakAllocated.allocated, 0);
    EXPECT_EQ(other.series.size(), 1u);
    EXPECT_TRUE(other.segmentsAtPeak.empty());
}

// A trace that contradicts the dump (here: the dump's live block freed again) is replayed
// without a crash and flagged.
TEST(SnapshotSummary, FlagsATraceThatContradictsTheDump)
{
    MemorySnapshot snapshot = test::loadSnapshot("snapshots/three-small-blocks.pickle");
    TraceEvent free = snapshot.deviceTraces[0].back();
    free.address = kBase + 2048;
    snapshot.deviceTraces[0].push_back(free);
    const SnapshotSummary summary = summarizeSnapshot(snapshot);
    EXPECT_GT(summary.coverage.inconsistencies, 0u);
    EXPECT_EQ(summary.series.size(), snapshot.deviceTraces[0].size() + 1);
}

// An allocation whose request differs from the dumped block's (a fuzzing find): replayed
// forward it would not end at the dump, so it is flagged.
TEST(SnapshotSummary, FlagsAnAllocationThatDiffersFromTheDumpedBlock)
{
    MemorySnapshot snapshot = test::loadSnapshot("snapshots/three-small-blocks.pickle");
    EXPECT_EQ(summarizeSnapshot(snapshot).coverage.inconsistencies, 0u);
    snapshot.deviceTraces[0][6].size = 1536;  // the alloc of the dumped 1024-byte block
    EXPECT_EQ(summarizeSnapshot(snapshot).coverage.inconsistencies, 1u);
}

}  // namespace
}  // namespace memledger::model
