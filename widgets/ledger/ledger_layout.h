// Pure geometry of the ledger view: the engine's figures placed on a canvas.
// Widths come from the engine's numbers (StageLedger::atPeak, total, capacity);
// nothing here derives a figure the engine did not give. Tested with no window.
#pragma once

#include <optional>
#include <vector>

#include <QRectF>
#include <QString>
#include <QStringList>

#include "model/ledger/ledger.h"
#include "widgets/common/flow_legend.h"
#include "widgets/common/quantity_text.h"
#include "widgets/common/text_metrics.h"

namespace memledger::widgets {

// Which ledger a bar belongs to: a pipeline stage (>= 0), or the host / NVMe ledger.
inline constexpr int kHostLedger = -1;
inline constexpr int kNvmeLedger = -2;

struct TermSlice {
    int termIndex = 0;       // index into the ledger's terms
    QRectF rect;
};

struct LedgerSegment {
    model::Category category = model::Category::Weights;
    double bytes = 0;        // the engine's atPeak for this category (GPU), or the term sum (offload)
    QRectF rect;
    std::vector<TermSlice> slices;
    // Drawn inside the segment, centred in `labelRect` (its part left of the capacity line):
    // its name and size on two lines, on one, or the size alone, whichever fits; empty when
    // nothing does (the legend and a hover name it then).
    QStringList labelLines;
    QRectF labelRect;
};

// A second estimate drawn faint above each stage bar: the committed one under a preview, so
// that a proposed change (a triage step) reads as "from this to that" and never as already
// applied; or the pinned A of an A/B comparison above the live B.
enum class GhostKind { Committed, PinnedA };
struct LedgerGhostSource {
    const model::Estimate* estimate = nullptr;
    GhostKind kind = GhostKind::Committed;
};

struct LedgerGhost {
    GhostKind kind = GhostKind::Committed;
    double total = 0;
    bool provisional = false;   // its estimate awaits its allocator replay
    QRectF rect;             // the strip it is drawn in, full plot width
    QRectF valueRect;        // right of the plot, level with the strip: "now 135 GiB", "A 135 GiB"
    std::vector<LedgerSegment> segments;   // by category, at its estimate's peak; no labels
};

struct LedgerBar {
    int ledger = 0;          // stage index, kHostLedger or kNvmeLedger
    QString label;
    QRectF rect;             // the bar's row, full plot width
    QRectF labelRect;        // left of the plot: "Stage 3"
    QRectF valueRect;        // right of the plot, clear of the capacity lines: "71.3 GiB +2.1 GiB over"
    double total = 0;
    double capacity = 0;
    double scaleMax = 0;     // bytes at the plot's right edge
    bool worst = false;
    double overBytes = 0;    // total − capacity when positive
    QRectF overflow;         // the part past the capacity line
    std::vector<LedgerSegment> segments;
    std::optional<LedgerGhost> ghost;   // stage bars, while a preview or a pinned A is shown
};

struct AxisTick {
    double x = 0;
    QString text;
};

struct LedgerLayout {
    QRectF legend;
    bool legendHasRollout = false;  // an RL job's ledger: the rollout engine's colour is in the legend
    QRectF gpuTitle;
    // While ghosts are drawn, a line under the title says what they are; under a preview, also
    // when the peak instant moves (a segment live only at the old peak then leaves the bar).
    std::optional<GhostKind> ghostKind;
    QRectF ghostNote;
    QString ghostNoteText;
    QRectF plot;             // GPU bars' plot area
    double scaleMax = 0;
    double capacityX = 0;
    double usableX = 0;
    std::vector<AxisTick> ticks;
    std::vector<LedgerBar> bars;
    // A post-training job's phases: the worst stage at each instant of its step (rollout,
    // log-prob passes, the update's), on the GPU bars' scale; the peak's bar is `worst`.
    QRectF phaseTitle;
    std::vector<LedgerBar> phaseBars;
    QRectF offloadTitle;
    std::vector<LedgerBar> offloadBars;

    double xFor(double bytes) const { return plot.left() + plot.width() * bytes / scaleMax; }
};

// Rows never get thinner than kMinRowLines text lines: with many pipeline stages the
// layout grows taller than `size` rather than drop labels (the view scrolls).
inline constexpr double kMinRowLines = 1.5;
// And never thicker than this many lines (or 44 px), so that one or two bars do not turn
// into slabs; a row with a ghost holds it as well.
inline constexpr double kMaxRowLines = 3.6;
inline constexpr double kMaxGhostRowLines = 4.5;

// `ghost`, when it names an estimate, is drawn faint above each stage bar (the stages both
// have), and the scale holds both.
LedgerLayout layoutLedger(const model::Estimate& estimate, const QSizeF& size, ByteUnit unit,
                          const TextMetrics& metrics, const LedgerGhostSource& ghost = {});
// The height at which every row of `estimate` has its minimum height and its label.
double ledgerMinimumHeight(const model::Estimate& estimate, double width, const TextMetrics& metrics,
                           bool ghosted = false);

struct LedgerHit {
    const LedgerBar* bar = nullptr;
    const LedgerSegment* segment = nullptr;
    int termIndex = -1;
};
LedgerHit hitTest(const LedgerLayout& layout, const QPointF& point);

// Where one term sits in the ledger: the category segment it is aggregated into, and
// its own share of that segment (its slice). A stage term not live at the peak instant
// (or of zero bytes) has no segment: bar, segment and slice are null then.
struct TermHighlight {
    const LedgerBar* bar = nullptr;
    const LedgerSegment* segment = nullptr;
    const TermSlice* slice = nullptr;
};
TermHighlight highlightFor(const LedgerLayout& layout, int ledger, int term);

// Legend geometry: one swatch + label per category, wrapped to `width`.
double legendItemWidth(const TextMetrics& metrics, const QString& text);
double legendHeight(const TextMetrics& metrics, double width, bool rollout);

// "capacity 80.0 GiB": the label right of the capacity line, which the layout makes room for.
QString capacityLabel(double capacity, ByteUnit unit);
// Whether an estimate's fragmentation is still the assumed share, the allocator's replay of
// its step to come: its peak is then shown as "≈ …".
bool awaitsReplay(const model::Estimate& estimate);
// A ghost bar's total: "now 135 GiB" or "A 135 GiB" ("now ≈ 135 GiB" while it awaits its replay).
QString ghostValueText(GhostKind kind, double total, ByteUnit unit, bool provisional);

}  // namespace memledger::widgets
