// The caching allocator's size rules, each a pure function of a request and the settings,
// as c10/cuda/CUDACachingAllocator.cpp @ 001074d25084fdb87a799823e395a50f5ec044d3 states
// them (round_size, get_allocation_size, roundup_power2_divisions, should_split, the
// expandable page). One copy for the simulator (model/allocator) and for the reader of
// measured traces (model/measured), which must round and split exactly alike.
#pragma once

#include <cstdint>

#include "model/core/allocator_settings.h"

namespace memledger::model {

inline constexpr std::uint64_t kMinBlockSize = 512;         // every size is a multiple of it
inline constexpr std::uint64_t kSmallSize = kMiB;           // largest request of the small pool
inline constexpr std::uint64_t kSmallBuffer = 2 * kMiB;     // segment of the small pool
inline constexpr std::uint64_t kMinLargeAlloc = 10 * kMiB;  // below it a large request gets …
inline constexpr std::uint64_t kLargeBuffer = 20 * kMiB;    // … a segment of this size
inline constexpr std::uint64_t kRoundLarge = 2 * kMiB;      // larger segments are rounded to it

// The size a request is served with: 512-byte multiples, or the next of d equal steps of
// its power-of-two interval when roundup_power2_divisions gives d > 1 (round_size).
std::uint64_t roundSize(std::uint64_t requested, const AllocatorSettings& settings);

// The roundup_power2_divisions entry that applies to a request of `bytes`.
std::uint32_t divisionsFor(std::uint64_t bytes, const AllocatorSettings& settings);

inline bool isSmallPool(std::uint64_t rounded) { return rounded <= kSmallSize; }

// The segment cudaMalloc'd when no cached block fits (get_allocation_size).
std::uint64_t segmentSize(std::uint64_t rounded);

// should_split: whether the rest of a free block of `blockSize` bytes stays cached when a
// request rounded to `rounded` takes its low addresses. Otherwise the request holds the
// whole block and allocated_bytes counts all of it. The small pool, and every pool with
// expandable segments, splits off any remainder of 512 bytes or more; the large pool
// only one of more than 1 MiB, and never an oversize block (max_split_size).
bool shouldSplit(std::uint64_t rounded, std::uint64_t blockSize, const AllocatorSettings& settings);

// Expandable segments grow by whole pages: 2 MiB in the small pool, 20 MiB in the large.
inline std::uint64_t expandablePageSize(bool smallPool) { return smallPool ? kSmallBuffer : kLargeBuffer; }

}  // namespace memledger::model
