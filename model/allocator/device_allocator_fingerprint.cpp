// The allocator's state as a comparable list of numbers. The trace generator compares it at
// two moments of a long accumulation: once it repeats, every later period of the schedule
// is met the same way and need not be replayed for the peaks (TraceOptions::collapseRepeats).
#include <algorithm>

#include "model/allocator/device_allocator.h"

namespace memledger::model::detail {

void DeviceAllocator::fingerprint(const TensorNamer* name, std::vector<std::uint64_t>& out) const
{
    out.push_back(m_nextAddress);
    out.push_back(m_allocated);
    out.push_back(m_reserved);
    out.push_back(m_requested);
    out.push_back(m_segments.size());
    // Garbage collection frees the oldest cached blocks first: with it on, a free block's
    // age decides as much as its size.
    const bool ages = gcEnabled();
    for (std::size_t small = 0; small < m_pools.size(); ++small)
        for (const auto& [stream, pool] : m_pools[small]) {
            out.push_back(static_cast<std::uint64_t>(stream));
            out.push_back(pool.free.size());
            for (const FreeKey& key : pool.free) {
                out.push_back(key.size);
                out.push_back(key.address);
                if (ages)
                    out.push_back(static_cast<std::uint64_t>(m_getFreeCalls[small] - block(key.block).gcBase));
            }
            out.push_back(pool.unmapped.size());
            for (const auto& [address, index] : pool.unmapped) {
                out.push_back(address);
                out.push_back(block(index).size);
            }
        }
    if (!name)
        return;
    for (const Segment& segment : m_segments) {
        out.push_back(segment.address);
        out.push_back(segment.size);
        out.push_back(segment.expandable ? 1 : 0);
    }
    // Every block by address (unique among live blocks, mapped or not); slot numbers and the
    // free lists' order follow from them.
    std::vector<int> live;
    for (std::size_t i = 0; i < m_blocks.size(); ++i)
        if (m_blocks[i].live)
            live.push_back(static_cast<int>(i));
    std::sort(live.begin(), live.end(), [this](int a, int b) { return block(a).address < block(b).address; });
    for (int index : live) {
        const Block& b = block(index);
        out.push_back(b.address);
        out.push_back(b.size);
        out.push_back(b.requested);
        out.push_back(static_cast<std::uint64_t>(b.segment));
        out.push_back(static_cast<std::uint64_t>(b.stream));
        out.push_back((b.smallPool ? 1u : 0u) | (b.allocated ? 2u : 0u) | (b.mapped ? 4u : 0u) |
                      (b.prev >= 0 ? 8u : 0u) | (b.next >= 0 ? 16u : 0u));
        out.push_back(b.allocated ? (*name)(b.tensor) : 0);
    }
}

}  // namespace memledger::model::detail
