#include "widgets/heatmap_layout.h"

#include <algorithm>

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

HeatMapLayout layoutHeatMap(const model::HeatMap& map, const QSizeF& size, const QFontMetricsF& metrics)
{
    HeatMapLayout out;
    const double line = metrics.height();
    const double left = metrics.horizontalAdvance(QStringLiteral("0000000")) + line * 1.8;
    out.plot = QRectF(left, line * 2.2, std::max(size.width() - left - 16, 10.0),
                      std::max(size.height() - line * 5.0, 10.0));
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
