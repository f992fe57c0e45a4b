// One stage's steps replayed with the fragmentation advice toggled: expandable segments,
// the shapes of the batches, empty_cache() in the loop; and the OOM as a result.
#include <gtest/gtest.h>

#include "model/allocator/allocator_study.h"
#include "model/core/framework.h"
#include "tests/shared/model_shapes.h"

namespace {

using namespace memledger::model;

constexpr double kGiB = 1024.0 * 1024 * 1024;

Scenario small() { return memledger::shapes::twoLayerLlama(2048); }

AllocatorStudy study(const Scenario& s, const AllocatorStudyOptions& options)
{
    return studyAllocator(s, estimate(s), options);
}

TEST(AllocatorStudy, ExpandableSegmentsToggleOverridesTheScenarioAndSaysSo)
{
    Scenario s = small();
    s.memory.allocConf = "max_split_size_mb:128";
    AllocatorStudyOptions options;
    options.expandableSegments = true;
    const AllocatorStudy on = study(s, options);
    ASSERT_TRUE(on.valid());
    EXPECT_TRUE(on.settings.expandableSegments);
    EXPECT_EQ(on.settings.maxSplitSize, 128 * kMiB);
    EXPECT_EQ(on.allocConf, "max_split_size_mb:128,expandable_segments:True");
    options.expandableSegments = false;
    EXPECT_EQ(study(s, options).allocConf, "max_split_size_mb:128");   // as the scenario has it
}

// The device less 0.75 GiB of CUDA context (one GPU: no NCCL) is what the allocator may reserve.
TEST(AllocatorStudy, TheAllocatorGetsTheDeviceLessTheContext)
{
    const AllocatorStudy fixed = study(small(), {});
    EXPECT_EQ(fixed.capacity, static_cast<std::uint64_t>(80 * kGiB - 0.75 * kGiB));
    EXPECT_EQ(fixed.stage, 0);
    // At the reserved peak the segments of both pools are everything reserved.
    EXPECT_EQ(fixed.smallPool.bytes + fixed.largePool.bytes, fixed.replay.peakReserved);
    EXPECT_EQ(fixed.smallPool.count + fixed.largePool.count, fixed.replay.segmentsAtPeak.size());
    EXPECT_EQ(fixed.reservedButUnallocated(), fixed.replay.peakReserved - fixed.replay.peakAllocated);
}

// Variable lengths are drawn from seq/8 = 256 up to 2048; bucketed ones padded up to
// multiples of seq/4 = 512.
TEST(AllocatorStudy, ShapesDrawTheLengthsOfTheSteps)
{
    AllocatorStudyOptions options;
    options.steps = kShapeStudySteps;
    EXPECT_EQ(study(small(), options).sequenceLengths, std::vector<std::int64_t>(kShapeStudySteps, 2048));
    options.shapes = StepShapes::Variable;
    const AllocatorStudy variable = study(small(), options);
    ASSERT_EQ(variable.sequenceLengths.size(), static_cast<std::size_t>(kShapeStudySteps));
    for (std::int64_t length : variable.sequenceLengths) {
        EXPECT_GE(length, 256);
        EXPECT_LE(length, 2048);
    }
    options.shapes = StepShapes::Bucketed;
    const AllocatorStudy bucketed = study(small(), options);
    for (std::size_t i = 0; i < bucketed.sequenceLengths.size(); ++i) {
        EXPECT_EQ(bucketed.sequenceLengths[i] % 512, 0);
        EXPECT_GE(bucketed.sequenceLengths[i], variable.sequenceLengths[i]);   // the same draw, padded
        EXPECT_LT(bucketed.sequenceLengths[i] - variable.sequenceLengths[i], 512);
    }
}

TEST(AllocatorStudy, EmptyCacheRunsBetweenEveryTwoSteps)
{
    AllocatorStudyOptions options;
    options.steps = 3;
    options.emptyCacheBetweenSteps = true;
    EXPECT_EQ(study(small(), options).replay.counters.syncAllStreams, 2u);
}

// A device of 1 GiB less 0.75 GiB of context cannot hold the step: the replay stops at
// the request that failed, and that is the study's answer, not a failure to replay.
TEST(AllocatorStudy, RunningOutOfMemoryIsAResult)
{
    Scenario s = small();
    s.hardware.memoryBytes = 1 * kGiB;
    const AllocatorStudy oom = study(s, {});
    ASSERT_TRUE(oom.valid());
    ASSERT_TRUE(oom.outOfMemory());
    EXPECT_EQ(oom.replay.oom->capacity, static_cast<std::uint64_t>(0.25 * kGiB));
    EXPECT_LE(oom.replay.peakReserved, oom.capacity);
}

TEST(AllocatorStudy, WhatCannotBeReplayedIsAProblem)
{
    Scenario s = small();
    s.memory.allocConf = "backend:cudaMallocAsync";
    const AllocatorStudy async = study(s, {});
    ASSERT_FALSE(async.valid());
    EXPECT_EQ(async.problems.front().field, "memory.alloc_conf");
    AllocatorStudyOptions options;
    options.steps = 0;
    EXPECT_FALSE(study(small(), options).valid());
    s.memory.allocConf = "expandable_segments:yes";
    EXPECT_FALSE(studyAllocator(s, estimate(small()), {}).valid());
}

TEST(AllocatorStudy, SettingOneOptionKeepsTheOthersAsWritten)
{
    EXPECT_EQ(withExpandableSegments("", true), "expandable_segments:True");
    EXPECT_EQ(withExpandableSegments("expandable_segments:False,max_split_size_mb:128", true),
              "expandable_segments:True,max_split_size_mb:128");
    EXPECT_EQ(withExpandableSegments("roundup_power2_divisions:[256:1,>:4],expandable_segments:True", false),
              "roundup_power2_divisions:[256:1,>:4],expandable_segments:False");
    EXPECT_EQ(withExpandableSegments("PYTORCH_CUDA_ALLOC_CONF='max_split_size_mb:128'", true),
              "max_split_size_mb:128,expandable_segments:True");
    // Twice named: the first place keeps the one entry.
    EXPECT_EQ(withExpandableSegments("expandable_segments:False,backend:native,expandable_segments:False", true),
              "expandable_segments:True,backend:native");
}

}  // namespace

namespace {

void expectSamePeaks(const AllocatorReplay& streamed, const AllocatorReplay& full)
{
    EXPECT_EQ(streamed.peakAllocated, full.peakAllocated);
    EXPECT_EQ(streamed.peakReserved, full.peakReserved);
    EXPECT_EQ(streamed.peakRequested, full.peakRequested);
    EXPECT_EQ(streamed.peakReservedEvent, full.peakReservedEvent);
    EXPECT_EQ(streamed.fragmentation, full.fragmentation);
    EXPECT_EQ(streamed.counters.deviceAllocs, full.counters.deviceAllocs);
    EXPECT_EQ(streamed.oom.has_value(), full.oom.has_value());
}

}  // namespace

// The ledger's fragmentation term replays the events as they are made and keeps no trace;
// its peaks are those of the full replay, on pipelines with interleaving and recomputation
// that alternate what is held.
TEST(AllocatorStudy, StreamedPeaksAreTheFullReplaysPeaks)
{
    Scenario s = small();
    s.training.microBatch = 2;
    s.training.gradAccum = 6;
    s.memory.recompute = Recompute::Selective;
    for (const char* conf : {"", "expandable_segments:True", "max_split_size_mb:64"}) {
        s.memory.allocConf = conf;
        AllocatorStudyOptions options;
        options.steps = 2;
        const AllocatorStudy full = study(s, options);
        options.detail = ReplayDetail::PeaksOnly;
        const AllocatorStudy streamed = study(s, options);
        ASSERT_TRUE(full.valid() && streamed.valid()) << conf;
        expectSamePeaks(streamed.replay, full.replay);
        EXPECT_GT(full.replay.peakReserved, full.replay.peakAllocated) << conf;
        // Nothing is kept but the phase marks, which still count the events.
        EXPECT_TRUE(streamed.trace.events.empty());
        EXPECT_TRUE(streamed.replay.series.empty());
        EXPECT_TRUE(streamed.replay.segmentsAtPeak.empty());
        ASSERT_EQ(streamed.trace.phases.size(), full.trace.phases.size());
        EXPECT_EQ(streamed.trace.phases.back().firstEvent, full.trace.phases.back().firstEvent);
    }
}

// Out of memory streamed stops where the full replay stops, with the same error.
TEST(AllocatorStudy, StreamedReplayRunsOutOfMemoryAtTheSameEvent)
{
    AllocatorStudyOptions options;
    options.capacity = 64 * kMiB;
    const AllocatorStudy full = study(small(), options);
    options.detail = ReplayDetail::PeaksOnly;
    const AllocatorStudy streamed = study(small(), options);
    ASSERT_TRUE(full.outOfMemory());
    ASSERT_TRUE(streamed.outOfMemory());
    EXPECT_EQ(streamed.replay.oom->event, full.replay.oom->event);
    ASSERT_EQ(streamed.replay.problems.size(), 1u);
    EXPECT_EQ(streamed.replay.problems.front().message, full.replay.problems.front().message);
    expectSamePeaks(streamed.replay, full.replay);
}
