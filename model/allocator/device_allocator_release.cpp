// How the allocator gives memory back: release_block, release_available_cached_blocks,
// release_cached_blocks and garbage_collect_cached_blocks of
// c10/cuda/CUDACachingAllocator.cpp @ 001074d25084fdb87a799823e395a50f5ec044d3.
#include "model/allocator/device_allocator.h"

#include <cmath>

namespace memledger::model::detail {

// release_block: cudaFree of a cached block that is a whole segment.
void DeviceAllocator::releaseSegment(int index)
{
    uncache(index);
    m_reserved -= block(index).size;
    ++m_counters.deviceFrees;
    dropBlock(index);
}

// With max_split_size_mb set, before the cache is flushed: free the smallest cached
// oversize block of the stream that covers the request, or else oversize blocks from the
// largest down until that much is freed. Oversize blocks are never split, so each is a
// whole segment; expandable segments have none to free here.
bool DeviceAllocator::releaseAvailableCachedBlocks(bool smallPool, int stream, std::uint64_t size)
{
    if (m_settings.maxSplitSize == kUnlimitedSplitSize || m_settings.expandableSegments)
        return false;
    auto& blocks = pool(smallPool, stream).free;
    const std::uint64_t target = std::max(size, m_settings.maxSplitSize);
    const auto it = blocks.lower_bound({target, 0, -1});
    if (it != blocks.end()) {
        releaseSegment(it->block);
        return true;
    }
    std::uint64_t released = 0;
    while (released < target && !blocks.empty() && blocks.rbegin()->size >= m_settings.maxSplitSize) {
        released += blocks.rbegin()->size;
        releaseSegment(blocks.rbegin()->block);
    }
    return released >= target;
}

// release_cached_blocks (empty_cache, and the last resort before an OOM): every cached
// block that is a whole segment is freed, large pool first; expandable segments unmap
// their free pages. Segments with a live block stay, with their free remainders.
void DeviceAllocator::releaseCachedBlocks()
{
    ++m_counters.syncAllStreams;
    for (auto& pools : m_pools)
        for (auto& [stream, p] : pools)
            releasePool(p);
}

void DeviceAllocator::releasePool(Pool& p)
{
    std::vector<int> whole;
    std::vector<int> expandable;
    for (const FreeKey& key : p.free) {
        const Block& b = block(key.block);
        if (isExpandable(key.block))
            expandable.push_back(key.block);
        else if (!b.isSplit())
            whole.push_back(key.block);
    }
    for (int index : whole)
        releaseSegment(index);
    for (int index : expandable) {
        unmapPages(index);
        const Block& b = block(index);
        if (!b.mapped && !b.isSplit()) {   // the whole address range is unmapped: release it
            uncache(index);
            dropBlock(index);
        }
    }
}

// garbage_collect_cached_blocks: above threshold × allowed memory, free whole cached
// large-pool segments that have waited at least the average age (in get_free_block calls),
// repeating until the excess is reclaimed.
void DeviceAllocator::garbageCollect()
{
    const auto threshold =
        static_cast<std::uint64_t>(m_settings.garbageCollectionThreshold * static_cast<double>(m_allowed));
    if (m_reserved <= threshold)
        return;
    const std::uint64_t target = m_reserved - threshold;
    const std::int64_t calls = m_getFreeCalls[0];
    auto candidates = [&] {
        std::vector<int> out;
        for (const auto& [stream, p] : m_pools[0])
            for (const FreeKey& key : p.free)
                if (!block(key.block).isSplit() && !isExpandable(key.block))
                    out.push_back(key.block);
        return out;
    };
    std::vector<int> freeable = candidates();
    double totalAge = 0;
    for (int index : freeable)
        totalAge += static_cast<double>(calls - block(index).gcBase);
    std::uint64_t reclaimed = 0;
    bool freed = true;
    while (reclaimed < target && freed && !freeable.empty()) {
        const double ageThreshold = totalAge / static_cast<double>(freeable.size());
        freed = false;
        for (int index : freeable) {
            const double age = static_cast<double>(calls - block(index).gcBase);
            if (age >= ageThreshold) {
                freed = true;
                reclaimed += block(index).size;
                totalAge -= age;
                releaseSegment(index);
            }
        }
        freeable = candidates();
    }
}

}  // namespace memledger::model::detail
