// The results hub computes each derived result once per snapshot, off the GUI thread,
// and drops answers a newer request has overtaken: a slow result for an old revision
// never reaches a view.
#include <atomic>
#include <functional>
#include <optional>
#include <vector>

#include <QElapsedTimer>
#include <QSemaphore>
#include <QSignalSpy>
#include <QThread>
#include <QThreadPool>
#include <gtest/gtest.h>

#if defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "tests/widgets/widget_rig.h"
#include "widgets/session/hub/engine_pool.h"
#include "widgets/session/hub/result_channel.h"
#include "widgets/timeline/timeline_view.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

namespace {

// A job that waits until the test lets it finish; let go however the test ends, so
// that no pool thread is left waiting.
struct Gate {
    ~Gate() { open.release(1000); }
    void pass()
    {
        entered.release();
        open.acquire();
    }
    QSemaphore entered, open;
};

bool waitFor(const std::function<bool()>& done, int ms = 20000)
{
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 10);
    return done();
}

// The stale-answer tests hold one pool thread while the newer job needs another.
void atLeastTwoPoolThreads()
{
    QThreadPool* pool = enginePool();
    pool->setMaxThreadCount(std::max(2, pool->maxThreadCount()));
}

}  // namespace

TEST(ResultChannel, AnAnswerOvertakenByANewerRequestIsDropped)
{
    atLeastTwoPoolThreads();
    QObject owner;
    Gate gate;
    std::vector<int> delivered;
    ResultChannel<int, int> channel(
        &owner,
        [&gate](const int& query) {
            if (query == 1)
                gate.pass();
            return query * 10;
        },
        [&delivered](const Answer<int, int>& answer) { delivered.push_back(*answer.result); }, [](bool) {});
    channel.request(1);
    ASSERT_TRUE(gate.entered.tryAcquire(1, 10000));   // the old job is running
    channel.request(2);
    ASSERT_TRUE(waitFor([&] { return !delivered.empty(); }));
    gate.open.release();
    ASSERT_TRUE(waitFor([&] { return !channel.busy(); }));
    EXPECT_EQ(delivered, std::vector<int>{20});
    EXPECT_EQ(channel.dropped(), 1);
    EXPECT_EQ(channel.computations(), 2);
}

// The engine's jobs run on a pool of their own, below the GUI thread: Qt's raster engine hands
// large fills to the global pool and waits for them, and a repaint must not wait behind a
// sweep (the slider benchmark's repaint went from 2 ms of work to 26 ms of wall time).
TEST(ResultChannel, JobsRunOnTheEnginesPoolBelowTheGuiThread)
{
    QObject owner;
    std::optional<int> nice;
    bool onTheEnginePool = false;
    bool globalPoolIdle = false;
    ResultChannel<int, int> channel(
        &owner,
        [&](const int& query) {
            onTheEnginePool = enginePool()->contains(QThread::currentThread());
            globalPoolIdle = !QThreadPool::globalInstance()->contains(QThread::currentThread());
#if defined(__linux__)
            nice = ::getpriority(PRIO_PROCESS, static_cast<id_t>(::syscall(SYS_gettid)));
#endif
            return query;
        },
        [](const Answer<int, int>&) {}, [](bool) {});
    channel.request(1);
    ASSERT_TRUE(waitFor([&] { return !channel.busy(); }));
    EXPECT_TRUE(onTheEnginePool);
    EXPECT_TRUE(globalPoolIdle);
#if defined(__linux__)
    ASSERT_TRUE(nice.has_value());
    EXPECT_GT(*nice, ::getpriority(PRIO_PROCESS, static_cast<id_t>(::syscall(SYS_gettid))));
#endif
    EXPECT_LE(enginePool()->maxThreadCount(), std::max(2, QThread::idealThreadCount()));
}

TEST(ResultChannel, TheCachedAnswerIsGivenAgainWithoutComputing)
{
    QObject owner;
    std::vector<int> delivered;
    ResultChannel<int, int> channel(
        &owner, [](const int& query) { return query + 1; },
        [&delivered](const Answer<int, int>& answer) { delivered.push_back(*answer.result); }, [](bool) {});
    channel.request(41);
    ASSERT_TRUE(waitFor([&] { return !channel.busy(); }));
    channel.request(41);   // answered at once, from the cache
    EXPECT_EQ(delivered, (std::vector<int>{42, 42}));
    EXPECT_EQ(channel.computations(), 1);
}

TEST(ResultsHub, ComputesOncePerSnapshot)
{
    WidgetRig rig;
    rig.start(seventyB());
    QSignalSpy answers(&rig.hub, &ResultsHub::timelineReady);
    rig.hub.requestTimeline();
    rig.hub.requestTimeline();   // the same snapshot, still being computed: nothing new
    ASSERT_TRUE(rig.hub.settle());
    ASSERT_EQ(answers.count(), 1);
    rig.hub.requestTimeline();
    EXPECT_EQ(answers.count(), 2);   // from the cache, at once
    EXPECT_EQ(rig.hub.computations(ResultKind::Timeline), 1);
    const auto answer = answers.back().front().value<TimelineAnswer>();
    EXPECT_EQ(answer.query.snapshot, rig.session.shown());
    const SnapshotPtr& s = answer.query.snapshot;
    EXPECT_EQ(answer.result->stepTime, model::simulateStep(s->scenario, *s->estimate).stepTime);
}

TEST(ResultsHub, ASlowTimelineOfAnOldRevisionNeverReachesTheView)
{
    atLeastTwoPoolThreads();
    Gate gate;
    std::atomic<int> calls{0};
    HubEngine engine = modelEngine();
    engine.timeline = [&gate, &calls, simulate = engine.timeline](const TimelineQuery& query) {
        if (calls.fetch_add(1) == 0)
            gate.pass();   // the first revision's step is slow
        return simulate(query);
    };
    ScenarioSession session;
    ResultsHub hub(&session, engine);
    TimelineView view(&hub);
    view.resize(900, 340);
    view.show();
    QSignalSpy answers(&hub, &ResultsHub::timelineReady);
    session.resetScenario(seventyB());
    session.flush();
    ASSERT_TRUE(gate.entered.tryAcquire(1, 10000));
    session.edit(QStringLiteral("training.seq"), QStringLiteral("seq"), [](model::Scenario& s) { s.training.seq = 8192; });
    session.flush();
    ASSERT_TRUE(waitFor([&] { return answers.count() == 1; }));
    gate.open.release();
    ASSERT_TRUE(hub.settle());

    ASSERT_EQ(answers.count(), 1) << "the old revision's answer is dropped";
    EXPECT_EQ(hub.dropped(ResultKind::Timeline), 1);
    EXPECT_EQ(hub.computations(ResultKind::Timeline), 2);
    const auto answer = answers.front().front().value<TimelineAnswer>();
    EXPECT_EQ(answer.query.snapshot, session.snapshot());
    EXPECT_EQ(view.timeline(), answer.result);
    EXPECT_EQ(answer.query.snapshot->scenario.training.seq, 8192);
}
