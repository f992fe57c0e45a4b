#include "model/explore/compare.h"

#include <cctype>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "model/core/enum_names.h"
#include "model/core/framework.h"
#include "model/timeline/timeline.h"

namespace memledger::model {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr double kNegligible = 1024.0 * 1024.0;

struct Knob {
    const char* name;
    std::string (*read)(const Scenario&);
};

template <class T> std::string text(T value) { return std::to_string(value); }

std::string offloadText(const Scenario& s)
{
    const auto& o = s.memory.offload;
    return std::string("opt ") + toString(o.optimizer) + ", params " + toString(o.parameters);
}

const Knob kKnobs[] = {
    {"model", [](const Scenario& s) { return s.arch.name; }},
    {"GPU", [](const Scenario& s) { return s.hardware.gpuName; }},
    {"DP", [](const Scenario& s) { return text(s.parallel.dp); }},
    {"TP", [](const Scenario& s) { return text(s.parallel.tp); }},
    {"PP", [](const Scenario& s) { return text(s.parallel.pp); }},
    {"VPP", [](const Scenario& s) { return text(s.parallel.vpp); }},
    {"CP", [](const Scenario& s) { return text(s.parallel.cp); }},
    {"ZeRO-", [](const Scenario& s) { return text(effectiveShardStage(s)); }},
    {"recompute", [](const Scenario& s) { return std::string(toString(s.memory.recompute)); }},
    {"micro-batch", [](const Scenario& s) { return text(s.training.microBatch); }},
    {"accumulation", [](const Scenario& s) { return text(s.training.gradAccum); }},
    {"sequence", [](const Scenario& s) { return text(s.training.seq); }},
    {"precision", [](const Scenario& s) { return std::string(toString(s.training.precision)); }},
    {"optimizer", [](const Scenario& s) { return std::string(toString(s.training.optimizer)); }},
    {"offload", offloadText},
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

std::string signedGiB(double bytes)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%s%.1f GiB", bytes < 0 ? "\u2212" : "+", std::fabs(bytes) / kGiB);
    return buffer;
}

// The step of one side, or 0 when its timeline reports a problem (say, an invalid B).
double simulatedStep(const Scenario& scenario, const Estimate& estimate)
{
    const Timeline timeline = simulateStep(scenario, estimate);
    return timeline.valid() && timeline.stepTime > 0 ? timeline.stepTime : 0;
}

}  // namespace

std::string signedPercent(double fraction)
{
    const double percent = fraction * 100;
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, std::fabs(percent) >= 0.95 ? "%s%.0f %%" : "%s%.1f %%",
                  percent <= -0.05 ? "\u2212" : "+", std::fabs(percent));  // no "−0.0 %"
    return buffer;
}

std::vector<std::string> describeChanges(const Scenario& a, const Scenario& b)
{
    std::vector<std::string> out;
    for (const Knob& knob : kKnobs) {
        const std::string before = knob.read(a);
        const std::string after = knob.read(b);
        if (before == after)
            continue;
        const std::string name = knob.name;
        out.push_back(name.back() == '-' ? name + before + " \u2192 " + after
                                         : name + " " + before + " \u2192 " + after);
    }
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

std::string summarize(const Comparison& comparison, std::size_t count)
{
    std::string out;
    for (const auto& change : comparison.changes)
        out += (out.empty() ? "" : ", ") + change;
    out += out.empty() ? "" : ": ";
    const std::size_t shown = std::min(count, comparison.steps.size());
    for (std::size_t i = 0; i < shown; ++i) {
        const auto& step = comparison.steps[i];
        std::string label = step.label;
        // Mid-sentence lower case, but leave acronyms such as "ZeRO", "CUDA" or "DDP" alone.
        const bool acronym = label.size() > 1 && std::isupper(static_cast<unsigned char>(label[1]));
        if (!label.empty() && !acronym)
            label[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(label[0])));
        out += (i ? ", " : "") + signedGiB(step.delta) + " " + label;
    }
    out += (shown ? "; total " : "total ") + signedGiB(comparison.totalB - comparison.totalA);
    if (comparison.hasStepTimes())
        out += "; step " + signedPercent(comparison.stepChange());
    return out;
}

}  // namespace memledger::model
