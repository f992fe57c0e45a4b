// Hand-built traces through the simulated caching allocator, each expectation derived by
// hand from the rules of c10/cuda/CUDACachingAllocator.cpp (the research note's worked
// examples E1–E8 among them).
#include <gtest/gtest.h>

#include "model/allocator/allocator_replay.h"

namespace {

using namespace memledger::model;

constexpr std::uint64_t MiB = kMiB;
constexpr std::uint64_t GiB = 1024 * MiB;
constexpr std::uint64_t kH200 = 140 * GiB;

struct Traced {
    AllocTrace trace;
    TraceWriter write{trace};
};

AllocatorSettings conf(const char* text)
{
    const auto parsed = parseAllocatorSettings(text);
    EXPECT_TRUE(parsed.valid()) << text;
    return parsed.settings;
}

AllocatorPoint last(const AllocatorReplay& replay) { return replay.series.back(); }

// Requests of these sizes, none freed, on an H200.
AllocatorReplay replayRequests(std::initializer_list<std::uint64_t> sizes)
{
    Traced t;
    for (std::uint64_t bytes : sizes)
        t.write.malloc(bytes);
    return replayTrace({}, t.trace, kH200);
}

TEST(CachingAllocator, TenSmallRequestsShareOneTwoMiBSegment)
{
    const auto replay = replayRequests({1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
    ASSERT_TRUE(replay.completed());
    // Each 1000 B rounds to 1024 B in the small pool; the first opens a 2 MiB segment and
    // the others split its remainder.
    EXPECT_EQ(last(replay).allocated, 10u * 1024);
    EXPECT_EQ(replay.peakReserved, 2 * MiB);
    ASSERT_EQ(replay.segmentsAtPeak.size(), 1u);
    EXPECT_EQ(replay.segmentsAtPeak[0].blocks.size(), 11u);   // ten allocations and the free tail
    EXPECT_EQ(replay.peakRequested, 10000u);
}

TEST(CachingAllocator, AFreedSmallBlockIsReusedInPlace)
{
    // E1: a, b, c at offsets 0, 1024, 2048; b freed; a 1024 B request takes b's place
    // exactly (best fit: 1024 < the 2 MiB − 3072 tail) without splitting.
    Traced t;
    t.write.malloc(1000);
    const auto b = t.write.malloc(1000);
    t.write.malloc(1000);
    t.write.free(b);
    t.write.malloc(1024);
    const auto replay = replayTrace({}, t.trace, kH200);
    ASSERT_TRUE(replay.completed());
    EXPECT_EQ(last(replay).allocated, 3u * 1024);
    EXPECT_EQ(last(replay).reserved, 2 * MiB);
}

TEST(CachingAllocator, MidSizedRequestsGetTwentyMiBSegments)
{
    const auto replay = replayRequests({5 * MiB});
    // 5 MiB < 10 MiB: a 20 MiB segment, split (15 MiB left > 1 MiB).
    EXPECT_EQ(last(replay).allocated, 5 * MiB);
    EXPECT_EQ(last(replay).reserved, 20 * MiB);
    ASSERT_EQ(replay.segmentsAtPeak.size(), 1u);
    ASSERT_EQ(replay.segmentsAtPeak[0].blocks.size(), 2u);
    EXPECT_EQ(replay.segmentsAtPeak[0].blocks[1].size, 15 * MiB);
    EXPECT_FALSE(replay.segmentsAtPeak[0].blocks[1].allocated);
}

TEST(CachingAllocator, LargeRequestsGetTheirOwnSegmentRoundedToTwoMiB)
{
    const auto replay = replayRequests({12 * MiB, 12 * MiB + 1});
    // 12 MiB: a 12 MiB segment. 12 MiB + 1 rounds to 12 MiB + 512 and gets a 14 MiB
    // segment, whose remainder of 2 MiB − 512 is above 1 MiB and is split off.
    EXPECT_EQ(last(replay).reserved, 26 * MiB);
    EXPECT_EQ(last(replay).allocated, 24 * MiB + 512);
    EXPECT_EQ(replay.segmentsAtPeak.size(), 2u);
}

TEST(CachingAllocator, ARemainderOfOneMiBOrLessIsHandedOutWithTheBlock)
{
    // E3: 25 MiB → a 26 MiB segment; 1 MiB is left, not more than 1 MiB, so no split and
    // memory_allocated counts the whole 26 MiB.
    const auto replay = replayRequests({25 * MiB});
    EXPECT_EQ(last(replay).allocated, 26 * MiB);
    EXPECT_EQ(last(replay).reserved, 26 * MiB);
    EXPECT_EQ(replay.peakRequested, 25 * MiB);
}

TEST(CachingAllocator, SplitRemaindersServeLaterRequests)
{
    // E2: 3 MiB opens a 20 MiB segment; 12 MiB fits its 17 MiB remainder (5 MiB left,
    // split); 6 MiB does not fit 5 MiB and opens a second 20 MiB segment.
    Traced t;
    const auto three = t.write.malloc(3 * MiB);
    t.write.malloc(12 * MiB);
    t.write.malloc(6 * MiB);
    t.write.free(three);
    t.write.emptyCache();
    const auto replay = replayTrace({}, t.trace, kH200);
    ASSERT_TRUE(replay.completed());
    EXPECT_EQ(replay.series[1].reserved, 20 * MiB);
    EXPECT_EQ(replay.series[1].allocated, 15 * MiB);
    EXPECT_EQ(replay.series[2].reserved, 40 * MiB);
    EXPECT_EQ(replay.series[2].allocated, 21 * MiB);
    // Both segments still hold a live block: empty_cache can free neither.
    EXPECT_EQ(last(replay).reserved, 40 * MiB);
    EXPECT_EQ(last(replay).allocated, 18 * MiB);
}

TEST(CachingAllocator, EmptyCacheReturnsWholeFreeSegments)
{
    Traced t;
    const auto a = t.write.malloc(30 * MiB);
    t.write.malloc(1000);
    t.write.free(a);
    t.write.emptyCache();
    const auto replay = replayTrace({}, t.trace, kH200);
    // The 30 MiB segment is free and whole: released. The small segment holds 1024 B: kept.
    EXPECT_EQ(replay.peakReserved, 32 * MiB);
    EXPECT_EQ(last(replay).reserved, 2 * MiB);
    EXPECT_EQ(replay.counters.deviceFrees, 1u);
    EXPECT_EQ(replay.counters.syncAllStreams, 1u);
}

TEST(CachingAllocator, MaxSplitSizeKeepsOversizeBlocksWhole)
{
    // E6 with max_split_size_mb:100.
    Traced t;
    t.write.free(t.write.malloc(200 * MiB));
    // 190 MiB is oversize and 200 < 190 + 20: reuses the 200 MiB block unsplit.
    const auto reused = t.write.malloc(190 * MiB);
    t.write.free(reused);
    // 150 MiB: 200 ≥ 150 + 20, so the cached block is refused and a segment is made.
    t.write.malloc(150 * MiB);
    // 50 MiB is below max_split_size, and the only cached block (200 MiB) is oversize.
    t.write.malloc(50 * MiB);
    t.write.emptyCache();
    const auto replay = replayTrace(conf("max_split_size_mb:100"), t.trace, kH200);
    ASSERT_TRUE(replay.completed());
    EXPECT_EQ(replay.series[2].allocated, 200 * MiB);
    EXPECT_EQ(replay.series[2].reserved, 200 * MiB);
    EXPECT_EQ(replay.series[4].reserved, 350 * MiB);
    EXPECT_EQ(replay.series[5].reserved, 400 * MiB);
    EXPECT_EQ(last(replay).reserved, 200 * MiB);   // empty_cache frees the cached 200 MiB

    // Without the setting the 150 MiB request splits the 200 MiB block and 50 MiB takes
    // the remainder: nothing new is reserved.
    const auto plain = replayTrace({}, t.trace, kH200);
    EXPECT_EQ(plain.peakReserved, 200 * MiB);
}

// E7 on a 1 GiB device: 600 MiB allocated and cached, then 700 MiB, which does not fit
// beside it.
void cachedThenLarger(Traced& t)
{
    t.write.free(t.write.malloc(600 * MiB));
    t.write.malloc(700 * MiB);
}

TEST(CachingAllocator, ReleasingTheCacheLetsARetrySucceed)
{
    // The cached 600 MiB segment is released and the retry succeeds.
    Traced t;
    cachedThenLarger(t);
    const auto replay = replayTrace({}, t.trace, GiB);
    ASSERT_TRUE(replay.completed());
    EXPECT_EQ(last(replay).reserved, 700 * MiB);
    EXPECT_EQ(replay.counters.allocRetries, 1u);
    EXPECT_EQ(replay.counters.ooms, 0u);
}

TEST(CachingAllocator, OutOfMemoryIsReportedWithWhatWasTried)
{
    // Then 400 MiB beside 700 MiB exceeds 1 GiB; the second flush frees nothing.
    Traced t;
    cachedThenLarger(t);
    t.write.malloc(400 * MiB);
    const auto replay = replayTrace({}, t.trace, GiB);
    ASSERT_TRUE(replay.oom.has_value());
    EXPECT_EQ(replay.oom->event, 3u);
    EXPECT_EQ(replay.oom->rounded, 400 * MiB);
    EXPECT_EQ(replay.oom->reserved, 700 * MiB);
    EXPECT_EQ(replay.counters.allocRetries, 2u);
    EXPECT_EQ(replay.counters.syncAllStreams, 2u);
    EXPECT_EQ(replay.counters.ooms, 1u);
    EXPECT_EQ(replay.series.size(), 3u);   // the replay stops at the failed request
    ASSERT_EQ(replay.problems.size(), 1u);
    EXPECT_NE(replay.problems[0].message.find("tried to allocate 400.00 MiB"), std::string::npos)
        << replay.problems[0].message;
    EXPECT_NE(replay.problems[0].message.find("the tensors live at once need more"), std::string::npos);
}

TEST(CachingAllocator, FragmentedFreeMemoryIsReportedAsReservedButFree)
{
    // A 40 MiB device. Three 6 MiB requests share a 20 MiB segment (6+6+6, 2 MiB tail);
    // three more open a second one. Freeing a non-adjacent pattern leaves 22 MiB free in
    // pieces of 8, 6, 6 and 2 MiB, all inside segments that still hold a live block, so
    // no flush can return them, and a 10 MiB request (a 10 MiB segment) has no room.
    Traced t;
    const auto x1 = t.write.malloc(6 * MiB);
    t.write.malloc(6 * MiB);
    const auto x3 = t.write.malloc(6 * MiB);
    t.write.malloc(6 * MiB);
    const auto y2 = t.write.malloc(6 * MiB);
    t.write.malloc(6 * MiB);
    t.write.free(x1);
    t.write.free(x3);
    t.write.free(y2);
    t.write.malloc(10 * MiB);
    const auto replay = replayTrace({}, t.trace, 40 * MiB);
    ASSERT_TRUE(replay.oom.has_value());
    EXPECT_EQ(replay.oom->allocated, 18 * MiB);
    EXPECT_EQ(replay.oom->reservedFree(), 22 * MiB);
    EXPECT_EQ(replay.oom->largestFreeBlock, 8 * MiB);
    const std::string& message = replay.problems.front().message;
    EXPECT_NE(message.find("22.00 MiB is reserved but free"), std::string::npos) << message;
    EXPECT_NE(message.find("expandable_segments:True"), std::string::npos) << message;
}

TEST(CachingAllocator, EachStreamHasItsOwnPool)
{
    // A 4 MiB block freed on the collective stream cannot serve the compute stream.
    Traced t;
    t.write.free(t.write.malloc(4 * MiB, {}, kCollectiveStream));
    t.write.malloc(4 * MiB, {}, kComputeStream);
    const auto replay = replayTrace({}, t.trace, kH200);
    EXPECT_EQ(last(replay).reserved, 40 * MiB);
    ASSERT_EQ(replay.segmentsAtPeak.size(), 2u);
    EXPECT_EQ(replay.segmentsAtPeak[0].stream, kCollectiveStream);
    EXPECT_EQ(replay.segmentsAtPeak[1].stream, kComputeStream);

    // On one stream the freed block is reused.
    Traced same;
    same.write.free(same.write.malloc(4 * MiB));
    same.write.malloc(4 * MiB);
    EXPECT_EQ(last(replayTrace({}, same.trace, kH200)).reserved, 20 * MiB);
}

TEST(CachingAllocator, ExpandableSegmentsMapWholePagesInOneSegment)
{
    // E8: 3 MiB maps one 20 MiB page; 25 MiB extends the same segment by a second page
    // and sits right after the first block: reserved 40 MiB, allocated 28 MiB.
    Traced t;
    t.write.malloc(3 * MiB);
    t.write.malloc(25 * MiB);
    const auto replay = replayTrace(conf("expandable_segments:True"), t.trace, kH200);
    ASSERT_TRUE(replay.completed());
    EXPECT_EQ(last(replay).reserved, 40 * MiB);
    EXPECT_EQ(last(replay).allocated, 28 * MiB);
    ASSERT_EQ(replay.segmentsAtPeak.size(), 1u);
    EXPECT_TRUE(replay.segmentsAtPeak[0].expandable);
    EXPECT_EQ(replay.segmentsAtPeak[0].blocks[1].address - replay.segmentsAtPeak[0].address, 3 * MiB);
    EXPECT_EQ(replay.counters.deviceAllocs, 2u);   // two page maps

    // The default allocator: 20 MiB for 3 MiB and a 26 MiB segment for 25 MiB, unsplit.
    const auto plain = replayTrace({}, t.trace, kH200);
    EXPECT_EQ(last(plain).reserved, 46 * MiB);
    EXPECT_EQ(last(plain).allocated, 29 * MiB);
}

TEST(CachingAllocator, EmptyCacheUnmapsFreePagesOfExpandableSegments)
{
    // Pages [0, 20) and [20, 40) MiB hold a 3 MiB block at 0 and a 25 MiB block at 3 MiB.
    // Freeing the 25 MiB block leaves [3, 40) free; the page [20, 40) lies wholly inside
    // it and is unmapped, [3, 20) stays mapped beside the live block.
    Traced t;
    t.write.malloc(3 * MiB);
    t.write.free(t.write.malloc(25 * MiB));
    t.write.emptyCache();
    const auto replay = replayTrace(conf("expandable_segments:True"), t.trace, kH200);
    EXPECT_EQ(last(replay).reserved, 20 * MiB);
    EXPECT_EQ(replay.counters.deviceFrees, 1u);
}

TEST(CachingAllocator, GarbageCollectionFreesOldCachedBlocksAboveTheThreshold)
{
    // 1 GiB device, whole of it allowed, threshold 0.2 (204.8 MiB). 300 MiB is cached when
    // 400 MiB is requested: no cached block fits, reserved 300 MiB > 204.8 MiB, and the
    // cached segment is as old as the average of the one candidate, so it is freed first.
    Traced t;
    t.write.free(t.write.malloc(300 * MiB));
    t.write.malloc(400 * MiB);
    const auto collected =
        replayTrace(conf("garbage_collection_threshold:0.2,per_process_memory_fraction:1.0"), t.trace, GiB);
    EXPECT_EQ(last(collected).reserved, 400 * MiB);
    // Without a memory fraction the threshold has no effect, as in PyTorch.
    EXPECT_EQ(last(replayTrace(conf("garbage_collection_threshold:0.2"), t.trace, GiB)).reserved, 700 * MiB);
}

TEST(CachingAllocator, TheMemoryFractionCapsWhatMayBeReserved)
{
    // Half of 1 GiB may be reserved: 600 MiB fails at once, though the device has room.
    Traced t;
    t.write.malloc(600 * MiB);
    const auto replay = replayTrace(conf("per_process_memory_fraction:0.5"), t.trace, GiB);
    EXPECT_TRUE(replay.oom.has_value());
    EXPECT_TRUE(replayTrace({}, t.trace, GiB).completed());
}

TEST(CachingAllocator, FragmentationIsMeasuredWhereTheReservedPeakIsBestUsed)
{
    // 5 MiB opens a 20 MiB segment (reserved / allocated − 1 = 3); 10 MiB more fits its
    // remainder: reserved stays at its peak and 20 / 15 − 1 = 1/3 is the fragmentation.
    // Freeing the 5 MiB keeps the peak but uses less of it, so the peak stays at event 1.
    Traced t;
    const auto first = t.write.malloc(5 * MiB);
    t.write.malloc(10 * MiB);
    t.write.free(first);
    const auto replay = replayTrace({}, t.trace, kH200);
    EXPECT_EQ(replay.peakReservedEvent, 1u);
    EXPECT_DOUBLE_EQ(replay.fragmentation, 1.0 / 3);
    ASSERT_EQ(replay.segmentsAtPeak.size(), 1u);
    EXPECT_EQ(replay.segmentsAtPeak[0].blocks.size(), 3u);   // 5 MiB, 10 MiB, 5 MiB free
}

TEST(CachingAllocator, ABadTraceIsAProblemNotACrash)
{
    Traced unknown;
    unknown.write.free(42);
    const auto freed = replayTrace({}, unknown.trace, kH200);
    ASSERT_EQ(freed.problems.size(), 1u);
    EXPECT_NE(freed.problems[0].message.find("frees tensor 42, which is not allocated"), std::string::npos);

    Traced absurd;
    absurd.write.malloc(~0ull);
    const auto huge = replayTrace({}, absurd.trace, kH200);
    ASSERT_EQ(huge.problems.size(), 1u);
    EXPECT_NE(huge.problems[0].message.find("more than any device holds"), std::string::npos);

    Traced twice;
    twice.trace.events.push_back({AllocAction::Malloc, kComputeStream, 7, 100, {}});
    twice.trace.events.push_back({AllocAction::Malloc, kComputeStream, 7, 100, {}});
    EXPECT_NE(replayTrace({}, twice.trace, kH200).problems.at(0).message.find("still allocated"), std::string::npos);

    EXPECT_EQ(replayTrace({}, twice.trace, 0).problems.at(0).field, "capacity");
}

// A trace not made by the generator may name tensors with any id: ids past the dense
// index's range are found as surely as 1, 2, 3.
TEST(CachingAllocator, TensorsWithAnyIdAreFreedAndFound)
{
    Traced t;
    for (std::uint64_t id : {std::uint64_t{3}, std::uint64_t{1} << 40, ~std::uint64_t{0}}) {
        t.trace.events.push_back({AllocAction::Malloc, kComputeStream, id, 3 * MiB, {}});
        t.trace.events.push_back({AllocAction::Malloc, kComputeStream, id, 3 * MiB, {}});
    }
    EXPECT_NE(replayTrace({}, t.trace, kH200).problems.at(0).message.find("tensor 3, which is still"),
              std::string::npos);
    Traced sparse;
    for (std::uint64_t id : {std::uint64_t{1} << 40, ~std::uint64_t{0}})
        sparse.trace.events.push_back({AllocAction::Malloc, kComputeStream, id, 3 * MiB, {}});
    sparse.trace.events.push_back({AllocAction::Free, kComputeStream, std::uint64_t{1} << 40, 0, {}});
    sparse.trace.events.push_back({AllocAction::Malloc, kComputeStream, std::uint64_t{1} << 40, 3 * MiB, {}});
    sparse.trace.events.push_back({AllocAction::Malloc, kComputeStream, ~std::uint64_t{0}, 3 * MiB, {}});
    const auto replay = replayTrace({}, sparse.trace, kH200);
    ASSERT_EQ(replay.problems.size(), 1u);
    EXPECT_NE(replay.problems[0].message.find("event 4 allocates tensor 18446744073709551615, which is still"),
              std::string::npos);
    EXPECT_EQ(replay.peakAllocated, 2 * 3 * MiB);   // the two live at once, 512-byte multiples already
}

}  // namespace
