#include "widgets/present/workspace_state.h"

#include "model/explore/sweep.h"
#include "widgets/explore/compare/compare_panel.h"
#include "widgets/explore/sweep/sweep_panel.h"
#include "widgets/ledger/formula_inspector.h"
#include "widgets/session/scenario_session.h"
#include "widgets/timeline/timeline_view.h"
#include "widgets/workbench/workbench.h"

namespace memledger::widgets {

model::Scene captureScene(const Workbench& bench, const QString& name)
{
    model::Scene scene;
    scene.name = name.toStdString();
    scene.scenario = bench.session()->scenario();
    QString view = bench.onlyView();
    if (view.isEmpty())
        view = bench.currentTabId() == QLatin1String("activations") ? QStringLiteral("ledger") : bench.currentTabId();
    scene.view.view = view.toStdString();
    scene.view.term = bench.inspector()->selectedTermId().toStdString();
    const auto [from, to] = bench.timeline()->windowFraction();
    scene.view.windowFrom = from;
    scene.view.windowTo = to;
    return scene;
}

void showScene(Workbench& bench, const model::Scene& scene, const QString& undoText)
{
    ScenarioSession* session = bench.session();
    const bool newScenario = !sameScenario(scene.scenario, session->scenario());
    if (newScenario)
        session->replaceScenario(scene.scenario, undoText);
    session->flush();
    const QString view = QString::fromStdString(scene.view.view);
    if (bench.onlyView().isEmpty())
        bench.showView(view);
    else
        bench.showOnly(view);
    if (!scene.view.term.empty())
        bench.inspectTerm(QString::fromStdString(scene.view.term));
    // A new scenario's timeline is still being simulated: the window applies to it too.
    bench.timeline()->showWindowFraction(scene.view.windowFrom, scene.view.windowTo, newScenario);
}

model::Workspace captureWorkspace(const Workbench& bench)
{
    model::Workspace workspace;
    if (bench.compare()->hasPin())
        workspace.pinnedA = bench.compare()->pinnedScenario();
    workspace.sweep = model::SweepSettings{model::sweepKnobId(bench.sweep()->knob()), bench.sweep()->rangeFrom(),
                                          bench.sweep()->rangeTo()};
    return workspace;
}

void restoreWorkspace(Workbench& bench, const model::Workspace& workspace)
{
    if (workspace.pinnedA)
        bench.pinAsA(*workspace.pinnedA);
    else
        bench.compare()->clearPin();
    if (!workspace.sweep)
        return;
    if (const auto knob = model::parseSweepKnob(workspace.sweep->knob))
        bench.sweep()->setKnob(*knob);
    if (workspace.sweep->from > 0 && workspace.sweep->to >= workspace.sweep->from)
        bench.sweep()->setRange(workspace.sweep->from, workspace.sweep->to);
}

}  // namespace memledger::widgets
