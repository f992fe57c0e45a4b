// The CUDA caching allocator's size rules (c10/cuda/CUDACachingAllocator.cpp, round_size
// and should_split), which turn a trace's requested sizes into the bytes
// allocated_bytes counts: a trace records what the program asked for, the statistics
// count the block it was given.
#pragma once

#include <cstdint>

#include "model/measured/snapshot.h"

namespace memledger::model {

inline constexpr std::int64_t kBlockGranularity = 512;       // every block is a multiple of this
inline constexpr std::int64_t kSmallPoolLimit = 1 << 20;      // requests up to this come from the small pool

// round_size: 512 bytes at least, then a multiple of 512, or with roundup_power2_divisions
// the next of `divisions` equal steps between two powers of two.
std::int64_t roundedSize(std::int64_t requested, const RecordedAllocatorSettings& settings);

// The block a rounded request receives from a free range of `freeBytes` starting at the
// same address in a segment that is not expandable: the request alone when the range is
// split, or the whole range — the large pool keeps remainders of 1 MiB or less, and an
// oversize request (max_split_size) is never split.
std::int64_t grantedSize(std::int64_t rounded, std::int64_t freeBytes, const RecordedAllocatorSettings& settings);

}  // namespace memledger::model
