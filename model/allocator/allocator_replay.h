// Replaying a trace through the caching allocator: allocated and reserved bytes after
// every event, their peaks, the fragmentation at the reserved peak and the segment map
// there, or the out-of-memory error PyTorch would raise and the state that caused it.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "model/allocator/alloc_trace.h"
#include "model/core/allocator_settings.h"

namespace memledger::model {

// One block of a segment, lowest address first: a tensor's allocation or cached free bytes.
struct MemoryBlock {
    std::uint64_t address = 0;
    std::uint64_t size = 0;        // rounded; an allocated block may hold more than requested
    std::uint64_t requested = 0;   // 0 for a free block
    bool allocated = false;
    TensorTag tag;
};

// A cudaMalloc'd segment; for expandable segments, one contiguous mapped range (as
// torch.cuda.memory_snapshot() reports them).
struct MemorySegment {
    std::uint64_t address = 0;
    std::uint64_t size = 0;
    int stream = kComputeStream;
    bool smallPool = false;
    bool expandable = false;
    std::vector<MemoryBlock> blocks;
};

struct AllocatorPoint {
    std::size_t event = 0;         // the state after this event
    std::uint64_t allocated = 0;   // memory_allocated(): rounded sizes of live blocks
    std::uint64_t reserved = 0;    // memory_reserved(): segments, or mapped pages
};

// The scalar statistics of torch.cuda.memory_stats() that the replay keeps.
struct AllocatorCounters {
    std::uint64_t allocRetries = 0;    // num_alloc_retries: cache flushed and the device asked again
    std::uint64_t ooms = 0;            // num_ooms
    std::uint64_t deviceAllocs = 0;    // num_device_alloc: cudaMalloc calls and page maps
    std::uint64_t deviceFrees = 0;     // num_device_free: cudaFree calls and page unmaps
    std::uint64_t syncAllStreams = 0;  // num_sync_all_streams: cache flushes (empty_cache, OOM retry)
};

struct OutOfMemory {
    std::size_t event = 0;
    int stream = kComputeStream;
    std::uint64_t requested = 0;
    std::uint64_t rounded = 0;
    std::uint64_t allocated = 0;         // after the allocator released what it could
    std::uint64_t reserved = 0;
    std::uint64_t capacity = 0;
    std::uint64_t largestFreeBlock = 0;  // of the reserved-but-free bytes
    std::uint64_t reservedFree() const { return reserved - allocated; }
};

struct AllocatorReplay {
    std::vector<Problem> problems;        // a bad trace or capacity; the out-of-memory error in words
    std::vector<AllocatorPoint> series;   // one point per event replayed
    std::uint64_t peakAllocated = 0;
    std::uint64_t peakReserved = 0;
    std::uint64_t peakRequested = 0;      // unrounded bytes live at once
    // Of the events after which reserved is at its peak, the first with the most allocated.
    std::size_t peakReservedEvent = 0;
    double fragmentation = 0;             // reserved / allocated after peakReservedEvent − 1
    std::vector<MemorySegment> segmentsAtPeak;   // the map after peakReservedEvent
    AllocatorCounters counters;
    std::optional<OutOfMemory> oom;       // the replay stops at the request that failed
    bool completed() const { return problems.empty(); }
};

// How much of the replay to keep: everything the fragmentation view draws, or only the
// peaks and the out-of-memory error, which is all the ledger's fragmentation term reads
// (the planner re-estimates every row it returns, so this path is the hot one).
enum class ReplayDetail { Full, PeaksOnly };

// Pure: replays `trace` through PyTorch's caching allocator configured by `settings`, on a
// device whose allocator may reserve `capacity` bytes (device memory less the CUDA context
// and anything outside PyTorch). A request that cannot be met after the allocator frees its
// cache ends the replay with `oom` set and a problem saying how much was reserved but free.
// With ReplayDetail::PeaksOnly, `series` and `segmentsAtPeak` stay empty.
AllocatorReplay replayTrace(const AllocatorSettings& settings, const AllocTrace& trace, std::uint64_t capacity,
                            ReplayDetail detail = ReplayDetail::Full);

// The replay of events as they are made, keeping what ReplayDetail::PeaksOnly keeps: the
// sink a trace generator writes to when no trace need be held (a long accumulation's
// trace is hundreds of megabytes written once and read once).
class StreamingReplay : public AllocEventSink {
public:
    StreamingReplay(const AllocatorSettings& settings, std::uint64_t capacity);
    ~StreamingReplay() override;
    StreamingReplay(const StreamingReplay&) = delete;
    StreamingReplay& operator=(const StreamingReplay&) = delete;

    // After the out-of-memory error or a bad event, the rest are ignored.
    void take(const AllocEvent& event) override;
    bool fingerprint(const TensorNamer* name, std::vector<std::uint64_t>& out) const override;
    // As replayTrace(settings, trace of the events taken, capacity, ReplayDetail::PeaksOnly).
    AllocatorReplay result() const;

    struct State;

private:
    std::vector<Problem> m_problems;   // bad settings or capacity: nothing is replayed
    std::unique_ptr<State> m_state;
};

}  // namespace memledger::model
