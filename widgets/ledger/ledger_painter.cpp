#include "widgets/ledger/ledger_painter.h"

#include <algorithm>

#include <QCoreApplication>
#include <functional>
#include <QPalette>

#include "widgets/common/theme.h"
#include "widgets/common/view_text.h"
#include "widgets/common/vocabulary.h"

namespace memledger::widgets {

namespace {

void paintLegendItem(QPainter& p, QPointF& at, const QRectF& area, const QString& text, double extra,
                     const std::function<void(const QRectF&)>& swatch)
{
    const TextMetrics fm(p.font());
    const double w = legendItemWidth(fm, text) + extra;
    if (at.x() > area.left() && at.x() + w > area.right())
        at = QPointF(area.left(), at.y() + fm.height() + 4);
    const double h = fm.height() * 0.8;
    swatch(QRectF(at.x(), at.y() + (fm.height() - h) / 2, h + extra, h));
    p.drawText(QPointF(at.x() + h + extra + 4, at.y() + fm.ascent()), text);
    at.rx() += w;
}

void paintLegend(QPainter& p, const LedgerLayout& l, const LedgerPaintOptions& o, const Theme& theme)
{
    QPointF at = l.legend.topLeft();
    for (int c = 0; c < model::kCategoryCount; ++c) {
        const auto cat = static_cast<model::Category>(c);
        if (!legendShows(cat, l.legendHasRollout))
            continue;
        paintLegendItem(p, at, l.legend, categoryName(cat), 0,
                        [&](const QRectF& r) { p.fillRect(r, theme.category(cat, o.stale)); });
    }
    const double extra = QFontMetricsF(p.font()).height();
    paintLegendItem(p, at, l.legend, LedgerText::tr("over capacity"), extra, [&](const QRectF& r) {
        p.fillRect(r, theme.overflowFill());
        p.fillRect(r, QBrush(theme.overflow().darker(130), Qt::BDiagPattern));
    });
}

void paintAxis(QPainter& p, const LedgerLayout& l, const LedgerPaintOptions& o, const QPalette& pal)
{
    const QFontMetricsF fm(p.font());
    p.setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DotLine));
    for (const auto& t : l.ticks)
        p.drawLine(QPointF(t.x, l.plot.top()), QPointF(t.x, l.plot.bottom()));
    p.setPen(pal.color(QPalette::WindowText));
    for (const auto& t : l.ticks)
        p.drawText(QRectF(t.x - 40, l.plot.bottom() + 2, 80, fm.height()), Qt::AlignHCenter, t.text);
    const QString unit = unitName(o.unit);
    p.drawText(QRectF(l.plot.right() + 6, l.plot.bottom() + 2, 80, fm.height()), Qt::AlignLeft, unit);
}

// Where a segment's label lies, with a little air; empty when it has none.
QRectF labelBox(QPainter& p, const LedgerSegment& seg)
{
    if (seg.labelLines.isEmpty())
        return {};
    const QFontMetricsF fm(p.font());
    double width = 0;
    for (const QString& line : seg.labelLines)
        width = std::max(width, fm.horizontalAdvance(line));
    const QPointF centre = seg.labelRect.center();
    return QRectF(centre.x() - width / 2 - 3, seg.labelRect.top(), width + 6, seg.labelRect.height());
}

// A segment's name and size inside it, in the ink its colour needs.
void paintSegmentLabel(QPainter& p, const LedgerSegment& seg, const QColor& fill, const Theme& theme)
{
    if (seg.labelLines.isEmpty())
        return;
    p.setPen(theme.inkOn(fill));
    p.drawText(seg.labelRect, Qt::AlignCenter, seg.labelLines.join(QLatin1Char('\n')));
}

void paintSegments(QPainter& p, const LedgerBar& bar, const LedgerPaintOptions& o, const Theme& theme)
{
    for (const auto& seg : bar.segments) {
        p.fillRect(seg.rect, theme.category(seg.category, o.stale));
        // The lines between the segment's terms stop short of its label, which they would cross.
        const QRectF label = labelBox(p, seg);
        p.setPen(QPen(theme.separator(), 1));
        for (std::size_t i = 1; i < seg.slices.size(); ++i) {
            const double x = seg.slices[i].rect.left();
            if (seg.rect.width() > 3 * static_cast<double>(seg.slices.size()) &&
                (x < label.left() || x > label.right()))
                p.drawLine(seg.slices[i].rect.topLeft(), seg.slices[i].rect.bottomLeft());
        }
        paintSegmentLabel(p, seg, theme.category(seg.category, o.stale), theme);
        for (const auto& slice : seg.slices)
            if (bar.ledger == o.hoveredLedger && slice.termIndex == o.hoveredTerm) {
                p.setPen(QPen(o.palette.color(QPalette::WindowText), 2));
                p.drawRect(slice.rect.adjusted(1, 1, -1, -1));
            }
    }
    if (!bar.overflow.isEmpty()) {
        const QColor red = theme.overflow(o.stale);
        p.fillRect(bar.overflow, theme.overflowFill(o.stale));
        p.fillRect(bar.overflow, QBrush(red.darker(130), Qt::BDiagPattern));
        p.setPen(QPen(red.darker(130), 1.5));
        p.drawRect(bar.overflow);
    }
}

// The ghost over a bar (the committed one over a preview's, A over B): its categories faint
// and outlined, its total in grey.
void paintGhost(QPainter& p, const LedgerBar& bar, const LedgerPaintOptions& o, const Theme& theme)
{
    if (!bar.ghost)
        return;
    p.save();
    for (const auto& seg : bar.ghost->segments) {
        QColor fill = theme.category(seg.category, o.stale);
        const QColor edge = fill.darker(125);
        fill.setAlphaF(0.35);
        p.fillRect(seg.rect, fill);
        p.setPen(QPen(edge, 1));
        p.drawRect(seg.rect.adjusted(0.5, 0.5, -0.5, -0.5));
    }
    p.setPen(theme.mutedText());
    p.drawText(bar.ghost->valueRect, Qt::AlignLeft | Qt::AlignVCenter, ghostValueText(bar.ghost->kind, bar.ghost->total, o.unit, bar.ghost->provisional));
    p.restore();
}

void paintBarText(QPainter& p, const LedgerBar& bar, const LedgerPaintOptions& o, const Theme& theme)
{
    const QPalette& pal = o.palette;
    p.save();
    QFont bold = p.font();
    bold.setBold(bar.worst);
    const QFontMetricsF fm(bold);
    p.setFont(bold);
    p.setPen(pal.color(QPalette::WindowText));
    const QString label = bar.worst ? QStringLiteral("★ ") + bar.label : bar.label;
    p.drawText(bar.labelRect, Qt::AlignRight | Qt::AlignVCenter, label);
    // The total sits in its own column right of the plot, so it never crosses the
    // capacity and usable lines nor the next row's text.
    const QString text = bar.ledger >= 0 ? formatBytes(bar.total, o.unit)
                                         : LedgerText::tr("%1 of %2").arg(formatBytes(bar.total, o.unit), formatBytes(bar.capacity, o.unit));
    p.drawText(bar.valueRect, Qt::AlignLeft | Qt::AlignVCenter, text);
    if (bar.overBytes > 0) {
        const double w = fm.horizontalAdvance(text + QStringLiteral(" "));
        p.setPen(o.stale ? pal.color(QPalette::Mid) : theme.statusText(Status::OutOfMemory));
        p.drawText(bar.valueRect.adjusted(w, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                   LedgerText::tr("+%1 over").arg(formatBytes(bar.overBytes, o.unit)));
    }
    p.restore();
}

void paintCapacityLines(QPainter& p, const LedgerLayout& l, const model::Estimate& e, const LedgerPaintOptions& o,
                        const QPalette& pal)
{
    const QFontMetricsF fm(p.font());
    const double labelY = l.plot.top() - 4;
    p.setPen(QPen(pal.color(QPalette::WindowText), 2));
    p.drawLine(QPointF(l.capacityX, l.plot.top() - 2), QPointF(l.capacityX, l.plot.bottom()));
    p.setPen(QPen(pal.color(QPalette::WindowText), 1.5, Qt::DashLine));
    p.drawLine(QPointF(l.usableX, l.plot.top() - 2), QPointF(l.usableX, l.plot.bottom()));
    const QString usable = LedgerText::tr("usable %1").arg(formatBytes(e.usable, o.unit));
    const QString capacity = capacityLabel(e.capacity, o.unit);
    p.setPen(pal.color(QPalette::WindowText));
    p.drawText(QPointF(l.capacityX + 4, labelY), capacity);
    // Left of its line when there is room; near the plot's left edge (a bar far over the
    // card), after the capacity label instead, so it is never cut.
    const double usableLeft = l.usableX - 4 - fm.horizontalAdvance(usable);
    if (usableLeft >= l.plot.left())
        p.drawText(QPointF(usableLeft, labelY), usable);
    else
        p.drawText(QPointF(l.capacityX + 8 + fm.horizontalAdvance(capacity), labelY), QStringLiteral("· ") + usable);
}

void paintOffload(QPainter& p, const LedgerLayout& l, const LedgerPaintOptions& o, const Theme& theme)
{
    const QPalette& pal = o.palette;
    if (l.offloadBars.empty())
        return;
    QFont bold = p.font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(pal.color(QPalette::WindowText));
    p.drawText(l.offloadTitle, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(bold).elidedText(LedgerText::tr("Offloaded memory per node (each bar to its own capacity)"),
                                              Qt::ElideRight, l.offloadTitle.width()));
    bold.setBold(false);
    p.setFont(bold);
    for (const auto& bar : l.offloadBars) {
        p.fillRect(QRectF(bar.rect.left(), bar.rect.top() + bar.rect.height() * 0.12,
                          bar.rect.width() * bar.capacity / bar.scaleMax, bar.rect.height() * 0.76),
                   pal.color(QPalette::AlternateBase));
        paintSegments(p, bar, o, theme);
        const double cx = bar.rect.left() + bar.rect.width() * bar.capacity / bar.scaleMax;
        p.setPen(QPen(pal.color(QPalette::WindowText), 2));
        p.drawLine(QPointF(cx, bar.rect.top() + 2), QPointF(cx, bar.rect.bottom() - 2));
        paintBarText(p, bar, o, theme);
    }
}

// A post-training job's worst stage phase by phase, on the GPU bars' scale and against the
// same capacity line, so the phase that sets the peak stands out.
void paintPhases(QPainter& p, const LedgerLayout& l, const LedgerPaintOptions& o, const Theme& theme)
{
    if (l.phaseBars.empty())
        return;
    const QPalette& pal = o.palette;
    QFont bold = p.font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(pal.color(QPalette::WindowText));
    p.drawText(l.phaseTitle, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(bold).elidedText(
                   LedgerText::tr("One step of stage %1, phase by phase (★ the peak)").arg(l.phaseBars.front().ledger),
                   Qt::ElideRight, l.phaseTitle.width()));
    bold.setBold(false);
    p.setFont(bold);
    for (const auto& bar : l.phaseBars) {
        paintSegments(p, bar, o, theme);
        p.setPen(QPen(pal.color(QPalette::WindowText), 2));
        p.drawLine(QPointF(l.capacityX, bar.rect.top() + 2), QPointF(l.capacityX, bar.rect.bottom() - 2));
        paintBarText(p, bar, o, theme);
    }
}

// The inspected term: a ring around its category's segment, its own share hatched inside
// when that is at least a few pixels wide (a thin term still gets the ring).
void paintHighlight(QPainter& p, const LedgerLayout& l, const LedgerPaintOptions& o, const Theme& theme)
{
    const QPalette& pal = o.palette;
    const TermHighlight h = highlightFor(l, o.highlightedLedger, o.highlightedTerm);
    if (!h.segment)
        return;
    p.save();
    const QColor ink = pal.color(QPalette::WindowText);
    const QRectF share = h.slice->rect;
    if (share.width() >= 3) {
        p.fillRect(share, QBrush(theme.hatch(), Qt::BDiagPattern));
        if (share.width() < h.segment->rect.width() - 4) {   // a part: edge it (all of it: the ring says so)
            p.setPen(QPen(ink, 1.5));
            p.drawRect(share.adjusted(0.5, 0.5, -0.5, -0.5));
        }
    }
    // The segment's name and size stay readable over the hatching.
    const QColor fill = theme.category(h.segment->category, o.stale);
    p.fillRect(labelBox(p, *h.segment), fill);
    paintSegmentLabel(p, *h.segment, fill, theme);
    p.setPen(QPen(pal.color(QPalette::Base), 1));
    p.drawRect(h.segment->rect.adjusted(-1, -1, 1, 1));
    p.setPen(QPen(ink, 2));
    p.drawRect(h.segment->rect.adjusted(-3, -3, 3, 3));
    p.restore();
}

void paintStaleBanner(QPainter& p, const LedgerLayout& l, const QPalette& pal, const Theme& theme)
{
    const QString text = LedgerText::tr("Invalid input: showing the last valid ledger");
    const QFontMetricsF fm(p.font());
    QRectF box(0, 0, fm.horizontalAdvance(text) + 24, fm.height() + 12);
    box.moveCenter(QPointF(l.plot.center().x(), l.plot.top() + box.height()));
    p.fillRect(box, pal.color(QPalette::ToolTipBase));
    p.setPen(QPen(theme.overflow(), 1.5));
    p.drawRect(box);
    p.setPen(pal.color(QPalette::ToolTipText));
    p.drawText(box, Qt::AlignCenter, text);
}

}  // namespace

void paintLedger(QPainter& p, const LedgerLayout& l, const model::Estimate& e, const LedgerPaintOptions& o)
{
    const QPalette& pal = o.palette;
    const Theme theme(pal);
    p.setPen(pal.color(QPalette::WindowText));
    paintLegend(p, l, o, theme);
    QFont bold = p.font();
    bold.setBold(true);
    p.setFont(bold);
    const QString title = LedgerText::tr("GPU memory per rank at the peak instant, one bar per pipeline stage (★ worst)");
    p.drawText(l.gpuTitle, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(bold).elidedText(title, Qt::ElideRight, l.gpuTitle.width()));
    if (l.ghostKind) {
        p.setPen(theme.previewText());
        p.drawText(l.ghostNote, Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetricsF(bold).elidedText(l.ghostNoteText, Qt::ElideRight, l.ghostNote.width()));
        p.setPen(pal.color(QPalette::WindowText));
    }
    bold.setBold(false);
    p.setFont(bold);
    paintAxis(p, l, o, pal);
    for (const auto& bar : l.bars) {
        paintGhost(p, bar, o, theme);
        paintSegments(p, bar, o, theme);
        paintBarText(p, bar, o, theme);
    }
    paintCapacityLines(p, l, e, o, pal);
    paintPhases(p, l, o, theme);
    paintOffload(p, l, o, theme);
    paintHighlight(p, l, o, theme);
    if (o.stale)
        paintStaleBanner(p, l, pal, theme);
}

}  // namespace memledger::widgets
