#include "widgets/allocator/memory_map_chart.h"

#include <algorithm>
#include <cmath>

#include <QPainter>

#include "widgets/common/flow_legend.h"
#include "widgets/common/theme.h"

namespace memledger::widgets {

namespace {

constexpr double kRowGap = 3;
constexpr double kLeastMarkedWidth = 6;   // pixels a segment needs to have its start marked

// The strip: `rows` rows of `plot`'s width, `bytesPerRow` bytes each.
struct Strip {
    QRectF plot;
    int rows = 1;
    double rowHeight = 1;
    double bytesPerRow = 1;

    // Fills [start, end) bytes of the strip, row by row.
    template <class Fill>
    void span(double start, double end, Fill fill) const
    {
        while (end - start > 0) {
            double row = std::floor(start / bytesPerRow);
            // Rounding can leave `start` on the end of the row it computes: go on to the next.
            if ((row + 1) * bytesPerRow <= start)
                row += 1;
            const double rowEnd = std::min(end, (row + 1) * bytesPerRow);
            const double x0 = plot.left() + (start - row * bytesPerRow) / bytesPerRow * plot.width();
            const double x1 = plot.left() + (rowEnd - row * bytesPerRow) / bytesPerRow * plot.width();
            const double y = plot.top() + row * (rowHeight + kRowGap);
            // At least a hairline: a block smaller than a pixel is still there.
            fill(QRectF(x0, y, std::max(x1 - x0, 0.75), rowHeight));
            start = rowEnd;
        }
    }
};

// As many rows as keep each at least `minimum` pixels tall, at most one per segment's worth.
Strip layOut(const QRectF& plot, double reserved, std::size_t segments, double minimum)
{
    Strip strip;
    strip.plot = plot;
    const int fit = std::max(1, static_cast<int>((plot.height() + kRowGap) / (minimum + kRowGap)));
    strip.rows = std::clamp(static_cast<int>(segments), 1, fit);
    strip.rowHeight = (plot.height() + kRowGap) / strip.rows - kRowGap;
    strip.bytesPerRow = std::max(reserved, 1.0) / strip.rows;
    return strip;
}

}  // namespace

MemoryMapChart::MemoryMapChart(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void MemoryMapChart::setMap(MemoryMap map, const QString& title, bool stale)
{
    m_map = std::move(map);
    m_title = title;
    m_stale = stale;
    update();
}

void MemoryMapChart::setUnit(ByteUnit unit)
{
    m_unit = unit;
    update();
}

void MemoryMapChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const Theme theme(palette());
    const TextMetrics metrics(font());
    const QColor text = palette().text().color();
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(text);
    p.drawText(QRectF(8, 4, width() - 16, metrics.height()), Qt::AlignLeft | Qt::AlignVCenter,
               metrics.elidedText(m_title, Qt::ElideRight, width() - 16));
    p.setFont(font());
    const double reserved = m_map.reserved();
    if (m_map.segments.empty() || reserved <= 0) {
        p.setPen(palette().placeholderText().color());
        p.drawText(rect(), Qt::AlignCenter, tr("No segments at the peak."));
        return;
    }
    const QColor freeInk = theme.mutedText();
    const QBrush freeBrush(freeInk, Qt::BDiagPattern);
    // Only the kinds the map holds, then the free bytes.
    std::vector<bool> present(m_map.kinds.size(), false);
    for (const MapSegment& segment : m_map.segments)
        for (const MapBlock& block : segment.blocks)
            if (block.kind >= 0 && static_cast<std::size_t>(block.kind) < present.size())
                present[static_cast<std::size_t>(block.kind)] = true;
    std::vector<LegendItem> legend;
    for (std::size_t k = 0; k < m_map.kinds.size(); ++k)
        if (present[k])
            legend.push_back({m_stale ? theme.stale(m_map.kinds[k].color) : m_map.kinds[k].color, m_map.kinds[k].name});
    legend.push_back({freeBrush, tr("reserved, free (%1)").arg(formatBytes(reserved - m_map.used(), m_unit))});
    const double legendTop = 6 + metrics.height();
    const double legendBottom = legendTop + legendHeight(metrics, width() - 16, legend);
    p.setPen(text);
    paintLegend(p, QRectF(8, legendTop, width() - 16, 0), legend);

    const QRectF plot(8, legendBottom + 6, width() - 16, height() - legendBottom - metrics.height() - 14);
    if (plot.height() < 8)
        return;
    const Strip strip = layOut(plot, reserved, m_map.segments.size(), std::max(6.0, metrics.height() * 0.6));
    double start = 0;
    for (const MapSegment& segment : m_map.segments) {
        strip.span(start, start + segment.size, [&](const QRectF& r) {
            p.fillRect(r, palette().base());
            p.fillRect(r, freeBrush);
        });
        for (const MapBlock& block : segment.blocks) {
            const bool known = block.kind >= 0 && static_cast<std::size_t>(block.kind) < m_map.kinds.size();
            const QColor color = known ? m_map.kinds[static_cast<std::size_t>(block.kind)].color : freeInk;
            strip.span(start + block.offset, start + block.offset + block.size,
                       [&](const QRectF& r) { p.fillRect(r, m_stale ? theme.stale(color) : color); });
        }
        // Where one segment ends and the next begins, a cudaMalloc boundary, where there is
        // room to see it: a line per 2 MiB segment would paint small pools solid.
        if (segment.size / strip.bytesPerRow * plot.width() >= kLeastMarkedWidth)
            strip.span(start, start + std::min(segment.size, strip.bytesPerRow / plot.width()),
                       [&](const QRectF& r) { p.fillRect(QRectF(r.left(), r.top(), 1, r.height()), text); });
        start += segment.size;
    }
    p.setPen(text);
    const QString footer = tr("%Ln segment(s), %1, %2 a row", "", static_cast<int>(m_map.segments.size()))
                               .arg(formatBytes(reserved, m_unit), formatBytes(strip.bytesPerRow, m_unit));
    p.drawText(QRectF(plot.left(), plot.bottom() + 4, plot.width(), metrics.height()), Qt::AlignLeft,
               metrics.elidedText(footer, Qt::ElideRight, plot.width()));
}

}  // namespace memledger::widgets
