// Planner rows applied or loaded as B change the session scenario as one undoable
// step; queries run off the GUI thread through the results hub and a stale (older
// generation) result is dropped.
#include <QElapsedTimer>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTimer>
#include <QUndoStack>
#include <gtest/gtest.h>

#include "model/io/scenario_json.h"
#include "model/service/results.h"
#include "model/service/scenario_request.h"
#include "tests/widgets/widget_rig.h"
#include "widgets/explore/compare/compare_panel.h"
#include "widgets/explore/planner/planner_actions.h"
#include "widgets/explore/planner/planner_panel.h"
#include "widgets/common/enum_labels.h"
#include "widgets/explore/planner/planner_table.h"
#include "widgets/session/scenario_file.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

namespace {

model::PlanRequest eightBOnEight()
{
    model::PlanRequest request;
    request.base = model::startingScenario(*presets());
    model::applyModel(*presets()->model("llama-3.1-8b"), request.base);
    model::applyGpu(*presets()->gpu("h100-sxm"), request.base.hardware);
    request.gpus = 8;
    return request;
}

}  // namespace

// The table shows each row's simulated step, MFU and tokens/s, ranked by step time.
TEST(Planner, TableShowsTheSimulatedStep)
{
    PlannerTable table;
    table.setResult(model::plan(eightBOnEight()));
    ASSERT_GE(table.rowCount(), 1);
    ASSERT_TRUE(table.result().stepTime);
    const model::PlanRow& best = *table.row(0);
    EXPECT_GT(best.stepTime, 0.0);
    const QString step = table.data(table.index(0, PlannerTable::StepTime), Qt::DisplayRole).toString();
    EXPECT_EQ(step, formatSeconds(best.stepTime));
    EXPECT_EQ(table.data(table.index(0, PlannerTable::Mfu), Qt::DisplayRole).toString(), formatPercent(best.mfu));
    EXPECT_EQ(table.data(table.index(0, PlannerTable::TokensPerSecond), Qt::DisplayRole).toString(),
              QLocale().toString(best.tokensPerSecond, 'f', 0));
}

// Choices read as the controls name them, not as the file's words ("every-k", "cpu").
TEST(Planner, TableNamesChoicesAsTheControlsDo)
{
    PlannerTable table;
    table.setResult(model::plan(eightBOnEight()));
    ASSERT_GE(table.rowCount(), 1);
    for (int i = 0; i < table.rowCount(); ++i) {
        const model::Scenario& layout = table.row(i)->layout;
        EXPECT_EQ(table.data(table.index(i, PlannerTable::Recompute), Qt::DisplayRole).toString(),
                  translatedEnumLabel(enumLabel(layout.memory.recompute)));
    }
}

TEST(Planner, ApplyingARowIsOneUndoableStep)
{
    const model::PlanResult result = model::plan(eightBOnEight());
    ASSERT_GE(result.rows.size(), 2u);
    ScenarioSession session;
    session.resetScenario(seventyB());
    const auto original = model::scenarioToJson(session.scenario());
    applyPlannerRow(session, result.rows[1].layout);
    EXPECT_EQ(model::scenarioToJson(session.scenario()), model::scenarioToJson(result.rows[1].layout));
    session.undoStack()->undo();
    EXPECT_EQ(model::scenarioToJson(session.scenario()), original);
}

TEST(Planner, LoadingARowAsBPinsTheCurrentScenarioAsA)
{
    const model::PlanResult result = model::plan(eightBOnEight());
    ASSERT_FALSE(result.rows.empty());
    WidgetRig rig;
    rig.start(seventyB());
    rig.bench.showCompare();
    rig.bench.show();
    const auto original = model::scenarioToJson(rig.session.scenario());
    ComparePanel& compare = *rig.bench.compare();
    loadPlannerRowAsB(rig.session, compare, result.rows[0].layout);
    rig.settle();
    ASSERT_TRUE(compare.hasPin());
    EXPECT_EQ(model::scenarioToJson(compare.pinnedScenario()), original);
    EXPECT_EQ(model::scenarioToJson(rig.session.scenario()), model::scenarioToJson(result.rows[0].layout));
    EXPECT_FALSE(compare.summaryText().isEmpty());
    rig.session.undoStack()->undo();
    EXPECT_EQ(model::scenarioToJson(rig.session.scenario()), original);
}

TEST(Planner, TheDockShowsTheEnginesRowsAndItsButtonsEmitTheSelectedRow)
{
    WidgetRig rig;
    const model::PlanRequest request = eightBOnEight();
    rig.start(request.base);
    PlannerPanel& panel = *rig.bench.planner();
    QSignalSpy applied(&panel, &PlannerPanel::applyLayout);
    panel.run();
    ASSERT_TRUE(rig.hub.settle());
    // The dock shows the service's rows: each the ledger of its layout, as `plan` prints them.
    const model::PlanResult engine = model::planOf(panel.currentRequest()).result;
    ASSERT_EQ(panel.table()->rowCount(), static_cast<int>(engine.rows.size()));
    for (int i = 0; i < panel.table()->rowCount(); ++i)
        EXPECT_EQ(panel.table()->row(i)->memoryPerGpu, engine.rows[static_cast<std::size_t>(i)].memoryPerGpu);
    panel.selectRow(1);
    ASSERT_NE(panel.findChild<QPushButton*>(), nullptr);
    for (auto* button : panel.findChildren<QPushButton*>())
        if (button->text() == PlannerPanel::tr("Apply"))
            button->click();
    ASSERT_EQ(applied.count(), 1);
    const auto layout = applied.front().front().value<model::Scenario>();
    EXPECT_EQ(model::scenarioToJson(layout), model::scenarioToJson(engine.rows[1].layout));
    std::printf("[ planner ] %d rows, query %.1f ms off the GUI thread\n", panel.table()->rowCount(), panel.lastMillis());
}

TEST(Planner, AStaleResultIsDropped)
{
    ScenarioSession session;
    ResultsHub hub(&session);
    QSignalSpy spy(&hub, &ResultsHub::planReady);
    model::PlanRequest slow = eightBOnEight();
    model::applyModel(*presets()->model("llama-3.1-70b"), slow.base);
    slow.gpus = 64;
    hub.requestPlan(slow);
    hub.requestPlan(eightBOnEight());
    ASSERT_TRUE(hub.settle());
    ASSERT_EQ(spy.count(), 1) << "only the latest query's answer arrives";
    const auto delivered = spy.front().front().value<PlanAnswer>();
    EXPECT_EQ(delivered.query.request->gpus, 8);
    EXPECT_EQ(delivered.result->rows.size(), model::plan(eightBOnEight()).rows.size());
}

TEST(Planner, TheGuiThreadKeepsTurningWhileA64GpuQueryRuns)
{
    ScenarioSession session;
    ResultsHub hub(&session);
    model::PlanRequest request = eightBOnEight();
    model::applyModel(*presets()->model("llama-3.1-70b"), request.base);
    request.gpus = 64;
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0, worstGap = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        worstGap = std::max(worstGap, clock.elapsed() - last);
        last = clock.elapsed();
    });
    tick.start(2);
    hub.requestPlan(request);
    ASSERT_TRUE(hub.settle());
    std::printf("[ planner ] 70B on 64 GPUs: %lld ms, worst GUI-thread gap %lld ms\n",
                static_cast<long long>(clock.elapsed()), static_cast<long long>(worstGap));
    EXPECT_LT(worstGap, 100);
}

// A form the user changed keeps its own GPU count across edits of the scenario, but another
// scenario (a file opened, a preset) brings the form back to it: no stale inputs.
TEST(Planner, AnotherScenarioBringsAChangedFormBackToIt)
{
    WidgetRig rig;
    rig.start(seventyB());   // 256 GPUs
    rig.settle();
    PlannerPanel* planner = rig.bench.planner();
    auto* gpus = planner->findChild<QSpinBox*>();
    ASSERT_NE(gpus, nullptr);
    gpus->setValue(16);
    emit gpus->editingFinished();
    rig.session.edit(QStringLiteral("training.seq"), QStringLiteral("seq"), [](model::Scenario& s) { s.training.seq = 2048; });
    rig.settle();
    EXPECT_EQ(planner->currentRequest().gpus, 16);   // the user's value survives an edit
    model::Scenario other = seventyB();
    other.parallel.dp = 2;
    rig.session.replaceScenario(other, QStringLiteral("open"));
    rig.settle();
    EXPECT_EQ(planner->currentRequest().gpus, other.worldSize());
}
