#include "widgets/explore/sweep_legend.h"

#include <QFontMetricsF>

#include "widgets/common/vocabulary.h"

namespace memledger::widgets {

namespace {

// Lays the items out left to right, wrapping at `area`'s right edge; `draw` gets each
// item's category and top-left corner. Returns the height used.
template <class Draw>
double flowLegend(const QFontMetricsF& metrics, const QRectF& area, Draw draw)
{
    const double box = metrics.height() * 0.7;
    double x = area.left();
    double y = area.top();
    for (int c = 0; c < model::kCategoryCount; ++c) {
        const auto category = static_cast<model::Category>(c);
        const double width = box + 4 + metrics.horizontalAdvance(categoryName(category)) + 12;
        if (x + width > area.right() && x > area.left()) {
            x = area.left();
            y += metrics.height();
        }
        draw(category, QPointF(x, y), box);
        x += width;
    }
    return y + metrics.height() - area.top();
}

}  // namespace

double paintCategoryLegend(QPainter& painter, const QRectF& area, const Theme& theme, bool stale)
{
    const QFontMetricsF metrics(painter.font());
    return flowLegend(metrics, area, [&](model::Category category, QPointF at, double box) {
        painter.fillRect(QRectF(at.x(), at.y() + (metrics.height() - box) / 2, box, box), theme.category(category, stale));
        painter.drawText(QPointF(at.x() + box + 4, at.y() + metrics.ascent()), categoryName(category));
    });
}

double categoryLegendHeight(const QFontMetricsF& metrics, double width)
{
    return flowLegend(metrics, QRectF(0, 0, width, 0), [](model::Category, QPointF, double) {});
}

}  // namespace memledger::widgets
