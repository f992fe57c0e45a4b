#include "widgets/ledger/ledger_layout.h"

#include "model/core/quantity_format.h"
#include "model/ledger/instant_ledger.h"
#include "widgets/common/vocabulary.h"
#include "widgets/common/view_text.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace memledger::widgets {

namespace {

constexpr double kMargin = 10;

// Splits the category's rectangle between the terms that make it up, in proportion.
void sliceSegment(LedgerSegment& segment, const std::vector<model::Term>& terms, const std::vector<int>& indices)
{
    double sum = 0;
    for (int i : indices)
        sum += terms[static_cast<std::size_t>(i)].bytes;
    double x = segment.rect.left();
    for (int i : indices) {
        const double share = sum > 0 ? terms[static_cast<std::size_t>(i)].bytes / sum : 0;
        const double w = segment.rect.width() * share;
        segment.slices.push_back({i, QRectF(x, segment.rect.top(), w, segment.rect.height())});
        x += w;
    }
}

// The categories' rectangles side by side in `box`, on the bar's scale.
std::vector<LedgerSegment> categorySegments(const double* byCategory, const QRectF& box, double scaleMax)
{
    std::vector<LedgerSegment> out;
    double offset = 0;
    for (int c = 0; c < model::kCategoryCount; ++c) {
        const double bytes = byCategory[c];
        if (bytes <= 0)
            continue;
        LedgerSegment seg;
        seg.category = static_cast<model::Category>(c);
        seg.bytes = bytes;
        seg.rect = QRectF(box.left() + box.width() * offset / scaleMax, box.top(), box.width() * bytes / scaleMax, box.height());
        out.push_back(std::move(seg));
        offset += bytes;
    }
    return out;
}

// The part of a row the bar fills: most of it, or its lower part under a ghost.
QRectF barBox(const LedgerBar& bar, double left, double width)
{
    const QRectF& row = bar.rect;
    if (bar.ghost)
        return QRectF(left, row.top() + row.height() * 0.36, width, row.height() * 0.56);
    return QRectF(left, row.top() + row.height() * 0.12, width, row.height() * 0.76);
}

void placeSegments(LedgerBar& bar, const std::vector<model::Term>& terms, const double* byCategory,
                   const std::vector<int>& live, double left, double width)
{
    const QRectF box = barBox(bar, left, width);
    bar.segments = categorySegments(byCategory, box, bar.scaleMax);
    for (auto& seg : bar.segments) {
        std::vector<int> mine;
        for (int i : live)
            if (terms[static_cast<std::size_t>(i)].category == seg.category)
                mine.push_back(i);
        sliceSegment(seg, terms, mine);
    }
    if (bar.total > bar.capacity) {
        bar.overBytes = bar.total - bar.capacity;
        const double x0 = left + width * bar.capacity / bar.scaleMax;
        bar.overflow = QRectF(x0, box.top(), width * bar.total / bar.scaleMax - (x0 - left), box.height());
    }
}

// What fits inside one segment: name over size, name and size, the size alone, or nothing.
QStringList segmentLabel(const LedgerSegment& seg, const TextMetrics& fm, ByteUnit unit)
{
    constexpr double kPadding = 8;
    const QString name = categoryName(seg.category);
    const QString size = formatBytes(seg.bytes, unit);
    const double width = seg.labelRect.width() - kPadding;
    if (seg.labelRect.height() >= 2 * fm.height() && width >= std::max(fm.advance(name), fm.advance(size)))
        return {name, size};
    if (seg.labelRect.height() < fm.height())
        return {};
    const QString line = name + QLatin1Char(' ') + size;
    if (width >= fm.advance(line))
        return {line};
    if (width >= fm.advance(size))
        return {size};
    return {};
}

// The row's text: its name left of the plot, its total in the column right of the plot, and
// each segment's name and size inside it where they fit.
void placeText(LedgerBar& bar, const QRectF& plot, double rightEdge, const TextMetrics& fm, ByteUnit unit)
{
    bar.labelRect = QRectF(kMargin, bar.rect.top(), plot.left() - kMargin - 6, bar.rect.height());
    bar.valueRect = QRectF(plot.right() + 8, bar.rect.top(), std::max(0.0, rightEdge - plot.right() - 8), bar.rect.height());
    if (bar.ghost) {
        // Each total level with its own bar: the ghost's with the strip, the bar's below.
        const double split = std::max(bar.ghost->rect.bottom() + bar.rect.height() * 0.03, bar.rect.top() + fm.height());
        bar.ghost->valueRect = QRectF(bar.valueRect.left(), bar.rect.top(), bar.valueRect.width(), split - bar.rect.top());
        bar.valueRect.setTop(split);
    }
    // Past the capacity line the overflow's hatching covers the bar: no text there.
    const double end = bar.overflow.isEmpty() ? plot.right() : bar.overflow.left();
    for (auto& seg : bar.segments) {
        seg.labelRect = seg.rect;
        seg.labelRect.setRight(std::max(seg.rect.left(), std::min(seg.rect.right(), end)));
        seg.labelLines = segmentLabel(seg, fm, unit);
    }
}

// The ghost's stage in a strip along the top of the bar's row.
LedgerGhost ghostBar(GhostKind kind, const model::StageLedger& stage, bool provisional, const QRectF& row,
                     double scaleMax)
{
    LedgerGhost ghost;
    ghost.kind = kind;
    ghost.total = stage.total;
    ghost.provisional = provisional;
    ghost.rect = QRectF(row.left(), row.top() + row.height() * 0.06, row.width(), row.height() * 0.24);
    ghost.segments = categorySegments(stage.atPeak.data(), ghost.rect, scaleMax);
    return ghost;
}

LedgerBar stageBar(const model::Estimate& e, std::size_t i, const QRectF& row, const QRectF& plot, double scaleMax,
                   const LedgerGhostSource& ghost)
{
    const auto& stage = e.stages[i];
    LedgerBar bar;
    bar.ledger = static_cast<int>(i);
    bar.label = LedgerText::tr("Stage %1").arg(stage.stage);
    bar.rect = row;
    bar.total = stage.total;
    bar.capacity = e.capacity;
    bar.scaleMax = scaleMax;
    bar.worst = static_cast<int>(i) == e.worstStage;
    // A change of the pipeline makes other stages: only a stage both have gets a ghost.
    if (ghost.estimate && i < ghost.estimate->stages.size())
        bar.ghost = ghostBar(ghost.kind, ghost.estimate->stages[i], awaitsReplay(*ghost.estimate), row, scaleMax);
    std::vector<int> live;
    for (std::size_t t = 0; t < stage.terms.size(); ++t)
        if (model::countsAtPeak(stage, stage.terms[t]))
            live.push_back(static_cast<int>(t));
    placeSegments(bar, stage.terms, stage.atPeak.data(), live, plot.left(), plot.width());
    return bar;
}

// The worst stage at one instant of the step, its bytes by category as the engine counts them.
LedgerBar phaseBar(const model::Estimate& e, model::Instant instant, const QRectF& row, const QRectF& plot,
                   double scaleMax)
{
    const auto& stage = e.worst();
    LedgerBar bar;
    bar.ledger = e.worstStage;
    bar.label = instantName(instant);
    bar.rect = row;
    bar.total = stage.totalAt[static_cast<std::size_t>(instant)];
    bar.capacity = e.capacity;
    bar.scaleMax = scaleMax;
    bar.worst = instant == stage.peakInstant;
    std::vector<int> live;
    for (std::size_t t = 0; t < stage.terms.size(); ++t)
        if (model::countsAt(stage, stage.terms[t], instant))
            live.push_back(static_cast<int>(t));
    const auto byCategory = model::categoriesAt(stage, instant);
    placeSegments(bar, stage.terms, byCategory.data(), live, plot.left(), plot.width());
    return bar;
}

// A training job's phases are the peak's story the stage bars tell; a post-training job's
// (a rollout, log-prob passes) get rows of their own.
std::vector<model::Instant> phasesShown(const model::Estimate& e)
{
    const std::vector<model::Instant> instants = model::instantsOfTheStep(e);
    const bool postTraining =
        std::find(instants.begin(), instants.end(), model::Instant::Rollout) != instants.end() ||
        std::find(instants.begin(), instants.end(), model::Instant::LogProb) != instants.end();
    return postTraining ? instants : std::vector<model::Instant>{};
}

LedgerBar offloadBar(const model::OffloadLedger& ledger, int which, const QRectF& row, const QRectF& plot)
{
    LedgerBar bar;
    bar.ledger = which;
    bar.label = which == kHostLedger ? LedgerText::tr("Host RAM") : LedgerText::tr("NVMe");
    bar.rect = row;
    bar.total = ledger.total;
    bar.capacity = ledger.capacity;
    bar.scaleMax = std::max(ledger.capacity, ledger.total) * 1.04;
    std::array<double, model::kCategoryCount> byCategory{};
    std::vector<int> all;
    for (std::size_t t = 0; t < ledger.terms.size(); ++t) {
        byCategory[static_cast<std::size_t>(ledger.terms[t].category)] += ledger.terms[t].bytes;
        all.push_back(static_cast<int>(t));
    }
    placeSegments(bar, ledger.terms, byCategory.data(), all, plot.left(), plot.width());
    return bar;
}

void placeTicks(LedgerLayout& out, ByteUnit unit)
{
    const double perUnit = model::bytesPerUnit(unit);
    const double step = model::niceStep(out.scaleMax / perUnit / std::max(2, static_cast<int>(out.plot.width() / 70)));
    for (double v = 0; v * perUnit <= out.scaleMax; v += step)
        out.ticks.push_back({out.xFor(v * perUnit), QString::number(v)});
}

}  // namespace

QString capacityLabel(double capacity, ByteUnit unit)
{
    return LedgerText::tr("capacity %1").arg(formatBytes(capacity, unit));
}

bool awaitsReplay(const model::Estimate& e)
{
    return !e.fragmentation.simulated && !e.fragmentation.fallbackReason;
}

QString ghostValueText(GhostKind kind, double total, ByteUnit unit, bool provisional)
{
    const QString bytes = provisional ? LedgerText::tr("≈ %1").arg(formatBytes(total, unit)) : formatBytes(total, unit);
    return kind == GhostKind::PinnedA ? LedgerText::tr("A %1").arg(bytes) : LedgerText::tr("now %1").arg(bytes);
}

double legendItemWidth(const TextMetrics& fm, const QString& text)
{
    return fm.height() * 0.8 + 4 + fm.advance(text) + 14;
}


double legendHeight(const TextMetrics& fm, double width, bool rollout)
{
    double x = 0;
    int rows = 1;
    for (int c = 0; c <= model::kCategoryCount; ++c) {
        if (c < model::kCategoryCount && !legendShows(static_cast<model::Category>(c), rollout))
            continue;
        const double w = legendItemWidth(fm, c < model::kCategoryCount ? categoryName(static_cast<model::Category>(c))
                                                                        : LedgerText::tr("over capacity")) + (c == model::kCategoryCount ? fm.height() : 0);
        if (x > 0 && x + w > width) {
            ++rows;
            x = 0;
        }
        x += w;
    }
    return rows * (fm.height() + 4) + 2;
}


namespace {

// The fixed parts of the layout, above and below the stage rows.
struct LedgerFrame {
    double line = 0;
    double top = 0;            // first row
    double below = 0;          // from the last row to the bottom edge: axis, offload bars, margin
    double offloadHeight = 0;
    double offloadRow = 0;
    std::vector<model::Instant> phases;
    double phaseHeight = 0;
    double ghostNote = 0;      // the line under the title while ghosts are drawn
};

LedgerFrame ledgerFrame(const model::Estimate& e, double width, const TextMetrics& fm, bool ghosted)
{
    LedgerFrame f;
    f.line = fm.height();
    const double legend = legendHeight(fm, width - 2 * kMargin, e.rollout.enabled);
    const double title = f.line + 4;
    f.ghostNote = ghosted ? f.line + 2 : 0;
    f.top = kMargin + legend + 6 + title + f.ghostNote + f.line + 8;  // room for the capacity labels
    const int offloadRows = (e.host.terms.empty() ? 0 : 1) + (e.nvme.terms.empty() ? 0 : 1);
    f.offloadRow = std::max(34.0, f.line * 2.2);
    f.offloadHeight = offloadRows > 0 ? (f.line + 8) + offloadRows * f.offloadRow : 0;
    f.phases = phasesShown(e);
    f.phaseHeight = f.phases.empty() ? 0 : (f.line + 8) + static_cast<double>(f.phases.size()) * f.offloadRow;
    f.below = (f.line + 10) + f.phaseHeight + f.offloadHeight + kMargin;
    return f;
}

double minimumRow(double line, bool ghosted)
{
    // A row with a ghost holds its strip and its total as well: two lines of text.
    return std::max(line * (ghosted ? 2.2 : kMinRowLines), 18.0);
}

// The column right of the plot: as wide as the widest total it shows ("8.65 TB
// +8.56 TB over"), never narrower than a typical one, so it does not jitter, and wide
// enough for the capacity label, which starts just right of the capacity line.
double valueColumnWidth(const model::Estimate& e, const LedgerGhostSource& ghost, ByteUnit unit,
                        const TextMetrics& fm)
{
    const auto text = [&](double total, double capacity, bool offload) {
        QString t = offload ? LedgerText::tr("%1 of %2").arg(formatBytes(total, unit), formatBytes(capacity, unit))
                            : formatBytes(total, unit);
        if (total > capacity)
            t += QStringLiteral(" ") + LedgerText::tr("+%1 over").arg(formatBytes(total - capacity, unit));
        return t;
    };
    double widest = std::max(fm.advance(text(888e9, 999e9, false)),
                             fm.advance(capacityLabel(e.capacity, unit)));
    for (const auto& stage : e.stages)
        widest = std::max(widest, fm.advance(text(stage.total, e.capacity, false)));
    for (const auto* ledger : {&e.host, &e.nvme})
        if (!ledger->terms.empty())
            widest = std::max(widest, fm.advance(text(ledger->total, ledger->capacity, true)));
    if (ghost.estimate)
        for (const auto& stage : ghost.estimate->stages)
            widest = std::max(widest,
                              fm.advance(ghostValueText(ghost.kind, stage.total, unit, awaitsReplay(*ghost.estimate))));
    return widest * 1.1 + 16;   // the worst stage's total is bold
}

}  // namespace

double ledgerMinimumHeight(const model::Estimate& e, double width, const TextMetrics& fm, bool ghosted)
{
    const LedgerFrame f = ledgerFrame(e, width, fm, ghosted);
    return std::ceil(f.top + static_cast<double>(std::max<std::size_t>(e.stages.size(), 1)) * minimumRow(f.line, ghosted) +
                     f.below);
}

namespace {

QString ghostNoteText(const model::Estimate& preview, const LedgerGhostSource& ghost)
{
    if (ghost.kind == GhostKind::PinnedA)
        return LedgerText::tr("A/B: the faint bar over each stage is A, the pinned scenario; the bar is B, the live one.");
    const model::Estimate& committed = *ghost.estimate;
    const model::Instant before = committed.worst().peakInstant;
    const model::Instant after = preview.worst().peakInstant;
    if (before == after)
        return LedgerText::tr("Preview, not applied: the faint bar over each stage is what it holds now.");
    return LedgerText::tr("Preview, not applied. The peak moves from %1 to %2: what is live only at %1 leaves the bar.")
        .arg(instantName(before), instantName(after));
}

}  // namespace

LedgerLayout layoutLedger(const model::Estimate& e, const QSizeF& size, ByteUnit unit, const TextMetrics& fm,
                          const LedgerGhostSource& source)
{
    LedgerLayout out;
    const LedgerGhostSource ghost = source.estimate && source.estimate->valid() ? source : LedgerGhostSource{};
        const LedgerFrame f = ledgerFrame(e, size.width(), fm, ghost.estimate != nullptr);
    const double line = f.line;
    out.legendHasRollout = e.rollout.enabled;
    out.legend = QRectF(kMargin, kMargin, size.width() - 2 * kMargin,
                        legendHeight(fm, size.width() - 2 * kMargin, out.legendHasRollout));
    out.gpuTitle = QRectF(kMargin, out.legend.bottom() + 6, size.width() - 2 * kMargin, line + 4);
    if (ghost.estimate) {
        out.ghostKind = ghost.kind;
        out.ghostNote = QRectF(kMargin, out.gpuTitle.bottom(), size.width() - 2 * kMargin, f.ghostNote);
        out.ghostNoteText = ghostNoteText(e, ghost);
    }
    const bool offload = f.offloadHeight > 0;
    double labels = fm.advance(LedgerText::tr("Stage %1").arg(88));
    for (const model::Instant instant : f.phases)
        labels = std::max(labels, fm.advance(instantName(instant)));
    const double labelWidth = labels + fm.advance(QStringLiteral("★ ")) + 12;
    const double rightWidth = valueColumnWidth(e, ghost, unit, fm);
    const double rightEdge = size.width() - kMargin;
    // Rows share the height there is, between a minimum that keeps every label and a
    // maximum that keeps one or two bars from turning into slabs. Below the minimum the
    // plot grows past `size` (the view asks for ledgerMinimumHeight and scrolls).
    const double n = static_cast<double>(std::max<std::size_t>(e.stages.size(), 1));
    const double available = size.height() - f.top - f.below;
    const double rowHeight = std::clamp(available / n, minimumRow(line, ghost.estimate != nullptr),
                                        std::max(line * (ghost.estimate ? kMaxGhostRowLines : kMaxRowLines), 44.0));
    out.plot = QRectF(kMargin + labelWidth, f.top, std::max(40.0, size.width() - 2 * kMargin - labelWidth - rightWidth),
                      std::max({10.0, available, rowHeight * n}));
    double worst = 0;
    for (const auto& s : e.stages)
        worst = std::max(worst, s.total);
    if (ghost.estimate)
        for (const auto& s : ghost.estimate->stages)
            worst = std::max(worst, s.total);
    out.scaleMax = std::max({e.capacity, worst, 1.0}) * 1.04;
    out.capacityX = out.xFor(e.capacity);
    out.usableX = out.xFor(std::max(0.0, e.usable));
    placeTicks(out, unit);
    for (std::size_t i = 0; i < e.stages.size(); ++i) {
        const QRectF row(out.plot.left(), out.plot.top() + rowHeight * static_cast<double>(i), out.plot.width(), rowHeight);
        out.bars.push_back(stageBar(e, i, row, out.plot, out.scaleMax, ghost));
        placeText(out.bars.back(), out.plot, rightEdge, fm, unit);
    }
    double below = out.plot.bottom() + line + 10;
    if (!f.phases.empty()) {
        out.phaseTitle = QRectF(kMargin, below, size.width() - 2 * kMargin, line + 4);
        double y = out.phaseTitle.bottom() + 4;
        for (const model::Instant instant : f.phases) {
            out.phaseBars.push_back(
                phaseBar(e, instant, QRectF(out.plot.left(), y, out.plot.width(), f.offloadRow), out.plot, out.scaleMax));
            placeText(out.phaseBars.back(), out.plot, rightEdge, fm, unit);
            y += f.offloadRow;
        }
        below = y + 6;
    }
    if (offload) {
        out.offloadTitle = QRectF(kMargin, below, size.width() - 2 * kMargin, line + 4);
        double y = out.offloadTitle.bottom() + 4;
        for (int which : {kHostLedger, kNvmeLedger}) {
            const auto& ledger = which == kHostLedger ? e.host : e.nvme;
            if (ledger.terms.empty())
                continue;
            out.offloadBars.push_back(offloadBar(ledger, which, QRectF(out.plot.left(), y, out.plot.width(), f.offloadRow), out.plot));
            placeText(out.offloadBars.back(), out.plot, rightEdge, fm, unit);
            y += f.offloadRow;
        }
    }
    return out;
}

LedgerHit hitTest(const LedgerLayout& layout, const QPointF& point)
{
    LedgerHit hit;
    for (const auto* bars : {&layout.bars, &layout.phaseBars, &layout.offloadBars})
        for (const auto& bar : *bars)
            for (const auto& seg : bar.segments)
                if (seg.rect.contains(point)) {
                    hit.bar = &bar;
                    hit.segment = &seg;
                    for (const auto& slice : seg.slices)
                        if (slice.rect.contains(point))
                            hit.termIndex = slice.termIndex;
                    return hit;
                }
    return hit;
}

TermHighlight highlightFor(const LedgerLayout& layout, int ledger, int term)
{
    TermHighlight out;
    if (term < 0)
        return out;
    // The stage's own bar first; a term not live at its peak is found on a phase row.
    for (const auto* bars : {&layout.bars, &layout.phaseBars, &layout.offloadBars})
        for (const auto& bar : *bars)
            if (bar.ledger == ledger)
                for (const auto& seg : bar.segments)
                    for (const auto& slice : seg.slices)
                        if (slice.termIndex == term)
                            return {&bar, &seg, &slice};
    return out;
}

}  // namespace memledger::widgets
