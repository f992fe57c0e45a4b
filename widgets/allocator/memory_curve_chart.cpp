#include "widgets/allocator/memory_curve_chart.h"

#include <algorithm>

#include <QPainter>
#include <QPainterPath>

#include "widgets/common/flow_legend.h"
#include "widgets/common/theme.h"
#include "widgets/common/value_axis.h"

namespace memledger::widgets {

namespace {

constexpr int kMaxTicks = 5;
constexpr double kLimitRoom = 2.5;   // the device limit is drawn when within this factor of the peak

// One value per pixel column, the largest of the events it covers: a peak is never
// averaged away however many events share a column.
std::vector<double> columnPeaks(const std::vector<double>& values, int columns)
{
    const std::size_t count = static_cast<std::size_t>(std::max(columns, 1));
    std::vector<double> out(count, 0.0);
    const std::size_t n = values.size();
    if (n == 0)
        return out;
    for (std::size_t c = 0; c < count; ++c) {
        const std::size_t begin = std::min(n - 1, c * n / count);
        const std::size_t end = std::max(begin + 1, std::min(n, (c + 1) * n / count));
        out[c] = *std::max_element(values.begin() + static_cast<std::ptrdiff_t>(begin),
                                   values.begin() + static_cast<std::ptrdiff_t>(end));
    }
    return out;
}

QPainterPath areaUnder(const std::vector<double>& peaks, const QRectF& plot, double top)
{
    QPainterPath path(QPointF(plot.left(), plot.bottom()));
    for (std::size_t c = 0; c < peaks.size(); ++c) {
        const double y = plot.bottom() - peaks[c] / top * plot.height();
        path.lineTo(plot.left() + static_cast<double>(c), y);
        path.lineTo(plot.left() + static_cast<double>(c + 1), y);
    }
    path.lineTo(plot.right(), plot.bottom());
    path.closeSubpath();
    return path;
}

}  // namespace

MemoryCurveChart::MemoryCurveChart(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void MemoryCurveChart::setCurve(MemoryCurve curve, const QString& title, bool stale)
{
    m_curve = std::move(curve);
    m_title = title;
    m_stale = stale;
    update();
}

void MemoryCurveChart::setScaleFloor(double bytes)
{
    m_scaleFloor = bytes;
    update();
}

void MemoryCurveChart::setUnit(ByteUnit unit)
{
    m_unit = unit;
    update();
}

void MemoryCurveChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const Theme theme(palette());
    const TextMetrics metrics(font());
    const QColor text = palette().text().color();
    p.setPen(text);
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.drawText(QRectF(8, 4, width() - 16, metrics.height()), Qt::AlignLeft | Qt::AlignVCenter,
               metrics.elidedText(m_title, Qt::ElideRight, width() - 16));
    p.setFont(font());
    if (m_curve.empty()) {
        p.setPen(palette().placeholderText().color());
        p.drawText(rect(), Qt::AlignCenter, tr("Nothing replayed yet."));
        return;
    }
    const QColor reservedColor = theme.category(model::Category::Fragmentation, m_stale);
    const QColor allocatedColor = theme.category(model::Category::Activations, m_stale);
    const double peak = *std::max_element(m_curve.reserved.begin(), m_curve.reserved.end());
    // A limit far above the curve would flatten it: then it is named, not drawn.
    const bool limitDrawn = m_curve.capacity > 0 && m_curve.capacity <= kLimitRoom * peak;
    std::vector<LegendItem> legend = {
        {theme.area(reservedColor), tr("reserved − allocated")},
        {allocatedColor, tr("allocated")},
    };
    if (m_curve.capacity > 0)
        legend.push_back({QBrush(theme.overflow(m_stale), Qt::SolidPattern),
                          limitDrawn ? tr("device limit")
                                     : tr("device limit %1, above the plot").arg(formatBytes(m_curve.capacity, m_unit))});
    const double legendTop = 6 + metrics.height();
    const double legendBottom = legendTop + legendHeight(metrics, width() - 16, legend);
    p.setPen(text);
    paintLegend(p, QRectF(8, legendTop, width() - 16, 0), legend);

    const double highest = std::max({peak, limitDrawn ? m_curve.capacity : 0.0, m_scaleFloor});
    const std::vector<ValueTick> ticks = valueTicks(highest, m_unit, kMaxTicks);
    const double top = std::max(ticks.back().bytes, highest);
    double labelWidth = metrics.horizontalAdvance(unitName(m_unit));
    for (const ValueTick& tick : ticks)
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(tick.text));
    const QRectF plot(labelWidth + 14, legendBottom + metrics.height() + 4, width() - labelWidth - 24,
                      height() - legendBottom - 2.4 * metrics.height() - 8);
    if (plot.width() < 20 || plot.height() < 20)
        return;

    const QColor grid = palette().mid().color();
    for (const ValueTick& tick : ticks) {
        const double y = plot.bottom() - tick.bytes / top * plot.height();
        p.setPen(QPen(grid, 0, Qt::DotLine));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(text);
        p.drawText(QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height()),
                   Qt::AlignRight | Qt::AlignVCenter, tick.text);
    }
    p.drawText(QRectF(0, plot.top() - metrics.height() - 2, plot.left() + 40, metrics.height()),
               Qt::AlignLeft | Qt::AlignVCenter, unitName(m_unit));

    const int columns = static_cast<int>(plot.width());
    const std::vector<double> reserved = columnPeaks(m_curve.reserved, columns);
    const std::vector<double> allocated = columnPeaks(m_curve.allocated, columns);
    p.setRenderHint(QPainter::Antialiasing, false);
    p.fillPath(areaUnder(reserved, plot, top), theme.area(reservedColor));
    p.fillPath(areaUnder(allocated, plot, top), theme.tint(allocatedColor));
    p.setRenderHint(QPainter::Antialiasing, true);
    p.strokePath(areaUnder(reserved, plot, top), QPen(reservedColor, 1.5));
    p.strokePath(areaUnder(allocated, plot, top), QPen(allocatedColor, 1.5));

    const double events = static_cast<double>(m_curve.reserved.size());
    const auto xOf = [&](double event) { return plot.left() + event / events * plot.width(); };
    p.setPen(QPen(theme.mutedText(), 1, Qt::DashLine));
    for (std::size_t i = 0; i < m_curve.stepStarts.size(); ++i) {
        const double x = xOf(static_cast<double>(m_curve.stepStarts[i]));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        p.drawText(QPointF(x + 3, plot.top() + metrics.ascent()), tr("step %1").arg(i + 1));
    }
    if (limitDrawn) {
        const double y = plot.bottom() - m_curve.capacity / top * plot.height();
        p.setPen(QPen(theme.overflow(m_stale), 1.5, Qt::DashLine));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
    }
    if (m_curve.outOfMemory) {
        p.setPen(QPen(theme.overflow(m_stale), 2));
        p.drawLine(QPointF(plot.right(), plot.top()), QPointF(plot.right(), plot.bottom()));
        const QString oom = tr("out of memory");
        p.drawText(QRectF(plot.right() - metrics.horizontalAdvance(oom) - 6, plot.top() + metrics.height(),
                          metrics.horizontalAdvance(oom) + 4, metrics.height()),
                   Qt::AlignRight, oom);
    }
    p.setPen(text);
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawText(QRectF(plot.left(), plot.bottom() + 2, plot.width(), metrics.height()), Qt::AlignCenter,
               tr("%Ln allocator event(s)", "", static_cast<int>(events)));
}

}  // namespace memledger::widgets
