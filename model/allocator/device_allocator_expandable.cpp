// Expandable segments (expandable_segments:True): one address range per stream and pool,
// reserved for 9/8 of the device, into which pages are mapped as requests need them:
// find_expandable_block, map_block, unmap_block and try_allocate_expandable_block of
// c10/cuda/CUDACachingAllocator.cpp @ 001074d25084fdb87a799823e395a50f5ec044d3.
#include "model/allocator/device_allocator.h"

#include "model/core/allocator_rules.h"

namespace memledger::model::detail {

std::uint64_t DeviceAllocator::expandableSize(int index) const
{
    const Block& b = block(index);
    return b.size + (b.next >= 0 && !block(b.next).mapped ? block(b.next).size : 0);
}

// The lowest address where free and unmapped blocks together hold `size`; a new address
// range when none does.
int DeviceAllocator::findExpandable(bool smallPool, int stream, std::uint64_t size)
{
    auto available = [&](int index) {
        std::uint64_t bytes = 0;
        for (int b = index; b >= 0 && bytes < size && !block(b).allocated; b = block(b).next)
            bytes += block(b).size;
        return bytes >= size;
    };
    for (const auto& [address, index] : pool(smallPool, stream).unmapped) {
        const int prev = block(index).prev;
        const int start = prev >= 0 && !block(prev).allocated ? prev : index;
        if (available(start))
            return start;
    }
    const std::uint64_t page = expandablePageSize(smallPool);
    const std::uint64_t pages = (m_capacity + m_capacity / 8 + page - 1) / page;
    const std::uint64_t address = (m_nextAddress + page - 1) / page * page;
    m_nextAddress = address + pages * page;
    m_segments.push_back({address, pages * page, true});
    Block range;
    range.address = address;
    range.size = pages * page;
    range.segment = static_cast<int>(m_segments.size()) - 1;
    range.stream = stream;
    range.smallPool = smallPool;
    range.mapped = false;
    const int index = newBlock(range);
    cache(index);
    return index;
}

// map_block: pages covering the first `size` bytes of an unmapped range; they join the
// free neighbours. False when the device has no room for them.
bool DeviceAllocator::mapPages(int index, std::uint64_t size)
{
    const Block& b = block(index);
    const Segment& segment = segmentOf(index);
    const std::uint64_t page = expandablePageSize(b.smallPool);
    const std::uint64_t offset = b.address - segment.address;
    const std::uint64_t mapped = ((offset + size + page - 1) / page - offset / page) * page;
    if (m_reserved + mapped > m_capacity)
        return false;
    uncache(index);
    block(index).mapped = true;
    if (mapped < block(index).size) {
        Block rest = block(index);
        rest.address += mapped;
        rest.size -= mapped;
        rest.mapped = false;
        rest.prev = index;
        const int after = newBlock(rest);
        if (block(after).next >= 0)
            block(block(after).next).prev = after;
        block(index).next = after;
        block(index).size = mapped;
        cache(after);
    }
    tryMerge(index, block(index).prev);
    tryMerge(index, block(index).next);
    cache(index);
    m_reserved += mapped;
    ++m_counters.deviceAllocs;
    return true;
}

int DeviceAllocator::allocateExpandable(bool smallPool, int stream, std::uint64_t size)
{
    int candidate = findExpandable(smallPool, stream, size);
    if (!block(candidate).mapped && !mapPages(candidate, std::min(block(candidate).size, size)))
        return -1;
    while (block(candidate).size < size) {
        const int next = block(candidate).next;
        if (!mapPages(next, std::min(size - block(candidate).size, block(next).size)))
            return -1;
        candidate = next;   // it absorbed the free block before it
    }
    uncache(candidate);
    return candidate;
}

// unmap_block: the pages wholly inside a free block go back to the device; the partial
// pages at either end stay mapped as free blocks.
void DeviceAllocator::unmapPages(int index)
{
    const Block b = block(index);
    const Segment& segment = segmentOf(index);
    const std::uint64_t page = expandablePageSize(b.smallPool);
    const std::uint64_t first = (b.address - segment.address + page - 1) / page;
    const std::uint64_t last = (b.address + b.size - segment.address) / page;
    if (first >= last)
        return;
    uncache(index);
    const std::uint64_t start = segment.address + first * page;
    const std::uint64_t bytes = (last - first) * page;
    auto splitOff = [&](std::uint64_t address, std::uint64_t size, bool before) {
        Block part = b;
        part.address = address;
        part.size = size;
        part.prev = before ? b.prev : index;
        part.next = before ? index : block(index).next;
        const int added = newBlock(part);
        if (before) {
            if (part.prev >= 0)
                block(part.prev).next = added;
            block(index).prev = added;
        } else {
            if (part.next >= 0)
                block(part.next).prev = added;
            block(index).next = added;
        }
        cache(added);
    };
    if (start > b.address)
        splitOff(b.address, start - b.address, true);
    if (start + bytes < b.address + b.size)
        splitOff(start + bytes, b.address + b.size - start - bytes, false);
    Block& range = block(index);
    range.address = start;
    range.size = bytes;
    range.mapped = false;
    tryMerge(index, block(index).prev);
    tryMerge(index, block(index).next);
    cache(index);
    m_reserved -= bytes;
    ++m_counters.deviceFrees;
}

}  // namespace memledger::model::detail
