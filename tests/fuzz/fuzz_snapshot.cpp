// Memory measured on a GPU: a PyTorch memory snapshot (a pickle) or memory_stats() JSON,
// read with readMeasuredFile() as `memledger compare-snapshot FILE` reads it, and its
// peaks taken as the comparison takes them. A snapshot that reads is summarized for every
// device it has, and the summary must hold together: the peaks are the series' maxima,
// the categories sum to the allocated peak, and a trace the replay found consistent ends
// exactly at the dump.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "model/measured/measured_file.h"
#include "model/reconcile/measured_comparison.h"
#include "model/measured/snapshot_summary.h"
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
    }
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
