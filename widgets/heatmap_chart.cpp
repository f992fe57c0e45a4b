#include "widgets/heatmap_chart.h"

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include "widgets/category_colors.h"
#include "widgets/sweep_knobs.h"

namespace memledger::widgets {

HeatMapChart::HeatMapChart(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void HeatMapChart::setHeatMap(const model::HeatMap& map, bool stale)
{
    m_map = map;
    m_stale = stale;
    m_dirty = true;
    update();
}

void HeatMapChart::setUnit(ByteUnit unit)
{
    m_unit = unit;
    update();
}

const HeatMapLayout& HeatMapChart::heatMapLayout() const
{
    if (m_dirty) {
        m_layout = layoutHeatMap(m_map, size(), QFontMetricsF(font()));
        m_dirty = false;
    }
    return m_layout;
}

void HeatMapChart::resizeEvent(QResizeEvent* event)
{
    m_dirty = true;
    QWidget::resizeEvent(event);
}

QColor HeatMapChart::fill(CellState state) const
{
    // Okabe–Ito bluish green and vermillion, washed toward the background so the numbers stay readable.
    const QColor base = palette().base().color();
    const QColor ink = state == CellState::Fits          ? QColor(0x00, 0x9E, 0x73)
                       : state == CellState::OutOfMemory ? overflowColor()
                                                         : palette().mid().color();
    const double t = state == CellState::Invalid ? 0.25 : 0.4;
    const QColor color = QColor::fromRgbF(base.redF() + (ink.redF() - base.redF()) * t,
                                          base.greenF() + (ink.greenF() - base.greenF()) * t,
                                          base.blueF() + (ink.blueF() - base.blueF()) * t);
    return m_stale ? greyed(color) : color;
}

void HeatMapChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    paintLegend(painter);
    const HeatMapLayout& layout = heatMapLayout();
    for (const auto& cell : layout.cells)
        paintCell(painter, cell);
    paintAxes(painter, layout);
    if (!layout.boundary.isEmpty()) {
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(palette().text().color(), 3, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.drawPolyline(layout.boundary);
    }
}

void HeatMapChart::paintLegend(QPainter& painter) const
{
    const double box = fontMetrics().height() * 0.8;
    double x = 8;
    const double y = 4;
    const std::pair<CellState, QString> items[] = {
        {CellState::Fits, tr("fits")}, {CellState::OutOfMemory, tr("out of memory")}, {CellState::Invalid, tr("invalid")}};
    painter.setPen(palette().text().color());
    for (const auto& [state, text] : items) {
        painter.fillRect(QRectF(x, y + 2, box, box), fill(state));
        painter.drawRect(QRectF(x, y + 2, box, box));
        painter.drawText(QPointF(x + box + 4, y + fontMetrics().ascent()), text);
        x += box + 16 + fontMetrics().horizontalAdvance(text);
    }
    painter.setPen(QPen(palette().text().color(), 3));
    painter.drawLine(QPointF(x, y + box / 2 + 2), QPointF(x + 24, y + box / 2 + 2));
    painter.setPen(palette().text().color());
    painter.drawText(QPointF(x + 30, y + fontMetrics().ascent()),
                     tr("fit boundary (largest %1 that fits)").arg(sweepKnobTitle(m_map.yKnob).toLower()));
}

void HeatMapChart::paintCell(QPainter& painter, const HeatCell& cell) const
{
    painter.fillRect(cell.rect, fill(cell.state));
    painter.setPen(palette().base().color());
    painter.drawRect(cell.rect);
    const auto& point = m_map.cells[static_cast<std::size_t>(cell.y)][static_cast<std::size_t>(cell.x)];
    const QString text = point.valid ? formatBytes(point.total, m_unit, 0) : tr("invalid");
    if (fontMetrics().horizontalAdvance(text) + 6 > cell.rect.width() || fontMetrics().height() > cell.rect.height())
        return;
    painter.setPen(cell.state == CellState::Invalid ? palette().placeholderText().color() : palette().text().color());
    painter.drawText(cell.rect, Qt::AlignCenter, text);
}

void HeatMapChart::paintAxes(QPainter& painter, const HeatMapLayout& layout) const
{
    painter.setPen(palette().text().color());
    for (std::size_t x = 0; x < layout.xLabels.size(); ++x)
        painter.drawText(layout.xLabels[x], Qt::AlignHCenter | Qt::AlignTop, QString::number(m_map.xs[x]));
    for (std::size_t y = 0; y < layout.yLabels.size(); ++y)
        painter.drawText(layout.yLabels[y], Qt::AlignRight | Qt::AlignVCenter, QString::number(m_map.ys[y]));
    const double line = fontMetrics().height();
    painter.drawText(QRectF(layout.plot.left(), layout.plot.bottom() + line * 1.4, layout.plot.width(), line * 1.2),
                     Qt::AlignHCenter | Qt::AlignTop, sweepKnobTitle(m_map.xKnob));
    painter.save();
    painter.translate(line * 0.2, layout.plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-layout.plot.height() / 2, 0, layout.plot.height(), line * 1.2), Qt::AlignCenter,
                     sweepKnobTitle(m_map.yKnob));
    painter.restore();
}

void HeatMapChart::mouseMoveEvent(QMouseEvent* event)
{
    const HeatCell* cell = heatMapLayout().cellAt(event->position());
    if (!cell) {
        QToolTip::hideText();
        return;
    }
    const auto& point = m_map.cells[static_cast<std::size_t>(cell->y)][static_cast<std::size_t>(cell->x)];
    const QString where = QStringLiteral("%1 = %2, %3 = %4")
                              .arg(sweepKnobTitle(m_map.xKnob)).arg(m_map.xs[static_cast<std::size_t>(cell->x)])
                              .arg(sweepKnobTitle(m_map.yKnob)).arg(m_map.ys[static_cast<std::size_t>(cell->y)]);
    const QString what = !point.valid ? tr("invalid: %1").arg(QString::fromStdString(point.problem))
                         : point.fits ? tr("fits: %1 per GPU").arg(formatBytes(point.total, m_unit))
                                      : tr("out of memory: %1 per GPU").arg(formatBytes(point.total, m_unit));
    QToolTip::showText(event->globalPosition().toPoint(), where % QStringLiteral("\n") % what, this);
}

}  // namespace memledger::widgets
