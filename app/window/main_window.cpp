#include "app/window/main_window.h"

#include <algorithm>
#include <utility>

#include <QDockWidget>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include "app/window/gui_settings.h"
#include "widgets/ledger/activation_table.h"
#include "widgets/ledger/formula_inspector.h"
#include "widgets/ledger/headline_strip.h"
#include "widgets/ledger/ledger_view.h"
#include "widgets/session/scenario_form.h"
#include "widgets/timeline/timeline_view.h"
#include "widgets/triage/triage_auto_view.h"
#include "widgets/triage/triage_controller.h"
#include "widgets/triage/triage_panel.h"
#include "widgets/common/undo_shortcut.h"

namespace memledger::gui {

using namespace memledger::widgets;

namespace {
// The ledger's least share of the splitter: legend, title, one bar and its axis.
constexpr int kLedgerMinimumHeight = 220;
constexpr int kScrollBarRoom = 24;   // the controls' vertical scroll bar and frame
}  // namespace

MainWindow::MainWindow(std::shared_ptr<const model::PresetLibrary> presets, QWidget* parent)
    : QMainWindow(parent), m_presets(std::move(presets)), m_session(new ScenarioSession(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    buildCentral();
    buildDocks();
    buildExplore();
    buildMenus();
    setupConnections();
    // Ctrl+Z undoes the scenario edit also while a spin box or combo box has focus.
    routeUndoShortcuts(this);
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildCentral()
{
    m_headline = new HeadlineStrip;
    m_ledger = new LedgerView;
    m_activations = new ActivationTable;
    m_tabs = new QTabWidget;
    // Short tab names, so that all five fit without scroll arrows; the long ones are tooltips.
    m_tabs->setTabToolTip(m_tabs->addTab(m_activations, tr("Activations")), tr("Activations per tensor, one layer"));
    m_timeline = new TimelineView;
    m_tabs->setTabToolTip(m_tabs->addTab(m_timeline, tr("Timeline")), tr("Timeline of one optimizer step"));
    // Many pipeline stages make the ledger taller than its share: it scrolls, every stage labelled.
    auto* ledgerArea = new QScrollArea;
    ledgerArea->setWidget(m_ledger);
    ledgerArea->setWidgetResizable(true);
    ledgerArea->setFrameShape(QFrame::NoFrame);
    ledgerArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    ledgerArea->setMinimumHeight(kLedgerMinimumHeight);
    m_ledgerArea = ledgerArea;
    auto* split = new QSplitter(Qt::Vertical);
    split->setChildrenCollapsible(false);
    split->addWidget(ledgerArea);
    split->addWidget(m_tabs);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_headline);
    layout->addWidget(split, 1);
    setCentralWidget(central);
}

void MainWindow::buildDocks()
{
    m_form = new ScenarioForm(m_presets);
    auto* scroll = new QScrollArea;
    scroll->setWidget(m_form);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // At least as wide as the form's narrowest layout (rows wrapped), so nothing is cut;
    // it opens at the width that keeps every label beside its field.
    scroll->setMinimumWidth(m_form->minimumSizeHint().width() + kScrollBarRoom);
    m_controlsDock = new QDockWidget(tr("Controls"), this);
    m_controlsDock->setObjectName(QStringLiteral("ControlsDock"));
    m_controlsDock->setWidget(scroll);
    addDockWidget(Qt::LeftDockWidgetArea, m_controlsDock);

    m_inspector = new FormulaInspector;
    m_inspectorDock = new QDockWidget(tr("Formula inspector"), this);
    m_inspectorDock->setObjectName(QStringLiteral("InspectorDock"));
    m_inspectorDock->setWidget(m_inspector);
    addDockWidget(Qt::RightDockWidgetArea, m_inspectorDock);
    // The OOM triage wizard: beside the ledger it previews each step on, hidden until asked for.
    m_triage = new TriagePanel(m_session);
    m_triageDock = new QDockWidget(tr("OOM triage"), this);
    m_triageDock->setObjectName(QStringLiteral("TriageDock"));
    m_triageDock->setWidget(m_triage);
    tabifyDockWidget(m_inspectorDock, m_triageDock);
    m_inspectorDock->raise();
    m_triageDock->hide();
}

void MainWindow::balanceDocks()
{
    const int controls = std::min(m_form->sizeHint().width() + kScrollBarRoom, width() * 3 / 10);
    const int right = std::clamp(width() / 4, 260, 420);
    resizeDocks({m_controlsDock, m_inspectorDock}, {controls, right}, Qt::Horizontal);
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (!std::exchange(m_splitBalanced, true))
        QTimer::singleShot(0, this, &MainWindow::balanceSplit);   // once laid out: heights are known
}

// The ledger first: all of its stages if they fit in 70 % of the height, at least 55 %.
void MainWindow::balanceSplit()
{
    auto* split = qobject_cast<QSplitter*>(m_tabs->parentWidget());
    if (!split)
        return;
    const int total = split->height();
    const int wanted = m_ledger->minimumSizeHint().height() + 4;
    const int ledger = std::clamp(wanted, total * 55 / 100, total * 70 / 100);
    split->setSizes({ledger, total - ledger});
}

void MainWindow::setupConnections()
{
    connect(m_form, &ScenarioForm::edited, m_session, &ScenarioSession::edit);
    connect(m_session, &ScenarioSession::scenarioChanged, m_form, &ScenarioForm::showScenario);
    connect(m_session, &ScenarioSession::estimateChanged, this, &MainWindow::showEstimate);
    // Ledger ⇄ inspector: a click on a segment selects its term; a term picked in the inspector
    // is highlighted in the ledger. Neither sink re-emits what it is told, so nothing loops.
    connect(m_ledger, &LedgerView::termActivated, this, &MainWindow::jumpToTerm);
    connect(m_inspector, &FormulaInspector::termSelected, m_ledger, &LedgerView::setHighlightedTerm);
    connect(m_session->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connectExplore();
}

void MainWindow::showEstimate(EstimatePtr current, EstimatePtr shown)
{
    const bool stale = current && !current->valid();
    m_form->showProblems(current ? current->problems : std::vector<model::Problem>{});
    if (current && current->valid())
        m_form->setParameterCount(current->params.total);
    m_headline->setEstimate(m_session->scenario(), current, m_unit);
    m_ledger->setEstimate(shown, stale);
    m_inspector->setEstimate(shown, stale);
    highlightInspectedTerm();   // the inspector kept its term by id; the ledger's indices are new
    m_activations->setEstimate(shown, stale);
    m_timeline->setEstimate(m_session->scenario(), shown, stale);
}

void MainWindow::jumpToTerm(int ledger, int term)
{
    m_inspectorDock->show();
    m_inspectorDock->raise();
    m_inspector->selectTerm(ledger, term);
    highlightInspectedTerm();
}

// Programmatic selections do not emit termSelected: the window passes them on itself.
void MainWindow::highlightInspectedTerm()
{
    m_ledger->setHighlightedTerm(m_inspector->selectedLedger(), m_inspector->selectedTerm());
}

void MainWindow::inspectTerm(const QString& id)
{
    m_session->flush();
    m_inspectorDock->show();
    m_inspector->selectTermById(id);
    highlightInspectedTerm();
}

void MainWindow::showActivations()
{
    m_tabs->setCurrentWidget(m_activations);
}

void MainWindow::showTimeline()
{
    m_tabs->setCurrentWidget(m_timeline);
}

void MainWindow::showTriage(int acceptSteps)
{
    m_triageDock->show();
    m_triageDock->raise();
    // Raised again once shown: before the window is up, the tab bar of tabified docks may not exist yet.
    QTimer::singleShot(0, m_triageDock, &QDockWidget::raise);
    // Wide enough to read, never more than a third of the window.
    resizeDocks({m_triageDock}, {std::min(520, width() / 3)}, Qt::Horizontal);
    if (acceptSteps < -1)
        return;
    // Screenshots and demos: walk the current scenario, accepting the first steps.
    m_triage->controller()->start();
    for (int i = 0; (acceptSteps < 0 || i < acceptSteps) && m_triage->controller()->proposal(); ++i)
        m_triage->controller()->accept();
    m_session->flush();
}

void MainWindow::setUnit(ByteUnit unit)
{
    m_unit = unit;
    m_ledger->setUnit(unit);
    m_inspector->setUnit(unit);
    m_activations->setUnit(unit);
    m_timeline->setUnit(unit);
    m_triage->setUnit(unit);
    setExploreUnit(unit);
    m_headline->setEstimate(m_session->scenario(), m_session->estimate(), unit);
}

void MainWindow::startWith(const model::Scenario& scenario, const QString& path)
{
    m_path = path;
    m_session->resetScenario(scenario);
    m_session->flush();
    updateTitle();
}

}  // namespace memledger::gui
