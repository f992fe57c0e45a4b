#include "model/measured/snapshot_summary.h"

#include <algorithm>
#include <set>

#include "model/measured/byte_arithmetic.h"

namespace memledger::model {

namespace {

TracePoint pointOf(const TraceReplay& replay)
{
    return {replay.applied(), replay.lastTimeUs(), replay.allocated(), replay.requested(), replay.reserved()};
}

void addDump(const MemorySnapshot& snapshot, SnapshotSummary& summary)
{
    for (const auto& segment : snapshot.segments) {
        if (segment.device != summary.device)
            continue;
        summary.reservedAtDump = plusBytes(summary.reservedAtDump, segment.totalSize);
        for (const auto& block : segment.blocks) {
            if (block.state == BlockState::ActiveAllocated)
                summary.allocatedAtDump = plusBytes(summary.allocatedAtDump, block.size);
            if (block.state != BlockState::Inactive)
                summary.requestedAtDump = plusBytes(summary.requestedAtDump, block.requestedSize);
        }
    }
}

void addMap(const TraceReplay& replay, SnapshotSummary& summary)
{
    const auto& blocks = replay.blocks();
    for (const auto& [address, range] : replay.segments()) {
        PeakSegment segment{address, range.end - address, range.stream, range.expandable, {}};
        for (auto block = blocks.lower_bound(address); block != blocks.end() && block->first < range.end; ++block) {
            const LiveBlock& live = block->second;
            segment.blocks.push_back(
                {block->first, live.size, live.requested, live.pendingFree, live.stack, live.category});
        }
        summary.segmentsAtPeak.push_back(std::move(segment));
    }
    for (const auto& [address, live] : blocks)
        if (!live.pendingFree)
        {
            auto& bytes = summary.allocatedByCategory[static_cast<std::size_t>(live.category)];
            bytes = plusBytes(bytes, live.size);
        }
}

}  // namespace

std::vector<int> snapshotDevices(const MemorySnapshot& snapshot)
{
    std::set<int> devices;
    for (const auto& segment : snapshot.segments)
        devices.insert(segment.device);
    for (std::size_t device = 0; device < snapshot.deviceTraces.size(); ++device)
        if (!snapshot.deviceTraces[device].empty())
            devices.insert(static_cast<int>(device));
    return {devices.begin(), devices.end()};
}

SnapshotSummary summarizeSnapshot(const MemorySnapshot& snapshot, int device)
{
    SnapshotSummary summary;
    summary.device = device;
    addDump(snapshot, summary);

    const TraceReplay start(snapshot, device);
    TraceReplay replay = start;
    summary.series.push_back(pointOf(replay));
    summary.peakAllocated = summary.series.back();
    while (!replay.done()) {
        replay.applyNext();
        summary.series.push_back(pointOf(replay));
        const TracePoint& point = summary.series.back();
        if (point.allocated > summary.peakAllocated.allocated)
            summary.peakAllocated = point;
    }
    for (const auto& point : summary.series) {
        summary.peakRequested = std::max(summary.peakRequested, point.requested);
        summary.peakReserved = std::max(summary.peakReserved, point.reserved);
    }
    summary.events = replay.applied();
    summary.coverage = replay.counts();

    TraceReplay atPeak = start;
    while (atPeak.applied() < summary.peakAllocated.events)
        atPeak.applyNext();
    addMap(atPeak, summary);
    return summary;
}

}  // namespace memledger::model
