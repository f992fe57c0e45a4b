#include "widgets/explore/planner/pareto_chart.h"

#include <algorithm>

#include <QChart>
#include <QGraphicsEllipseItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QCursor>
#include <QToolTip>
#include <QValueAxis>

#include "widgets/common/theme.h"
#include "widgets/explore/planner/planner_table.h"

namespace memledger::widgets {

namespace {

bool onFront(const model::PlanRow& candidate, const model::PlanResult& result)
{
    return std::any_of(result.rows.begin(), result.rows.end(), [&](const model::PlanRow& row) {
        return row.memoryPerGpu == candidate.memoryPerGpu && row.stepTime == candidate.stepTime;
    });
}

}  // namespace

ParetoChart::ParetoChart(const PlannerTable& table, QWidget* parent)
    : QChartView(parent), m_table(table), m_unit(table.unit()), m_front(new QScatterSeries),
      m_others(new QScatterSeries), m_frontLine(new QLineSeries), m_capacity(new QLineSeries), m_time(new QValueAxis),
      m_memory(new QValueAxis)
{
    setRenderHint(QPainter::Antialiasing);
    auto* chart = new QChart;
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    m_others->setName(tr("Other candidates"));
    m_others->setMarkerSize(7);
    m_front->setName(tr("Pareto front (click to apply)"));
    m_front->setMarkerSize(11);
    m_capacity->setName(tr("GPU capacity"));
    chart->addAxis(m_time, Qt::AlignBottom);
    chart->addAxis(m_memory, Qt::AlignLeft);
    // Drawn in this order: the line under the points, the front over the rest.
    for (QXYSeries* series : std::initializer_list<QXYSeries*>{m_capacity, m_frontLine, m_others, m_front}) {
        chart->addSeries(series);
        series->attachAxis(m_time);
        series->attachAxis(m_memory);
    }
    chart->legend()->markers(m_frontLine).front()->setVisible(false);   // the front's points name it
    m_time->setTitleText(tr("Step time (s)"));
    m_time->setLabelFormat(QStringLiteral("%.3g"));
    for (QScatterSeries* series : {m_front, m_others}) {
        connect(series, &QScatterSeries::hovered, this,
                [this, series](const QPointF& value, bool entered) { showTip(series, value, entered); });
        connect(series, &QScatterSeries::clicked, this, [this, series](const QPointF& value) { clicked(series, value); });
    }
    setChart(chart);
    setCursor(Qt::PointingHandCursor);
    applyPalette();
    replot();
}

void ParetoChart::setResult(const model::PlanResult& result)
{
    m_result = result;
    replot();
}

void ParetoChart::setUnit(ByteUnit unit)
{
    m_unit = unit;
    replot();
}

double ParetoChart::capacity() const
{
    // Every candidate's memory plus its headroom is the same GPU's capacity.
    if (m_result.candidates.empty())
        return 0;
    const model::PlanRow& any = m_result.candidates.front();
    return any.memoryPerGpu + any.headroom;
}

void ParetoChart::replot()
{
    const double perUnit = model::bytesPerUnit(m_unit);
    QList<QPointF> front;
    QList<QPointF> others;
    m_frontCandidates.clear();
    m_otherCandidates.clear();
    for (int i = 0; i < static_cast<int>(m_result.candidates.size()); ++i) {
        const model::PlanRow& candidate = m_result.candidates[static_cast<std::size_t>(i)];
        if (!(candidate.stepTime > 0))
            continue;   // its step did not simulate: no place on the time axis
        const QPointF point(candidate.stepTime, candidate.memoryPerGpu / perUnit);
        const bool isFront = onFront(candidate, m_result);
        (isFront ? front : others).append(point);
        (isFront ? m_frontCandidates : m_otherCandidates).push_back(i);
    }
    m_front->replace(front);
    m_others->replace(others);
    QList<QPointF> line = front;
    std::sort(line.begin(), line.end(), [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
    m_frontLine->replace(line);
    m_memory->setTitleText(tr("Memory per GPU (%1)").arg(unitName(m_unit)));
    fitAxes(capacity() / perUnit);
    if (m_result.candidates.empty())
        chart()->setTitle(tr("Find layouts that fit to plot them here"));
    else if (front.isEmpty())   // ranked without a simulated step: nothing to place on the time axis
        chart()->setTitle(tr("No step time to plot: the table ranks these layouts"));
    else   // until the rows' replays answer, the points stand at the search's assumed fragmentation
        chart()->setTitle(m_result.rowsExact ? QString() : tr("Memory before the allocator replay: replaying the rows…"));
}

void ParetoChart::fitAxes(double capacity)
{
    double maxTime = 0;
    double maxMemory = capacity;
    for (const QScatterSeries* series : {m_front, m_others})
        for (const QPointF& p : series->points()) {
            maxTime = std::max(maxTime, p.x());
            maxMemory = std::max(maxMemory, p.y());
        }
    m_time->setRange(0, maxTime > 0 ? maxTime * 1.08 : 1);
    m_memory->setRange(0, maxMemory > 0 ? maxMemory * 1.08 : 1);
    m_time->applyNiceNumbers();
    m_memory->applyNiceNumbers();
    m_capacity->clear();
    if (capacity > 0)
        m_capacity->append({QPointF(m_time->min(), capacity), QPointF(m_time->max(), capacity)});
}

void ParetoChart::applyPalette()
{
    const Theme theme(palette());
    const QColor text = palette().text().color();
    chart()->setBackgroundBrush(palette().base());
    chart()->setTitleBrush(palette().placeholderText());
    chart()->legend()->setLabelColor(text);
    for (QValueAxis* axis : {m_time, m_memory}) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setGridLineColor(palette().mid().color());
        axis->setLinePenColor(text);
    }
    const QColor front = palette().highlight().color();
    m_front->setColor(front);
    m_front->setBorderColor(palette().base().color());
    m_frontLine->setPen(QPen(front, 2));
    QColor other = palette().placeholderText().color();
    m_others->setColor(other);
    m_others->setBorderColor(other);
    m_capacity->setPen(QPen(theme.overflow(), 2, Qt::DashLine));
}

// The chart is repainted far more often than it changes (it sits beside views that follow
// every slider step): its markers are kept as pixmaps, so such a repaint blits them instead
// of rasterising each antialiased marker again. Only the markers: Qt Charts' text items draw
// outside their bounding rectangles, and a cached axis title or label came out blank. Qt
// Charts makes its markers as the data needs them, so each is set to cache when first painted.
void ParetoChart::paintEvent(QPaintEvent* event)
{
    for (QGraphicsItem* item : scene()->items())
        if (item->type() == QGraphicsEllipseItem::Type && item->cacheMode() == QGraphicsItem::NoCache)
            item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    QChartView::paintEvent(event);
}

void ParetoChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QChartView::changeEvent(event);
}

int ParetoChart::candidateOf(const QScatterSeries* series, int point) const
{
    const std::vector<int>& candidates = series == m_front ? m_frontCandidates : m_otherCandidates;
    return point >= 0 && point < static_cast<int>(candidates.size()) ? candidates[static_cast<std::size_t>(point)] : -1;
}

int ParetoChart::candidateAt(const QScatterSeries* series, const QPointF& value) const
{
    const QList<QPointF> points = series->points();
    return candidateOf(series, static_cast<int>(points.indexOf(value)));
}

QPoint ParetoChart::viewportPosition(int candidate) const
{
    for (const QScatterSeries* series : {m_front, m_others})
        for (int i = 0; i < series->count(); ++i)
            if (candidateOf(series, i) == candidate)
                return mapFromScene(chart()->mapToPosition(series->at(i), const_cast<QScatterSeries*>(series)));
    return {};
}

void ParetoChart::showTip(const QScatterSeries* series, const QPointF& value, bool entered)
{
    const int candidate = entered ? candidateAt(series, value) : -1;
    if (candidate < 0) {
        QToolTip::hideText();
        return;
    }
    const model::PlanRow& row = m_result.candidates[static_cast<std::size_t>(candidate)];
    const QString head = series == m_front ? tr("On the Pareto front") : tr("Beaten by a layout on the front");
    QToolTip::showText(QCursor::pos(), head % QStringLiteral("\n") % m_table.describe(row) % QStringLiteral("\n") %
                                           tr("Click to apply this layout to the scenario."),
                       this);
}

void ParetoChart::clicked(const QScatterSeries* series, const QPointF& value)
{
    const int candidate = candidateAt(series, value);
    if (candidate >= 0)
        emit layoutClicked(m_result.candidates[static_cast<std::size_t>(candidate)].layout);
}

}  // namespace memledger::widgets
