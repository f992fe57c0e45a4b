#include "model/core/allocator_rules.h"

#include <algorithm>
#include <bit>

namespace memledger::model {

namespace {

std::uint64_t roundUp(std::uint64_t bytes, std::uint64_t multiple)
{
    return (bytes + multiple - 1) / multiple * multiple;
}

// roundup_power2_next_division: a power of two stays; otherwise the next multiple of
// floor_pow2(size) / floor_pow2(divisions).
std::uint64_t nextDivision(std::uint64_t size, std::uint32_t divisions)
{
    if (std::has_single_bit(size))
        return size;
    const std::uint64_t floor = std::bit_floor(size);
    const std::uint64_t step = floor >> (std::bit_width(divisions) - 1);
    if (step == 0)
        return floor << 1;
    return roundUp(size, step);
}

}  // namespace

std::uint32_t divisionsFor(std::uint64_t bytes, const AllocatorSettings& settings)
{
    // Interval index: floor(log2 bytes) − 20, clamped to the table (AllocatorConfig.cpp).
    const int log2 = static_cast<int>(std::bit_width(bytes)) - 1;
    const int index = std::clamp(log2 - 20, 0, kRoundupIntervals - 1);
    return settings.roundupPower2Divisions[static_cast<std::size_t>(index)];
}

std::uint64_t roundSize(std::uint64_t requested, const AllocatorSettings& settings)
{
    if (requested < kMinBlockSize)
        return kMinBlockSize;
    const std::uint32_t divisions = divisionsFor(requested, settings);
    if (divisions > 1 && requested > kMinBlockSize * divisions)
        return nextDivision(requested, divisions);
    return roundUp(requested, kMinBlockSize);
}

std::uint64_t segmentSize(std::uint64_t rounded)
{
    if (rounded <= kSmallSize)
        return kSmallBuffer;
    if (rounded < kMinLargeAlloc)
        return kLargeBuffer;
    return roundUp(rounded, kRoundLarge);
}

bool shouldSplit(std::uint64_t rounded, std::uint64_t blockSize, const AllocatorSettings& settings)
{
    const std::uint64_t remaining = blockSize - rounded;
    if (isSmallPool(rounded) || settings.expandableSegments)
        return remaining >= kMinBlockSize;
    return rounded < settings.maxSplitSize && remaining > kSmallSize;
}

}  // namespace memledger::model
