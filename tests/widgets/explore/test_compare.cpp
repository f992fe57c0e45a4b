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

// A and B by name (walk-through: "A and B carry the same name"): each its title; pinned and then
// edited, B is named by its first change; without a title, the model on its GPUs. The tab's row
// and the chart's key carry them.
TEST(Compare, AAndBAreNamedApart)
{
    model::Scenario a = sevenB(2), b = sevenB(3);
    a.title = "Baseline";
    b.title = "Candidate";
    EXPECT_EQ(abNames(a, b, nullptr).a, QStringLiteral("Baseline"));
    EXPECT_EQ(abNames(a, b, nullptr).b, QStringLiteral("Candidate"));
    b.title = a.title;
    const model::Comparison comparison = model::compare(a, model::estimate(a), b, model::estimate(b));
    ASSERT_FALSE(comparison.changes.empty());
    const AbNames same = abNames(a, b, &comparison);
    EXPECT_NE(same.a, same.b);
    EXPECT_TRUE(same.b.contains(knobChangeText(comparison.changes.front()))) << same.b.toStdString();
    a.title.clear();
    EXPECT_EQ(abNames(a, b, nullptr).a, scenarioLine(a));

    WidgetRig rig;
    rig.start(sevenB(2));
    model::Scenario titled = sevenB(2);
    titled.title = "7B ZeRO-2";
    rig.session.replaceScenario(titled, QStringLiteral("title"));
    rig.settle();
    ComparePanel& panel = *rig.bench.compare();
    ASSERT_TRUE(panel.pin(rig.session.snapshot()));
    titled.parallel.zeroStage = 3;
    rig.session.replaceScenario(titled, QStringLiteral("ZeRO-3"));
    rig.bench.resize(1200, 900);
    rig.bench.showCompare();
    rig.bench.show();
    rig.settle();
    EXPECT_EQ(panel.chart()->keyText(false), CompareChart::tr("A: %1 (pinned)").arg(QStringLiteral("7B ZeRO-2")));
    EXPECT_TRUE(panel.chart()->keyText(true).contains(QStringLiteral("ZeRO-2 → 3"))) << panel.chart()->keyText(true).toStdString();
}

// On a tab as narrow as 1280 px leaves it, the category names go above their bars and the bars
// keep a readable length (walk-through: "category bars ~20 px wide with colliding labels").
TEST(Compare, NarrowCategoryBarsPutTheirNamesAboveAndStayReadable)
{
    const model::Comparison engine =
        model::compare(sevenB(0), model::estimate(sevenB(0)), sevenB(3), model::estimate(sevenB(3)));
    const QFontMetricsF metrics{QFont()};
    for (const double width : {560.0, 700.0, 1400.0}) {
        const CompareLayout layout =
            layoutCompare(engine, QSizeF(width, compareMinimumHeight(engine, metrics, width)), metrics);
        EXPECT_GE(layout.pairedPlot.width(), kMinPairedPlotWidth) << width;
        double longest = 0;
        double previousBottom = 0;
        for (const auto& row : layout.paired) {
            longest = std::max({longest, row.barA.width(), row.barB.width()});
            EXPECT_GE(row.label.top(), previousBottom - 1e-9) << width;   // no name over the row above
            if (layout.pairedLabelsAbove)
                EXPECT_LE(row.label.bottom(), row.barA.top() + 1e-9) << width;
            else
                EXPECT_LE(row.label.right(), row.barA.left()) << width;
            previousBottom = std::max(row.label.bottom(), row.barB.bottom());
        }
        EXPECT_GE(longest, 0.9 * kMinPairedPlotWidth) << width;
        EXPECT_LE(layout.pairedPlot.right(), layout.waterfallTitle.left());
    }
}
