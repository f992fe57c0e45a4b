// Pure geometry of the two-knob fit map: one cell per (x, y) of the engine's
// HeatMap, y growing upward, and the fit boundary as a step line along the top of
// the highest fitting cell of each column (HeatMap::boundary). Tested with no window.
#pragma once

#include <vector>

#include <QFontMetricsF>
#include <QPolygonF>
#include <QRectF>

#include "model/sweep.h"

namespace memledger::widgets {

enum class CellState { Fits, OutOfMemory, Invalid };

struct HeatCell {
    int x = 0, y = 0;        // indices into HeatMap::xs, ys
    CellState state = CellState::Invalid;
    QRectF rect;
};

struct HeatMapLayout {
    QRectF plot;
    std::vector<HeatCell> cells;     // row by row, y = 0 first
    std::vector<QRectF> xLabels;     // under each column
    std::vector<QRectF> yLabels;     // left of each row
    QPolygonF boundary;              // empty when the map is empty

    const HeatCell* cellAt(QPointF point) const;
};

CellState cellState(const model::SweepPoint& point);
HeatMapLayout layoutHeatMap(const model::HeatMap& map, const QSizeF& size, const QFontMetricsF& metrics);

}  // namespace memledger::widgets
