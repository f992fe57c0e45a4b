// Properties every simulated step must have: determinism, in-order lanes, and the
// monotonicity users rely on when they compare layouts (issue 4):
// more bandwidth never slows a step, more prefetch never adds stalls.
#include <gtest/gtest.h>

#include <functional>

#include "model/timeline/timeline.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::presetScenario;

std::vector<Scenario> layouts()
{
    std::vector<Scenario> out;
    Scenario offload = presetScenario("llama-3.1-70b");
    offload.framework = Framework::DeepSpeed;
    offload.parallel.dp = 8;
    offload.parallel.zeroStage = 3;
    offload.training.gradAccum = 4;
    offload.memory.recompute = Recompute::Full;
    offload.memory.offload.optimizer = OffloadTarget::Cpu;
    offload.memory.offload.parameters = OffloadTarget::Nvme;
    out.push_back(offload);
    Scenario activations = presetScenario("llama-2-7b", "a100-80gb");
    activations.memory.offload.activations = OffloadTarget::Cpu;
    activations.memory.offload.optimizer = OffloadTarget::Nvme;
    activations.training.gradAccum = 2;
    out.push_back(activations);
    Scenario megatron = memledger::test::megatron70bInterleaved();
    out.push_back(megatron);
    Scenario zero3 = presetScenario("mixtral-8x7b");
    zero3.parallel.dp = 16;
    zero3.parallel.ep = 4;
    zero3.parallel.zeroStage = 3;
    out.push_back(zero3);
    return out;
}

TEST(TimelineProperties, SameScenarioSameTimeline)
{
    for (const Scenario& s : layouts()) {
        const Timeline a = simulateStep(s);
        const Timeline b = simulateStep(s);
        ASSERT_TRUE(a.valid());
        ASSERT_EQ(a.spans.size(), b.spans.size());
        for (std::size_t i = 0; i < a.spans.size(); ++i) {
            EXPECT_EQ(a.spans[i].start, b.spans[i].start);
            EXPECT_EQ(a.spans[i].end, b.spans[i].end);
        }
        EXPECT_EQ(a.stepTime, b.stepTime);
    }
}

TEST(TimelineProperties, LanesAreInOrderStreamsInsideTheStep)
{
    for (const Scenario& s : layouts()) {
        const Timeline t = simulateStep(s);
        ASSERT_TRUE(t.valid());
        std::array<double, kRowsPerLane * kLaneCount> laneEnd{};
        for (const Span& span : t.spans) {
            EXPECT_LE(span.start, span.end);
            EXPECT_LE(span.end, t.stepTime * (1 + 1e-12));
            const int stream = static_cast<int>(span.lane) * kRowsPerLane + span.row;
            EXPECT_GE(span.start + 1e-12, laneEnd[static_cast<std::size_t>(stream)]) << spanKindId(span.kind);
            laneEnd[static_cast<std::size_t>(stream)] = span.end;
        }
        // Compute is busy or waiting for the whole step.
        const double compute = t.lanes[0].busy + t.stall + t.bubble;
        EXPECT_NEAR(compute, t.stepTime, 1e-9 * t.stepTime);
        EXPECT_GE(t.overlap, 0.0);
        EXPECT_LE(t.overlap, 1.0);
        EXPECT_GT(t.mfu, 0.0);
        EXPECT_LE(t.mfu, t.hfu);
        EXPECT_LE(t.hfu, s.performance.computeEfficiency + 1e-9);
    }
}

void expectNoSlower(const std::function<void(Scenario&)>& faster, const char* what)
{
    for (Scenario s : layouts()) {
        for (const bool overlap : {true, false}) {
            s.performance.overlap = overlap;
            const Timeline before = simulateStep(s);
            Scenario better = s;
            faster(better);
            const Timeline after = simulateStep(better);
            ASSERT_TRUE(after.valid());
            EXPECT_LE(after.stepTime, before.stepTime * (1 + 1e-12)) << what << " overlap=" << overlap;
        }
    }
}

TEST(TimelineProperties, MoreBandwidthNeverSlowsAStep)
{
    expectNoSlower([](Scenario& s) { s.hardware.pcieGen += 1; }, "PCIe generation");
    expectNoSlower([](Scenario& s) { s.hardware.nvlinkBandwidth *= 2; }, "NVLink");
    expectNoSlower([](Scenario& s) { s.hardware.interNodeBandwidth *= 2; }, "network");
    expectNoSlower([](Scenario& s) { s.hardware.nvmeBandwidth *= 2; }, "NVMe");
    expectNoSlower([](Scenario& s) { s.hardware.hbmBandwidth *= 2; }, "HBM");
    expectNoSlower([](Scenario& s) { s.performance.pinnedMemory = true; }, "pinned memory");
    expectNoSlower([](Scenario& s) { s.performance.cpuThreads *= 2; }, "CPU threads");
    expectNoSlower([](Scenario& s) { s.performance.overlap = true; }, "overlap");
}

TEST(TimelineProperties, MorePrefetchNeverAddsStalls)
{
    for (Scenario s : layouts()) {
        s.parallel.pp = 1;  // with one stage every wait of compute is a stall
        s.parallel.vpp = 1;
        double stall = 1e300;
        double step = 1e300;
        for (int k = 0; k <= 6; ++k) {
            s.performance.prefetchDepth = k;
            const Timeline t = simulateStep(s);
            ASSERT_TRUE(t.valid());
            EXPECT_LE(t.stall, stall * (1 + 1e-12) + 1e-15) << "k=" << k;
            EXPECT_LE(t.stepTime, step * (1 + 1e-12)) << "k=" << k;
            stall = t.stall;
            step = t.stepTime;
        }
    }
}

TEST(TimelineProperties, PrefetchHidesZeroThreeGathers)
{
    Scenario s = layouts()[3];
    s.performance.prefetchDepth = 0;
    const Timeline serial = simulateStep(s);
    s.performance.prefetchDepth = 2;
    const Timeline prefetched = simulateStep(s);
    EXPECT_GT(serial.lanes[1].exposed, prefetched.lanes[1].exposed);
}

TEST(TimelineProperties, FirstStageMemoryHoldsOneMicroBatchPerStageIn1F1B)
{
    Scenario s = presetScenario("llama-2-7b");
    s.parallel.pp = 4;
    s.training.gradAccum = 8;
    const Estimate e = estimate(s);
    const Timeline t = simulateStep(s, e, 0);
    ASSERT_TRUE(t.valid());
    const Term* layers = findTerm(e.stages[0], "activations_layers");
    ASSERT_NE(layers, nullptr);
    const Term* embedding = findTerm(e.stages[0], "activations_embedding");
    ASSERT_NE(embedding, nullptr);
    // The counter's activation peak is the ledger's p in-flight micro-batches (of
    // the layers and of the embedding's token ids); the counter also holds the
    // ledger's transients now, so its activations are read by category.
    const double activations = t.peakByCategory[static_cast<std::size_t>(Category::Activations)];
    EXPECT_NEAR(activations, layers->bytes + embedding->bytes, 1e-6 * layers->bytes);
    EXPECT_DOUBLE_EQ(t.memory.front().time, 0.0);
}

TEST(TimelineProperties, ComputeOnlyStepRunsAtTheAssumedEfficiency)
{
    Scenario s = presetScenario("llama-2-7b");
    s.hardware.hbmBandwidth = 1e18;
    const Timeline t = simulateStep(s);
    EXPECT_NEAR(t.mfu, s.performance.computeEfficiency, 1e-6);
    EXPECT_NEAR(t.tokensPerSecond, s.tokensPerStep() / t.stepTime, 1e-9);
}

TEST(TimelineProperties, BadAssumptionsAreProblems)
{
    Scenario s;
    s.performance.computeEfficiency = 0;
    s.performance.prefetchDepth = -1;
    const Timeline t = simulateStep(s);
    EXPECT_FALSE(t.valid());
    EXPECT_EQ(t.problems.size(), 2u);
}

}  // namespace
