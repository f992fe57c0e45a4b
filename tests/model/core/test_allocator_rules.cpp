// The size rules against values derived by hand from c10/cuda/CUDACachingAllocator.cpp
// @ 001074d2 (round_size, get_allocation_size, should_split) and the research note's
// worked examples E1, E3, E4, E5 and E6.
#include <gtest/gtest.h>

#include "model/core/allocator_rules.h"

namespace {

using namespace memledger::model;

constexpr std::uint64_t MiB = kMiB;

TEST(AllocatorRules, RequestsRoundUpToMultiplesOf512Bytes)
{
    const AllocatorSettings defaults;
    EXPECT_EQ(roundSize(1, defaults), 512u);        // below 512: 512
    EXPECT_EQ(roundSize(512, defaults), 512u);
    EXPECT_EQ(roundSize(513, defaults), 1024u);     // ⌈513/512⌉·512
    EXPECT_EQ(roundSize(1000, defaults), 1024u);
    EXPECT_EQ(roundSize(5000000, defaults), 5000192u);   // ⌈5,000,000/512⌉ = 9766; 9766·512
}

TEST(AllocatorRules, PowerOfTwoDivisionsRoundToTheNextQuarterOfTheInterval)
{
    AllocatorSettings settings;
    settings.roundupPower2Divisions.fill(4);
    // 5,000,000 lies in [4 MiB, 8 MiB); four divisions are 1 MiB steps: 5 MiB = 5,242,880.
    EXPECT_EQ(roundSize(5000000, settings), 5 * MiB);
    // A power of two stays as it is.
    EXPECT_EQ(roundSize(4 * MiB, settings), 4 * MiB);
    // 1200 B is not above 512·4 = 2048, so the 512-byte rule applies: 1536, not the
    // 1280 of the source comment.
    EXPECT_EQ(roundSize(1200, settings), 1536u);
    // 3000 B > 2048: interval [2048, 4096) in steps of 512 → 3072.
    EXPECT_EQ(roundSize(3000, settings), 3072u);
}

TEST(AllocatorRules, DivisionsAreLookedUpByTheRequestsPowerOfTwoInterval)
{
    AllocatorSettings settings;
    settings.roundupPower2Divisions[0] = 2;    // below 2 MiB
    settings.roundupPower2Divisions[3] = 8;    // [8, 16) MiB
    settings.roundupPower2Divisions[15] = 16;  // 32 GiB and above
    EXPECT_EQ(divisionsFor(1000, settings), 2u);
    EXPECT_EQ(divisionsFor(9 * MiB, settings), 8u);
    EXPECT_EQ(divisionsFor(100ull * 1024 * MiB, settings), 16u);
    // 9 MiB + 1 with 8 divisions of [8, 16) MiB: steps of 1 MiB → 10 MiB.
    EXPECT_EQ(roundSize(9 * MiB + 1, settings), 10 * MiB);
}

TEST(AllocatorRules, SegmentSizeDependsOnThePool)
{
    EXPECT_EQ(segmentSize(roundSize(1000, {})), 2 * MiB);   // small pool: 2 MiB segments
    EXPECT_EQ(segmentSize(1 * MiB), 2 * MiB);               // 1 MiB is still small (E4)
    EXPECT_TRUE(isSmallPool(1 * MiB));
    EXPECT_FALSE(isSmallPool(roundSize(MiB + 1, {})));      // 1,049,088: large pool (E4) …
    EXPECT_EQ(segmentSize(roundSize(MiB + 1, {})), 20 * MiB);   // … in a 20 MiB segment
    EXPECT_EQ(segmentSize(5 * MiB), 20 * MiB);
    EXPECT_EQ(segmentSize(10 * MiB - 512), 20 * MiB);       // below 10 MiB: 20 MiB (E4)
    EXPECT_EQ(segmentSize(10 * MiB), 10 * MiB);             // 10 MiB and above: rounded to 2 MiB
    EXPECT_EQ(segmentSize(12 * MiB), 12 * MiB);
    EXPECT_EQ(segmentSize(12 * MiB + 512), 14 * MiB);
}

// The small pool splits off any remainder of 512 bytes or more (E1).
TEST(AllocatorRules, TheSmallPoolSplitsRemaindersOf512BytesOrMore)
{
    const AllocatorSettings defaults;
    EXPECT_TRUE(shouldSplit(1024, 2 * MiB, defaults));
    EXPECT_FALSE(shouldSplit(1024, 1024 + 511, defaults));
    EXPECT_TRUE(shouldSplit(1024, 1024 + 512, defaults));
}

// The large pool splits only a remainder of more than 1 MiB: 25 MiB from 26 MiB leaves
// exactly 1 MiB, so the request holds all 26 (E3).
TEST(AllocatorRules, TheLargePoolSplitsOnlyRemaindersAbove1MiB)
{
    const AllocatorSettings defaults;
    EXPECT_FALSE(shouldSplit(25 * MiB, 26 * MiB, defaults));
    EXPECT_TRUE(shouldSplit(25 * MiB, 26 * MiB + 1, defaults));
    EXPECT_TRUE(shouldSplit(3 * MiB, 20 * MiB, defaults));
    EXPECT_TRUE(shouldSplit(1049088, 20 * MiB, defaults));   // 1 MiB + 1 rounded, in its 20 MiB segment (E4)
}

// With max_split_size_mb:100 a request of 100 MiB or more never splits its block (E6);
// expandable segments split any remainder of 512 bytes, in every pool.
TEST(AllocatorRules, OversizeRequestsNeverSplitAndExpandableSegmentsAlwaysDo)
{
    AllocatorSettings capped;
    capped.maxSplitSize = 100 * MiB;
    EXPECT_FALSE(shouldSplit(190 * MiB, 200 * MiB, capped));
    EXPECT_TRUE(shouldSplit(99 * MiB, 200 * MiB, capped));
    EXPECT_TRUE(shouldSplit(190 * MiB, 200 * MiB, AllocatorSettings{}));
    AllocatorSettings expandable;
    expandable.expandableSegments = true;
    EXPECT_TRUE(shouldSplit(25 * MiB, 25 * MiB + 512, expandable));
    EXPECT_FALSE(shouldSplit(25 * MiB, 25 * MiB + 511, expandable));
}

}  // namespace
