#include "model/allocator/allocator_replay.h"

#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <utility>

#include "model/allocator/device_allocator.h"
#include "model/core/validation.h"

namespace memledger::model {

namespace {

std::string bytesText(std::uint64_t bytes)
{
    char text[48];
    const double b = static_cast<double>(bytes);
    if (bytes >= 1024 * kMiB)
        std::snprintf(text, sizeof text, "%.2f GiB", b / static_cast<double>(1024 * kMiB));
    else if (bytes >= kMiB)
        std::snprintf(text, sizeof text, "%.2f MiB", b / static_cast<double>(kMiB));
    else
        std::snprintf(text, sizeof text, "%llu bytes", static_cast<unsigned long long>(bytes));
    return text;
}

std::string oomMessage(const OutOfMemory& oom)
{
    std::string message = std::string("CUDA out of memory at event ") + std::to_string(oom.event) +
                          ": tried to allocate " + bytesText(oom.rounded) + " on stream " +
                          std::to_string(oom.stream) + ". Of the " +
                          bytesText(oom.capacity) + " the allocator may use, " + bytesText(oom.allocated) +
                          " is allocated and " + bytesText(oom.reservedFree()) +
                          " is reserved but free (largest free block " + bytesText(oom.largestFreeBlock) + "); ";
    if (oom.reservedFree() >= oom.rounded)
        return message + "the free bytes are split into blocks the request cannot use: set "
                         "expandable_segments:True to avoid fragmentation";
    return message + "the tensors live at once need more than the device holds: shrink the micro-batch, recompute "
                     "activations or shard the model states";
}

// A problem of the replay, its sentence marked under "Allocator" for the edges to translate.
Problem replayProblem(const char* field, const char* pattern, std::vector<ProblemArgument> arguments = {})
{
    return templatedProblem(field, pattern, std::move(arguments), "Allocator");
}

std::vector<Problem> checkInputs(const AllocatorSettings& settings, std::uint64_t capacity)
{
    std::vector<Problem> problems;
    if (capacity == 0)
        problems.push_back(replayProblem(
            "capacity", MEMLEDGER_TRANSLATABLE("Allocator", "the device capacity is 0 bytes; give the bytes the "
                                                            "allocator may reserve (device memory less the CUDA "
                                                            "context)")));
    const double gc = settings.garbageCollectionThreshold;
    if (!(gc >= 0 && gc < 1))
        problems.push_back(replayProblem(
            "memory.alloc_conf",
            MEMLEDGER_TRANSLATABLE("Allocator",
                                   "garbage_collection_threshold must be between 0 and 1 (0: off)")));
    if (settings.memoryFraction && !(*settings.memoryFraction >= 0 && *settings.memoryFraction <= 1))
        problems.push_back(replayProblem(
            "memory.alloc_conf",
            MEMLEDGER_TRANSLATABLE("Allocator", "per_process_memory_fraction must be from 0 to 1")));
    if (settings.maxSplitSize < 20 * kMiB || settings.maxNonSplitRounding < 20 * kMiB)
        problems.push_back(replayProblem(
            "memory.alloc_conf",
            MEMLEDGER_TRANSLATABLE("Allocator",
                                   "max_split_size_mb and max_non_split_rounding_mb must be at least 20")));
    return problems;
}

class Replayer {
public:
    Replayer(const AllocatorSettings& settings, std::uint64_t capacity)
        : m_device(settings, capacity)
    {
    }

    // Applies one event; a problem (a bad event or the out-of-memory error) ends the replay.
    std::optional<Problem> apply(std::size_t index, const AllocEvent& event)
    {
        switch (event.action) {
        case AllocAction::Malloc:
            if (m_device.holds(event.tensor))
                return replayProblem(
                    "trace",
                    MEMLEDGER_TRANSLATABLE("Allocator", "event %1 allocates tensor %2, which is still allocated"),
                    {{std::to_string(index)}, {std::to_string(event.tensor)}});
            if (event.bytes > kLargestRequest)
                return replayProblem("trace",
                                     MEMLEDGER_TRANSLATABLE("Allocator", "event %1 requests %2 bytes, more than any "
                                                                         "device holds; check the sizes the trace was "
                                                                         "made from"),
                                     {{std::to_string(index)}, {std::to_string(event.bytes)}});
            if (!m_device.malloc(event.tensor, event.bytes, event.stream, event.tag)) {
                m_oom = m_device.lastOom();
                m_oom->event = index;
                return Problem{"allocator", oomMessage(*m_oom)};
            }
            return std::nullopt;
        case AllocAction::Free:
            if (!m_device.holds(event.tensor))
                return replayProblem(
                    "trace", MEMLEDGER_TRANSLATABLE("Allocator", "event %1 frees tensor %2, which is not allocated"),
                    {{std::to_string(index)}, {std::to_string(event.tensor)}});
            m_device.free(event.tensor);
            return std::nullopt;
        case AllocAction::EmptyCache:
            m_device.emptyCache();
            return std::nullopt;
        }
        return std::nullopt;
    }

    const std::optional<OutOfMemory>& oom() const { return m_oom; }
    const detail::DeviceAllocator& device() const { return m_device; }

private:
    detail::DeviceAllocator m_device;
    std::optional<OutOfMemory> m_oom;
};

}  // namespace

// One event at a time: the replay's running peaks, and the series when it is kept.
struct StreamingReplay::State {
    State(const AllocatorSettings& settings, std::uint64_t capacity)
        : replayer(settings, capacity)
    {
    }
    void take(const AllocEvent& event, bool keepSeries)
    {
        if (stopped)
            return;
        const std::size_t index = next++;
        if (auto problem = replayer.apply(index, event)) {
            out.oom = replayer.oom();
            out.problems.push_back(std::move(*problem));
            stopped = true;
            return;
        }
        const auto& device = replayer.device();
        if (keepSeries)
            out.series.push_back({index, device.allocated(), device.reserved()});
        out.peakAllocated = std::max(out.peakAllocated, device.allocated());
        out.peakRequested = std::max(out.peakRequested, device.requested());
        // Of the moments reserved is at its peak, the one that uses it most: what is still
        // free then is what the allocator could not put to use.
        const bool higher = device.reserved() > out.peakReserved;
        const bool fuller = device.reserved() == out.peakReserved && device.allocated() > allocatedAtPeak;
        if (higher || fuller) {
            out.peakReserved = device.reserved();
            out.peakReservedEvent = index;
            allocatedAtPeak = device.allocated();
            out.fragmentation = static_cast<double>(device.reserved()) / static_cast<double>(device.allocated()) - 1;
        }
    }
    AllocatorReplay finished() const
    {
        AllocatorReplay done = out;
        done.counters = replayer.device().counters();
        return done;
    }

    Replayer replayer;
    AllocatorReplay out;
    std::uint64_t allocatedAtPeak = 0;
    std::size_t next = 0;
    bool stopped = false;
};

StreamingReplay::StreamingReplay(const AllocatorSettings& settings, std::uint64_t capacity)
    : m_problems(checkInputs(settings, capacity))
    , m_state(std::make_unique<State>(settings, capacity))
{
}

StreamingReplay::~StreamingReplay() = default;

void StreamingReplay::take(const AllocEvent& event)
{
    if (m_problems.empty())
        m_state->take(event, false);
}

bool StreamingReplay::fingerprint(const TensorNamer* name, std::vector<std::uint64_t>& out) const
{
    // After the out-of-memory error nothing more happens: there is no state worth comparing.
    if (!m_problems.empty() || m_state->stopped)
        return false;
    m_state->replayer.device().fingerprint(name, out);
    return true;
}

AllocatorReplay StreamingReplay::result() const
{
    if (!m_problems.empty()) {
        AllocatorReplay bad;
        bad.problems = m_problems;
        return bad;
    }
    return m_state->finished();
}

AllocatorReplay replayTrace(const AllocatorSettings& settings, const AllocTrace& trace, std::uint64_t capacity,
                            ReplayDetail detail)
{
    AllocatorReplay out;
    out.problems = trace.valid() ? checkInputs(settings, capacity) : trace.problems;
    if (!out.problems.empty())
        return out;
    const bool full = detail == ReplayDetail::Full;
    StreamingReplay::State state(settings, capacity);
    if (full)
        state.out.series.reserve(trace.events.size());
    for (const AllocEvent& event : trace.events) {
        state.take(event, full);
        if (state.stopped)
            break;
    }
    out = state.finished();
    if (out.peakReserved == 0 || !full)
        return out;
    // The map at the peak: the replay is deterministic, so replaying up to the peak again
    // costs less than keeping a copy of the map at every new peak.
    Replayer again(settings, capacity);
    for (std::size_t i = 0; i <= out.peakReservedEvent; ++i)
        again.apply(i, trace.events[i]);
    out.segmentsAtPeak = again.device().segments();
    return out;
}

}  // namespace memledger::model
