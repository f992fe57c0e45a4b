// Memory measured on a GPU: a PyTorch memory snapshot (a pickle) or memory_stats() JSON,
// read with readMeasuredFile() as `memledger compare-snapshot FILE` reads it, and its
// peaks taken as the comparison takes them. A snapshot that reads is summarized for every
// device it has, and the summary must hold together: the peaks are the series' maxima,
// the categories sum to the allocated peak, and a trace the replay found consistent ends
// exactly at the dump. Its peaks are then reconciled with the prediction for a job, as
// compare-snapshot does (the question whether it is this job, the JSON), and every problem on
// the way is rendered in both languages.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "model/io/allocator_json.h"
#include "model/io/scenario_json.h"
#include "model/measured/measured_file.h"
#include "model/measured/snapshot_summary.h"
#include "model/reconcile/measured_comparison.h"
#include "tests/fuzz/fuzz_support.h"

using namespace memledger;

namespace {

// Hostile sizes can drive the figures to the ends of 64 bits, where the engine saturates
// instead of overflowing; the sums below are checked only where nothing came near that.
constexpr std::int64_t kPlausible = std::int64_t{1} << 60;

bool plausible(std::int64_t bytes) { return bytes >= 0 && bytes < kPlausible; }

bool neverSaturated(const model::SnapshotSummary& summary)
{
    return std::all_of(summary.series.begin(), summary.series.end(), [](const model::TracePoint& point) {
        return plausible(point.allocated) && plausible(point.requested) && plausible(point.reserved);
    });
}

void checkPeaks(const model::SnapshotSummary& summary)
{
    if (summary.series.size() != summary.events + 1)
        fuzz::fail("the series has not one point per event plus the start");
    const auto largest = [&](auto field) {
        return (*std::max_element(summary.series.begin(), summary.series.end(),
                                  [&](const auto& a, const auto& b) { return a.*field < b.*field; })).*field;
    };
    if (summary.peakAllocated.allocated != largest(&model::TracePoint::allocated) ||
        summary.peakRequested != largest(&model::TracePoint::requested) ||
        summary.peakReserved != largest(&model::TracePoint::reserved))
        fuzz::fail("a peak is not the series' maximum");
    if (summary.peakAllocated.events >= summary.series.size() ||
        summary.series[summary.peakAllocated.events].allocated != summary.peakAllocated.allocated)
        fuzz::fail("the allocated peak is not at the point it names");
}

void checkMapAtPeak(const model::SnapshotSummary& summary)
{
    if (neverSaturated(summary)) {
        std::int64_t categorized = 0;
        for (const std::int64_t bytes : summary.allocatedByCategory) {
            if (bytes < 0 || bytes > summary.peakAllocated.allocated)
                fuzz::fail("a category holds more than the allocated peak");
            categorized += bytes;
        }
        if (categorized != summary.peakAllocated.allocated)
            fuzz::fail("the categories do not sum to the allocated peak");
    }
    for (const auto& segment : summary.segmentsAtPeak)
        for (std::size_t i = 0; i < segment.blocks.size(); ++i)
            if (segment.blocks[i].address < segment.address ||
                (i > 0 && segment.blocks[i].address <= segment.blocks[i - 1].address))
                fuzz::fail("a block at the peak lies outside its segment or out of order");
}

void checkEndIsTheDump(const model::SnapshotSummary& summary)
{
    const model::TracePoint& end = summary.series.back();
    if (summary.coverage.inconsistencies != 0 || !neverSaturated(summary))
        return;
    if (end.allocated != summary.allocatedAtDump || end.requested != summary.requestedAtDump ||
        end.reserved != summary.reservedAtDump)
        fuzz::fail("a consistent trace replayed forward does not end at the dump");
}

// The peaks beside the prediction for a job, as compare-snapshot sets them: the named
// parts of the difference are finite and add up to the reserved peak measured less what
// the replay reserves and the context outside PyTorch.
void reconcile(const model::MeasuredPeaks& peaks)
{
    static const model::Scenario job = [] {
        const auto& presets = fuzz::shippedPresets();
        model::Scenario scenario;
        std::vector<model::Problem> problems;
        const auto it = presets.scenarios.find("7b-zero3-dp8");
        if (it != presets.scenarios.end())
            model::readScenario(it->second.document, presets, scenario, problems);
        if (it == presets.scenarios.end() || !problems.empty())
            fuzz::fail("the 7b-zero3-dp8 scenario preset does not read");
        return scenario;
    }();
    static const model::Estimate estimate = model::estimate(job);
    const model::MeasuredComparison comparison = model::compareMeasured(peaks, job, estimate);
    fuzz::renderProblems(comparison.problems);
    if (!comparison.valid())
        return;
    double named = 0;
    for (const auto& difference : comparison.differences) {
        if (!std::isfinite(difference.measured) || !std::isfinite(difference.predicted))
            fuzz::fail("a named difference is not a finite number of bytes");
        named += difference.gap();
    }
    // What compare-snapshot prints before its figures and writes as JSON: the question is asked
    // exactly of a file likely of another job or one that measured nothing (never both), and
    // the ratio it rests on is a number.
    const std::string asked = model::otherJobQuestion(comparison, model::ByteUnit::GiB);
    if (comparison.likelyAnotherJob() && comparison.measuredNothing())
        fuzz::fail("a file that measured nothing is also said to be of another job");
    if ((comparison.likelyAnotherJob() || comparison.measuredNothing()) == asked.empty())
        fuzz::fail("the other-job question is not asked exactly when the file is likely of another job or "
                   "measured nothing");
    if (!std::isfinite(comparison.peakRatio()) || comparison.peakRatio() < 0)
        fuzz::fail("the measured-to-predicted peak ratio is not a finite, non-negative number");
    (void)model::measuredComparisonToJson(comparison).dump();
    const double outside = comparison.differences.front().predicted;
    const double gap = static_cast<double>(peaks.reserved) - comparison.predictedReserved() - outside;
    const double scale = std::max({1.0, static_cast<double>(peaks.reserved), comparison.predictedReserved(), outside});
    if (std::fabs(named - gap) > 1e-9 * scale)
        fuzz::fail("the named differences do not add up to the measured minus the predicted reserved peak");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string path = fuzz::writeInput("measured", data, size);
    std::vector<model::Problem> problems;
    const model::MeasuredFile file = model::readMeasuredFile(path, problems);
    const int kinds = int{file.snapshot.has_value()} + int{file.stats.has_value()};
    if (kinds != (problems.empty() ? 1 : 0))
        fuzz::fail("a measured file must give one kind of content or problems, not both or neither");
    if (problems.empty()) {
        // What compare-snapshot takes from it: peaks, or a problem saying which is missing.
        const model::MeasuredPeaks peaks = model::measuredPeaks(file, problems);
        if (problems.empty() && (peaks.allocated < 0 || peaks.reserved < 0))
            fuzz::fail("a measured file gave negative peaks");
        if (problems.empty())
            reconcile(peaks);
    }
    fuzz::renderProblems(problems);
    if (!file.snapshot)
        return 0;
    for (const int device : model::snapshotDevices(*file.snapshot)) {
        const model::SnapshotSummary summary = model::summarizeSnapshot(*file.snapshot, device);
        checkPeaks(summary);
        checkMapAtPeak(summary);
        checkEndIsTheDump(summary);
    }
    return 0;
}
