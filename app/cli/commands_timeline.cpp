// `memledger timeline`: the simulated step of one rank as a table of lanes, as
// JSON (every span), or as a Chrome trace that Perfetto opens.
#include <cstdio>
#include <iostream>
#include <string>

#include "app/cli/cli_language.h"
#include "app/cli/commands.h"
#include "model/core/quantity_format.h"
#include "model/timeline/timeline.h"
#include "model/io/timeline_json.h"

namespace memledger::cli {

namespace {

void printLanes(std::ostream& out, const model::Timeline& t, Unit unit)
{
    char line[160];
    std::snprintf(line, sizeof line, "  %-15s %12s %12s %12s %14s\n", "lane", "busy", "exposed", "hidden", "moved");
    out << line;
    for (int i = 0; i < model::kLaneCount; ++i) {
        const auto& l = t.lanes[static_cast<std::size_t>(i)];
        if (l.busy <= 0)
            continue;
        const bool compute = i == 0;
        std::snprintf(line, sizeof line, "  %s %12s %12s %12s %14s\n", padded(laneName(static_cast<model::Lane>(i)), 15).c_str(),
                      model::secondsText(l.busy).c_str(), compute ? "-" : model::secondsText(l.exposed).c_str(),
                      compute ? "-" : model::secondsText(l.hidden()).c_str(),
                      l.bytes > 0 ? model::bytesText(l.bytes, unit).c_str() : "-");
        out << line;
    }
}

void printTable(std::ostream& out, const model::Scenario& s, const model::Timeline& t, Unit unit)
{
    const auto& perf = s.performance;
    out << "One optimizer step, pipeline stage " << t.stage << " of " << t.stages << "\n";
    out << "  step time         " << model::secondsText(t.stepTime) << "\n";
    out << "  exposed transfers " << model::secondsText(t.exposedTransfer) << " (overlap "
        << model::percentText(t.overlap) << ")\n";
    out << "  compute stalls    " << model::secondsText(t.stall) << ", pipeline bubble " << model::secondsText(t.bubble)
        << "\n";
    out << "  MFU " << model::percentText(t.mfu) << ", HFU " << model::percentText(t.hfu) << ", "
        << static_cast<long long>(t.tokensPerSecond) << " tokens/s\n";
    out << "  GPU memory peak   " << model::bytesText(t.peakMemory, unit) << " allocated (ledger peak "
        << model::bytesText(t.ledgerPeak, unit) << " at " << instantName(t.ledgerPeakInstant) << ") + "
        << model::bytesText(t.reserved, unit) << " context, NCCL and fragmentation = "
        << model::bytesText(t.peakMemory + t.reserved, unit)
        << " of " << model::bytesText(t.capacity, unit) << "\n\n";
    printLanes(out, t, unit);
    out << "\nAssumptions: compute efficiency " << model::percentText(perf.computeEfficiency) << ", comm efficiency "
        << model::percentText(perf.commEfficiency) << ", prefetch " << perf.prefetchDepth << " layer(s), overlap "
        << (perf.overlap ? "on" : "off") << ", " << (perf.pinnedMemory ? "pinned" : "pageable") << " host memory, CPU Adam "
        << perf.cpuThreads << " threads × " << perf.cpuAdamParamsPerThread / 1e6 << " M params/s\n";
}

}  // namespace

int runTimeline(const CommandInput& input)
{
    // As in the window: the timeline's dashed limit takes the assumed fragmentation fraction.
    const model::Timeline timeline = model::simulateStep(input.scenario, input.options.stage);
    if (!timeline.valid())
        return reportFailure(timeline.problems, input.options.format);
    switch (input.options.format) {
    case Format::Json:
        std::cout << model::timelineToJson(timeline, input.scenario).dump(1) << '\n';
        break;
    case Format::ChromeTrace:
        std::cout << model::timelineToChromeTrace(timeline).dump() << '\n';
        break;
    default:
        printTable(std::cout, input.scenario, timeline, input.options.unit);
        break;
    }
    return 0;
}

}  // namespace memledger::cli
