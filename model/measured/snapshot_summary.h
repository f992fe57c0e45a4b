// What a memory snapshot says about one GPU: memory at the dump, its peaks over the
// trace, memory after every event, the allocator's map when allocated memory peaked,
// and what the memory alive at that peak was for.
//
// The three figures are PyTorch's own statistics (torch.cuda.memory_stats()):
//   allocated  allocated_bytes: the blocks handed out, at their rounded sizes; drops when
//              the program frees a block (free_requested)
//   requested  requested_bytes: what the program asked for, of blocks not yet reusable;
//              drops when the free completes (free_completed). MemoryViz.js's "Active
//              Memory Timeline" draws this.
//   reserved   reserved_bytes: the segments held from CUDA
// With a trace that covers the run from an empty allocator, the peaks equal
// max_memory_allocated(), requested_bytes.all.peak and max_memory_reserved(). A trace
// that starts later (recording began late, or the ring buffer of max_entries events
// wrapped) gives the peaks within its window, and `coverage` says how much of the state
// before it had to be estimated.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "model/measured/memory_category.h"
#include "model/measured/snapshot.h"
#include "model/measured/trace_replay.h"

namespace memledger::model {

struct TracePoint {
    std::size_t events = 0;              // trace events applied: 0 is the state before the first
    std::optional<std::int64_t> timeUs;  // of the last event applied, when the trace records time
    std::int64_t allocated = 0;
    std::int64_t requested = 0;
    std::int64_t reserved = 0;
};

struct PeakBlock {
    std::int64_t address = 0;
    std::int64_t size = 0;
    std::int64_t requestedSize = 0;
    bool pendingFree = false;
    int stack = kNoStack;
    MemoryCategory category = MemoryCategory::BeforeTrace;
};

struct PeakSegment {
    std::int64_t address = 0;
    std::int64_t size = 0;
    std::int64_t stream = 0;
    bool expandable = false;
    std::vector<PeakBlock> blocks;  // the blocks in use, by address; the rest of the segment is cached, free
};

struct SnapshotSummary {
    int device = 0;
    std::int64_t allocatedAtDump = 0;
    std::int64_t requestedAtDump = 0;
    std::int64_t reservedAtDump = 0;

    TracePoint peakAllocated;  // the first point where allocated reached its maximum
    std::int64_t peakRequested = 0;
    std::int64_t peakReserved = 0;
    std::vector<TracePoint> series;  // one point per trace event, after the state before the first

    std::vector<PeakSegment> segmentsAtPeak;  // the map at peakAllocated
    // Allocated bytes at peakAllocated by MemoryCategory; they sum to peakAllocated.allocated.
    std::array<std::int64_t, kMemoryCategoryCount> allocatedByCategory{};

    std::size_t events = 0;
    ReplayCounts coverage;
};

// The devices a snapshot has segments or a trace for, in order.
std::vector<int> snapshotDevices(const MemorySnapshot& snapshot);

SnapshotSummary summarizeSnapshot(const MemorySnapshot& snapshot, int device = 0);

}  // namespace memledger::model
