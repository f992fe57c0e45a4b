// The category legend (swatch + translated name per category) that the sweep and
// compare charts draw along their top edge, in the ledger's colours.
#pragma once

#include <QPainter>
#include <QRectF>

#include "widgets/common/text_metrics.h"
#include "widgets/common/theme.h"

namespace memledger::widgets {

// `rollout`: whether the chart shows an RL job's rollout engine, whose colour is listed then
// only, as in the ledger's legend.
// Draws the legend left to right from `area`'s top-left corner; returns its height.
double paintCategoryLegend(QPainter& painter, const QRectF& area, const Theme& theme, bool stale, bool rollout);
// The height it takes at `width`: one line, or more on a narrow chart.
double categoryLegendHeight(const TextMetrics& metrics, double width, bool rollout);

}  // namespace memledger::widgets
