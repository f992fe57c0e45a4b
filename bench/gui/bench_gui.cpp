// Measures what a user feels: (1) a slider step → session → engine → ledger
// repainted (repaint() forces the paint), 1 000 times, p50/p95/max, in the workbench
// the window uses: the headline, inspector and activation tab are updated too; once
// with the activation tab in front, once with the timeline tab, whose step the results
// hub simulates off the GUI thread (as it simulates the allocator for the ledger's
// fragmentation term, which the ledger shows when the hub answers), once with the sweep
// tab in front and the planner's Pareto chart (Qt Charts) shown beside it, both repainted
// with the ledger every change; (1b) the sweep chart as drawn (QPainter) against the same
// stacked columns, capacity line and cliff drawn by Qt Charts, data replaced and repainted
// per change; (2) start-up of `memledger` to its first painted
// ledger, median of 10 cold processes, and its resident memory then. On a machine
// shared with other work the wall-clock figures include the time the GUI thread
// waited for a core, so its own CPU time per change is printed beside them.
// (3) The charts' steps again in the main window itself. Arguments name the parts to run
// (activations, timeline, charts, charts-forced, rl, window, sweep-renderers, startup); none
// runs them all.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <vector>

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChartView>
#include <QLineSeries>
#include <QProcess>
#include <QScatterSeries>
#include <QScrollArea>
#include <QSlider>
#include <QStackedBarSeries>
#include <QStyleFactory>
#include <QValueAxis>

#include "app/window/main_window.h"
#include "model/io/presets.h"
#include "tests/shared/model_shapes.h"
#include "model/service/scenario_request.h"
#include "widgets/common/theme.h"
#include "widgets/common/vocabulary.h"
#include "widgets/explore/planner/pareto_chart.h"
#include "widgets/explore/planner/planner_panel.h"
#include "widgets/explore/sweep/sweep_chart.h"
#include "widgets/explore/sweep/sweep_panel.h"
#include "widgets/ledger/ledger_view.h"
#include "widgets/session/hub/results_hub.h"
#include "widgets/session/scenario_file.h"
#include "widgets/session/form/scenario_form.h"
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

// Charts: the sweep tab in front and the Pareto chart shown, painted when Qt finds them
// changed (the sweep on every answer, the Pareto chart only when re-planned); ChartsForced:
// both repainted every change as well, an upper bound.
// Rl: an RL job (Llama 3.1 70B on 64 GPUs, a colocated vLLM engine, a reference and a critic)
// with the activations tab in front: the ledger then draws its phase rows too.
enum class Front { Activations, Timeline, Charts, ChartsForced, Rl };

const char* frontName(Front front)
{
    switch (front) {
    case Front::Activations: return "activations tab in front";
    case Front::Timeline: return "timeline tab in front";
    case Front::Charts: return "sweep tab in front and the planner's Pareto chart shown";
    case Front::ChartsForced: return "sweep and Pareto chart shown and both repainted every change";
    case Front::Rl: return "an RL job: engine, reference, critic and six phase rows";
    }
    return "";
}

std::shared_ptr<const model::PresetLibrary> benchPresets()
{
    std::vector<model::Problem> problems;
    return std::make_shared<const model::PresetLibrary>(model::loadPresets(MEMLEDGER_SOURCE_DIR "/presets", problems));
}

model::Scenario seventyBOnSixtyFour(const model::PresetLibrary& presets)
{
    model::Scenario s = model::startingScenario(presets);
    model::applyModel(*presets.model("llama-3.1-70b"), s);
    s.parallel.dp = 8; s.parallel.tp = 8; s.parallel.pp = 8; s.training.gradAccum = 16;
    return s;
}

struct Steps {
    std::vector<double> ms;    // wall clock per step
    std::vector<double> cpu;   // the GUI thread's own CPU time per step
};

// 1 000 steps of the GPU memory slider, a new value every time: the queued recompute runs
// in processEvents, then the ledger (and whatever `alsoPaint` names) is painted by force.
template <class AlsoPaint>
Steps stepSlider(Workbench& bench, AlsoPaint alsoPaint)
{
    QSlider* slider = bench.form()->slider(QStringLiteral("hardware.memory_bytes"))->slider();
    Steps steps;
    for (int i = 0; i < 1000; ++i) {
        const auto t0 = Clock::now();
        const double cpu0 = threadCpuMillis();
        slider->setValue(600 + (i % 400));
        QApplication::processEvents();
        bench.ledger()->repaint();
        alsoPaint();
        steps.cpu.push_back(threadCpuMillis() - cpu0);
        steps.ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    }
    bench.hub()->settle();
    return steps;
}

void benchSlider(Front front)
{
    auto presets = benchPresets();
    Workbench bench(presets);
    bench.resize(1100, 1000);
    if (front == Front::Timeline)
        bench.showTimeline();
    const bool charts = front == Front::Charts || front == Front::ChartsForced;
    if (charts)
        bench.showSweep();
    bench.show();
    bench.start(front == Front::Rl ? shapes::llama70bGrpoColocated(4096) : seventyBOnSixtyFour(*presets));
    bench.hub()->settle();
    // The planner dock as the window places it, beside the workbench, with its answer plotted.
    QScrollArea* planner = bench.plannerArea();
    if (charts) {
        planner->resize(520, 1000);
        planner->show();
        bench.planner()->run();
        bench.hub()->settle();
    }
    const ParetoChart* pareto = bench.planner()->chart();
    const Steps steps = stepSlider(bench, [&] {
        if (front == Front::ChartsForced) {
            bench.sweep()->chart()->repaint();
            pareto->viewport()->repaint();
        }
    });
    std::printf("slider->engine->repaint over %zu changes (%s, %s): p50 %.3f ms  p95 %.3f ms  "
                "max %.3f ms; GUI-thread CPU p50 %.3f ms  p95 %.3f ms  (recomputes %d, timelines simulated %d, "
                "ledgers with the allocator simulated %d, sweeps %d, Pareto points %d)\n",
                steps.ms.size(), front == Front::Rl ? "64 GPUs, 1 stage" : "PP=8, 8 bars", frontName(front),
                percentile(steps.ms, 0.5), percentile(steps.ms, 0.95),
                *std::max_element(steps.ms.begin(), steps.ms.end()), percentile(steps.cpu, 0.5),
                percentile(steps.cpu, 0.95), bench.session()->recomputeCount(), bench.hub()->computations(ResultKind::Timeline),
                bench.hub()->computations(ResultKind::Ledger), bench.hub()->computations(ResultKind::Sweep),
                pareto->frontSeries()->count() + pareto->otherSeries()->count());
}

// The same steps in the main window itself, 1600 × 1000, as a user has it: the controls,
// inspector and planner docks, the menus and the status bar (whose lines follow each
// answer), with the sweep tab in front and the planner's Pareto chart shown.
void benchWindow()
{
    auto presets = benchPresets();
    gui::MainWindow window(presets);
    window.resize(1600, 1000);
    window.startWith(seventyBOnSixtyFour(*presets), QString());
    window.workbench()->showSweep();
    window.show();
    window.balanceDocks();
    window.showPlanner();
    QApplication::processEvents();
    Workbench& bench = *window.workbench();
    bench.hub()->settle();
    bench.planner()->run();
    bench.hub()->settle();
    const Steps steps = stepSlider(bench, [] {});
    std::printf("slider->engine->repaint over %zu changes in the main window (sweep tab and Pareto chart shown, "
                "docks and status bar): p50 %.3f ms  p95 %.3f ms  max %.3f ms; GUI-thread CPU p50 %.3f ms  "
                "p95 %.3f ms\n",
                steps.ms.size(), percentile(steps.ms, 0.5), percentile(steps.ms, 0.95),
                *std::max_element(steps.ms.begin(), steps.ms.end()), percentile(steps.cpu, 0.5),
                percentile(steps.cpu, 0.95));
}

// The sweep's columns as Qt Charts would draw them: a stacked bar set per category, the
// capacity as a line, the cliff as a second line; the same data replaced every change.
class ChartsSweep {
public:
    ChartsSweep()
    {
        auto* chart = new QChart;
        for (int c = 0; c < model::kCategoryCount; ++c) {
            auto* set = new QBarSet(categoryName(static_cast<model::Category>(c)));
            set->setColor(Theme(m_view.palette()).category(static_cast<model::Category>(c)));
            m_sets.push_back(set);
            m_bars->append(set);
        }
        chart->addSeries(m_bars);
        chart->addSeries(m_capacity);
        chart->addSeries(m_cliff);
        chart->addAxis(m_columns, Qt::AlignBottom);
        chart->addAxis(m_bytes, Qt::AlignLeft);
        for (QAbstractSeries* series : std::initializer_list<QAbstractSeries*>{m_bars, m_capacity, m_cliff}) {
            series->attachAxis(m_columns);
            series->attachAxis(m_bytes);
        }
        m_view.setChart(chart);
        m_view.setRenderHint(QPainter::Antialiasing);
    }
    QChartView& view() { return m_view; }
    void show(const model::Sweep& sweep)
    {
        QStringList labels;
        for (const auto& point : sweep.points)
            labels << QString::fromStdString(point.label);
        double top = sweep.capacity;
        for (int c = 0; c < model::kCategoryCount; ++c) {
            QList<qreal> values;
            for (const auto& point : sweep.points)
                values << point.byCategory[static_cast<std::size_t>(c)] / 1073741824.0;
            m_sets[static_cast<std::size_t>(c)]->remove(0, m_sets[static_cast<std::size_t>(c)]->count());
            m_sets[static_cast<std::size_t>(c)]->append(values);
        }
        for (const auto& point : sweep.points)
            top = std::max(top, point.total);
        m_columns->clear();
        m_columns->append(labels);
        m_bytes->setRange(0, top / 1073741824.0 * 1.1);
        const double capacity = sweep.capacity / 1073741824.0;
        m_capacity->replace({QPointF(-0.5, capacity), QPointF(labels.size() - 0.5, capacity)});
        const double cliff = sweep.firstOom - 0.5;
        m_cliff->replace({QPointF(cliff, 0), QPointF(cliff, top / 1073741824.0 * 1.1)});
    }

private:
    QChartView m_view;
    QStackedBarSeries* m_bars = new QStackedBarSeries;
    QLineSeries* m_capacity = new QLineSeries;
    QLineSeries* m_cliff = new QLineSeries;
    QBarCategoryAxis* m_columns = new QBarCategoryAxis;
    QValueAxis* m_bytes = new QValueAxis;
    std::vector<QBarSet*> m_sets;
};

// Two sweeps that differ (the capacity moves, as the slider above moves it), alternated so
// that every frame has new data: what a slider change costs each renderer.
void benchSweepRenderers()
{
    auto presets = benchPresets();
    Workbench bench(presets);
    bench.resize(1100, 1000);
    bench.showSweep();
    bench.show();
    bench.start(seventyBOnSixtyFour(*presets));
    bench.hub()->settle();
    model::Sweep sweeps[2] = {bench.sweep()->chart()->sweep(), bench.sweep()->chart()->sweep()};
    sweeps[1].capacity *= 0.75;
    SweepChart painted;
    ChartsSweep charted;
    for (QWidget* view : {static_cast<QWidget*>(&painted), static_cast<QWidget*>(&charted.view())}) {
        view->resize(900, 420);
        view->show();
    }
    QApplication::processEvents();   // exposed: a repaint paints from here on
    const auto measure = [&](auto&& frame) {
        std::vector<double> ms;
        for (int i = 0; i < 300; ++i) {
            const auto t0 = Clock::now();
            frame(sweeps[i % 2]);
            ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        }
        return ms;
    };
    const auto qpainter = measure([&](const model::Sweep& sweep) {
        painted.setSweep(sweep, QStringLiteral("Sequence length"), false);
        QApplication::processEvents();   // as the Qt Charts frame does
        painted.repaint();
    });
    const auto qtcharts = measure([&](const model::Sweep& sweep) {
        charted.show(sweep);
        QApplication::processEvents();   // Qt Charts lays its items out in posted events
        charted.view().viewport()->repaint();
    });
    std::printf("sweep chart, new data + repaint, %zu columns, 300 frames: QPainter p50 %.3f ms  p95 %.3f ms; "
                "Qt Charts (stacked bars, capacity, cliff) p50 %.3f ms  p95 %.3f ms\n",
                sweeps[0].points.size(), percentile(qpainter, 0.5), percentile(qpainter, 0.95),
                percentile(qtcharts, 0.5), percentile(qtcharts, 0.95));
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
    // One part by name (to profile it alone), or all of them.
    const QStringList parts = QApplication::arguments().mid(1);
    const auto wanted = [&](const char* name) { return parts.isEmpty() || parts.contains(QLatin1String(name)); };
    if (wanted("activations"))
        benchSlider(Front::Activations);
    if (wanted("timeline"))
        benchSlider(Front::Timeline);
    if (wanted("charts"))
        benchSlider(Front::Charts);
    if (wanted("charts-forced"))
        benchSlider(Front::ChartsForced);
    if (wanted("rl"))
        benchSlider(Front::Rl);
    if (wanted("window"))
        benchWindow();
    if (wanted("sweep-renderers"))
        benchSweepRenderers();
    if (wanted("startup"))
        benchStartup();
    return 0;
}
