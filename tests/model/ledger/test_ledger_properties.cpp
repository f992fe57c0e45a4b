// Properties every ledger must have, whatever the scenario: the peak is the largest
// instant, sharding never adds memory, offload moves bytes rather than losing them.
#include <gtest/gtest.h>

#include <numeric>

#include "model/core/enum_names.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::presetScenario;
using memledger::test::scenarioPreset;
using memledger::test::termBytes;

TEST(LedgerProperties, PeakIsTheLargestInstantAndEachInstantSumsItsLiveTerms)
{
    Scenario s = presetScenario("llama-3.1-70b");
    s.framework = Framework::Megatron;
    s.parallel.dp = 2;
    s.parallel.tp = 8;
    s.parallel.pp = 4;
    s.parallel.sp = true;
    s.parallel.distributedOptimizer = true;
    s.training.gradAccum = 8;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    for (const auto& stage : e.stages) {
        for (int i = 0; i < kInstantCount; ++i) {
            double live = 0;
            for (const auto& term : stage.terms)
                if (term.category != Category::CudaContext && term.category != Category::Fragmentation &&
                    term.liveAtInstant(static_cast<Instant>(i)))
                    live += term.bytes;
            EXPECT_DOUBLE_EQ(stage.allocatedAt[static_cast<std::size_t>(i)], live);
        }
        EXPECT_DOUBLE_EQ(stage.peakAllocated, *std::max_element(stage.allocatedAt.begin(), stage.allocatedAt.end()));
        EXPECT_DOUBLE_EQ(std::accumulate(stage.atPeak.begin(), stage.atPeak.end(), 0.0), stage.total);
    }
    EXPECT_DOUBLE_EQ(e.worst().total, std::max_element(e.stages.begin(), e.stages.end(), [](auto& a, auto& b) {
                                          return a.total < b.total;
                                      })->total);
}

TEST(LedgerProperties, AHigherZeroStageNeverIncreasesPerGpuMemory)
{
    for (const char* model : {"llama-2-7b", "mixtral-8x7b", "gpt2-small"}) {
        for (const Framework framework : {Framework::Generic, Framework::DeepSpeed}) {
            double previous = 1e300;
            for (int stage = 0; stage <= 3; ++stage) {
                Scenario s = presetScenario(model);
                s.framework = framework;
                s.parallel.dp = 8;
                s.parallel.zeroStage = stage;
                const Estimate e = estimate(s);
                ASSERT_TRUE(e.valid());
                const double states = e.worst().atPeak[0] + e.worst().atPeak[1] + e.worst().atPeak[2];
                EXPECT_LE(states, previous) << model << " stage " << stage;
                previous = states;
            }
        }
    }
}

TEST(LedgerProperties, OptimizerOffloadMovesMasterAndMomentsToTheHost)
{
    Scenario s = presetScenario("llama-2-7b");
    s.parallel.dp = 8;
    s.parallel.zeroStage = 2;
    s.hardware.gpusPerNode = 8;
    const Estimate onGpu = estimate(s);
    s.memory.offload.optimizer = OffloadTarget::Cpu;
    const Estimate offloaded = estimate(s);
    const double moved = termBytes(onGpu.worst(), "master_weights") + termBytes(onGpu.worst(), "optimizer_moments");
    EXPECT_EQ(termBytes(offloaded.worst(), "master_weights"), 0);
    EXPECT_DOUBLE_EQ(offloaded.host.total, 8 * moved);  // eight ranks per node
    EXPECT_LT(offloaded.worst().total, onGpu.worst().total);
}

TEST(LedgerProperties, TheLastStageCarriesTheLogits)  // large vocabularies OOM there
{
    Scenario s = presetScenario("llama-3.1-8b");
    s.parallel.pp = 4;
    s.training.gradAccum = 4;
    s.training.seq = 8192;
    const Estimate e = estimate(s);
    EXPECT_EQ(termBytes(e.stages.front(), "activations_loss"), 0);
    EXPECT_DOUBLE_EQ(termBytes(e.stages.back(), "activations_loss"), 4.0 * 8192 * 1 * 128256);
}

TEST(LedgerProperties, GradientAccumulationKeepsGradientsAliveThroughForward)
{
    Scenario s = presetScenario("llama-2-7b");
    const Estimate single = estimate(s);
    const Term* grads = findTerm(single.worst(), "gradients_16bit");
    ASSERT_NE(grads, nullptr);
    EXPECT_FALSE(grads->liveAtInstant(Instant::ForwardEnd));
    s.training.gradAccum = 4;
    const Estimate accumulating = estimate(s);
    EXPECT_TRUE(findTerm(accumulating.worst(), "gradients_16bit")->liveAtInstant(Instant::ForwardEnd));
}

TEST(LedgerProperties, FrameworksDifferExactlyInTheirGradientCopies)  // anchors §(d)1: 16 vs 18 vs 20
{
    const std::pair<Framework, double> expected[] = {
        {Framework::Generic, 16}, {Framework::Megatron, 18}, {Framework::DeepSpeed, 20}};
    for (const auto& [framework, bytesPerParam] : expected) {
        Scenario s = presetScenario("llama-2-7b");
        s.framework = framework;
        const Estimate e = estimate(s);
        const double states = memledger::test::categoryBytes(e.worst(), Category::Weights) +
                              memledger::test::categoryBytes(e.worst(), Category::Gradients) +
                              memledger::test::categoryBytes(e.worst(), Category::OptimizerStates);
        EXPECT_DOUBLE_EQ(states / e.params.total, bytesPerParam) << memledger::model::toString(framework);
    }
}

TEST(LedgerProperties, QloraStoresBlockLinearsInAboutHalfAByte)
{
    Scenario s = presetScenario("llama-2-7b", "rtx-4090");
    s.memory.lora = {.rank = 16, .qlora = true};
    s.memory.recompute = Recompute::Full;
    s.training.seq = 2048;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    const double weights = termBytes(e.worst(), "weights");
    EXPECT_LT(weights / e.params.total, 0.7);
    EXPECT_GT(weights / e.params.total, 0.5);
    EXPECT_GT(e.params.trainable, 0);
    EXPECT_LT(e.params.trainable, 0.01 * e.params.total);
    EXPECT_TRUE(e.fits);
}

// Each size within its range, multiplied together, can leave any meaning: a pass of more
// tokens than a job holds is refused before anything is computed, and a ledger of more
// than an exbibyte per GPU is refused with its size, never shown as a count that wrapped.
TEST(LedgerProperties, SizesThatMultiplyPastAnyDeviceAreRefusedNotWrapped)
{
    Scenario s = scenarioPreset("7b-adam-states");
    s.training.seq = 1 << 24;
    s.training.microBatch = 1 << 20;   // each at its slider's end
    Estimate e = estimate(s);
    ASSERT_EQ(e.problems.size(), 1u);
    EXPECT_EQ(e.problems[0].field, "training.micro_batch");
    EXPECT_NE(e.problems[0].message.find("17592186044416 tokens in one pass"), std::string::npos)
        << e.problems[0].message;
    s.training.microBatch = 4;   // 64 Mi tokens: the most allowed
    EXPECT_TRUE(estimate(s).valid());

    s = scenarioPreset("7b-adam-states");
    s.arch.hidden = 1 << 20;
    s.arch.ffn = 1 << 22;
    s.arch.layers = 10000;
    ASSERT_TRUE(validate(s).empty());
    e = estimate(s);
    ASSERT_FALSE(e.valid());
    EXPECT_TRUE(e.stages.empty());
    EXPECT_NE(e.problems[0].message.find("EiB, more than a million times any device"), std::string::npos)
        << e.problems[0].message;
}

}  // namespace
