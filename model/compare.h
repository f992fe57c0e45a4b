// A/B compare: the worst stage of A and of B side by side per category, and the
// signed per-term deltas at their peaks as a waterfall from A's total to B's,
// headed by what changed ("ZeRO-2 → 3: −18.2 GiB optimizer moments, …").
#pragma once

#include <array>
#include <string>
#include <vector>

#include "model/ledger.h"

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
};

// Both estimates must be valid.
Comparison compare(const Scenario& scenarioA, const Estimate& a, const Scenario& scenarioB, const Estimate& b);

// What differs between two scenarios, one short phrase per knob.
std::vector<std::string> describeChanges(const Scenario& a, const Scenario& b);

// "ZeRO-2 → 3: −18.2 GiB optimizer moments, +0.6 GiB gathered parameters" (GiB, top `count` steps).
std::string summarize(const Comparison& comparison, std::size_t count = 3);

}  // namespace memledger::model
