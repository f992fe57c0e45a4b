#include "widgets/workbench/workbench.h"

#include <algorithm>

#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include "widgets/allocator/allocator_panel.h"
#include "widgets/explore/compare/compare_panel.h"
#include "widgets/explore/fitmap/heatmap_panel.h"
#include "widgets/explore/planner/planner_panel.h"
#include "widgets/explore/sweep/sweep_panel.h"
#include "widgets/ledger/activation_table.h"
#include "widgets/ledger/formula_inspector.h"
#include "widgets/ledger/headline_strip.h"
#include "widgets/ledger/limitation_banner.h"
#include "widgets/ledger/ledger_view.h"
#include "widgets/session/hub/results_hub.h"
#include "widgets/session/form/scenario_form.h"
#include "widgets/session/scenario_session.h"
#include "widgets/timeline/timeline_view.h"
#include "widgets/triage/triage_controller.h"
#include "widgets/triage/triage_panel.h"

namespace memledger::widgets {

namespace {
// The ledger's least share of the splitter: legend, title, one bar and its axis.
constexpr int kLedgerMinimumHeight = 220;
constexpr int kScrollBarRoom = 24;   // the controls' vertical scroll bar and frame

QScrollArea* scrolling(QWidget* content)
{
    auto* area = new QScrollArea;
    area->setWidget(content);
    area->setWidgetResizable(true);
    return area;
}

}  // namespace

Workbench::Workbench(std::shared_ptr<const model::PresetLibrary> presets, QWidget* parent)
    : QWidget(parent),
      m_presets(std::move(presets)),
      m_session(new ScenarioSession(this)),
      m_hub(new ResultsHub(m_session, modelEngine(), this))
{
    buildCentral();
    buildSidePanels();
    connectViews();
    connectExplore();
}

Workbench::~Workbench()
{
    for (const QPointer<QWidget>& panel : m_sidePanels)
        if (panel && !panel->parent())
            delete panel.data();
}

void Workbench::buildCentral()
{
    m_headline = new HeadlineStrip;
    m_limitations = new LimitationBanner;
    m_ledger = new LedgerView;
    m_activations = new ActivationTable;
    m_tabs = new QTabWidget;
    // Short tab names, so that all six fit without scroll arrows; the long ones are tooltips.
    m_tabs->setTabToolTip(m_tabs->addTab(m_activations, tr("Activations")), tr("Activations per tensor, one layer"));
    m_timeline = new TimelineView(m_hub);
    // A short window (1280 × 720) leaves the tab less than the lanes and the memory row need:
    // the timeline then scrolls instead of cutting its memory row off.
    m_timelinePage = scrolling(m_timeline);
    m_timelinePage->setFrameShape(QFrame::NoFrame);
    m_timelinePage->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_tabs->setTabToolTip(m_tabs->addTab(m_timelinePage, tr("Timeline")), tr("Timeline of one optimizer step"));
    m_allocator = new AllocatorPanel(m_hub);
    m_tabs->setTabToolTip(m_tabs->addTab(m_allocator, tr("Allocator")),
                          tr("The step replayed through PyTorch's caching allocator: fragmentation, segments, a "
                             "measured snapshot beside it"));
    m_sweep = new SweepPanel(m_presets, m_hub);
    m_heatMap = new HeatMapPanel(m_hub);
    m_compare = new ComparePanel(m_hub);
    m_tabs->setTabToolTip(m_tabs->addTab(m_sweep, tr("Sweep")), tr("Memory per GPU against one knob; click a column to apply it"));
    m_tabs->setTabToolTip(m_tabs->addTab(m_heatMap, tr("Fit map")), tr("What fits over two knobs; click a cell to apply it"));
    m_tabs->setTabToolTip(m_tabs->addTab(m_compare, tr("A/B compare")), tr("A pinned scenario against the live one"));
    // Many pipeline stages make the ledger taller than its share: it scrolls, every stage labelled.
    QScrollArea* ledgerArea = scrolling(m_ledger);
    ledgerArea->setFrameShape(QFrame::NoFrame);
    ledgerArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    ledgerArea->setMinimumHeight(kLedgerMinimumHeight);
    m_split = new QSplitter(Qt::Vertical);
    m_split->setChildrenCollapsible(false);
    m_split->addWidget(ledgerArea);
    m_split->addWidget(m_tabs);
    m_split->setStretchFactor(0, 3);
    m_split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_headline);
    layout->addWidget(m_limitations);
    layout->addWidget(m_split, 1);
}

void Workbench::buildSidePanels()
{
    m_form = new ScenarioForm(m_presets);
    m_controls = scrolling(m_form);
    m_controls->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // At least as wide as the form's narrowest layout (rows wrapped), so nothing is cut;
    // it opens at the width that keeps every label beside its field.
    m_controls->setMinimumWidth(m_form->minimumSizeHint().width() + kScrollBarRoom);
    m_inspector = new FormulaInspector;
    m_triage = new TriagePanel(m_session, m_hub);
    m_planner = new PlannerPanel(m_presets, m_hub);
    // Scrolls rather than set the width of the whole dock area it is placed in (and the window).
    m_plannerArea = scrolling(m_planner);
    m_plannerArea->setFrameShape(QFrame::NoFrame);
    m_sidePanels = {m_controls, m_inspector, m_triage, m_plannerArea};
}

void Workbench::start(const model::Scenario& scenario)
{
    m_session->resetScenario(scenario);
    m_session->flush();
}

bool Workbench::pinAsA(const model::Scenario& scenario)
{
    return m_compare->pin(m_session->snapshotOf(scenario));
}

void Workbench::walkTriage(int steps)
{
    TriageController* controller = m_triage->controller();
    controller->start();
    m_hub->settle();
    for (int i = 0; (steps < 0 || i < steps) && controller->proposal(); ++i) {
        controller->accept();
        m_hub->settle();
    }
    m_session->flush();
}

void Workbench::showActivations()
{
    m_tabs->setCurrentWidget(m_activations);
}

void Workbench::showTimeline()
{
    m_tabs->setCurrentWidget(m_timelinePage);
}

void Workbench::showAllocator()
{
    m_tabs->setCurrentWidget(m_allocator);
    focusTabs();
}

void Workbench::openMeasured(const QString& path)
{
    m_allocator->openMeasured(path);
    showAllocator();
}

void Workbench::showSweep()
{
    m_tabs->setCurrentWidget(m_sweep);
    focusTabs();
}

void Workbench::showHeatMap()
{
    m_tabs->setCurrentWidget(m_heatMap);
    focusTabs();
}

void Workbench::showCompare()
{
    m_tabs->setCurrentWidget(m_compare);
    focusTabs();
}

// The charts need height more than the ledger does while one of them is open.
void Workbench::focusTabs()
{
    const int total = m_split->height();
    m_split->setSizes({total * 2 / 5, total * 3 / 5});
}

void Workbench::balanceSplit()
{
    const int total = m_split->height();
    const int wanted = m_ledger->minimumSizeHint().height() + 4;
    const int ledger = std::clamp(wanted, total * 40 / 100, total * 70 / 100);
    m_split->setSizes({ledger, total - ledger});
}

}  // namespace memledger::widgets
