// A legend of swatches and names laid out left to right, wrapping at the area's right
// edge: the charts' keys (the ledger's categories, a map's kinds of block).
#pragma once

#include <vector>

#include <QBrush>
#include <QPainter>
#include <QRectF>
#include <QString>

#include "model/core/term.h"
#include "widgets/common/text_metrics.h"

namespace memledger::widgets {

struct LegendItem {
    QBrush swatch;
    QString name;
};

// Draws the items from `area`'s top-left corner in the painter's pen; returns the height used.
double paintLegend(QPainter& painter, const QRectF& area, const std::vector<LegendItem>& items);
// The height the items take at `width`.
double legendHeight(const TextMetrics& metrics, double width, const std::vector<LegendItem>& items);

// The categories a chart's legend lists: the trainer's always, the rollout engine's only where
// the chart shows an RL job's (the ledger, the sweep).
bool legendShows(model::Category category, bool rollout);

}  // namespace memledger::widgets
