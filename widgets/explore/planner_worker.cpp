#include "widgets/explore/planner_worker.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace memledger::widgets {

namespace {

struct Outcome {
    model::PlanResult result;
    double millis = 0;
};

}  // namespace

PlannerWorker::PlannerWorker(QObject* parent) : QObject(parent) {}

int PlannerWorker::request(model::PlanRequest request)
{
    const int generation = ++m_generation;
    if (m_pending++ == 0)
        emit busyChanged(true);
    // One watcher per query: re-pointing a single watcher would silently lose the
    // old query's finished signal and leave m_pending counting it forever.
    auto* watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        const Outcome outcome = watcher->result();
        watcher->deleteLater();
        if (--m_pending == 0)
            emit busyChanged(false);
        deliver(generation, outcome.result, outcome.millis);
    });
    watcher->setFuture(QtConcurrent::run([request = std::move(request)] {
        QElapsedTimer clock;
        clock.start();
        Outcome outcome{model::plan(request)};
        outcome.millis = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        return outcome;
    }));
    return generation;
}

bool PlannerWorker::deliver(int generation, const model::PlanResult& result, double millis)
{
    if (generation != m_generation)
        return false;
    emit resultReady(result, millis);
    return true;
}

}  // namespace memledger::widgets
