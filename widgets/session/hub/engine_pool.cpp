#include "widgets/session/hub/engine_pool.h"

#include <algorithm>

#include <QThread>
#include <QThreadPool>

#if defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace memledger::widgets {

namespace {
constexpr int kWorkerNice = 10;
}

QThreadPool* enginePool()
{
    // Lives until the process ends (jobs may outlive any window), and its destructor waits for
    // the jobs still running, as the global pool's does, rather than let them run into exit.
    static QThreadPool pool;
    static const bool sized = [] {
        pool.setObjectName(QStringLiteral("EnginePool"));
        // A core is left to the GUI thread and the raster engine's helpers.
        pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1));
        return true;
    }();
    (void)sized;
    return &pool;
}

void runBelowTheGuiThread()
{
    thread_local bool lowered = false;
    if (lowered)
        return;
    lowered = true;
#if defined(__linux__)
    // Per thread on Linux: setpriority on a thread id changes that thread only.
    const auto thread = static_cast<id_t>(::syscall(SYS_gettid));
    if (::setpriority(PRIO_PROCESS, thread, kWorkerNice) == 0)
        return;
#endif
    QThread::currentThread()->setPriority(QThread::LowPriority);
}

}  // namespace memledger::widgets
