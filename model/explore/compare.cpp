#include "model/explore/compare.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "model/core/enum_names.h"
#include "model/core/framework.h"
#include "model/timeline/timeline.h"

namespace memledger::model {

namespace {

constexpr double kNegligible = 1024.0 * 1024.0;

struct Knob {
    CompareKnob id;
    std::string (*read)(const Scenario&);
};

template <class T> std::string text(T value) { return std::to_string(value); }

const Knob kKnobs[] = {
    {CompareKnob::Model, [](const Scenario& s) { return s.arch.name; }},
    {CompareKnob::Gpu, [](const Scenario& s) { return s.hardware.gpuName; }},
    {CompareKnob::Dp, [](const Scenario& s) { return text(s.parallel.dp); }},
    {CompareKnob::Tp, [](const Scenario& s) { return text(s.parallel.tp); }},
    {CompareKnob::Pp, [](const Scenario& s) { return text(s.parallel.pp); }},
    {CompareKnob::Vpp, [](const Scenario& s) { return text(s.parallel.vpp); }},
    {CompareKnob::Cp, [](const Scenario& s) { return text(s.parallel.cp); }},
    {CompareKnob::Zero, [](const Scenario& s) { return text(effectiveShardStage(s)); }},
    {CompareKnob::Recompute, [](const Scenario& s) { return std::string(toString(s.memory.recompute)); }},
    {CompareKnob::MicroBatch, [](const Scenario& s) { return text(s.training.microBatch); }},
    {CompareKnob::GradAccum, [](const Scenario& s) { return text(s.gradAccumSteps()); }},
    {CompareKnob::Sequence, [](const Scenario& s) { return text(s.training.seq); }},
    {CompareKnob::Precision, [](const Scenario& s) { return std::string(toString(s.training.precision)); }},
    {CompareKnob::Optimizer, [](const Scenario& s) { return std::string(toString(s.training.optimizer)); }},
    {CompareKnob::OffloadOptimizer,
     [](const Scenario& s) { return std::string(toString(s.memory.offload.optimizer)); }},
    {CompareKnob::OffloadParameters,
     [](const Scenario& s) { return std::string(toString(s.memory.offload.parameters)); }},
};

// Bytes of each term live at the worst stage's peak, keyed by id.
std::map<std::string, WaterfallStep> peakTerms(const Estimate& estimate)
{
    std::map<std::string, WaterfallStep> out;
    const StageLedger& stage = estimate.worst();
    for (const Term& term : stage.terms) {
        const bool counted = term.category == Category::CudaContext || term.category == Category::Fragmentation ||
                             term.liveAtInstant(stage.peakInstant);
        if (!counted)
            continue;
        auto& step = out.try_emplace(term.id, WaterfallStep{term.id, term.label, term.category, 0}).first->second;
        step.delta += term.bytes;
    }
    return out;
}

// The step of one side, or 0 when its timeline reports a problem (say, an invalid B).
double simulatedStep(const Scenario& scenario, const Estimate& estimate)
{
    const Timeline timeline = simulateStep(scenario, estimate);
    return timeline.valid() && timeline.stepTime > 0 ? timeline.stepTime : 0;
}

}  // namespace

std::vector<KnobChange> describeChanges(const Scenario& a, const Scenario& b)
{
    std::vector<KnobChange> out;
    for (const Knob& knob : kKnobs)
        if (std::string before = knob.read(a), after = knob.read(b); before != after)
            out.push_back({knob.id, std::move(before), std::move(after)});
    return out;
}

Comparison compare(const Scenario& scenarioA, const Estimate& a, const Scenario& scenarioB, const Estimate& b)
{
    Comparison out;
    out.a = a.worst().atPeak;
    out.b = b.worst().atPeak;
    out.totalA = a.worst().total;
    out.totalB = b.worst().total;
    out.capacityA = a.capacity;
    out.capacityB = b.capacity;
    out.changes = describeChanges(scenarioA, scenarioB);
    out.stepTimeA = simulatedStep(scenarioA, a);
    out.stepTimeB = simulatedStep(scenarioB, b);
    auto steps = peakTerms(b);  // B's bytes; A's are subtracted below
    for (const auto& [id, stepA] : peakTerms(a)) {
        auto& step = steps.try_emplace(id, WaterfallStep{stepA.id, stepA.label, stepA.category, 0}).first->second;
        step.delta -= stepA.delta;
    }
    for (auto& [id, step] : steps)
        if (std::fabs(step.delta) >= kNegligible)
            out.steps.push_back(step);
    std::stable_sort(out.steps.begin(), out.steps.end(), [](const WaterfallStep& x, const WaterfallStep& y) {
        return std::fabs(x.delta) > std::fabs(y.delta);
    });
    return out;
}

}  // namespace memledger::model
