// The ledger's fragmentation term: simulated by replaying each stage's step through the
// caching allocator, or, where that cannot run, the assumed φ·M_peak, labelled as such.
#include <gtest/gtest.h>

#include "model/allocator/allocator_replay.h"
#include "model/allocator/simulated_ledger.h"
#include "model/allocator/trace_generator.h"
#include "model/core/framework.h"
#include "tests/shared/model_shapes.h"

namespace {

using namespace memledger::model;

constexpr double kGiB = 1024.0 * 1024 * 1024;

Scenario small() { return memledger::shapes::twoLayerLlama(1024); }

const Term& fragmentationOf(const StageLedger& stage)
{
    const Term* term = findTerm(stage, "fragmentation");
    if (!term)
        throw std::runtime_error("no fragmentation term");
    return *term;
}

// The replay the term must come from, made here by hand from the public parts: the
// stage's step generated and replayed on the usable device under the same settings.
AllocatorReplay replayOf(const Scenario& s, const Estimate& e, int stage)
{
    TraceOptions options;
    options.stage = stage;
    const AllocTrace trace = generateTrace(s, e, options);
    return replayTrace(parseAllocatorSettings(s.memory.allocConf).settings, trace,
                       static_cast<std::uint64_t>(e.usable));
}

TEST(SimulatedLedger, TheTermIsTheReplaysReservedMinusAllocated)
{
    const Scenario s = small();
    const Estimate plain = estimate(s);
    const Estimate simulated = estimateWithAllocator(s);
    ASSERT_TRUE(simulated.valid());
    EXPECT_TRUE(simulated.fragmentation.simulated);
    EXPECT_FALSE(simulated.fragmentation.fallbackReason);
    const Term& term = fragmentationOf(simulated.worst());
    EXPECT_EQ(term.provenance, Provenance::Simulated);
    const AllocatorReplay replay = replayOf(s, plain, 0);
    ASSERT_TRUE(replay.completed());
    EXPECT_DOUBLE_EQ(term.bytes, static_cast<double>(replay.peakReserved - replay.peakAllocated));
    EXPECT_STREQ(term.formula, "R_peak − A_peak");
    EXPECT_NE(std::string(term.source).find("CUDACachingAllocator.cpp @ 001074d25084fdb87a799823e395a50f5ec044d3"),
              std::string::npos);
    // Everything else of the ledger is the plain estimate's: only the term and the total move.
    const StageLedger& before = plain.worst();
    const StageLedger& after = simulated.worst();
    EXPECT_DOUBLE_EQ(after.peakAllocated, before.peakAllocated);
    EXPECT_DOUBLE_EQ(after.total, before.total - fragmentationOf(before).bytes + term.bytes);
    EXPECT_DOUBLE_EQ(after.atPeak[static_cast<std::size_t>(Category::Fragmentation)], term.bytes);
}

TEST(SimulatedLedger, TheSettingsReplayedAreTheScenarios)
{
    Scenario s = small();
    s.memory.allocConf = "expandable_segments:True";
    const Estimate simulated = estimateWithAllocator(s);
    EXPECT_EQ(simulated.fragmentation.allocConf, "expandable_segments:True");
    const AllocatorReplay replay = replayOf(s, estimate(s), 0);
    EXPECT_DOUBLE_EQ(fragmentationOf(simulated.worst()).bytes,
                     static_cast<double>(replay.peakReserved - replay.peakAllocated));
}

// cudaMallocAsync hands memory to CUDA's pool, which is not simulated: every stage keeps
// the assumption, φ·M_peak = 0.05 · M_peak, and the estimate says why.
TEST(SimulatedLedger, AnUnsimulatedBackendKeepsTheAssumedFractionAndSaysWhy)
{
    Scenario s = small();
    s.memory.allocConf = "backend:cudaMallocAsync";
    const Estimate simulated = estimateWithAllocator(s);
    ASSERT_TRUE(simulated.valid());
    EXPECT_FALSE(simulated.fragmentation.simulated);
    ASSERT_TRUE(simulated.fragmentation.fallbackReason);
    EXPECT_NE(simulated.fragmentation.fallbackReason->message.find("cudaMallocAsync"), std::string::npos);
    const StageLedger& stage = simulated.worst();
    const Term& term = fragmentationOf(stage);
    EXPECT_EQ(term.provenance, Provenance::Assumed);
    EXPECT_DOUBLE_EQ(term.bytes, 0.05 * stage.peakAllocated);
    EXPECT_DOUBLE_EQ(stage.total, estimate(s).worst().total);
}

// Every stage of a pipeline gets its own replay: stage 0 holds the embedding, the last
// the head, and their steps differ.
TEST(SimulatedLedger, EveryPipelineStageIsReplayed)
{
    Scenario s = small();
    s.parallel.pp = 2;
    s.training.gradAccum = 4;
    const Estimate plain = estimate(s);
    const Estimate simulated = estimateWithAllocator(s);
    ASSERT_EQ(simulated.stages.size(), 2u);
    for (int stage = 0; stage < 2; ++stage) {
        const AllocatorReplay replay = replayOf(s, plain, stage);
        const Term& term = fragmentationOf(simulated.stages[static_cast<std::size_t>(stage)]);
        EXPECT_EQ(term.provenance, Provenance::Simulated) << "stage " << stage;
        EXPECT_DOUBLE_EQ(term.bytes, static_cast<double>(replay.peakReserved - replay.peakAllocated))
            << "stage " << stage;
    }
}

// On a device too small for the step the allocator runs out; the term is then what it
// would reserve given room, and the stage does not fit either way.
TEST(SimulatedLedger, AStepThatRunsOutIsMeasuredOnAnUnboundedDevice)
{
    Scenario s = small();
    s.hardware.memoryBytes = 1 * kGiB;
    s.overheads.cudaContextBytes = 0.5 * kGiB;
    const Estimate simulated = estimateWithAllocator(s);
    ASSERT_TRUE(simulated.fragmentation.simulated);
    EXPECT_FALSE(simulated.fits);
    TraceOptions options;
    const AllocTrace trace = generateTrace(s, estimate(s), options);
    const AllocatorReplay bounded = replayTrace({}, trace, static_cast<std::uint64_t>(0.5 * kGiB));
    ASSERT_TRUE(bounded.oom.has_value());
    const AllocatorReplay unbounded = replayTrace({}, trace, kLargestRequest);
    EXPECT_DOUBLE_EQ(fragmentationOf(simulated.worst()).bytes,
                     static_cast<double>(unbounded.peakReserved - unbounded.peakAllocated));
}

// A CUDA context larger than the device leaves the allocator nothing: still the term is
// the step's, replayed with room, not the assumption.
TEST(SimulatedLedger, ADeviceTheContextFillsIsMeasuredOnAnUnboundedDevice)
{
    Scenario s = small();
    s.hardware.memoryBytes = 1 * kGiB;
    s.overheads.cudaContextBytes = 2 * kGiB;
    const Estimate simulated = estimateWithAllocator(s);
    ASSERT_TRUE(simulated.valid());
    EXPECT_TRUE(simulated.fragmentation.simulated)
        << (simulated.fragmentation.fallbackReason ? simulated.fragmentation.fallbackReason->message : "");
    const AllocTrace trace = generateTrace(s, estimate(s), {});
    const AllocatorReplay unbounded = replayTrace({}, trace, kLargestRequest);
    EXPECT_DOUBLE_EQ(fragmentationOf(simulated.worst()).bytes,
                     static_cast<double>(unbounded.peakReserved - unbounded.peakAllocated));
}

// Replacing a term settles the totals as the ledger does: peak + context + fragmentation,
// the worst stage and whether the estimate fits, all again.
TEST(SimulatedLedger, ReplacingTheTermSettlesTheWorstStageAndTheFit)
{
    Scenario s = small();
    s.parallel.pp = 2;
    s.training.gradAccum = 4;
    Estimate e = estimate(s);
    const int other = 1 - e.worstStage;
    const StageLedger& stage = e.stages[static_cast<std::size_t>(other)];
    const double context = stage.atPeak[static_cast<std::size_t>(Category::CudaContext)];
    const double past = e.capacity - stage.peakAllocated - context + 1;   // one byte over the card
    Term term = assumedFragmentation(0, 0);
    term.bytes = past;
    replaceFragmentation(e, other, term);
    EXPECT_DOUBLE_EQ(e.stages[static_cast<std::size_t>(other)].total, e.capacity + 1);
    EXPECT_EQ(e.worstStage, other);
    EXPECT_FALSE(e.fits);
    EXPECT_DOUBLE_EQ(fragmentationFraction(e.worst()), past / e.worst().peakAllocated);
}

TEST(SimulatedLedger, ThePlainEstimateAssumesAndSaysSo)
{
    const Estimate e = estimate(small());
    const Term& term = fragmentationOf(e.worst());
    EXPECT_EQ(term.provenance, Provenance::Assumed);
    EXPECT_FALSE(e.fragmentation.simulated);
    EXPECT_DOUBLE_EQ(fragmentationFraction(e.worst()), 0.05);
}

}  // namespace
