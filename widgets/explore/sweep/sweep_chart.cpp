#include "widgets/explore/sweep/sweep_chart.h"

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include "widgets/common/theme.h"
#include "widgets/common/vocabulary.h"
#include "widgets/explore/sweep/sweep_legend.h"

namespace memledger::widgets {

SweepChart::SweepChart(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setCursor(Qt::PointingHandCursor);
}

void SweepChart::setSweep(const model::Sweep& sweep, const QString& axisTitle, bool stale, int current)
{
    m_sweep = sweep;
    m_axisTitle = axisTitle;
    m_stale = stale;
    m_current = current;
    m_dirty = true;
    m_frame.invalidate();
    update();
}

void SweepChart::setUnit(ByteUnit unit)
{
    m_unit = unit;
    m_dirty = true;
    m_frame.invalidate();
    update();
}

const SweepLayout& SweepChart::sweepLayout() const
{
    if (m_dirty) {
        m_layout = layoutSweep(m_sweep, size(), m_unit, TextMetrics(font()), m_current);
        m_dirty = false;
    }
    return m_layout;
}

void SweepChart::resizeEvent(QResizeEvent* event)
{
    m_dirty = true;
    m_frame.invalidate();
    QWidget::resizeEvent(event);
}

// A new palette (dark or light) or type (presentation mode) is a new frame, its layout too.
void SweepChart::changeEvent(QEvent* event)
{
    const auto type = event->type();
    if (type == QEvent::FontChange || type == QEvent::PaletteChange || type == QEvent::StyleChange) {
        m_dirty = true;
        m_frame.invalidate();
    }
    QWidget::changeEvent(event);
}

void SweepChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    m_frame.paint(*this, painter, [this](QPainter& p) { paintFrame(p); });
}

void SweepChart::paintFrame(QPainter& painter) const
{
    painter.fillRect(rect(), palette().base());
    painter.setPen(palette().text().color());
    paintCategoryLegend(painter, QRectF(8, 4, width() - 16, fontMetrics().height() * 2), Theme(palette()), m_stale,
                        sweepShowsRollout(m_sweep));
    const SweepLayout& layout = sweepLayout();
    paintCurrent(painter, layout);
    paintAxis(painter, layout);
    paintCliff(painter, layout);
    for (const auto& column : layout.columns)
        paintColumn(painter, column);
    paintCapacity(painter, layout);
    paintCliffLabel(painter, layout);   // over the bars, on its own background
    if (m_sweep.points.empty()) {
        painter.setPen(palette().placeholderText().color());
        painter.drawText(layout.plot, Qt::AlignCenter, tr("No valid scenario to sweep yet"));
    }
}

void SweepChart::paintAxis(QPainter& painter, const SweepLayout& layout) const
{
    const QColor grid = palette().mid().color();
    for (const auto& tick : layout.ticks) {
        const double y = layout.yFor(tick.bytes);
        painter.setPen(QPen(grid, 0, Qt::DotLine));
        painter.drawLine(QPointF(layout.plot.left(), y), QPointF(layout.plot.right(), y));
        painter.setPen(palette().text().color());
        painter.drawText(QRectF(0, y - 10, layout.plot.left() - 6, 20), Qt::AlignRight | Qt::AlignVCenter, tick.text);
    }
    painter.drawText(QRectF(0, layout.plot.top() - fontMetrics().height() * 1.4, layout.plot.left() - 6,
                            fontMetrics().height()),
                     Qt::AlignRight | Qt::AlignVCenter, unitName(m_unit));
    painter.drawLine(layout.plot.bottomLeft(), layout.plot.bottomRight());
    for (const auto& column : layout.columns)
        if (column.labelShown || column.point == layout.current) {
            QFont f = font();
            f.setBold(column.point == layout.current);
            painter.setFont(f);
            painter.drawText(column.label, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                             QString::fromStdString(m_sweep.points[static_cast<std::size_t>(column.point)].label));
        }
    painter.setFont(font());
    const double titleY = layout.plot.bottom() + fontMetrics().height() * 2.4;
    painter.drawText(QRectF(layout.plot.left(), titleY, layout.plot.width(), fontMetrics().height() * 1.2),
                     Qt::AlignHCenter | Qt::AlignTop, m_axisTitle);
}

void SweepChart::paintCliff(QPainter& painter, const SweepLayout& layout) const
{
    if (layout.firstOom < 0)
        return;
    const Theme theme(palette());
    QColor shade = theme.overflow();
    shade.setAlpha(28);
    painter.fillRect(QRectF(QPointF(layout.oomX, layout.plot.top()), layout.plot.bottomRight()), shade);
    painter.setPen(QPen(theme.overflow(), 2, Qt::DashLine));
    painter.drawLine(QPointF(layout.oomX, layout.plot.top() - 4), QPointF(layout.oomX, layout.plot.bottom()));
}

void SweepChart::paintCliffLabel(QPainter& painter, const SweepLayout& layout) const
{
    if (layout.firstOom < 0)
        return;
    const auto& point = m_sweep.points[static_cast<std::size_t>(layout.firstOom)];
    const QString text = tr("first out-of-memory point: %1").arg(QString::fromStdString(point.label));
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    const double textWidth = QFontMetricsF(bold).horizontalAdvance(text) + 8;
    // Right of the line when there is room, else left of it, so the label never leaves the chart.
    const bool right = layout.oomX + textWidth < layout.plot.right();
    const QRectF box(right ? layout.oomX + 6 : layout.oomX - textWidth - 6, layout.plot.top() + 4, textWidth,
                     fontMetrics().height() + 2);
    painter.fillRect(box.adjusted(-2, 0, 2, 0), palette().base());
    painter.setPen(Theme(palette()).statusText(Status::OutOfMemory));
    painter.drawText(box, Qt::AlignCenter, text);
    painter.setFont(font());
}

void SweepChart::paintColumn(QPainter& painter, const SweepColumn& column) const
{
    const auto& point = m_sweep.points[static_cast<std::size_t>(column.point)];
    if (!point.valid) {
        painter.setPen(palette().placeholderText().color());
        painter.drawText(column.slot.adjusted(2, 0, -2, 0), Qt::AlignHCenter | Qt::AlignBottom | Qt::TextWordWrap,
                         tr("invalid"));
        return;
    }
    const Theme theme(palette());
    for (const auto& segment : column.segments)
        painter.fillRect(segment.rect, theme.category(segment.category, m_stale));
    if (column.clipped) {
        // A white notch near the top says "this bar is taller than the scale".
        const double y = column.bar.top() + 8;
        painter.fillRect(QRectF(column.bar.left() - 1, y, column.bar.width() + 2, 4), palette().base());
    }
    if (!column.totalShown)
        return;   // the tooltip has it; a neighbour's total needs the room
    painter.setPen(point.fits ? palette().text().color() : theme.statusText(Status::OutOfMemory));
    painter.drawText(column.totalLabel, Qt::AlignCenter, formatBytes(point.total, m_unit));
}

// The live scenario's column: a tinted slot with an outline, its label bold.
void SweepChart::paintCurrent(QPainter& painter, const SweepLayout& layout) const
{
    if (layout.current < 0)
        return;
    const QRectF slot = layout.columns[static_cast<std::size_t>(layout.current)].slot;
    QColor tint = palette().highlight().color();
    tint.setAlpha(40);
    painter.fillRect(slot, tint);
    painter.setPen(QPen(palette().highlight().color(), 1, Qt::DashLine));
    painter.drawRect(slot.adjusted(0.5, 0.5, -0.5, -0.5));
}

void SweepChart::paintCapacity(QPainter& painter, const SweepLayout& layout) const
{
    if (m_sweep.capacity <= 0)
        return;
    painter.setPen(QPen(palette().text().color(), 2));
    painter.drawLine(QPointF(layout.plot.left(), layout.capacityY), QPointF(layout.plot.right(), layout.capacityY));
    const QString text = tr("capacity %1").arg(formatBytes(m_sweep.capacity, m_unit));
    const double width = fontMetrics().horizontalAdvance(text) + 8;
    const QRectF box(layout.plot.left() + 4, layout.capacityY - fontMetrics().height() - 2, width,
                     fontMetrics().height());
    painter.fillRect(box, palette().base());
    painter.drawText(box, Qt::AlignCenter, text);
}

void SweepChart::mousePressEvent(QMouseEvent* event)
{
    const int point = event->button() == Qt::LeftButton ? sweepColumnAt(sweepLayout(), event->position().x()) : -1;
    if (point >= 0 && m_sweep.points[static_cast<std::size_t>(point)].valid)
        emit pointClicked(point);
}

void SweepChart::mouseMoveEvent(QMouseEvent* event)
{
    const int point = sweepColumnAt(sweepLayout(), event->position().x());
    if (point < 0)
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), tooltipFor(point), this);
}

QString SweepChart::tooltipFor(int index) const
{
    const auto& point = m_sweep.points[static_cast<std::size_t>(index)];
    const QString head = QString::fromStdString(point.label);
    if (!point.valid)
        return tr("%1: invalid (%2)").arg(head, QString::fromStdString(point.problem));
    QString text = tr("%1: %2 per GPU, %3").arg(head, formatBytes(point.total, m_unit),
                                                point.fits ? tr("fits") : tr("out of memory"));
    text += QStringLiteral("\n") % (index == m_current ? tr("This is the current scenario.")
                                                       : tr("Click to apply it to the scenario."));
    for (int c = 0; c < model::kCategoryCount; ++c)
        if (point.byCategory[static_cast<std::size_t>(c)] > 0)
            text += QStringLiteral("\n") % categoryName(static_cast<model::Category>(c)) % QStringLiteral(": ") %
                    formatBytes(point.byCategory[static_cast<std::size_t>(c)], m_unit);
    return text;
}

}  // namespace memledger::widgets
