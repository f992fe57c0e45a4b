#include "model/measured/snapshot_reader.h"

#include <limits>
#include <unordered_map>
#include <unordered_set>

#include "model/measured/snapshot_fields.h"

namespace memledger::model {

namespace {

// Device indices beyond this are refused: no machine has that many GPUs, and traces
// are kept per device index.
constexpr std::int64_t kMaxDevices = 4096;

constexpr std::int64_t kMaxBytes = std::numeric_limits<std::int64_t>::max();

struct ActionName {
    std::string_view name;
    TraceAction action;
};
constexpr ActionName kActions[] = {
    {"alloc", TraceAction::Alloc},
    {"free_requested", TraceAction::FreeRequested},
    {"free_completed", TraceAction::FreeCompleted},
    {"segment_alloc", TraceAction::SegmentAlloc},
    {"segment_free", TraceAction::SegmentFree},
    {"segment_map", TraceAction::SegmentMap},
    {"segment_unmap", TraceAction::SegmentUnmap},
    {"snapshot", TraceAction::Snapshot},
    {"oom", TraceAction::Oom},
};

// Actions that change blocks or segments, and so need an address and a size.
bool concernsMemory(TraceAction action)
{
    return action != TraceAction::Snapshot && action != TraceAction::Oom && action != TraceAction::Other;
}

class SnapshotBuilder {
public:
    explicit SnapshotBuilder(MemorySnapshot& out) : m_out(out) {}
    void readRoot(const PickleValue& root);

private:
    void readSegments(const PickleValue& list);
    SnapshotSegment readSegment(const PickleValue& entry);
    SnapshotBlock readBlock(const PickleValue& entry, std::int64_t address);
    void readTraces(const PickleValue& list);
    TraceEvent readEvent(const PickleValue& entry);
    RecordedAllocatorSettings readSettings(const PickleValue& dict);
    const std::vector<PickleRef>& readOnce(const PickleValue& value, std::string_view what);
    int stack(const PickleValue* frames);
    int frame(const PickleValue& entry);

    MemorySnapshot& m_out;
    std::unordered_set<const PickleValue*> m_listsRead;
    std::unordered_map<const PickleValue*, int> m_stacks;
    std::unordered_map<const PickleValue*, int> m_frames;
};

void SnapshotBuilder::readRoot(const PickleValue& root)
{
    if (root.as<PickleList>()) {
        inField("segments", [&] { readSegments(root); });
        return;
    }
    if (!root.as<PickleDict>())
        throw SnapshotError{"", std::string("the pickle holds ") + std::string(root.describe()) +
                                    "; a memory snapshot is a dict of segments and device_traces"};
    const PickleValue* segments = root.find("segments");
    if (!segments)
        throw SnapshotError{"", "the pickle is a dict without `segments`, so not a memory snapshot; save one with "
                                "torch.cuda.memory._dump_snapshot()"};
    inField("segments", [&] { readSegments(*segments); });
    if (const PickleValue* traces = root.find("device_traces"))
        inField("device_traces", [&] { readTraces(*traces); });
    if (const PickleValue* settings = root.find("allocator_settings"); settings && !settings->as<PickleNone>())
        m_out.allocatorSettings = inField("allocator_settings", [&] { return readSettings(*settings); });
}

// A list read twice would count its blocks or events twice; PyTorch shares none but empty ones.
const std::vector<PickleRef>& SnapshotBuilder::readOnce(const PickleValue& value, std::string_view what)
{
    const auto* list = value.as<PickleList>();
    if (!list)
        throw SnapshotError{"", std::string("is ") + std::string(value.describe()) + "; expected a list of " + std::string(what)};
    if (!list->items.empty() && !m_listsRead.insert(&value).second)
        throw SnapshotError{"", std::string("is the same list of ") + std::string(what) +
                                    " as another entry's, which PyTorch never writes; its bytes would count twice"};
    return list->items;
}

void SnapshotBuilder::readSegments(const PickleValue& list)
{
    const auto& items = readOnce(list, "segments");
    for (std::size_t i = 0; i < items.size(); ++i)
        m_out.segments.push_back(inItem(i, [&] { return readSegment(*items[i]); }));
}

SnapshotSegment SnapshotBuilder::readSegment(const PickleValue& entry)
{
    requireDict(entry);
    SnapshotSegment segment;
    segment.device = static_cast<int>(integerField(entry, "device", 0, 0, kMaxDevices - 1));
    segment.address = integerField(entry, "address", std::nullopt, 0, kMaxBytes);
    segment.totalSize = integerField(entry, "total_size", std::nullopt, 0, kMaxBytes - segment.address);
    segment.stream = integerField(entry, "stream", 0);
    const std::string type = textField(entry, "segment_type", "");
    segment.type = type == "large" ? SegmentType::Large : type == "small" ? SegmentType::Small : SegmentType::Unknown;
    if (const PickleValue* pool = entry.find("segment_pool_id"))
        segment.poolId = inField("segment_pool_id", [&] { return integerPair(*pool); });
    segment.expandable = boolField(entry, "is_expandable", false);

    const PickleValue* blocks = entry.find("blocks");
    if (!blocks)
        throw SnapshotError{"blocks", "is missing"};
    std::int64_t address = segment.address;
    const std::int64_t end = segment.address + segment.totalSize;
    inField("blocks", [&] {
        const auto& items = readOnce(*blocks, "blocks");
        for (std::size_t i = 0; i < items.size(); ++i) {
            segment.blocks.push_back(inItem(i, [&] { return readBlock(*items[i], address); }));
            if (segment.blocks.back().size > end - address)
                throw SnapshotError{"", std::string("run past the segment's total_size of ") + std::to_string(segment.totalSize) +
                                            std::string(" bytes at block ") + std::to_string(i)};
            address += segment.blocks.back().size;
        }
    });
    if (address != end)
        throw SnapshotError{"blocks", std::string("cover ") + std::to_string(address - segment.address) +
                                          std::string(" bytes, but the segment's total_size is ") + std::to_string(segment.totalSize)};
    return segment;
}

// `address` is where the block starts: the segment's address plus the sizes before it,
// as MemoryViz.js computes it (2.0's blocks carry no address).
SnapshotBlock SnapshotBuilder::readBlock(const PickleValue& entry, std::int64_t address)
{
    requireDict(entry);
    SnapshotBlock block;
    block.address = address;
    block.size = integerField(entry, "size", std::nullopt, 0, kMaxBytes);
    const std::string state = textField(entry, "state", std::nullopt);
    if (state == "active_allocated")
        block.state = BlockState::ActiveAllocated;
    else if (state == "active_pending_free" || state == "active_awaiting_free")  // the second: memory.py's docstring
        block.state = BlockState::ActivePendingFree;
    else if (state == "inactive")
        block.state = BlockState::Inactive;
    else
        throw SnapshotError{"state", "is \"" + state + "\"; expected active_allocated, active_pending_free or inactive"};
    // PyTorch 2.0 kept the request and the stack in the block's first `history` entry.
    const PickleValue* history = entry.find("history");
    const PickleValue* first = history && history->sequence() && !history->sequence()->empty()
                                   ? history->sequence()->front().get()
                                   : nullptr;
    std::optional<std::int64_t> legacyRequest;
    if (first)
        legacyRequest = inField("history", [&] { return integerField(*first, "real_size", block.size, 0, kMaxBytes); });
    block.requestedSize = integerField(entry, "requested_size", legacyRequest.value_or(block.size), 0, kMaxBytes);
    const PickleValue* frames = entry.find("frames");
    block.stack = frames ? inField("frames", [&] { return stack(frames); })
                         : first ? inField("history", [&] { return stack(first->find("frames")); })
                                 : kNoStack;
    return block;
}

void SnapshotBuilder::readTraces(const PickleValue& list)
{
    const auto& devices = readOnce(list, "per-device traces");
    if (static_cast<std::int64_t>(devices.size()) > kMaxDevices)
        throw SnapshotError{"", std::string("lists ") + std::to_string(devices.size()) + " devices; MemLedger reads at most " +
                                    std::to_string(kMaxDevices)};
    for (std::size_t device = 0; device < devices.size(); ++device) {
        auto& trace = m_out.deviceTraces.emplace_back();
        inItem(device, [&] {
            const auto& events = readOnce(*devices[device], "trace events");
            for (std::size_t i = 0; i < events.size(); ++i)
                trace.push_back(inItem(i, [&] { return readEvent(*events[i]); }));
        });
    }
}

TraceEvent SnapshotBuilder::readEvent(const PickleValue& entry)
{
    requireDict(entry);
    const std::string name = textField(entry, "action", std::nullopt);
    TraceEvent event;
    for (const auto& known : kActions)
        if (known.name == name)
            event.action = known.action;
    const auto required = concernsMemory(event.action) ? std::nullopt : std::optional<std::int64_t>(0);
    event.address = integerField(entry, "addr", required, 0, kMaxBytes);
    event.size = integerField(entry, "size", required, 0, kMaxBytes - event.address);
    event.stream = integerField(entry, "stream", 0);
    if (entry.find("time_us"))
        event.timeUs = integerField(entry, "time_us", std::nullopt);
    event.deviceFree = integerField(entry, "device_free", 0, 0, kMaxBytes);
    event.stack = inField("frames", [&] { return stack(entry.find("frames")); });
    return event;
}

RecordedAllocatorSettings SnapshotBuilder::readSettings(const PickleValue& dict)
{
    requireDict(dict);
    RecordedAllocatorSettings settings;
    if (const PickleValue* conf = dict.find("PYTORCH_CUDA_ALLOC_CONF"); conf && !conf->as<PickleNone>())
        settings.allocConf = textField(dict, "PYTORCH_CUDA_ALLOC_CONF", std::nullopt);
    settings.maxSplitSize = integerField(dict, "max_split_size", -1, -1, kMaxBytes);
    settings.garbageCollectionThreshold = numberField(dict, "garbage_collection_threshold", 0.0);
    settings.expandableSegments = boolField(dict, "expandable_segments", false);
    if (const PickleValue* divisions = dict.find("roundup_power2_divisions"))
        settings.roundupPower2Divisions = inField("roundup_power2_divisions", [&] { return powerOfTwoDivisions(*divisions); });
    return settings;
}

int SnapshotBuilder::stack(const PickleValue* frames)
{
    if (!frames || frames->as<PickleNone>())
        return kNoStack;
    const auto* list = frames->as<PickleList>();
    if (!list)
        throw SnapshotError{"", std::string("is ") + std::string(frames->describe()) + "; expected a list of frames"};
    if (list->items.empty())
        return kNoStack;
    if (const auto known = m_stacks.find(frames); known != m_stacks.end())
        return known->second;
    std::vector<int> indices;
    indices.reserve(list->items.size());
    for (std::size_t i = 0; i < list->items.size(); ++i)
        indices.push_back(inItem(i, [&] { return frame(*list->items[i]); }));
    m_out.stacks.push_back(std::move(indices));
    const int index = static_cast<int>(m_out.stacks.size() - 1);
    m_stacks.emplace(frames, index);
    return index;
}

int SnapshotBuilder::frame(const PickleValue& entry)
{
    if (const auto known = m_frames.find(&entry); known != m_frames.end())
        return known->second;
    requireDict(entry);
    m_out.frames.push_back({textField(entry, "name", ""), textField(entry, "filename", ""), integerField(entry, "line", 0)});
    const int index = static_cast<int>(m_out.frames.size() - 1);
    m_frames.emplace(&entry, index);
    return index;
}

}  // namespace

std::optional<MemorySnapshot> readSnapshot(std::string_view bytes, const std::string& source,
                                           std::vector<Problem>& problems, const PickleLimits& limits)
{
    const PickleRef root = readPickle(bytes, source, problems, limits);
    if (!root)
        return std::nullopt;
    MemorySnapshot snapshot;
    try {
        SnapshotBuilder(snapshot).readRoot(*root);
    } catch (const SnapshotError& error) {
        const std::string where = error.where.empty() ? "" : error.where + " ";
        problems.push_back({source, source + " is not a memory snapshot MemLedger can read: " + where + error.what});
        return std::nullopt;
    }
    return snapshot;
}

}  // namespace memledger::model
