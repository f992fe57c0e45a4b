// `memledger allocator`: one stage's step replayed through the simulated caching
// allocator. `memledger compare-snapshot`: a snapshot or memory_stats() file measured on
// a GPU next to that prediction, the gap split into named parts.
#include <charconv>
#include <iostream>
#include <string>

#include "app/cli/cli_language.h"
#include "app/cli/commands.h"
#include "model/core/named_words.h"
#include "model/core/quantity_format.h"
#include "model/core/untrusted_json.h"
#include "model/io/allocator_json.h"
#include "model/report/estimate_text.h"
#include "model/service/results.h"

namespace memledger::cli {

namespace {

using model::AllocatorStudy;
using model::AllocatorStudyOptions;
// Sentences are translated whole, then filled: Chinese puts the figures in another order.
using model::filledPattern;

std::string percentOf(double part, double whole) { return model::percentText(whole > 0 ? part / whole : 0.0); }

// --steps, --shapes and --empty-cache; a value it cannot use is a problem.
bool readStudyOptions(const Options& options, AllocatorStudyOptions& study, CommandProblem& problem)
{
    study.stage = options.stage;
    if (const auto it = options.flags.find("steps"); it != options.flags.end()) {
        const char* end = it->second.data() + it->second.size();
        const auto [stop, code] = std::from_chars(it->second.data(), end, study.steps);
        if (code != std::errc() || stop != end)
            return problem = {MEMLEDGER_TRANSLATABLE("CliProblem", "--steps expects a whole number of steps, got '%1'"),
                              {it->second}},
                   false;
    }
    if (const auto it = options.flags.find("shapes"); it != options.flags.end()) {
        const std::string& shapes = it->second;
        if (shapes == "fixed")
            study.shapes = model::StepShapes::Fixed;
        else if (shapes == "variable")
            study.shapes = model::StepShapes::Variable;
        else if (shapes == "bucketed")
            study.shapes = model::StepShapes::Bucketed;
        else
            return problem = {MEMLEDGER_TRANSLATABLE("CliProblem", "--shapes is '%1'; expected fixed, variable or bucketed"),
                              {shapes}},
                   false;
    }
    study.emptyCacheBetweenSteps = options.flags.count("empty-cache") > 0;
    return true;
}

void printPool(std::ostream& out, const std::string& name, const model::PoolSegments& pool, Unit unit)
{
    const std::vector<std::string> figures = {name, std::to_string(pool.count),
                                              model::bytesText(static_cast<double>(pool.bytes), unit),
                                              model::bytesText(static_cast<double>(pool.largest), unit)};
    out << "    "
        << filledPattern(pool.count > 0 ? word("Cli", "%1: %2 segment(s), %3, largest %4")
                                        : word("Cli", "%1: %2 segment(s), %3"),
                         figures)
        << '\n';
}

void printOutOfMemory(std::ostream& out, const AllocatorStudy& study, Unit unit)
{
    const model::OutOfMemory& oom = *study.replay.oom;
    const auto bytes = [unit](std::uint64_t b) { return model::bytesText(static_cast<double>(b), unit); };
    out << '\n'
        << filledPattern(word("Cli", "OUT OF MEMORY at event %1: a request of %2 failed although %3 reserved by "
                                     "PyTorch was free (largest free block %4); %5 allocated, %6 reserved of %7."),
                         {std::to_string(oom.event), bytes(oom.rounded), bytes(oom.reservedFree()),
                          bytes(oom.largestFreeBlock), bytes(oom.allocated), bytes(oom.reserved), bytes(oom.capacity)})
        << '\n';
    out << (oom.reservedFree() >= oom.rounded
                ? word("Cli", "The free bytes are split into blocks too small for the request: fragmentation. "
                              "Try expandable_segments:True or fixed shapes.")
                : word("Cli", "The tensors alive at once need more than the device holds."))
        << '\n';
}

void printStudy(std::ostream& out, const model::Scenario& scenario, const AllocatorStudy& study,
                const AllocatorStudyOptions& options, Unit unit)
{
    const model::AllocatorReplay& replay = study.replay;
    const auto bytes = [unit](std::uint64_t b) { return model::bytesText(static_cast<double>(b), unit); };
    const auto allocated = static_cast<double>(replay.peakAllocated);
    const auto label = [](const std::string& text) { return "  " + padded(text, 18); };
    out << model::scenarioHeading(scenario, translator()) << "\n\n";
    const std::string heading =
        options.emptyCacheBetweenSteps
            ? word("Cli", "Caching allocator replay: stage %1, %2 step(s), %3 shapes, torch.cuda.empty_cache() "
                          "between steps, %4, %5 the allocator may reserve")
            : word("Cli", "Caching allocator replay: stage %1, %2 step(s), %3 shapes, %4, %5 the allocator may reserve");
    out << filledPattern(heading, {std::to_string(study.stage), std::to_string(options.steps),
                                   model::stepShapesId(options.shapes),
                                   model::allocatorSettingsText(study.allocConf, translator()), bytes(study.capacity)})
        << "\n\n";
    out << label(word("Cli", "peak allocated")) << bytes(replay.peakAllocated) << '\n';
    out << label(word("Cli", "peak reserved")) << bytes(replay.peakReserved) << '\n';
    out << label(word("Cli", "fragmentation"))
        << filledPattern(word("Cli", "%1 reserved − allocated (%2 of peak allocated)"),
                         {bytes(study.reservedButUnallocated()),
                          percentOf(static_cast<double>(study.reservedButUnallocated()), allocated)})
        << '\n';
    out << label(word("Cli", "rounding"))
        << filledPattern(word("Cli", "%1 allocated − requested at their peaks"),
                         {bytes(replay.peakAllocated - std::min(replay.peakAllocated, replay.peakRequested))})
        << '\n';
    out << label(word("Cli", "segments at peak")) << study.smallPool.count + study.largePool.count << '\n';
    printPool(out, word("Cli", "small pool (≤ 1 MiB requests)"), study.smallPool, unit);
    printPool(out, word("Cli", "large pool"), study.largePool, unit);
    const model::AllocatorCounters& c = replay.counters;
    out << "  "
        << filledPattern(word("Cli", "cudaMalloc calls %1, cudaFree calls %2, cache flushes %3, allocation retries %4"),
                         {std::to_string(c.deviceAllocs), std::to_string(c.deviceFrees),
                          std::to_string(c.syncAllStreams), std::to_string(c.allocRetries)})
        << '\n';
    if (study.outOfMemory())
        printOutOfMemory(out, study, unit);
}

}  // namespace

int runAllocator(const CommandInput& input)
{
    AllocatorStudyOptions options;
    CommandProblem problem;
    if (!readStudyOptions(input.options, options, problem))
        return reportFailure(problem, input.options.format);
    const model::Estimate estimate = model::ledgerOf(input.scenario);
    if (!estimate.valid())
        return reportFailure(estimate.problems, input.options.format);
    if (options.stage >= static_cast<int>(estimate.stages.size()))
        return reportFailure(missingStage(options.stage, estimate.stages.size()), input.options.format);
    const AllocatorStudy study = model::studyAllocator(input.scenario, estimate, options);
    if (!study.valid())
        return reportFailure(study.problems, input.options.format);
    if (input.options.format == Format::Json)
        std::cout << model::jsonText(model::allocatorStudyToJson(study, options), 2) << '\n';
    else
        printStudy(std::cout, input.scenario, study, options, input.options.unit);
    return 0;
}

int runCompareSnapshot(const CommandInput& input)
{
    const Format format = input.options.format;
    if (input.options.measuredFile.empty())
        return reportFailure(CommandProblem{MEMLEDGER_TRANSLATABLE("CliProblem", "compare-snapshot needs the measured "
                                                                                 "FILE first: a memory snapshot "
                                                                                 "(torch.cuda.memory._dump_snapshot) or "
                                                                                 "json.dump(torch.cuda.memory_stats(), "
                                                                                 "f)")},
                             format);
    std::vector<model::Problem> problems;
    const model::MeasuredFile file = model::readMeasuredFile(input.options.measuredFile, problems);
    const model::MeasuredPeaks measured = problems.empty() ? model::measuredPeaks(file, problems) : model::MeasuredPeaks{};
    if (!problems.empty())
        return reportFailure(problems, format);
    const model::Estimate estimate = model::estimate(input.scenario);
    if (!estimate.valid())
        return reportFailure(estimate.problems, format);
    const model::MeasuredComparison comparison = model::measuredComparisonOf(measured, input.scenario, estimate);
    if (!comparison.valid())
        return reportFailure(comparison.problems, format);
    if (format == Format::Json) {
        std::cout << model::jsonText(model::measuredComparisonToJson(comparison), 2) << '\n';
        return 0;
    }
    const Unit unit = input.options.unit;
    const auto bytes = [unit](double b) { return model::bytesText(b, unit); };
    std::cout << filledPattern(word("Cli", "%1 (%2, device %3) against %4, stage %5, %6"),
                               {input.options.measuredFile, model::measuredKindId(measured.kind),
                                std::to_string(measured.device), model::scenarioHeading(input.scenario, translator()),
                                std::to_string(comparison.predicted.stage),
                                model::allocatorSettingsText(comparison.predicted.allocConf, translator())})
              << "\n\n";
    if (const std::string question = model::otherJobQuestion(comparison, input.options.unit, translator()); !question.empty())
        std::cout << question << "\n\n";
    // Figures first, in columns of 14 terminal columns; the label, of any width, last.
    const auto cells = [](const std::string& a, const std::string& b, const std::string& c) {
        return "  " + padded(a, 14, true) + ' ' + padded(b, 14, true) + ' ' + padded(c, 14, true);
    };
    std::cout << cells(word("Cli", "measured"), word("Cli", "predicted"), word("Cli", "gap")) << '\n';
    const auto row = [&](const std::string& label, double m, double p) {
        std::cout << cells(bytes(m), bytes(p), bytes(m - p)) << "  " << label << '\n';
    };
    row(word("Cli", "peak allocated"), static_cast<double>(measured.allocated), comparison.predictedAllocated());
    row(word("Cli", "peak reserved"), static_cast<double>(measured.reserved), comparison.predictedReserved());
    std::cout << '\n' << word("Cli", "The reserved gap, part by part:") << '\n';
    for (const model::NamedDifference& d : comparison.differences)
        row(word("Vocabulary", model::differenceLabel(d.kind)), d.measured, d.predicted);
    if (!measured.requested)
        std::cout << '\n'
                  << word("Cli", "The file has no requested_bytes: rounding is the model's, the rest of the "
                                 "allocated gap is put on the tensors.")
                  << '\n';
    std::cout << '\n'
              << filledPattern(word("Cli", "The ledger's GPU total for the stage is %1: peak allocated, "
                                           "fragmentation, and the CUDA context and NCCL that no allocator file shows."),
                               {bytes(comparison.ledgerTotal)})
              << '\n';
    return 0;
}

}  // namespace memledger::cli
