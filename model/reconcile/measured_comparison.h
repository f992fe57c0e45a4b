// What a GPU measured next to what the ledger predicts for the scenario that ran, as
// `memledger compare-snapshot` and the window's measured-vs-predicted panel show them.
//
// Both sides speak the caching allocator's statistics: peak allocated_bytes (blocks at
// their rounded sizes), requested_bytes (what the program asked for) and reserved_bytes.
// The prediction is the simulated allocator's replay of the worst stage's step
// (model/allocator/allocator_study.h). The reserved gap, measured − predicted, splits
// exactly into three named parts: tensors the model does not know (requested), rounding
// (allocated − requested) and fragmentation (reserved − allocated). A fourth part is on
// neither side: the CUDA context and NCCL buffers live outside PyTorch's allocator, so
// the file cannot show them while the ledger's total counts them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/allocator/allocator_study.h"
#include "model/core/quantity_format.h"
#include "model/core/translatable.h"
#include "model/measured/measured_file.h"
#include "model/measured/snapshot_summary.h"

namespace memledger::model {

enum class MeasuredKind { Snapshot, MemoryStats };

// The allocator's peaks as the file gives them.
struct MeasuredPeaks {
    MeasuredKind kind = MeasuredKind::Snapshot;
    int device = 0;
    std::int64_t allocated = 0;
    std::int64_t reserved = 0;
    std::optional<std::int64_t> requested;   // memory_stats files before PyTorch 2.1 lack it
    std::optional<SnapshotSummary> summary;  // snapshots: memory over the trace and the map at the peak
};

enum class DifferenceKind { OutsidePyTorch, UnknownTensors, Rounding, Fragmentation };
inline constexpr int kDifferenceKinds = 4;

struct NamedDifference {
    DifferenceKind kind = DifferenceKind::UnknownTensors;
    double measured = 0;    // bytes of this part in the file (0: outside what it shows)
    double predicted = 0;   // bytes of this part in the prediction
    double gap() const { return measured - predicted; }
};

struct MeasuredComparison {
    std::vector<Problem> problems;
    MeasuredPeaks measured;
    AllocatorStudy predicted;               // the worst stage's step, replayed
    double ledgerTotal = 0;                 // the ledger's GPU total of that stage (context and NCCL included)
    std::vector<NamedDifference> differences;   // in DifferenceKind order

    bool valid() const { return problems.empty(); }
    // What the replay predicts for the statistics of the file.
    double predictedAllocated() const { return static_cast<double>(predicted.replay.peakAllocated); }
    double predictedReserved() const { return static_cast<double>(predicted.replay.peakReserved); }
    double predictedRequested() const { return static_cast<double>(predicted.replay.peakRequested); }
    // The file's peak allocated over the prediction's; 0 when either is 0.
    double peakRatio() const;
    // A file this far from the prediction either way (kOtherJobRatio) is most likely of another
    // job: another model, layout or batch, or a step before the model was on the GPU. A 17 MiB
    // snapshot laid beside a 96 GiB prediction compares nothing, and both faces say so.
    bool likelyAnotherJob() const;
    // The file's allocated peak is 0 B: taken before the model was on the GPU, on a device the
    // job did not use, or right after reset_peak_memory_stats(). Nothing to compare.
    bool measuredNothing() const { return measured.allocated == 0; }
};

inline constexpr double kOtherJobRatio = 4.0;

// The question both faces ask when likelyAnotherJob(), or what they say of a file that
// measured nothing, in the user's language; empty otherwise.
// "Is this file from this job? It peaks at 17.0 MiB allocated, 5,782 times less than this
// scenario predicts (96.0 GiB): …"
std::string otherJobQuestion(const MeasuredComparison& comparison, ByteUnit unit, const Translate& translate = {});

// The peaks of a file read by readMeasuredFile; a snapshot's first device.
MeasuredPeaks measuredPeaks(const MeasuredFile& file, std::vector<Problem>& problems);

// Pure. `estimate` is the scenario's (its fragmentation simulated or not: the comparison
// replays the step itself). The study runs on an unbounded device, as the file's own
// step completed.
MeasuredComparison compareMeasured(const MeasuredPeaks& measured, const Scenario& scenario, const Estimate& estimate);

const char* differenceId(DifferenceKind kind);      // "outside_pytorch"
const char* differenceLabel(DifferenceKind kind);   // "CUDA context and NCCL (outside PyTorch)"
const char* measuredKindId(MeasuredKind kind);      // "snapshot", "memory_stats"

}  // namespace memledger::model
