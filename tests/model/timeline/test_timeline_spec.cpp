// Step-time checks (docs/model.md#the-step-timeline): 7B's states over PCIe 4.0 in one
// trip, a ZeRO-Offload step with and without overlap, the 3× of parameter offload, the
// pipeline bubble, ring volumes and ZeRO-3's 1.5× of the DP all-reduce.
#include <gtest/gtest.h>

#include "model/timeline/step_time.h"
#include "model/timeline/timeline.h"
#include "model/timeline/timeline_sim.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::model::detail::StreamSimulator;
using memledger::model::detail::TaskSpec;
using memledger::test::presetScenario;

double bytesOf(const Timeline& t, Traffic traffic)
{
    double bytes = 0;
    for (const Span& s : t.spans)
        if (s.traffic == traffic && s.layer >= 0 && (s.lane == Lane::H2D || s.lane == Lane::D2H))
            bytes += s.bytes;
    return bytes;
}

double collectiveBytes(const Timeline& t, std::initializer_list<SpanKind> kinds)
{
    double bytes = 0;
    for (const Span& s : t.spans)
        for (SpanKind k : kinds)
            if (s.kind == k && s.layer >= 0)
                bytes += s.bytes;
    return bytes;
}

TEST(TimelineSpec, SevenBStatesOverPcie4TakeThreeAndAHalfSeconds)
{
    Scenario s;
    s.hardware.pcieGen = 4;
    s.hardware.pcieLanes = 16;
    EXPECT_DOUBLE_EQ(pcieBandwidth(s.hardware), 32e9);
    // 16Ψ of a 7B model, one trip, nothing to hide behind.
    StreamSimulator sim(1, 0, false);
    sim.run(0, TaskSpec{Lane::H2D, SpanKind::ParamFetch, 112e9 / hostLinkBandwidth(s), 112e9}, {});
    EXPECT_NEAR(sim.finish(), 3.5, 1e-9);
    s.performance.pinnedMemory = false;
    EXPECT_DOUBLE_EQ(hostLinkBandwidth(s), 16e9);  // pageable: through a staging buffer
}

// A ZeRO-Offload step (Ren et al. 2021, arXiv 2101.06840, §4) on the engine's task graph:
// backward per layer with its gradient D2H, CPU Adam after the last gradient, the
// updated parameters back per chunk.
double zeroOffloadStep(bool overlap)
{
    constexpr int kLayers = 10;
    StreamSimulator sim(1, 0, overlap);
    int last = -1;
    for (int l = 0; l < kLayers; ++l)
        last = sim.run(0, {Lane::Compute, SpanKind::Forward, 0.100 / 3 / kLayers, 0, l}, {last});
    int d2h = -1;
    for (int l = kLayers - 1; l >= 0; --l) {
        last = sim.run(0, {Lane::Compute, SpanKind::Backward, 0.200 / 3 / kLayers, 0, l}, {last});
        d2h = sim.run(0, {Lane::D2H, SpanKind::GradOffload, 0.005 / kLayers, 0, l}, {last});
    }
    for (int l = 0; l < kLayers; ++l) {
        const int step = sim.run(0, {Lane::CpuOptimizer, SpanKind::CpuAdam, 0.030 / kLayers, 0, l}, {d2h});
        sim.run(0, {Lane::H2D, SpanKind::ParamUpdate, 0.020 / kLayers, 0, l}, {step});
    }
    return sim.finish();
}

TEST(TimelineSpec, ZeroOffloadStepWithAndWithoutOverlap)
{
    // 100 ms fwd+bwd + 20 ms H2D + 30 ms CPU Adam + 5 ms D2H = 155 ms, ≈35 % slower than 100 ms.
    const double serial = zeroOffloadStep(false);
    EXPECT_NEAR(serial, 0.155, 1e-9);
    EXPECT_NEAR(1.0 - 0.100 / serial, 0.355, 0.001) << "the ≈35 % efficiency loss is 1 − 100/155";
    // Overlap hides all but the last layer's D2H and the last chunk's H2D behind the
    // backward and the CPU step: 100 + 0.5 + 30 + 2 = 132.5 ms; 22.5 ms recovered.
    const double overlapped = zeroOffloadStep(true);
    EXPECT_NEAR(overlapped, 0.1325, 1e-9);
    EXPECT_NEAR(serial - overlapped, 0.0225, 1e-9);
}

Scenario offloadScenario()
{
    Scenario s = presetScenario("llama-2-7b", "a100-80gb");
    s.framework = Framework::DeepSpeed;
    s.parallel.zeroStage = 3;  // one GPU: nothing to gather, but parameters may be offloaded
    s.memory.recompute = Recompute::Full;
    s.memory.offload.optimizer = OffloadTarget::Cpu;
    return s;
}

TEST(TimelineSpec, ZeroOffloadScenarioOverlapOnlyRecovers)
{
    Scenario s = offloadScenario();
    s.performance.overlap = false;
    const Timeline serial = simulateStep(s);
    ASSERT_TRUE(serial.valid());
    double parts = 0;
    for (const auto& lane : serial.lanes)
        parts += lane.busy;
    EXPECT_NEAR(serial.stepTime, parts, 1e-9 * parts) << "without overlap every part adds up";
    s.performance.overlap = true;
    const Timeline overlapped = simulateStep(s);
    EXPECT_LT(overlapped.stepTime, serial.stepTime);
    EXPECT_GT(overlapped.lanes[static_cast<int>(Lane::D2H)].hidden(), 0.9 * overlapped.lanes[3].busy);
    EXPECT_GT(overlapped.overlap, serial.overlap);
}

TEST(TimelineSpec, ParameterOffloadMovesThreeTimesTheBytesOfOptimizerOffload)
{
    Scenario s = offloadScenario();
    const Timeline optimizerOnly = simulateStep(s);
    ASSERT_TRUE(optimizerOnly.valid());
    const double update = bytesOf(optimizerOnly, Traffic::OptimizerStates);  // the update trip
    ASSERT_GT(update, 0);
    s.memory.offload.parameters = OffloadTarget::Cpu;
    const Timeline params = simulateStep(s);
    ASSERT_TRUE(params.valid());
    // Forward upload, backward upload, gradients down: three trips of the 16-bit weights.
    const double moved = bytesOf(params, Traffic::Parameters) + bytesOf(params, Traffic::Gradients);
    EXPECT_NEAR(moved / update, 3.0, 1e-9);
    EXPECT_DOUBLE_EQ(bytesOf(params, Traffic::OptimizerStates), 0.0) << "the host copy is updated in place";
}

TEST(TimelineSpec, RingVolumes)
{
    EXPECT_DOUBLE_EQ(ringAllReduceVolume(1.0, 8), 2.0 * 7 / 8);
    EXPECT_DOUBLE_EQ(ringAllReduceVolume(1.0, 2), 1.0);
    EXPECT_DOUBLE_EQ(ringAllReduceVolume(1.0, 1), 0.0);
    EXPECT_DOUBLE_EQ(ringAllGatherVolume(1.0, 8), 7.0 / 8);
}

TEST(TimelineSpec, DataParallelAllReduceMovesTwoNMinusOneOverNOfTheGradients)
{
    Scenario s = presetScenario("llama-2-7b");
    s.framework = Framework::DeepSpeed;
    s.parallel.dp = 8;
    const Timeline t = simulateStep(s);
    ASSERT_TRUE(t.valid());
    const double grads = 2.0 * s.arch.layers * countParameters(s).dense.total();
    EXPECT_NEAR(collectiveBytes(t, {SpanKind::AllReduce}), 2.0 * 7 / 8 * grads, 1e-6 * grads);
}

TEST(TimelineSpec, ZeroThreeMovesOneAndAHalfTimesTheAllReduce)
{
    Scenario s = presetScenario("llama-2-7b");
    s.framework = Framework::DeepSpeed;
    s.parallel.dp = 8;
    const double allReduce = collectiveBytes(simulateStep(s), {SpanKind::AllReduce});
    s.parallel.zeroStage = 3;
    const Timeline zero3 = simulateStep(s);
    ASSERT_TRUE(zero3.valid());
    const double moved = collectiveBytes(zero3, {SpanKind::AllGather, SpanKind::ReduceScatter});
    EXPECT_NEAR(moved / allReduce, 1.5, 1e-9);
}

Scenario pipelineScenario(int pp, int vpp, int microBatches)
{
    Scenario s = presetScenario("llama-2-7b");
    s.arch.vocab = 128;                    // no LM head to unbalance the last stage
    s.hardware.nvlinkBandwidth = 1e18;     // sends take no time
    s.hardware.hbmBandwidth = 1e18;        // nor does the optimizer
    s.parallel.pp = pp;
    s.parallel.vpp = vpp;
    s.training.gradAccum = microBatches;
    return s;
}

TEST(TimelineSpec, OneFOneBBubbleIsPMinusOneOverMPlusPMinusOne)
{
    for (const auto& [p, m] : {std::pair{4, 8}, std::pair{2, 16}, std::pair{8, 8}}) {
        const Timeline t = simulateStep(pipelineScenario(p, 1, m), 0);
        ASSERT_TRUE(t.valid());
        // 1e-3: the LM head of a 128-token vocabulary still weighs on the last stage.
        EXPECT_NEAR(t.bubble / t.stepTime, (p - 1.0) / (m + p - 1.0), 1e-3) << "p=" << p << " m=" << m;
    }
}

TEST(TimelineSpec, InterleavingShrinksTheBubbleByTheVirtualStages)
{
    const int p = 4, m = 8, v = 2;
    const Timeline t = simulateStep(pipelineScenario(p, v, m), 0);
    ASSERT_TRUE(t.valid());
    // Narayanan et al. 2021 §2.2.2: bubble (p−1)/(v·m) of the ideal time.
    EXPECT_NEAR(t.bubble / (t.stepTime - t.bubble), (p - 1.0) / (v * m), 1e-3);
}

}  // namespace

namespace {

// GB200 NVL72 (its preset's nvlink_domain_gpus 72): a data-parallel group of the rack's 72 GPUs
// reduces over NVLink, one of two racks over the network; a node-sized domain sends the
// rack's group over the network too.
TEST(StepCosts, AnNvl72RackReducesOverNvlink)
{
    Scenario s = presetScenario("llama-3.1-70b", "gb200");
    ASSERT_EQ(s.hardware.nvlinkDomain, 72);
    s.parallel.tp = 8;
    s.parallel.dp = 9;
    const double efficiency = s.performance.commEfficiency;
    EXPECT_DOUBLE_EQ(stepCosts(s, countParameters(s)).dpBandwidth, 900e9 * efficiency);
    s.parallel.dp = 18;
    EXPECT_DOUBLE_EQ(stepCosts(s, countParameters(s)).dpBandwidth, s.hardware.interNodeBandwidth * efficiency);
    s.parallel.dp = 9;
    s.hardware.nvlinkDomain = 0;
    EXPECT_DOUBLE_EQ(stepCosts(s, countParameters(s)).dpBandwidth, s.hardware.interNodeBandwidth * efficiency);
}

}  // namespace
