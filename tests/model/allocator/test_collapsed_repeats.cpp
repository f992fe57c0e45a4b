// A long accumulation's repeating periods are replayed once (TraceOptions::collapseRepeats):
// the peaks the ledger reads, and whether the device runs out, must be those of the whole
// replay, on every schedule and policy that changes what a period leaves behind.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "model/allocator/allocator_study.h"
#include "model/allocator/simulated_ledger.h"
#include "model/core/allocator_settings.h"
#include "tests/shared/model_shapes.h"

namespace {

using namespace memledger::model;

struct Variant {
    std::string name;
    Scenario scenario;
};

// Eight small Llama layers, one sequence a micro-batch, 96 micro-batches a step.
Scenario longAccumulation()
{
    Scenario s = memledger::shapes::twoLayerLlama(2048);
    s.arch.layers = 8;
    s.training.microBatch = 1;
    s.training.gradAccum = 96;
    return s;
}

std::vector<Variant> variants()
{
    std::vector<Variant> out;
    out.push_back({"one stage", longAccumulation()});
    Scenario pipeline = longAccumulation();
    pipeline.framework = Framework::Megatron;
    pipeline.parallel.pp = 4;
    out.push_back({"1F1B on 4 stages", pipeline});
    Scenario interleaved = pipeline;
    interleaved.parallel.pp = 2;
    interleaved.parallel.vpp = 2;
    out.push_back({"interleaved, 2 chunks", interleaved});
    Scenario selective = pipeline;
    selective.memory.recompute = Recompute::Selective;
    out.push_back({"selective recomputation", selective});
    Scenario full = longAccumulation();
    full.memory.recompute = Recompute::Full;
    out.push_back({"full recomputation", full});
    Scenario offloaded = longAccumulation();
    offloaded.framework = Framework::Fsdp;
    offloaded.memory.offload.activations = OffloadTarget::Cpu;
    out.push_back({"activations offloaded", offloaded});
    Scenario sharded = longAccumulation();
    sharded.framework = Framework::Fsdp;
    sharded.parallel.dp = 8;
    sharded.parallel.fsdp = FsdpMode::FullShard;
    out.push_back({"FSDP gathers each layer", sharded});
    Scenario expandable = pipeline;
    expandable.memory.allocConf = "expandable_segments:True";
    out.push_back({"expandable segments", expandable});
    Scenario collected = pipeline;
    collected.memory.allocConf = "garbage_collection_threshold:0.6,per_process_memory_fraction:0.9";
    out.push_back({"garbage collection", collected});
    out.push_back({"Llama 3.1 70B, 256 micro-batches", memledger::shapes::llama70bPlannedRow(8192)});
    Scenario split = selective;
    split.memory.allocConf = "max_split_size_mb:64";
    out.push_back({"max_split_size_mb", split});
    return out;
}

AllocatorStudy peaksOf(const Scenario& s, const Estimate& e, int stage, bool collapse, std::uint64_t capacity = 0)
{
    AllocatorStudyOptions options;
    options.stage = stage;
    options.detail = ReplayDetail::PeaksOnly;
    options.collapseRepeats = collapse;
    if (capacity)
        options.capacity = capacity;
    return studyAllocator(s, e, options);
}

// The events written: the last phase mark counts them.
std::size_t eventsOf(const AllocatorStudy& study) { return study.trace.phases.back().firstEvent; }

TEST(CollapsedRepeats, EveryStageReachesTheWholeReplaysPeaks)
{
    int collapsed = 0;
    for (const Variant& v : variants()) {
        const Estimate e = estimate(v.scenario);
        ASSERT_TRUE(e.valid()) << v.name;
        for (int stage = 0; stage < static_cast<int>(e.stages.size()); ++stage) {
            const AllocatorStudy whole = peaksOf(v.scenario, e, stage, false);
            const AllocatorStudy once = peaksOf(v.scenario, e, stage, true);
            ASSERT_TRUE(whole.valid() && once.valid()) << v.name << " stage " << stage;
            EXPECT_EQ(once.replay.peakAllocated, whole.replay.peakAllocated) << v.name << " stage " << stage;
            EXPECT_EQ(once.replay.peakReserved, whole.replay.peakReserved) << v.name << " stage " << stage;
            EXPECT_EQ(once.replay.peakRequested, whole.replay.peakRequested) << v.name << " stage " << stage;
            EXPECT_EQ(once.reservedButUnallocated(), whole.reservedButUnallocated()) << v.name;
            EXPECT_LE(eventsOf(once), eventsOf(whole)) << v.name;
            collapsed += eventsOf(once) < eventsOf(whole) / 2 ? 1 : 0;
        }
    }
    // Most stages settle early (all but garbage collection's, whose cached blocks age, and
    // the first stage of a small pipeline): the test would pass vacuously if nothing were skipped.
    EXPECT_GE(collapsed, 14);
}

// Running out of memory is found in the periods replayed: a period that repeats one that
// fitted fits too.
TEST(CollapsedRepeats, RunningOutOfMemoryIsFoundAsInTheWholeReplay)
{
    const Scenario s = variants()[1].scenario;
    const Estimate e = estimate(s);
    const AllocatorStudy roomy = peaksOf(s, e, 0, false);
    for (std::uint64_t capacity : {roomy.replay.peakReserved - 1, roomy.replay.peakReserved, roomy.replay.peakAllocated}) {
        const AllocatorStudy whole = peaksOf(s, e, 0, false, capacity);
        const AllocatorStudy once = peaksOf(s, e, 0, true, capacity);
        EXPECT_EQ(once.outOfMemory(), whole.outOfMemory()) << capacity;
        EXPECT_EQ(once.replay.peakReserved, whole.replay.peakReserved) << capacity;
    }
}

// The ledger's simulated fragmentation is the whole replay's, stage by stage.
TEST(CollapsedRepeats, TheLedgersFragmentationIsTheWholeReplays)
{
    const Scenario s = variants()[1].scenario;
    const Estimate ledger = estimateWithAllocator(s);
    const Estimate e = estimate(s);
    ASSERT_TRUE(ledger.fragmentation.simulated);
    for (int stage = 0; stage < static_cast<int>(e.stages.size()); ++stage) {
        const AllocatorStudy whole = peaksOf(s, e, stage, false);
        EXPECT_EQ(findTerm(ledger.stages[static_cast<std::size_t>(stage)], "fragmentation")->bytes,
                  static_cast<double>(whole.reservedButUnallocated()))
            << "stage " << stage;
    }
}

// The short fingerprint (no names) cannot tell apart the same blocks holding tensors that
// will be freed in another order; the whole one, naming what each block holds, can, and
// finds equal two states whose tensors differ only in id.
TEST(CollapsedRepeats, TheWholeFingerprintNamesWhatEachBlockHolds)
{
    const AllocatorSettings settings = parseAllocatorSettings("").settings;
    constexpr std::uint64_t kRole = 1ull << 63;
    const auto fingerprints = [&](std::uint64_t first, std::uint64_t second, std::uint64_t early, std::uint64_t late) {
        StreamingReplay replay(settings, 1ull << 34);
        // Two 4 MiB tensors share one 20 MiB segment, the first at its start.
        replay.take({AllocAction::Malloc, kComputeStream, first, 4 * kMiB, {}});
        replay.take({AllocAction::Malloc, kComputeStream, second, 4 * kMiB, {}});
        const TensorNamer roles = [&](std::uint64_t tensor) {
            return tensor == early ? kRole : tensor == late ? kRole | 1 : tensor;
        };
        std::vector<std::uint64_t> shortPart;
        std::vector<std::uint64_t> whole;
        EXPECT_TRUE(replay.fingerprint(nullptr, shortPart));
        EXPECT_TRUE(replay.fingerprint(&roles, whole));
        return std::pair{shortPart, whole};
    };
    const auto inOrder = fingerprints(1, 2, 1, 2);
    const auto swapped = fingerprints(2, 1, 1, 2);
    const auto renamed = fingerprints(11, 12, 11, 12);
    EXPECT_EQ(swapped.first, inOrder.first);
    EXPECT_NE(swapped.second, inOrder.second);
    EXPECT_EQ(renamed.first, inOrder.first);
    EXPECT_EQ(renamed.second, inOrder.second);
}

// After the out-of-memory error there is no state to compare, so nothing is skipped.
TEST(CollapsedRepeats, AStoppedReplayGivesNoFingerprint)
{
    StreamingReplay replay(parseAllocatorSettings("").settings, 64 * kMiB);
    std::vector<std::uint64_t> out;
    replay.take({AllocAction::Malloc, kComputeStream, 1, 4 * kMiB, {}});
    EXPECT_TRUE(replay.fingerprint(nullptr, out));
    replay.take({AllocAction::Malloc, kComputeStream, 2, 128 * kMiB, {}});
    out.clear();
    EXPECT_FALSE(replay.fingerprint(nullptr, out));
    EXPECT_TRUE(out.empty());
}

}  // namespace
