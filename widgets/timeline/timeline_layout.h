// Pure geometry of the timeline view: the simulated step placed on a canvas for
// a time window. Spans narrower than a pixel are merged per lane, so the number
// of rectangles is bounded by the width, not by the 50,000 spans. Tested with no window.
#pragma once

#include <algorithm>

#include <array>
#include <memory>
#include <vector>

#include <QPolygonF>
#include <QRectF>
#include <QSizeF>

#include "model/timeline/timeline.h"

namespace memledger::widgets {

using TimelinePtr = std::shared_ptr<const model::Timeline>;

struct TimelineBar {
    QRectF rect;
    int span = -1;           // index into Timeline::spans (the longest, when merged)
    int merged = 1;          // spans drawn as this one rectangle
    double coverage = 1;     // busy fraction of the rectangle's time (merged bars are drawn lighter)
    double waiting = 0;      // stall fraction of a merged compute bar (marked even when zoomed out)
};

struct TimelineTick {
    double x = 0;
    double time = 0;
};

// The frame around the plot, sized for the type it holds: the view measures it in its font
// (a slide's type is twice the window's); the defaults are the window's.
struct TimelineFrame {
    double labelWidth = 118;      // the lane names
    double headlineHeight = 40;   // two lines: the readouts wrap on narrow tabs
    double axisHeight = 20;
    double memoryHeight = 64;     // the memory row: its curve and two lines of readouts
    double minCurveHeight = 28;   // the curve below the readouts
    double minLaneHeight = 18;
};

class TimelineLayout {
public:
    static constexpr double kPad = 6;

    void setTimeline(TimelinePtr timeline);
    void setSize(QSizeF size);
    void setFrame(const TimelineFrame& frame);
    const TimelineFrame& frame() const { return m_frame; }
    const model::Timeline* timeline() const { return m_timeline.get(); }

    // The visible time window, in seconds; kept inside the step with a minimum width.
    void setWindow(double start, double end);
    void fit();
    void zoom(double factor, double anchorTime);   // factor > 1 zooms in
    void pan(double fraction);                     // of the window width; > 0 moves right
    double windowStart() const { return m_start; }
    double windowEnd() const { return m_end; }

    double xAt(double time) const;
    double timeAt(double x) const;
    QRectF plot() const { return m_plot; }
    QRectF laneRect(model::Lane lane) const { return m_lanes[static_cast<std::size_t>(lane)]; }
    QRectF memoryRect() const { return m_memory; }
    // The memory row's curve, below its readouts: the words never sit on the line.
    QRectF memoryCurveRect() const { return m_memory.adjusted(0, m_memoryTextHeight + 2, 0, 0); }
    QRectF memoryReadoutRect() const
    {
        return {m_memory.left() + 4, m_memory.top() + 2, std::max(0.0, m_memory.width() - 8), m_memoryTextHeight};
    }
    // The readouts' height at memoryReadoutRect's width, measured by the view in its font.
    void setMemoryTextHeight(double height);
    QRectF headlineRect() const { return {0, 0, m_size.width(), m_frame.headlineHeight}; }
    QRectF laneLabelRect(double top, double height) const { return {kPad, top, m_frame.labelWidth - 10, height}; }
    // The colour key under the headline: its height is the view's to measure (its font, the
    // width it has), the lanes start below it.
    void setLegendHeight(double height);
    QRectF legendRect() const
    {
        return {kPad, m_frame.headlineHeight, std::max(0.0, m_size.width() - 2 * kPad), m_legendHeight};
    }
    // Without the colour key, which follows the width.
    int minimumHeight() const
    {
        return static_cast<int>(m_frame.headlineHeight + m_frame.axisHeight + model::kLaneCount * m_frame.minLaneHeight +
                                std::max(m_frame.memoryHeight, m_memoryTextHeight + 2 + m_frame.minCurveHeight) + kPad);
    }
    QRectF axisRect() const { return m_axis; }

    std::vector<TimelineBar> bars() const;         // visible spans, merged below a pixel
    std::vector<TimelineTick> ticks(double& step) const;
    QPolygonF memoryPath(double& maxBytes) const;  // step curve, decimated to the width
    // An RL job's trainer curve with its rollout engine on top, on memoryPath's scale; empty
    // for a training job.
    QPolygonF engineTopPath(double maxBytes) const;
    double engineTopPeak() const { return m_engineTopPeak; }
    int spanAt(QPointF point) const;               // -1: none

private:
    void index();
    void place();
    void appendBars(const std::vector<int>& spans, const QRectF& row, std::vector<TimelineBar>& out) const;
    QRectF rowRect(const model::Span& span) const;
    QPolygonF stepPath(const std::vector<model::MemoryPoint>& points, double scale) const;
    void stackEngine();

    TimelinePtr m_timeline;
    QSizeF m_size{800, 400};
    TimelineFrame m_frame;
    double m_legendHeight = 0;
    double m_memoryTextHeight = 0;
    double m_start = 0;
    double m_end = 1;
    QRectF m_plot;
    QRectF m_axis;
    QRectF m_memory;
    std::array<QRectF, model::kLaneCount> m_lanes{};
    // Span indices per stream (lane · rows + row), in start order: streams are in order,
    // so ends are sorted too and a binary search finds the first visible span.
    std::array<std::vector<int>, model::kRowsPerLane * model::kLaneCount> m_streams;
    // The trainer's curve plus the engine's bytes at every change of either (RL jobs).
    std::vector<model::MemoryPoint> m_engineTop;
    double m_engineTopPeak = 0;
};

}  // namespace memledger::widgets
