// The trade-off part of the window (issue 6): Sweep, Fit map and A/B compare tabs
// beside the activation table, and the planner dock beside the inspector. The
// panels call the engine; this file only places and wires them.
#include <algorithm>

#include <QDockWidget>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>

#include "app/window/main_window.h"
#include "widgets/explore/compare_panel.h"
#include "widgets/explore/heatmap_panel.h"
#include "widgets/explore/planner_actions.h"
#include "widgets/explore/planner_panel.h"
#include "widgets/explore/sweep_panel.h"

namespace memledger::gui {

using namespace memledger::widgets;

void MainWindow::buildExplore()
{
    m_sweep = new SweepPanel(m_presets);
    m_heatMap = new HeatMapPanel;
    m_compare = new ComparePanel;
    m_tabs->setTabToolTip(m_tabs->addTab(m_sweep, tr("Sweep")), tr("Memory per GPU against one knob; click a column to apply it"));
    m_tabs->setTabToolTip(m_tabs->addTab(m_heatMap, tr("Fit map")), tr("What fits over two knobs; click a cell to apply it"));
    m_tabs->setTabToolTip(m_tabs->addTab(m_compare, tr("A/B compare")), tr("A pinned scenario against the live one"));
    m_planner = new PlannerPanel(m_presets);
    m_plannerDock = new QDockWidget(tr("Planner: what fits"), this);
    m_plannerDock->setObjectName(QStringLiteral("PlannerDock"));
    // Scrolls rather than set the width of the whole right-hand dock area (and the window).
    auto* plannerArea = new QScrollArea;
    plannerArea->setWidget(m_planner);
    plannerArea->setWidgetResizable(true);
    plannerArea->setFrameShape(QFrame::NoFrame);
    m_plannerDock->setWidget(plannerArea);
    tabifyDockWidget(m_inspectorDock, m_plannerDock);
    m_inspectorDock->raise();
}

void MainWindow::connectExplore()
{
    connect(m_session, &ScenarioSession::estimateChanged, this,
            [this](EstimatePtr current, EstimatePtr) { showExploreEstimate(std::move(current)); });
    // A click on a sweep column or a fit-map cell is an edit like any other: undoable.
    connect(m_sweep, &SweepPanel::edited, m_session, &ScenarioSession::edit);
    connect(m_heatMap, &HeatMapPanel::edited, m_session, &ScenarioSession::edit);
    connect(m_planner, &PlannerPanel::applyLayout, this,
            [this](const model::Scenario& layout) { applyPlannerRow(*m_session, layout); });
    connect(m_planner, &PlannerPanel::loadAsB, this, [this](const model::Scenario& layout) {
        loadPlannerRowAsB(*m_session, *m_compare, layout);
        showCompare();
    });
}

void MainWindow::showExploreEstimate(EstimatePtr current)
{
    const model::Scenario& scenario = m_session->scenario();
    const bool valid = current && current->valid();
    m_sweep->setScenario(scenario, valid);
    m_heatMap->setScenario(scenario, valid);
    m_compare->setLive(scenario, current);
    m_planner->setScenario(scenario);
}

void MainWindow::setExploreUnit(ByteUnit unit)
{
    m_sweep->setUnit(unit);
    m_heatMap->setUnit(unit);
    m_compare->setUnit(unit);
    m_planner->setUnit(unit);
}

void MainWindow::focusTabs()
{
    // The charts need height more than the ledger does while one of them is open.
    if (auto* split = qobject_cast<QSplitter*>(m_tabs->parentWidget())) {
        const int total = split->height();
        split->setSizes({total * 2 / 5, total * 3 / 5});
    }
}

void MainWindow::showSweep()
{
    m_tabs->setCurrentWidget(m_sweep);
    focusTabs();
}

void MainWindow::showHeatMap()
{
    m_tabs->setCurrentWidget(m_heatMap);
    focusTabs();
}

void MainWindow::showCompare()
{
    m_tabs->setCurrentWidget(m_compare);
    focusTabs();
}

void MainWindow::showPlanner()
{
    m_plannerDock->show();
    m_plannerDock->raise();
    // Its form and table need more than the inspector's quarter; never more than a third.
    resizeDocks({m_plannerDock}, {std::min(520, width() / 3)}, Qt::Horizontal);
}

bool MainWindow::pinAsA(const model::Scenario& scenario)
{
    return m_compare->pin(scenario, std::make_shared<const model::Estimate>(model::estimate(scenario)));
}

}  // namespace memledger::gui
