// Everything derived from the session's snapshots, computed once and shared: the ledger
// with its fragmentation simulated, the step timeline, the A/B comparison, the sweep, the
// fit map, the triage walk, the planner, the allocator replay and a measured file
// against its prediction.
// A view asks for what it shows while it is visible; the hub computes it on the thread
// pool and publishes it with the query it answers, and a view that is hidden asks for
// nothing, so nothing is computed for it. Requests about the live scenario take the
// session's latest valid snapshot. Each kind keeps its last answer (asking again costs
// nothing) and drops answers that a newer request has overtaken.
#pragma once

#include <QObject>

class QTimer;

#include "widgets/session/hub/hub_engine.h"
#include "widgets/session/hub/hub_queries.h"
#include "widgets/session/hub/result_channel.h"

namespace memledger::widgets {

class ScenarioSession;

inline constexpr int kLedgerPauseMs = 150;

class ResultsHub : public QObject {
    Q_OBJECT
public:
    explicit ResultsHub(ScenarioSession* session, HubEngine engine = modelEngine(), QObject* parent = nullptr);

    ScenarioSession* session() const { return m_session; }

    // About the live scenario (nothing before its first valid snapshot). The ledger waits
    // for a pause in the edits (kLedgerPauseMs): a slider's drag replays nothing and
    // repaints the ledger once, when it stops.
    void requestLedger();
    void requestTimeline();
    void requestComparison(SnapshotPtr a);
    void requestSweep(const SweepParams& params);
    void requestFitMap(const FitMapParams& params);
    void requestAllocator(const AllocatorParams& params);
    void requestMeasured(MeasurementPtr file);
    // About scenarios of their own.
    void requestPinnedLedger(SnapshotPtr a);   // a pinned A's ledger, fragmentation simulated
    void requestTriage(const TriageQuery& query);
    void requestPlan(model::PlanRequest request);
    void requestMeasuredFile(const std::string& path);

    bool busy() const;                    // some kind is computing
    bool busy(ResultKind kind) const;
    int computations(ResultKind kind) const;
    int dropped(ResultKind kind) const;   // answers overtaken by a newer request
    // Runs the event loop until nothing is computing and the session has no recompute
    // queued (screenshots, scripted walks, tests); false when `timeoutMs` ran out first.
    bool settle(int timeoutMs = 60000);

signals:
    void timelineReady(const memledger::widgets::TimelineAnswer& answer);
    void comparisonReady(const memledger::widgets::ComparisonAnswer& answer);
    void sweepReady(const memledger::widgets::SweepAnswer& answer);
    void fitMapReady(const memledger::widgets::FitMapAnswer& answer);
    void triageReady(const memledger::widgets::TriageAnswer& answer);
    // Twice a search: its rows as it ranked them (result->rowsExact false), then each
    // row's ledger with the allocator replayed (rowsExact true).
    void planReady(const memledger::widgets::PlanAnswer& answer);
    void ledgerReady(const memledger::widgets::LedgerAnswer& answer);
    void pinnedLedgerReady(const memledger::widgets::LedgerAnswer& answer);
    void allocatorReady(const memledger::widgets::AllocatorAnswer& answer);
    void measuredFileReady(const memledger::widgets::MeasuredFileAnswer& answer);
    void measuredReady(const memledger::widgets::MeasuredAnswer& answer);
    void busyChanged(memledger::widgets::ResultKind kind, bool busy);

private:
    template <typename F>
    auto withChannel(ResultKind kind, F&& f) const;
    void searchAnswered(const PlanAnswer& answer);
    void rowsAnswered(const Answer<PlanRowsQuery, model::PlanResult>& answer);
    void planBusyChanged();

    ScenarioSession* m_session;
    ResultChannel<TimelineQuery, model::Timeline> m_timeline;
    ResultChannel<ComparisonQuery, model::Comparison> m_comparison;
    ResultChannel<SweepQuery, model::Sweep> m_sweep;
    ResultChannel<FitMapQuery, model::HeatMap> m_fitMap;
    ResultChannel<TriageQuery, model::TriageResult> m_triage;
    // The search answers first, its rows replayed (m_planRows) second: both as planReady.
    ResultChannel<PlanQuery, model::PlanResult> m_plan;
    ResultChannel<PlanRowsQuery, model::PlanResult> m_planRows;
    std::shared_ptr<const model::PlanRequest> m_planAsked;   // the latest search: older rows are dropped
    ResultChannel<LedgerQuery, model::Estimate> m_pinnedLedger;   // before m_ledger: it copies its engine
    ResultChannel<LedgerQuery, model::Estimate> m_ledger;
    ResultChannel<AllocatorQuery, model::AllocatorStudy> m_allocator;
    ResultChannel<MeasuredFileQuery, LoadedMeasurement> m_measuredFile;
    ResultChannel<MeasuredQuery, model::MeasuredComparison> m_measured;
    QTimer* m_ledgerPause;
};

}  // namespace memledger::widgets
