#include "widgets/sweep_legend.h"

#include <QFontMetricsF>

#include "widgets/category_colors.h"

namespace memledger::widgets {

double paintCategoryLegend(QPainter& painter, const QRectF& area, bool greyedOut)
{
    const QFontMetricsF metrics(painter.font());
    const double box = metrics.height() * 0.7;
    double x = area.left();
    double y = area.top();
    for (int c = 0; c < model::kCategoryCount; ++c) {
        const auto category = static_cast<model::Category>(c);
        const QString name = categoryName(category);
        const double width = box + 4 + metrics.horizontalAdvance(name) + 12;
        if (x + width > area.right() && x > area.left()) {
            x = area.left();
            y += metrics.height();
        }
        const QColor color = greyedOut ? greyed(categoryColor(category)) : categoryColor(category);
        painter.fillRect(QRectF(x, y + (metrics.height() - box) / 2, box, box), color);
        painter.drawText(QPointF(x + box + 4, y + metrics.ascent()), name);
        x += width;
    }
    return y + metrics.height() - area.top();
}

}  // namespace memledger::widgets
