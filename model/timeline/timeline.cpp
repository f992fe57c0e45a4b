#include "model/timeline/timeline.h"

#include <algorithm>

#include "model/timeline/step_time.h"
#include "model/timeline/rl_phases.h"
#include "model/timeline/step_builder.h"
#include "model/timeline/timeline_summary.h"

namespace memledger::model {

namespace {

// Beyond this many layer × micro-batch tasks a step is not worth drawing task by task.
constexpr double kMaxLayerPasses = 4e6;

// What the step simulation needs beyond a valid scenario (whose ranges validate() checks,
// the step-time assumptions' among them).
std::vector<Problem> checkSchedule(const Scenario& s)
{
    std::vector<Problem> out;
    const auto& p = s.parallel;
    const bool interleaved = p.schedule == PipelineSchedule::OneFOneB || p.schedule == PipelineSchedule::ZeroBubbleH1;
    if (p.pp > 1 && p.vpp > 1 && interleaved && s.gradAccumSteps() % p.pp != 0)
        out.push_back({"training.grad_accum", "the interleaved schedule needs micro-batches divisible by pp"});
    if (static_cast<double>(s.arch.layers) * static_cast<double>(s.gradAccumSteps()) > kMaxLayerPasses)
        out.push_back({"training.grad_accum", "too many layer × micro-batch passes to simulate one step"});
    return out;
}

}  // namespace

Timeline simulateStep(const Scenario& scenario, const Estimate& estimate, int stage)
{
    Timeline t;
    t.problems = estimate.problems;
    if (t.problems.empty())
        t.problems = checkSchedule(scenario);
    if (!t.problems.empty())
        return t;
    t.stages = static_cast<int>(estimate.stages.size());
    t.stage = stage >= 0 && stage < t.stages ? stage : estimate.worstStage;
    t.capacity = estimate.capacity;
    const StepCosts costs = stepCosts(scenario, estimate.params);
    const StageLedger& ledger = estimate.stages[static_cast<std::size_t>(t.stage)];
    t.ledgerPeak = ledger.peakAllocated;
    t.ledgerPeakInstant = ledger.peakInstant;
    t.reserved = ledger.total - ledger.peakAllocated;
    t.allocatableBytes = std::max(0.0, estimate.usable) / (1.0 + std::max(0.0, fragmentationFraction(ledger)));
    const detail::MemoryTerms memory = detail::memoryTerms(scenario, ledger);
    detail::StepBuilder builder(scenario, costs, t.stage, memory);
    if (!builder.build()) {
        t.problems.push_back({"parallel.pp", "the pipeline schedule cannot complete"});
        return t;
    }
    auto& sim = builder.simulator();
    t.stepTime = sim.finish();
    t.spans = sim.takeSpans();
    t.memory = sim.memoryCurve(memory.resident, t.peakByCategory, t.peakTime);
    for (const auto& point : t.memory)
        t.peakMemory = std::max(t.peakMemory, point.bytes);
    t.memory.push_back({t.stepTime, t.memory.back().bytes});
    detail::prependRlPhases(t, detail::rlPhases(scenario, estimate, costs, t.stage), ledger);
    detail::summarizeLanes(t);
    detail::summarizeThroughput(scenario, costs, t);
    return t;
}

Timeline simulateStep(const Scenario& scenario, int stage)
{
    return simulateStep(scenario, estimate(scenario), stage);
}

bool isIdle(SpanKind kind) { return kind == SpanKind::Stall || kind == SpanKind::Bubble; }

}  // namespace memledger::model
