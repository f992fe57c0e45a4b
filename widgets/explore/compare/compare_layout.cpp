#include "widgets/explore/compare/compare_layout.h"

#include <algorithm>
#include <cmath>

#include "widgets/common/vocabulary.h"

namespace memledger::widgets {

namespace {

void layoutPaired(const model::Comparison& c, CompareLayout& out, double line)
{
    std::vector<int> shown;
    for (int i = 0; i < model::kCategoryCount; ++i)
        if (c.a[static_cast<std::size_t>(i)] > 0 || c.b[static_cast<std::size_t>(i)] > 0) {
            shown.push_back(i);
            out.pairedMax = std::max({out.pairedMax, c.a[static_cast<std::size_t>(i)], c.b[static_cast<std::size_t>(i)]});
        }
    out.pairedMax *= 1.05;
    const bool above = out.pairedLabelsAbove;
    const double labelLines = above ? 1.0 : 0.0;   // the name's own line, above the bars
    const double rowHeight = std::clamp(out.pairedPlot.height() / static_cast<double>(std::max<std::size_t>(shown.size(), 1)),
                                        line * (above ? kPairedRowLinesLabelAbove : kPairedRowLines),
                                        line * (3.2 + labelLines));
    const double bar = std::max(std::min((rowHeight - line * labelLines) * 0.36, line * 1.1), 2.0);
    double y = out.pairedPlot.top();
    for (int i : shown) {
        PairedRow row;
        row.category = static_cast<model::Category>(i);
        row.a = c.a[static_cast<std::size_t>(i)];
        row.b = c.b[static_cast<std::size_t>(i)];
        row.label = above ? QRectF(out.pairedPlot.left(), y, out.pairedTitle.width(), line)
                          : QRectF(0, y, out.pairedPlot.left() - 8, rowHeight);
        const double barsTop = y + line * labelLines;
        const double top = barsTop + (rowHeight - line * labelLines - 2 * bar - 2) / 2;
        row.barA = QRectF(out.pairedPlot.left(), top, out.pairedX(row.a) - out.pairedPlot.left(), bar);
        row.barB = QRectF(out.pairedPlot.left(), top + bar + 2, out.pairedX(row.b) - out.pairedPlot.left(), bar);
        out.paired.push_back(row);
        y += rowHeight;
    }
}

std::vector<WaterfallRow> waterfallRows(const model::Comparison& c, std::size_t maxSteps)
{
    std::vector<WaterfallRow> rows;
    rows.push_back({WaterfallKind::TotalA, -1, 0, c.totalA, c.totalA, {}, {}});
    double running = c.totalA;
    const std::size_t steps = std::min(maxSteps, c.steps.size());
    for (std::size_t i = 0; i < steps; ++i) {
        const double delta = c.steps[i].delta;
        rows.push_back({WaterfallKind::Step, static_cast<int>(i), running, running + delta, delta, {}, {}});
        running += delta;
    }
    // Closes the waterfall on total(B): the steps not shown and the sub-MiB terms the engine dropped.
    const double rest = c.totalB - running;
    if (steps < c.steps.size() || std::abs(rest) >= 1024.0)
        rows.push_back({WaterfallKind::Rest, -1, running, c.totalB, rest, {}, {}});
    rows.push_back({WaterfallKind::TotalB, -1, 0, c.totalB, c.totalB, {}, {}});
    return rows;
}

void layoutWaterfall(const model::Comparison& c, CompareLayout& out, double line)
{
    const double rowHeight = line * 1.5;
    const auto fitRows = static_cast<std::size_t>(std::max(out.waterfallPlot.height() / rowHeight, 4.0));
    out.waterfall = waterfallRows(c, fitRows - 3);
    // The axis spans the running totals, not 0..max: a 2 GiB step next to an 80 GiB
    // total would be a few pixels wide. Totals are drawn from the axis start.
    double lo = c.totalA, hi = c.totalA;
    for (const auto& row : out.waterfall)
        if (row.kind == WaterfallKind::Step || row.kind == WaterfallKind::Rest) {
            lo = std::min({lo, row.from, row.to});
            hi = std::max({hi, row.from, row.to});
        }
    lo = std::min(lo, c.totalB);
    hi = std::max(hi, c.totalB);
    const double span = std::max(hi - lo, 1.0);
    out.waterfallMin = std::max(0.0, lo - span * 0.6);
    out.waterfallMax = hi + span * 0.05;
    double y = out.waterfallPlot.top();
    for (auto& row : out.waterfall) {
        row.label = QRectF(out.waterfallTitle.left(), y, out.waterfallPlot.left() - out.waterfallTitle.left() - 8, rowHeight);
        const double x0 = out.waterfallX(std::max(std::min(row.from, row.to), out.waterfallMin));
        const double x1 = out.waterfallX(std::max(row.from, row.to));
        row.bar = QRectF(x0, y + rowHeight * 0.15, std::max(x1 - x0, 1.0), rowHeight * 0.7);
        y += rowHeight;
    }
}

int shownCategories(const model::Comparison& c)
{
    int shown = 0;
    for (int i = 0; i < model::kCategoryCount; ++i)
        shown += c.a[static_cast<std::size_t>(i)] > 0 || c.b[static_cast<std::size_t>(i)] > 0;
    return shown;
}

constexpr double kTopLines = 2.6;   // the key and the titles above both plots

}  // namespace

namespace {

double pairedLabelWidth(const QFontMetricsF& metrics)
{
    double width = 0;
    for (int c = 0; c < model::kCategoryCount; ++c)
        width = std::max(width, metrics.horizontalAdvance(categoryName(static_cast<model::Category>(c))) + 16);
    return width;
}

// Room on a plot's right for the value text ("−18.2 GiB").
double valueRoom(const QFontMetricsF& metrics)
{
    return metrics.horizontalAdvance(QStringLiteral("−888.8 GiB")) + 10;
}

double pairedWidth(double width) { return width * 0.45; }

bool labelsAbove(const QFontMetricsF& metrics, double width)
{
    return pairedWidth(width) - pairedLabelWidth(metrics) - valueRoom(metrics) < kMinPairedPlotWidth;
}

}  // namespace

double compareMinimumHeight(const model::Comparison& comparison, const QFontMetricsF& metrics, double width)
{
    const double line = metrics.height();
    const double rowLines = labelsAbove(metrics, width) ? kPairedRowLinesLabelAbove : kPairedRowLines;
    const double paired = shownCategories(comparison) * line * rowLines;
    const double waterfall = 4 * line * 1.5;   // total A, one step, the rest, total B
    return std::ceil(line * kTopLines + std::max(paired, waterfall) + 8);
}

CompareLayout layoutCompare(const model::Comparison& comparison, const QSizeF& size, const QFontMetricsF& metrics)
{
    CompareLayout out;
    const double line = metrics.height();
    const double half = pairedWidth(size.width());
    const double pairedLabel = pairedLabelWidth(metrics);
    const double waterfallLabel = std::min(size.width() * 0.25, metrics.horizontalAdvance(QLatin1Char('x')) * 36.0);
    const double values = valueRoom(metrics);
    const double top = line * kTopLines, height = std::max(size.height() - top - 8, 10.0);
    out.pairedTitle = QRectF(8, line * 1.4, half - 16, line * 1.2);
    out.pairedLabelsAbove = labelsAbove(metrics, size.width());
    const double plotLeft = out.pairedLabelsAbove ? 8 : pairedLabel;
    out.pairedPlot = QRectF(plotLeft, top, std::max(half - plotLeft - values, 10.0), height);
    out.waterfallTitle = QRectF(half + 16, line * 1.4, size.width() - half - 24, line * 1.2);
    const double wLeft = half + 16 + waterfallLabel;
    out.waterfallPlot = QRectF(wLeft, top, std::max(size.width() - wLeft - values, 10.0), height);
    layoutPaired(comparison, out, line);
    layoutWaterfall(comparison, out, line);
    return out;
}

}  // namespace memledger::widgets
