// The planner's answer as a chart (Qt Charts): every candidate layout as a point of
// memory per GPU against simulated step time, the Pareto front highlighted and joined,
// the GPU's capacity as a line. Hovering a point shows its layout; clicking it asks for
// that layout to be applied. A sink: it plots the engine's PlanResult, nothing more.
#pragma once

#include <vector>

#include <QChartView>

#include "model/explore/planner.h"
#include "widgets/common/quantity_text.h"

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace memledger::widgets {

class PlannerTable;

class ParetoChart : public QChartView {
    Q_OBJECT
public:
    // `table` puts a layout into words (its tooltip) in the table's unit.
    explicit ParetoChart(const PlannerTable& table, QWidget* parent = nullptr);

    void setResult(const model::PlanResult& result);
    void setUnit(ByteUnit unit);

    // The plotted candidates: the front's points and the rest, each in candidate order.
    QScatterSeries* frontSeries() const { return m_front; }
    QScatterSeries* otherSeries() const { return m_others; }
    QLineSeries* capacitySeries() const { return m_capacity; }
    // The candidate (index into PlanResult::candidates) a series' point stands for.
    int candidateOf(const QScatterSeries* series, int point) const;
    // Where candidate `index` is drawn, in viewport coordinates; null when it is not plotted.
    QPoint viewportPosition(int candidate) const;

    QSize sizeHint() const override { return {480, 320}; }
    QSize minimumSizeHint() const override { return {280, 220}; }

signals:
    void layoutClicked(const memledger::model::Scenario& layout);

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void replot();
    void applyPalette();
    void fitAxes(double capacity);
    int candidateAt(const QScatterSeries* series, const QPointF& value) const;
    void showTip(const QScatterSeries* series, const QPointF& value, bool entered);
    void clicked(const QScatterSeries* series, const QPointF& value);
    double capacity() const;

    const PlannerTable& m_table;
    model::PlanResult m_result;
    ByteUnit m_unit = ByteUnit::GiB;
    std::vector<int> m_frontCandidates;   // by point of m_front
    std::vector<int> m_otherCandidates;   // by point of m_others
    QScatterSeries* m_front = nullptr;
    QScatterSeries* m_others = nullptr;
    QLineSeries* m_frontLine = nullptr;
    QLineSeries* m_capacity = nullptr;
    QValueAxis* m_time = nullptr;
    QValueAxis* m_memory = nullptr;
};

}  // namespace memledger::widgets
