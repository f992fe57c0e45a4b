// What survives a restart: window layout, unit and recent files (QSettings), the
// last scenario (a file), and the autosave that recovers unsaved work after a crash.
#include <QAction>
#include <QCloseEvent>
#include <QFile>
#include <QGuiApplication>
#include <QMessageBox>
#include <QScreen>
#include <QTimer>
#include <QUndoStack>

#include "app/window/gui_settings.h"
#include "app/window/main_window.h"
#include "widgets/present/presentation.h"
#include "widgets/present/scene_book.h"
#include "widgets/present/workspace_state.h"
#include "widgets/session/scenario_file.h"
#include "widgets/session/scenario_session.h"
#include "widgets/workbench/workbench.h"
#include "widgets/common/window_fit.h"

namespace memledger::gui {

using namespace memledger::widgets;

namespace {
constexpr int kAutosaveDelayMs = 2000;              // after the last change
constexpr QSize kPreferredWindowSize{1600, 1000};   // on screens that have room for it
}

void MainWindow::placeOnScreen()
{
    const QScreen* on = screen() ? screen() : QGuiApplication::primaryScreen();
    if (on)
        setGeometry(initialWindowRect(on->availableGeometry(), kPreferredWindowSize));
    balanceDocks();
}

bool MainWindow::restoreSession()
{
    const GuiSettings s = loadGuiSettings();
    // The geometry last used on the screen the window opens on; a file written before
    // geometries were kept per screen has one for all of them.
    const QScreen* on = startScreen();
    QByteArray geometry = on ? loadScreenGeometry(screenKey(on->name(), on->geometry())) : QByteArray();
    if (geometry.isEmpty())
        geometry = s.geometry;
    // A geometry saved on a larger or another screen would open the window partly off this one.
    const bool fits = !geometry.isEmpty() && restoreGeometry(geometry) && screen() &&
                      fitsOn(frameGeometry(), screen()->availableGeometry());
    if (!fits)
        placeOnScreen();
    if (!s.windowState.isEmpty())
        QMainWindow::restoreState(s.windowState, kMainWindowStateVersion);
    if (!fits)
        balanceDocks();   // the remembered dock widths were for the larger window
    m_unitAction->setChecked(s.unitGB);
    m_recent = s.recentFiles;
    rebuildRecentMenu();
    model::Scenario last;
    model::Workspace lastWorkspace;
    if (!QFile::exists(lastScenarioPath()))
        return false;
    if (readScenarioFile(lastScenarioPath(), *m_presets, last, nullptr, &lastWorkspace))
        startWith(last, s.lastFile, lastWorkspace);
    return true;
}

void MainWindow::enablePersistence()
{
    m_persistent = true;
    m_autosave = new QTimer(this);
    m_autosave->setSingleShot(true);
    m_autosave->setInterval(kAutosaveDelayMs);
    connect(m_autosave, &QTimer::timeout, this, &MainWindow::writeAutosave);
    connect(m_session, &ScenarioSession::scenarioChanged, m_autosave, qOverload<>(&QTimer::start));
}

void MainWindow::writeAutosave()
{
    if (!isModified())
        QFile::remove(autosavePath());
    else
        writeScenarioFile(autosavePath(), m_session->committedScenario(), nullptr, workspace());
}

void MainWindow::recoverAfterCrash()
{
    if (!QFile::exists(autosavePath()))
        return;
    const auto answer = QMessageBox::question(this, tr("Recover unsaved work?"),
                                              tr("MemLedger did not close normally. Restore the scenario it autosaved?"));
    model::Scenario recovered;
    model::Workspace recoveredWorkspace;
    if (answer == QMessageBox::Yes &&
        readScenarioFile(autosavePath(), *m_presets, recovered, nullptr, &recoveredWorkspace)) {
        m_session->replaceScenario(recovered, tr("Recover autosave"));
        restoreWorkspace(*m_bench, recoveredWorkspace);
        m_scenes->setScenes(recoveredWorkspace.scenes);   // not marked saved: the file does not hold them yet
    } else
        QFile::remove(autosavePath());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // First: the scenario to save is the one being worked on, not a scene on show, and the
    // geometry and dock layout to remember are those of the window at work.
    if (m_presentation->isActive())
        m_presentation->leave();
    bool discarded = false;
    if (!maybeSave(&discarded)) {
        event->ignore();
        return;
    }
    if (m_persistent) {
        GuiSettings s;
        s.geometry = saveGeometry();
        if (const QScreen* on = screen())
            saveScreenGeometry(screenKey(on->name(), on->geometry()), s.geometry);
        s.windowState = saveState(kMainWindowStateVersion);
        s.unitGB = m_bench->unit() == ByteUnit::GB;
        s.recentFiles = m_recent;
        s.lastFile = m_path;
        saveGuiSettings(s);
        // Discarded changes are not brought back by the next start: it shows the scenario as
        // last saved or opened (none, when that state is no longer in the undo history).
        const std::optional<model::Scenario> last = discarded ? m_session->cleanScenario() : m_session->committedScenario();
        if (last)
            writeScenarioFile(lastScenarioPath(), *last, nullptr, workspace());
        else
            QFile::remove(lastScenarioPath());
        QFile::remove(autosavePath());   // a clean exit: nothing to recover
    }
    event->accept();
}

}  // namespace memledger::gui
