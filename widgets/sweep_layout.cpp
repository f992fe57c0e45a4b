#include "widgets/sweep_layout.h"

#include <algorithm>

namespace memledger::widgets {

namespace {

double scaleFor(const model::Sweep& sweep)
{
    double top = sweep.capacity;
    for (const auto& p : sweep.points)
        if (p.valid)
            top = std::max(top, p.total);
    if (sweep.capacity > 0)
        top = std::min(top, sweep.capacity * kSweepMaxOverCapacity);
    return std::max(top * 1.06, 1.0);
}

void stack(SweepColumn& column, const model::SweepPoint& point, const SweepLayout& layout)
{
    double below = 0;
    for (int c = 0; c < model::kCategoryCount; ++c) {
        const double bytes = point.byCategory[static_cast<std::size_t>(c)];
        if (bytes <= 0)
            continue;
        const double top = std::min(below + bytes, layout.scaleMax);
        const double bottom = std::min(below, layout.scaleMax);
        QRectF rect(column.bar.left(), layout.yFor(top), column.bar.width(), layout.yFor(bottom) - layout.yFor(top));
        column.segments.push_back({static_cast<model::Category>(c), bytes, rect});
        below += bytes;
    }
}

}  // namespace

SweepLayout layoutSweep(const model::Sweep& sweep, const QSizeF& size, ByteUnit unit, const QFontMetricsF& metrics)
{
    SweepLayout out;
    const double line = metrics.height();
    const double left = metrics.horizontalAdvance(QStringLiteral("00000")) + 12;
    // Room above for the legend and the total labels, below for two lines of knob labels and the axis title.
    out.plot = QRectF(left, line * 3.2, std::max(size.width() - left - 16, 10.0),
                      std::max(size.height() - line * 6.8, 10.0));
    out.scaleMax = scaleFor(sweep);
    out.capacityY = out.yFor(sweep.capacity);
    out.firstOom = sweep.firstOom;
    out.ticks = valueTicks(out.scaleMax, unit, std::max(2, static_cast<int>(out.plot.height() / (line * 2.5))));
    const int n = static_cast<int>(sweep.points.size());
    const double slotWidth = n ? out.plot.width() / n : 0;
    for (int i = 0; i < n; ++i) {
        const auto& point = sweep.points[static_cast<std::size_t>(i)];
        SweepColumn column;
        column.point = i;
        column.slot = QRectF(out.plot.left() + i * slotWidth, out.plot.top(), slotWidth, out.plot.height());
        const double barWidth = std::min(slotWidth * 0.7, 90.0);
        const double shown = std::min(point.valid ? point.total : 0.0, out.scaleMax);
        column.bar = QRectF(column.slot.center().x() - barWidth / 2, out.yFor(shown), barWidth,
                            out.plot.bottom() - out.yFor(shown));
        column.clipped = point.valid && point.total > out.scaleMax;
        column.label = QRectF(column.slot.left(), out.plot.bottom() + 4, slotWidth, line * 2.2);
        if (point.valid)
            stack(column, point, out);
        out.columns.push_back(std::move(column));
    }
    out.oomX = out.firstOom >= 0 ? out.columns[static_cast<std::size_t>(out.firstOom)].slot.left() : 0;
    return out;
}

int sweepColumnAt(const SweepLayout& layout, double x)
{
    for (const auto& column : layout.columns)
        if (x >= column.slot.left() && x < column.slot.right())
            return column.point;
    return -1;
}

}  // namespace memledger::widgets
