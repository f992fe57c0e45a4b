// The allocator tab: hidden it computes nothing; shown, it replays the live snapshot's
// step as the hub answers; its toggles change the query the hub computes; a measured
// file is read off the GUI thread and set beside the prediction. And the ledger's
// fragmentation term becomes the simulated one once the hub answers.
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QTabWidget>
#include <gtest/gtest.h>

#include "model/allocator/allocator_study.h"
#include "model/allocator/simulated_ledger.h"
#include "tests/widgets/widget_rig.h"
#include "widgets/allocator/allocator_panel.h"
#include "widgets/allocator/memory_curve_chart.h"
#include "widgets/allocator/memory_map_chart.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

namespace {

// One H100 and an 8B model with LoRA: a quick step to replay.
struct ShownWorkbench {
    ShownWorkbench()
    {
        rig.start(llama8bLoraOnOneH100());
        rig.bench.resize(1400, 900);
        rig.bench.show();
        rig.settle();
    }
    AllocatorPanel& panel() { return *rig.bench.allocator(); }
    void showAllocator()
    {
        rig.bench.showAllocator();
        rig.settle();
    }
    int computed(ResultKind kind) const { return rig.hub.computations(kind); }

    WidgetRig rig;
};

void editSequence(WidgetRig& rig, int times)
{
    for (int i = 0; i < times; ++i) {
        rig.session.edit(QStringLiteral("training.seq"), QStringLiteral("seq"),
                         [i](model::Scenario& s) { s.training.seq = 1024 << (i % 3); });
        rig.settle();
    }
}

}  // namespace

TEST(AllocatorPanel, HiddenItComputesNothingAndShownItComputesOnce)
{
    ShownWorkbench w;
    editSequence(w.rig, 4);
    EXPECT_EQ(w.computed(ResultKind::Allocator), 0);
    EXPECT_EQ(w.panel().study(), nullptr);
    w.showAllocator();
    EXPECT_EQ(w.computed(ResultKind::Allocator), 1);
    ASSERT_NE(w.panel().study(), nullptr);
    // What it shows is the engine's replay of the live snapshot, one step as the ledger's.
    const SnapshotPtr live = w.rig.session.shown();
    const model::AllocatorStudy engine = model::studyAllocator(live->scenario, *live->estimate, {});
    EXPECT_EQ(w.panel().study()->replay.peakReserved, engine.replay.peakReserved);
    EXPECT_EQ(w.panel().predictedCurve()->curve().reserved.size(), engine.replay.series.size());
    EXPECT_FALSE(w.panel().predictedMap()->map().segments.empty());
    EXPECT_TRUE(w.panel().summaryText().contains(QStringLiteral("PyTorch's default allocator settings")));
}

TEST(AllocatorPanel, TogglesChangeTheQuery)
{
    ShownWorkbench w;
    w.showAllocator();
    std::vector<AllocatorParams> asked;
    QObject::connect(&w.rig.hub, &ResultsHub::allocatorReady,
                     [&asked](const AllocatorAnswer& answer) { asked.push_back(answer.query.params); });
    w.panel().expandableToggle()->setChecked(true);
    w.rig.settle();
    ASSERT_EQ(asked.size(), 1u);
    EXPECT_EQ(asked.back().expandableSegments, std::optional<bool>(true));
    EXPECT_TRUE(w.panel().study()->settings.expandableSegments);
    EXPECT_EQ(w.panel().study()->allocConf, "expandable_segments:True");

    w.panel().shapesChoice()->setCurrentIndex(w.panel().shapesChoice()->findData(static_cast<int>(model::StepShapes::Variable)));
    w.rig.settle();
    ASSERT_EQ(asked.size(), 2u);
    EXPECT_EQ(asked.back().shapes, model::StepShapes::Variable);
    EXPECT_EQ(w.panel().study()->sequenceLengths.size(), static_cast<std::size_t>(model::kShapeStudySteps));

    w.panel().emptyCacheToggle()->setChecked(true);
    w.rig.settle();
    ASSERT_EQ(asked.size(), 3u);
    EXPECT_TRUE(asked.back().emptyCacheBetweenSteps);
    // empty_cache() between each two of the six steps: five cache flushes.
    EXPECT_EQ(w.panel().study()->replay.counters.syncAllStreams, static_cast<std::uint64_t>(model::kShapeStudySteps - 1));
    EXPECT_EQ(w.computed(ResultKind::Allocator), 4);
}

TEST(AllocatorPanel, TheExpandableToggleFollowsTheScenariosSettings)
{
    ShownWorkbench w;
    EXPECT_FALSE(w.panel().expandableToggle()->isChecked());
    w.rig.session.edit(QStringLiteral("memory.alloc_conf"), QStringLiteral("alloc"),
                       [](model::Scenario& s) { s.memory.allocConf = "expandable_segments:True"; });
    w.rig.settle();
    EXPECT_TRUE(w.panel().expandableToggle()->isChecked());
    EXPECT_EQ(w.panel().params().expandableSegments, std::nullopt);   // the scenario's own, not an override
}

// memory-stats.json: allocated peak 1.5 GiB, reserved peak 2 GiB, requested peak 1.4 GiB.
TEST(AllocatorPanel, AMeasuredFileIsComparedWithThePrediction)
{
    ShownWorkbench w;
    w.rig.bench.openMeasured(QStringLiteral(MEMLEDGER_SOURCE_DIR "/tests/cli/data/memory-stats.json"));
    w.rig.settle();
    EXPECT_EQ(w.rig.bench.tabs()->currentWidget(), static_cast<QWidget*>(&w.panel()));
    ASSERT_NE(w.panel().measurement(), nullptr);
    EXPECT_TRUE(w.panel().measurement()->valid());
    EXPECT_EQ(w.computed(ResultKind::MeasuredFile), 1);
    EXPECT_EQ(w.computed(ResultKind::Measured), 1);
    const QString text = w.panel().comparisonText();
    EXPECT_TRUE(text.contains(QStringLiteral("1.50 GiB"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("2.00 GiB"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("512 MiB"))) << text.toStdString();   // reserved − allocated
    EXPECT_TRUE(text.contains(QStringLiteral(">Rounding<"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral(">Tensors (requested)<"))) << text.toStdString();
    // 1.5 GiB against this scenario's tens of GiB: asked first whether the file is of this job.
    EXPECT_TRUE(text.contains(QStringLiteral("Is this file from this job?"))) << text.toStdString();
    // memory_stats() has peaks only: no curve to draw.
    EXPECT_TRUE(w.panel().measuredCurve()->curve().empty());
    // A new scenario is compared again; the file is not read again.
    editSequence(w.rig, 1);
    EXPECT_EQ(w.computed(ResultKind::MeasuredFile), 1);
    EXPECT_EQ(w.computed(ResultKind::Measured), 2);
}

TEST(AllocatorPanel, AMeasuredSnapshotShowsItsCurveAndMap)
{
    ShownWorkbench w;
    w.rig.bench.openMeasured(QStringLiteral(MEMLEDGER_SOURCE_DIR
                                            "/tests/data/measured/h200-2026-11-30/snapshots/h1-small-amp-adamw-snapshot.pickle"));
    w.rig.settle();
    ASSERT_TRUE(w.panel().measurement() && w.panel().measurement()->valid());
    const model::MeasuredPeaks& peaks = w.panel().measurement()->peaks;
    ASSERT_TRUE(peaks.summary.has_value());
    EXPECT_EQ(w.panel().measuredCurve()->curve().reserved.size(), peaks.summary->series.size());
    EXPECT_EQ(w.panel().measuredMap()->map().segments.size(), peaks.summary->segmentsAtPeak.size());
    // The map is the allocator's at the allocated peak: its segments are what was reserved then.
    EXPECT_DOUBLE_EQ(w.panel().measuredMap()->map().reserved(), static_cast<double>(peaks.summary->peakAllocated.reserved));
}

TEST(AllocatorPanel, AFileItCannotReadSaysWhy)
{
    ShownWorkbench w;
    w.rig.bench.openMeasured(QStringLiteral(MEMLEDGER_SOURCE_DIR "/tests/cli/data/no-such.pickle"));
    w.rig.settle();
    EXPECT_TRUE(w.panel().comparisonText().contains(QStringLiteral("no-such.pickle cannot be opened: no such file")))
        << w.panel().comparisonText().toStdString();
    EXPECT_EQ(w.computed(ResultKind::Measured), 0);
}

TEST(SimulatedLedger, TheLedgerShowsTheSimulatedTermOnceTheHubAnswers)
{
    ShownWorkbench w;
    const EstimatePtr shown = w.rig.ledger.shownEstimate();
    ASSERT_NE(shown, nullptr);
    EXPECT_TRUE(shown->fragmentation.simulated);
    const SnapshotPtr live = w.rig.session.shown();
    const model::Estimate engine = model::estimateWithAllocator(live->scenario);
    EXPECT_DOUBLE_EQ(shown->worst().total, engine.worst().total);
    ASSERT_TRUE(w.rig.inspector.selectTermById(QStringLiteral("fragmentation")));
    const QString details = w.rig.inspector.detailsHtml();
    EXPECT_TRUE(details.contains(QStringLiteral("simulated"))) << details.toStdString();
    EXPECT_TRUE(details.contains(QStringLiteral("PyTorch&#x27;s default allocator settings")) ||
                details.contains(QStringLiteral("PyTorch's default allocator settings")))
        << details.toStdString();
    EXPECT_TRUE(details.contains(QStringLiteral("CUDACachingAllocator.cpp @ 001074d25084fdb87a799823e395a50f5ec044d3")));
}

// A slider's drag replays nothing: the simulation waits for the edits to pause, then runs
// once for the scenario they ended on.
TEST(SimulatedLedger, ABurstOfEditsIsSimulatedOnceWhenItPauses)
{
    ShownWorkbench w;
    const int before = w.computed(ResultKind::Ledger);
    for (int i = 0; i < 10; ++i) {
        w.rig.session.edit(QStringLiteral("training.seq"), QStringLiteral("seq"),
                           [i](model::Scenario& s) { s.training.seq = 1024 + 256 * i; });
        QApplication::processEvents();
        w.rig.session.flush();
    }
    EXPECT_EQ(w.computed(ResultKind::Ledger), before);
    EXPECT_FALSE(w.rig.ledger.shownEstimate()->fragmentation.simulated);   // the session's, at once
    w.rig.settle();
    EXPECT_EQ(w.computed(ResultKind::Ledger), before + 1);
    EXPECT_TRUE(w.rig.ledger.shownEstimate()->fragmentation.simulated);
    EXPECT_EQ(w.rig.session.shown()->scenario.training.seq, 1024 + 256 * 9);
}
