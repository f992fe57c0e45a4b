#include "widgets/explore/compare/compare_chart.h"

#include <QPainter>

#include "widgets/common/theme.h"
#include "widgets/common/vocabulary.h"

namespace memledger::widgets {

CompareChart::CompareChart(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void CompareChart::setComparison(const model::Comparison& comparison, bool stale)
{
    m_comparison = comparison;
    m_stale = stale;
    m_dirty = true;
    updateGeometry();   // its categories set the height it needs
    update();
}

void CompareChart::clear(const QString& placeholder)
{
    m_comparison.reset();
    m_placeholder = placeholder;
    m_dirty = true;
    update();
}

void CompareChart::setUnit(ByteUnit unit)
{
    m_unit = unit;
    update();
}

const CompareLayout& CompareChart::compareLayout() const
{
    if (m_dirty) {
        m_layout = m_comparison ? layoutCompare(*m_comparison, size(), QFontMetricsF(font())) : CompareLayout{};
        m_dirty = false;
    }
    return m_layout;
}

QSize CompareChart::minimumSizeHint() const
{
    const int height = m_comparison ? static_cast<int>(compareMinimumHeight(*m_comparison, QFontMetricsF(font()), width())) : 120;
    return {420, std::max(120, height)};
}

void CompareChart::resizeEvent(QResizeEvent* event)
{
    m_dirty = true;
    // Category names above their bars need taller rows: the minimum height follows the width.
    if (m_comparison && compareLayout().pairedLabelsAbove != m_labelsAbove) {
        m_labelsAbove = compareLayout().pairedLabelsAbove;
        updateGeometry();
    }
    QWidget::resizeEvent(event);
}

QColor CompareChart::color(model::Category category) const
{
    return Theme(palette()).category(category, m_stale);
}

void CompareChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    if (!m_comparison) {
        painter.setPen(palette().placeholderText().color());
        painter.drawText(rect().adjusted(16, 16, -16, -16), Qt::AlignCenter | Qt::TextWordWrap, m_placeholder);
        return;
    }
    const CompareLayout& layout = compareLayout();
    paintKey(painter);
    paintPaired(painter, layout);
    paintWaterfall(painter, layout);
}

void CompareChart::setNames(const QString& a, const QString& b)
{
    if (a == m_nameA && b == m_nameB)
        return;
    m_nameA = a;
    m_nameB = b;
    update();
}

QString CompareChart::keyText(bool b) const
{
    if (b)
        return m_nameB.isEmpty() ? tr("B (live scenario)") : tr("B: %1 (live)").arg(m_nameB);
    return m_nameA.isEmpty() ? tr("A (pinned)") : tr("A: %1 (pinned)").arg(m_nameA);
}

// A's swatch light, B's solid, as the bars are; each name within half the width.
void CompareChart::paintKey(QPainter& painter) const
{
    const double box = fontMetrics().height() * 0.8;
    const QColor sample = color(model::Category::Weights);
    QColor light = sample;
    light.setAlpha(90);
    const double room = std::max(40.0, (width() - 16) / 2.0 - box - 24);
    const QString a = fontMetrics().elidedText(keyText(false), Qt::ElideRight, static_cast<int>(room));
    const QString b = fontMetrics().elidedText(keyText(true), Qt::ElideRight, static_cast<int>(room));
    painter.setPen(sample);
    painter.fillRect(QRectF(8, 4, box, box), light);
    painter.drawRect(QRectF(8, 4, box, box));
    painter.setPen(palette().text().color());
    painter.drawText(QPointF(8 + box + 4, 4 + fontMetrics().ascent() - 1), a);
    const double x = 8 + box + 20 + fontMetrics().horizontalAdvance(a);
    painter.fillRect(QRectF(x, 4, box, box), sample);
    painter.drawText(QPointF(x + box + 4, 4 + fontMetrics().ascent() - 1), b);
}

void CompareChart::paintPaired(QPainter& painter, const CompareLayout& layout) const
{
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(palette().text().color());
    const QFontMetricsF boldMetrics(bold);
    // Headings elide rather than run into each other on a narrow tab; the axis note goes first.
    painter.drawText(layout.pairedTitle, Qt::AlignLeft | Qt::AlignVCenter,
                     boldMetrics.elidedText(tr("By category (worst stage, at its peak)"), Qt::ElideRight, layout.pairedTitle.width()));
    const QString axis = tr("axis from %1").arg(formatBytes(layout.waterfallMin, m_unit));
    const QString title = tr("Term by term: A \u2192 B");
    const double axisWidth = QFontMetricsF(font()).horizontalAdvance(axis) + 12;
    const bool axisFits = boldMetrics.horizontalAdvance(title) + axisWidth <= layout.waterfallTitle.width();
    painter.drawText(layout.waterfallTitle, Qt::AlignLeft | Qt::AlignVCenter,
                     boldMetrics.elidedText(title, Qt::ElideRight, layout.waterfallTitle.width()));
    painter.setFont(font());
    if (axisFits) {
        painter.setPen(palette().placeholderText().color());
        painter.drawText(layout.waterfallTitle, Qt::AlignRight | Qt::AlignVCenter, axis);
    }
    for (const auto& row : layout.paired) {
        painter.setPen(palette().text().color());
        painter.drawText(row.label, (layout.pairedLabelsAbove ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter,
                         categoryName(row.category));
        QColor light = color(row.category);
        light.setAlpha(90);
        painter.fillRect(row.barA, light);
        painter.setPen(color(row.category));
        painter.drawRect(row.barA);
        painter.fillRect(row.barB, color(row.category));
        painter.setPen(palette().text().color());
        for (const auto& [bar, bytes] : {std::pair{row.barA, row.a}, std::pair{row.barB, row.b}})
            painter.drawText(QRectF(bar.right() + 4, bar.top() - 2, 200, bar.height() + 4), Qt::AlignLeft | Qt::AlignVCenter,
                             formatBytes(bytes, m_unit));
    }
}

void CompareChart::paintWaterfall(QPainter& painter, const CompareLayout& layout) const
{
    for (std::size_t i = 0; i < layout.waterfall.size(); ++i) {
        const auto& row = layout.waterfall[i];
        paintWaterfallRow(painter, layout, row);
        if (i + 1 < layout.waterfall.size()) {
            // The connector carries the running total down to the next step.
            const double x = layout.waterfallX(row.to);
            painter.setPen(QPen(palette().text().color(), 0, Qt::DotLine));
            painter.drawLine(QPointF(x, row.bar.bottom()), QPointF(x, layout.waterfall[i + 1].bar.top()));
        }
    }
}

void CompareChart::paintWaterfallRow(QPainter& painter, const CompareLayout& layout, const WaterfallRow& row) const
{
    const bool total = row.kind == WaterfallKind::TotalA || row.kind == WaterfallKind::TotalB;
    QColor fill = total ? palette().text().color() : palette().mid().color();
    if (row.kind == WaterfallKind::Step)
        fill = color(m_comparison->steps[static_cast<std::size_t>(row.step)].category);
    painter.fillRect(row.bar, fill);
    if (row.kind == WaterfallKind::Step && row.delta < 0) {
        // Savings are hatched so the sign reads without colour.
        painter.fillRect(row.bar, QBrush(palette().base().color(), Qt::BDiagPattern));
    }
    QFont f = font();
    f.setBold(total);
    painter.setFont(f);
    painter.setPen(palette().text().color());
    painter.drawText(row.label, Qt::AlignRight | Qt::AlignVCenter,
                     QFontMetricsF(f).elidedText(rowLabel(row), Qt::ElideRight, row.label.width()));
    const QString value = total ? formatBytes(row.delta, m_unit) : formatSignedBytes(row.delta, m_unit);
    const double x = std::max(row.bar.right(), layout.waterfallX(std::max(row.from, row.to))) + 4;
    painter.drawText(QRectF(x, row.bar.top() - 2, 200, row.bar.height() + 4), Qt::AlignLeft | Qt::AlignVCenter, value);
    painter.setFont(font());
}

QString CompareChart::rowLabel(const WaterfallRow& row) const
{
    switch (row.kind) {
    case WaterfallKind::TotalA: return tr("A total");
    case WaterfallKind::TotalB: return tr("B total");
    case WaterfallKind::Rest: return tr("other terms");
    case WaterfallKind::Step: break;
    }
    return termLabel(m_comparison->steps[static_cast<std::size_t>(row.step)].label);
}

}  // namespace memledger::widgets
