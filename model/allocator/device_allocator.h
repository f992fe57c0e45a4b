// Internal to the allocator model: the state of one device's caching allocator and the
// operations PyTorch's DeviceCachingAllocator performs on it (malloc, free, empty_cache),
// after c10/cuda/CUDACachingAllocator.cpp @ 001074d25084fdb87a799823e395a50f5ec044d3.
// Sizes are exact integers; addresses are simulated, for the block map only.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <set>
#include <vector>

#include "model/allocator/allocator_replay.h"
#include "model/allocator/tensor_blocks.h"

namespace memledger::model::detail {

class DeviceAllocator {
public:
    DeviceAllocator(const AllocatorSettings& settings, std::uint64_t capacity);

    // False when the request cannot be met even after the cache is released; lastOom()
    // then describes the failure.
    bool malloc(std::uint64_t tensor, std::uint64_t bytes, int stream, const TensorTag& tag);
    void free(std::uint64_t tensor);
    // release_cached_blocks: whole free segments go back, expandable segments unmap free pages.
    void emptyCache();

    bool holds(std::uint64_t tensor) const { return m_tensors.contains(tensor); }
    std::uint64_t allocated() const { return m_allocated; }
    std::uint64_t reserved() const { return m_reserved; }
    std::uint64_t requested() const { return m_requested; }
    const AllocatorCounters& counters() const { return m_counters; }
    const OutOfMemory& lastOom() const { return m_oom; }
    std::vector<MemorySegment> segments() const;
    // AllocEventSink::fingerprint of this state (device_allocator_fingerprint.cpp).
    void fingerprint(const TensorNamer* name, std::vector<std::uint64_t>& out) const;

private:
    struct Block {
        std::uint64_t address = 0;
        std::uint64_t size = 0;
        std::uint64_t requested = 0;
        std::uint64_t tensor = 0;  // what an allocated block holds
        std::int64_t gcBase = 0;   // the pool's get_free_block count when the block was cached
        int segment = -1;
        int prev = -1;             // neighbours in the segment (split blocks)
        int next = -1;
        int stream = kComputeStream;
        bool smallPool = false;
        bool allocated = false;
        bool mapped = true;        // false only for the unmapped ranges of expandable segments
        bool live = false;         // the slot holds a block
        TensorTag tag;
        bool isSplit() const { return prev >= 0 || next >= 0; }
    };
    struct Segment {
        std::uint64_t address = 0;
        std::uint64_t size = 0;    // expandable: the address space reserved, mapped or not
        bool expandable = false;
    };
    // The cached free blocks of one stream in one pool, best fit first: (size, address).
    struct FreeKey {
        std::uint64_t size;
        std::uint64_t address;
        int block;
        bool operator<(const FreeKey& o) const { return size != o.size ? size < o.size : address < o.address; }
    };
    struct Pool {
        std::set<FreeKey> free;
        std::map<std::uint64_t, int> unmapped;   // expandable ranges without pages, by address
    };

    Block& block(int index) { return m_blocks[static_cast<std::size_t>(index)]; }
    const Block& block(int index) const { return m_blocks[static_cast<std::size_t>(index)]; }
    Pool& pool(bool smallPool, int stream) { return m_pools[smallPool ? 1 : 0][stream]; }
    const Segment& segmentOf(int index) const { return m_segments[static_cast<std::size_t>(block(index).segment)]; }
    bool isExpandable(int index) const { return segmentOf(index).expandable; }
    int newBlock(const Block& value);
    void dropBlock(int index);
    void cache(int index);
    void uncache(int index);
    bool tryMerge(int dst, int src);
    bool gcEnabled() const;

    int findFreeBlock(bool smallPool, int stream, std::uint64_t size);
    int allocateSegment(bool smallPool, int stream, std::uint64_t size, std::uint64_t segmentBytes, bool retry);
    void place(int index, std::uint64_t size, std::uint64_t bytes, std::uint64_t tensor, const TensorTag& tag);
    void recordOom(int stream, std::uint64_t bytes, std::uint64_t size);

    // device_allocator_release.cpp
    void releaseSegment(int index);
    bool releaseAvailableCachedBlocks(bool smallPool, int stream, std::uint64_t size);
    void releaseCachedBlocks();
    void releasePool(Pool& pool);
    void garbageCollect();

    // device_allocator_expandable.cpp
    int allocateExpandable(bool smallPool, int stream, std::uint64_t size);
    int findExpandable(bool smallPool, int stream, std::uint64_t size);
    bool mapPages(int index, std::uint64_t size);
    void unmapPages(int index);
    std::uint64_t expandableSize(int index) const;

    AllocatorSettings m_settings;
    std::uint64_t m_capacity;
    std::uint64_t m_allowed;       // capacity × memory fraction, when one is set
    std::vector<Block> m_blocks;
    std::vector<int> m_freeSlots;
    std::vector<Segment> m_segments;
    std::array<std::map<int, Pool>, 2> m_pools;   // [large, small] by stream
    std::array<std::int64_t, 2> m_getFreeCalls{}; // per pool: the block age garbage collection reads
    TensorBlocks m_tensors;
    std::uint64_t m_nextAddress = 0;
    std::uint64_t m_allocated = 0;
    std::uint64_t m_reserved = 0;
    std::uint64_t m_requested = 0;
    AllocatorCounters m_counters;
    OutOfMemory m_oom;
};

}  // namespace memledger::model::detail
