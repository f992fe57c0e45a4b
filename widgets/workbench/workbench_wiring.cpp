// How the workbench's parts talk: editors send intents to the session, the session's
// snapshots feed the ledger's views (then the hub's estimate of the same snapshot, its
// fragmentation simulated), and the explore panels' clicks come back as edits. The views
// of derived results (timeline, allocator, sweep, fit map, compare, planner, triage) are
// sinks of the results hub and need no wiring here.
#include "widgets/allocator/allocator_panel.h"
#include "widgets/explore/compare/compare_panel.h"
#include "widgets/explore/fitmap/heatmap_panel.h"
#include "widgets/explore/planner/planner_actions.h"
#include "widgets/explore/planner/planner_panel.h"
#include "widgets/explore/sweep/sweep_panel.h"
#include "widgets/ledger/activation_table.h"
#include "widgets/ledger/formula_inspector.h"
#include "widgets/ledger/headline_strip.h"
#include "widgets/ledger/limitation_banner.h"
#include "widgets/ledger/ledger_view.h"
#include "widgets/session/form/scenario_form.h"
#include "widgets/session/hub/results_hub.h"
#include "widgets/session/scenario_session.h"
#include "widgets/session/hub/visible_request.h"
#include "widgets/timeline/timeline_view.h"
#include "widgets/triage/triage_panel.h"
#include "widgets/workbench/workbench.h"

namespace memledger::widgets {

void Workbench::connectViews()
{
    connect(m_form, &ScenarioForm::edited, m_session, &ScenarioSession::edit);
    connect(m_session, &ScenarioSession::scenarioChanged, m_form, &ScenarioForm::showScenario);
    connect(m_session, &ScenarioSession::snapshotChanged, this, &Workbench::showSnapshot);
    // The ledger shows the session's estimate at once, then the hub's with the fragmentation
    // simulated: the sliders' path never waits for the allocator.
    m_ledgerRequest = new VisibleRequest(m_ledger, [this] { m_hub->requestLedger(); });
    connect(m_hub, &ResultsHub::ledgerReady, this, &Workbench::showSimulatedLedger);
    // Ledger ⇄ inspector: a click on a segment selects its term; a term picked in the inspector
    // is highlighted in the ledger. Neither sink re-emits what it is told, so nothing loops.
    connect(m_ledger, &LedgerView::termActivated, this, &Workbench::jumpToTerm);
    connect(m_inspector, &FormulaInspector::termSelected, m_ledger, &LedgerView::setHighlightedTerm);
}

void Workbench::connectExplore()
{
    // A click on a sweep column or a fit-map cell is an edit like any other: undoable.
    connect(m_sweep, &SweepPanel::edited, m_session, &ScenarioSession::edit);
    connect(m_heatMap, &HeatMapPanel::edited, m_session, &ScenarioSession::edit);
    connect(m_planner, &PlannerPanel::applyLayout, this,
            [this](const model::Scenario& layout) { applyPlannerRow(*m_session, layout); });
    connect(m_compare, &ComparePanel::pinChanged, this, &Workbench::showPinnedA);
    connect(m_hub, &ResultsHub::pinnedLedgerReady, this, [this](const LedgerAnswer& answer) {
        if (answer.query.snapshot != m_pinnedA)
            return;   // pinned again, or cleared, since
        m_pinnedLedger = answer.result;
        showPinnedA(m_pinnedA);
    });
    connect(m_planner, &PlannerPanel::loadAsB, this, [this](const model::Scenario& layout) {
        loadPlannerRowAsB(*m_session, *m_compare, layout);
        showCompare();
    });
}

void Workbench::showSnapshot(const SnapshotPtr& current, const SnapshotPtr& shown)
{
    const bool stale = !current->valid();
    // While the inputs are invalid the last valid ledger stays as it was shown, its
    // fragmentation simulated: an edit that cannot be estimated must not change its number.
    const bool keepSimulated = stale && m_simulated && m_simulatedFor == shown;
    if (!keepSimulated) {
        m_simulated.reset();
        m_simulatedFor.reset();
    }
    const EstimatePtr shownEstimate = keepSimulated ? m_simulated : shown ? shown->estimate : nullptr;
    if (!current->preview)
        m_committedShown = stale ? nullptr : current->estimate;
    const auto [ghost, ghostKind] = ledgerGhost(*current);
    const EstimatePtr committed = current->preview ? m_committedShown : nullptr;
    m_ledgerRequest->follow(current, shown);
    m_form->showProblems(current->estimate->problems);
    if (!stale)
        m_form->setParameterCount(current->estimate->params.total);
    m_headline->setEstimate(current->scenario, current->estimate, m_unit, committed);
    m_limitations->setScenario(current->scenario, stale ? std::vector<model::Problem>{} : current->estimate->warnings);
    m_ledger->setEstimate(shownEstimate, stale, ghost, ghostKind);
    m_inspector->setEstimate(shownEstimate, stale);
    highlightInspectedTerm();   // the inspector kept its term by id; the ledger's indices are new
    m_activations->setEstimate(shownEstimate, stale);
    describeWelcome();
}

void Workbench::showSimulatedLedger(const LedgerAnswer& answer)
{
    const SnapshotPtr current = m_session->snapshot();
    if (answer.query.snapshot != m_session->shown() || current != answer.query.snapshot)
        return;   // overtaken by a newer scenario, or the inputs are invalid: the greyed ledger stays
    m_simulated = answer.result;
    m_simulatedFor = answer.query.snapshot;
    if (!current->preview)
        m_committedShown = answer.result;
    const EstimatePtr committed = current->preview ? m_committedShown : nullptr;
    const auto [ghost, ghostKind] = ledgerGhost(*current);
    m_headline->setEstimate(current->scenario, answer.result, m_unit, committed);
    m_ledger->setEstimate(answer.result, false, ghost, ghostKind);
    m_inspector->setEstimate(answer.result, false);
    highlightInspectedTerm();
    describeWelcome();
}

std::pair<EstimatePtr, GhostKind> Workbench::ledgerGhost(const Snapshot& current) const
{
    if (current.preview)
        return {m_committedShown, GhostKind::Committed};
    return {m_pinnedLedger, GhostKind::PinnedA};
}

void Workbench::showPinnedA(const SnapshotPtr& a)
{
    if (a != m_pinnedA) {
        m_pinnedA = a;
        m_pinnedLedger = a ? a->estimate : nullptr;   // "A ≈ …" until the hub's replay answers
        if (a)
            m_hub->requestPinnedLedger(a);
    }
    const SnapshotPtr current = m_session->snapshot();
    if (!current)
        return;
    const auto [ghost, ghostKind] = ledgerGhost(*current);
    m_ledger->setEstimate(m_ledger->shownEstimate(), m_ledger->isStale(), ghost, ghostKind);
    highlightInspectedTerm();
}

void Workbench::jumpToTerm(int ledger, int term)
{
    m_inspector->selectTerm(ledger, term);
    highlightInspectedTerm();
    emit termInspected();
}

// Programmatic selections do not emit termSelected: the workbench passes them on itself.
void Workbench::highlightInspectedTerm()
{
    m_ledger->setHighlightedTerm(m_inspector->selectedLedger(), m_inspector->selectedTerm());
}

void Workbench::inspectTerm(const QString& id)
{
    m_session->flush();
    m_inspector->selectTermById(id);
    highlightInspectedTerm();
}

void Workbench::setUnit(ByteUnit unit)
{
    m_unit = unit;
    m_ledger->setUnit(unit);
    m_inspector->setUnit(unit);
    m_activations->setUnit(unit);
    m_timeline->setUnit(unit);
    m_triage->setUnit(unit);
    m_sweep->setUnit(unit);
    m_heatMap->setUnit(unit);
    m_compare->setUnit(unit);
    m_allocator->setUnit(unit);
    m_planner->setUnit(unit);
    if (const SnapshotPtr current = m_session->snapshot())
        m_headline->setEstimate(current->scenario, m_simulated ? m_simulated : current->estimate, unit,
                                current->preview ? m_committedShown : nullptr);
}

}  // namespace memledger::widgets
