// The ledger's geometry grows with the pipeline (walk-through item 3): at PP=16 every
// stage keeps its label, rows never get thinner than kMinRowLines lines, and each
// total sits in the column right of the plot, clear of the capacity line and of the
// other rows' text. Pure geometry: no window.
#include <QFont>
#include <gtest/gtest.h>

#include "tests/widgets/widget_rig.h"
#include "widgets/common/vocabulary.h"
#include "widgets/ledger/ledger_layout.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

namespace {

model::Scenario pipelined(int pp)
{
    model::Scenario s = seventyB();   // 80 layers
    s.parallel.pp = pp;
    if (80 % pp != 0) {
        s.parallel.stageLayers.assign(static_cast<std::size_t>(pp), 80 / pp);
        for (int i = 0; i < 80 % pp; ++i)
            ++s.parallel.stageLayers[static_cast<std::size_t>(i)];
    }
    return s;
}

void expectEveryStageReadable(const LedgerLayout& layout, std::size_t stages, double line, const std::string& where)
{
    ASSERT_EQ(layout.bars.size(), stages) << where;
    for (std::size_t i = 0; i < stages; ++i) {
        const LedgerBar& bar = layout.bars[i];
        EXPECT_EQ(bar.label, QStringLiteral("Stage %1").arg(i)) << where;
        EXPECT_GE(bar.labelRect.height(), line * kMinRowLines - 1e-9) << where << ", stage " << i;
        EXPECT_GT(bar.labelRect.width(), 0) << where;
        EXPECT_LE(bar.labelRect.right(), layout.plot.left()) << where;
        // The total's column: right of the plot, so right of the capacity and usable lines.
        EXPECT_GE(bar.valueRect.left(), layout.plot.right()) << where;
        EXPECT_GT(bar.valueRect.left(), layout.capacityX) << where;
        if (i > 0) {
            EXPECT_GE(bar.labelRect.top(), layout.bars[i - 1].labelRect.bottom() - 1e-9) << where;
            EXPECT_GE(bar.valueRect.top(), layout.bars[i - 1].valueRect.bottom() - 1e-9) << where;
        }
    }
}

}  // namespace

TEST(LedgerLayout, SixteenStagesKeepEveryLabel)
{
    const model::Estimate e = model::estimate(pipelined(16));
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    ASSERT_EQ(e.stages.size(), 16u);
    const TextMetrics fm{QFont()};
    const double height = ledgerMinimumHeight(e, 1000, fm);
    const LedgerLayout fitted = layoutLedger(e, QSizeF(1000, height), ByteUnit::GiB, fm);
    expectEveryStageReadable(fitted, 16, fm.height(), "at its minimum height");
    EXPECT_LE(fitted.plot.bottom() + fm.height(), height);   // the axis still inside
    // Squeezed (the view's old fixed height): the rows keep their height and the plot
    // grows past the widget, which the view's scroll area then scrolls.
    const LedgerLayout squeezed = layoutLedger(e, QSizeF(1000, 360), ByteUnit::GiB, fm);
    expectEveryStageReadable(squeezed, 16, fm.height(), "squeezed");
    EXPECT_GT(ledgerMinimumHeight(e, 1000, fm), 360);
}

TEST(LedgerLayout, SevenStagesOfAnUnevenSplit)
{
    const model::Estimate e = model::estimate(pipelined(7));
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    const TextMetrics fm{QFont()};
    const LedgerLayout layout = layoutLedger(e, QSizeF(900, 420), ByteUnit::GB, fm);
    expectEveryStageReadable(layout, 7, fm.height(), "PP=7");
}

TEST(LedgerLayout, FewStagesFillTheHeightUpToAComfortableRow)
{
    const model::Estimate e = model::estimate(pipelined(1));
    ASSERT_TRUE(e.valid());
    const TextMetrics fm{QFont()};
    const LedgerLayout layout = layoutLedger(e, QSizeF(900, 500), ByteUnit::GiB, fm);
    ASSERT_EQ(layout.bars.size(), 1u);
    EXPECT_LE(layout.bars.front().rect.height(), std::max(fm.height() * 3.2, 40.0) + 1e-9);
    EXPECT_LE(layout.plot.bottom(), 500);
}

// Each segment wide enough carries its name and size (walk-through: "the ledger bar has no
// labels"), never wider than itself; a thin one carries the size alone or nothing.
TEST(LedgerLayout, SegmentsNameThemselvesWhereTheyFit)
{
    const model::Estimate e = model::estimate(pipelined(1));
    ASSERT_TRUE(e.valid());
    const TextMetrics fm{QFont()};
    const LedgerLayout layout = layoutLedger(e, QSizeF(1200, 500), ByteUnit::GiB, fm);
    ASSERT_EQ(layout.bars.size(), 1u);
    int named = 0;
    for (const LedgerSegment& seg : layout.bars.front().segments) {
        const QString size = formatBytes(seg.bytes, ByteUnit::GiB);
        for (const QString& line : seg.labelLines)
            EXPECT_LE(fm.advance(line), seg.labelRect.width()) << line.toStdString();
        EXPECT_TRUE(seg.rect.contains(seg.labelRect));
        if (seg.labelLines.isEmpty())
            continue;
        EXPECT_TRUE(seg.labelLines.join(QLatin1Char(' ')).endsWith(size)) << seg.labelLines.join(QLatin1Char('|')).toStdString();
        if (seg.labelLines.join(QLatin1Char(' ')).startsWith(categoryName(seg.category)))
            ++named;
    }
    EXPECT_GE(named, 2);   // 70B's weights and optimizer states at least
    // At a tenth of the width nothing overflows its segment either.
    const LedgerLayout narrow = layoutLedger(e, QSizeF(260, 500), ByteUnit::GiB, fm);
    for (const LedgerSegment& seg : narrow.bars.front().segments)
        for (const QString& line : seg.labelLines)
            EXPECT_LE(fm.advance(line), seg.labelRect.width());
    // Over capacity, no label reaches past the capacity line into the overflow's hatching.
    model::Scenario oom = pipelined(1);
    oom.parallel.tp = 1;
    oom.parallel.sp = false;
    const model::Estimate over = model::estimate(oom);
    ASSERT_TRUE(over.valid());
    const LedgerLayout hatched = layoutLedger(over, QSizeF(1200, 500), ByteUnit::GiB, fm);
    ASSERT_FALSE(hatched.bars.front().overflow.isEmpty());
    for (const LedgerSegment& seg : hatched.bars.front().segments) {
        if (!seg.labelLines.isEmpty()) {
            EXPECT_LE(seg.labelRect.right(), hatched.bars.front().overflow.left() + 1e-9);
        }
    }
}

// An RL job's worst stage phase by phase, below the stage bars: its rollout and log-prob
// passes first, then the update's instants; each bar the engine's total at that instant on the
// stage bars' scale, the peak's starred; a training job has no phase rows.
TEST(LedgerLayout, AnRlJobShowsItsStepPhaseByPhase)
{
    model::Scenario s = seventyB();   // Megatron, TP 8
    s.rollout.engine = model::RolloutEngine::Vllm;
    s.rollout.tp = 8;
    s.rollout.gpuMemoryUtilization = 0.5;
    s.rollout.sleepLevel = 2;
    s.reference.model = model::ReferenceModel::Policy;
    s.reference.offload = true;   // a host bar below the phases
    const model::Estimate e = model::estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    const TextMetrics fm{QFont()};
    const LedgerLayout layout = layoutLedger(e, QSizeF(1000, ledgerMinimumHeight(e, 1000, fm)), ByteUnit::GiB, fm);
    const std::vector<model::Instant> order = {model::Instant::Rollout,      model::Instant::LogProb,
                                               model::Instant::ForwardEnd,   model::Instant::LossBackward,
                                               model::Instant::BackwardPeak, model::Instant::BackwardEnd,
                                               model::Instant::OptimizerStep};
    ASSERT_EQ(layout.phaseBars.size(), order.size());
    const model::StageLedger& worst = e.worst();
    int starred = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const LedgerBar& bar = layout.phaseBars[i];
        EXPECT_EQ(bar.label, instantName(order[i]));
        EXPECT_DOUBLE_EQ(bar.total, worst.totalAt[static_cast<std::size_t>(order[i])]);
        EXPECT_EQ(bar.worst, order[i] == worst.peakInstant);
        starred += bar.worst ? 1 : 0;
        EXPECT_EQ(bar.scaleMax, layout.scaleMax);
        EXPECT_GE(bar.rect.top(), layout.plot.bottom());
        EXPECT_LE(bar.labelRect.right(), layout.plot.left());
        double segments = 0;
        for (const LedgerSegment& segment : bar.segments)
            segments += segment.bytes;
        EXPECT_NEAR(segments, bar.total, 1.0);
    }
    EXPECT_EQ(starred, 1);
    // A term of the pass is found (and inspected) on its phase's bar.
    const LedgerSegment& any = layout.phaseBars[1].segments.back();
    const LedgerHit hit = hitTest(layout, any.rect.center());
    ASSERT_NE(hit.bar, nullptr);
    EXPECT_EQ(hit.bar->ledger, e.worstStage);
    ASSERT_FALSE(layout.offloadBars.empty());
    EXPECT_GE(layout.offloadTitle.top(), layout.phaseBars.back().rect.bottom());
    const model::Estimate training = model::estimate(seventyB());
    EXPECT_TRUE(layoutLedger(training, QSizeF(1000, 600), ByteUnit::GiB, fm).phaseBars.empty());
}

TEST(LedgerView, AsksForTheHeightOfItsStages)
{
    WidgetRig rig;
    rig.start(pipelined(16));
    const TextMetrics fm(rig.ledger.font());
    EXPECT_GE(rig.ledger.minimumSizeHint().height(),
              static_cast<int>(ledgerMinimumHeight(*rig.ledger.shownEstimate(), rig.ledger.width(), fm)));
    rig.start(pipelined(1));
    EXPECT_LT(rig.ledger.minimumSizeHint().height(), 360);
}
