// Measures what a user feels: (1) a slider step → session → engine → ledger
// repainted (repaint() forces the paint), 1 000 times, p50/p95/max, in the workbench
// the window uses: the headline, inspector and activation tab are updated too; once
// with the activation tab in front, once with the timeline tab, whose step the results
// hub simulates off the GUI thread (as it simulates the allocator for the ledger's
// fragmentation term, which the ledger shows when the hub answers); (2) start-up of `memledger` to its first painted
// ledger, median of 10 cold processes, and its resident memory then. On a machine
// shared with other work the wall-clock figures include the time the GUI thread
// waited for a core, so its own CPU time per change is printed beside them.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <vector>

#include <QApplication>
#include <QProcess>
#include <QSlider>
#include <QStyleFactory>

#include "model/io/presets.h"
#include "widgets/ledger/ledger_view.h"
#include "widgets/session/results_hub.h"
#include "widgets/session/scenario_file.h"
#include "widgets/session/scenario_form.h"
#include "widgets/session/scenario_session.h"
#include "widgets/workbench/workbench.h"

using namespace memledger;
using namespace memledger::widgets;
using Clock = std::chrono::steady_clock;

namespace {

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v[static_cast<std::size_t>(p * static_cast<double>(v.size() - 1))];
}

// CPU time of the calling thread, in milliseconds.
double threadCpuMillis()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

void benchSlider(bool timelineInFront)
{
    std::vector<model::Problem> problems;
    auto presets = std::make_shared<const model::PresetLibrary>(model::loadPresets(MEMLEDGER_SOURCE_DIR "/presets", problems));
    model::Scenario s = defaultScenario(*presets);
    model::applyModel(*presets->model("llama-3.1-70b"), s);
    s.parallel.dp = 8; s.parallel.tp = 8; s.parallel.pp = 8; s.training.gradAccum = 16;
    Workbench bench(presets);
    bench.resize(1100, 1000);
    if (timelineInFront)
        bench.showTimeline();
    bench.show();
    bench.start(s);
    bench.hub()->settle();
    QSlider* slider = bench.form()->slider(QStringLiteral("hardware.memory_bytes"))->slider();
    std::vector<double> ms;
    std::vector<double> cpu;
    for (int i = 0; i < 1000; ++i) {
        const auto t0 = Clock::now();
        const double cpu0 = threadCpuMillis();
        slider->setValue(600 + (i % 400));          // a new value every time
        QApplication::processEvents();             // the queued recompute runs here
        bench.ledger()->repaint();                 // force the paint
        cpu.push_back(threadCpuMillis() - cpu0);
        ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    }
    bench.hub()->settle();
    std::printf("slider->engine->repaint over %zu changes (PP=8, 8 bars, %s tab in front): p50 %.3f ms  p95 %.3f ms  "
                "max %.3f ms; GUI-thread CPU p50 %.3f ms  p95 %.3f ms  (recomputes %d, timelines simulated %d, "
                "ledgers with the allocator simulated %d)\n",
                ms.size(), timelineInFront ? "timeline" : "activations", percentile(ms, 0.5), percentile(ms, 0.95),
                *std::max_element(ms.begin(), ms.end()), percentile(cpu, 0.5), percentile(cpu, 0.95),
                bench.session()->recomputeCount(), bench.hub()->computations(ResultKind::Timeline),
                bench.hub()->computations(ResultKind::Ledger));
}

void benchStartup()
{
    std::vector<double> ms;
    std::vector<double> painted;
    QString rss;
    for (int i = 0; i < 10; ++i) {
        QProcess p;
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("MEMLEDGER_EXIT_AFTER_PAINT"), QStringLiteral("1"));
        if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")))
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        const auto t0 = Clock::now();
        p.start(QStringLiteral(MEMLEDGER_GUI_EXE), {});
        p.waitForFinished(10000);
        ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        const QString out = QString::fromLocal8Bit(p.readAllStandardOutput());
        const auto parts = out.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (parts.size() >= 4) {
            painted.push_back(parts[1].toDouble());
            rss = parts.mid(3).join(QLatin1Char(' ')).trimmed();
        }
    }
    std::printf("start-up to first painted window (process spawn to exit after paint), median of 10: %.1f ms "
                "(in-process QApplication to paint: %.1f ms); resident memory after start: %s\n",
                percentile(ms, 0.5), painted.empty() ? -1.0 : percentile(painted, 0.5), qPrintable(rss));
}

}  // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    benchSlider(false);
    benchSlider(true);
    benchStartup();
    return 0;
}
