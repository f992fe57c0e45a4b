#include "widgets/common/flow_legend.h"

namespace memledger::widgets {

namespace {

// Lays the items out, calling `draw` with each item and its swatch's square; returns the height.
template <class Draw>
double flow(const TextMetrics& metrics, const QRectF& area, const std::vector<LegendItem>& items, Draw draw)
{
    const double box = metrics.height() * 0.7;
    double x = area.left();
    double y = area.top();
    for (const LegendItem& item : items) {
        const double width = box + 4 + metrics.advance(item.name) + 12;
        if (x + width > area.right() && x > area.left()) {
            x = area.left();
            y += metrics.height();
        }
        draw(item, QRectF(x, y + (metrics.height() - box) / 2, box, box), QPointF(x + box + 4, y + metrics.ascent()));
        x += width;
    }
    return y + metrics.height() - area.top();
}

}  // namespace

double paintLegend(QPainter& painter, const QRectF& area, const std::vector<LegendItem>& items)
{
    return flow(TextMetrics(painter.font()), area, items, [&](const LegendItem& item, QRectF square, QPointF text) {
        painter.fillRect(square, item.swatch);
        painter.drawText(text, item.name);
    });
}

double legendHeight(const TextMetrics& metrics, double width, const std::vector<LegendItem>& items)
{
    return flow(metrics, QRectF(0, 0, width, 0), items, [](const LegendItem&, QRectF, QPointF) {});
}

bool legendShows(model::Category category, bool rollout) { return rollout || category != model::Category::Rollout; }

}  // namespace memledger::widgets
