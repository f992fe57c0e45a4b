#include "model/planner.h"

#include <algorithm>

#include "model/planner_eval.h"
#include "model/planner_space.h"

namespace memledger::model {

namespace {

// What a fitting layout changes in the base scenario: enough to rebuild it.
struct Candidate {
    Parallelism parallel;
    MemoryOptions memory;
    Training training;
    FrontPoint point;
    double headroom = 0;
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
                                 {estimate.worst().total, m_ranker.cost(m_layout, estimate)}, estimate.headroom()});
        }
    }

    const PlanRequest& m_request;
    const LayoutRanker& m_ranker;
    LayoutEvaluator m_evaluator;
    Scenario m_layout;
    std::vector<Candidate> m_fitting;
    std::int64_t m_enumerated = 0;
};

PlanResult Search::result() const
{
    PlanResult out;
    out.rankedBy = m_ranker.name();
    out.stepTime = m_ranker.isStepTime();
    out.enumerated = m_enumerated;
    out.evaluated = m_evaluator.evaluations();
    out.fitting = static_cast<std::int64_t>(m_fitting.size());
    std::vector<FrontPoint> points;
    points.reserve(m_fitting.size());
    for (const auto& candidate : m_fitting)
        points.push_back(candidate.point);
    for (std::size_t index : paretoFront(points)) {
        const Candidate& c = m_fitting[index];
        PlanRow row{m_request.base, c.point.memory, c.headroom, c.point.cost};
        row.layout.parallel = c.parallel;
        row.layout.memory = c.memory;
        row.layout.training = c.training;
        out.rows.push_back(std::move(row));
    }
    std::stable_sort(out.rows.begin(), out.rows.end(),
                     [](const PlanRow& a, const PlanRow& b) { return a.cost < b.cost; });
    if (out.rows.empty())
        out.notes.push_back(out.enumerated == 0
                                ? "no layout splits this model over the GPUs: check the GPU count and global batch"
                                : "no layout fits: add GPUs, shorten the sequence or pick a larger GPU");
    return out;
}

}  // namespace

PlanResult plan(const PlanRequest& request, const LayoutRanker& ranker)
{
    Search search(request, ranker);
    if (request.gpus >= 1)
        search.run();
    return search.result();
}

PlanResult plan(const PlanRequest& request) { return plan(request, *defaultRanker()); }

}  // namespace memledger::model
