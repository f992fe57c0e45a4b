// The allocator's state replayed along one device's trace. A snapshot knows its segments
// and blocks only at the moment of the dump, and its trace only what changed; so, as
// MemoryViz.js does, the replay first undoes the whole trace from the dump to find the
// state before the first event, then plays the events forward.
//
// The trace records requested sizes, but allocated_bytes counts blocks. A block alive at
// the dump has its exact size; one allocated and freed within the trace gets the size the
// allocator's own rules gave it (model/core/allocator_rules.h), from the free range it was carved
// from; one allocated before the trace and freed within it can only be estimated from
// rounding its request.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <vector>

#include "model/measured/memory_category.h"
#include "model/measured/recorded_settings.h"
#include "model/measured/snapshot.h"

namespace memledger::model {

struct LiveBlock {
    std::int64_t size = 0;       // bytes allocated_bytes counts while it is allocated
    std::int64_t requested = 0;  // bytes the program asked for
    bool pendingFree = false;    // freed, not yet reusable
    int stack = kNoStack;
    MemoryCategory category = MemoryCategory::BeforeTrace;
};

struct LiveRange {
    std::int64_t end = 0;
    std::int64_t stream = 0;
    bool expandable = false;
};

// How far the replayed figures rest on inference; all zero for a trace that covers
// everything from an empty allocator.
struct ReplayCounts {
    std::size_t blocksBeforeTrace = 0;  // alive when the trace begins
    std::int64_t bytesBeforeTrace = 0;
    std::size_t estimatedSizes = 0;     // of those, freed within the trace: size from rounding alone
    std::size_t inferredSizes = 0;      // allocated and freed within the trace: size from the split rule
    std::size_t inconsistencies = 0;    // events the state cannot explain (a free of an unknown block, a
                                        // segment freed that was never there) and blocks or segments dumped
                                        // twice at one address: non-zero means the figures are approximate
    std::size_t ooms = 0;
};

class TraceReplay {
public:
    // The state before the device's first trace event.
    TraceReplay(const MemorySnapshot& snapshot, int device);

    bool done() const { return m_applied == m_trace.size(); }
    std::size_t applied() const { return m_applied; }
    // Plays the next event; call only while !done().
    void applyNext();

    std::int64_t allocated() const { return m_allocated; }
    std::int64_t requested() const { return m_requested; }
    std::int64_t reserved() const { return m_reserved; }
    std::optional<std::int64_t> lastTimeUs() const;
    const std::map<std::int64_t, LiveBlock>& blocks() const { return m_blocks; }
    const std::map<std::int64_t, LiveRange>& segments() const { return m_segments; }
    const ReplayCounts& counts() const { return m_counts; }

private:
    void loadDump(int device);
    void undo(std::size_t index);
    void finishStart();
    void allocate(const TraceEvent& event, std::size_t index);
    void requestFree(std::int64_t address);
    void completeFree(std::int64_t address);
    // Segment events played forward, or undone by their opposite.
    void addSegment(const TraceEvent& event);
    void removeSegment(const TraceEvent& event);
    void mapPages(const TraceEvent& event);
    void unmapPages(const TraceEvent& event);
    std::int64_t sizeGranted(std::int64_t address, std::int64_t rounded) const;
    MemoryCategory categoryOf(int stack) const;

    const MemorySnapshot* m_snapshot;
    const std::vector<TraceEvent>& m_trace;
    AllocatorSettings m_settings;
    std::vector<MemoryCategory> m_stackCategories;
    std::vector<std::optional<std::int64_t>> m_sizeAtDump;  // per Alloc event whose block is alive at the dump
    std::map<std::int64_t, LiveBlock> m_blocks;
    std::map<std::int64_t, LiveRange> m_segments;
    std::size_t m_applied = 0;
    std::int64_t m_allocated = 0;
    std::int64_t m_requested = 0;
    std::int64_t m_reserved = 0;
    ReplayCounts m_counts;
};

}  // namespace memledger::model
