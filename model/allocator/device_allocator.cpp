#include "model/allocator/device_allocator.h"

#include <algorithm>
#include <cmath>

#include "model/core/allocator_rules.h"

namespace memledger::model::detail {

DeviceAllocator::DeviceAllocator(const AllocatorSettings& settings, std::uint64_t capacity)
    : m_settings(settings)
    , m_capacity(capacity)
    , m_allowed(settings.memoryFraction
                    ? static_cast<std::uint64_t>(std::floor(*settings.memoryFraction * static_cast<double>(capacity)))
                    : capacity)
{
}

int DeviceAllocator::newBlock(const Block& value)
{
    int index = 0;
    if (m_freeSlots.empty()) {
        index = static_cast<int>(m_blocks.size());
        m_blocks.push_back(value);
    } else {
        index = m_freeSlots.back();
        m_freeSlots.pop_back();
        block(index) = value;
    }
    block(index).live = true;
    return index;
}

void DeviceAllocator::dropBlock(int index)
{
    block(index).live = false;
    m_freeSlots.push_back(index);
}

// insert_into_blocks / pool.unmapped.insert: a free block becomes findable.
void DeviceAllocator::cache(int index)
{
    Block& b = block(index);
    Pool& p = pool(b.smallPool, b.stream);
    if (!b.mapped) {
        p.unmapped.emplace(b.address, index);
        return;
    }
    b.gcBase = m_getFreeCalls[b.smallPool ? 1 : 0];
    p.free.insert({b.size, b.address, index});
}

void DeviceAllocator::uncache(int index)
{
    const Block& b = block(index);
    Pool& p = pool(b.smallPool, b.stream);
    if (b.mapped)
        p.free.erase({b.size, b.address, index});
    else
        p.unmapped.erase(b.address);
}

// try_merge_blocks: `src`, a free neighbour in the same mapped state, joins `dst`.
bool DeviceAllocator::tryMerge(int dst, int src)
{
    if (src < 0)
        return false;
    Block& s = block(src);
    Block& d = block(dst);
    if (s.allocated || s.mapped != d.mapped)
        return false;
    uncache(src);
    if (d.prev == src) {
        d.address = s.address;
        d.prev = s.prev;
        if (d.prev >= 0)
            block(d.prev).next = dst;
    } else {
        d.next = s.next;
        if (d.next >= 0)
            block(d.next).prev = dst;
    }
    d.size += s.size;
    dropBlock(src);
    return true;
}

bool DeviceAllocator::gcEnabled() const
{
    return m_settings.memoryFraction.has_value() && m_settings.garbageCollectionThreshold > 0;
}

// get_free_block: the smallest cached block of the stream that fits, lowest address on
// ties; then the two oversize rules, after which no other block is tried.
int DeviceAllocator::findFreeBlock(bool smallPool, int stream, std::uint64_t size)
{
    if (gcEnabled())
        ++m_getFreeCalls[smallPool ? 1 : 0];
    auto& blocks = pool(smallPool, stream).free;
    auto it = blocks.lower_bound({size, 0, -1});
    if (it == blocks.end())
        return -1;
    // An expandable block is ranked by what it can grow to: its size plus the unmapped
    // range after it.
    if (isExpandable(it->block)) {
        for (auto next = std::next(it); next != blocks.end() && expandableSize(next->block) < expandableSize(it->block);
             ++next)
            it = next;
    }
    const std::uint64_t found = it->size;
    if (size < m_settings.maxSplitSize && found >= m_settings.maxSplitSize)
        return -1;
    if (size >= m_settings.maxSplitSize && found >= size + m_settings.maxNonSplitRounding)
        return -1;
    const int index = it->block;
    blocks.erase(it);
    return index;
}

// alloc_block: a new segment from the device, unless it would exceed the memory fraction
// or the capacity.
int DeviceAllocator::allocateSegment(bool smallPool, int stream, std::uint64_t size, std::uint64_t segmentBytes,
                                     bool retry)
{
    if (retry)
        ++m_counters.allocRetries;
    if (m_settings.memoryFraction && m_reserved + segmentBytes > m_allowed)
        return -1;
    if (m_settings.expandableSegments)
        return allocateExpandable(smallPool, stream, size);
    if (m_reserved + segmentBytes > m_capacity)
        return -1;
    const std::uint64_t address = (m_nextAddress + kRoundLarge - 1) / kRoundLarge * kRoundLarge;
    m_nextAddress = address + segmentBytes;
    m_segments.push_back({address, segmentBytes, false});
    Block b;
    b.address = address;
    b.size = segmentBytes;
    b.segment = static_cast<int>(m_segments.size()) - 1;
    b.stream = stream;
    b.smallPool = smallPool;
    m_reserved += segmentBytes;
    ++m_counters.deviceAllocs;
    return newBlock(b);
}

// alloc_found_block: the request takes the low addresses of the block; the rest stays
// cached when should_split says so, otherwise the request holds the whole block.
void DeviceAllocator::place(int index, std::uint64_t size, std::uint64_t bytes, std::uint64_t tensor,
                            const TensorTag& tag)
{
    Block& found = block(index);
    int taken = index;
    if (shouldSplit(size, found.size, m_settings)) {
        Block part = found;
        part.size = size;
        part.next = index;
        taken = newBlock(part);
        Block& rest = block(index);   // newBlock may have moved the storage
        if (rest.prev >= 0)
            block(rest.prev).next = taken;
        rest.prev = taken;
        rest.address += size;
        rest.size -= size;
        cache(index);
    }
    Block& b = block(taken);
    b.allocated = true;
    b.requested = bytes;
    b.tensor = tensor;
    b.tag = tag;
    m_allocated += b.size;
    m_requested += bytes;
    m_tensors.set(tensor, taken);
}

bool DeviceAllocator::malloc(std::uint64_t tensor, std::uint64_t bytes, int stream, const TensorTag& tag)
{
    const std::uint64_t size = roundSize(bytes, m_settings);
    const bool smallPool = isSmallPool(size);
    const std::uint64_t segmentBytes = segmentSize(size);
    int found = findFreeBlock(smallPool, stream, size);
    if (found < 0) {
        if (gcEnabled())
            garbageCollect();
        found = allocateSegment(smallPool, stream, size, segmentBytes, false);
        if (found < 0 && releaseAvailableCachedBlocks(smallPool, stream, size))
            found = allocateSegment(smallPool, stream, size, segmentBytes, false);
        if (found < 0) {
            releaseCachedBlocks();
            found = allocateSegment(smallPool, stream, size, segmentBytes, true);
        }
    }
    if (found < 0) {
        recordOom(stream, bytes, size);
        return false;
    }
    place(found, size, bytes, tensor, tag);
    return true;
}

void DeviceAllocator::recordOom(int stream, std::uint64_t bytes, std::uint64_t size)
{
    ++m_counters.ooms;
    std::uint64_t largest = 0;
    for (const auto& pools : m_pools)
        for (const auto& [id, p] : pools)
            if (!p.free.empty())
                largest = std::max(largest, p.free.rbegin()->size);
    m_oom = {0, stream, bytes, size, m_allocated, m_reserved, m_capacity, largest};
}

// free() then free_block(): the block returns to its stream's pool, merged with free
// neighbours.
void DeviceAllocator::free(std::uint64_t tensor)
{
    const int index = m_tensors.find(tensor);
    m_tensors.erase(tensor);
    Block& b = block(index);
    b.allocated = false;
    m_allocated -= b.size;
    m_requested -= b.requested;
    b.requested = 0;
    b.tensor = 0;
    b.tag = {};
    tryMerge(index, block(index).prev);
    tryMerge(index, block(index).next);
    cache(index);
}

void DeviceAllocator::emptyCache() { releaseCachedBlocks(); }

std::vector<MemorySegment> DeviceAllocator::segments() const
{
    std::vector<MemorySegment> out;
    for (std::size_t i = 0; i < m_blocks.size(); ++i) {
        const Block& head = m_blocks[i];
        // One entry per cudaMalloc'd segment, or per mapped range of an expandable one.
        if (!head.live || !head.mapped || (head.prev >= 0 && block(head.prev).mapped))
            continue;
        MemorySegment segment;
        segment.address = head.address;
        segment.stream = head.stream;
        segment.smallPool = head.smallPool;
        segment.expandable = isExpandable(static_cast<int>(i));
        for (int b = static_cast<int>(i); b >= 0 && block(b).mapped; b = block(b).next) {
            const Block& part = block(b);
            segment.blocks.push_back({part.address, part.size, part.requested, part.allocated, part.tag});
            segment.size += part.size;
        }
        out.push_back(std::move(segment));
    }
    std::sort(out.begin(), out.end(),
              [](const MemorySegment& a, const MemorySegment& b) { return a.address < b.address; });
    return out;
}

}  // namespace memledger::model::detail
