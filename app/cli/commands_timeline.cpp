// `memledger timeline`: the simulated step of one rank as a table of lanes, as
// JSON (every span), or as a Chrome trace that Perfetto opens.
#include <iostream>
#include <sstream>
#include <string>

#include "app/cli/cli_language.h"
#include "app/cli/commands.h"
#include "model/core/quantity_format.h"
#include "model/core/untrusted_json.h"
#include "model/timeline/timeline.h"
#include "model/io/timeline_json.h"
#include "model/service/results.h"

namespace memledger::cli {

namespace {

using model::filledPattern;   // sentences are translated whole: Chinese orders the figures differently

void printLanes(std::ostream& out, const model::Timeline& t, Unit unit)
{
    // The lane's name, then four figures; widths in terminal columns (a Chinese word takes two).
    const auto line = [&out](const std::string& lane, const std::string& busy, const std::string& exposed,
                             const std::string& hidden, const std::string& moved) {
        out << "  " << padded(lane, 15) << ' ' << padded(busy, 12, true) << ' ' << padded(exposed, 12, true) << ' '
            << padded(hidden, 12, true) << ' ' << padded(moved, 14, true) << '\n';
    };
    // The headers have a context of their own: "hidden" is time hidden here, a width in `presets`.
    line(word("CliLanes", "lane"), word("CliLanes", "busy"), word("CliLanes", "exposed"), word("CliLanes", "hidden"),
         word("CliLanes", "moved"));
    for (int i = 0; i < model::kLaneCount; ++i) {
        const auto& l = t.lanes[static_cast<std::size_t>(i)];
        if (l.busy <= 0)
            continue;
        const bool compute = i == 0;
        line(laneName(static_cast<model::Lane>(i)), model::secondsText(l.busy),
             compute ? "-" : model::secondsText(l.exposed), compute ? "-" : model::secondsText(l.hidden()),
             l.bytes > 0 ? model::bytesText(l.bytes, unit) : "-");
    }
}

// As a stream writes it: "0.5", "12".
std::string number(double value)
{
    std::ostringstream text;
    text << value;
    return text.str();
}

// An RL job's phases before its update, and what the generation time assumes.
void printRlPhases(std::ostream& out, const model::Timeline& t, Unit unit)
{
    const model::RlPhases& rl = t.rl;
    const auto seconds = [](double value) { return model::secondsText(value); };
    out << "  "
        << filledPattern(word("Cli", "RL phases: engine wake-up %1, weight sync %2, generation %3 (prefill %4, decode "
                                     "%5), engine to sleep %6, scoring %7; the update starts at %8"),
                         {seconds(rl.wake), seconds(rl.sync), seconds(rl.prefill + rl.decode), seconds(rl.prefill),
                          seconds(rl.decode), seconds(rl.sleep), seconds(rl.logprob), seconds(rl.updateStart)})
        << "\n";
    out << "  "
        << filledPattern(word("Cli", "Generation: %1 sequences per engine replica, %2 at a time in %3 round(s), %4 "
                                     "prompt and %5 generated tokens each; decode at the HBM's peak bandwidth is a "
                                     "lower bound (no sampling, scheduling or the engine's tensor-parallel "
                                     "all-reduces)"),
                         {std::to_string(rl.sequences), std::to_string(rl.concurrent), std::to_string(rl.waves),
                          std::to_string(rl.promptTokens), std::to_string(rl.generatedTokens)})
        << "\n";
    if (rl.offloadedBytes > 0)
        out << "  "
            << filledPattern(word("Cli", "Trainer states between updates: %1 to host after the update and back before "
                                         "the next, %2 each way"),
                             {model::bytesText(rl.offloadedBytes, unit), seconds(rl.statesOut)})
            << "\n";
    if (t.engineMemory.size() >= 3)
        out << "  "
            << filledPattern(word("Cli", "Rollout engine: %1 on the GPU while it generates, %2 through the update "
                                         "(outside the trainer's allocator: in the total below, not the curve)"),
                             {model::bytesText(t.engineMemory.front().bytes, unit),
                              model::bytesText(t.engineMemory[2].bytes, unit)})
            << "\n";
}

void printTable(std::ostream& out, const model::Scenario& s, const model::Timeline& t, Unit unit)
{
    const auto& perf = s.performance;
    const auto label = [](const std::string& text) { return "  " + padded(text, 18); };
    out << filledPattern(word("Cli", "One optimizer step, pipeline stage %1 of %2"),
                         {std::to_string(t.stage), std::to_string(t.stages)})
        << "\n";
    out << label(word("Cli", "step time")) << model::secondsText(t.stepTime) << "\n";
    out << label(word("Cli", "exposed transfers"))
        << filledPattern(word("Cli", "%1 (overlap %2)"),
                         {model::secondsText(t.exposedTransfer), model::percentText(t.overlap)})
        << "\n";
    out << label(word("Cli", "compute stalls"))
        << filledPattern(word("Cli", "%1, pipeline bubble %2"),
                         {model::secondsText(t.stall), model::secondsText(t.bubble)})
        << "\n";
    out << "  "
        << filledPattern(word("Cli", "MFU %1, HFU %2, %3 tokens/s"),
                         {model::percentText(t.mfu), model::percentText(t.hfu),
                          std::to_string(static_cast<long long>(t.tokensPerSecond))})
        << "\n";
    if (t.rl.present)
        printRlPhases(out, t, unit);
    out << label(word("Cli", "GPU memory peak"))
        << filledPattern(t.rl.present ? word("Cli", "%1 allocated (ledger peak %2 at %3) + %4 context, NCCL, "
                                                    "fragmentation and the rollout engine = %5 of %6")
                                      : word("Cli", "%1 allocated (ledger peak %2 at %3) + %4 context, NCCL and "
                                                    "fragmentation = %5 of %6"),
                         {model::bytesText(t.peakMemory, unit), model::bytesText(t.ledgerPeak, unit),
                          instantName(t.ledgerPeakInstant), model::bytesText(t.reserved, unit),
                          model::bytesText(t.peakMemory + t.reserved, unit), model::bytesText(t.capacity, unit)})
        << "\n\n";
    printLanes(out, t, unit);
    out << '\n'
        << filledPattern(word("Cli", "Assumptions: compute efficiency %1 (FP8/FP4 GEMMs %8), comm efficiency %2, "
                                     "prefetch %3 layer(s), overlap %4, %5 host memory, CPU Adam %6 threads × %7 M "
                                     "params/s"),
                         {model::percentText(perf.computeEfficiency), model::percentText(perf.commEfficiency),
                          std::to_string(perf.prefetchDepth), perf.overlap ? word("Cli", "on") : word("Cli", "off"),
                          perf.pinnedMemory ? word("Cli", "pinned") : word("Cli", "pageable"),
                          std::to_string(perf.cpuThreads), number(perf.cpuAdamParamsPerThread / 1e6),
                          model::percentText(perf.lowPrecisionEfficiency)})
        << "\n";
}

}  // namespace

int runTimeline(const CommandInput& input)
{
    // On the ledger `estimate` prints: its context, NCCL and simulated fragmentation are
    // what the step's total adds to the allocated peak.
    const model::Timeline timeline = model::timelineOf(input.scenario, input.options.stage);
    if (!timeline.valid())
        return reportFailure(timeline.problems, input.options.format);
    switch (input.options.format) {
    case Format::Json:
        std::cout << model::jsonText(model::timelineToJson(timeline, input.scenario), 1) << '\n';
        break;
    case Format::ChromeTrace:
        std::cout << model::jsonText(model::timelineToChromeTrace(timeline)) << '\n';
        break;
    default:
        printTable(std::cout, input.scenario, timeline, input.options.unit);
        break;
    }
    return 0;
}

}  // namespace memledger::cli
