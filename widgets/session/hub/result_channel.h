// One kind of derived result, computed on the thread pool. The latest request wins:
// every request takes a new generation, a job that is superseded before it starts does
// no work, and an answer for an older generation is dropped, so a slow old result can
// never overwrite a newer one. The last answer stays cached with its query: asking for
// it again costs nothing.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include "widgets/session/hub/engine_pool.h"

namespace memledger::widgets {

template <typename Query, typename Result>
struct Answer {
    Query query;
    std::shared_ptr<const Result> result;
    double millis = 0;   // the engine's time, off the GUI thread
};

template <typename Query, typename Result>
class ResultChannel {
public:
    using Compute = std::function<Result(const Query&)>;
    using Deliver = std::function<void(const Answer<Query, Result>&)>;
    using BusyChanged = std::function<void(bool)>;

    // `owner` lives on the GUI thread and outlives every answer it is to receive;
    // `compute` runs on the pool and must not touch anything the GUI thread changes.
    ResultChannel(QObject* owner, Compute compute, Deliver deliver, BusyChanged busyChanged)
        : m_owner(owner), m_compute(std::move(compute)), m_deliver(std::move(deliver)),
          m_busyChanged(std::move(busyChanged))
    {
    }

    // The cached answer at once when `query` is the cached one, nothing when it is the
    // one being computed, else a new job.
    void request(const Query& query)
    {
        if (m_inFlight && *m_inFlight == query)
            return;
        if (m_cached && m_cached->query == query) {
            supersede();   // an answer still on its way is for another query
            m_deliver(*m_cached);
            return;
        }
        start(query);
    }

    bool busy() const { return m_pending > 0; }
    int computations() const { return m_computations->load(); }   // jobs that ran the engine
    int dropped() const { return m_dropped; }                      // answers that came too late

private:
    struct Outcome {
        std::shared_ptr<const Result> result;   // null: superseded before it started
        double millis = 0;
    };

    int supersede()
    {
        m_inFlight.reset();
        m_latest->store(++m_generation);
        return m_generation;
    }

    void start(const Query& query)
    {
        const int generation = supersede();
        m_inFlight = query;
        if (m_pending++ == 0)
            m_busyChanged(true);
        // One watcher per job: re-pointing one watcher would lose the old job's finished signal.
        auto* watcher = new QFutureWatcher<Outcome>(m_owner);
        QObject::connect(watcher, &QFutureWatcherBase::finished, m_owner, [this, watcher, generation, query] {
            const Outcome outcome = watcher->result();
            watcher->deleteLater();
            if (--m_pending == 0)
                m_busyChanged(false);
            finish(generation, query, outcome);
        });
        watcher->setFuture(QtConcurrent::run(
            enginePool(), [compute = m_compute, latest = m_latest, computations = m_computations, generation, query]() -> Outcome {
                if (latest->load() != generation)
                    return {};
                runBelowTheGuiThread();
                computations->fetch_add(1);
                QElapsedTimer clock;
                clock.start();
                auto result = std::make_shared<const Result>(compute(query));
                return {std::move(result), static_cast<double>(clock.nsecsElapsed()) / 1e6};
            }));
    }

    void finish(int generation, const Query& query, const Outcome& outcome)
    {
        if (generation != m_generation) {
            m_dropped += outcome.result != nullptr;
            return;
        }
        m_inFlight.reset();
        m_cached = Answer<Query, Result>{query, outcome.result, outcome.millis};
        m_deliver(*m_cached);
    }

    QObject* m_owner;
    Compute m_compute;
    Deliver m_deliver;
    BusyChanged m_busyChanged;
    int m_generation = 0;
    // Read by the jobs: which generation is the latest, and how many jobs computed.
    std::shared_ptr<std::atomic<int>> m_latest = std::make_shared<std::atomic<int>>(0);
    std::shared_ptr<std::atomic<int>> m_computations = std::make_shared<std::atomic<int>>(0);
    int m_pending = 0;
    int m_dropped = 0;
    std::optional<Query> m_inFlight;
    std::optional<Answer<Query, Result>> m_cached;
};

}  // namespace memledger::widgets
