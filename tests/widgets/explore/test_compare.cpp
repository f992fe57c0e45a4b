// The compare tab shows the engine's A and B figures (the ledger's, with the allocator
// simulated), and its waterfall closes:
// the deltas sum to total(B) − total(A). ZeRO-2 → ZeRO-3 for a 7B on 8 GPUs.
#include <gtest/gtest.h>

#include "model/allocator/simulated_ledger.h"
#include "model/core/scenario_defaults.h"
#include "model/io/scenario_json.h"
#include "model/service/scenario_request.h"
#include "tests/widgets/widget_rig.h"
#include "widgets/explore/compare/compare_chart.h"
#include "widgets/explore/compare/compare_panel.h"
#include "widgets/explore/compare/compare_text.h"
#include "widgets/session/scenario_file.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

namespace {

model::Scenario sevenB(int zero)
{
    model::Scenario s = model::startingScenario(*presets());
    model::applyModel(*presets()->model("llama-2-7b"), s);
    model::applyGpu(*presets()->gpu("h100-sxm"), s.hardware);
    s.framework = model::Framework::DeepSpeed;
    model::applyFrameworkDefaults(s);
    s.parallel = {};
    s.parallel.dp = 8;
    s.parallel.zeroStage = zero;
    return s;
}

}  // namespace

TEST(Compare, ShowsTheEngineFiguresAndTheWaterfallCloses)
{
    WidgetRig rig;
    rig.start(sevenB(2));
    ComparePanel& panel = *rig.bench.compare();
    ASSERT_TRUE(panel.pin(rig.session.snapshot()));
    rig.session.replaceScenario(sevenB(3), QStringLiteral("ZeRO-3"));
    rig.bench.resize(1200, 900);
    rig.bench.showCompare();
    rig.bench.show();
    rig.settle();

    // Both sides as the ledger shows them: their fragmentation simulated.
    const model::Estimate a = model::estimateWithAllocator(sevenB(2)), b = model::estimateWithAllocator(sevenB(3));
    ASSERT_TRUE(a.valid() && b.valid());
    const model::Comparison engine = model::compare(sevenB(2), a, sevenB(3), b);
    const auto& shown = panel.chart()->comparison();
    ASSERT_TRUE(shown.has_value());
    EXPECT_EQ(shown->a, engine.a);
    EXPECT_EQ(shown->b, engine.b);
    EXPECT_EQ(shown->totalA, engine.totalA);
    EXPECT_EQ(shown->totalB, engine.totalB);
    // The sentence opens with the knob that changed, names the largest delta and the total
    // in the engine's numbers, and ends with the simulated step-time change of A → B.
    const QString summary = panel.summaryText();
    ASSERT_EQ(engine.changes.size(), 1u);
    EXPECT_TRUE(summary.startsWith(knobChangeText(engine.changes.front()))) << summary.toStdString();
    ASSERT_FALSE(engine.steps.empty());
    const QString total = formatSignedBytes(engine.totalB - engine.totalA, ByteUnit::GiB);
    EXPECT_TRUE(summary.contains(formatSignedBytes(engine.steps.front().delta, ByteUnit::GiB))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(total)) << summary.toStdString();
    ASSERT_TRUE(engine.hasStepTimes());
    EXPECT_TRUE(summary.endsWith(formatSignedPercent(engine.stepChange()))) << summary.toStdString();
    EXPECT_EQ(compareSummary(engine, ByteUnit::GiB), summary);
    // The unit toggle reaches the sentence.
    panel.setUnit(ByteUnit::GB);
    EXPECT_TRUE(panel.summaryText().contains(formatSignedBytes(engine.totalB - engine.totalA, ByteUnit::GB)));

    const CompareLayout& layout = panel.chart()->compareLayout();
    for (const auto& row : layout.paired) {
        EXPECT_EQ(row.a, engine.a[static_cast<std::size_t>(row.category)]);
        EXPECT_EQ(row.b, engine.b[static_cast<std::size_t>(row.category)]);
        EXPECT_NEAR(row.barB.right(), layout.pairedX(row.b), 1e-6);
    }
    double sum = 0;
    for (const auto& row : layout.waterfall) {
        if (row.kind == WaterfallKind::Step) {
            EXPECT_EQ(row.delta, engine.steps[static_cast<std::size_t>(row.step)].delta);
        }
        if (row.kind == WaterfallKind::Step || row.kind == WaterfallKind::Rest)
            sum += row.delta;
    }
    EXPECT_NEAR(sum, engine.totalB - engine.totalA, 1.0);
    EXPECT_EQ(layout.waterfall.front().kind, WaterfallKind::TotalA);
    EXPECT_EQ(layout.waterfall.back().kind, WaterfallKind::TotalB);
    EXPECT_EQ(layout.waterfall.back().delta, engine.totalB);
}

TEST(Compare, TheWaterfallClosesWhenTheHeightShowsFewSteps)
{
    const model::Comparison engine =
        model::compare(sevenB(0), model::estimate(sevenB(0)), sevenB(3), model::estimate(sevenB(3)));
    const CompareLayout layout = layoutCompare(engine, QSizeF(900, 140), QFontMetricsF(QFont()));
    double sum = 0;
    for (const auto& row : layout.waterfall)
        if (row.kind == WaterfallKind::Step || row.kind == WaterfallKind::Rest)
            sum += row.delta;
    EXPECT_NEAR(sum, engine.totalB - engine.totalA, 1.0);
}

TEST(Compare, NothingPinnedShowsAHint)
{
    WidgetRig rig;
    rig.start(sevenB(2));
    rig.bench.showCompare();
    rig.bench.show();
    rig.settle();
    EXPECT_FALSE(rig.bench.compare()->hasPin());
    EXPECT_FALSE(rig.bench.compare()->chart()->comparison().has_value());
    EXPECT_EQ(rig.hub.computations(ResultKind::Comparison), 0);
}

TEST(Compare, AFileIsPinnedThroughTheSessionAndAnInvalidOneIsRefused)
{
    WidgetRig rig;
    rig.start(sevenB(3));
    model::Scenario broken = sevenB(2);
    broken.parallel.tp = 3;   // does not divide the heads
    EXPECT_FALSE(rig.bench.pinAsA(broken));
    EXPECT_FALSE(rig.bench.compare()->hasPin());
    ASSERT_TRUE(rig.bench.pinAsA(sevenB(2)));
    EXPECT_EQ(model::scenarioToJson(rig.bench.compare()->pinnedScenario()), model::scenarioToJson(sevenB(2)));
}
