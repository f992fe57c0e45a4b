#include "model/measured/allocator_rules.h"

#include <algorithm>
#include <bit>
#include <limits>

namespace memledger::model {

namespace {

constexpr std::uint64_t kLargestSize = std::numeric_limits<std::int64_t>::max();

// roundup_power2_divisions(): the interval of floor(log2(size)) - 20, clamped to the 16
// intervals, so the first also covers requests under 1 MiB.
std::int64_t divisionsFor(std::uint64_t size, const RecordedAllocatorSettings& settings)
{
    const int interval = std::clamp(static_cast<int>(std::bit_width(size)) - 1 - 20, 0, 15);
    return settings.roundupPower2Divisions[static_cast<std::size_t>(interval)];
}

// roundup_power2_next_division(): the next multiple of floor_pow2(size) / divisions.
std::uint64_t nextDivision(std::uint64_t size, std::uint64_t divisions)
{
    if (std::has_single_bit(size))
        return size;
    const std::uint64_t floor = std::bit_floor(size);
    const std::uint64_t step = floor >> (static_cast<int>(std::bit_width(divisions)) - 1);
    if (step == 0)
        return floor << 1;
    const std::uint64_t down = size & ~(step - 1);
    return down == size ? size : down + step;
}

}  // namespace

std::int64_t roundedSize(std::int64_t requested, const RecordedAllocatorSettings& settings)
{
    if (requested < kBlockGranularity)
        return kBlockGranularity;
    const auto size = static_cast<std::uint64_t>(requested);
    const std::int64_t divisions = divisionsFor(size, settings);
    const auto block = static_cast<std::uint64_t>(kBlockGranularity);
    // size > 512 * divisions, written so that it cannot overflow
    const std::uint64_t rounded = divisions > 1 && static_cast<std::uint64_t>(divisions) <= (size - 1) / block
                                      ? nextDivision(size, static_cast<std::uint64_t>(divisions))
                                      : (size + block - 1) / block * block;
    return static_cast<std::int64_t>(std::min(rounded, kLargestSize));
}

std::int64_t grantedSize(std::int64_t rounded, std::int64_t freeBytes, const RecordedAllocatorSettings& settings)
{
    if (freeBytes <= rounded)
        return rounded;
    const std::int64_t remaining = freeBytes - rounded;
    const bool oversize = settings.maxSplitSize >= 0 && rounded >= settings.maxSplitSize;
    const bool split = rounded <= kSmallPoolLimit ? remaining >= kBlockGranularity : !oversize && remaining > kSmallPoolLimit;
    return split ? rounded : freeBytes;
}

}  // namespace memledger::model
