// The desktop's parts built and wired once: the session, the results hub and every
// view. This widget is the central area: the headline, the ledger, and the tabs below
// it (activations, timeline, allocator, sweep, fit map, A/B compare). The side panels (controls,
// formula inspector, triage wizard, planner) are handed to whoever places them, as the
// main window docks them; those never placed are deleted with the workbench.
#pragma once

#include <memory>
#include <utility>
#include <vector>

#include <QPointer>
#include <QWidget>

#include "model/io/presets.h"
#include "widgets/common/quantity_text.h"
#include "widgets/ledger/ledger_layout.h"
#include "widgets/session/hub/hub_queries.h"
#include "widgets/session/snapshot.h"

class QScrollArea;
class QSplitter;
class QTabWidget;

namespace memledger::widgets {

class ActivationTable;
class AllocatorPanel;
class ComparePanel;
class FormulaInspector;
class HeadlineStrip;
class HeatMapPanel;
class LimitationBanner;
class LedgerView;
class PlannerPanel;
class ResultsHub;
class ScenarioForm;
class ScenarioSession;
class SweepPanel;
class TimelineView;
class TriagePanel;
class VisibleRequest;
class WelcomeCard;

class Workbench : public QWidget {
    Q_OBJECT
public:
    explicit Workbench(std::shared_ptr<const model::PresetLibrary> presets, QWidget* parent = nullptr);
    ~Workbench() override;

    ScenarioSession* session() const { return m_session; }
    ResultsHub* hub() const { return m_hub; }

    HeadlineStrip* headline() const { return m_headline; }
    LimitationBanner* limitationBanner() const { return m_limitations; }
    LedgerView* ledger() const { return m_ledger; }
    QTabWidget* tabs() const { return m_tabs; }
    ActivationTable* activations() const { return m_activations; }
    TimelineView* timeline() const { return m_timeline; }
    SweepPanel* sweep() const { return m_sweep; }
    HeatMapPanel* heatMap() const { return m_heatMap; }
    ComparePanel* compare() const { return m_compare; }
    AllocatorPanel* allocator() const { return m_allocator; }

    // The side panels, each ready to be placed: the form in its scroll area, the planner in its own.
    QScrollArea* controls() const { return m_controls; }
    ScenarioForm* form() const { return m_form; }
    FormulaInspector* inspector() const { return m_inspector; }
    TriagePanel* triage() const { return m_triage; }
    QScrollArea* plannerArea() const { return m_plannerArea; }
    PlannerPanel* planner() const { return m_planner; }

    // The scenario to show first, without undo history, computed at once.
    void start(const model::Scenario& scenario);
    void setUnit(ByteUnit unit);
    ByteUnit unit() const { return m_unit; }
    // Pins `scenario` (e.g. read from --compare-file) as A; the live scenario stays B.
    // False when its estimate is invalid.
    bool pinAsA(const model::Scenario& scenario);
    // Selects the term with `id` in the inspector and highlights it in the ledger.
    void inspectTerm(const QString& id);
    // Walks the triage of the live scenario and accepts `steps` steps (−1: to the end),
    // waiting for every walk (screenshots, demos).
    void walkTriage(int steps);

    void showActivations();
    void showTimeline();
    void showAllocator();
    // A snapshot or memory_stats() file measured on a GPU, beside the prediction.
    void openMeasured(const QString& path);
    void showSweep();
    void showHeatMap();
    void showCompare();
    // The ledger first: all of its stages if they fit in 70 % of the height, at least 40 %
    // (a one-stage bar leaves the tabs below the room it does not need).
    void balanceSplit();
    // The welcome card over the lower half, written for the live job, its lesson's largest
    // term open in the inspector (workbench_welcome.cpp). Null until first shown.
    void showWelcome();
    WelcomeCard* welcomeCard() const { return m_welcome; }

    // Views by the ids a scene names (model::sceneViewIds(): "ledger" or a tab)
    // (workbench_views.cpp). showView selects the tab; "ledger" selects none.
    void showView(const QString& id);
    QString currentTabId() const;
    // Presentation: only `id` under the headline, the tab bar hidden; empty: everything again.
    void showOnly(const QString& id);
    QString onlyView() const { return m_only; }

protected:
    // A palette change (the desktop turned dark or light): the views whose colours were
    // chosen when their text was set choose them again.
    void changeEvent(QEvent* event) override;

signals:
    // A ledger segment was clicked: its term is in the inspector, which wants to be seen.
    void termInspected();
    // The welcome card's buttons: the window owns the tour, the guide and the triage dock.
    void tourRequested();
    void guideRequested(int page);
    void triageRequested();

private:
    void buildCentral();
    void buildSidePanels();
    void connectViews();           // workbench_wiring.cpp
    void connectExplore();
    void showSnapshot(const SnapshotPtr& current, const SnapshotPtr& shown);
    // The shown estimate again, its fragmentation simulated by the hub.
    void showSimulatedLedger(const LedgerAnswer& answer);
    void jumpToTerm(int ledger, int term);
    void highlightInspectedTerm();
    void focusTabs();
    void describeWelcome();
    // What the ledger draws faint over its bars: the committed estimate under a preview, else a pinned A.
    std::pair<EstimatePtr, GhostKind> ledgerGhost(const Snapshot& current) const;
    void showPinnedA(const SnapshotPtr& a);

    std::shared_ptr<const model::PresetLibrary> m_presets;
    ScenarioSession* m_session;
    ResultsHub* m_hub;
    ByteUnit m_unit = ByteUnit::GiB;
    HeadlineStrip* m_headline = nullptr;
    LimitationBanner* m_limitations = nullptr;
    LedgerView* m_ledger = nullptr;
    QSplitter* m_split = nullptr;
    QTabWidget* m_tabs = nullptr;
    ActivationTable* m_activations = nullptr;
    TimelineView* m_timeline = nullptr;
    QScrollArea* m_timelinePage = nullptr;   // the timeline's tab: it scrolls on short windows
    SweepPanel* m_sweep = nullptr;
    HeatMapPanel* m_heatMap = nullptr;
    ComparePanel* m_compare = nullptr;
    AllocatorPanel* m_allocator = nullptr;
    VisibleRequest* m_ledgerRequest = nullptr;
    EstimatePtr m_simulated;   // the shown snapshot's estimate with its fragmentation simulated, once answered
    SnapshotPtr m_simulatedFor;   // the snapshot m_simulated belongs to
    // The committed scenario's ledger as last shown: while a preview is shown, the ledger
    // draws it faint over the preview's bars and the headline says "now …".
    EstimatePtr m_committedShown;
    // The pinned A and its ledger (the snapshot's estimate, then the hub's with the allocator):
    // drawn faint over the live B's bars when no preview is.
    SnapshotPtr m_pinnedA;
    EstimatePtr m_pinnedLedger;
    WelcomeCard* m_welcome = nullptr;
    QScrollArea* m_controls = nullptr;
    ScenarioForm* m_form = nullptr;
    FormulaInspector* m_inspector = nullptr;
    TriagePanel* m_triage = nullptr;
    QScrollArea* m_plannerArea = nullptr;
    PlannerPanel* m_planner = nullptr;
    QString m_only;   // the one view shown while presenting, or empty
    std::vector<QPointer<QWidget>> m_sidePanels;   // deleted with the workbench unless placed elsewhere
};

}  // namespace memledger::widgets
