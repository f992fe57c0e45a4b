#include "app/window/main_window.h"

#include <algorithm>
#include <utility>

#include <QDockWidget>
#include <QScrollArea>
#include <QTimer>
#include <QUndoStack>

#include "widgets/common/undo_shortcut.h"
#include "widgets/ledger/formula_inspector.h"
#include "widgets/session/form/scenario_form.h"
#include "widgets/session/scenario_session.h"
#include "widgets/triage/triage_panel.h"
#include "widgets/workbench/workbench.h"

namespace memledger::gui {

using namespace memledger::widgets;

namespace {
constexpr int kScrollBarRoom = 24;   // the controls' vertical scroll bar and frame
}  // namespace

MainWindow::MainWindow(std::shared_ptr<const model::PresetLibrary> presets, QWidget* parent)
    : QMainWindow(parent), m_presets(presets), m_bench(new Workbench(std::move(presets))), m_session(m_bench->session())
{
    setObjectName(QStringLiteral("MainWindow"));
    setCentralWidget(m_bench);
    setAcceptDrops(true);
    buildDocks();
    buildPresentation();
    buildMenus();
    buildStatusBar();
    connect(m_bench, &Workbench::termInspected, this, &MainWindow::showInspector);
    connect(m_bench, &Workbench::tourRequested, this, [this] { startTour(); });
    connect(m_bench, &Workbench::guideRequested, this, [this](int page) { showGuide(page); });
    connect(m_bench, &Workbench::triageRequested, this, [this] { showTriage(); });
    connect(m_session->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    // Ctrl+Z undoes the scenario edit also while a spin box or combo box has focus.
    routeUndoShortcuts(this);
    updateTitle();
}

MainWindow::~MainWindow()
{
    // The undo stack says it is clean as it goes: the title must not ask the views, gone by then.
    disconnect(m_session->undoStack(), nullptr, this, nullptr);
}

QDockWidget* MainWindow::addDock(const QString& title, const QString& name, QWidget* content, Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(name);
    dock->setWidget(content);
    addDockWidget(area, dock);
    return dock;
}

void MainWindow::buildDocks()
{
    m_controlsDock = addDock(tr("Controls"), QStringLiteral("ControlsDock"), m_bench->controls(), Qt::LeftDockWidgetArea);
    m_inspectorDock = addDock(tr("Formula inspector"), QStringLiteral("InspectorDock"), m_bench->inspector(),
                              Qt::RightDockWidgetArea);
    // The OOM triage wizard: beside the ledger it previews each step on, hidden until asked for.
    m_triageDock = addDock(tr("OOM triage"), QStringLiteral("TriageDock"), m_bench->triage(), Qt::RightDockWidgetArea);
    tabifyDockWidget(m_inspectorDock, m_triageDock);
    m_plannerDock = addDock(tr("Planner: what fits"), QStringLiteral("PlannerDock"), m_bench->plannerArea(),
                            Qt::RightDockWidgetArea);
    tabifyDockWidget(m_inspectorDock, m_plannerDock);
    m_inspectorDock->raise();
    m_triageDock->hide();
}

void MainWindow::balanceDocks()
{
    const int controls = std::min(m_bench->form()->unfoldedWidth() + kScrollBarRoom, width() * 3 / 10);
    resizeDocks({m_controlsDock, m_inspectorDock}, {controls, rightDockWidth()}, Qt::Horizontal);
}

int MainWindow::rightDockWidth() const
{
    return std::clamp(width() / 4, 260, 420);
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (!std::exchange(m_splitBalanced, true))   // once laid out: heights are known
        QTimer::singleShot(0, m_bench, &Workbench::balanceSplit);
}

void MainWindow::showInspector()
{
    m_inspectorDock->show();
    m_inspectorDock->raise();
}

void MainWindow::inspectTerm(const QString& id)
{
    m_inspectorDock->show();
    m_inspectorDock->raise();   // over the planner it shares a tab stack with: the term asked for shows
    m_bench->inspectTerm(id);
}

void MainWindow::showPlanner()
{
    m_plannerDock->show();
    m_plannerDock->raise();
    // Its form and table need more than the inspector's quarter; never more than a third.
    resizeDocks({m_plannerDock}, {std::min(520, width() / 3)}, Qt::Horizontal);
}

void MainWindow::showTriage(int acceptSteps)
{
    int rightWidth = 0;   // of the right-hand dock area as it is; 0 when it is closed
    for (QDockWidget* dock : {m_inspectorDock, m_plannerDock, m_scenesDock, m_triageDock})
        if (dock->isVisible() && !dock->isFloating() && dockWidgetArea(dock) == Qt::RightDockWidgetArea)
            rightWidth = std::max(rightWidth, dock->width());
    m_triageDock->show();
    m_triageDock->raise();
    // Raised again once shown: before the window is up, the tab bar of tabified docks may not exist yet.
    QTimer::singleShot(0, m_triageDock, &QDockWidget::raise);
    // In the place of the inspector or planner it shares a tab stack with: the ledger and the
    // charts keep their width, so the preview is read against the bars as they were (the
    // wizard's panel holds at the right-hand docks' usual widths, tests/window/test_dock_fit).
    // Only a right-hand area that was closed opens, at the width the window gives it.
    resizeDocks({m_triageDock}, {rightWidth > 0 ? rightWidth : rightDockWidth()}, Qt::Horizontal);
    if (acceptSteps >= -1)   // screenshots and demos: walk the current scenario, accepting the first steps
        m_bench->walkTriage(acceptSteps);
}

void MainWindow::setUnit(ByteUnit unit)
{
    m_bench->setUnit(unit);
}

void MainWindow::startWith(const model::Scenario& scenario, const QString& path, const model::Workspace& workspace)
{
    m_path = path;
    m_presetTitle.clear();
    m_bench->start(scenario);
    applyWorkspace(workspace);
}

}  // namespace memledger::gui
