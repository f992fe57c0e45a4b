#include "widgets/session/hub/results_hub.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include "widgets/session/scenario_session.h"

namespace memledger::widgets {

namespace {

// Each channel delivers its answers as one of the hub's signals, and its busy state as
// busyChanged with its kind.
template <class Answer>
std::function<void(const Answer&)> answerTo(ResultsHub* hub, void (ResultsHub::*signal)(const Answer&))
{
    return [hub, signal](const Answer& answer) { emit(hub->*signal)(answer); };
}

std::function<void(bool)> busyTo(ResultsHub* hub, ResultKind kind)
{
    return [hub, kind](bool busy) { emit hub->busyChanged(kind, busy); };
}

}  // namespace

ResultsHub::ResultsHub(ScenarioSession* session, HubEngine engine, QObject* parent)
    : QObject(parent),
      m_session(session),
      m_timeline(this, std::move(engine.timeline), answerTo(this, &ResultsHub::timelineReady),
                 busyTo(this, ResultKind::Timeline)),
      m_comparison(this, std::move(engine.comparison), answerTo(this, &ResultsHub::comparisonReady),
                   busyTo(this, ResultKind::Comparison)),
      m_sweep(this, std::move(engine.sweep), answerTo(this, &ResultsHub::sweepReady), busyTo(this, ResultKind::Sweep)),
      m_fitMap(this, std::move(engine.fitMap), answerTo(this, &ResultsHub::fitMapReady),
               busyTo(this, ResultKind::FitMap)),
      m_triage(this, std::move(engine.triage), answerTo(this, &ResultsHub::triageReady),
               busyTo(this, ResultKind::Triage)),
      m_plan(this, std::move(engine.plan), [this](const PlanAnswer& answer) { searchAnswered(answer); },
             [this](bool) { planBusyChanged(); }),
      m_planRows(this, std::move(engine.planRows),
                 [this](const Answer<PlanRowsQuery, model::PlanResult>& answer) { rowsAnswered(answer); },
                 [this](bool) { planBusyChanged(); }),
      m_pinnedLedger(this, engine.ledger, answerTo(this, &ResultsHub::pinnedLedgerReady),
                     busyTo(this, ResultKind::PinnedLedger)),
      m_ledger(this, std::move(engine.ledger), answerTo(this, &ResultsHub::ledgerReady),
               busyTo(this, ResultKind::Ledger)),
      m_allocator(this, std::move(engine.allocator), answerTo(this, &ResultsHub::allocatorReady),
                  busyTo(this, ResultKind::Allocator)),
      m_measuredFile(this, std::move(engine.measuredFile), answerTo(this, &ResultsHub::measuredFileReady),
                     busyTo(this, ResultKind::MeasuredFile)),
      m_measured(this, std::move(engine.measured), answerTo(this, &ResultsHub::measuredReady),
                 busyTo(this, ResultKind::Measured)),
      m_ledgerPause(new QTimer(this))
{
    m_ledgerPause->setSingleShot(true);
    m_ledgerPause->setInterval(kLedgerPauseMs);
    connect(m_ledgerPause, &QTimer::timeout, this, [this] {
        if (const SnapshotPtr shown = m_session->shown())
            m_ledger.request({shown});
        // The wait is over; an answer from the cache starts no job to say so.
        if (!m_ledger.busy())
            emit busyChanged(ResultKind::Ledger, false);
    });
}

void ResultsHub::requestLedger()
{
    m_ledgerPause->start();
}

void ResultsHub::requestPinnedLedger(SnapshotPtr a)
{
    if (a && a->valid())
        m_pinnedLedger.request({std::move(a)});
}

void ResultsHub::requestAllocator(const AllocatorParams& params)
{
    if (const SnapshotPtr shown = m_session->shown())
        m_allocator.request({shown, params});
}

void ResultsHub::requestMeasuredFile(const std::string& path)
{
    m_measuredFile.request({path});
}

void ResultsHub::requestMeasured(MeasurementPtr file)
{
    if (const SnapshotPtr shown = m_session->shown(); shown && file && file->valid())
        m_measured.request({shown, std::move(file)});
}

void ResultsHub::requestTimeline()
{
    if (const SnapshotPtr shown = m_session->shown())
        m_timeline.request({shown});
}

void ResultsHub::requestComparison(SnapshotPtr a)
{
    if (const SnapshotPtr shown = m_session->shown(); shown && a && a->valid())
        m_comparison.request({std::move(a), shown});
}

void ResultsHub::requestSweep(const SweepParams& params)
{
    if (const SnapshotPtr shown = m_session->shown())
        m_sweep.request({shown, params});
}

void ResultsHub::requestFitMap(const FitMapParams& params)
{
    if (const SnapshotPtr shown = m_session->shown())
        m_fitMap.request({shown, params});
}

void ResultsHub::requestTriage(const TriageQuery& query)
{
    m_triage.request(query);
}

void ResultsHub::requestPlan(model::PlanRequest request)
{
    m_planAsked = std::make_shared<const model::PlanRequest>(std::move(request));
    m_plan.request({m_planAsked});
}

void ResultsHub::searchAnswered(const PlanAnswer& answer)
{
    emit planReady(answer);
    if (!answer.result->rowsExact)
        m_planRows.request({answer.query.request, answer.result, answer.millis});
}

void ResultsHub::rowsAnswered(const Answer<PlanRowsQuery, model::PlanResult>& answer)
{
    // The rows of a search that a newer one has replaced: the panel shows the newer one.
    if (answer.query.request != m_planAsked)
        return;
    emit planReady(PlanAnswer{{answer.query.request}, answer.result, answer.query.searchMillis + answer.millis});
}

void ResultsHub::planBusyChanged()
{
    emit busyChanged(ResultKind::Plan, busy(ResultKind::Plan));
}

template <typename F>
auto ResultsHub::withChannel(ResultKind kind, F&& f) const
{
    switch (kind) {
    case ResultKind::Timeline: return f(m_timeline);
    case ResultKind::Comparison: return f(m_comparison);
    case ResultKind::Sweep: return f(m_sweep);
    case ResultKind::FitMap: return f(m_fitMap);
    case ResultKind::Triage: return f(m_triage);
    case ResultKind::Ledger: return f(m_ledger);
    case ResultKind::Allocator: return f(m_allocator);
    case ResultKind::MeasuredFile: return f(m_measuredFile);
    case ResultKind::Measured: return f(m_measured);
    case ResultKind::PinnedLedger: return f(m_pinnedLedger);
    case ResultKind::Plan: break;
    }
    return f(m_plan);
}

bool ResultsHub::busy(ResultKind kind) const
{
    const bool waiting = (kind == ResultKind::Ledger && m_ledgerPause->isActive()) ||
                         (kind == ResultKind::Plan && m_planRows.busy());
    return waiting || withChannel(kind, [](const auto& channel) { return channel.busy(); });
}

bool ResultsHub::busy() const
{
    return m_timeline.busy() || m_comparison.busy() || m_sweep.busy() || m_fitMap.busy() || m_triage.busy() ||
           busy(ResultKind::Plan) || busy(ResultKind::Ledger) || m_allocator.busy() || m_measuredFile.busy() || m_measured.busy() ||
           m_pinnedLedger.busy();
}

int ResultsHub::computations(ResultKind kind) const
{
    return withChannel(kind, [](const auto& channel) { return channel.computations(); });
}

int ResultsHub::dropped(ResultKind kind) const
{
    return withChannel(kind, [](const auto& channel) { return channel.dropped(); });
}

bool ResultsHub::settle(int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        QCoreApplication::processEvents();
        m_session->flush();   // a recompute that answers queued, and the requests it sets off
        if (!busy())
            return true;
        const qint64 left = timeoutMs - clock.elapsed();
        if (left <= 0)
            return false;
        QEventLoop loop;
        QTimer::singleShot(left, &loop, &QEventLoop::quit);
        connect(this, &ResultsHub::busyChanged, &loop, &QEventLoop::quit);
        loop.exec();
    }
}

}  // namespace memledger::widgets
