#include "model/measured/recorded_settings.h"

#include <algorithm>
#include <limits>

#include "model/core/allocator_rules.h"

namespace memledger::model {

namespace {

constexpr std::int64_t kMostDivisions = std::int64_t{1} << 31;

}  // namespace

AllocatorSettings allocatorSettingsOf(const RecordedAllocatorSettings& recorded)
{
    AllocatorSettings settings;
    settings.expandableSegments = recorded.expandableSegments;
    settings.maxSplitSize =
        recorded.maxSplitSize < 0 ? kUnlimitedSplitSize : static_cast<std::uint64_t>(recorded.maxSplitSize);
    settings.garbageCollectionThreshold = recorded.garbageCollectionThreshold;
    for (std::size_t i = 0; i < settings.roundupPower2Divisions.size(); ++i)
        settings.roundupPower2Divisions[i] =
            static_cast<std::uint32_t>(std::clamp<std::int64_t>(recorded.roundupPower2Divisions[i], 0, kMostDivisions));
    return settings;
}

std::int64_t roundedRequest(std::int64_t requested, const AllocatorSettings& settings)
{
    constexpr auto kLargest = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
    const std::uint64_t rounded = roundSize(static_cast<std::uint64_t>(std::max<std::int64_t>(requested, 0)), settings);
    return static_cast<std::int64_t>(std::min(rounded, kLargest));
}

}  // namespace memledger::model
