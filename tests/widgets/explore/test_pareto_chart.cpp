// The planner's Pareto chart: one point per candidate the engine returned, the
// highlighted points are exactly the undominated ones, and a click on any point applies
// that layout to the live scenario as one undoable step.
#include <algorithm>

#include <QCoreApplication>
#include <QGraphicsEllipseItem>
#include <QGraphicsScene>
#include <QImage>
#include <QLineF>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTest>
#include <QUndoStack>
#include <gtest/gtest.h>

#include "model/explore/planner_rank.h"
#include "model/io/scenario_json.h"
#include "tests/widgets/widget_rig.h"
#include "widgets/explore/planner/pareto_chart.h"
#include "widgets/explore/planner/planner_panel.h"
#include "widgets/explore/planner/planner_table.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

namespace {

model::PlanResult seventyBOnSixtyFour()
{
    model::PlanRequest request;
    request.base = seventyB();
    request.gpus = 64;
    return model::plan(request);
}

std::vector<QPointF> allPoints(const ParetoChart& chart)
{
    std::vector<QPointF> out;
    for (const QScatterSeries* series : {chart.frontSeries(), chart.otherSeries()})
        for (const QPointF& p : series->points())
            out.push_back(p);
    return out;
}

// The planner's own rule (model/explore/planner_rank.h) on a chart point: x step time, y memory.
bool dominates(const QPointF& a, const QPointF& b)
{
    return model::dominates({a.y(), a.x()}, {b.y(), b.x()});
}

}  // namespace

TEST(ParetoChart, OnePointPerCandidateAndTheFrontIsUndominated)
{
    const model::PlanResult result = seventyBOnSixtyFour();
    ASSERT_TRUE(result.stepTime);
    ASSERT_GT(result.candidates.size(), result.rows.size());
    PlannerTable table;
    ParetoChart chart(table);
    chart.setResult(result);
    EXPECT_EQ(chart.frontSeries()->count() + chart.otherSeries()->count(), static_cast<int>(result.candidates.size()));
    EXPECT_EQ(chart.frontSeries()->count(), static_cast<int>(result.rows.size()));
    const std::vector<QPointF> points = allPoints(chart);
    for (const QPointF& front : chart.frontSeries()->points())
        for (const QPointF& any : points)
            EXPECT_FALSE(dominates(any, front)) << front.x() << "," << front.y();
    // Every other candidate is beaten by, or tied with, some point of the front.
    for (const QPointF& other : chart.otherSeries()->points()) {
        bool beaten = false;
        for (const QPointF& front : chart.frontSeries()->points())
            beaten = beaten || (front.x() <= other.x() && front.y() <= other.y());
        EXPECT_TRUE(beaten) << other.x() << "," << other.y();
    }
    // The capacity line sits at the GPU's capacity in the display unit.
    ASSERT_EQ(chart.capacitySeries()->count(), 2);
    const model::PlanRow& row = result.rows.front();
    EXPECT_DOUBLE_EQ(chart.capacitySeries()->at(0).y(),
                     (row.memoryPerGpu + row.headroom) / model::bytesPerUnit(ByteUnit::GiB));
}

TEST(ParetoChart, ClickingAPointAppliesItsLayout)
{
    WidgetRig rig;
    rig.start(seventyB());
    const model::PlanResult result = seventyBOnSixtyFour();
    QWidget* panel = rig.bench.plannerArea();
    panel->resize(700, 1000);
    panel->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(panel));
    ParetoChart* chart = rig.bench.planner()->chart();
    chart->setResult(result);
    QCoreApplication::processEvents();
    // A point off the front, the one farthest from any other so that no marker covers it:
    // the chart offers every candidate, not only the table's rows.
    ASSERT_GT(chart->otherSeries()->count(), 0);
    int candidate = -1;
    double room = -1;
    for (int i = 0; i < chart->otherSeries()->count(); ++i) {
        const int c = chart->candidateOf(chart->otherSeries(), i);
        const QPoint p = chart->viewportPosition(c);
        double nearest = 1e9;
        for (int other = 0; other < static_cast<int>(result.candidates.size()); ++other)
            if (other != c && !chart->viewportPosition(other).isNull())
                nearest = std::min(nearest, QLineF(p, chart->viewportPosition(other)).length());
        if (nearest > room) {
            room = nearest;
            candidate = c;
        }
    }
    ASSERT_GE(candidate, 0);
    const model::Scenario& layout = result.candidates[static_cast<std::size_t>(candidate)].layout;
    const QPoint at = chart->viewportPosition(candidate);
    ASSERT_TRUE(chart->viewport()->rect().contains(at));
    const auto before = model::scenarioToJson(rig.session.scenario());
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, at);
    rig.settle();
    EXPECT_EQ(model::scenarioToJson(rig.session.scenario()), model::scenarioToJson(layout));
    rig.session.undoStack()->undo();
    EXPECT_EQ(model::scenarioToJson(rig.session.scenario()), before);
}

// Repaints that change nothing blit the markers from a cache; the axis titles, labels and
// legend are drawn afresh (a cached Qt Charts text item came out blank: the first build of
// the cache lost "Memory per GPU (GiB)" and most tick labels).
TEST(ParetoChart, MarkersAreCachedAndTextIsNot)
{
    PlannerTable table;
    ParetoChart chart(table);
    chart.resize(520, 400);
    chart.setResult(seventyBOnSixtyFour());
    chart.show();
    const QImage first = chart.grab().toImage();   // the first paint sets the caches
    int markers = 0;
    for (QGraphicsItem* item : chart.scene()->items()) {
        if (item->type() == QGraphicsEllipseItem::Type) {
            ++markers;
            EXPECT_EQ(item->cacheMode(), QGraphicsItem::DeviceCoordinateCache);
        } else {
            EXPECT_EQ(item->cacheMode(), QGraphicsItem::NoCache) << "item type " << item->type();
        }
    }
    EXPECT_GT(markers, 0);
    // Drawn from the caches now: the same picture as the first paint.
    EXPECT_EQ(chart.grab().toImage(), first);
}
