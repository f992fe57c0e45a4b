// The main window as a user meets it: every menu command is named, translated and
// reachable by its own shortcut; a slider step repaints the views without laying out the
// window again; Edit ▸ Undo takes an edit back.
#include <map>
#include <string>
#include <vector>

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QDockWidget>
#include <QEvent>
#include <QMenu>
#include <QMenuBar>
#include <QShortcut>
#include <QDialog>
#include <QTimer>
#include <QLabel>
#include <QStatusBar>
#include <QStatusTipEvent>
#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QTest>
#include <QToolTip>
#include <QTranslator>
#include <gtest/gtest.h>

#include "app/window/gui_options.h"
#include "app/window/main_window.h"
#include "tests/widgets/widget_rig.h"
#include "widgets/common/catalogue.h"
#include "widgets/common/live_label.h"
#include "widgets/session/hub/results_hub.h"
#include "widgets/session/scenario_session.h"
#include "widgets/present/presentation.h"
#include "widgets/workbench/window_tour.h"
#include "widgets/workbench/workbench.h"

using namespace memledger;
using memledger::gui::MainWindow;

namespace {

struct Command {
    QString path;   // "&File ▸ &Open…", as the menus name it
    QAction* action;
};

// Every command of the menu bar, by the path of menus that leads to it. The Presets menu
// and the recent files list name data (scenario titles, file names), not commands.
void collect(QMenu* menu, const QString& path, std::vector<Command>& out)
{
    for (QAction* action : menu->actions()) {
        if (action->isSeparator())
            continue;
        const QString here = path + QStringLiteral(" ▸ ") + action->text();
        if (action->menu())
            collect(action->menu(), here, out);
        else
            out.push_back({here, action});
    }
}

std::vector<Command> commands(const MainWindow& window, const QStringList& dataMenus)
{
    std::vector<Command> out;
    for (QAction* top : window.menuBar()->actions())
        if (top->menu() && !dataMenus.contains(top->text()))
            collect(top->menu(), top->text(), out);
    return out;
}

void showSettled(MainWindow& window)
{
    window.startWith(widgets::test::seventyB(), QString());
    window.resize(1600, 1000);
    window.show();
    QApplication::processEvents();
    window.workbench()->hub()->settle();
    QApplication::processEvents();
}

// Each key sequence names one command: a second would make Qt ignore both ("ambiguous").
void expectDistinctShortcuts(const MainWindow& window, const char* language)
{
    std::map<QString, QString> owner;
    const auto claim = [&](const QKeySequence& keys, const QString& by) {
        const QString key = keys.toString(QKeySequence::PortableText);
        const auto [it, first] = owner.emplace(key, by);
        EXPECT_TRUE(first) << language << ": " << key.toStdString() << " is both " << it->second.toStdString()
                           << " and " << by.toStdString();
    };
    for (const QAction* action : window.findChildren<QAction*>())
        for (const QKeySequence& keys : action->shortcuts())
            claim(keys, action->text());
    for (const QShortcut* shortcut : window.findChildren<QShortcut*>())
        claim(shortcut->key(), shortcut->objectName());
    EXPECT_GT(owner.size(), 15u) << language;
}

}  // namespace

TEST(MainWindow, EveryMenuCommandIsNamedAndNoTwoShareAShortcut)
{
    MainWindow window(widgets::test::presets());
    const auto all = commands(window, {});
    EXPECT_GT(all.size(), 30u);
    for (const Command& command : all)
        EXPECT_FALSE(QString(command.path).remove(QLatin1Char('&')).trimmed().endsWith(QStringLiteral("▸")))
            << "an unnamed command in " << command.path.toStdString();
    expectDistinctShortcuts(window, "English");
}

// The Chinese window names every command in Chinese (the menus of data aside), and its
// translated shortcuts still name one command each.
TEST(MainWindow, EveryMenuCommandIsTranslatedAndKeepsItsOwnShortcut)
{
    std::vector<QString> english;
    {
        MainWindow window(widgets::test::presets());
        for (const Command& command : commands(window, {QStringLiteral("&Presets")}))
            english.push_back(command.path);
    }
    QTranslator catalogue;
    ASSERT_TRUE(widgets::loadCatalogue(catalogue, QLocale(QStringLiteral("zh_CN"))));
    QCoreApplication::installTranslator(&catalogue);
    {
        MainWindow window(widgets::test::presets());
        const auto chinese = commands(window, {QStringLiteral("预设(&P)")});
        ASSERT_EQ(chinese.size(), english.size()) << "the Presets menu's title is not the one expected";
        for (std::size_t i = 0; i < chinese.size(); ++i) {
            // Every step of the path is translated: a name like "&Qt" is kept inside Chinese words.
            const QStringList zh = chinese[i].path.split(QStringLiteral(" ▸ "));
            const QStringList en = english[i].split(QStringLiteral(" ▸ "));
            for (qsizetype s = 0; s < zh.size(); ++s)
                EXPECT_NE(zh[s], en[s]) << "untranslated: " << english[i].toStdString();
        }
        expectDistinctShortcuts(window, "Chinese");
    }
    QCoreApplication::removeTranslator(&catalogue);
}

// The window's views, docks and status bar follow each answer without asking the window to
// lay itself out again: a slider step costs repaints, not a relayout of ~80 controls.
// (The status bar's lines may widen a few times as longer texts first appear.)
TEST(MainWindow, ASliderStepRepaintsWithoutLayingOutTheWindow)
{
    MainWindow window(widgets::test::presets());
    showSettled(window);
    widgets::ScenarioSession* session = window.workbench()->session();
    const auto step = [&](int i) {
        session->edit(QStringLiteral("hardware.memory_bytes"), QStringLiteral("GPU memory"),
                      [i](model::Scenario& s) { s.hardware.memoryBytes = (60.0 + i % 20) * (1ull << 30); });
        QApplication::processEvents();
        window.workbench()->hub()->settle();
        QApplication::processEvents();
    };
    step(0);
    // Every layout request inside the window but a LiveLabel's own (which passes on only
    // a change of size), by the class of widget that received it.
    struct Count : QObject {
        const QWidget* window = nullptr;
        int layouts = 0;
        QStringList receivers;
        bool eventFilter(QObject* object, QEvent* event) override
        {
            const auto* widget = qobject_cast<const QWidget*>(object);
            if (event->type() == QEvent::LayoutRequest && widget && widget->window() == window &&
                !qobject_cast<const widgets::LiveLabel*>(widget)) {
                ++layouts;
                QString chain = QString::fromLatin1(widget->metaObject()->className());
                for (const QObject* p = widget->parent(); p; p = p->parent())
                    chain += QStringLiteral("<") + QString::fromLatin1(p->metaObject()->className()) + p->objectName();
                receivers << chain;
            }
            return false;
        }
    } count;
    count.window = &window;
    qApp->installEventFilter(&count);
    constexpr int kSteps = 20;
    for (int i = 1; i <= kSteps; ++i)
        step(i);
    qApp->removeEventFilter(&count);
    EXPECT_LE(count.layouts, 3) << "in " << kSteps << " slider steps: " << count.receivers.join(QStringLiteral(", ")).toStdString();
    EXPECT_EQ(session->scenario().hardware.memoryBytes, (60.0 + kSteps % 20) * (1ull << 30));
}

TEST(MainWindow, EditUndoTakesAnEditBack)
{
    MainWindow window(widgets::test::presets());
    showSettled(window);
    widgets::ScenarioSession* session = window.workbench()->session();
    const auto seq = session->scenario().training.seq;
    session->edit(QStringLiteral("training.seq"), QStringLiteral("Sequence length"),
                  [](model::Scenario& s) { s.training.seq *= 2; });
    ASSERT_EQ(session->scenario().training.seq, seq * 2);
    QAction* undo = nullptr;
    for (const Command& command : commands(window, {}))
        if (command.action->shortcuts().contains(QKeySequence(QKeySequence::Undo)))
            undo = command.action;
    ASSERT_NE(undo, nullptr) << "no Edit command has the Undo shortcut";
    EXPECT_TRUE(undo->isEnabled());
    EXPECT_TRUE(undo->text().contains(QStringLiteral("Sequence length"))) << undo->text().toStdString();
    undo->trigger();
    EXPECT_EQ(session->scenario().training.seq, seq);
    EXPECT_FALSE(undo->isEnabled());
}

// Help ▸ Tour of the Window: each part on screen in turn, its note inside the window and
// beside the part, never over it; Esc or the last Next ends it.
TEST(MainWindow, TheTourVisitsEachPartOnScreenWithItsNoteBesideIt)
{
    MainWindow window(widgets::test::presets());
    showSettled(window);
    widgets::WindowTour* tour = window.startTour();
    ASSERT_NE(tour, nullptr);
    int visited = 0;
    while (tour->current() >= 0 && visited < tour->stopCount()) {
        ++visited;
        EXPECT_FALSE(tour->targetRect().isEmpty()) << tour->noteText().toStdString();
        EXPECT_TRUE(window.rect().contains(tour->noteRect())) << tour->noteText().toStdString();
        EXPECT_FALSE(tour->noteRect().intersects(tour->targetRect())) << tour->noteText().toStdString();
        tour->next();
    }
    EXPECT_EQ(tour->current(), -1);
    EXPECT_GE(visited, 5);   // controls, verdict, ledger, a right-hand dock, the tabs, the toolbar
    EXPECT_FALSE(tour->isVisible());
}

// --welcome and --tour STOP, as the window reads them: a stop is a whole number from 1.
TEST(GuiOptions, WelcomeAndTourAreReadAndABadStopIsRefused)
{
    const auto parse = [](std::vector<std::string> words) {
        words.insert(words.begin(), "memledger");
        std::vector<char*> argv;
        for (std::string& word : words)
            argv.push_back(word.data());
        return gui::parseGuiOptions(static_cast<int>(argv.size()), argv.data());
    };
    const gui::GuiOptions o = parse({"--welcome", "--tour", "3"});
    EXPECT_TRUE(o.error.isEmpty()) << o.error.toStdString();
    EXPECT_TRUE(o.welcome);
    EXPECT_EQ(o.tour, QStringLiteral("3"));
    for (const char* bad : {"0", "x", "-2"})
        EXPECT_TRUE(parse({"--tour", bad}).error.contains(QStringLiteral("--tour"))) << bad;
    EXPECT_FALSE(parse({"--tour"}).error.isEmpty());
}

// A worked scenario loaded from Presets (or `memledger 7b-zero3-dp8`) is named in the title
// and is not "modified" until it is edited.
TEST(MainWindow, APresetIsNamedInTheTitleAndUnmodifiedUntilEdited)
{
    MainWindow window(widgets::test::presets());
    showSettled(window);
    const auto& preset = widgets::test::presets()->scenarios.at("7b-zero3-dp8");
    ASSERT_TRUE(window.loadPreset(QStringLiteral("7b-zero3-dp8")));
    EXPECT_TRUE(window.windowTitle().contains(QString::fromStdString(preset.title))) << window.windowTitle().toStdString();
    EXPECT_FALSE(window.isWindowModified());
    window.workbench()->session()->edit(QStringLiteral("training.seq"), QStringLiteral("seq"),
                                        [](model::Scenario& s) { s.training.seq = 1024; });
    EXPECT_TRUE(window.isWindowModified());
}

// View ▸ Scenes (and ▸ Planner) bring their dock to the front of the tabs it shares with the
// inspector, instead of adding a tab behind the one on show.
TEST(MainWindow, ADockShownFromTheViewMenuComesToTheFront)
{
    MainWindow window(widgets::test::presets());
    showSettled(window);
    auto* scenes = window.findChild<QDockWidget*>(QStringLiteral("ScenesDock"));
    ASSERT_NE(scenes, nullptr);
    ASSERT_FALSE(scenes->isVisible());
    scenes->toggleViewAction()->trigger();
    QApplication::processEvents();
    EXPECT_TRUE(scenes->isVisible());
    EXPECT_FALSE(scenes->visibleRegion().isEmpty());   // on top of its tab stack, not behind
    auto* inspector = window.findChild<QDockWidget*>(QStringLiteral("InspectorDock"));
    ASSERT_NE(inspector, nullptr);
    EXPECT_TRUE(inspector->visibleRegion().isEmpty());
}

namespace {

struct DockState {
    bool visible;
    QRect geometry;
    bool operator==(const DockState&) const = default;
};

std::map<QString, DockState> dockStates(const MainWindow& window)
{
    std::map<QString, DockState> out;
    for (QDockWidget* dock : window.findChildren<QDockWidget*>())
        out[dock->objectName()] = {dock->isVisible(), dock->geometry()};
    return out;
}

}  // namespace

// F5 and Esc: the slides show no editing widgets, tooltips grow with the type, the file is
// not marked modified by the scenes, and Esc gives back the window exactly as it was.
TEST(MainWindow, PresentingShowsNoEditorsAndLeavesTheWindowAsItWas)
{
    MainWindow window(widgets::test::presets());
    model::Workspace workspace;
    for (const auto& [seq, view] : {std::pair{1024, "ledger"}, std::pair{4096, "sweep"}, std::pair{8192, "allocator"}}) {
        model::Scene scene;
        scene.name = "seq " + std::to_string(seq);
        scene.view.view = view;
        scene.scenario = widgets::test::seventyB();
        scene.scenario.training.seq = seq;
        workspace.scenes.push_back(scene);
    }
    window.startWith(widgets::test::seventyB(), QString(), workspace);
    window.resize(1472, 920);
    window.show();
    QApplication::processEvents();
    window.workbench()->hub()->settle();
    QApplication::processEvents();
    ASSERT_FALSE(window.isWindowModified());
    const QByteArray layout = window.saveState();
    const auto docks = dockStates(window);
    const QString title = window.windowTitle();
    const QFont tooltips = QToolTip::font();
    auto* sweepKnob = window.workbench()->findChild<QComboBox*>(QStringLiteral("SweepKnob"));
    ASSERT_NE(sweepKnob, nullptr);

    window.present(0);
    QApplication::processEvents();
    EXPECT_GT(QToolTip::font().pointSizeF(), tooltips.pointSizeF() * 1.5);
    auto* bench = window.workbench();
    QTest::keyClick(bench, Qt::Key_Right);   // the sweep
    QApplication::processEvents();
    EXPECT_EQ(bench->onlyView(), QStringLiteral("sweep"));
    EXPECT_FALSE(sweepKnob->isVisible());
    for (QWidget* editor : bench->findChildren<QWidget*>())
        if (editor->isVisible() && (qobject_cast<QAbstractSpinBox*>(editor) || qobject_cast<QComboBox*>(editor) ||
                                    qobject_cast<QAbstractButton*>(editor)))
            ADD_FAILURE() << "an editing widget on the sweep's slide: " << editor->metaObject()->className() << " "
                          << editor->objectName().toStdString();
    QTest::keyClick(bench, Qt::Key_Right);   // the allocator
    QApplication::processEvents();
    EXPECT_EQ(bench->onlyView(), QStringLiteral("allocator"));
    for (QWidget* editor : bench->findChildren<QWidget*>())
        if (editor->isVisible() && (qobject_cast<QAbstractSpinBox*>(editor) || qobject_cast<QComboBox*>(editor) ||
                                    qobject_cast<QAbstractButton*>(editor)))
            ADD_FAILURE() << "an editing widget on the allocator's slide: " << editor->metaObject()->className();
    EXPECT_FALSE(window.isWindowModified()) << "showing a scene is not an edit of the file";

    QTest::keyClick(bench, Qt::Key_Escape);
    QApplication::processEvents();
    EXPECT_FALSE(window.presentation()->isActive());
    EXPECT_FALSE(window.isWindowModified());
    EXPECT_EQ(window.windowTitle(), title);
    EXPECT_EQ(QToolTip::font(), tooltips);
    EXPECT_TRUE(sweepKnob->isVisible() || bench->currentTabId() != QStringLiteral("sweep"));
    EXPECT_EQ(window.saveState(), layout);
    const auto after = dockStates(window);
    for (const auto& [name, state] : docks) {
        const DockState& now = after.at(name);
        EXPECT_TRUE(now == state) << name.toStdString() << " was " << state.visible << " " << state.geometry.x() << ","
                                  << state.geometry.y() << " " << state.geometry.width() << "x" << state.geometry.height()
                                  << ", now " << now.visible << " " << now.geometry.x() << "," << now.geometry.y() << " "
                                  << now.geometry.width() << "x" << now.geometry.height();
    }
}

// Opening the OOM triage wizard takes the place of the inspector in its tab stack: the
// workbench keeps its width and height (walk-through: "opening the wizard reflows the whole
// window"), so a preview is read against the bars where they were.
TEST(MainWindow, OpeningTheTriageWizardLeavesTheWorkbenchWhereItWas)
{
    for (const QSize size : {QSize(1280, 720), QSize(1600, 1000)}) {
        MainWindow window(widgets::test::presets());
        showSettled(window);
        window.resize(size);
        window.balanceDocks();
        QApplication::processEvents();
        const QRect bench = window.workbench()->geometry();
        window.showTriage(0);
        QApplication::processEvents();
        window.workbench()->hub()->settle();
        QApplication::processEvents();
        auto* triage = window.findChild<QDockWidget*>(QStringLiteral("TriageDock"));
        ASSERT_NE(triage, nullptr);
        EXPECT_FALSE(triage->visibleRegion().isEmpty());
        EXPECT_EQ(window.workbench()->geometry(), bench) << size.width() << "x" << size.height();
    }
}

// The status bar at 1280 px in both languages: a long last action and a long control's help
// each keep to their room (walk-through: "status-bar help overlaps 'Last:'"), the readouts do
// not touch, and whatever was cut is on hover.
TEST(MainWindow, TheStatusBarsHelpAndReadoutsKeepApart)
{
    MainWindow window(widgets::test::presets());
    showSettled(window);
    window.resize(1280, 720);
    QApplication::processEvents();
    // The first hint, elided when the window was built, is whole once the window has its size.
    EXPECT_FALSE(window.statusBar()->currentMessage().endsWith(QChar(0x2026)))
        << window.statusBar()->currentMessage().toStdString();
    const QString longName = QStringLiteral("Llama-3.1-70B on 64 × H100 at 8K context with ZeRO-1, selective recompute "
                                            "and the distributed optimizer (Megatron), as published");
    window.workbench()->session()->edit(QStringLiteral("training.seq"), longName,
                                        [](model::Scenario& s) { s.training.seq = 1024; });
    window.workbench()->hub()->settle();
    QApplication::processEvents();
    QStatusTipEvent tip(QStringLiteral("A control's help that runs on: ") + QString(QStringLiteral("and on, ")).repeated(30));
    QApplication::sendEvent(&window, &tip);
    QApplication::processEvents();
    QStatusBar* bar = window.statusBar();
    auto* last = bar->findChild<QLabel*>(QStringLiteral("StatusLastAction"));
    auto* engine = bar->findChild<QLabel*>(QStringLiteral("StatusEngine"));
    ASSERT_NE(last, nullptr);
    ASSERT_NE(engine, nullptr);
    const QRect lastRect(last->mapTo(bar, QPoint(0, 0)), last->size());
    const QRect engineRect(engine->mapTo(bar, QPoint(0, 0)), engine->size());
    EXPECT_LE(lastRect.right(), engineRect.left());
    EXPECT_LE(engineRect.right(), bar->width());
    EXPECT_GE(lastRect.left(), 0);
    EXPECT_LE(lastRect.width(), bar->width() / 2);
    EXPECT_TRUE(last->text().endsWith(QChar(0x2026))) << last->text().toStdString();
    EXPECT_TRUE(last->parentWidget()->toolTip().contains(longName));
    const QString message = bar->currentMessage();
    EXPECT_TRUE(message.endsWith(QChar(0x2026))) << message.toStdString();
    EXPECT_LE(bar->fontMetrics().horizontalAdvance(message), lastRect.left());
    EXPECT_TRUE(bar->toolTip().startsWith(QStringLiteral("A control's help")));

    // Set while the window was not yet shown (its bar narrow), the last action is whole once
    // the bar has its width: a preset's name at start-up was cut to "Last: Load preset …".
    MainWindow early(widgets::test::presets());
    early.startWith(widgets::test::seventyB(), QString());
    ASSERT_TRUE(early.loadPreset(QStringLiteral("7b-zero3-dp8")));
    early.resize(1600, 1000);
    early.show();
    QApplication::processEvents();
    const auto* lastEarly = early.statusBar()->findChild<QLabel*>(QStringLiteral("StatusLastAction"));
    ASSERT_NE(lastEarly, nullptr);
    EXPECT_FALSE(lastEarly->text().endsWith(QChar(0x2026))) << lastEarly->text().toStdString();
    EXPECT_TRUE(lastEarly->text().startsWith(QStringLiteral("Last: "))) << lastEarly->text().toStdString();
}

// An import over a preset is the file's job: the title names the file, and the description no
// longer is the preset's (walk-through: "the PDF report keeps the previous file's description
// after an import").
TEST(MainWindow, AnImportTakesTheFilesNameAndDropsTheDescriptionItWasLaidOver)
{
    MainWindow window(widgets::test::presets());
    showSettled(window);
    ASSERT_TRUE(window.loadPreset(QStringLiteral("7b-zero3-dp8")));
    const std::string presetDescription = window.workbench()->session()->scenario().description;
    ASSERT_FALSE(presetDescription.empty());
    // The import report is modal: accepted as a user would.
    QTimer::singleShot(0, [] {
        if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget()))
            dialog->accept();
    });
    const QString file = QStringLiteral(MEMLEDGER_SOURCE_DIR "/tests/data/configs/deepspeed/llamafactory-ds_z3_config.json");
    ASSERT_TRUE(window.importFile(file));
    const model::Scenario& now = window.workbench()->session()->scenario();
    EXPECT_EQ(now.title, "llamafactory-ds_z3_config.json");
    EXPECT_NE(now.description, presetDescription);
    EXPECT_NE(now.description.find("llamafactory-ds_z3_config.json"), std::string::npos) << now.description;
    EXPECT_TRUE(window.windowTitle().contains(QStringLiteral("Untitled"))) << window.windowTitle().toStdString();
}
