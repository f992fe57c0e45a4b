// What the allocator simulator replays: allocations and frees in program order, each on a
// CUDA stream, with enough of a name to say in a block map what each block holds.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "model/core/term.h"
#include "model/core/validation.h"

namespace memledger::model {

enum class AllocAction : std::uint8_t {
    Malloc,      // `bytes` on `stream`, named `tensor`
    Free,        // the allocation named `tensor`
    EmptyCache   // torch.cuda.empty_cache(): cached segments go back to the device
};

// Stream 0 is the compute stream; collectives allocate on their own stream, whose blocks
// the allocator never hands to another stream.
inline constexpr int kComputeStream = 0;
inline constexpr int kCollectiveStream = 1;

// Larger than any device by far, and small enough that rounding a request cannot overflow.
inline constexpr std::uint64_t kLargestRequest = 1ull << 56;

// What an allocation holds, for the block map: the ledger category, the layer (−1: not a
// layer's) and micro-batch (−1: not one micro-batch's), and two static strings, e.g.
// "MLP" / "up output" or "q_proj" / "Optimizer moments".
struct TensorTag {
    Category category = Category::Temporaries;
    int layer = -1;
    int microBatch = -1;
    const char* what = "";
    const char* detail = "";
};

struct AllocEvent {
    AllocAction action = AllocAction::Malloc;
    int stream = kComputeStream;
    std::uint64_t tensor = 0;
    std::uint64_t bytes = 0;   // requested (unrounded), Malloc only
    TensorTag tag;
};

enum class StepPhase : std::uint8_t { Setup, Forward, Backward, Optimizer };

// The first event of a phase of a step; a phase lasts until the next mark.
struct PhaseMark {
    std::size_t firstEvent = 0;
    int step = 0;                // 0: set-up before the first step; then 1, 2, …
    StepPhase phase = StepPhase::Setup;
    std::int64_t seq = 0;        // the step's sequence length
};

struct AllocTrace {
    std::vector<Problem> problems;   // why no trace could be made
    std::vector<AllocEvent> events;
    std::vector<PhaseMark> phases;
    bool valid() const { return problems.empty(); }
};

// The name a state fingerprint gives a live tensor: its role rather than its id, so that
// two instants whose tensors play the same parts compare equal.
using TensorNamer = std::function<std::uint64_t(std::uint64_t tensor)>;

// Takes events as they are made, for a consumer that needs no trace kept (the allocator
// replayed for its peaks alone).
class AllocEventSink {
public:
    virtual ~AllocEventSink() = default;
    virtual void take(const AllocEvent& event) = 0;
    // Appends what decides how the events to come will be met, each live tensor named by
    // `name`; false (nothing appended) when the sink keeps no such state or has stopped.
    // Equal fingerprints at two instants: the same events afterwards, their tensors renamed
    // alike, are met the same way. Without `name`, a short part that needs no names (equal
    // whenever the whole is): a cheap test before the whole is taken.
    virtual bool fingerprint(const TensorNamer* name, std::vector<std::uint64_t>& out) const
    {
        (void)name;
        (void)out;
        return false;
    }
};

// Appends events to a trace, naming each allocation with a fresh tensor id; with a sink,
// hands them to it instead and the trace keeps only the phase marks, which still count
// the events.
class TraceWriter {
public:
    explicit TraceWriter(AllocTrace& trace, AllocEventSink* sink = nullptr)
        : m_trace(trace)
        , m_sink(sink)
    {
    }
    std::uint64_t malloc(std::uint64_t bytes, const TensorTag& tag = {}, int stream = kComputeStream);
    void free(std::uint64_t tensor);
    void emptyCache();
    void mark(int step, StepPhase phase, std::int64_t seq);
    const AllocEventSink* sink() const { return m_sink; }

private:
    void write(const AllocEvent& event);

    AllocTrace& m_trace;
    AllocEventSink* m_sink;
    std::size_t m_written = 0;
    std::uint64_t m_nextTensor = 1;
};

const char* stepPhaseId(StepPhase phase);   // "forward"

}  // namespace memledger::model
