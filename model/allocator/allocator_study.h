// One stage's training steps replayed through the simulated caching allocator, as the
// fragmentation view and `memledger allocator` show them: memory over the steps, the
// segment map at the reserved peak, and the out-of-memory error when the device runs out.
// The knobs are the fragmentation advice: expandable segments, fixed or bucketed shapes
// instead of variable-length batches, and no torch.cuda.empty_cache() in the loop.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/allocator/allocator_replay.h"
#include "model/core/allocator_settings.h"
#include "model/ledger/ledger.h"

namespace memledger::model {

// The sequence lengths of the replayed steps.
enum class StepShapes {
    Fixed,      // the scenario's sequence length every step
    Variable,   // uniform from an eighth of it up to it, a new length each step
    Bucketed    // the same draw, padded up to quarters of the scenario's length
};

struct AllocatorStudyOptions {
    int stage = -1;                          // pipeline stage; −1: the estimate's worst
    int steps = 1;
    StepShapes shapes = StepShapes::Fixed;
    bool emptyCacheBetweenSteps = false;
    std::optional<bool> expandableSegments;  // overrides the scenario's memory.alloc_conf
    // Bytes the allocator may reserve; unset: the device less the CUDA context and NCCL.
    std::optional<std::uint64_t> capacity;
    // The peaks only (no series, no segment map, no events kept in `trace`): what the
    // ledger's fragmentation term reads.
    ReplayDetail detail = ReplayDetail::Full;
    // With PeaksOnly: the periods of a long accumulation after the allocator's state repeats
    // are not replayed (TraceOptions::collapseRepeats). The peaks and whether the device runs
    // out are unchanged; the counters and event numbers then count the events replayed.
    bool collapseRepeats = false;
};

// Segments at the reserved peak of one pool.
struct PoolSegments {
    std::size_t count = 0;
    std::uint64_t bytes = 0;
    std::uint64_t largest = 0;
};

struct AllocatorStudy {
    std::vector<Problem> problems;      // why nothing could be replayed (not the OOM: see replay.oom)
    int stage = 0;
    std::string allocConf;              // the settings replayed, the view's toggles applied
    AllocatorSettings settings;
    std::uint64_t capacity = 0;
    std::vector<std::int64_t> sequenceLengths;   // one per step
    AllocTrace trace;                   // its phases mark the steps on the time axis; no events when streamed
    AllocatorReplay replay;
    PoolSegments smallPool;
    PoolSegments largePool;

    bool valid() const { return problems.empty(); }
    bool outOfMemory() const { return replay.oom.has_value(); }
    // peak reserved − peak allocated, the fragmentation term of the ledger.
    std::uint64_t reservedButUnallocated() const { return replay.peakReserved - replay.peakAllocated; }
};

// Steps of the variable and bucketed draws: enough for shapes to alternate.
inline constexpr int kShapeStudySteps = 6;

// Pure. `estimate` must be estimate(scenario) (or its simulated form); an invalid one,
// an unsimulated backend or a trace that cannot be generated gives problems.
AllocatorStudy studyAllocator(const Scenario& scenario, const Estimate& estimate, const AllocatorStudyOptions& options);

// The PYTORCH_CUDA_ALLOC_CONF with expandable_segments set to `on`, the other settings kept.
std::string withExpandableSegments(const std::string& allocConf, bool on);

}  // namespace memledger::model
