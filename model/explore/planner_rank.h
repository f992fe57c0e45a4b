// How the planner orders layouts that fit. A ranker gives a cost (lower is better);
// the step-time model plugs in here as one more ranker. Until it exists the
// default ranker orders by the memory-saving compromises a layout needs, then by
// memory headroom (issue 6: "rank by memory headroom when no step-time model").
#pragma once

#include <memory>
#include <vector>

#include "model/ledger/ledger.h"

namespace memledger::model {

class LayoutRanker {
public:
    virtual ~LayoutRanker() = default;
    virtual bool isStepTime() const = 0; // true: cost() is seconds per step
    // Called only for valid layouts that fit.
    virtual double cost(const Scenario& layout, const Estimate& estimate) const = 0;
};

// Time-costing compromises of a layout, in the order every step-time model agrees
// on: offload (PCIe) > full recomputation (+1 forward) > ZeRO-3 (extra all-gathers)
// > ZeRO-2 and selective recomputation (nearly free). A weighted sum, not a time.
int compromiseScore(const Scenario& layout);

// Cost = compromise score, then GPUs per model replica, then worst-stage bytes: among
// equal compromises and splits the layout with the most headroom wins.
class HeadroomRanker final : public LayoutRanker {
public:
    bool isStepTime() const override { return false; }
    double cost(const Scenario& layout, const Estimate& estimate) const override;
};

std::unique_ptr<LayoutRanker> defaultRanker();

// The opposite hypothesis, for the step-time stage's pruning only: GPUs per replica
// first, then compromises, then memory. The simulated step often prefers a small
// replica with offload or ZeRO-3 (their traffic overlaps compute) over a wide TP/CP
// split (blocking collectives) or a deep pipeline (bubble).
double splitFirstCost(const Scenario& layout, double memoryPerGpu);

struct FrontPoint {
    double memory = 0; // per GPU, worst stage
    double cost = 0;
};

// a dominates b: no worse on both axes and better on one.
bool dominates(const FrontPoint& a, const FrontPoint& b);
// Indices of the points no other point dominates (first of exact ties kept), by memory.
std::vector<std::size_t> paretoFront(const std::vector<FrontPoint>& points);

} // namespace memledger::model
