// A long accumulation replays the same pair of a forward and a backward hundreds of times.
// The caching allocator is deterministic: once some periods of pairs leave it, and the
// tensors the builder holds, as they found them (tensors named by the part they play,
// micro-batches counted from the one in backward), every later cycle of as many periods
// would too, reaching the same peaks. The cycles up to the last pair are then skipped and
// the builder's micro-batches renumbered as if they had run. Only the peaks are exact
// after a skip: event numbers and the allocator's counters count the events replayed.
#include <algorithm>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "model/allocator/trace_builder.h"

namespace memledger::model::detail {

namespace {

// Role names are apart from tensor ids, which the trace writer counts from 1.
constexpr std::uint64_t kRole = 1ull << 63;

template <typename Key, typename Value, typename Shift>
void rekey(std::map<Key, Value>& map, Shift shift)
{
    // Node handles keep each value where it is: the offload stash points into m_held.
    std::map<Key, Value> shifted;
    while (!map.empty()) {
        auto node = map.extract(map.begin());
        shift(node.key());
        shifted.insert(shifted.end(), std::move(node));
    }
    map.swap(shifted);
}

std::uint64_t hashOf(const std::vector<std::uint64_t>& values)
{
    // splitmix64's finaliser over the values in turn.
    std::uint64_t hash = values.size();
    for (std::uint64_t value : values) {
        hash ^= value + 0x9e3779b97f4a7c15ull + (hash << 6) + (hash >> 2);
        hash = (hash ^ (hash >> 30)) * 0xbf58476d1ce4e5b9ull;
        hash = (hash ^ (hash >> 27)) * 0x94d049bb133111ebull;
        hash ^= hash >> 31;
    }
    return hash;
}

}  // namespace

void TraceBuilder::startRepeatSearch()
{
    m_repeats = {};
    if (!m_collapse || !m_write.sink())
        return;
    // The cycle search knows 1F1B's and the interleaved schedule's steady pairs; the V's and
    // DualPipe's steps replay whole.
    const PipelineSchedule schedule = m_scenario.parallel.schedule;
    if (schedule != PipelineSchedule::OneFOneB && schedule != PipelineSchedule::ZeroBubbleH1)
        return;
    // stageSchedule: warm-up forwards, then (forward, backward) pairs, then cool-down backwards.
    const auto firstBackward = std::find_if(m_schedule.begin(), m_schedule.end(),
                                            [](const ScheduleUnit& unit) { return !unit.forward; });
    if (firstBackward == m_schedule.begin() || firstBackward == m_schedule.end())
        return;
    RepeatSearch search;
    search.firstPair = static_cast<std::size_t>(firstBackward - m_schedule.begin()) - 1;
    while (search.firstPair + 2 * search.pairs + 1 < m_schedule.size() &&
           m_schedule[search.firstPair + 2 * search.pairs].forward &&
           !m_schedule[search.firstPair + 2 * search.pairs + 1].forward)
        ++search.pairs;
    // The interleaved schedule takes micro-batches p at a time through the v chunks.
    const int p = std::max(1, m_scenario.parallel.pp);
    const int v = std::max(1, m_scenario.parallel.vpp);
    search.period = v > 1 ? static_cast<std::size_t>(p) * static_cast<std::size_t>(v) : 1;
    search.shift = v > 1 ? p : 1;
    // Pair 0 makes the first gradients and the last pair ends the forward phase; between
    // them, room for a cycle, its confirmation and one to skip.
    search.on = search.pairs >= 3 * search.period + 2;
    m_repeats = std::move(search);
}

// Whether steady pair `pair` is the pair `lag` pairs before it, `shift` micro-batches on.
bool TraceBuilder::pairRepeats(std::size_t pair, std::size_t lag, int shift) const
{
    const RepeatSearch& r = m_repeats;
    for (std::size_t k = 0; k < 2; ++k) {
        const ScheduleUnit& now = m_schedule[r.firstPair + 2 * pair + k];
        const ScheduleUnit& before = m_schedule[r.firstPair + 2 * (pair - lag) + k];
        if (now.forward != before.forward || now.chunk != before.chunk || now.microBatch != before.microBatch + shift)
            return false;
    }
    return true;
}

// What the builder holds before steady pair `pair`, micro-batches counted from the one
// that pair takes backward, then the allocator's state with the same tensors named by role.
bool TraceBuilder::fingerprint(std::size_t pair, std::vector<std::uint64_t>& out) const
{
    const int base = m_schedule[m_repeats.firstPair + 2 * pair + 1].microBatch;
    const auto relative = [base](int microBatch) { return static_cast<std::uint64_t>(microBatch - base); };
    std::vector<std::pair<std::uint64_t, std::uint64_t>> names;   // (tensor, role)
    const auto name = [&names](std::uint64_t tensor) {
        if (tensor)
            names.emplace_back(tensor, kRole | names.size());
    };
    std::map<const LayerHold*, std::uint64_t> ordinal;
    out.push_back(m_held.size());
    for (const auto& [key, hold] : m_held) {
        ordinal.emplace(&hold, ordinal.size());
        out.push_back(relative(key.first));
        out.push_back(static_cast<std::uint64_t>(key.second));
        out.push_back(hold.saved.size());
        for (const Held& held : hold.saved) {
            // The same inventory entry, so the same size and the same backward.
            out.push_back(reinterpret_cast<std::uintptr_t>(held.tensor));
            out.push_back(held.onHost ? 1 : 0);
            if (!held.onHost)
                name(held.id);
        }
        out.push_back(hold.cast.size());
        for (std::uint64_t id : hold.cast)
            name(id);
        out.push_back((hold.checkpoint ? 1u : 0u) | (hold.checkpointOnHost ? 2u : 0u) | (hold.opOutputs ? 4u : 0u));
        if (!hold.checkpointOnHost)
            name(hold.checkpoint);
        name(hold.opOutputs);
    }
    out.push_back(m_offloadStash.size());
    for (const Stashed& stashed : m_offloadStash) {
        // A stashed tensor of a layer no longer held would be no state to compare: no skip.
        const auto held = ordinal.find(stashed.hold);
        if (held == ordinal.end())
            return false;
        out.push_back(held->second);
        out.push_back(static_cast<std::uint64_t>(stashed.index));
    }
    out.push_back(m_microBatches.size());
    for (const auto& [microBatch, hold] : m_microBatches) {
        out.push_back(relative(microBatch));
        out.push_back(hold.head.size());
        out.push_back((hold.embedding ? 1u : 0u) | (hold.loss ? 2u : 0u));
        name(hold.embedding);
        for (std::uint64_t id : hold.head)
            name(id);
        name(hold.loss);
    }
    out.push_back(m_gathered.size());
    for (const auto& [layer, id] : m_gathered) {
        out.push_back(static_cast<std::uint64_t>(layer));
        name(id);
    }
    // Gradients and the step's other terms are the same tensors at both instants: by id.
    out.push_back(m_gradsMade.size());
    out.push_back(m_grads.size());
    for (const auto& [phase, ids] : m_genericLive)
        out.push_back(ids.size());
    std::sort(names.begin(), names.end());
    const TensorNamer namer = [&names](std::uint64_t tensor) {
        const auto it = std::lower_bound(names.begin(), names.end(), std::pair<std::uint64_t, std::uint64_t>{tensor, 0});
        return it != names.end() && it->first == tensor ? it->second : tensor;
    };
    return m_write.sink()->fingerprint(&namer, out);
}

void TraceBuilder::shiftMicroBatches(int by)
{
    rekey(m_held, [by](std::pair<int, int>& key) { key.first += by; });
    rekey(m_microBatches, [by](int& key) { key += by; });
}

// One sample a period: a short fingerprint seen before names a cycle length, confirmed by
// the whole fingerprint one cycle later.
void TraceBuilder::searchCycle(std::size_t pair)
{
    RepeatSearch& r = m_repeats;
    std::vector<std::uint64_t> sample;
    if (!m_write.sink()->fingerprint(nullptr, sample)) {
        r.on = false;
        return;
    }
    const auto [it, fresh] = r.seen.emplace(hashOf(sample), pair);
    if (fresh)
        return;
    const std::size_t cycle = pair - it->second;
    it->second = pair;
    // Room for the confirming cycle and one more to skip before the last pair.
    if (pair + 2 * cycle >= r.pairs)
        return;
    r.whole.clear();
    if (!fingerprint(pair, r.whole)) {
        r.on = false;
        return;
    }
    r.cycle = cycle;
    r.confirmAt = pair + cycle;
}

// The state before `pair` is the one a cycle before it: the cycles from here that repeat
// the schedule's pairs as well are skipped; returns the pair to run next.
std::size_t TraceBuilder::skipCycles(std::size_t pair)
{
    RepeatSearch& r = m_repeats;
    const int shift = static_cast<int>(r.cycle / r.period) * r.shift;
    std::size_t cycles = 0;
    for (std::size_t end = pair + r.cycle; end < r.pairs; end += r.cycle) {   // the last pair always runs
        bool same = true;
        for (std::size_t j = end - r.cycle; j < end && same; ++j)
            same = pairRepeats(j, r.cycle, shift);
        if (!same)
            break;
        ++cycles;
    }
    shiftMicroBatches(static_cast<int>(cycles) * shift);
    return pair + cycles * r.cycle;
}

// Called before schedule unit `unit`; returns the unit to run, later than `unit` when the
// cycles from it on repeat one already replayed.
std::size_t TraceBuilder::skipRepeatedPeriods(std::size_t unit)
{
    // A short match the whole fingerprint denies costs a whole one; a few are allowed a step.
    constexpr int kMostConfirmations = 8;
    RepeatSearch& r = m_repeats;
    if (!r.on || unit < r.firstPair || (unit - r.firstPair) % 2 != 0)
        return unit;
    const std::size_t pair = (unit - r.firstPair) / 2;
    if (pair < 1 || (pair - 1) % r.period != 0)
        return unit;
    if (r.confirmAt != 0) {
        if (pair != r.confirmAt)
            return unit;
        std::vector<std::uint64_t> now;
        if (fingerprint(pair, now) && now == r.whole) {
            r.on = false;
            return r.firstPair + 2 * skipCycles(pair);
        }
        r.confirmAt = 0;
        r.on = ++r.confirmations < kMostConfirmations;
    }
    if (r.on)
        searchCycle(pair);
    return unit;
}

}  // namespace memledger::model::detail
