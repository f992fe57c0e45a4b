// A/B compare: the worst stage of A and of B side by side per category, the signed
// per-term deltas at their peaks as a waterfall from A's total to B's, the knobs that
// changed and the simulated step-time change. All of it as ids and numbers: the window
// puts them into words (widgets/explore/compare/compare_text.h).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "model/ledger/ledger.h"

namespace memledger::model {

struct WaterfallStep {
    std::string id;          // term id ("optimizer_moments")
    std::string label;       // term label
    Category category = Category::Temporaries;
    double delta = 0;        // B − A, bytes
};

// The knobs a comparison names when they differ, in the order it names them.
enum class CompareKnob : std::uint8_t {
    Model, Gpu, Dp, Tp, Pp, Vpp, Cp, Zero, Recompute, MicroBatch, GradAccum, Sequence, Precision, Optimizer,
    OffloadOptimizer, OffloadParameters,
};

// One knob's values in A and in B: numbers in decimal, enums as their stable words
// (model/core/enum_names.h), the model and GPU by name.
struct KnobChange {
    CompareKnob knob = CompareKnob::Model;
    std::string before;
    std::string after;
    bool operator==(const KnobChange&) const = default;
};

struct Comparison {
    std::array<double, kCategoryCount> a{}, b{};  // worst stage at its peak, by category
    double totalA = 0, totalB = 0, capacityA = 0, capacityB = 0;
    std::vector<KnobChange> changes;
    std::vector<WaterfallStep> steps;              // largest |delta| first; below 1 MiB dropped
    // simulateStep of A and of B, seconds; 0 where that timeline reports a problem.
    double stepTimeA = 0, stepTimeB = 0;
    bool hasStepTimes() const { return stepTimeA > 0 && stepTimeB > 0; }
    double stepChange() const { return hasStepTimes() ? stepTimeB / stepTimeA - 1 : 0; }  // +0.07: B is 7 % slower
};

// Both estimates must be valid.
Comparison compare(const Scenario& scenarioA, const Estimate& a, const Scenario& scenarioB, const Estimate& b);

// What differs between two scenarios, one change per knob.
std::vector<KnobChange> describeChanges(const Scenario& a, const Scenario& b);

}  // namespace memledger::model
