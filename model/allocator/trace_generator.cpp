#include "model/allocator/trace_generator.h"

#include <cmath>
#include <string>

#include "model/allocator/sequence_lengths.h"
#include "model/allocator/trace_builder.h"

namespace memledger::model {

namespace {

// About 300 MB of events: more steps or micro-batches than this are a typing error or a
// replay too long to show.
constexpr std::uint64_t kMostEvents = 5'000'000;

std::vector<Problem> checkOptions(const Estimate& estimate, const TraceOptions& options, int stage)
{
    std::vector<Problem> problems = checkStepCount(options.steps);
    const int stages = static_cast<int>(estimate.stages.size());
    if (stage < 0 || stage >= stages)
        problems.push_back(templatedProblem(
            "stage", MEMLEDGER_TRANSLATABLE("Allocator", "stage %1 does not exist; the layout has stages 0 to %2"),
            {{std::to_string(stage)}, {std::to_string(stages - 1)}}, "Allocator"));
    const auto& lengths = options.sequenceLengths;
    if (!lengths.empty() && lengths.size() != static_cast<std::size_t>(options.steps))
        problems.push_back(templatedProblem(
            "sequence_lengths",
            MEMLEDGER_TRANSLATABLE("Allocator", "%1 sequence lengths for %2 steps; give one per step"),
            {{std::to_string(lengths.size())}, {std::to_string(options.steps)}}, "Allocator"));
    for (std::int64_t length : lengths)
        if (length < 1 || length > kLongestSequence) {
            problems.push_back(templatedProblem(
                "sequence_lengths",
                MEMLEDGER_TRANSLATABLE("Allocator", "a step of %1 tokens; lengths must be from 1 to 16M tokens"),
                {{std::to_string(length)}}, "Allocator"));
            break;
        }
    if (!problems.empty())
        return problems;
    for (const Term& term : estimate.stages[static_cast<std::size_t>(stage)].terms)
        if (!std::isfinite(term.bytes) || term.bytes < 0 || term.bytes > static_cast<double>(kLargestRequest)) {
            problems.push_back(templatedProblem(
                "trace",
                MEMLEDGER_TRANSLATABLE("Allocator", "the ledger's %1 holds %2 bytes, which no device could allocate; "
                                                    "check the scenario's sizes"),
                {{term.label, "Term"}, {std::to_string(term.bytes)}}, "Allocator"));
            break;
        }
    return problems;
}

}  // namespace

AllocTrace generateTrace(const Scenario& scenario, const Estimate& estimate, const TraceOptions& options)
{
    AllocTrace trace;
    if (!estimate.valid()) {
        trace.problems = estimate.problems;
        return trace;
    }
    const int stage = options.stage < 0 ? estimate.worstStage : options.stage;
    trace.problems = checkOptions(estimate, options, stage);
    if (!trace.problems.empty())
        return trace;
    detail::TraceBuilder builder(scenario, estimate, stage, trace, options.sink);
    if (options.collapseRepeats)
        builder.collapseRepeats();
    const std::uint64_t events = builder.eventsPerStepBound() * static_cast<std::uint64_t>(options.steps);
    if (events > kMostEvents) {
        trace.problems.push_back({"trace", std::string("the replay would have up to ") +
                                               std::to_string(events) + " events, more than the " +
                                               std::to_string(kMostEvents) +
                                               " it can hold; replay fewer steps or fewer micro-batches"});
        return trace;
    }
    builder.setUp(!options.fromFirstStep);
    for (int step = 1; step <= options.steps; ++step) {
        const std::int64_t seq = options.sequenceLengths.empty()
                                     ? scenario.training.seq
                                     : options.sequenceLengths[static_cast<std::size_t>(step - 1)];
        Estimate other;
        if (seq != scenario.training.seq) {
            Scenario resized = scenario;
            resized.training.seq = seq;
            other = model::estimate(resized);
            if (!other.valid()) {
                trace.problems = other.problems;
                trace.events.clear();
                trace.phases.clear();
                return trace;
            }
        }
        const Estimate& at = seq == scenario.training.seq ? estimate : other;
        if (options.emptyCacheBetweenSteps && step > 1)
            builder.emptyCache();
        builder.step(step,
                     {seq, &at.stages[static_cast<std::size_t>(stage)], &at.denseInventory, &at.moeInventory},
                     options.fromFirstStep && step == 1);
    }
    return trace;
}

}  // namespace memledger::model
