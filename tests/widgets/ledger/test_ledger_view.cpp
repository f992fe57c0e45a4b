// The bars show the engine's figures exactly (issue 3 acceptance): every stage's
// total, every category at the peak, the worst stage, the capacity line.
#include <QImage>
#include <gtest/gtest.h>

#include "model/io/scenario_json.h"
#include "tests/widgets/widget_rig.h"
#include "model/core/vocabulary.h"
#include "widgets/common/theme.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

TEST(LedgerView, BarsMatchTheEnginesFiguresExactly)
{
    WidgetRig rig;
    rig.start(seventyB());
    const model::Estimate engine = model::estimate(seventyB());
    ASSERT_TRUE(engine.valid());
    const LedgerLayout& layout = rig.ledger.ledgerLayout();
    ASSERT_EQ(layout.bars.size(), engine.stages.size());
    for (std::size_t i = 0; i < engine.stages.size(); ++i) {
        const auto& bar = layout.bars[i];
        const auto& stage = engine.stages[i];
        EXPECT_EQ(bar.total, stage.total) << "stage " << i;
        EXPECT_EQ(bar.worst, static_cast<int>(i) == engine.worstStage);
        std::size_t shown = 0;
        for (int c = 0; c < model::kCategoryCount; ++c) {
            if (stage.atPeak[static_cast<std::size_t>(c)] <= 0)
                continue;
            ASSERT_LT(shown, bar.segments.size());
            const auto& seg = bar.segments[shown++];
            EXPECT_EQ(seg.category, static_cast<model::Category>(c));
            EXPECT_EQ(seg.bytes, stage.atPeak[static_cast<std::size_t>(c)]);
            EXPECT_NEAR(seg.rect.width(), layout.plot.width() * seg.bytes / layout.scaleMax, 1e-9);
        }
        EXPECT_EQ(shown, bar.segments.size());
        EXPECT_NEAR(bar.segments.back().rect.right(), layout.xFor(stage.total), 1e-6);
    }
    EXPECT_NEAR(layout.capacityX, layout.xFor(engine.capacity), 1e-9);
    EXPECT_NEAR(layout.usableX, layout.xFor(engine.usable), 1e-9);
}

TEST(LedgerView, EachSegmentIsPaintedInItsCategoryColour)
{
    WidgetRig rig;
    rig.start(seventyB());
    const QImage image = rig.ledger.grab().toImage();
    for (const auto& seg : rig.ledger.ledgerLayout().bars.front().segments) {
        if (seg.rect.width() < 6)
            continue;
        const QPoint probe = seg.rect.center().toPoint() + QPoint(0, -seg.rect.height() / 2 + 3);
        const QColor got = image.pixelColor(probe * image.devicePixelRatio());
        EXPECT_EQ(got.rgb(), Theme(rig.ledger.palette()).category(seg.category).rgb())
            << model::categoryId(seg.category);
    }
}

TEST(LedgerView, OverflowIsMarkedWithTheBytesOverCapacity)
{
    WidgetRig rig;
    model::Scenario s = seventyB();
    s.parallel = {};
    rig.start(s);
    const model::Estimate engine = model::estimate(s);
    const auto& bar = rig.ledger.ledgerLayout().bars.front();
    EXPECT_EQ(bar.overBytes, engine.stages.front().total - engine.capacity);
    EXPECT_GT(bar.overflow.width(), 0);
    EXPECT_TRUE(rig.headline.verdictText().contains(QStringLiteral("not fit")));
}

TEST(LedgerView, OffloadAddsHostRamBarsWithTheEnginesTotal)
{
    WidgetRig rig;
    model::Scenario s = seventyB();
    s.framework = model::Framework::DeepSpeed;
    s.parallel.pp = 1;
    s.parallel.tp = 1;
    s.parallel.sp = false;
    s.parallel.distributedOptimizer = false;
    s.parallel.zeroStage = 3;
    s.memory.offload.optimizer = model::OffloadTarget::Cpu;
    rig.start(s);
    const model::Estimate engine = model::estimate(s);
    ASSERT_TRUE(engine.valid()) << engine.problems.front().message;
    const auto& layout = rig.ledger.ledgerLayout();
    ASSERT_FALSE(layout.offloadBars.empty());
    EXPECT_EQ(layout.offloadBars.front().ledger, kHostLedger);
    EXPECT_EQ(layout.offloadBars.front().total, engine.host.total);
}

TEST(LedgerView, ClickingASegmentReportsItsTerm)
{
    WidgetRig rig;
    rig.start(seventyB());
    const auto& seg = rig.ledger.ledgerLayout().bars.front().segments.front();
    const LedgerHit hit = hitTest(rig.ledger.ledgerLayout(), seg.slices.front().rect.center());
    ASSERT_NE(hit.segment, nullptr);
    EXPECT_EQ(hit.termIndex, seg.slices.front().termIndex);
    EXPECT_EQ(rig.ledger.shownEstimate()->stages[0].terms[static_cast<std::size_t>(hit.termIndex)].category, seg.category);
}
