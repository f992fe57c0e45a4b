#include "model/reconcile/measured_comparison.h"

#include "model/allocator/alloc_trace.h"
#include "model/core/translatable.h"
#include "model/core/validation.h"

namespace memledger::model {

namespace {

constexpr const char* kDifferenceIds[] = {"outside_pytorch", "unknown_tensors", "rounding", "fragmentation"};
// The edges translate them (JSON keeps this English).
constexpr const char* kDifferenceLabels[] = {
    MEMLEDGER_TRANSLATABLE("Vocabulary", "CUDA context and NCCL (outside PyTorch)"),
    MEMLEDGER_TRANSLATABLE("Vocabulary", "Tensors the model does not know"),
    MEMLEDGER_TRANSLATABLE("Vocabulary", "Rounding to allocator blocks"),
    MEMLEDGER_TRANSLATABLE("Vocabulary", "Fragmentation (reserved − allocated)")};

std::optional<MeasuredPeaks> fromStats(const MemoryStats& stats, const std::string& what,
                                       std::vector<Problem>& problems)
{
    const auto allocated = stats.value(memory_stat::kAllocatedPeak);
    const auto reserved = stats.value(memory_stat::kReservedPeak);
    if (!allocated || !reserved) {
        problems.push_back({what, std::string("the statistics have no ") +
                                      std::string(!allocated ? memory_stat::kAllocatedPeak : memory_stat::kReservedPeak) +
                                      "; save torch.cuda.memory_stats() of the device that trained, after the step"});
        return std::nullopt;
    }
    MeasuredPeaks peaks;
    peaks.kind = MeasuredKind::MemoryStats;
    peaks.allocated = *allocated;
    peaks.reserved = *reserved;
    peaks.requested = stats.value(memory_stat::kRequestedPeak);
    return peaks;
}

std::optional<MeasuredPeaks> fromSnapshot(const MemorySnapshot& snapshot, const std::string& what,
                                          std::vector<Problem>& problems)
{
    const std::vector<int> devices = snapshotDevices(snapshot);
    if (devices.empty()) {
        problems.push_back({what, "the snapshot holds no segments and no trace: record with "
                                  "torch.cuda.memory._record_memory_history() before the step, then dump it"});
        return std::nullopt;
    }
    MeasuredPeaks peaks;
    peaks.kind = MeasuredKind::Snapshot;
    peaks.device = devices.front();
    peaks.summary = summarizeSnapshot(snapshot, peaks.device);
    peaks.allocated = peaks.summary->peakAllocated.allocated;
    peaks.reserved = peaks.summary->peakReserved;
    peaks.requested = peaks.summary->peakRequested;
    return peaks;
}

}  // namespace

MeasuredPeaks measuredPeaks(const MeasuredFile& file, std::vector<Problem>& problems)
{
    std::optional<MeasuredPeaks> peaks;
    if (file.snapshot)
        peaks = fromSnapshot(*file.snapshot, "snapshot", problems);
    else if (file.stats)
        peaks = fromStats(*file.stats, "memory_stats", problems);
    return peaks.value_or(MeasuredPeaks{});
}

MeasuredComparison compareMeasured(const MeasuredPeaks& measured, const Scenario& scenario, const Estimate& estimate)
{
    MeasuredComparison out;
    out.measured = measured;
    AllocatorStudyOptions options;
    options.capacity = kLargestRequest;
    out.predicted = studyAllocator(scenario, estimate, options);
    if (!out.predicted.valid()) {
        out.problems = out.predicted.problems;
        return out;
    }
    const StageLedger& stage = estimate.stages[static_cast<std::size_t>(out.predicted.stage)];
    out.ledgerTotal = stage.total;
    const double context = stage.atPeak[static_cast<std::size_t>(Category::CudaContext)];
    const auto allocated = static_cast<double>(measured.allocated);
    const auto reserved = static_cast<double>(measured.reserved);
    // Without requested_bytes the file cannot tell rounding from tensors: all of the
    // allocated gap is put on the tensors, and rounding is shown as the model's alone.
    const double requested = measured.requested ? static_cast<double>(*measured.requested)
                                                : allocated - (out.predictedAllocated() - out.predictedRequested());
    out.differences = {
        {DifferenceKind::OutsidePyTorch, 0, context},
        {DifferenceKind::UnknownTensors, requested, out.predictedRequested()},
        {DifferenceKind::Rounding, allocated - requested, out.predictedAllocated() - out.predictedRequested()},
        {DifferenceKind::Fragmentation, reserved - allocated, out.predictedReserved() - out.predictedAllocated()},
    };
    return out;
}

double MeasuredComparison::peakRatio() const
{
    const double predictedPeak = predictedAllocated();
    return measured.allocated > 0 && predictedPeak > 0 ? static_cast<double>(measured.allocated) / predictedPeak : 0.0;
}

bool MeasuredComparison::likelyAnotherJob() const
{
    const double ratio = peakRatio();
    return ratio > 0 && (ratio >= kOtherJobRatio || ratio <= 1 / kOtherJobRatio);
}

std::string otherJobQuestion(const MeasuredComparison& comparison, ByteUnit unit, const Translate& translate)
{
    if (comparison.measuredNothing())
        return translated(translate, "Reconcile",
                          MEMLEDGER_TRANSLATABLE("Reconcile", "This file measured nothing: its allocated peak is 0 B. "
                                                              "It was taken before the model was on the GPU, on a "
                                                              "device the job did not use, or right after "
                                                              "torch.cuda.reset_peak_memory_stats(); take it after a "
                                                              "training step, on the job's device."));
    if (!comparison.likelyAnotherJob())
        return {};
    const double ratio = comparison.peakRatio();
    const bool below = ratio < 1;
    const std::string pattern =
        below ? translated(translate, "Reconcile",
                           MEMLEDGER_TRANSLATABLE("Reconcile", "Is this file from this job? It peaks at %1 allocated, %2 "
                                                               "times less than this scenario predicts (%3): a file of "
                                                               "another model, layout or batch, or of a step before the "
                                                               "model was on the GPU, compares nothing here."))
              : translated(translate, "Reconcile",
                           MEMLEDGER_TRANSLATABLE("Reconcile", "Is this file from this job? It peaks at %1 allocated, %2 "
                                                               "times more than this scenario predicts (%3): a file of "
                                                               "another model, layout or batch compares nothing here."));
    const double times = below ? 1 / ratio : ratio;
    return filledPattern(pattern, {bytesText(static_cast<double>(comparison.measured.allocated), unit),
                                   groupedCount(times), bytesText(comparison.predictedAllocated(), unit)});
}

const char* differenceId(DifferenceKind kind) { return kDifferenceIds[static_cast<int>(kind)]; }
const char* differenceLabel(DifferenceKind kind) { return kDifferenceLabels[static_cast<int>(kind)]; }
const char* measuredKindId(MeasuredKind kind) { return kind == MeasuredKind::Snapshot ? "snapshot" : "memory_stats"; }

}  // namespace memledger::model
