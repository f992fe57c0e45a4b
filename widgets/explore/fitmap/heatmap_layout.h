// Pure geometry of the two-knob fit map: one cell per (x, y) of the engine's
// HeatMap, y growing upward, and the fit boundary as a step line along the top of
// the highest fitting cell of each column (HeatMap::boundary). Tested with no window.
#pragma once

#include <vector>

#include <QFontMetricsF>
#include <QPolygonF>
#include <QRectF>

#include "model/explore/sweep.h"
#include "widgets/common/quantity_text.h"

namespace memledger::widgets {

enum class CellState { Fits, OutOfMemory, Invalid };

// What every cell says, the most that fits the narrowest: "1035 GiB", "1035", "1.0k" (in
// the unit, which the legend then names), or nothing (the tooltip still has it).
enum class CellText { Full, Number, Compact, None };

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
    CellText text = CellText::Full;
    int xLabelEvery = 1;             // thinned x labels: every k-th column
    int yLabelEvery = 1;
    int current = -1;                // index into cells of the live scenario's cell, -1: not on the map

    const HeatCell* cellAt(QPointF point) const;
};

CellState cellState(const model::SweepPoint& point);
QString cellText(const model::SweepPoint& point, CellText level, ByteUnit unit);
// `currentX` / `currentY`: the live scenario's indices into xs / ys, -1 when not on the map.
HeatMapLayout layoutHeatMap(const model::HeatMap& map, const QSizeF& size, const QFontMetricsF& metrics,
                            ByteUnit unit = ByteUnit::GiB, int currentX = -1, int currentY = -1);

}  // namespace memledger::widgets
