// Memory over the replayed steps (or a measured trace): what the allocator reserved and
// what it handed to tensors after each event, the band between them its fragmentation,
// with the steps' starts, the device's limit and an out-of-memory mark.
#pragma once

#include <QWidget>

#include "widgets/allocator/allocator_series.h"
#include "widgets/common/quantity_text.h"

namespace memledger::widgets {

class MemoryCurveChart : public QWidget {
    Q_OBJECT
public:
    explicit MemoryCurveChart(QWidget* parent = nullptr);

    void setCurve(MemoryCurve curve, const QString& title, bool stale);
    void setUnit(ByteUnit unit);
    // The plot reaches at least this high: two charts set side by side share one scale.
    void setScaleFloor(double bytes);
    const MemoryCurve& curve() const { return m_curve; }
    QString title() const { return m_title; }

    QSize sizeHint() const override { return {520, 260}; }
    QSize minimumSizeHint() const override { return {260, 160}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    MemoryCurve m_curve;
    QString m_title;
    ByteUnit m_unit = ByteUnit::GiB;
    bool m_stale = false;
    double m_scaleFloor = 0;
};

}  // namespace memledger::widgets
