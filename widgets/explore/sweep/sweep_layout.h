// Pure geometry of the sweep chart: one stacked column per point of the engine's
// Sweep (segments = SweepPoint::byCategory), the capacity line, and the first
// out-of-memory point. Heights come from the engine's figures only. Tested with no window.
#pragma once

#include <vector>

#include <QRectF>
#include <QString>

#include "model/explore/sweep.h"
#include "widgets/common/quantity_text.h"
#include "widgets/common/text_metrics.h"
#include "widgets/common/value_axis.h"

namespace memledger::widgets {

struct SweepSegment {
    model::Category category = model::Category::Weights;
    double bytes = 0;        // the engine's byCategory figure
    QRectF rect;
};

struct SweepColumn {
    int point = 0;           // index into Sweep::points
    QRectF slot;             // the column's full-height slot (hover, OOM shading)
    QRectF bar;              // the stacked bar, clipped to the plot
    bool clipped = false;    // taller than the scale: drawn to the top with a break
    std::vector<SweepSegment> segments;
    QRectF label;            // knob value under the axis (wider than the slot when labels are thinned)
    bool labelShown = true;  // false: a neighbour's label needs the room
    QRectF totalLabel;       // the total above the bar
    bool totalShown = true;
};

struct SweepLayout {
    QRectF plot;
    double scaleMax = 0;     // bytes at the plot's top edge
    double capacityY = 0;
    int firstOom = -1;       // the engine's Sweep::firstOom
    double oomX = 0;         // left edge of the first OOM column's slot
    int current = -1;        // the point that is the live scenario, -1: none of them
    std::vector<ValueTick> ticks;
    std::vector<SweepColumn> columns;

    double yFor(double bytes) const { return plot.bottom() - plot.height() * bytes / scaleMax; }
};

// The scale shows every total up to 2.5× the capacity; taller bars are clipped so
// the capacity line and the cliff stay readable.
inline constexpr double kSweepMaxOverCapacity = 2.5;

// Labels that would collide are thinned to every k-th column, k the same for all, so
// the ones shown are evenly spaced and each has k slots of room.
// Whether a column of the sweep holds an RL job's rollout engine: its colour is then in the legend.
bool sweepShowsRollout(const model::Sweep& sweep);

SweepLayout layoutSweep(const model::Sweep& sweep, const QSizeF& size, ByteUnit unit, const TextMetrics& metrics,
                        int current = -1);
// The column under `x`, -1: none.
int sweepColumnAt(const SweepLayout& layout, double x);

}  // namespace memledger::widgets
