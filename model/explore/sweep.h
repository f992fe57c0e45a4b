// Memory per GPU against one knob (stacked by category, with the capacity and the
// first out-of-memory point), the two-knob fit map, and the largest micro-batch or
// sequence length that fits. Pure C++: the CLI and the Sweep tab both call these.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/ledger/ledger.h"

namespace memledger::model {

enum class SweepKnob { Seq, MicroBatch, Dp, Model };

const char* sweepKnobId(SweepKnob knob);   // "seq", "mbs", "dp", "model"
std::optional<SweepKnob> parseSweepKnob(const std::string& id);

struct SweepPoint {
    std::int64_t value = 0;
    std::string label;                               // "8192", or the model's name
    bool valid = false;
    bool fits = false;
    double total = 0;                                // worst stage
    std::array<double, kCategoryCount> byCategory{}; // worst stage at its peak
    std::string problem;                             // first problem when invalid
    Problem firstProblem;                            // the same with its template, for an edge to translate
};

struct Sweep {
    SweepKnob knob = SweepKnob::Seq;
    double capacity = 0;
    std::vector<SweepPoint> points;
    int firstOom = -1;   // index of the first valid point that does not fit; -1: none
};

// Doubling steps from `from` to `to` inclusive (the last step is `to` itself).
std::vector<std::int64_t> doublingRange(std::int64_t from, std::int64_t to);

// Sets one knob of a scenario (Model: not handled here, see sweepModels).
void setKnob(Scenario& scenario, SweepKnob knob, std::int64_t value);

// Estimates the points of a sweep (or of one row of a fit map), in order. Left empty, the
// analytic estimate with the assumed fragmentation; the faces pass the ledger's own
// (model/service/results.h: sweepOf, fitMapOf), so a point reads as the ledger does.
using PointsEstimator = std::function<std::vector<Estimate>(const std::vector<Scenario>&)>;

Sweep sweep(const Scenario& base, SweepKnob knob, const std::vector<std::int64_t>& values,
            const PointsEstimator& estimator = {});
// Model size: the same layout with each architecture in turn.
Sweep sweepModels(const Scenario& base, const std::vector<Architecture>& models,
                  const PointsEstimator& estimator = {});

struct HeatMap {
    SweepKnob xKnob = SweepKnob::Seq, yKnob = SweepKnob::MicroBatch;
    std::vector<std::int64_t> xs, ys;
    std::vector<std::vector<SweepPoint>> cells;      // cells[y][x]
    std::vector<int> boundary;                       // per x: largest y index that fits, -1: none
};

HeatMap heatMap(const Scenario& base, SweepKnob xKnob, const std::vector<std::int64_t>& xs, SweepKnob yKnob,
                const std::vector<std::int64_t>& ys, const PointsEstimator& estimator = {});

// Largest micro-batch (step 1) or sequence length (step CP) that is valid and fits,
// found by doubling then bisection; the next step up does not fit. 0: nothing fits.
std::int64_t largestFitting(const Scenario& base, SweepKnob knob, std::int64_t limit);

}  // namespace memledger::model
