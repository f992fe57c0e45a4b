#include "model/explore/sweep.h"

#include <algorithm>

#include "model/explore/planner_eval.h"

namespace memledger::model {

namespace {

constexpr const char* kKnobIds[] = {"seq", "mbs", "dp", "model"};

SweepPoint pointOf(const Estimate& estimate, std::int64_t value, std::string label)
{
    SweepPoint point;
    point.value = value;
    point.label = std::move(label);
    point.valid = estimate.valid();
    if (!point.valid) {
        point.firstProblem = estimate.problems.front();
        point.problem = point.firstProblem.message;
        return point;
    }
    point.fits = estimate.fits;
    point.total = estimate.worst().total;
    point.byCategory = estimate.worst().atPeak;
    return point;
}

void markFirstOom(Sweep& result)
{
    for (std::size_t i = 0; i < result.points.size(); ++i)
        if (result.points[i].valid && !result.points[i].fits) {
            result.firstOom = static_cast<int>(i);
            return;
        }
}

bool fitsAt(LayoutEvaluator& evaluator, Scenario& layout, SweepKnob knob, std::int64_t value)
{
    setKnob(layout, knob, value);
    const Estimate& estimate = evaluator.evaluate(layout);
    return estimate.valid() && estimate.fits;
}

}  // namespace

const char* sweepKnobId(SweepKnob knob) { return kKnobIds[static_cast<int>(knob)]; }

std::optional<SweepKnob> parseSweepKnob(const std::string& id)
{
    for (int i = 0; i < 4; ++i)
        if (id == kKnobIds[i])
            return static_cast<SweepKnob>(i);
    return std::nullopt;
}

std::vector<std::int64_t> doublingRange(std::int64_t from, std::int64_t to)
{
    std::vector<std::int64_t> values;
    for (std::int64_t v = std::max<std::int64_t>(1, from); v < to && values.size() < 64; v *= 2)
        values.push_back(v);
    if (to >= std::max<std::int64_t>(1, from))
        values.push_back(to);
    return values;
}

void setKnob(Scenario& scenario, SweepKnob knob, std::int64_t value)
{
    switch (knob) {
    case SweepKnob::Seq: scenario.training.seq = value; break;
    case SweepKnob::MicroBatch: scenario.training.microBatch = value; break;
    case SweepKnob::Dp: scenario.parallel.dp = static_cast<int>(std::clamp<std::int64_t>(value, 0, 1 << 20)); break;
    case SweepKnob::Model: break;
    }
}

namespace {

// The points' estimates: the caller's, or the analytic ones (a LayoutEvaluator shares
// what the layouts have in common).
std::vector<Estimate> estimatesOf(const std::vector<Scenario>& layouts, const PointsEstimator& estimator)
{
    if (estimator)
        return estimator(layouts);
    std::vector<Estimate> out;
    out.reserve(layouts.size());
    if (layouts.empty())
        return out;
    LayoutEvaluator evaluator(layouts.front());
    for (const Scenario& layout : layouts)
        out.push_back(evaluator.evaluate(layout));
    return out;
}

}  // namespace

Sweep sweep(const Scenario& base, SweepKnob knob, const std::vector<std::int64_t>& values,
            const PointsEstimator& estimator)
{
    Sweep result;
    result.knob = knob;
    result.capacity = base.hardware.memoryBytes;
    std::vector<Scenario> layouts(values.size(), base);
    for (std::size_t i = 0; i < values.size(); ++i)
        setKnob(layouts[i], knob, values[i]);
    const std::vector<Estimate> estimates = estimatesOf(layouts, estimator);
    for (std::size_t i = 0; i < values.size(); ++i)
        result.points.push_back(pointOf(estimates[i], values[i], std::to_string(values[i])));
    markFirstOom(result);
    return result;
}

Sweep sweepModels(const Scenario& base, const std::vector<Architecture>& models, const PointsEstimator& estimator)
{
    Sweep result;
    result.knob = SweepKnob::Model;
    result.capacity = base.hardware.memoryBytes;
    std::vector<Scenario> layouts(models.size(), base);
    for (std::size_t i = 0; i < models.size(); ++i)
        layouts[i].arch = models[i];
    // Each model is its own layout: nothing for an evaluator to share.
    std::vector<Estimate> estimates;
    if (estimator) {
        estimates = estimator(layouts);
    } else {
        for (const Scenario& layout : layouts)
            estimates.push_back(estimate(layout));
    }
    for (std::size_t i = 0; i < models.size(); ++i)
        result.points.push_back(pointOf(estimates[i], static_cast<std::int64_t>(i), models[i].name));
    markFirstOom(result);
    return result;
}

HeatMap heatMap(const Scenario& base, SweepKnob xKnob, const std::vector<std::int64_t>& xs, SweepKnob yKnob,
                const std::vector<std::int64_t>& ys, const PointsEstimator& estimator)
{
    HeatMap map{xKnob, yKnob, xs, ys, {}, std::vector<int>(xs.size(), -1)};
    Scenario layout = base;
    for (std::size_t y = 0; y < ys.size(); ++y) {
        setKnob(layout, yKnob, ys[y]);
        Sweep row = sweep(layout, xKnob, xs, estimator);
        for (std::size_t x = 0; x < xs.size(); ++x)
            if (row.points[x].fits)
                map.boundary[x] = static_cast<int>(y);
        map.cells.push_back(std::move(row.points));
    }
    return map;
}

std::int64_t largestFitting(const Scenario& base, SweepKnob knob, std::int64_t limit)
{
    const std::int64_t step = knob == SweepKnob::Seq ? std::max(1, base.parallel.cp) : 1;
    LayoutEvaluator evaluator(base);
    Scenario layout = base;
    if (!fitsAt(evaluator, layout, knob, step))
        return 0;
    // Doubling finds a bracket [low fits, high does not]; bisection closes it in steps.
    std::int64_t low = step;
    std::int64_t high = step * 2;
    while (high <= limit && fitsAt(evaluator, layout, knob, high)) {
        low = high;
        high *= 2;
    }
    if (high > limit) {
        high = limit / step * step + step;
        if (fitsAt(evaluator, layout, knob, high - step))
            return high - step;
    }
    while (high - low > step) {
        const std::int64_t mid = low + (high - low) / 2 / step * step;
        (fitsAt(evaluator, layout, knob, mid) ? low : high) = mid;
    }
    return low;
}

}  // namespace memledger::model
