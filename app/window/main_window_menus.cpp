// Menus and the tool bar of the main window.
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QToolBar>
#include <QUndoStack>

#include "app/window/main_window.h"
#include "widgets/session/scenario_session.h"

namespace memledger::gui {

using namespace memledger::widgets;

namespace {

// A tool-bar twin of the stack's Undo or Redo: one short fixed label, so the bar does not
// shift as "Undo Change Sequence length" grows; what it would undo is its tooltip.
QAction* toolBarTwin(QAction* action, const QString& label, QObject* parent)
{
    auto* twin = new QAction(label, parent);
    auto sync = [action, twin, label] {
        twin->setEnabled(action->isEnabled());
        const QString keys = action->shortcut().toString(QKeySequence::NativeText);
        twin->setToolTip(action->isEnabled() ? QStringLiteral("%1 (%2)").arg(QString(action->text()).remove(QLatin1Char('&')), keys)
                                             : label);
    };
    QObject::connect(action, &QAction::changed, twin, sync);
    QObject::connect(twin, &QAction::triggered, action, &QAction::trigger);
    sync();
    return twin;
}

}  // namespace

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, this, &MainWindow::newScenario);
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openDialog);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addAction(tr("Open Sna&pshot…"), this, &MainWindow::openMeasuredDialog);
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    file->addSeparator();
    file->addAction(tr("&Import Training Config…"), QKeySequence(tr("Ctrl+I")), this, &MainWindow::importDialog);
    file->addAction(tr("&Export for a Launcher…"), QKeySequence(tr("Ctrl+E")), this, &MainWindow::exportDialog);
    addExportActions(file);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_session->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_session->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    addCopyActions(edit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    m_unitAction = view->addAction(tr("Decimal units (GB)"));
    m_unitAction->setCheckable(true);
    m_unitAction->setToolTip(tr("Show bytes in GB (10⁹) instead of GiB (2³⁰)"));
    connect(m_unitAction, &QAction::toggled, this, [this](bool gb) { setUnit(gb ? ByteUnit::GB : ByteUnit::GiB); });
    view->addSeparator();
    view->addAction(m_controlsDock->toggleViewAction());
    view->addAction(m_inspectorDock->toggleViewAction());
    QAction* triage = m_triageDock->toggleViewAction();
    triage->setText(tr("OOM &triage wizard"));
    triage->setToolTip(tr("Diagnose an out-of-memory job and walk the fixes in order, on the live ledger"));
    view->addAction(triage);

    buildPresetMenu(menuBar()->addMenu(tr("&Presets")));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    buildPresentMenus(edit, view, help);
    buildHelpMenu(help);

    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("MainToolBar"));
    bar->addAction(toolBarTwin(undo, tr("Undo"), this));
    bar->addAction(toolBarTwin(redo, tr("Redo"), this));
    bar->addSeparator();
    bar->addAction(m_unitAction);
    bar->addSeparator();
    // Not the dock's show/hide toggle: that only adds a tab behind the inspector.
    QAction* openTriage = bar->addAction(tr("OOM triage wizard"), this, [this] { showTriage(); });
    openTriage->setObjectName(QStringLiteral("OpenTriage"));
    openTriage->setToolTip(triage->toolTip());
    rebuildRecentMenu();
}

void MainWindow::buildPresetMenu(QMenu* menu)
{
    menu->setToolTipsVisible(true);
    if (m_presets->scenarios.empty()) {
        menu->addAction(tr("No scenario presets found"))->setEnabled(false);
        return;
    }
    for (const auto& [id, preset] : m_presets->scenarios) {
        const QString title = QString::fromStdString(preset.title.empty() ? id : preset.title);
        const QString description = QString::fromStdString(preset.description);
        QAction* action = menu->addAction(title, this, [this, key = QString::fromStdString(id)] { loadPreset(key); });
        action->setToolTip(description);
        action->setStatusTip(description);
    }
}

}  // namespace memledger::gui
