// The fit map: a grid of fit / out-of-memory / invalid cells over two knobs with
// the fit boundary drawn. A sink: it paints the engine's HeatMap.
#pragma once

#include <QWidget>

#include "model/explore/sweep.h"
#include "widgets/common/quantity_text.h"
#include "widgets/explore/fitmap/heatmap_layout.h"

namespace memledger::widgets {

class HeatMapChart : public QWidget {
    Q_OBJECT
public:
    explicit HeatMapChart(QWidget* parent = nullptr);

    // `currentX` / `currentY`: the live scenario's cell (marked), -1 when not on the map.
    void setHeatMap(const model::HeatMap& map, bool stale, int currentX = -1, int currentY = -1);
    void setUnit(ByteUnit unit);
    const model::HeatMap& heatMap() const { return m_map; }
    const HeatMapLayout& heatMapLayout() const;

    QSize sizeHint() const override { return {900, 420}; }
    QSize minimumSizeHint() const override { return {360, 180}; }

signals:
    // A click on a cell (indices into xs, ys): the window applies both values.
    void cellClicked(int x, int y);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    void paintLegend(QPainter& painter, const HeatMapLayout& layout) const;
    void paintCell(QPainter& painter, const HeatCell& cell, CellText level) const;
    void paintAxes(QPainter& painter, const HeatMapLayout& layout) const;
    QColor fill(CellState state) const;

    model::HeatMap m_map;
    bool m_stale = false;
    int m_currentX = -1;
    int m_currentY = -1;
    ByteUnit m_unit = ByteUnit::GiB;
    mutable HeatMapLayout m_layout;
    mutable bool m_dirty = true;
};

}  // namespace memledger::widgets
