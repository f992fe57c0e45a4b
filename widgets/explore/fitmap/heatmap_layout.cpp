#include "widgets/explore/fitmap/heatmap_layout.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace memledger::widgets {

namespace {

QPolygonF boundaryLine(const model::HeatMap& map, const HeatMapLayout& layout, double cellWidth, double cellHeight)
{
    QPolygonF line;
    for (std::size_t x = 0; x < map.xs.size(); ++x) {
        const int top = map.boundary[x];
        // Row `top` spans [bottom − (top+1)·h, bottom − top·h]; nothing fits: the axis itself.
        const double y = layout.plot.bottom() - (top + 1) * cellHeight;
        const double left = layout.plot.left() + static_cast<double>(x) * cellWidth;
        line << QPointF(left, y) << QPointF(left + cellWidth, y);
    }
    return line;
}

}  // namespace

CellState cellState(const model::SweepPoint& point)
{
    if (!point.valid)
        return CellState::Invalid;
    return point.fits ? CellState::Fits : CellState::OutOfMemory;
}

QString cellText(const model::SweepPoint& point, CellText level, ByteUnit unit)
{
    if (level == CellText::None)
        return {};
    if (!point.valid)
        return level == CellText::Full ? QCoreApplication::translate("HeatMap", "invalid") : QStringLiteral("–");
    const double value = point.total / model::bytesPerUnit(unit);
    switch (level) {
    case CellText::Full: return formatBytes(point.total, unit);
    case CellText::Number: return QString::number(std::llround(value));
    case CellText::Compact:
        return value < 1000    ? QString::number(std::llround(value))
               : value < 10000 ? QCoreApplication::translate("HeatMap", "%1k").arg(value / 1000, 0, 'f', 1)
                               : QCoreApplication::translate("HeatMap", "%1k").arg(std::llround(value / 1000));
    case CellText::None: break;
    }
    return {};
}

namespace {

// The most the narrowest cell can say, the same level for every cell.
CellText textLevel(const model::HeatMap& map, double cellWidth, double cellHeight, const QFontMetricsF& metrics,
                   ByteUnit unit)
{
    if (metrics.height() > cellHeight)
        return CellText::None;
    for (const CellText level : {CellText::Full, CellText::Number, CellText::Compact}) {
        double widest = 0;
        for (const auto& row : map.cells)
            for (const auto& point : row)
                widest = std::max(widest, metrics.horizontalAdvance(cellText(point, level, unit)));
        if (widest + 6 <= cellWidth)
            return level;
    }
    return CellText::None;
}

template <class Values>
int labelEvery(const Values& values, double room, const QFontMetricsF& metrics)
{
    double widest = 0;
    for (const auto value : values)
        widest = std::max(widest, metrics.horizontalAdvance(QString::number(value)) + 8);
    return room > 0 ? std::max(1, static_cast<int>(std::ceil(widest / room))) : 1;
}

}  // namespace

HeatMapLayout layoutHeatMap(const model::HeatMap& map, const QSizeF& size, const QFontMetricsF& metrics, ByteUnit unit,
                            int currentX, int currentY)
{
    HeatMapLayout out;
    const double line = metrics.height();
    const double left = metrics.horizontalAdvance(QStringLiteral("0000000")) + line * 1.8;
    // Two legend lines above (the states and the boundary; what the cells say), the
    // knob values and the axis title below.
    out.plot = QRectF(left, line * 3.2, std::max(size.width() - left - 16, 10.0),
                      std::max(size.height() - line * 6.0, 10.0));
    const std::size_t nx = map.xs.size(), ny = map.ys.size();
    if (nx == 0 || ny == 0)
        return out;
    const double w = out.plot.width() / static_cast<double>(nx);
    const double h = out.plot.height() / static_cast<double>(ny);
    for (std::size_t y = 0; y < ny; ++y) {
        const double top = out.plot.bottom() - static_cast<double>(y + 1) * h;
        out.yLabels.emplace_back(0, top, left - line * 1.8 - 6, h);
        for (std::size_t x = 0; x < nx; ++x)
            out.cells.push_back({static_cast<int>(x), static_cast<int>(y), cellState(map.cells[y][x]),
                                 QRectF(out.plot.left() + static_cast<double>(x) * w, top, w, h)});
    }
    for (std::size_t x = 0; x < nx; ++x)
        out.xLabels.emplace_back(out.plot.left() + static_cast<double>(x) * w, out.plot.bottom() + 4, w, line * 1.2);
    out.boundary = boundaryLine(map, out, w, h);
    out.text = textLevel(map, w, h, metrics, unit);
    out.xLabelEvery = labelEvery(map.xs, w, metrics);
    out.yLabelEvery = std::max(1, static_cast<int>(std::ceil(line / h)));
    if (currentX >= 0 && currentY >= 0 && static_cast<std::size_t>(currentX) < nx && static_cast<std::size_t>(currentY) < ny)
        out.current = static_cast<int>(static_cast<std::size_t>(currentY) * nx + static_cast<std::size_t>(currentX));
    return out;
}

const HeatCell* HeatMapLayout::cellAt(QPointF point) const
{
    for (const auto& cell : cells)
        if (cell.rect.contains(point))
            return &cell;
    return nullptr;
}

}  // namespace memledger::widgets
