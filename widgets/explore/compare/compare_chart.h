// The A/B compare chart: paired bars per category and the signed waterfall from
// total(A) to total(B). A sink: it paints the engine's Comparison.
#pragma once

#include <optional>

#include <QWidget>

#include "model/explore/compare.h"
#include "widgets/common/quantity_text.h"
#include "widgets/explore/compare/compare_layout.h"

namespace memledger::widgets {

class CompareChart : public QWidget {
    Q_OBJECT
public:
    explicit CompareChart(QWidget* parent = nullptr);

    void setComparison(const model::Comparison& comparison, bool stale);
    void clear(const QString& placeholder);
    void setUnit(ByteUnit unit);
    // What the key calls A and B (compare_text.h abNames).
    void setNames(const QString& a, const QString& b);
    QString keyText(bool b) const;   // "A: …" / "B: …", as the key writes them
    const std::optional<model::Comparison>& comparison() const { return m_comparison; }
    const CompareLayout& compareLayout() const;

    QSize sizeHint() const override { return {900, 420}; }
    // As tall as every category row needs (the tab scrolls when it has less).
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void paintKey(QPainter& painter) const;
    void paintPaired(QPainter& painter, const CompareLayout& layout) const;
    void paintWaterfall(QPainter& painter, const CompareLayout& layout) const;
    void paintWaterfallRow(QPainter& painter, const CompareLayout& layout, const WaterfallRow& row) const;
    QString rowLabel(const WaterfallRow& row) const;
    QColor color(model::Category category) const;

    std::optional<model::Comparison> m_comparison;
    QString m_placeholder;
    QString m_nameA, m_nameB;
    bool m_stale = false;
    ByteUnit m_unit = ByteUnit::GiB;
    mutable CompareLayout m_layout;
    mutable bool m_dirty = true;
    bool m_labelsAbove = false;
};

}  // namespace memledger::widgets
