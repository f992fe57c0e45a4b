#include "model/allocator/alloc_trace.h"

namespace memledger::model {

std::uint64_t TraceWriter::malloc(std::uint64_t bytes, const TensorTag& tag, int stream)
{
    const std::uint64_t tensor = m_nextTensor++;
    m_trace.events.push_back({AllocAction::Malloc, stream, tensor, bytes, tag});
    return tensor;
}

void TraceWriter::free(std::uint64_t tensor)
{
    m_trace.events.push_back({AllocAction::Free, kComputeStream, tensor, 0, {}});
}

void TraceWriter::emptyCache() { m_trace.events.push_back({AllocAction::EmptyCache, kComputeStream, 0, 0, {}}); }

void TraceWriter::mark(int step, StepPhase phase, std::int64_t seq)
{
    m_trace.phases.push_back({m_trace.events.size(), step, phase, seq});
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
