#include "widgets/session/hub/hub_engine.h"

#include "model/service/results.h"

namespace memledger::widgets {

model::AllocatorStudyOptions AllocatorParams::studyOptions() const
{
    model::AllocatorStudyOptions options;
    options.expandableSegments = expandableSegments;
    options.shapes = shapes;
    options.emptyCacheBetweenSteps = emptyCacheBetweenSteps;
    const bool oneStepShows = shapes == model::StepShapes::Fixed && !emptyCacheBetweenSteps;
    options.steps = oneStepShows ? 1 : model::kShapeStudySteps;
    return options;
}

HubEngine modelEngine()
{
    HubEngine engine;
    // The comparison, the sweep, the fit map and the plan's rows read each scenario's
    // ledger as the ledger view does once the hub answers (model/service/results.h). The
    // timeline follows every edit of a drag and uses the fragmentation only for its dashed
    // limit: replaying the allocator for it would quadruple its cost, so it keeps the
    // assumed fraction. The planner searches with the assumed fraction too, and the rows it
    // returns are then made the ledger's own numbers (model::refinePlan, planOf's second
    // half): the window shows the search's rows at once, marked as not yet exact.
    engine.timeline = [](const TimelineQuery& q) { return model::simulateStep(q.snapshot->scenario, *q.snapshot->estimate); };
    engine.comparison = [](const ComparisonQuery& q) {
        return model::comparisonOf(q.a->scenario, *q.a->estimate, q.b->scenario, *q.b->estimate);
    };
    engine.sweep = [](const SweepQuery& q) {
        return q.params.knob == model::SweepKnob::Model
                   ? model::sweepModelsOf(q.snapshot->scenario, q.params.models)
                   : model::sweepOf(q.snapshot->scenario, q.params.knob, q.params.values);
    };
    engine.fitMap = [](const FitMapQuery& q) {
        return model::fitMapOf(q.snapshot->scenario, q.params.x, q.params.xs, q.params.y, q.params.ys);
    };
    engine.triage = [](const TriageQuery& q) { return model::triage(*q.from, q.options); };
    engine.plan = [](const PlanQuery& q) { return model::plan(*q.request); };
    engine.planRows = [](const PlanRowsQuery& q) { return model::refinePlan(*q.searched).result; };
    engine.ledger = [](const LedgerQuery& q) {
        return model::ledgerOf(q.snapshot->scenario, *q.snapshot->estimate);
    };
    engine.allocator = [](const AllocatorQuery& q) {
        return model::studyAllocator(q.snapshot->scenario, *q.snapshot->estimate, q.params.studyOptions());
    };
    engine.measuredFile = [](const MeasuredFileQuery& q) {
        LoadedMeasurement loaded;
        loaded.path = q.path;
        const model::MeasuredFile file = model::readMeasuredFile(q.path, loaded.problems);
        if (loaded.problems.empty())
            loaded.peaks = model::measuredPeaks(file, loaded.problems);
        return loaded;
    };
    engine.measured = [](const MeasuredQuery& q) {
        const model::Scenario& scenario = q.snapshot->scenario;
        return model::measuredComparisonOf(q.file->peaks, scenario, *q.snapshot->estimate);
    };
    return engine;
}

}  // namespace memledger::widgets
