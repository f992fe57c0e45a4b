#include "widgets/timeline/timeline_layout.h"

#include <algorithm>
#include <cmath>

namespace memledger::widgets {

namespace {
constexpr double kMinWindow = 1e-6;   // 1 µs: below this nothing is readable
}  // namespace

void TimelineLayout::setTimeline(TimelinePtr timeline)
{
    const bool first = !m_timeline;
    const double oldStep = m_timeline ? m_timeline->stepTime : 0;
    m_timeline = std::move(timeline);
    index();
    stackEngine();
    // A new scenario keeps the zoom only when the step keeps its length (an edit
    // that changes nothing on the timeline must not reset the user's view).
    if (first || !m_timeline || m_timeline->stepTime != oldStep)
        fit();
    place();
}

void TimelineLayout::setSize(QSizeF size)
{
    m_size = size;
    place();
}

void TimelineLayout::setFrame(const TimelineFrame& frame)
{
    m_frame = frame;
    place();
}

void TimelineLayout::setMemoryTextHeight(double height)
{
    m_memoryTextHeight = std::max(0.0, height);
    place();
}

void TimelineLayout::setLegendHeight(double height)
{
    m_legendHeight = std::max(0.0, height);
    place();
}

void TimelineLayout::index()
{
    for (auto& stream : m_streams)
        stream.clear();
    if (!m_timeline)
        return;
    const auto& spans = m_timeline->spans;
    for (std::size_t i = 0; i < spans.size(); ++i)
        m_streams[static_cast<std::size_t>(spans[i].lane) * model::kRowsPerLane + spans[i].row].push_back(static_cast<int>(i));
}

void TimelineLayout::place()
{
    const TimelineFrame& f = m_frame;
    const double top = f.headlineHeight + m_legendHeight + f.axisHeight;
    const double width = std::max(10.0, m_size.width() - f.labelWidth - kPad);
    // The memory row keeps a quarter of the height where there is room: its curve is what
    // the step does to the ledger, and its readouts must not sit on a flattened line.
    const double room = m_size.height() - top - kPad;
    const double memoryHeight =
        std::max({f.memoryHeight, m_memoryTextHeight + 2 + f.minCurveHeight,
                  std::min(0.25 * room, room - model::kLaneCount * f.minLaneHeight)});
    const double lanesHeight = std::max(model::kLaneCount * f.minLaneHeight, room - memoryHeight);
    const double lane = lanesHeight / model::kLaneCount;
    m_plot = QRectF(f.labelWidth, top, width, lanesHeight + memoryHeight);
    m_axis = QRectF(f.labelWidth, f.headlineHeight + m_legendHeight, width, f.axisHeight);
    for (int i = 0; i < model::kLaneCount; ++i)
        m_lanes[static_cast<std::size_t>(i)] = QRectF(f.labelWidth, top + i * lane, width, lane);
    m_memory = QRectF(f.labelWidth, top + lanesHeight, width, memoryHeight);
}

void TimelineLayout::setWindow(double start, double end)
{
    const double step = m_timeline && m_timeline->stepTime > 0 ? m_timeline->stepTime : 1.0;
    double width = std::clamp(end - start, std::min(kMinWindow, step), step);
    start = std::clamp(start, 0.0, step - width);
    m_start = start;
    m_end = start + width;
}

void TimelineLayout::fit() { setWindow(0, m_timeline && m_timeline->stepTime > 0 ? m_timeline->stepTime : 1.0); }

void TimelineLayout::zoom(double factor, double anchor)
{
    const double width = (m_end - m_start) / factor;
    const double ratio = (anchor - m_start) / (m_end - m_start);
    setWindow(anchor - ratio * width, anchor - ratio * width + width);
}

void TimelineLayout::pan(double fraction)
{
    const double shift = (m_end - m_start) * fraction;
    setWindow(m_start + shift, m_end + shift);
}

double TimelineLayout::xAt(double time) const
{
    return m_plot.left() + (time - m_start) / (m_end - m_start) * m_plot.width();
}

double TimelineLayout::timeAt(double x) const
{
    return m_start + (x - m_plot.left()) / m_plot.width() * (m_end - m_start);
}

QRectF TimelineLayout::rowRect(const model::Span& span) const
{
    QRectF lane = laneRect(span.lane).adjusted(0, 2, 0, -2);
    if (span.lane != model::Lane::Collective)
        return lane;
    // Collectives: gathers, reductions, then the blocking TP/EP/pipeline stream.
    const double third = lane.height() / model::kRowsPerLane;
    return QRectF(lane.left(), lane.top() + span.row * third, lane.width(), third - 1);
}

}  // namespace memledger::widgets
