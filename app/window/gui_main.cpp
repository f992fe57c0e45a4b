// The window's entry point: QApplication, presets, the first scenario, then either
// the interactive window or an offscreen screenshot (--screenshot OUT.png).
#include "app/window/gui_main.h"

#include <utility>
#include <algorithm>
#include <cstdio>
#include <cstring>

#include <QApplication>
#include <QFileInfo>
#include <QElapsedTimer>
#include <QFile>
#include <QIcon>
#include <QLocale>
#include <QPixmap>
#include <QTimer>

#include "app/window/gui_options.h"
#include "app/window/main_window.h"
#include "app/common/preset_location.h"
#include "model/explore/sweep.h"
#include "model/service/scenario_request.h"
#include "widgets/common/catalogue.h"
#include "widgets/common/theme.h"
#include "widgets/explore/fitmap/heatmap_panel.h"
#include "widgets/explore/planner/planner_panel.h"
#include "widgets/explore/sweep/sweep_panel.h"
#include "widgets/ledger/ledger_view.h"
#include "widgets/common/readable_style.h"
#include "widgets/present/presentation.h"
#include "widgets/present/scene_book.h"
#include "widgets/session/hub/results_hub.h"
#include "widgets/session/scenario_file.h"
#include "widgets/workbench/guide_dialog.h"
#include "widgets/workbench/workbench.h"

namespace memledger::gui {

namespace {

bool applyPresetIds(const GuiOptions& o, const model::PresetLibrary& lib, model::Scenario& s)
{
    if (!o.model.isEmpty()) {
        const auto* m = lib.model(o.model.toStdString());
        if (!m)
            return false;
        model::applyModel(*m, s);
    }
    if (!o.gpu.isEmpty()) {
        const auto* g = lib.gpu(o.gpu.toStdString());
        if (!g)
            return false;
        model::applyGpu(*g, s.hardware);
    }
    return true;
}

// Issue 6: pre-fills the sweep, fit map and pinned A from the command line.
bool prefillExplore(widgets::Workbench& bench, const GuiOptions& o, const model::PresetLibrary& presets)
{
    if (const auto knob = model::parseSweepKnob(o.sweepKnob.toStdString()))
        bench.sweep()->setKnob(*knob);
    else if (!o.sweepKnob.isEmpty())
        return false;
    if (const auto range = o.sweepRange.split(QLatin1Char(':')); range.size() == 2)
        bench.sweep()->setRange(range[0].toLongLong(), range[1].toLongLong());
    if (const auto knobs = o.heatMapKnobs.split(QLatin1Char(',')); knobs.size() == 2) {
        const auto x = model::parseSweepKnob(knobs[0].toStdString());
        const auto y = model::parseSweepKnob(knobs[1].toStdString());
        if (!x || !y)
            return false;
        bench.heatMap()->setKnobs(*x, *y);
    }
    model::Scenario a;
    QString error;
    if (!o.compareFile.isEmpty() && (!widgets::readScenarioFile(o.compareFile, presets, a, &error) || !bench.pinAsA(a)))
        return false;
    return true;
}

void showExploreTab(MainWindow& window, const GuiOptions& o)
{
    widgets::Workbench& bench = *window.workbench();
    if (o.planner) {
        window.showPlanner();
        bench.planner()->run();
    }
    if (o.tab == QLatin1String("sweep"))
        bench.showSweep();
    else if (o.tab == QLatin1String("heatmap"))
        bench.showHeatMap();
    else if (o.tab == QLatin1String("compare"))
        bench.showCompare();
    // Like the charts above, after show(): the tab takes its share of the height then.
    else if (o.tab == QLatin1String("allocator") || !o.measured.isEmpty())
        bench.showAllocator();
}

// --present [--scene N]: the scene counted from 1, of the scenes the file has (none: the live views).
bool presentForScreenshot(MainWindow& window, const GuiOptions& o)
{
    const int scenes = window.scenes()->count();
    if (!o.sceneText.isEmpty() && o.scene > scenes) {
        std::fprintf(stderr, "memledger: %s\n",
                     qPrintable(QCoreApplication::translate("Gui", "--scene %1: the scenario has %n scene(s)", nullptr, scenes)
                                    .arg(o.scene)));
        return false;
    }
    window.presentation()->setUsesFullScreen(false);   // the picture has the size asked for
    window.present(o.scene - 1);
    return true;
}

int takeScreenshot(MainWindow& window, const GuiOptions& o)
{
    window.resize(o.size);
    window.balanceDocks();
    if (o.unit == QLatin1String("GB"))
        window.setUnit(widgets::ByteUnit::GB);
    if (o.tab == QLatin1String("activations"))
        window.workbench()->showActivations();
    else if (o.tab == QLatin1String("timeline"))
        window.workbench()->showTimeline();
    window.show();
    QApplication::processEvents();
    showExploreTab(window, o);
    QApplication::processEvents();
    if (!o.triage.isEmpty()) {
        // After show(): tabified docks can only be raised once the window is up.
        // "open": the wizard only; a number: accept that many steps; "all": walk to the end.
        const bool all = o.triage == QLatin1String("all");
        window.showTriage(all ? -1 : o.triage == QLatin1String("open") ? -2 : o.triage.toInt());
    }
    if (!o.inspect.isEmpty())
        window.inspectTerm(o.inspect);
    if (o.welcome)
        window.showWelcome();
    if (o.present && !presentForScreenshot(window, o))
        return 2;
    QApplication::processEvents();
    // The shown tabs' results are computed off the GUI thread: the picture waits for them.
    window.workbench()->hub()->settle();
    QApplication::processEvents();   // and for the layouts their answers asked for (the status bar's)
    if (!o.tour.isEmpty())
        window.startTour(o.tour.toInt() - 1);
    QApplication::processEvents();
    QWidget* pictured = &window;
    if (!o.guide.isEmpty()) {
        pictured = window.showGuide(o.guide.toInt() - 1);
        QApplication::processEvents();
    }
    const QPixmap shot = pictured->grab();
    if (!shot.save(o.output)) {
        std::fprintf(stderr, "memledger: cannot write %s\n", qPrintable(o.output));
        return 1;
    }
    std::printf("%s\n", qPrintable(o.output));
    return 0;
}

// MEMLEDGER_EXIT_AFTER_PAINT=1: quit once the ledger has painted, printing the
// time since start and resident memory (bench/gui measures start-up with it).
class FirstPaintProbe : public QObject {
public:
    explicit FirstPaintProbe(QObject* parent) : QObject(parent) { m_clock.start(); }
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            QTimer::singleShot(0, qApp, [this] { report(); });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    void report()
    {
        QFile status(QStringLiteral("/proc/self/status"));
        QByteArray rss;
        if (status.open(QIODevice::ReadOnly))
            for (const QByteArray& line : status.readAll().split('\n'))
                if (line.startsWith("VmRSS:"))
                    rss = line.mid(6).trimmed();
        std::printf("first-paint-ms %lld rss %s\n", static_cast<long long>(m_clock.elapsed()), rss.constData());
        std::fflush(stdout);
        QApplication::quit();
    }
    QElapsedTimer m_clock;
    bool m_done = false;
};

}  // namespace

int run(int argc, char** argv)
{
    const bool screenshot = std::any_of(argv + 1, argv + argc, [](const char* word) {
        return std::strcmp(word, "--screenshot") == 0 || std::strncmp(word, "--screenshot=", 13) == 0;
    });
    if (screenshot && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Without a display Qt aborts with a plugin message that does not say what to do.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
        std::fprintf(stderr, "memledger: no display to open the window on (DISPLAY is not set); run a command "
                             "instead (memledger --help), or render the window with --screenshot OUT.png\n");
        return 2;
    }
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("MemLedger"));
    QApplication::setApplicationName(QStringLiteral("MemLedger"));
    QApplication::setApplicationVersion(QStringLiteral(MEMLEDGER_VERSION));
    // Docks and task bars match the window to the installed desktop entry by this name.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.memledger.memledger"));
    QIcon icon = QIcon::fromTheme(QStringLiteral("memledger"));
    if (icon.isNull())
        for (const int size : {16, 32, 48, 64, 128, 256})
            icon.addFile(QStringLiteral(":/icons/memledger-%1.png").arg(size), QSize(size, size));
    QApplication::setWindowIcon(icon);
    GuiOptions o = parseGuiOptions(argc, argv);
    // --lang zh_CN picks the UI language (otherwise LANG / LC_ALL do, through QLocale()).
    if (!o.lang.isEmpty())
        QLocale::setDefault(QLocale(o.lang));
    // Ours, and Qt's own (dialog buttons) where the system has them.
    widgets::installCatalogues(app, QLocale());
    if (!o.error.isEmpty())
        o = parseGuiOptions(argc, argv);  // again, so that the message is translated
    if (!o.error.isEmpty()) {
        std::fprintf(stderr, "memledger: %s\n", qPrintable(o.error));
        return 2;
    }
    std::vector<model::Problem> problems;
    const std::string presetFolder = app::presetDirectory(o.presets.toStdString(), problems);
    auto presets = std::make_shared<const model::PresetLibrary>(
        presetFolder.empty() ? model::PresetLibrary{} : model::loadPresets(presetFolder, problems));
    for (const auto& p : problems)
        std::fprintf(stderr, "memledger: presets: %s\n", p.message.c_str());
    model::Scenario scenario = model::startingScenario(*presets);
    // `memledger 7b-zero3-dp8`: a worked scenario's id where no file of that name exists.
    QString presetId;
    if (!o.scenario.isEmpty() && !QFileInfo::exists(o.scenario) && presets->scenarios.count(o.scenario.toStdString()))
        presetId = std::exchange(o.scenario, QString());
    widgets::OpenedKind opened = widgets::OpenedKind::Scenario;
    QString error;
    QStringList importNotes;
    model::Workspace workspace;
    if (!o.scenario.isEmpty() &&
        !widgets::readAnyFile(o.scenario, *presets, scenario, opened, &error, &importNotes, &workspace)) {
        std::fprintf(stderr, "memledger: %s\n", qPrintable(error));
        return 2;
    }
    if (!applyPresetIds(o, *presets, scenario)) {
        std::fprintf(stderr, "memledger: unknown --model or --gpu preset\n");
        return 2;
    }
    if (screenshot || o.dark)
        QApplication::setStyle(new widgets::ReadableStyle);   // Fusion, its indicators visible when dark
    if (o.dark)
        QApplication::setPalette(widgets::Theme::darkPalette());
    MainWindow window(presets);
    window.startWith(scenario, opened == widgets::OpenedKind::Scenario ? o.scenario : QString(), workspace);
    if (!presetId.isEmpty())
        window.loadPreset(presetId);
    if (!prefillExplore(*window.workbench(), o, *presets)) {
        std::fprintf(stderr, "memledger: bad --sweep-knob, --heatmap-knobs or --compare-file\n");
        return 2;
    }
    const int guidePages = static_cast<int>(widgets::guidePages(QApplication::palette()).size());
    if (!o.guide.isEmpty() && (o.guide.toInt() < 1 || o.guide.toInt() > guidePages)) {
        std::fprintf(stderr, "memledger: --guide is '%s'; expected a page from 1 to %d\n", qPrintable(o.guide),
                     guidePages);
        return 2;
    }
    // The file is read off the GUI thread; what it holds, or why it cannot be read, shows in the tab.
    if (!o.measured.isEmpty())
        window.workbench()->openMeasured(o.measured);
    if (screenshot)
        return takeScreenshot(window, o);
    const bool probe = qEnvironmentVariableIsSet("MEMLEDGER_EXIT_AFTER_PAINT");
    // A size that fits this screen; restoreSession replaces it by a remembered one that fits.
    window.placeOnScreen();
    bool firstLaunch = false;
    if (probe) {
        window.workbench()->ledger()->installEventFilter(new FirstPaintProbe(&window));
    } else {
        if (o.scenario.isEmpty() && presetId.isEmpty() && o.model.isEmpty() && o.gpu.isEmpty())
            firstLaunch = !window.restoreSession();
        window.enablePersistence();
    }
    window.show();
    // A first launch opens on a scenario that teaches, and the card says what it teaches.
    if ((firstLaunch || o.welcome) && !o.present)
        window.showWelcome();
    if (!o.tour.isEmpty())
        window.startTour(o.tour.toInt() - 1);
    if (!o.guide.isEmpty())
        window.showGuide(o.guide.toInt() - 1);
    if (o.present)
        window.present(o.scene - 1);
    window.showImportNotes(importNotes);
    if (!probe)
        window.recoverAfterCrash();
    return app.exec();
}

}  // namespace memledger::gui
