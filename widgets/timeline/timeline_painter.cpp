#include "widgets/timeline/timeline_painter.h"

#include <QCoreApplication>
#include <QPainter>

#include "widgets/common/theme.h"
#include "widgets/common/view_text.h"
#include "widgets/common/vocabulary.h"
#include "widgets/timeline/timeline_text.h"

namespace memledger::widgets {

namespace {

void paintFrame(QPainter& p, const TimelineLayout& layout, const TimelinePaintState& state)
{
    const QPalette& pal = state.palette;
    for (int i = 0; i < model::kLaneCount; ++i) {
        const QRectF lane = layout.laneRect(static_cast<model::Lane>(i));
        if (i % 2 == 1)
            p.fillRect(QRectF(0, lane.top(), lane.right(), lane.height()), pal.color(QPalette::AlternateBase));
        p.setPen(pal.color(QPalette::Text));
        p.drawText(layout.laneLabelRect(lane.top(), lane.height()),
                   Qt::AlignVCenter | Qt::AlignLeft, laneName(static_cast<model::Lane>(i)));
    }
    const QRectF memory = layout.memoryRect();
    p.drawText(layout.laneLabelRect(memory.top(), memory.height()),
               Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, TimelineText::tr("GPU memory"));
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(QPointF(memory.left(), memory.top()), QPointF(memory.right(), memory.top()));
}

void paintAxis(QPainter& p, const TimelineLayout& layout, const TimelinePaintState& state)
{
    double step = 0;
    const QRectF axis = layout.axisRect();
    const QRectF plot = layout.plot();
    double lastRight = -1e9;
    for (const TimelineTick& tick : layout.ticks(step)) {
        p.setPen(QPen(state.palette.color(QPalette::Midlight), 1));
        p.drawLine(QPointF(tick.x, plot.top()), QPointF(tick.x, plot.bottom()));
        p.setPen(state.palette.color(QPalette::Text));
        // Near the right edge the label goes left of its line so it is never clipped.
        const QString text = formatSeconds(tick.time);
        const double width = p.fontMetrics().horizontalAdvance(text) + 6;
        const bool flip = tick.x + width > axis.right();
        const double left = flip ? tick.x - width : tick.x + 3;
        if (left < lastRight)
            continue;   // would touch the previous label
        p.drawText(QRectF(left, axis.top(), width - 3, axis.height()),
                   Qt::AlignVCenter | (flip ? Qt::AlignRight : Qt::AlignLeft), text);
        lastRight = left + width;
    }
}

void paintBars(QPainter& p, const TimelineLayout& layout, const Theme& theme)
{
    const model::Timeline& t = *layout.timeline();
    for (const TimelineBar& bar : layout.bars()) {
        const model::Span& s = t.spans[static_cast<std::size_t>(bar.span)];
        const QColor color = spanColor(s, theme);
        if (model::isIdle(s.kind)) {
            // Stalls and bubbles are waiting, not work: hatched, never solid.
            p.fillRect(bar.rect, color.lighter(s.kind == model::SpanKind::Stall ? 170 : 120));
            p.fillRect(bar.rect, QBrush(color.darker(120), Qt::BDiagPattern));
        } else if (bar.coverage < 1.0) {
            // Merged sub-pixel spans: the shade says how busy the lane is there.
            QColor shade = color;
            shade.setAlphaF(0.25 + 0.75 * bar.coverage);
            p.fillRect(bar.rect, shade);
        } else {
            p.fillRect(bar.rect, color);
        }
        if (bar.waiting > 0.01) {
            // Stalls hidden inside a merged bar: a hatched strip whose strength is their share.
            const QRectF strip(bar.rect.left(), bar.rect.bottom() - bar.rect.height() * 0.4, bar.rect.width(),
                               bar.rect.height() * 0.4);
            QColor stall = theme.overflow();
            stall.setAlphaF(0.35 + 0.65 * bar.waiting);
            p.fillRect(strip, stall);
            p.fillRect(strip, QBrush(stall.darker(150), Qt::BDiagPattern));
        }
        if (bar.merged == 1 && bar.rect.width() > 70 && bar.rect.height() >= 12) {
            QString label = spanName(s.kind);
            if (s.layer >= 0)
                label += QStringLiteral(" ") + TimelineText::tr("L%1").arg(s.layer);
            p.setPen(theme.inkOn(color));
            p.drawText(bar.rect.adjusted(3, 0, -2, 0), Qt::AlignVCenter | Qt::AlignLeft,
                       p.fontMetrics().elidedText(label, Qt::ElideRight, static_cast<int>(bar.rect.width() - 5)));
        }
    }
}

void paintMemory(QPainter& p, const TimelineLayout& layout, const TimelinePaintState& state, const Theme& theme)
{
    double maxBytes = 0;
    const QPolygonF path = layout.memoryPath(maxBytes);
    const model::Timeline& t = *layout.timeline();
    const QRectF area = layout.memoryCurveRect();
    // The curve is allocator-visible bytes, so its limit is the capacity less what
    // the ledger reserves outside the allocator (context, NCCL, fragmentation).
    const double limit = t.allocatable();
    if (maxBytes > 0 && limit > 0 && limit <= maxBytes) {
        const double y = area.bottom() - 2 - limit * (area.height() - 6) / maxBytes;
        p.setPen(QPen(theme.overflow(), 1, Qt::DashLine));
        p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
    }
    // An RL job's rollout engine sits outside the trainer's allocator: drawn on top of the
    // trainer's curve in its own colour, so generation shows what the GPU holds.
    const QPolygonF engine = layout.engineTopPath(maxBytes);
    if (!engine.isEmpty()) {
        p.setPen(QPen(theme.category(model::Category::Rollout), 1, Qt::DashLine));
        p.drawPolyline(engine);
    }
    p.setPen(QPen(theme.category(model::Category::Activations), 1));
    p.drawPolyline(path);
    p.setPen(state.palette.color(QPalette::Text));
    p.drawText(layout.memoryReadoutRect(), Qt::AlignTop | Qt::AlignRight | Qt::TextWordWrap,
               memoryReadout(t, state.unit, layout.engineTopPeak()));
}

void paintDetails(QPainter& p, const TimelineLayout& layout, const TimelinePaintState& state)
{
    const int index = state.hover >= 0 ? state.hover : state.pinned;
    if (index < 0)
        return;
    const model::Timeline& t = *layout.timeline();
    const model::Span& s = t.spans[static_cast<std::size_t>(index)];
    const double x0 = layout.xAt(s.start);
    const QRectF lane = layout.laneRect(s.lane);
    p.setPen(QPen(state.palette.color(QPalette::Highlight), 2));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(x0, lane.top() + 1, std::max(2.0, layout.xAt(s.end) - x0), lane.height() - 2));
    QStringList lines = spanDetails(t, index, state.unit);
    if (index == state.pinned)
        lines << TimelineText::tr("(pinned — click empty space to release)");
    const QFontMetricsF fm(p.font());
    double width = 0;
    for (const QString& line : lines)
        width = std::max(width, fm.horizontalAdvance(line));
    const QRectF plot = layout.plot();
    QRectF box(0, 0, width + 16, fm.height() * lines.size() + 10);
    box.moveTopRight(QPointF(plot.right() - 6, plot.top() + 4));
    if (x0 > plot.center().x())
        box.moveTopLeft(QPointF(plot.left() + 6, plot.top() + 4));
    p.setPen(state.palette.color(QPalette::Mid));
    p.setBrush(state.palette.color(QPalette::ToolTipBase));
    p.drawRect(box);
    p.setPen(state.palette.color(QPalette::ToolTipText));
    p.drawText(box.adjusted(8, 5, -8, -5), Qt::AlignLeft | Qt::AlignTop, lines.join(QLatin1Char('\n')));
}

}  // namespace

void paintTimeline(QPainter& p, const TimelineLayout& layout, const TimelinePaintState& state)
{
    p.fillRect(QRectF(QPointF(0, 0), QSizeF(layout.plot().right() + 10, layout.plot().bottom() + 10)),
               state.palette.color(QPalette::Base));
    const model::Timeline* t = layout.timeline();
    if (!t)
        return;
    QFont bold = p.font();
    bold.setBold(true);
    p.save();
    p.setFont(bold);
    p.setPen(state.palette.color(QPalette::Text));
    p.drawText(layout.headlineRect().adjusted(6, 2, -6, -2), Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap,
               timelineHeadline(*t));
    p.restore();
    const Theme theme(state.palette);
    p.setPen(state.palette.color(QPalette::Text));
    paintLegend(p, layout.legendRect(), timelineLegend(theme, t->rl.present));
    paintFrame(p, layout, state);
    paintAxis(p, layout, state);
    p.save();
    p.setClipRect(layout.plot());
    paintBars(p, layout, theme);
    paintMemory(p, layout, state, theme);
    p.restore();
    paintDetails(p, layout, state);
    if (state.stale)
        p.fillRect(layout.plot(), theme.veil());
}

}  // namespace memledger::widgets
