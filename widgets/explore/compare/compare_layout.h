// Pure geometry of the A/B compare chart: paired bars per category (A above B) on
// the left, the signed per-term waterfall from A's total to B's on the right. Bars
// are the engine's Comparison figures; the only arithmetic is the running sum that
// places each waterfall step and the "other terms" row that closes it on total(B)
// (steps the height cannot show, and the engine's sub-MiB terms). Tested with no window.
#pragma once

#include <vector>

#include <QFontMetricsF>
#include <QRectF>

#include "model/explore/compare.h"

namespace memledger::widgets {

struct PairedRow {
    model::Category category = model::Category::Weights;
    double a = 0, b = 0;     // Comparison::a / b for this category
    QRectF label, barA, barB;
};

enum class WaterfallKind { TotalA, Step, Rest, TotalB };

struct WaterfallRow {
    WaterfallKind kind = WaterfallKind::Step;
    int step = -1;           // index into Comparison::steps (Step rows)
    double from = 0, to = 0; // running total before and after, bytes
    double delta = 0;        // to − from (totals: their own value, from 0)
    QRectF label, bar;
};

struct CompareLayout {
    QRectF pairedTitle, waterfallTitle;
    QRectF pairedPlot, waterfallPlot;
    // On a narrow tab a category's name goes above its two bars instead of beside them,
    // so that the bars keep a readable length (kMinPairedPlotWidth).
    bool pairedLabelsAbove = false;
    double pairedMax = 1;
    double waterfallMin = 0, waterfallMax = 1;   // the axis: the running totals' range, padded
    std::vector<PairedRow> paired;
    std::vector<WaterfallRow> waterfall;

    double pairedX(double bytes) const { return pairedPlot.left() + pairedPlot.width() * bytes / pairedMax; }
    double waterfallX(double bytes) const
    {
        return waterfallPlot.left() + waterfallPlot.width() * (bytes - waterfallMin) / (waterfallMax - waterfallMin);
    }
};

// Category rows never get thinner than kPairedRowLines text lines (their label and two
// bars); a short chart grows taller than `size` instead (the tab scrolls).
inline constexpr double kPairedRowLines = 1.6;
inline constexpr double kPairedRowLinesLabelAbove = 2.8;
inline constexpr double kMinPairedPlotWidth = 160;   // px: the longest bar of a category pair, at least

CompareLayout layoutCompare(const model::Comparison& comparison, const QSizeF& size, const QFontMetricsF& metrics);
// The height at which every category row keeps its label apart from its neighbours', at `width`.
double compareMinimumHeight(const model::Comparison& comparison, const QFontMetricsF& metrics, double width);

}  // namespace memledger::widgets
