// The ledger's geometry grows with the pipeline (walk-through item 3): at PP=16 every
// stage keeps its label, rows never get thinner than kMinRowLines lines, and each
// total sits in the column right of the plot, clear of the capacity line and of the
// other rows' text. Pure geometry: no window.
#include <QFont>
#include <gtest/gtest.h>

#include "tests/widgets/widget_rig.h"
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
