// A PyTorch CUDA memory snapshot (torch.cuda.memory._snapshot(), saved by
// torch.cuda.memory._dump_snapshot()): the caching allocator's segments and blocks at
// the moment of the dump, the ring buffer of allocator events that led there, and the
// allocator's settings. Field meanings follow torch/csrc/cuda/memory_snapshot.cpp and
// torch/cuda/memory.py; sizes and addresses are bytes.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace memledger::model {

// Index into MemorySnapshot::stacks; kNoStack where no Python frame was recorded (the
// block was allocated before recording began, on a thread without Python — the
// autograd engine's — or recording kept no stacks).
inline constexpr int kNoStack = -1;

struct StackFrame {
    std::string name;      // the function
    std::string filename;
    std::int64_t line = 0;
};

enum class BlockState {
    ActiveAllocated,    // handed out and in use
    ActivePendingFree,  // freed, waiting for another stream's work (record_stream) before reuse
    Inactive            // cached: free inside a segment
};

struct SnapshotBlock {
    std::int64_t address = 0;
    std::int64_t size = 0;           // bytes the allocator set aside (the request rounded, or a whole unsplit block)
    std::int64_t requestedSize = 0;  // bytes asked for; stale on inactive blocks
    BlockState state = BlockState::Inactive;
    int stack = kNoStack;            // where it was allocated
};

enum class SegmentType { Large, Small, Unknown };

// One cudaMalloc (or, with expandable segments, one contiguous mapped range).
struct SnapshotSegment {
    int device = 0;
    std::int64_t address = 0;
    std::int64_t totalSize = 0;
    std::int64_t stream = 0;              // the cudaStream_t as an integer; 0 is the default stream
    SegmentType type = SegmentType::Unknown;
    std::array<std::int64_t, 2> poolId{};  // (0, 0): the default pool; others are CUDA graph or user pools
    bool expandable = false;
    std::vector<SnapshotBlock> blocks;     // in address order, covering the segment
};

enum class TraceAction {
    Alloc,          // a block handed out; size is the request, before rounding
    FreeRequested,  // the program freed it: allocated bytes drop now
    FreeCompleted,  // the allocator may reuse it: active and requested bytes drop now
    SegmentAlloc,   // cudaMalloc of a segment
    SegmentFree,    // cudaFree of a segment (empty_cache, or retrying after a failed cudaMalloc)
    SegmentMap,     // expandable segments: pages mapped
    SegmentUnmap,   // expandable segments: pages unmapped
    Snapshot,       // a snapshot was taken here
    Oom,            // an allocation failed; deviceFree says what the driver had left
    Other           // an action this reader does not know (newer PyTorch); kept so indices match the file
};

struct TraceEvent {
    TraceAction action = TraceAction::Other;
    std::int64_t address = 0;
    std::int64_t size = 0;
    std::int64_t stream = 0;
    std::optional<std::int64_t> timeUs;  // microseconds since the epoch (PyTorch 2.2 and later)
    std::int64_t deviceFree = 0;         // Oom only
    int stack = kNoStack;
};

// What PyTorch records of PYTORCH_CUDA_ALLOC_CONF (2.4 and later); defaults otherwise.
struct RecordedAllocatorSettings {
    std::string allocConf;                  // the variable as set, "" when unset
    std::int64_t maxSplitSize = -1;         // bytes; -1: unlimited
    double garbageCollectionThreshold = 0;
    bool expandableSegments = false;
    // roundup_power2_divisions per size interval: index i covers [2^i, 2^(i+1)) MiB, the
    // last everything from 32 GiB up; 0 or 1 rounds to multiples of 512 bytes.
    std::array<std::int64_t, 16> roundupPower2Divisions{};
};

struct MemorySnapshot {
    std::vector<SnapshotSegment> segments;
    std::vector<std::vector<TraceEvent>> deviceTraces;  // per device, oldest event first
    std::optional<RecordedAllocatorSettings> allocatorSettings;
    std::vector<StackFrame> frames;                     // every distinct frame
    std::vector<std::vector<int>> stacks;               // innermost frame first; indices into frames
};

}  // namespace memledger::model
