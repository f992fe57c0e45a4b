// The Sweep tab shows the engine's sweep: every bar's segments are the engine's
// byCategory figures and the OOM marker sits at the engine's first OOM point.
#include <gtest/gtest.h>

#include "tests/widgets/widget_rig.h"
#include "widgets/session/scenario_file.h"
#include "widgets/explore/sweep_chart.h"
#include "widgets/explore/sweep_panel.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

TEST(Sweep, BarsAreTheEngineFiguresAndTheCliffIsTheEnginesFirstOom)
{
    const model::Scenario s = llama8bLoraOnOneH100();
    SweepPanel panel(presets());
    panel.resize(1200, 520);
    panel.setKnob(model::SweepKnob::Seq);
    panel.setRange(1024, 131072);
    panel.setScenario(s, true);
    panel.flush();
    const model::Sweep engine = model::sweep(s, model::SweepKnob::Seq, model::doublingRange(1024, 131072));
    const model::Sweep& shown = panel.chart()->sweep();
    ASSERT_EQ(shown.points.size(), engine.points.size());
    ASSERT_GE(engine.firstOom, 1) << "the scenario should fit at short sequences and run out later";

    const SweepLayout& layout = panel.chart()->sweepLayout();
    ASSERT_EQ(layout.columns.size(), engine.points.size());
    for (std::size_t i = 0; i < engine.points.size(); ++i) {
        const auto& point = engine.points[i];
        EXPECT_EQ(shown.points[i].value, point.value);
        EXPECT_EQ(shown.points[i].total, point.total);
        EXPECT_EQ(shown.points[i].fits, point.fits);
        const auto& column = layout.columns[i];
        double stacked = 0;
        for (const auto& segment : column.segments) {
            EXPECT_EQ(segment.bytes, point.byCategory[static_cast<std::size_t>(segment.category)]);
            stacked += segment.bytes;
        }
        if (!column.clipped) {
            EXPECT_NEAR(column.bar.top(), layout.yFor(point.total), 0.5) << "bar height is the engine's total";
        }
        EXPECT_NEAR(stacked, point.total, 1.0);
    }
    EXPECT_EQ(layout.firstOom, engine.firstOom);
    EXPECT_DOUBLE_EQ(layout.oomX, layout.columns[static_cast<std::size_t>(engine.firstOom)].slot.left());
    EXPECT_NEAR(layout.capacityY, layout.yFor(engine.capacity), 1e-9);
    std::printf("[ sweep ] %zu points in %.3f ms on the GUI thread\n", engine.points.size(), panel.lastMillis());
}

TEST(Sweep, ModelSizeSweepRunsEveryPresetModelUnderAFrame)
{
    SweepPanel panel(presets());
    panel.resize(1200, 520);
    panel.setKnob(model::SweepKnob::Model);
    panel.setScenario(llama8bLoraOnOneH100(), true);
    panel.flush();
    EXPECT_EQ(panel.chart()->sweep().points.size(), presets()->models.size());
    EXPECT_EQ(panel.chart()->sweep().knob, model::SweepKnob::Model);
    std::printf("[ sweep ] model sweep of %zu presets in %.3f ms\n", presets()->models.size(), panel.lastMillis());
}

TEST(Sweep, AnInvalidScenarioKeepsTheLastSweep)
{
    SweepPanel panel(presets());
    panel.setScenario(llama8bLoraOnOneH100(), true);
    panel.flush();
    const auto before = panel.chart()->sweep().points.size();
    model::Scenario broken = llama8bLoraOnOneH100();
    broken.parallel.tp = 3;
    panel.setScenario(broken, false);
    panel.flush();
    EXPECT_EQ(panel.chart()->sweep().points.size(), before);
}
