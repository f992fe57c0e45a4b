// Scenes and presentation mode: a scene taken from the workbench comes back from the file
// and through the session with its view; title, description, A/B pin and sweep settings
// survive a save; presentation mode hides the controls, steps through the scenes with the
// arrow keys and, on Esc, returns to the scenario and controls as they were.
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <gtest/gtest.h>

#include "model/explore/sweep.h"
#include "model/io/scenario_json.h"
#include "tests/widgets/widget_rig.h"
#include "widgets/common/theme.h"
#include "widgets/explore/compare/compare_panel.h"
#include "widgets/explore/sweep/sweep_panel.h"
#include "widgets/present/pointer_highlight.h"
#include "widgets/present/presentation.h"
#include "widgets/present/scenario_properties_dialog.h"
#include "widgets/present/scene_book.h"
#include "widgets/present/scene_list_panel.h"
#include "widgets/present/workspace_state.h"
#include "widgets/session/scenario_file.h"
#include "widgets/timeline/timeline_view.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

namespace {

model::Scenario withSeq(std::int64_t seq)
{
    model::Scenario s = llama8bLoraOnOneH100();
    s.training.seq = seq;
    return s;
}

// Three scenes of one scenario at three sequence lengths, shown in three views.
std::vector<model::Scene> threeScenes(WidgetRig& rig)
{
    std::vector<model::Scene> scenes;
    const std::pair<std::int64_t, const char*> steps[] = {{1024, "ledger"}, {4096, "sweep"}, {16384, "timeline"}};
    for (const auto& [seq, view] : steps) {
        rig.start(withSeq(seq));
        rig.bench.showView(QString::fromLatin1(view));
        scenes.push_back(captureScene(rig.bench, QStringLiteral("seq %1").arg(seq)));
    }
    return scenes;
}

}  // namespace

TEST(Scenes, CaptureTakesTheViewTermAndZoom)
{
    WidgetRig rig;
    rig.start(seventyB());
    rig.bench.inspectTerm(QStringLiteral("weights"));
    rig.bench.showTimeline();
    rig.settle();
    rig.bench.timeline()->showWindowFraction(0.25, 0.5);
    const model::Scene scene = captureScene(rig.bench, QStringLiteral("zoomed"));
    EXPECT_EQ(scene.name, "zoomed");
    EXPECT_EQ(scene.view.view, "timeline");
    EXPECT_EQ(scene.view.term, "weights");
    EXPECT_NEAR(scene.view.windowFrom, 0.25, 1e-9);
    EXPECT_NEAR(scene.view.windowTo, 0.5, 1e-9);
    EXPECT_EQ(scene.scenario.parallel.pp, seventyB().parallel.pp);
    // The activations tab sits under the ledger until another is chosen: the ledger is the view.
    rig.bench.showActivations();
    EXPECT_EQ(captureScene(rig.bench, QString()).view.view, "ledger");
}

TEST(Scenes, RoundTripThroughTheFileAndTheSession)
{
    WidgetRig rig;
    model::Workspace saved;
    saved.scenes = threeScenes(rig);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scenes.memledger.json"));
    QString error;
    ASSERT_TRUE(writeScenarioFile(path, rig.session.committedScenario(), &error, saved)) << error.toStdString();
    model::Scenario opened;
    model::Workspace read;
    ASSERT_TRUE(readScenarioFile(path, *presets(), opened, &error, &read)) << error.toStdString();
    ASSERT_EQ(read.scenes.size(), 3u);

    rig.start(withSeq(2048));
    for (std::size_t i = 0; i < read.scenes.size(); ++i) {
        EXPECT_EQ(read.scenes[i].name, saved.scenes[i].name);
        EXPECT_EQ(read.scenes[i].view, saved.scenes[i].view);
        showScene(rig.bench, read.scenes[i], QStringLiteral("show"));
        EXPECT_TRUE(sameScenario(rig.session.scenario(), saved.scenes[i].scenario)) << i;
        const QString view = QString::fromStdString(saved.scenes[i].view.view);
        if (view != QLatin1String("ledger")) {
            EXPECT_EQ(rig.bench.currentTabId(), view);
        }
    }
    // Each scene shown is one undoable step.
    EXPECT_EQ(rig.session.undoStack()->count(), 3);
}

TEST(Workspace, TitleDescriptionPinAndSweepSurviveASave)
{
    WidgetRig rig;
    model::Scenario scenario = withSeq(4096);
    scenario.title = "Llama 8B LoRA";
    scenario.description = "fits at 4K";
    rig.start(scenario);
    ASSERT_TRUE(rig.bench.pinAsA(withSeq(1024)));
    rig.bench.sweep()->setKnob(model::SweepKnob::MicroBatch);
    rig.bench.sweep()->setRange(2, 32);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ws.memledger.json"));
    ASSERT_TRUE(writeScenarioFile(path, rig.session.committedScenario(), nullptr, captureWorkspace(rig.bench)));

    WidgetRig other;
    model::Scenario opened;
    model::Workspace workspace;
    QString error;
    ASSERT_TRUE(readScenarioFile(path, *presets(), opened, &error, &workspace)) << error.toStdString();
    other.start(opened);
    restoreWorkspace(other.bench, workspace);
    EXPECT_EQ(other.session.scenario().title, "Llama 8B LoRA");
    EXPECT_EQ(other.session.scenario().description, "fits at 4K");
    ASSERT_TRUE(other.bench.compare()->hasPin());
    EXPECT_EQ(other.bench.compare()->pinnedScenario().training.seq, 1024);
    EXPECT_EQ(other.bench.sweep()->knob(), model::SweepKnob::MicroBatch);
    EXPECT_EQ(other.bench.sweep()->rangeFrom(), 2);
    EXPECT_EQ(other.bench.sweep()->rangeTo(), 32);
}

TEST(Workspace, OldFileWithoutItLoadsAndClearsThePin)
{
    WidgetRig rig;
    rig.start(withSeq(4096));
    ASSERT_TRUE(rig.bench.pinAsA(withSeq(1024)));
    model::Scenario opened;
    model::Workspace workspace;
    QString error;
    const QString old = QStringLiteral(MEMLEDGER_SOURCE_DIR "/presets/scenarios/7b-zero1-dp8.memledger.json");
    ASSERT_TRUE(readScenarioFile(old, *presets(), opened, &error, &workspace)) << error.toStdString();
    EXPECT_TRUE(workspace.scenes.empty());
    EXPECT_FALSE(opened.title.empty());   // the preset's title is kept now
    restoreWorkspace(rig.bench, workspace);
    EXPECT_FALSE(rig.bench.compare()->hasPin());
}

TEST(Properties, TitleAndDescriptionAreOneUndoableEditAndTheTitleOutlivesEdits)
{
    WidgetRig rig;
    rig.start(withSeq(4096));
    ScenarioPropertiesDialog dialog(&rig.session);
    dialog.titleEdit()->setText(QStringLiteral("  Review: LoRA on one H100 "));
    dialog.descriptionEdit()->setPlainText(QStringLiteral("Why rank 16 fits"));
    dialog.apply();
    EXPECT_EQ(rig.session.scenario().title, "Review: LoRA on one H100");
    EXPECT_EQ(rig.session.scenario().description, "Why rank 16 fits");
    EXPECT_EQ(rig.session.undoStack()->count(), 1);
    rig.session.edit(QStringLiteral("seq"), QStringLiteral("seq"), [](model::Scenario& s) { s.training.seq = 8192; });
    EXPECT_EQ(rig.session.scenario().title, "Review: LoRA on one H100");
    EXPECT_TRUE(rig.session.scenario().description.empty());
    rig.session.undoStack()->undo();
    rig.session.undoStack()->undo();
    EXPECT_TRUE(rig.session.scenario().title.empty());
}

TEST(SceneList, AddsReordersRenamesAndDeletes)
{
    WidgetRig rig;
    SceneBook book;
    SceneListPanel panel(&rig.bench, &book);
    rig.start(withSeq(1024));
    panel.addCurrent();
    rig.start(withSeq(2048));
    panel.addCurrent();   // after the selected (the first): second
    ASSERT_EQ(book.count(), 2);
    EXPECT_EQ(book.at(1).scenario.training.seq, 2048);
    EXPECT_EQ(panel.list()->count(), 2);
    panel.select(1);
    panel.moveSelected(-1);
    EXPECT_EQ(book.at(0).scenario.training.seq, 2048);
    EXPECT_EQ(panel.selected(), 0);
    panel.list()->item(0)->setText(QStringLiteral("Long context"));   // what an edit in place does
    EXPECT_EQ(book.at(0).name, "Long context");
    book.setView(0, QStringLiteral("heatmap"));
    EXPECT_EQ(book.at(0).view.view, "heatmap");
    book.setView(0, QStringLiteral("nonsense"));
    EXPECT_EQ(book.at(0).view.view, "heatmap");
    panel.deleteSelected();
    ASSERT_EQ(book.count(), 1);
    EXPECT_EQ(book.at(0).scenario.training.seq, 1024);
}

TEST(Presentation, HidesTheControlsAndTheArrowKeysStepThroughScenes)
{
    QMainWindow window;
    WidgetRig rig;
    SceneBook book;
    book.setScenes(threeScenes(rig));
    rig.start(withSeq(2048));   // the scenario being worked on
    auto* bench = &rig.bench;
    window.setCentralWidget(bench);
    auto* controls = new QWidget(&window);
    controls->show();
    Presentation presentation(bench, &book, &window);
    presentation.setControls({controls});
    window.resize(1280, 800);
    window.show();
    const QFont before = bench->font();

    presentation.enter(0);
    EXPECT_TRUE(presentation.isActive());
    EXPECT_FALSE(controls->isVisible());
    EXPECT_TRUE(window.isFullScreen());
    EXPECT_GT(bench->font().pointSizeF(), before.pointSizeF() * 1.5);
    EXPECT_EQ(bench->onlyView(), QStringLiteral("ledger"));
    EXPECT_FALSE(bench->tabs()->isVisible());
    EXPECT_EQ(rig.session.scenario().training.seq, 1024);

    QTest::keyClick(bench, Qt::Key_Right);
    EXPECT_EQ(presentation.currentScene(), 1);
    EXPECT_EQ(rig.session.scenario().training.seq, 4096);
    EXPECT_EQ(bench->onlyView(), QStringLiteral("sweep"));
    EXPECT_TRUE(bench->tabs()->isVisible());
    EXPECT_EQ(bench->tabs()->currentWidget(), bench->sweep());
    QTest::keyClick(bench, Qt::Key_PageDown);
    EXPECT_EQ(presentation.currentScene(), 2);
    EXPECT_EQ(rig.session.scenario().training.seq, 16384);
    QTest::keyClick(bench, Qt::Key_Right);   // the last scene stays
    EXPECT_EQ(presentation.currentScene(), 2);
    QTest::keyClick(bench, Qt::Key_PageUp);
    EXPECT_EQ(presentation.currentScene(), 1);
    EXPECT_TRUE(presentation.caption().contains(QStringLiteral("2 / 3")));
    EXPECT_TRUE(presentation.caption().contains(QStringLiteral("seq 4096")));

    QTest::keyClick(bench, Qt::Key_L);
    EXPECT_TRUE(presentation.pointer()->isActive());

    QTest::keyClick(bench, Qt::Key_Escape);
    EXPECT_FALSE(presentation.isActive());
    EXPECT_FALSE(presentation.pointer()->isActive());
    EXPECT_TRUE(controls->isVisible());
    EXPECT_FALSE(window.isFullScreen());
    EXPECT_EQ(bench->font(), before);
    EXPECT_TRUE(bench->onlyView().isEmpty());
    EXPECT_TRUE(bench->tabs()->isVisible());
    EXPECT_EQ(rig.session.scenario().training.seq, 2048);   // back to the scenario being worked on
    window.takeCentralWidget();   // the rig owns the workbench
}

TEST(Presentation, WithoutScenesTheArrowsStepThroughTheViews)
{
    QMainWindow window;
    WidgetRig rig;
    SceneBook book;
    rig.start(withSeq(2048));
    window.setCentralWidget(&rig.bench);
    window.show();
    Presentation presentation(&rig.bench, &book, &window);
    presentation.setUsesFullScreen(false);
    rig.bench.showSweep();
    presentation.enter();
    EXPECT_FALSE(window.isFullScreen());
    EXPECT_EQ(presentation.currentScene(), -1);
    EXPECT_EQ(rig.bench.onlyView(), QStringLiteral("sweep"));
    QTest::keyClick(&rig.bench, Qt::Key_Right);
    EXPECT_EQ(rig.bench.onlyView(), QStringLiteral("heatmap"));
    QTest::keyClick(&rig.bench, Qt::Key_Left);
    QTest::keyClick(&rig.bench, Qt::Key_Left);
    EXPECT_EQ(rig.bench.onlyView(), QStringLiteral("allocator"));
    presentation.leave();
    EXPECT_EQ(rig.bench.currentTabId(), QStringLiteral("sweep"));
    window.takeCentralWidget();
}

TEST(DesktopLook, TheVerdictFollowsAPaletteChange)
{
    WidgetRig rig;
    rig.start(withSeq(1024));
    rig.bench.show();
    QLabel* verdict = nullptr;
    for (QLabel* label : rig.headline.findChildren<QLabel*>())
        if (label->text() == rig.headline.verdictText())
            verdict = label;
    ASSERT_NE(verdict, nullptr);
    const QPalette light = QApplication::palette();
    const QPalette dark = Theme::darkPalette();
    EXPECT_EQ(verdict->palette().color(QPalette::WindowText), Theme(light).statusText(Status::Fits));
    QApplication::setPalette(dark);
    // The palette reaches the widgets through posted events; the verdict is coloured after them.
    const QColor wanted = Theme(dark).statusText(Status::Fits);
    for (int wait = 0; wait < 100 && verdict->palette().color(QPalette::WindowText) != wanted; ++wait)
        QTest::qWait(10);
    EXPECT_EQ(verdict->palette().color(QPalette::WindowText), Theme(dark).statusText(Status::Fits));
    QApplication::setPalette(light);
}
