// The ledger's geometry grows with the pipeline (walk-through item 3): at PP=16 every
// stage keeps its label, rows never get thinner than kMinRowLines lines, and each
// total sits in the column right of the plot, clear of the capacity line and of the
// other rows' text. Pure geometry: no window.
#include <QFont>
#include <gtest/gtest.h>

#include "tests/widgets/widget_rig.h"
#include "widgets/common/vocabulary.h"
#include "widgets/common/view_text.h"
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
    EXPECT_LE(layout.bars.front().rect.height(), std::max(fm.height() * kMaxRowLines, 44.0) + 1e-9);
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
    const std::vector<model::Instant> order = {model::Instant::WeightSync,   model::Instant::Rollout,
                                               model::Instant::LogProb,
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

// A preview (a triage step) is drawn as a change, never as if applied: over each of its stage
// bars the committed stage's bar, faint, with its total as "now …"; both on one scale; a line
// under the title that says it is a preview and, when the peak instant moves, from where to where.
TEST(LedgerLayout, APreviewDrawsTheCommittedBarOverEachOfItsOwn)
{
    const model::Estimate committed = model::estimate(pipelined(4));
    model::Scenario smaller = pipelined(4);
    smaller.training.optimizer = model::Optimizer::AdamW8bit;
    const model::Estimate preview = model::estimate(smaller);
    ASSERT_TRUE(committed.valid() && preview.valid());
    ASSERT_LT(preview.worst().total, committed.worst().total);
    const TextMetrics fm{QFont()};
    const double height = ledgerMinimumHeight(preview, 1000, fm, true);
    EXPECT_GT(height, ledgerMinimumHeight(preview, 1000, fm));   // the ghosts and the note take room
    const LedgerLayout layout = layoutLedger(preview, QSizeF(1000, height), ByteUnit::GiB, fm, {&committed});
    EXPECT_EQ(layout.ghostKind, GhostKind::Committed);
    EXPECT_GE(layout.ghostNote.top(), layout.gpuTitle.bottom());
    EXPECT_LE(layout.ghostNote.bottom(), layout.plot.top());
    EXPECT_GE(layout.scaleMax, committed.worst().total);
    ASSERT_EQ(layout.bars.size(), 4u);
    for (std::size_t i = 0; i < layout.bars.size(); ++i) {
        const LedgerBar& bar = layout.bars[i];
        ASSERT_TRUE(bar.ghost) << "stage " << i;
        EXPECT_EQ(bar.ghost->total, committed.stages[i].total);
        EXPECT_TRUE(bar.ghost->provisional);   // the engine's estimate before any replay: "now ≈ …"
        double bytes = 0;
        for (const LedgerSegment& seg : bar.ghost->segments) {
            bytes += seg.bytes;
            EXPECT_LE(seg.rect.bottom(), bar.segments.front().rect.top());   // above the preview's bar
            EXPECT_GE(seg.rect.top(), bar.rect.top());
        }
        EXPECT_NEAR(bytes, committed.stages[i].total, committed.stages[i].total * 1e-9);
        // Ghost and bar on one scale: their right ends are where their totals fall.
        EXPECT_NEAR(bar.ghost->segments.back().rect.right(), layout.xFor(bytes), 1e-6);
        // Each total beside its own bar, the two apart.
        EXPECT_LE(bar.ghost->valueRect.bottom(), bar.valueRect.top() + 1e-9);
        EXPECT_GE(bar.ghost->valueRect.height(), fm.height() - 1e-9);
        EXPECT_GE(bar.valueRect.height(), fm.height() - 1e-9);
        EXPECT_GE(bar.valueRect.width(), fm.advance(ghostValueText(GhostKind::Committed, bar.ghost->total, ByteUnit::GiB, awaitsReplay(committed))));
    }
    const model::Instant instant = committed.worst().peakInstant;
    EXPECT_TRUE(layout.ghostNoteText.startsWith(LedgerText::tr("Preview, not applied")));
    EXPECT_EQ(layout.ghostNoteText.contains(instantName(instant)), instant != preview.worst().peakInstant);
    // A peak that moves is named with both instants.
    model::Estimate moved = preview;
    moved.stages[static_cast<std::size_t>(moved.worstStage)].peakInstant =
        instant == model::Instant::OptimizerStep ? model::Instant::BackwardEnd : model::Instant::OptimizerStep;
    const QString note = layoutLedger(moved, QSizeF(1000, height), ByteUnit::GiB, fm, {&committed}).ghostNoteText;
    EXPECT_TRUE(note.contains(instantName(instant))) << note.toStdString();
    EXPECT_TRUE(note.contains(instantName(moved.worst().peakInstant))) << note.toStdString();
    // A pinned A is drawn the same way, named as A.
    const LedgerLayout ab =
        layoutLedger(preview, QSizeF(1000, height), ByteUnit::GiB, fm, {&committed, GhostKind::PinnedA});
    EXPECT_EQ(ab.ghostKind, GhostKind::PinnedA);
    EXPECT_FALSE(ab.ghostNoteText.startsWith(LedgerText::tr("Preview, not applied")));
    ASSERT_TRUE(ab.bars.front().ghost);
    EXPECT_EQ(ab.bars.front().ghost->kind, GhostKind::PinnedA);
    EXPECT_NE(ghostValueText(GhostKind::PinnedA, 1e9, ByteUnit::GiB, false),
              ghostValueText(GhostKind::Committed, 1e9, ByteUnit::GiB, false));
    // Without a committed estimate: no ghost, no note.
    const LedgerLayout plain = layoutLedger(preview, QSizeF(1000, height), ByteUnit::GiB, fm);
    EXPECT_FALSE(plain.ghostKind);
    for (const LedgerBar& bar : plain.bars)
        EXPECT_FALSE(bar.ghost);
    // A preview with more stages than the committed job: only the stages both have are compared.
    const LedgerLayout deeper =
        layoutLedger(model::estimate(pipelined(8)), QSizeF(1000, 900), ByteUnit::GiB, fm, {&committed});
    ASSERT_EQ(deeper.bars.size(), 8u);
    for (std::size_t i = 0; i < deeper.bars.size(); ++i)
        EXPECT_EQ(deeper.bars[i].ghost.has_value(), i < 4) << "stage " << i;
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
