// `memledger allocator`: one stage's step replayed through the simulated caching
// allocator. `memledger compare-snapshot`: a snapshot or memory_stats() file measured on
// a GPU next to that prediction, the gap split into named parts.
#include <charconv>
#include <cstdio>
#include <iostream>
#include <string>

#include "app/cli/commands.h"
#include "model/allocator/simulated_ledger.h"
#include "model/core/quantity_format.h"
#include "model/io/allocator_json.h"
#include "model/report/estimate_text.h"

namespace memledger::cli {

namespace {

using model::AllocatorStudy;
using model::AllocatorStudyOptions;

std::string percentOf(double part, double whole) { return model::percentText(whole > 0 ? part / whole : 0.0); }

// --steps, --shapes and --empty-cache; a value it cannot use is a problem.
bool readStudyOptions(const Options& options, AllocatorStudyOptions& study, std::string& error)
{
    study.stage = options.stage;
    if (const auto it = options.flags.find("steps"); it != options.flags.end()) {
        const char* end = it->second.data() + it->second.size();
        const auto [stop, code] = std::from_chars(it->second.data(), end, study.steps);
        if (code != std::errc() || stop != end)
            return error = "--steps expects a whole number of steps, got '" + it->second + "'", false;
    }
    if (const auto it = options.flags.find("shapes"); it != options.flags.end()) {
        const std::string& word = it->second;
        if (word == "fixed")
            study.shapes = model::StepShapes::Fixed;
        else if (word == "variable")
            study.shapes = model::StepShapes::Variable;
        else if (word == "bucketed")
            study.shapes = model::StepShapes::Bucketed;
        else
            return error = "--shapes is '" + word + "'; expected fixed, variable or bucketed", false;
    }
    study.emptyCacheBetweenSteps = options.flags.count("empty-cache") > 0;
    return true;
}

void printPool(std::ostream& out, const char* name, const model::PoolSegments& pool, Unit unit)
{
    out << "    " << name << ": " << pool.count << " segment(s), " << model::bytesText(static_cast<double>(pool.bytes), unit);
    if (pool.count > 0)
        out << ", largest " << model::bytesText(static_cast<double>(pool.largest), unit);
    out << '\n';
}

void printOutOfMemory(std::ostream& out, const AllocatorStudy& study, Unit unit)
{
    const model::OutOfMemory& oom = *study.replay.oom;
    const auto bytes = [unit](std::uint64_t b) { return model::bytesText(static_cast<double>(b), unit); };
    out << "\nOUT OF MEMORY at event " << oom.event << ": a request of " << bytes(oom.rounded) << " failed although "
        << bytes(oom.reservedFree()) << " reserved by PyTorch was free (largest free block "
        << bytes(oom.largestFreeBlock) << "); " << bytes(oom.allocated) << " allocated, " << bytes(oom.reserved)
        << " reserved of " << bytes(oom.capacity) << ".\n";
    out << (oom.reservedFree() >= oom.rounded
                ? "The free bytes are split into blocks too small for the request: fragmentation. Try "
                  "expandable_segments:True or fixed shapes.\n"
                : "The tensors alive at once need more than the device holds.\n");
}

void printStudy(std::ostream& out, const model::Scenario& scenario, const AllocatorStudy& study,
                const AllocatorStudyOptions& options, Unit unit)
{
    const model::AllocatorReplay& replay = study.replay;
    const auto bytes = [unit](std::uint64_t b) { return model::bytesText(static_cast<double>(b), unit); };
    const auto allocated = static_cast<double>(replay.peakAllocated);
    out << model::scenarioHeading(scenario) << "\n\n";
    out << "Caching allocator replay: stage " << study.stage << ", " << options.steps << " step(s), "
        << model::stepShapesId(options.shapes) << " shapes"
        << (options.emptyCacheBetweenSteps ? ", torch.cuda.empty_cache() between steps" : "") << ", "
        << model::allocatorSettingsText(study.allocConf) << ", " << bytes(study.capacity) << " the allocator may reserve\n\n";
    out << "  peak allocated    " << bytes(replay.peakAllocated) << '\n';
    out << "  peak reserved     " << bytes(replay.peakReserved) << '\n';
    out << "  fragmentation     " << bytes(study.reservedButUnallocated()) << " reserved − allocated ("
        << percentOf(static_cast<double>(study.reservedButUnallocated()), allocated) << " of peak allocated)\n";
    out << "  rounding          " << bytes(replay.peakAllocated - std::min(replay.peakAllocated, replay.peakRequested))
        << " allocated − requested at their peaks\n";
    out << "  segments at peak  " << study.smallPool.count + study.largePool.count << '\n';
    printPool(out, "small pool (≤ 1 MiB requests)", study.smallPool, unit);
    printPool(out, "large pool", study.largePool, unit);
    const model::AllocatorCounters& c = replay.counters;
    out << "  cudaMalloc calls " << c.deviceAllocs << ", cudaFree calls " << c.deviceFrees << ", cache flushes "
        << c.syncAllStreams << ", allocation retries " << c.allocRetries << '\n';
    if (study.outOfMemory())
        printOutOfMemory(out, study, unit);
}

}  // namespace

int runAllocator(const CommandInput& input)
{
    AllocatorStudyOptions options;
    std::string error;
    if (!readStudyOptions(input.options, options, error))
        return reportFailure(error, input.options.format);
    const model::Estimate estimate = model::estimateWithAllocator(input.scenario);
    if (!estimate.valid())
        return reportFailure(estimate.problems, input.options.format);
    if (options.stage >= static_cast<int>(estimate.stages.size()))
        return reportFailure("--stage " + std::to_string(options.stage) + " does not exist; this layout has " +
                                 std::to_string(estimate.stages.size()) + " pipeline stage(s), numbered from 0",
                             input.options.format);
    const AllocatorStudy study = model::studyAllocator(input.scenario, estimate, options);
    if (!study.valid())
        return reportFailure(study.problems, input.options.format);
    if (input.options.format == Format::Json)
        std::cout << model::allocatorStudyToJson(study, options).dump(2) << '\n';
    else
        printStudy(std::cout, input.scenario, study, options, input.options.unit);
    return 0;
}

int runCompareSnapshot(const CommandInput& input)
{
    const Format format = input.options.format;
    if (input.options.measuredFile.empty())
        return reportFailure("compare-snapshot needs the measured FILE first: a memory snapshot "
                             "(torch.cuda.memory._dump_snapshot) or json.dump(torch.cuda.memory_stats(), f)",
                             format);
    std::vector<model::Problem> problems;
    const model::MeasuredFile file = model::readMeasuredFile(input.options.measuredFile, problems);
    const model::MeasuredPeaks measured = problems.empty() ? model::measuredPeaks(file, problems) : model::MeasuredPeaks{};
    if (!problems.empty())
        return reportFailure(problems, format);
    const model::Estimate estimate = model::estimateWithAllocator(input.scenario);
    if (!estimate.valid())
        return reportFailure(estimate.problems, format);
    const model::MeasuredComparison comparison = model::compareMeasured(measured, input.scenario, estimate);
    if (!comparison.valid())
        return reportFailure(comparison.problems, format);
    if (format == Format::Json) {
        std::cout << model::measuredComparisonToJson(comparison).dump(2) << '\n';
        return 0;
    }
    const Unit unit = input.options.unit;
    const auto bytes = [unit](double b) { return model::bytesText(b, unit); };
    std::cout << input.options.measuredFile << " (" << model::measuredKindId(measured.kind) << ", device "
              << measured.device << ") against " << model::scenarioHeading(input.scenario) << ", stage "
              << comparison.predicted.stage << ", " << model::allocatorSettingsText(comparison.predicted.allocConf) << "\n\n";
    // Figures first: the labels are UTF-8, whose widths printf cannot pad.
    char line[200];
    std::snprintf(line, sizeof line, "  %14s %14s %14s\n", "measured", "predicted", "gap");
    std::cout << line;
    const auto row = [&](const char* label, double m, double p) {
        std::snprintf(line, sizeof line, "  %14s %14s %14s  ", bytes(m).c_str(), bytes(p).c_str(), bytes(m - p).c_str());
        std::cout << line << label << '\n';
    };
    row("peak allocated", static_cast<double>(measured.allocated), comparison.predictedAllocated());
    row("peak reserved", static_cast<double>(measured.reserved), comparison.predictedReserved());
    std::cout << "\nThe reserved gap, part by part:\n";
    for (const model::NamedDifference& d : comparison.differences)
        row(model::differenceLabel(d.kind), d.measured, d.predicted);
    if (!measured.requested)
        std::cout << "\nThe file has no requested_bytes: rounding is the model's, the rest of the allocated gap is "
                     "put on the tensors.\n";
    std::cout << "\nThe ledger's GPU total for the stage is " << bytes(comparison.ledgerTotal)
              << ": peak allocated, fragmentation, and the CUDA context and NCCL that no allocator file shows.\n";
    return 0;
}

}  // namespace memledger::cli
