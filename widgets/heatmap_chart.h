// The fit map: a grid of fit / out-of-memory / invalid cells over two knobs with
// the fit boundary drawn. A sink: it paints the engine's HeatMap.
#pragma once

#include <QWidget>

#include "model/sweep.h"
#include "widgets/byte_format.h"
#include "widgets/heatmap_layout.h"

namespace memledger::widgets {

class HeatMapChart : public QWidget {
    Q_OBJECT
public:
    explicit HeatMapChart(QWidget* parent = nullptr);

    void setHeatMap(const model::HeatMap& map, bool stale);
    void setUnit(ByteUnit unit);
    const model::HeatMap& heatMap() const { return m_map; }
    const HeatMapLayout& heatMapLayout() const;

    QSize sizeHint() const override { return {900, 420}; }
    QSize minimumSizeHint() const override { return {360, 240}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    void paintLegend(QPainter& painter) const;
    void paintCell(QPainter& painter, const HeatCell& cell) const;
    void paintAxes(QPainter& painter, const HeatMapLayout& layout) const;
    QColor fill(CellState state) const;

    model::HeatMap m_map;
    bool m_stale = false;
    ByteUnit m_unit = ByteUnit::GiB;
    mutable HeatMapLayout m_layout;
    mutable bool m_dirty = true;
};

}  // namespace memledger::widgets
