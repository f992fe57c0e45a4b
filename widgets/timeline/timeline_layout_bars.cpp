// The level-of-detail part of TimelineLayout: visible bars, axis ticks, the memory
// curve and hit testing. All of it is O(visible pixels + log spans) per call.
#include <algorithm>
#include <climits>
#include <cmath>

#include "widgets/timeline/timeline_layout.h"
#include "model/core/quantity_format.h"

namespace memledger::widgets {

std::vector<TimelineBar> TimelineLayout::bars() const
{
    std::vector<TimelineBar> out;
    if (!m_timeline)
        return out;
    for (const auto& stream : m_streams)
        if (!stream.empty())
            appendBars(stream, rowRect(m_timeline->spans[static_cast<std::size_t>(stream.front())]), out);
    return out;
}

void TimelineLayout::appendBars(const std::vector<int>& stream, const QRectF& row, std::vector<TimelineBar>& out) const
{
    const auto& spans = m_timeline->spans;
    auto at = [&](int i) -> const model::Span& { return spans[static_cast<std::size_t>(i)]; };
    auto first = std::partition_point(stream.begin(), stream.end(), [&](int i) { return at(i).end < m_start; });
    TimelineBar* open = nullptr;
    double openBusy = 0;
    double openStall = 0;
    const double secondsPerPixel = (m_end - m_start) / std::max(1.0, m_plot.width());
    auto close = [&] {
        if (!open || open->merged == 1)
            return;
        const double seconds = std::max(open->rect.width() * secondsPerPixel, 1e-300);
        open->coverage = std::clamp(openBusy / seconds, 0.0, 1.0);
        open->waiting = std::clamp(openStall / seconds, 0.0, 1.0);
    };
    for (auto it = first; it != stream.end() && at(*it).start <= m_end; ++it) {
        const model::Span& s = at(*it);
        const double x0 = std::max(m_plot.left(), xAt(s.start));
        const double x1 = std::min(m_plot.right(), xAt(s.end));
        // A span that ends in the pixel column of the open bar joins it: one
        // rectangle per pixel at most, whatever the zoom.
        if (open && x0 < open->rect.right() + 1.0 && (x1 - x0 < 1.0 || open->rect.width() < 1.0)) {
            open->rect.setRight(std::max(open->rect.right(), x1));
            if (s.duration() > at(open->span).duration())
                open->span = *it;
            ++open->merged;
            openBusy += model::isIdle(s.kind) ? 0.0 : s.duration();
            openStall += s.kind == model::SpanKind::Stall ? s.duration() : 0.0;
            continue;
        }
        close();
        out.push_back({QRectF(x0, row.top(), std::max(x1 - x0, 0.5), row.height()), *it, 1, 1.0});
        open = &out.back();
        openBusy = model::isIdle(s.kind) ? 0.0 : s.duration();
        openStall = s.kind == model::SpanKind::Stall ? s.duration() : 0.0;
    }
    close();
}

std::vector<TimelineTick> TimelineLayout::ticks(double& step) const
{
    // 1-2-5 steps, at least ~90 px apart so labels never collide.
    const double span = m_end - m_start;
    const double target = span * 90.0 / std::max(1.0, m_plot.width());
    step = model::niceStep(target, false);
    std::vector<TimelineTick> out;
    for (double t = std::ceil(m_start / step) * step; t <= m_end + 1e-12 * span; t += step)
        out.push_back({xAt(t), t});
    return out;
}

QPolygonF TimelineLayout::memoryPath(double& maxBytes) const
{
    maxBytes = 0;
    if (!m_timeline || m_timeline->memory.empty())
        return {};
    // Scale to the peak (with the rollout engine on top, for an RL job) so its shape shows;
    // include the allocatable limit when it is near enough to matter (within 1.5× of the peak).
    const double peak = std::max(m_timeline->peakMemory, m_engineTopPeak);
    maxBytes = peak * 1.1;
    if (m_timeline->allocatable() < 1.5 * peak)
        maxBytes = std::max(maxBytes, m_timeline->allocatable() * 1.02);
    return stepPath(m_timeline->memory, maxBytes > 0 ? (memoryCurveRect().height() - 6) / maxBytes : 0);
}

QPolygonF TimelineLayout::engineTopPath(double maxBytes) const
{
    if (m_engineTop.empty() || maxBytes <= 0)
        return {};
    return stepPath(m_engineTop, (memoryCurveRect().height() - 6) / maxBytes);
}

void TimelineLayout::stackEngine()
{
    m_engineTop.clear();
    m_engineTopPeak = 0;
    if (!m_timeline || m_timeline->engineMemory.empty() || m_timeline->memory.empty())
        return;
    const auto& trainer = m_timeline->memory;
    const auto& engine = m_timeline->engineMemory;
    // Both are step functions: the sum changes where either does.
    const auto valueAt = [](const std::vector<model::MemoryPoint>& curve, double time) {
        auto it = std::upper_bound(curve.begin(), curve.end(), time,
                                   [](double t, const model::MemoryPoint& p) { return t < p.time; });
        return it == curve.begin() ? 0.0 : std::prev(it)->bytes;
    };
    std::vector<double> times;
    times.reserve(trainer.size() + engine.size());
    for (const auto& p : trainer)
        times.push_back(p.time);
    for (const auto& p : engine)
        times.push_back(p.time);
    std::sort(times.begin(), times.end());
    times.erase(std::unique(times.begin(), times.end()), times.end());
    m_engineTop.reserve(times.size());
    for (const double time : times) {
        const double bytes = valueAt(trainer, time) + valueAt(engine, time);
        m_engineTop.push_back({time, bytes});
        m_engineTopPeak = std::max(m_engineTopPeak, bytes);
    }
}

QPolygonF TimelineLayout::stepPath(const std::vector<model::MemoryPoint>& points, double scale) const
{
    QPolygonF path;
    auto y = [&](double bytes) { return m_memory.bottom() - 2 - bytes * scale; };
    auto first = std::partition_point(points.begin(), points.end(), [&](const auto& p) { return p.time < m_start; });
    if (first != points.begin())
        --first;
    // One pixel column keeps its entry, extremes and exit: at most four points
    // per column, so the curve costs the width, not the number of steps.
    int column = INT_MIN;
    double enter = 0, low = 0, high = 0, exit = 0;
    auto flush = [&] {
        if (column == INT_MIN)
            return;
        const double x = column;
        if (!path.isEmpty())
            path.append(QPointF(x, path.back().y()));
        path << QPointF(x, enter) << QPointF(x, high) << QPointF(x, low) << QPointF(x, exit);
    };
    for (auto it = first; it != points.end(); ++it) {
        const double x = std::clamp(xAt(it->time), m_plot.left(), m_plot.right());
        const double py = y(it->bytes);
        const int c = static_cast<int>(std::floor(x));
        if (c != column) {
            flush();
            column = c;
            enter = low = high = py;
        }
        low = std::max(low, py);
        high = std::min(high, py);
        exit = py;
        if (it->time > m_end)
            break;
    }
    flush();
    return path;
}

int TimelineLayout::spanAt(QPointF point) const
{
    if (!m_timeline || !m_plot.contains(point))
        return -1;
    const double t = timeAt(point.x());
    const double slop = 2.0 * (m_end - m_start) / std::max(1.0, m_plot.width());  // ±2 px
    for (const auto& stream : m_streams) {
        if (stream.empty())
            continue;
        const auto& spans = m_timeline->spans;
        if (!rowRect(spans[static_cast<std::size_t>(stream.front())]).contains(point))
            continue;
        auto it = std::partition_point(stream.begin(), stream.end(),
                                       [&](int i) { return spans[static_cast<std::size_t>(i)].end < t - slop; });
        int best = -1;
        double bestDistance = 1e300;
        for (; it != stream.end() && spans[static_cast<std::size_t>(*it)].start <= t + slop; ++it) {
            const auto& s = spans[static_cast<std::size_t>(*it)];
            const double distance = t < s.start ? s.start - t : (t > s.end ? t - s.end : 0.0);
            if (distance < bestDistance) {
                bestDistance = distance;
                best = *it;
            }
        }
        return best;
    }
    return -1;
}

}  // namespace memledger::widgets
