// The sweep chart: memory per GPU stacked by category against one knob, the
// capacity line and the out-of-memory cliff. A sink: it paints the engine's Sweep.
#pragma once

#include <QWidget>

#include "model/explore/sweep.h"
#include "widgets/common/frame_cache.h"
#include "widgets/explore/sweep/sweep_layout.h"

namespace memledger::widgets {

class SweepChart : public QWidget {
    Q_OBJECT
public:
    explicit SweepChart(QWidget* parent = nullptr);

    // `current`: the point that is the live scenario (marked), -1: none of them.
    void setSweep(const model::Sweep& sweep, const QString& axisTitle, bool stale, int current = -1);
    void setUnit(ByteUnit unit);
    int currentPoint() const { return m_current; }
    bool holdsAFrame() const { return m_frame.holdsAFrame(); }   // the next repaint is a blit
    const model::Sweep& sweep() const { return m_sweep; }
    const SweepLayout& sweepLayout() const;

    QSize sizeHint() const override { return {900, 420}; }
    QSize minimumSizeHint() const override { return {360, 180}; }

signals:
    // A click on a column: the window applies that point's value to the live scenario.
    void pointClicked(int point);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    void paintFrame(QPainter& painter) const;
    void paintAxis(QPainter& painter, const SweepLayout& layout) const;
    void paintCliff(QPainter& painter, const SweepLayout& layout) const;
    void paintCliffLabel(QPainter& painter, const SweepLayout& layout) const;
    void paintColumn(QPainter& painter, const SweepColumn& column) const;
    void paintCapacity(QPainter& painter, const SweepLayout& layout) const;
    void paintCurrent(QPainter& painter, const SweepLayout& layout) const;
    QString tooltipFor(int point) const;

    model::Sweep m_sweep;
    QString m_axisTitle;
    bool m_stale = false;
    int m_current = -1;
    ByteUnit m_unit = ByteUnit::GiB;
    mutable SweepLayout m_layout;
    mutable bool m_dirty = true;
    FrameCache m_frame;
};

}  // namespace memledger::widgets
