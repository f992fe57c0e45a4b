#include "widgets/ledger_painter.h"

#include <QCoreApplication>
#include <functional>
#include <QPalette>

#include "widgets/category_colors.h"
#include "widgets/view_text.h"

namespace memledger::widgets {

namespace {

QColor fillFor(model::Category c, const LedgerPaintOptions& o)
{
    return o.stale ? greyed(categoryColor(c)) : categoryColor(c);
}

void paintLegendItem(QPainter& p, QPointF& at, const QRectF& area, const QString& text, double extra,
                     const std::function<void(const QRectF&)>& swatch)
{
    const QFontMetricsF fm(p.font());
    const double w = legendItemWidth(fm, text) + extra;
    if (at.x() > area.left() && at.x() + w > area.right())
        at = QPointF(area.left(), at.y() + fm.height() + 4);
    const double h = fm.height() * 0.8;
    swatch(QRectF(at.x(), at.y() + (fm.height() - h) / 2, h + extra, h));
    p.drawText(QPointF(at.x() + h + extra + 4, at.y() + fm.ascent()), text);
    at.rx() += w;
}

void paintLegend(QPainter& p, const LedgerLayout& l, const LedgerPaintOptions& o)
{
    QPointF at = l.legend.topLeft();
    for (int c = 0; c < model::kCategoryCount; ++c) {
        const auto cat = static_cast<model::Category>(c);
        paintLegendItem(p, at, l.legend, categoryName(cat), 0, [&](const QRectF& r) { p.fillRect(r, fillFor(cat, o)); });
        }
    const double extra = QFontMetricsF(p.font()).height();
    paintLegendItem(p, at, l.legend, LedgerText::tr("over capacity"), extra, [&](const QRectF& r) {
        const QColor red = overflowColor();
        p.fillRect(r, QColor(red.red(), red.green(), red.blue(), 60));
        p.fillRect(r, QBrush(red.darker(130), Qt::BDiagPattern));
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

void paintSegments(QPainter& p, const LedgerBar& bar, const LedgerPaintOptions& o)
{
    for (const auto& seg : bar.segments) {
        p.fillRect(seg.rect, fillFor(seg.category, o));
        p.setPen(QPen(QColor(255, 255, 255, 150), 1));
        for (std::size_t i = 1; i < seg.slices.size(); ++i)
            if (seg.rect.width() > 3 * static_cast<double>(seg.slices.size()))
                p.drawLine(seg.slices[i].rect.topLeft(), seg.slices[i].rect.bottomLeft());
        for (const auto& slice : seg.slices)
            if (bar.ledger == o.hoveredLedger && slice.termIndex == o.hoveredTerm) {
                p.setPen(QPen(Qt::black, 2));
                p.drawRect(slice.rect.adjusted(1, 1, -1, -1));
            }
    }
    if (!bar.overflow.isEmpty()) {
        const QColor red = o.stale ? QColor(120, 120, 120) : overflowColor();
        p.fillRect(bar.overflow, QColor(red.red(), red.green(), red.blue(), 60));
        p.fillRect(bar.overflow, QBrush(red.darker(130), Qt::BDiagPattern));
        p.setPen(QPen(red.darker(130), 1.5));
        p.drawRect(bar.overflow);
    }
}

void paintBarText(QPainter& p, const LedgerBar& bar, const LedgerPaintOptions& o, const QPalette& pal, double labelLeft)
{
    p.save();
    QFont bold = p.font();
    bold.setBold(bar.worst);
    const QFontMetricsF fm(bold);
    p.setFont(bold);
    p.setPen(pal.color(QPalette::WindowText));
    const QString label = bar.worst ? QStringLiteral("★ ") + bar.label : bar.label;
    const QRectF labelRect(labelLeft, bar.rect.top(), bar.rect.left() - labelLeft - 6, bar.rect.height());
    if (bar.rect.height() >= fm.height() * 0.9 || bar.worst)
        p.drawText(labelRect, Qt::AlignRight | Qt::AlignVCenter, label);
    double end = std::max(bar.segments.empty() ? bar.rect.left() : bar.segments.back().rect.right(),
                          bar.overflow.isEmpty() ? 0.0 : bar.overflow.right());
    if (bar.ledger < 0)   // offload bars: the text goes right of their capacity tick
        end = std::max(end, bar.rect.left() + bar.rect.width() * bar.capacity / bar.scaleMax);
    QString text = bar.ledger >= 0 ? formatBytes(bar.total, o.unit)
                                   : LedgerText::tr("%1 of %2").arg(formatBytes(bar.total, o.unit), formatBytes(bar.capacity, o.unit));
    const QRectF textRect(end + 6, bar.rect.top(), 1000, bar.rect.height());
    p.drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter, text);
    if (bar.overBytes > 0) {
        const double w = fm.horizontalAdvance(text + QStringLiteral(" "));
        p.setPen(o.stale ? pal.color(QPalette::Mid) : overflowColor().darker(120));
        p.drawText(textRect.adjusted(w, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
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
    p.drawText(QPointF(l.capacityX + 4, labelY), LedgerText::tr("capacity %1").arg(formatBytes(e.capacity, o.unit)));
    p.setPen(QPen(pal.color(QPalette::WindowText), 1.5, Qt::DashLine));
    p.drawLine(QPointF(l.usableX, l.plot.top() - 2), QPointF(l.usableX, l.plot.bottom()));
    const QString usable = LedgerText::tr("usable %1").arg(formatBytes(e.usable, o.unit));
    p.drawText(QPointF(l.usableX - 4 - fm.horizontalAdvance(usable), labelY), usable);
}

void paintOffload(QPainter& p, const LedgerLayout& l, const LedgerPaintOptions& o, const QPalette& pal)
{
    if (l.offloadBars.empty())
        return;
    QFont bold = p.font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(pal.color(QPalette::WindowText));
    p.drawText(l.offloadTitle, Qt::AlignLeft | Qt::AlignVCenter, LedgerText::tr("Offloaded memory per node (each bar to its own capacity)"));
    bold.setBold(false);
    p.setFont(bold);
    for (const auto& bar : l.offloadBars) {
        p.fillRect(QRectF(bar.rect.left(), bar.rect.top() + bar.rect.height() * 0.12,
                          bar.rect.width() * bar.capacity / bar.scaleMax, bar.rect.height() * 0.76),
                   pal.color(QPalette::AlternateBase));
        paintSegments(p, bar, o);
        const double cx = bar.rect.left() + bar.rect.width() * bar.capacity / bar.scaleMax;
        p.setPen(QPen(pal.color(QPalette::WindowText), 2));
        p.drawLine(QPointF(cx, bar.rect.top() + 2), QPointF(cx, bar.rect.bottom() - 2));
        paintBarText(p, bar, o, pal, 10);
    }
}

// The inspected term: a ring around its category's segment, its own share hatched inside
// when that is at least a few pixels wide (a thin term still gets the ring).
void paintHighlight(QPainter& p, const LedgerLayout& l, const LedgerPaintOptions& o, const QPalette& pal)
{
    const TermHighlight h = highlightFor(l, o.highlightedLedger, o.highlightedTerm);
    if (!h.segment)
        return;
    p.save();
    const QColor ink = pal.color(QPalette::WindowText);
    const QRectF share = h.slice->rect;
    if (share.width() >= 3) {
        p.fillRect(share, QBrush(QColor(255, 255, 255, 200), Qt::BDiagPattern));
        if (share.width() < h.segment->rect.width() - 4) {   // a part: edge it (all of it: the ring says so)
            p.setPen(QPen(ink, 1.5));
            p.drawRect(share.adjusted(0.5, 0.5, -0.5, -0.5));
        }
    }
    p.setPen(QPen(pal.color(QPalette::Base), 1));
    p.drawRect(h.segment->rect.adjusted(-1, -1, 1, 1));
    p.setPen(QPen(ink, 2));
    p.drawRect(h.segment->rect.adjusted(-3, -3, 3, 3));
    p.restore();
}

void paintStaleBanner(QPainter& p, const LedgerLayout& l, const QPalette& pal)
{
    const QString text = LedgerText::tr("Invalid input: showing the last valid ledger");
    const QFontMetricsF fm(p.font());
    QRectF box(0, 0, fm.horizontalAdvance(text) + 24, fm.height() + 12);
    box.moveCenter(QPointF(l.plot.center().x(), l.plot.top() + box.height()));
    p.fillRect(box, pal.color(QPalette::ToolTipBase));
    p.setPen(QPen(overflowColor(), 1.5));
    p.drawRect(box);
    p.setPen(pal.color(QPalette::ToolTipText));
    p.drawText(box, Qt::AlignCenter, text);
}

}  // namespace

void paintLedger(QPainter& p, const LedgerLayout& l, const model::Estimate& e, const LedgerPaintOptions& o)
{
    const QPalette& pal = o.palette;
    p.setPen(pal.color(QPalette::WindowText));
    paintLegend(p, l, o);
    QFont bold = p.font();
    bold.setBold(true);
    p.setFont(bold);
    p.drawText(l.gpuTitle, Qt::AlignLeft | Qt::AlignVCenter,
               LedgerText::tr("GPU memory per rank at the peak instant, one bar per pipeline stage (★ worst)"));
    bold.setBold(false);
    p.setFont(bold);
    paintAxis(p, l, o, pal);
    for (const auto& bar : l.bars) {
        paintSegments(p, bar, o);
        paintBarText(p, bar, o, pal, 10);
    }
    paintCapacityLines(p, l, e, o, pal);
    paintOffload(p, l, o, pal);
    paintHighlight(p, l, o, pal);
    if (o.stale)
        paintStaleBanner(p, l, pal);
}

}  // namespace memledger::widgets
