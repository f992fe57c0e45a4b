#include "model/allocator/alloc_trace.h"

namespace memledger::model {

void TraceWriter::write(const AllocEvent& event)
{
    ++m_written;
    if (m_sink)
        m_sink->take(event);
    else
        m_trace.events.push_back(event);
}

std::uint64_t TraceWriter::malloc(std::uint64_t bytes, const TensorTag& tag, int stream)
{
    const std::uint64_t tensor = m_nextTensor++;
    write({AllocAction::Malloc, stream, tensor, bytes, tag});
    return tensor;
}

void TraceWriter::free(std::uint64_t tensor) { write({AllocAction::Free, kComputeStream, tensor, 0, {}}); }

void TraceWriter::emptyCache() { write({AllocAction::EmptyCache, kComputeStream, 0, 0, {}}); }

void TraceWriter::mark(int step, StepPhase phase, std::int64_t seq)
{
    m_trace.phases.push_back({m_written, step, phase, seq});
}

const char* stepPhaseId(StepPhase phase)
{
    switch (phase) {
    case StepPhase::Setup: return "setup";
    case StepPhase::Forward: return "forward";
    case StepPhase::Backward: return "backward";
    case StepPhase::Optimizer: return "optimizer";
    }
    return "?";
}

}  // namespace memledger::model
