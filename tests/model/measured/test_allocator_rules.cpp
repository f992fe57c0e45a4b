// The caching allocator's rounding and splitting, on examples worked by hand from
// round_size and should_split in c10/cuda/CUDACachingAllocator.cpp @ 001074d2.
#include <gtest/gtest.h>

#include "model/measured/allocator_rules.h"

namespace memledger::model {
namespace {

constexpr std::int64_t MiB = 1 << 20;

RecordedAllocatorSettings divisions(std::int64_t count)
{
    RecordedAllocatorSettings settings;
    settings.roundupPower2Divisions.fill(count);
    return settings;
}

TEST(AllocatorRules, RoundsToMultiplesOf512)
{
    const RecordedAllocatorSettings defaults;
    EXPECT_EQ(roundedSize(0, defaults), 512);
    EXPECT_EQ(roundedSize(1, defaults), 512);
    EXPECT_EQ(roundedSize(1000, defaults), 1024);
    EXPECT_EQ(roundedSize(1024, defaults), 1024);
    EXPECT_EQ(roundedSize(MiB + 1, defaults), 1049088);
    EXPECT_EQ(roundedSize(5000000, defaults), 5000192);
}

// roundup_power2_divisions:4 splits [4 MiB, 8 MiB) into quarters; below 512 * 4 bytes
// the plain rule applies.
TEST(AllocatorRules, RoundsToPowerOfTwoDivisions)
{
    const RecordedAllocatorSettings four = divisions(4);
    EXPECT_EQ(roundedSize(5000000, four), 5242880);
    EXPECT_EQ(roundedSize(1200, four), 1536);
    EXPECT_EQ(roundedSize(4 * MiB, four), 4 * MiB);           // a power of two stays
    EXPECT_EQ(roundedSize(4 * MiB + 1, four), 5 * MiB);
    RecordedAllocatorSettings firstIntervalOnly;
    firstIntervalOnly.roundupPower2Divisions[0] = 2;  // also covers requests under 1 MiB
    EXPECT_EQ(roundedSize(600000, firstIntervalOnly), 786432);
    EXPECT_EQ(roundedSize(3 * MiB, firstIntervalOnly), 3 * MiB);
}

TEST(AllocatorRules, RoundingNeverOverflows)
{
    const std::int64_t largest = INT64_MAX;
    EXPECT_EQ(roundedSize(largest, RecordedAllocatorSettings{}), largest);
    EXPECT_EQ(roundedSize(largest, divisions(std::int64_t{1} << 62)), largest);
}

// The small pool splits any remainder of 512 bytes or more; the large pool only
// one of more than 1 MiB.
TEST(AllocatorRules, SplitsAsTheAllocatorDoes)
{
    const RecordedAllocatorSettings defaults;
    EXPECT_EQ(grantedSize(1024, 2 * MiB, defaults), 1024);
    EXPECT_EQ(grantedSize(1024, 1024 + 511, defaults), 1024 + 511);
    EXPECT_EQ(grantedSize(1024, 1024 + 512, defaults), 1024);
    EXPECT_EQ(grantedSize(25 * MiB, 26 * MiB, defaults), 26 * MiB);
    EXPECT_EQ(grantedSize(25 * MiB, 26 * MiB + 1, defaults), 25 * MiB);
    EXPECT_EQ(grantedSize(3 * MiB, 20 * MiB, defaults), 3 * MiB);
    EXPECT_EQ(grantedSize(1049088, 20 * MiB, defaults), 1049088);
    EXPECT_EQ(grantedSize(10 * MiB, 10 * MiB, defaults), 10 * MiB);
}

// With max_split_size_mb:100, a block of 100 MiB or more is handed out whole.
TEST(AllocatorRules, NeverSplitsAnOversizeBlock)
{
    RecordedAllocatorSettings settings;
    settings.maxSplitSize = 100 * MiB;
    EXPECT_EQ(grantedSize(190 * MiB, 200 * MiB, settings), 200 * MiB);
    EXPECT_EQ(grantedSize(99 * MiB, 200 * MiB, settings), 99 * MiB);
    EXPECT_EQ(grantedSize(190 * MiB, 200 * MiB, RecordedAllocatorSettings{}), 190 * MiB);
}

}  // namespace
}  // namespace memledger::model
