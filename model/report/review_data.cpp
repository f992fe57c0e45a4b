#include "model/report/review_data.h"

#include "model/allocator/simulated_ledger.h"

namespace memledger::model {

ReviewData computeReview(const Scenario& scenario, const Scenario* pinned, const TriageOptions& triageOptions)
{
    ReviewData data;
    data.scenario = scenario;
    data.estimate = estimateWithAllocator(scenario);
    if (!data.estimate.valid())
        return data;
    data.timeline = simulateStep(scenario, data.estimate);
    data.triage = triage(scenario, triageOptions);
    if (pinned) {
        data.pinned = *pinned;
        data.pinnedEstimate = estimateWithAllocator(*pinned);
        if (data.pinnedEstimate.valid())
            data.comparison = compare(*pinned, data.pinnedEstimate, scenario, data.estimate);
    }
    return data;
}

ReviewInputs ReviewData::inputs(std::string title, ByteUnit unit, const TriageResult* path) const
{
    ReviewInputs in{scenario, estimate};
    in.title = std::move(title);
    in.unit = unit;
    in.timeline = &timeline;
    const TriageResult& walk = path ? *path : triage;
    if (walk.stop != TriageStop::Invalid) {
        in.triage = &walk;
        in.tree = &builtinTriageTree();
    }
    if (pinned && comparison) {
        in.pinned = &*pinned;
        in.comparison = &*comparison;
    }
    return in;
}

}  // namespace memledger::model
