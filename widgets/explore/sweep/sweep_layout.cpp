#include "widgets/explore/sweep/sweep_layout.h"

#include "widgets/explore/sweep/sweep_legend.h"

#include <algorithm>
#include <cmath>

#include <QStringList>

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

// The width a knob label needs: it may wrap onto two lines at its spaces (model names).
double labelWidth(const QString& text, const TextMetrics& metrics)
{
    double longestWord = 0;
    for (const QString& word : text.split(QLatin1Char(' ')))
        longestWord = std::max(longestWord, metrics.advance(word));
    return std::max(longestWord, metrics.advance(text) / 2);
}

// Every k-th label so that each shown label has the room it needs (k ≥ 1).
int thinning(double needed, double slotWidth)
{
    return slotWidth > 0 ? std::max(1, static_cast<int>(std::ceil(needed / slotWidth))) : 1;
}

}  // namespace

bool sweepShowsRollout(const model::Sweep& sweep)
{
    return std::any_of(sweep.points.begin(), sweep.points.end(), [](const model::SweepPoint& p) {
        return p.byCategory[static_cast<std::size_t>(model::Category::Rollout)] > 0;
    });
}

SweepLayout layoutSweep(const model::Sweep& sweep, const QSizeF& size, ByteUnit unit, const TextMetrics& metrics,
                        int current)
{
    SweepLayout out;
    const double line = metrics.height();
    const double left = metrics.advance(QStringLiteral("00000")) + 12;
    // Room above for the legend (one line or more) and the total labels, below for two
    // lines of knob labels and the axis title.
    const double top = 4 + categoryLegendHeight(metrics, size.width() - 16, sweepShowsRollout(sweep)) + line * 2.2;
    out.plot = QRectF(left, top, std::max(size.width() - left - 16, 10.0), std::max(size.height() - top - line * 3.6, 10.0));
    out.scaleMax = scaleFor(sweep);
    out.capacityY = out.yFor(sweep.capacity);
    out.firstOom = sweep.firstOom;
    out.ticks = valueTicks(out.scaleMax, unit, std::max(2, static_cast<int>(out.plot.height() / (line * 2.5))));
    const int n = static_cast<int>(sweep.points.size());
    const double slotWidth = n ? out.plot.width() / n : 0;
    out.current = current >= 0 && current < n ? current : -1;
    double labelNeed = 0, totalNeed = 0;
    for (const auto& point : sweep.points) {
        labelNeed = std::max(labelNeed, labelWidth(QString::fromStdString(point.label), metrics) + 8);
        if (point.valid)
            totalNeed = std::max(totalNeed, metrics.advance(formatBytes(point.total, unit)) + 6);
    }
    const int labelEvery = thinning(labelNeed, slotWidth);
    const int totalEvery = thinning(totalNeed, slotWidth);
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
        column.labelShown = i % labelEvery == 0;
        column.label = QRectF(column.slot.center().x() - slotWidth * labelEvery / 2.0, out.plot.bottom() + 4,
                              slotWidth * labelEvery, line * 2.2);
        column.totalShown = i % totalEvery == 0;
        column.totalLabel = QRectF(column.slot.center().x() - slotWidth * totalEvery / 2.0,
                                   column.bar.top() - line - 2, slotWidth * totalEvery, line);
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
