#include "widgets/explore/sweep/sweep_legend.h"

#include "widgets/common/flow_legend.h"
#include "widgets/common/vocabulary.h"

namespace memledger::widgets {

namespace {

std::vector<LegendItem> categoryItems(const Theme& theme, bool stale, bool rollout)
{
    std::vector<LegendItem> items;
    for (int c = 0; c < model::kCategoryCount; ++c) {
        const auto category = static_cast<model::Category>(c);
        if (legendShows(category, rollout))
            items.push_back({theme.category(category, stale), categoryName(category)});
    }
    return items;
}

}  // namespace

double paintCategoryLegend(QPainter& painter, const QRectF& area, const Theme& theme, bool stale, bool rollout)
{
    return paintLegend(painter, area, categoryItems(theme, stale, rollout));
}

double categoryLegendHeight(const TextMetrics& metrics, double width, bool rollout)
{
    // The names' widths do not depend on the colours.
    return legendHeight(metrics, width, categoryItems(Theme(QPalette()), false, rollout));
}

}  // namespace memledger::widgets
