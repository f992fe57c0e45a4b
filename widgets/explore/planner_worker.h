// Runs planner queries off the GUI thread (QtConcurrent::run + QFutureWatcher).
// Every request takes a new generation; a result is delivered only if it belongs
// to the latest request, so a slow old query can never overwrite a newer answer.
#pragma once

#include <QObject>

#include "model/explore/planner.h"

namespace memledger::widgets {

class PlannerWorker : public QObject {
    Q_OBJECT
public:
    explicit PlannerWorker(QObject* parent = nullptr);

    // Starts `request` on the thread pool; returns its generation.
    int request(model::PlanRequest request);
    int generation() const { return m_generation; }
    bool busy() const { return m_pending > 0; }
    // Called when a query finishes: emits resultReady if `generation` is the latest,
    // else drops the result and returns false.
    bool deliver(int generation, const model::PlanResult& result, double millis);

signals:
    void resultReady(const memledger::model::PlanResult& result, double millis);
    void busyChanged(bool busy);

private:
    int m_generation = 0;
    int m_pending = 0;
};

}  // namespace memledger::widgets
