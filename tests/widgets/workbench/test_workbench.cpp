// The workbench the window uses: a hidden tab computes nothing, however many edits go
// by, and computes exactly once when it is shown; what it then shows is the engine's
// answer for the live snapshot.
#include <QApplication>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <gtest/gtest.h>

#include "model/service/results.h"
#include "tests/widgets/widget_rig.h"
#include "widgets/common/quantity_text.h"
#include "widgets/explore/compare/compare_panel.h"
#include "widgets/ledger/limitation_banner.h"
#include "widgets/explore/sweep/sweep_chart.h"
#include "widgets/explore/sweep/sweep_panel.h"
#include "widgets/timeline/timeline_view.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

namespace {

constexpr ResultKind kTabKinds[] = {ResultKind::Timeline, ResultKind::Sweep, ResultKind::FitMap, ResultKind::Comparison,
                                    ResultKind::Allocator};

void editSequence(WidgetRig& rig, int times)
{
    for (int i = 0; i < times; ++i) {
        rig.session.edit(QStringLiteral("training.seq"), QStringLiteral("seq"),
                         [i](model::Scenario& s) { s.training.seq = 1024 << (i % 4); });
        rig.settle();
    }
}

// A workbench on seventyB with A pinned, so every tab has something to compute.
struct ShownWorkbench {
    ShownWorkbench()
    {
        rig.start(seventyB());
        rig.bench.pinAsA(llama8bLoraOnOneH100());
        rig.bench.resize(1200, 900);
        rig.bench.show();
        rig.settle();
    }
    int computed(ResultKind kind) const { return rig.hub.computations(kind); }

    WidgetRig rig;
};

}  // namespace

TEST(Workbench, HiddenTabsComputeNothingAcrossEdits)
{
    ShownWorkbench w;
    ASSERT_EQ(w.rig.bench.tabs()->currentWidget(), static_cast<QWidget*>(&w.rig.activations));
    editSequence(w.rig, 12);
    EXPECT_EQ(w.rig.session.recomputeCount(), 13);   // the ledger follows every edit
    for (const ResultKind kind : kTabKinds)
        EXPECT_EQ(w.computed(kind), 0) << static_cast<int>(kind);
    EXPECT_EQ(w.computed(ResultKind::Triage), 0);
    EXPECT_EQ(w.computed(ResultKind::Plan), 0);
}

TEST(Workbench, EachTabComputesExactlyOnceWhenShown)
{
    ShownWorkbench w;
    editSequence(w.rig, 5);
    w.rig.bench.showTimeline();
    w.rig.settle();
    EXPECT_EQ(w.computed(ResultKind::Timeline), 1);
    w.rig.bench.showSweep();
    w.rig.settle();
    w.rig.bench.showHeatMap();
    w.rig.settle();
    w.rig.bench.showCompare();
    w.rig.settle();
    w.rig.bench.showAllocator();
    w.rig.settle();
    w.rig.bench.showTimeline();   // back again, nothing changed: nothing computed
    w.rig.settle();
    for (const ResultKind kind : kTabKinds)
        EXPECT_EQ(w.computed(kind), 1) << static_cast<int>(kind);
}

TEST(Workbench, OnlyTheShownTabFollowsTheEdits)
{
    ShownWorkbench w;
    w.rig.bench.showSweep();
    w.rig.settle();
    editSequence(w.rig, 3);
    EXPECT_EQ(w.computed(ResultKind::Sweep), 4);
    EXPECT_EQ(w.computed(ResultKind::Timeline), 0);
    EXPECT_EQ(w.computed(ResultKind::Comparison), 0);
    // What the sweep shows is the service's sweep (each point its ledger) of the live snapshot.
    const model::Scenario& live = w.rig.session.shown()->scenario;
    EXPECT_EQ(live.training.seq, 4096);
    const model::Sweep& shown = w.rig.bench.sweep()->chart()->sweep();
    const model::Sweep engine = model::sweepOf(live, shown.knob, model::doublingRange(1024, 131072));
    ASSERT_EQ(shown.points.size(), engine.points.size());
    for (std::size_t i = 0; i < engine.points.size(); ++i)
        EXPECT_EQ(shown.points[i].total, engine.points[i].total);
}

TEST(Workbench, TheTimelineTabShowsTheStepOfTheLiveSnapshot)
{
    ShownWorkbench w;
    w.rig.bench.showTimeline();
    w.rig.settle();
    editSequence(w.rig, 2);
    const SnapshotPtr live = w.rig.session.shown();
    ASSERT_NE(w.rig.bench.timeline()->timeline(), nullptr);
    EXPECT_EQ(w.rig.bench.timeline()->timeline()->stepTime, model::simulateStep(live->scenario, *live->estimate).stepTime);
    EXPECT_EQ(w.computed(ResultKind::Timeline), 3);
}

// An imported job's settings that the engine does not model are named over the ledger, and
// the banner is gone for a scenario without them.
TEST(Workbench, TheBannerOverTheLedgerNamesTheScenariosLimitations)
{
    ShownWorkbench w;
    const LimitationBanner* banner = w.rig.bench.limitationBanner();
    ASSERT_NE(banner, nullptr);
    EXPECT_FALSE(banner->isVisible());
    w.rig.session.edit(QStringLiteral("limitations"), QStringLiteral("import"), [](model::Scenario& s) {
        s.limitations.push_back({"--enable-cuda-graph", "/jobs/train.sh", "", {model::Category::Temporaries,
                                                                           model::EstimateBias::Low},
                                 "CUDA graphs: their static input and output buffers and private memory pools are "
                                 "not modelled, so the estimate is low"});
    });
    w.rig.settle();
    EXPECT_TRUE(banner->isVisible());
    EXPECT_EQ(banner->text(), QStringLiteral("--enable-cuda-graph (train.sh): CUDA graphs: their static input and output "
                                             "buffers and private memory pools are not modelled, so the estimate is "
                                             "low — changes Temporaries; the estimate is low"));
    w.rig.session.edit(QStringLiteral("limitations"), QStringLiteral("clear"),
                       [](model::Scenario& s) { s.limitations.clear(); });
    w.rig.settle();
    EXPECT_FALSE(banner->isVisible());
}

// What an estimate does not count is said over the ledger too: an RL job's rollout engine
// leaves its log-probability passes and other models out, and the banner says so.
TEST(Workbench, TheBannerSaysWhatTheEstimateDoesNotCount)
{
    ShownWorkbench w;
    const LimitationBanner* banner = w.rig.bench.limitationBanner();
    // Llama 70B served at TP 8: 16.4 GiB of weights a GPU.
    w.rig.session.edit(QStringLiteral("rollout.engine"), QStringLiteral("vllm"), [](model::Scenario& s) {
        s.rollout.engine = model::RolloutEngine::Vllm;
        s.rollout.tp = 8;
    });
    w.rig.settle();
    ASSERT_TRUE(w.rig.session.snapshot()->valid()) << w.rig.session.snapshot()->estimate->problems.front().message;
    ASSERT_TRUE(banner->isVisible());
    EXPECT_TRUE(banner->text().contains(QStringLiteral("reward models are not counted"))) << banner->text().toStdString();
    w.rig.session.edit(QStringLiteral("rollout.engine"), QStringLiteral("none"),
                       [](model::Scenario& s) { s.rollout.engine = model::RolloutEngine::None; });
    w.rig.settle();
    EXPECT_FALSE(banner->isVisible());
}

// The headline's peak as shown, and whether it is marked provisional ("≈").
struct ShownPeak {
    QString value;
    bool provisional = false;
};

ShownPeak shownPeak(const HeadlineStrip& headline)
{
    static const QRegularExpression peak(QStringLiteral("peak per GPU <b>(≈ )?([^<]+)</b>"));
    const auto match = peak.match(headline.detailText());
    return {match.captured(2), match.capturedLength(1) > 0};
}

TEST(Workbench, ASliderDragShowsOneFinalPeakAndMarksEveryEarlierOneProvisional)
{
    ShownWorkbench w;
    std::vector<ShownPeak> seen;
    // A drag: one edit per event-loop turn, the headline read after each repaint, then the pause.
    for (const std::int64_t seq : {2048, 3072, 4096, 6144, 8192}) {
        w.rig.session.edit(QStringLiteral("training.seq"), QStringLiteral("seq"),
                           [seq](model::Scenario& s) { s.training.seq = seq; });
        QApplication::processEvents();
        w.rig.session.flush();
        seen.push_back(shownPeak(w.rig.headline));
    }
    w.rig.settle();
    seen.push_back(shownPeak(w.rig.headline));
    ASSERT_GE(seen.size(), 2u);
    QStringList finals;
    for (const ShownPeak& shown : seen) {
        ASSERT_FALSE(shown.value.isEmpty());
        if (!shown.provisional && !finals.contains(shown.value))
            finals << shown.value;
    }
    // Every figure before the allocator's answer said it was provisional; then one number.
    EXPECT_EQ(finals.size(), 1) << finals.join(QStringLiteral(", ")).toStdString();
    EXPECT_FALSE(seen.back().provisional);
    EXPECT_TRUE(seen.front().provisional);
    // And that number is the ledger every face shows for this scenario (the CLI's estimate).
    const model::Estimate ledger = model::ledgerOf(w.rig.session.scenario());
    EXPECT_EQ(seen.back().value, formatBytes(ledger.worst().total, ByteUnit::GiB));
}

TEST(Workbench, AnInvalidEditLeavesTheLastValidLedgerAsItWasShown)
{
    ShownWorkbench w;
    const EstimatePtr valid = w.rig.ledger.shownEstimate();
    ASSERT_TRUE(valid && valid->fragmentation.simulated);
    w.rig.session.edit(QStringLiteral("parallel.tp"), QStringLiteral("tp"), [](model::Scenario& s) { s.parallel.tp = 3; });
    w.rig.settle();
    ASSERT_FALSE(w.rig.session.snapshot()->valid());
    // The greyed ledger is the one shown before, fragmentation simulated, not the assumed 5 %.
    EXPECT_EQ(w.rig.ledger.shownEstimate(), valid);
    EXPECT_EQ(w.rig.ledger.shownEstimate()->worst().total, valid->worst().total);
}

// A short window leaves the timeline's tab less than its lanes and memory row need (the issue
// seen at 1280 × 720): the tab scrolls, and the view keeps the height that shows its memory row.
TEST(Workbench, AShortWindowScrollsTheTimelineInsteadOfCuttingItsMemoryRow)
{
    ShownWorkbench w;
    w.rig.bench.showTimeline();
    w.rig.bench.resize(1000, 420);
    w.rig.settle();
    auto* page = qobject_cast<QScrollArea*>(w.rig.bench.tabs()->currentWidget());
    ASSERT_NE(page, nullptr);
    EXPECT_EQ(page->widget(), static_cast<QWidget*>(w.rig.bench.timeline()));
    const int needed = w.rig.bench.timeline()->minimumSizeHint().height();
    EXPECT_GE(needed, 6 * 18 + 64);   // at least the lanes and the memory row
    EXPECT_LT(page->viewport()->height(), needed);
    EXPECT_GE(w.rig.bench.timeline()->height(), needed);
    EXPECT_TRUE(page->verticalScrollBar()->isVisible());
}

// The triage wizard's preview in the workbench: the headline marks it and says what the peak is
// now, the ledger draws the committed bars over the preview's, and both go once it is rolled back.
TEST(Workbench, APreviewIsMarkedAndDrawnBesideWhatItWouldReplace)
{
    ShownWorkbench w;
    const EstimatePtr before = w.rig.ledger.shownEstimate();
    ASSERT_TRUE(before && before->valid());
    EXPECT_EQ(w.rig.ledger.ledgerLayout().ghostKind, GhostKind::PinnedA);   // the rig pins an A
    model::Scenario smaller = seventyB();
    smaller.training.optimizer = model::Optimizer::AdamW8bit;
    w.rig.session.preview(smaller, QStringLiteral("8-bit AdamW"));
    w.rig.settle();
    ASSERT_TRUE(w.rig.session.snapshot()->preview);
    ASSERT_NE(w.rig.ledger.ghostEstimate(), nullptr);
    EXPECT_EQ(w.rig.ledger.ledgerLayout().ghostKind, GhostKind::Committed);   // a preview before A
    // The ghost is the ledger that was on screen, fragmentation simulated, not the session's first guess.
    EXPECT_EQ(w.rig.ledger.ghostEstimate()->worst().total, before->worst().total);
    EXPECT_TRUE(w.rig.ledger.shownEstimate()->fragmentation.simulated);
    EXPECT_TRUE(w.rig.headline.verdictText().startsWith(HeadlineStrip::tr("Preview: %1").arg(QString())))
        << w.rig.headline.verdictText().toStdString();
    EXPECT_TRUE(w.rig.headline.detailText().startsWith(HeadlineStrip::tr("now %1 → ").arg(formatBytes(before->worst().total, ByteUnit::GiB))))
        << w.rig.headline.detailText().toStdString();
    ASSERT_TRUE(w.rig.ledger.ledgerLayout().bars.front().ghost);
    EXPECT_FALSE(w.rig.ledger.ledgerLayout().bars.front().ghost->provisional);
    w.rig.session.rollBackPreview();
    w.rig.settle();
    EXPECT_FALSE(w.rig.headline.verdictText().startsWith(HeadlineStrip::tr("Preview: %1").arg(QString())));
    EXPECT_EQ(w.rig.ledger.ledgerLayout().ghostKind, GhostKind::PinnedA);
}

// A/B on the main ledger: a pinned A is drawn faint over each of the live B's bars, in the
// number the A/B tab shows for it (its ledger with the allocator), and goes with the pin.
TEST(Workbench, APinnedAIsDrawnOverTheLiveBarsInTheComparisonsNumber)
{
    ShownWorkbench w;
    const model::Scenario a = llama8bLoraOnOneH100();
    const EstimatePtr ghost = w.rig.ledger.ghostEstimate();
    ASSERT_NE(ghost, nullptr);
    EXPECT_TRUE(ghost->fragmentation.simulated);
    EXPECT_EQ(ghost->worst().total, model::ledgerOf(a).worst().total);
    const LedgerLayout& layout = w.rig.ledger.ledgerLayout();
    ASSERT_EQ(layout.ghostKind, GhostKind::PinnedA);
    ASSERT_TRUE(layout.bars.front().ghost);   // A has one stage, B's first has its ghost
    EXPECT_EQ(layout.bars.front().ghost->kind, GhostKind::PinnedA);
    EXPECT_FALSE(layout.bars.front().ghost->provisional);
    for (std::size_t i = 1; i < layout.bars.size(); ++i)
        EXPECT_FALSE(layout.bars[i].ghost) << "stage " << i;   // B's other stages: A has none
    w.rig.bench.compare()->clearPin();
    w.rig.settle();
    EXPECT_EQ(w.rig.ledger.ghostEstimate(), nullptr);
    EXPECT_FALSE(w.rig.ledger.ledgerLayout().ghostKind);
}
