#include "model/explore/planner.h"

#include <algorithm>
#include <cmath>

#include "model/explore/planner_eval.h"
#include "model/explore/planner_space.h"
#include "model/explore/planner_step.h"

namespace memledger::model {

namespace {

// What a fitting layout changes in the base scenario: enough to rebuild it.
struct Candidate {
    Parallelism parallel;
    MemoryOptions memory;
    Training training;
    FrontPoint point;
    double headroom = 0;
    double splitFirst = 0;  // splitFirstCost: the step-time stage's second pruning order
};

class Search {
public:
    Search(const PlanRequest& request, const LayoutRanker& ranker)
        : m_request(request), m_ranker(ranker), m_evaluator(request.base), m_layout(request.base)
    {
    }

    void run()
    {
        for (const Grid& grid : enumerateGrids(m_request)) {
            applyGrid(m_request, grid, 1, m_layout);  // the degrees decide which sharding choices exist
            forEachMemoryChoice(m_request, m_layout, [&] { growMicroBatch(grid); });
        }
    }

    PlanResult result() const;

private:
    PlanRow row(std::size_t index) const;
    void rankByCheapCost(const std::vector<FrontPoint>& points, PlanResult& out) const;
    bool rankByStepTime(const std::vector<FrontPoint>& points, PlanResult& out) const;

    // Memory grows with the micro-batch, so the first size that fails ends the climb.
    void growMicroBatch(const Grid& grid)
    {
        for (std::int64_t mb = 1; mb <= m_request.maxMicroBatch; mb *= 2) {
            if (!applyGrid(m_request, grid, mb, m_layout))
                continue;  // the global batch does not split into this micro-batch
            ++m_enumerated;
            const Estimate& estimate = m_evaluator.evaluate(m_layout);
            if (!estimate.valid() || !estimate.fits)
                return;
            m_fitting.push_back({m_layout.parallel, m_layout.memory, m_layout.training,
                                 {estimate.worst().total, m_ranker.cost(m_layout, estimate)}, estimate.headroom(),
                                 splitFirstCost(m_layout, estimate.worst().total)});
        }
    }

    const PlanRequest& m_request;
    const LayoutRanker& m_ranker;
    LayoutEvaluator m_evaluator;
    Scenario m_layout;
    std::vector<Candidate> m_fitting;
    std::int64_t m_enumerated = 0;
};

PlanRow Search::row(std::size_t index) const
{
    const Candidate& c = m_fitting[index];
    PlanRow row{m_request.base, c.point.memory, c.headroom, c.point.cost};
    row.layout.parallel = c.parallel;
    row.layout.memory = c.memory;
    row.layout.training = c.training;
    return row;
}

void sortByCost(std::vector<PlanRow>& rows)
{
    std::stable_sort(rows.begin(), rows.end(), [](const PlanRow& a, const PlanRow& b) { return a.cost < b.cost; });
}

// The cheap ranker's front. Its rows are simulated too, for display only: the front
// is a handful of layouts, and the table should show a step time either way.
void Search::rankByCheapCost(const std::vector<FrontPoint>& points, PlanResult& out) const
{
    out.stepTime = m_ranker.isStepTime();
    for (std::size_t index : paretoFront(points))
        out.rows.push_back(row(index));
    simulateRows(out.rows);
    out.simulated = static_cast<std::int64_t>(out.rows.size());
    sortByCost(out.rows);
    out.candidates = out.rows;
}

// Simulate the pruned candidates, then the front of memory vs step time.
bool Search::rankByStepTime(const std::vector<FrontPoint>& points, PlanResult& out) const
{
    const auto count = static_cast<std::size_t>(std::max(1, m_request.stepTimeCandidates));
    std::vector<PlanRow> timed;
    std::vector<FrontPoint> timedPoints;
    std::vector<double> splitFirst;
    splitFirst.reserve(m_fitting.size());
    for (const auto& candidate : m_fitting)
        splitFirst.push_back(candidate.splitFirst);
    std::vector<PlanRow> candidates;
    for (std::size_t index : stepTimeCandidates(points, splitFirst, count))
        candidates.push_back(row(index));
    out.simulated = static_cast<std::int64_t>(candidates.size());
    simulateRows(candidates);
    for (PlanRow& candidate : candidates) {
        if (!(candidate.stepTime > 0) || !std::isfinite(candidate.stepTime))
            continue;  // its timeline reported a problem, or a link it needs does not exist
        candidate.cost = candidate.stepTime;
        timedPoints.push_back({candidate.memoryPerGpu, candidate.stepTime});
        timed.push_back(std::move(candidate));
    }
    if (timed.empty())
        return false;
    for (std::size_t index : paretoFront(timedPoints))
        out.rows.push_back(timed[index]);
    sortByCost(out.rows);
    out.candidates = std::move(timed);
    out.stepTime = true;
    out.shortlisted = static_cast<std::int64_t>(std::min(count, m_fitting.size()));
    return true;
}

PlanResult Search::result() const
{
    PlanResult out;
    out.enumerated = m_enumerated;
    out.evaluated = m_evaluator.evaluations();
    out.fitting = static_cast<std::int64_t>(m_fitting.size());
    std::vector<FrontPoint> points;
    points.reserve(m_fitting.size());
    for (const auto& candidate : m_fitting)
        points.push_back(candidate.point);
    const bool wantTime = m_request.ranking == PlanRanking::StepTime && !m_ranker.isStepTime();
    if (wantTime && !points.empty() && !rankByStepTime(points, out)) {
        out.notes.push_back(PlanNote::NothingSimulated);
        out.simulated = 0;
        rankByCheapCost(points, out);
    } else if (!wantTime || points.empty()) {
        rankByCheapCost(points, out);
    }
    if (out.rows.empty())
        out.notes.push_back(out.enumerated == 0 ? PlanNote::NoLayoutSplits : PlanNote::NoLayoutFits);
    return out;
}

}  // namespace

PlanResult plan(const PlanRequest& request, const LayoutRanker& ranker)
{
    // Rows compare step times, so every row must do the same work per step: the global
    // batch is fixed, the scenario's own unless the request names one.
    PlanRequest fixed = request;
    if (fixed.globalBatch <= 0)
        fixed.globalBatch = std::max<std::int64_t>(1, request.base.globalBatch());
    Search search(fixed, ranker);
    if (fixed.gpus >= 1)
        search.run();
    PlanResult result = search.result();
    result.globalBatch = fixed.globalBatch;
    if (fixed.globalBatch < fixed.gpus)
        result.notes.push_back(PlanNote::BatchLimitsReplicas);
    return result;
}

PlanResult plan(const PlanRequest& request) { return plan(request, *defaultRanker()); }

const char* planNoteId(PlanNote note)
{
    static constexpr const char* kIds[] = {"nothing_simulated", "no_layout_splits", "no_layout_fits",
                                           "batch_limits_replicas"};
    return kIds[static_cast<int>(note)];
}

}  // namespace memledger::model
