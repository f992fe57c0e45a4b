#include "widgets/session/hub_engine.h"

namespace memledger::widgets {

HubEngine modelEngine()
{
    HubEngine engine;
    engine.timeline = [](const TimelineQuery& q) { return model::simulateStep(q.snapshot->scenario, *q.snapshot->estimate); };
    engine.comparison = [](const ComparisonQuery& q) {
        return model::compare(q.a->scenario, *q.a->estimate, q.b->scenario, *q.b->estimate);
    };
    engine.sweep = [](const SweepQuery& q) {
        return q.params.knob == model::SweepKnob::Model ? model::sweepModels(q.snapshot->scenario, q.params.models)
                                                        : model::sweep(q.snapshot->scenario, q.params.knob, q.params.values);
    };
    engine.fitMap = [](const FitMapQuery& q) {
        return model::heatMap(q.snapshot->scenario, q.params.x, q.params.xs, q.params.y, q.params.ys);
    };
    engine.triage = [](const TriageQuery& q) { return model::triage(*q.from, q.options); };
    engine.plan = [](const PlanQuery& q) { return model::plan(*q.request); };
    return engine;
}

}  // namespace memledger::widgets
