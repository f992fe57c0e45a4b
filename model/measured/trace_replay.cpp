#include "model/measured/trace_replay.h"

#include "model/core/allocator_rules.h"
#include "model/measured/byte_arithmetic.h"

namespace memledger::model {

namespace {

// While undoing the trace: a block that its free brought back, whose size only its
// allocation (or, failing that, rounding) can tell.
constexpr std::int64_t kUnknownSize = -1;

const std::vector<TraceEvent>& traceOf(const MemorySnapshot& snapshot, int device)
{
    static const std::vector<TraceEvent> kNone;
    const auto index = static_cast<std::size_t>(device);
    return device >= 0 && index < snapshot.deviceTraces.size() ? snapshot.deviceTraces[index] : kNone;
}

}  // namespace

TraceReplay::TraceReplay(const MemorySnapshot& snapshot, int device)
    : m_snapshot(&snapshot),
      m_trace(traceOf(snapshot, device)),
      m_settings(allocatorSettingsOf(snapshot.allocatorSettings.value_or(RecordedAllocatorSettings{}))),
      m_stackCategories(categorizeStacks(snapshot)),
      m_sizeAtDump(m_trace.size())
{
    loadDump(device);
    for (std::size_t index = m_trace.size(); index-- > 0;)
        undo(index);
    finishStart();
}

void TraceReplay::loadDump(int device)
{
    for (const auto& segment : m_snapshot->segments) {
        if (segment.device != device)
            continue;
        const LiveRange range{segment.address + segment.totalSize, segment.stream, segment.expandable};
        if (!m_segments.emplace(segment.address, range).second)
            ++m_counts.inconsistencies;
        m_reserved = plusBytes(m_reserved, segment.totalSize);
        for (const auto& block : segment.blocks) {
            if (block.state == BlockState::Inactive)
                continue;
            const LiveBlock live{block.size, block.requestedSize, block.state == BlockState::ActivePendingFree,
                                 block.stack};
            if (!m_blocks.emplace(block.address, live).second)
                ++m_counts.inconsistencies;
        }
    }
}

// Each undo checks that the state is one the event could have produced, so that playing
// the events forward again arrives exactly at the dump; what cannot be is counted.
void TraceReplay::undo(std::size_t index)
{
    const TraceEvent& event = m_trace[index];
    const auto block = m_blocks.find(event.address);
    const bool present = block != m_blocks.end();
    switch (event.action) {
    case TraceAction::Alloc:
        if (!present || block->second.pendingFree) {
            ++m_counts.inconsistencies;
            break;
        }
        if (block->second.size != kUnknownSize)
            m_sizeAtDump[index] = block->second.size;
        // Playing the allocation forward again counts the event's request.
        if (block->second.requested != event.size)
            ++m_counts.inconsistencies;
        m_blocks.erase(block);
        break;
    case TraceAction::FreeRequested:
        if (present && block->second.pendingFree)
            block->second.pendingFree = false;
        else
            ++m_counts.inconsistencies;
        break;
    case TraceAction::FreeCompleted:
        if (present)
            ++m_counts.inconsistencies;
        else
            m_blocks.emplace(event.address, LiveBlock{kUnknownSize, event.size, true, kNoStack});
        break;
    case TraceAction::SegmentAlloc:
        removeSegment(event);
        break;
    case TraceAction::SegmentFree:
        addSegment(event);
        break;
    case TraceAction::SegmentMap:
        unmapPages(event);
        break;
    case TraceAction::SegmentUnmap:
        mapPages(event);
        break;
    case TraceAction::Snapshot:
    case TraceAction::Oom:
    case TraceAction::Other:
        break;
    }
}

void TraceReplay::finishStart()
{
    for (auto& [address, block] : m_blocks) {
        if (block.size == kUnknownSize) {
            block.size = roundedRequest(block.requested, m_settings);
            ++m_counts.estimatedSizes;
        }
        block.category = block.stack == kNoStack ? MemoryCategory::BeforeTrace : categoryOf(block.stack);
        if (!block.pendingFree)
            m_allocated = plusBytes(m_allocated, block.size);
        m_requested = plusBytes(m_requested, block.requested);
        m_counts.bytesBeforeTrace = plusBytes(m_counts.bytesBeforeTrace, block.size);
    }
    m_counts.blocksBeforeTrace = m_blocks.size();
}

void TraceReplay::applyNext()
{
    const std::size_t index = m_applied++;
    const TraceEvent& event = m_trace[index];
    switch (event.action) {
    case TraceAction::Alloc:
        allocate(event, index);
        break;
    case TraceAction::FreeRequested:
        requestFree(event.address);
        break;
    case TraceAction::FreeCompleted:
        completeFree(event.address);
        break;
    case TraceAction::SegmentAlloc:
        addSegment(event);
        break;
    case TraceAction::SegmentFree:
        removeSegment(event);
        break;
    case TraceAction::SegmentMap:
        mapPages(event);
        break;
    case TraceAction::SegmentUnmap:
        unmapPages(event);
        break;
    case TraceAction::Oom:
        ++m_counts.ooms;
        break;
    case TraceAction::Snapshot:
    case TraceAction::Other:
        break;
    }
}

std::optional<std::int64_t> TraceReplay::lastTimeUs() const
{
    return m_applied == 0 ? std::nullopt : m_trace[m_applied - 1].timeUs;
}

void TraceReplay::allocate(const TraceEvent& event, std::size_t index)
{
    if (m_blocks.count(event.address) != 0) {
        ++m_counts.inconsistencies;
        completeFree(event.address);
    }
    std::int64_t size = 0;
    if (m_sizeAtDump[index]) {
        size = *m_sizeAtDump[index];
    } else {
        size = sizeGranted(event.address, roundedRequest(event.size, m_settings));
        ++m_counts.inferredSizes;
    }
    m_blocks[event.address] = {size, event.size, false, event.stack, categoryOf(event.stack)};
    m_allocated = plusBytes(m_allocated, size);
    m_requested = plusBytes(m_requested, event.size);
}

void TraceReplay::requestFree(std::int64_t address)
{
    const auto block = m_blocks.find(address);
    if (block == m_blocks.end() || block->second.pendingFree) {
        ++m_counts.inconsistencies;
        return;
    }
    block->second.pendingFree = true;
    m_allocated = minusBytes(m_allocated, block->second.size);
}

void TraceReplay::completeFree(std::int64_t address)
{
    const auto block = m_blocks.find(address);
    if (block == m_blocks.end()) {
        ++m_counts.inconsistencies;
        return;
    }
    if (!block->second.pendingFree)
        m_allocated = minusBytes(m_allocated, block->second.size);
    m_requested = minusBytes(m_requested, block->second.requested);
    m_blocks.erase(block);
}

void TraceReplay::addSegment(const TraceEvent& event)
{
    if (!m_segments.emplace(event.address, LiveRange{event.address + event.size, event.stream, false}).second)
        ++m_counts.inconsistencies;
    m_reserved = plusBytes(m_reserved, event.size);
}

void TraceReplay::removeSegment(const TraceEvent& event)
{
    if (m_segments.erase(event.address) == 0)
        ++m_counts.inconsistencies;
    m_reserved = minusBytes(m_reserved, event.size);
}

// Expandable segments: newly mapped pages join the mapped range they touch, as the
// snapshot reports each contiguous mapped range as one segment.
void TraceReplay::mapPages(const TraceEvent& event)
{
    m_reserved = plusBytes(m_reserved, event.size);
    const std::int64_t end = event.address + event.size;
    const auto next = m_segments.lower_bound(event.address);
    const auto previous = next == m_segments.begin() ? m_segments.end() : std::prev(next);
    if ((next != m_segments.end() && next->first < end) ||
        (previous != m_segments.end() && previous->second.end > event.address)) {
        ++m_counts.inconsistencies;
        return;
    }
    const auto joins = [&](const LiveRange& range) { return range.expandable && range.stream == event.stream; };
    std::int64_t joinedEnd = end;
    if (next != m_segments.end() && next->first == end && joins(next->second)) {
        joinedEnd = next->second.end;
        m_segments.erase(next);
    }
    if (previous != m_segments.end() && previous->second.end == event.address && joins(previous->second))
        previous->second.end = joinedEnd;
    else
        m_segments.emplace(event.address, LiveRange{joinedEnd, event.stream, true});
}

void TraceReplay::unmapPages(const TraceEvent& event)
{
    m_reserved = minusBytes(m_reserved, event.size);
    const std::int64_t end = event.address + event.size;
    auto range = m_segments.upper_bound(event.address);
    if (range == m_segments.begin() || std::prev(range)->second.end < end) {
        ++m_counts.inconsistencies;
        return;
    }
    --range;
    const std::int64_t start = range->first;
    const LiveRange whole = range->second;
    m_segments.erase(range);
    if (start < event.address)
        m_segments.emplace(start, LiveRange{event.address, whole.stream, whole.expandable});
    if (end < whole.end)
        m_segments.emplace(end, whole);
}

// What the allocator handed out for a request placed at `address`: the free range it was
// carved from runs to the next block in use or the segment's end.
std::int64_t TraceReplay::sizeGranted(std::int64_t address, std::int64_t rounded) const
{
    auto segment = m_segments.upper_bound(address);
    if (segment == m_segments.begin())
        return rounded;
    --segment;
    if (address >= segment->second.end || segment->second.expandable)
        return rounded;
    std::int64_t limit = segment->second.end;
    if (const auto next = m_blocks.upper_bound(address); next != m_blocks.end() && next->first < limit)
        limit = next->first;
    const std::int64_t freeBytes = limit - address;
    const bool whole = freeBytes > rounded &&
                       !shouldSplit(static_cast<std::uint64_t>(rounded), static_cast<std::uint64_t>(freeBytes), m_settings);
    return whole ? freeBytes : rounded;
}

MemoryCategory TraceReplay::categoryOf(int stack) const
{
    return stack == kNoStack ? MemoryCategory::NoPythonStack : m_stackCategories[static_cast<std::size_t>(stack)];
}

}  // namespace memledger::model
