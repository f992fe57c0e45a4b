#include "model/timeline/timeline_sim.h"

#include <algorithm>

namespace memledger::model::detail {

namespace {
// Waits shorter than this are rounding, not stalls.
constexpr double kEpsilon = 1e-12;

// The task buffers of the last simulation on this thread. Fresh buffers of a step's tens of
// thousands of tasks cost more in page faults than the simulation itself (DeepSeek-V3 on
// 1,024 GPUs: 4.1 ms fresh, 0.6 ms reused); a slider's every step reuses them.
struct TaskBuffers {
    std::vector<double> start;
    std::vector<double> end;
    std::vector<int> rank;
    std::vector<int> span;
};

TaskBuffers& threadBuffers()
{
    thread_local TaskBuffers buffers;
    return buffers;
}
}  // namespace

StreamSimulator::StreamSimulator(int ranks, int focus, bool overlap)
    : m_focus(focus), m_overlap(overlap),
      m_laneFree(static_cast<std::size_t>(ranks) * kStreams, 0.0),
      m_lastTask(static_cast<std::size_t>(ranks), -1)
{
    TaskBuffers& kept = threadBuffers();
    m_start.swap(kept.start);
    m_end.swap(kept.end);
    m_rank.swap(kept.rank);
    m_span.swap(kept.span);
    m_start.clear();
    m_end.clear();
    m_rank.clear();
    m_span.clear();
    // A 80-layer × 16-micro-batch offloaded step issues ≈ 13,000 tasks.
    constexpr std::size_t kTasks = 1 << 15;
    m_start.reserve(kTasks);
    m_end.reserve(kTasks);
    m_rank.reserve(kTasks);
    m_span.reserve(kTasks);
    m_spans.reserve(kTasks);
    m_memory.reserve(kTasks);
}

StreamSimulator::~StreamSimulator()
{
    TaskBuffers& kept = threadBuffers();
    m_start.swap(kept.start);
    m_end.swap(kept.end);
    m_rank.swap(kept.rank);
    m_span.swap(kept.span);
}

int StreamSimulator::run(int rank, const TaskSpec& task, std::initializer_list<int> deps)
{
    const auto r = static_cast<std::size_t>(rank);
    const auto stream = task.row > 0 ? static_cast<std::size_t>(kLaneCount + task.row - 1) : static_cast<std::size_t>(task.lane);
    double& laneFree = m_laneFree[r * kStreams + stream];
    double ready = 0;
    int binding = -1;
    for (const int dep : deps) {
        if (dep >= 0 && end(dep) > ready) {
            ready = end(dep);
            binding = dep;
        }
    }
    if (!m_overlap && m_lastTask[r] >= 0 && end(m_lastTask[r]) > ready) {
        ready = end(m_lastTask[r]);
        binding = m_lastTask[r];
    }
    const double begin = std::max(laneFree, ready);
    if (rank == m_focus && task.lane == Lane::Compute && begin > laneFree + kEpsilon)
        recordWait(rank, laneFree, begin, binding);
    const double finishAt = begin + std::max(0.0, task.seconds);
    laneFree = finishAt;
    const int id = static_cast<int>(m_start.size());
    m_start.push_back(begin);
    m_end.push_back(finishAt);
    m_rank.push_back(rank);
    m_lastTask[r] = id;
    if (rank == m_focus) {
        m_span.push_back(static_cast<int>(m_spans.size()));
        m_spans.push_back(Span{begin, finishAt, task.bytes, task.layer, task.microBatch, task.lane, task.kind,
                               task.traffic, -1, task.row});
    } else {
        m_span.push_back(-1);
    }
    return id;
}

void StreamSimulator::recordWait(int rank, double from, double to, int binding)
{
    // Waiting on a task of another stage is the pipeline bubble; on one's own
    // transfer or collective it is a stall, a span of its own so the view can show what it waited for.
    const bool ownRank = binding >= 0 && m_rank[static_cast<std::size_t>(binding)] == rank;
    Span wait{from, to, 0, -1, -1, Lane::Compute, ownRank ? SpanKind::Stall : SpanKind::Bubble, Traffic::None, -1};
    if (ownRank)
        wait.waitsFor = m_span[static_cast<std::size_t>(binding)];
    m_spans.push_back(wait);
}

void StreamSimulator::memory(int rank, double time, double delta, Category category)
{
    if (rank == m_focus && delta != 0)
        m_memory.push_back({time, delta, category});
}

double StreamSimulator::finish()
{
    double step = 0;
    int last = -1;
    for (std::size_t i = 0; i < m_end.size(); ++i) {
        if (m_end[i] > step) {
            step = m_end[i];
            last = static_cast<int>(i);
        }
    }
    // The next step's forward needs the updated weights: the tail where compute
    // waits for the optimizer (or for other stages) belongs to this step.
    const double computeFree = m_laneFree[static_cast<std::size_t>(m_focus) * kStreams];
    if (step > computeFree + kEpsilon)
        recordWait(m_focus, computeFree, step, last);
    return step;
}

std::vector<MemoryPoint> StreamSimulator::memoryCurve(const CategoryBytes& base, CategoryBytes& atPeak,
                                                     double& peakTime) const
{
    auto events = m_memory;
    std::stable_sort(events.begin(), events.end(), [](const auto& a, const auto& b) { return a.time < b.time; });
    std::vector<MemoryPoint> curve;
    curve.reserve(events.size() + 1);
    CategoryBytes held = base;
    double bytes = 0;
    for (const double b : base)
        bytes += b;
    curve.push_back({0.0, bytes});
    atPeak = held;
    peakTime = 0;
    double peak = bytes;
    // Changes at one instant are one point: a buffer freed as the next is allocated
    // at the same time never shows as both held at once.
    for (std::size_t i = 0; i < events.size(); ++i) {
        const MemoryEvent& e = events[i];
        held[static_cast<std::size_t>(e.category)] += e.delta;
        bytes += e.delta;
        if (i + 1 < events.size() && events[i + 1].time == e.time)
            continue;
        if (curve.size() > 1 && curve.back().time == e.time)
            curve.back().bytes = bytes;
        else
            curve.push_back({e.time, bytes});
        if (bytes > peak) {
            peak = bytes;
            peakTime = e.time;
            atPeak = held;
        }
    }
    return curve;
}

}  // namespace memledger::model::detail
