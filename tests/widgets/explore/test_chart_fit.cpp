// The sweep and the fit map lay out from the space they have and know the live
// scenario (walk-through items 2 and 7): labels that would collide are thinned, cells
// too narrow for "1035 GiB" still say "1035", the current point is marked, and a click
// applies its value to the live scenario as one undoable edit.
#include <QApplication>
#include <QMouseEvent>
#include <QTest>
#include <QUndoStack>
#include <gtest/gtest.h>

#include "tests/widgets/widget_rig.h"
#include "widgets/explore/fitmap/heatmap_chart.h"
#include "widgets/explore/fitmap/heatmap_panel.h"
#include "widgets/session/scenario_file.h"
#include "widgets/explore/sweep/sweep_chart.h"
#include "widgets/explore/sweep/sweep_panel.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

namespace {

const model::Sweep& sweepAt(WidgetRig& rig, SweepPanel& panel, int width)
{
    panel.resize(width, 420);
    panel.show();
    QApplication::processEvents();   // the chart gets its share of the panel
    panel.setKnob(model::SweepKnob::Seq);
    panel.setRange(1024, 1 << 20);   // ten points
    rig.settle();
    return panel.chart()->sweep();
}

// Shown labels never overlap: each one's text fits inside the room it was given.
void expectNoCollisions(const SweepLayout& layout, const model::Sweep& sweep, const QFontMetricsF& fm)
{
    double lastRight = -1e9;
    for (const auto& column : layout.columns) {
        if (!column.labelShown)
            continue;
        const double half = fm.horizontalAdvance(QString::fromStdString(sweep.points[static_cast<std::size_t>(column.point)].label)) / 2;
        EXPECT_LE(lastRight, column.slot.center().x() - half) << "label " << column.point;
        lastRight = column.slot.center().x() + half;
    }
}

}  // namespace

TEST(ChartFit, NarrowSweepThinsItsLabelsEvenly)
{
    WidgetRig rig;
    rig.start(llama8bLoraOnOneH100());
    SweepPanel panel(presets(), &rig.hub);
    const model::Sweep& wide = sweepAt(rig, panel, 1400);
    ASSERT_EQ(wide.points.size(), 11u);
    const QFontMetricsF fm(panel.chart()->font());
    for (const auto& column : panel.chart()->sweepLayout().columns)
        EXPECT_TRUE(column.labelShown);
    sweepAt(rig, panel, 380);
    const SweepLayout& narrow = panel.chart()->sweepLayout();
    int shown = 0;
    for (const auto& column : narrow.columns)
        shown += column.labelShown;
    EXPECT_LT(shown, 11);
    EXPECT_GE(shown, 2);
    EXPECT_TRUE(narrow.columns.front().labelShown);
    expectNoCollisions(narrow, panel.chart()->sweep(), fm);
}

TEST(ChartFit, TheSweepMarksTheLiveScenarioAndAClickAppliesAPoint)
{
    WidgetRig rig;
    rig.start(llama8bLoraOnOneH100());
    SweepPanel panel(presets(), &rig.hub);
    QObject::connect(&panel, &SweepPanel::edited, &rig.session, &ScenarioSession::edit);
    sweepAt(rig, panel, 1200);
    const SweepLayout& layout = panel.chart()->sweepLayout();
    ASSERT_GE(layout.current, 0);
    EXPECT_EQ(panel.chart()->sweep().points[static_cast<std::size_t>(layout.current)].value, 4096);

    // A click on the 16384 column: the scenario takes it, and Undo takes it back.
    const auto& column = layout.columns[static_cast<std::size_t>(layout.current + 2)];
    QTest::mouseClick(panel.chart(), Qt::LeftButton, Qt::NoModifier, column.bar.center().toPoint());
    EXPECT_EQ(rig.session.scenario().training.seq, 16384);
    rig.session.undoStack()->undo();
    EXPECT_EQ(rig.session.scenario().training.seq, 4096);
}

TEST(ChartFit, NarrowFitMapCellsStillShowTheirNumbers)
{
    WidgetRig rig;
    rig.start(llama8bLoraOnOneH100());
    HeatMapPanel panel(&rig.hub);
    panel.setKnobs(model::SweepKnob::Seq, model::SweepKnob::MicroBatch);
    panel.resize(1400, 520);
    panel.show();
    rig.settle();
    EXPECT_EQ(panel.chart()->heatMapLayout().text, CellText::Full);
    panel.resize(520, 420);
    QApplication::processEvents();
    const HeatMapLayout& narrow = panel.chart()->heatMapLayout();
    EXPECT_NE(narrow.text, CellText::None);
    const QFontMetricsF fm(panel.chart()->font());
    for (const auto& cell : narrow.cells) {
        const auto& point = panel.chart()->heatMap().cells[static_cast<std::size_t>(cell.y)][static_cast<std::size_t>(cell.x)];
        const QString text = cellText(point, narrow.text, ByteUnit::GiB);
        EXPECT_FALSE(text.isEmpty());
        EXPECT_LE(fm.horizontalAdvance(text) + 6, cell.rect.width()) << text.toStdString();
    }
}

TEST(ChartFit, CellTextLevelsSayLessButStayTrue)
{
    model::SweepPoint point;
    point.valid = true;
    point.total = 1035.5 * 1073741824.0;
    EXPECT_EQ(cellText(point, CellText::Full, ByteUnit::GiB), formatBytes(point.total, ByteUnit::GiB));
    EXPECT_EQ(cellText(point, CellText::Number, ByteUnit::GiB), QStringLiteral("1036"));
    EXPECT_EQ(cellText(point, CellText::Compact, ByteUnit::GiB), QStringLiteral("1.0k"));
    EXPECT_TRUE(cellText(point, CellText::None, ByteUnit::GiB).isEmpty());
}

TEST(ChartFit, TheFitMapMarksTheLiveCellAndAClickAppliesBothValues)
{
    WidgetRig rig;
    rig.start(llama8bLoraOnOneH100());
    HeatMapPanel panel(&rig.hub);
    QObject::connect(&panel, &HeatMapPanel::edited, &rig.session, &ScenarioSession::edit);
    panel.setKnobs(model::SweepKnob::Seq, model::SweepKnob::MicroBatch);
    panel.resize(1000, 520);
    panel.show();
    rig.settle();
    const HeatMapLayout& layout = panel.chart()->heatMapLayout();
    ASSERT_GE(layout.current, 0);
    const HeatCell& current = layout.cells[static_cast<std::size_t>(layout.current)];
    EXPECT_EQ(panel.chart()->heatMap().xs[static_cast<std::size_t>(current.x)], 4096);
    EXPECT_EQ(panel.chart()->heatMap().ys[static_cast<std::size_t>(current.y)], 1);

    const HeatCell* target = nullptr;
    for (const auto& cell : layout.cells)
        if (panel.chart()->heatMap().xs[static_cast<std::size_t>(cell.x)] == 2048 &&
            panel.chart()->heatMap().ys[static_cast<std::size_t>(cell.y)] == 2)
            target = &cell;
    ASSERT_NE(target, nullptr);
    QTest::mouseClick(panel.chart(), Qt::LeftButton, Qt::NoModifier, target->rect.center().toPoint());
    EXPECT_EQ(rig.session.scenario().training.seq, 2048);
    EXPECT_EQ(rig.session.scenario().training.microBatch, 2);
    EXPECT_EQ(rig.session.undoStack()->count(), 1);   // one edit for both values
}
