// A/B compare: the worst stage of A and of B side by side per category, and the
// signed per-term deltas at their peaks as a waterfall from A's total to B's,
// headed by what changed ("ZeRO-2 → 3: −18.2 GiB optimizer moments, …") and
// ended by the simulated step-time change ("; step +7 %").
#pragma once

#include <array>
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

struct Comparison {
    std::array<double, kCategoryCount> a{}, b{};  // worst stage at its peak, by category
    double totalA = 0, totalB = 0, capacityA = 0, capacityB = 0;
    std::vector<std::string> changes;              // "ZeRO-2 → 3", "TP 4 → 8"
    std::vector<WaterfallStep> steps;              // largest |delta| first; below 1 MiB dropped
    // simulateStep of A and of B, seconds; 0 where that timeline reports a problem.
    double stepTimeA = 0, stepTimeB = 0;
    bool hasStepTimes() const { return stepTimeA > 0 && stepTimeB > 0; }
    double stepChange() const { return hasStepTimes() ? stepTimeB / stepTimeA - 1 : 0; }  // +0.07: B is 7 % slower
};

// Both estimates must be valid.
Comparison compare(const Scenario& scenarioA, const Estimate& a, const Scenario& scenarioB, const Estimate& b);

// What differs between two scenarios, one short phrase per knob.
std::vector<std::string> describeChanges(const Scenario& a, const Scenario& b);

// "+7 %", "−0.4 %": whole percent from 1 % up, one decimal below; `fraction` 0.07 is 7 %.
std::string signedPercent(double fraction);

// "ZeRO-2 → 3: −18.2 GiB optimizer moments, +0.6 GiB gathered parameters; total −17.6 GiB; step +7 %"
// (GiB, top `count` steps; the step part only when both steps simulate).
std::string summarize(const Comparison& comparison, std::size_t count = 3);

}  // namespace memledger::model
