// The event core of the timeline: every lane of every rank is an in-order stream
// (as CUDA streams and NCCL communicators are), so a task starts at the latest of
// its stream's previous end and its inputs' ends. Tasks are handed in issue order,
// which makes one pass an exact discrete-event simulation of those streams.
#pragma once

#include <initializer_list>
#include <vector>

#include "model/timeline/timeline.h"

namespace memledger::model::detail {

inline constexpr int kStreams = kLaneCount + kRowsPerLane - 1;   // the lanes plus two more collective streams

struct TaskSpec {
    Lane lane = Lane::Compute;
    SpanKind kind = SpanKind::Forward;
    double seconds = 0;
    double bytes = 0;
    int layer = -1;
    int microBatch = -1;
    Traffic traffic = Traffic::None;
    // Collectives run on three streams, as the frameworks issue them: ZeRO/FSDP
    // gathers (row 0, DeepSpeed's prefetch stream), gradient reductions (row 1, the
    // reduce stream) and the blocking TP/EP/pipeline ones (row 2), so a prefetch never
    // queues behind a reduction that waits for backward.
    std::uint8_t row = 0;
};

class StreamSimulator {
public:
    // overlap = false: each rank runs one task at a time in issue order (no
    // stream concurrency, DeepSpeed overlap_comm=False and synchronous copies).
    StreamSimulator(int ranks, int focus, bool overlap);
    // Hands its task buffers back to the thread for the next step's simulation.
    ~StreamSimulator();
    StreamSimulator(const StreamSimulator&) = delete;
    StreamSimulator& operator=(const StreamSimulator&) = delete;

    // Runs `task` on `rank` after `deps` (task ids; -1 is ignored); returns its id.
    int run(int rank, const TaskSpec& task, std::initializer_list<int> deps);
    double start(int id) const { return m_start[static_cast<std::size_t>(id)]; }
    double end(int id) const { return m_end[static_cast<std::size_t>(id)]; }
    // GPU memory of the focus rank changes by `delta` bytes of `category` at `time`.
    void memory(int rank, double time, double delta, Category category);
    // Ends the step: the focus rank's compute waits for the last task anywhere.
    double finish();

    std::vector<Span> takeSpans() { return std::move(m_spans); }
    // The focus rank's allocated bytes over the step, from `base` held at time 0;
    // `atPeak` receives the bytes by category at the curve's first maximum.
    std::vector<MemoryPoint> memoryCurve(const CategoryBytes& base, CategoryBytes& atPeak, double& peakTime) const;
    int focus() const { return m_focus; }

private:
    void recordWait(int rank, double from, double to, int binding);

    int m_focus;
    bool m_overlap;
    std::vector<double> m_start;
    std::vector<double> m_end;
    std::vector<int> m_rank;
    std::vector<int> m_span;                  // span index of a focus-rank task, else -1
    std::vector<double> m_laneFree;           // rank · kStreams + stream
    std::vector<int> m_lastTask;              // per rank: last issued task (the no-overlap fence)
    std::vector<Span> m_spans;
    struct MemoryEvent {
        double time;
        double delta;
        Category category;
    };
    std::vector<MemoryEvent> m_memory;
};

}  // namespace memledger::model::detail
