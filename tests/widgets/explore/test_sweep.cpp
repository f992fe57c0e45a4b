// The Sweep tab shows the service's sweep (each point the ledger of its scenario): every bar's
// segments are its byCategory figures and the OOM marker sits at its first OOM point.
#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <gtest/gtest.h>

#include "tests/widgets/widget_rig.h"
#include "model/service/results.h"
#include "widgets/session/scenario_file.h"
#include "widgets/explore/sweep/sweep_chart.h"
#include "widgets/explore/sweep/sweep_layout.h"
#include "widgets/explore/sweep/sweep_legend.h"
#include "widgets/explore/sweep/sweep_panel.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

TEST(Sweep, BarsAreTheEngineFiguresAndTheCliffIsTheEnginesFirstOom)
{
    const model::Scenario s = llama8bLoraOnOneH100();
    WidgetRig rig;
    rig.start(s);
    SweepPanel panel(presets(), &rig.hub);
    panel.resize(1200, 520);
    panel.setKnob(model::SweepKnob::Seq);
    panel.setRange(1024, 131072);
    panel.show();
    rig.settle();
    const model::Sweep engine = model::sweepOf(s, model::SweepKnob::Seq, model::doublingRange(1024, 131072));
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
    std::printf("[ sweep ] %zu points in %.3f ms off the GUI thread\n", engine.points.size(), panel.lastMillis());
}

// The rollout engine's colour is in the legend of an RL job's sweep only, as in the ledger's.
TEST(Sweep, OnlyAnRlJobsSweepListsTheRolloutEngine)
{
    model::Scenario s = llama8bLoraOnOneH100();
    const auto values = model::doublingRange(1024, 8192);
    EXPECT_FALSE(sweepShowsRollout(model::sweepOf(s, model::SweepKnob::Seq, values)));
    const TextMetrics fm{QFont()};
    const double narrow = 300;
    EXPECT_LE(categoryLegendHeight(fm, narrow, false), categoryLegendHeight(fm, narrow, true));
    s.memory.lora.rank = 0;
    s.parallel.dp = 8;
    s.parallel.zeroStage = 3;
    s.rollout.engine = model::RolloutEngine::Vllm;
    s.rollout.gpuMemoryUtilization = 0.4;
    EXPECT_TRUE(sweepShowsRollout(model::sweepOf(s, model::SweepKnob::Seq, values)));
}

TEST(Sweep, ModelSizeSweepRunsEveryPresetModelUnderAFrame)
{
    WidgetRig rig;
    rig.start(llama8bLoraOnOneH100());
    SweepPanel panel(presets(), &rig.hub);
    panel.resize(1200, 520);
    panel.setKnob(model::SweepKnob::Model);
    panel.show();
    rig.settle();
    EXPECT_EQ(panel.chart()->sweep().points.size(), presets()->models.size());
    EXPECT_EQ(panel.chart()->sweep().knob, model::SweepKnob::Model);
    std::printf("[ sweep ] model sweep of %zu presets in %.3f ms\n", presets()->models.size(), panel.lastMillis());
}

TEST(Sweep, AnInvalidScenarioKeepsTheLastSweep)
{
    WidgetRig rig;
    rig.start(llama8bLoraOnOneH100());
    SweepPanel panel(presets(), &rig.hub);
    panel.show();
    rig.settle();
    const auto before = panel.chart()->sweep().points.size();
    ASSERT_GT(before, 0u);
    rig.session.edit(QStringLiteral("parallel.tp"), QStringLiteral("TP"), [](model::Scenario& s) { s.parallel.tp = 3; });
    rig.settle();
    ASSERT_FALSE(rig.session.snapshot()->valid());
    EXPECT_EQ(panel.chart()->sweep().points.size(), before);
    EXPECT_EQ(rig.hub.computations(ResultKind::Sweep), 1);   // nothing new to sweep
}

// The chart keeps its last frame while nothing it draws changed (a repaint is then one blit)
// and draws anew when its data or unit change; painted onto anything but its own pixels (an
// SVG export, a PNG at twice the scale) it draws afresh, so exports stay vector and sharp.
TEST(Sweep, TheChartKeepsItsFrameUntilWhatItDrawsChanges)
{
    const model::Scenario s = llama8bLoraOnOneH100();
    const model::Sweep sweep = model::sweepOf(s, model::SweepKnob::Seq, model::doublingRange(1024, 16384));
    SweepChart chart;
    chart.resize(900, 420);
    chart.setSweep(sweep, QStringLiteral("Sequence length (tokens)"), false, 1);
    const QImage first = chart.grab().toImage();
    EXPECT_TRUE(chart.holdsAFrame());
    EXPECT_EQ(chart.grab().toImage(), first);
    chart.setSweep(sweep, QStringLiteral("Sequence length (tokens)"), false, 2);   // another current column
    EXPECT_FALSE(chart.holdsAFrame());
    EXPECT_NE(chart.grab().toImage(), first);
    chart.setUnit(ByteUnit::GB);
    EXPECT_FALSE(chart.holdsAFrame());

    QByteArray svg;
    QBuffer buffer(&svg);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(chart.size());
    {
        QPainter painter(&generator);
        chart.render(&painter);
    }
    EXPECT_EQ(svg.count("<image"), 0) << "the SVG holds a bitmap of the chart";
    EXPECT_GT(svg.count("<path") + svg.count("<rect") + svg.count("<polyline"), 8);

    QImage twice(chart.size() * 2, QImage::Format_ARGB32_Premultiplied);
    twice.setDevicePixelRatio(2);
    twice.fill(Qt::white);
    {
        QPainter painter(&twice);
        chart.render(&painter);
    }
    QImage once = chart.grab().toImage().scaled(twice.size());   // what a kept 1x frame blown up would be
    once.setDevicePixelRatio(2);
    EXPECT_NE(twice.convertToFormat(QImage::Format_RGB32), once.convertToFormat(QImage::Format_RGB32));
}
