// A snapshot's recorded allocator settings, as the settings the shared size rules take:
// a measured trace must be rounded exactly as the simulator rounds.
#include <gtest/gtest.h>

#include <limits>

#include "model/measured/recorded_settings.h"

namespace memledger::model {
namespace {

constexpr std::int64_t MiB = 1 << 20;

TEST(RecordedSettings, UnsetMeansPyTorchsDefaults)
{
    EXPECT_EQ(allocatorSettingsOf(RecordedAllocatorSettings{}), AllocatorSettings{});
}

TEST(RecordedSettings, CarryEverySettingTheRulesRead)
{
    RecordedAllocatorSettings recorded;
    recorded.maxSplitSize = 128 * MiB;
    recorded.expandableSegments = true;
    recorded.garbageCollectionThreshold = 0.6;
    recorded.roundupPower2Divisions[2] = 4;
    const AllocatorSettings settings = allocatorSettingsOf(recorded);
    EXPECT_EQ(settings.maxSplitSize, 128u * MiB);
    EXPECT_TRUE(settings.expandableSegments);
    EXPECT_DOUBLE_EQ(settings.garbageCollectionThreshold, 0.6);
    EXPECT_EQ(settings.roundupPower2Divisions[2], 4u);
    EXPECT_EQ(settings.roundupPower2Divisions[1], 0u);
}

// roundup_power2_divisions:4 on 5,000,000 bytes: quarters of [4, 8) MiB, so 5 MiB (E5).
TEST(RecordedSettings, RequestsRoundByTheRecordedDivisions)
{
    RecordedAllocatorSettings recorded;
    recorded.roundupPower2Divisions.fill(4);
    EXPECT_EQ(roundedRequest(5000000, allocatorSettingsOf(recorded)), 5 * MiB);
    EXPECT_EQ(roundedRequest(5000000, AllocatorSettings{}), 5000192);
    EXPECT_EQ(roundedRequest(0, AllocatorSettings{}), 512);
}

// A hostile snapshot's largest request and division count: the rounded size saturates
// instead of wrapping to a negative byte count.
TEST(RecordedSettings, RoundingNeverOverflows)
{
    constexpr std::int64_t largest = std::numeric_limits<std::int64_t>::max();
    RecordedAllocatorSettings recorded;
    recorded.roundupPower2Divisions.fill(std::int64_t{1} << 62);
    EXPECT_EQ(roundedRequest(largest, AllocatorSettings{}), largest);
    EXPECT_EQ(roundedRequest(largest, allocatorSettingsOf(recorded)), largest);
}

}  // namespace
}  // namespace memledger::model
