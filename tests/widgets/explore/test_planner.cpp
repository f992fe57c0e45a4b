// Planner rows applied or loaded as B change the session scenario as one undoable
// step; queries run off the GUI thread through the results hub and a stale (older
// generation) result is dropped.
#include <atomic>
#include <chrono>
#include <thread>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFont>
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
#include "widgets/explore/planner/planner_text.h"
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
    // Only the latest query's answers arrive: its search's rows, then the same rows exact.
    ASSERT_EQ(spy.count(), 2);
    for (const auto& signal : spy)
        EXPECT_EQ(signal.front().value<PlanAnswer>().query.request->gpus, 8);
    const auto searched = spy.front().front().value<PlanAnswer>();
    const auto exact = spy.back().front().value<PlanAnswer>();
    EXPECT_FALSE(searched.result->rowsExact);
    EXPECT_EQ(searched.result->rows.size(), model::plan(eightBOnEight()).rows.size());
    EXPECT_TRUE(exact.result->rowsExact);
    EXPECT_EQ(exact.result->rows.size(), model::planOf(eightBOnEight()).result.rows.size());
    EXPECT_GE(exact.millis, searched.millis);
}

// A second search while the first one's rows are being replayed: the first's rows never
// arrive after the second search is asked for (their replay is held back until then).
TEST(Planner, AnOlderSearchsRowsDoNotFollowANewerSearch)
{
    ScenarioSession session;
    HubEngine engine = modelEngine();
    std::atomic<bool> secondAsked = false;
    engine.planRows = [&secondAsked](const PlanRowsQuery& q) {
        while (q.request->gpus == 64 && !secondAsked)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        return model::refinePlan(*q.searched).result;
    };
    ResultsHub hub(&session, engine);
    std::vector<PlanAnswer> answers;
    QObject::connect(&hub, &ResultsHub::planReady, [&](const PlanAnswer& a) { answers.push_back(a); });
    model::PlanRequest first = eightBOnEight();
    model::applyModel(*presets()->model("llama-3.1-70b"), first.base);
    first.gpus = 64;
    hub.requestPlan(first);
    // The first search answers, and its rows start replaying.
    QElapsedTimer clock;
    clock.start();
    while (answers.empty() && clock.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    ASSERT_EQ(answers.size(), 1u);
    ASSERT_FALSE(answers.front().result->rowsExact);
    ASSERT_TRUE(hub.busy(ResultKind::Plan)) << "the first search's rows are replaying";
    hub.requestPlan(eightBOnEight());
    secondAsked = true;
    ASSERT_TRUE(hub.settle());
    ASSERT_EQ(answers.size(), 3u);
    for (std::size_t i = 1; i < answers.size(); ++i)
        EXPECT_EQ(answers[i].query.request->gpus, 8) << "answer " << i;
    EXPECT_TRUE(answers.back().result->rowsExact);
    EXPECT_FALSE(hub.busy(ResultKind::Plan));
}

// The dock shows the search's rows at once, their memory marked as not yet the ledger's
// (grey italics, a tooltip and a line in the status), then the ledger's figures unmarked,
// with the row the user picked meanwhile still picked.
TEST(Planner, TheSearchsRowsAreMarkedUntilTheirLedgersAnswer)
{
    WidgetRig rig;
    const model::PlanRequest request = eightBOnEight();
    rig.start(request.base);
    PlannerPanel& panel = *rig.bench.planner();
    PlannerTable& table = *panel.table();
    std::vector<bool> exactness;
    nlohmann::json picked;
    bool pickedKept = false;
    QObject::connect(&rig.hub, &ResultsHub::planReady, &panel, [&](const PlanAnswer& a) {
        exactness.push_back(a.result->rowsExact);
        const QModelIndex memory = table.index(0, PlannerTable::Memory);
        const QString tip = table.data(memory, Qt::ToolTipRole).toString();
        const bool italic = table.data(memory, Qt::FontRole).value<QFont>().italic();
        if (a.result->rowsExact) {
            EXPECT_FALSE(italic);
            EXPECT_NE(tip, planPendingText());
            EXPECT_FALSE(panel.statusText().contains(planPendingText()));
            pickedKept = panel.selectedRow() && model::scenarioToJson(panel.selectedRow()->layout) == picked;
        } else {
            EXPECT_TRUE(italic);
            EXPECT_EQ(tip, planPendingText());
            EXPECT_TRUE(panel.statusText().contains(planPendingText()));
            ASSERT_GE(table.rowCount(), 2);
            panel.selectRow(1);   // picked while the rows replay
            picked = model::scenarioToJson(table.row(1)->layout);
        }
    });
    panel.run();
    ASSERT_TRUE(rig.hub.settle());
    ASSERT_EQ(exactness, (std::vector<bool>{false, true}));
    EXPECT_TRUE(pickedKept);
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
