#include "widgets/explore/fitmap/heatmap_chart.h"

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include "widgets/common/theme.h"
#include "widgets/explore/sweep/sweep_knobs.h"

namespace memledger::widgets {

HeatMapChart::HeatMapChart(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setCursor(Qt::PointingHandCursor);
}

void HeatMapChart::setHeatMap(const model::HeatMap& map, bool stale, int currentX, int currentY)
{
    m_map = map;
    m_stale = stale;
    m_currentX = currentX;
    m_currentY = currentY;
    m_dirty = true;
    update();
}

void HeatMapChart::setUnit(ByteUnit unit)
{
    m_unit = unit;
    m_dirty = true;   // the cells' text level depends on the unit's widths
    update();
}

const HeatMapLayout& HeatMapChart::heatMapLayout() const
{
    if (m_dirty) {
        m_layout = layoutHeatMap(m_map, size(), QFontMetricsF(font()), m_unit, m_currentX, m_currentY);
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
    const Theme theme(palette());
    const Status status = state == CellState::Fits          ? Status::Fits
                          : state == CellState::OutOfMemory ? Status::OutOfMemory
                                                            : Status::Invalid;
    return m_stale ? theme.stale(theme.statusFill(status)) : theme.statusFill(status);
}

void HeatMapChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    const HeatMapLayout& layout = heatMapLayout();
    paintLegend(painter, layout);
    for (const auto& cell : layout.cells)
        paintCell(painter, cell, layout.text);
    paintAxes(painter, layout);
    if (!layout.boundary.isEmpty()) {
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(palette().text().color(), 3, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.drawPolyline(layout.boundary);
    }
    if (layout.current >= 0) {
        // The live scenario: a ring inside its cell, clear of the boundary line.
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.setPen(QPen(palette().highlight().color(), 2, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(layout.cells[static_cast<std::size_t>(layout.current)].rect.adjusted(3, 3, -3, -3));
    }
}

void HeatMapChart::paintLegend(QPainter& painter, const HeatMapLayout& layout) const
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
    const QString boundary = tr("fit boundary (largest %1 that fits)").arg(sweepKnobTitle(m_map.yKnob).toLower());
    painter.drawText(QPointF(x + 30, y + fontMetrics().ascent()),
                     fontMetrics().elidedText(boundary, Qt::ElideRight, std::max(0, width() - static_cast<int>(x) - 38)));
    // Second line: what the numbers are (narrow cells show them without their unit).
    QStringList notes;
    notes << (layout.text == CellText::Full || layout.text == CellText::None
                  ? tr("cells: memory per GPU")
                  : tr("cells: memory per GPU in %1").arg(unitName(m_unit)));
    if (layout.current >= 0)
        notes << tr("dashed: this scenario");
    notes << tr("click a cell to apply it");
    painter.setPen(palette().placeholderText().color());
    painter.drawText(QPointF(8, y + fontMetrics().height() + fontMetrics().ascent()),
                     fontMetrics().elidedText(notes.join(QStringLiteral(" · ")), Qt::ElideRight, width() - 16));
}

void HeatMapChart::paintCell(QPainter& painter, const HeatCell& cell, CellText level) const
{
    painter.fillRect(cell.rect, fill(cell.state));
    painter.setPen(palette().base().color());
    painter.drawRect(cell.rect);
    const auto& point = m_map.cells[static_cast<std::size_t>(cell.y)][static_cast<std::size_t>(cell.x)];
    const QString text = cellText(point, level, m_unit);
    if (text.isEmpty())
        return;
    painter.setPen(cell.state == CellState::Invalid ? palette().placeholderText().color() : palette().text().color());
    painter.drawText(cell.rect, Qt::AlignCenter, text);
}

void HeatMapChart::paintAxes(QPainter& painter, const HeatMapLayout& layout) const
{
    painter.setPen(palette().text().color());
    // Thinned to every k-th when the cells are narrower than their values.
    for (std::size_t x = 0; x < layout.xLabels.size(); x += static_cast<std::size_t>(layout.xLabelEvery))
        painter.drawText(layout.xLabels[x].adjusted(-layout.xLabels[x].width() * (layout.xLabelEvery - 1) / 2.0, 0,
                                                    layout.xLabels[x].width() * (layout.xLabelEvery - 1) / 2.0, 0),
                         Qt::AlignHCenter | Qt::AlignTop, QString::number(m_map.xs[x]));
    for (std::size_t y = 0; y < layout.yLabels.size(); y += static_cast<std::size_t>(layout.yLabelEvery))
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

void HeatMapChart::mousePressEvent(QMouseEvent* event)
{
    const HeatCell* cell = event->button() == Qt::LeftButton ? heatMapLayout().cellAt(event->position()) : nullptr;
    if (cell && cell->state != CellState::Invalid)
        emit cellClicked(cell->x, cell->y);
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
    const bool current = heatMapLayout().current >= 0 && &heatMapLayout().cells[static_cast<std::size_t>(heatMapLayout().current)] == cell;
    const QString action = current ? tr("This is the current scenario.") : tr("Click to apply both values to the scenario.");
    QToolTip::showText(event->globalPosition().toPoint(), where % QStringLiteral("\n") % what % QStringLiteral("\n") % action, this);
}

}  // namespace memledger::widgets
