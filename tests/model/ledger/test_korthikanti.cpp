// Korthikanti et al. 2022 (arXiv 2205.05198) Table 2: activation bytes per layer of a
// GPT block for every combination of tensor parallelism, sequence parallelism and
// recomputation. The inventory adds O(s·b) LayerNorm statistics the paper omits; they
// are excluded here and checked on their own.
#include <gtest/gtest.h>

#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;

struct Shape {
    double s = 2048, b = 1, h = 12288, a = 96;
};

Scenario gptLayer(int t, bool sp, Recompute recompute)
{
    const Shape x;
    Scenario s;
    s.framework = Framework::Megatron;  // the paper counts Megatron-LM's layers (its SP saves the shard)
    s.arch.block = BlockStyle::Gpt;
    applyBlockDefaults(s.arch);
    s.arch.layers = 1;
    s.arch.hidden = static_cast<std::int64_t>(x.h);
    s.arch.heads = static_cast<int>(x.a);
    s.arch.kvHeads = s.arch.heads;
    s.arch.ffn = 4 * s.arch.hidden;
    s.arch.vocab = 51200;
    s.arch.dropout = 0.1;
    s.training.seq = static_cast<std::int64_t>(x.s);
    s.training.microBatch = static_cast<std::int64_t>(x.b);
    s.parallel.tp = t;
    s.parallel.sp = sp;
    s.memory.attention = Attention::Eager;
    s.memory.recompute = recompute;
    return s;
}

double statistics(const LayerInventory& inventory)
{
    double bytes = 0;
    for (const auto& tensor : inventory.tensors)
        if (tensor.kind == TensorKind::Statistic)
            bytes += tensor.bytes;
    return bytes;
}

// Bytes the one layer keeps under the scenario's recompute policy, without statistics.
double stored(const Scenario& scenario)
{
    const Estimate e = estimate(scenario);
    EXPECT_TRUE(e.valid());
    const double layer = memledger::test::termBytes(e.worst(), "activations_layers");
    const bool keepsStatistics = scenario.memory.recompute == Recompute::None ||
                                 scenario.memory.recompute == Recompute::Selective;
    return layer - (keepsStatistics ? statistics(e.denseInventory) : 0.0);
}

TEST(Korthikanti, NoParallelism) { const Shape x; EXPECT_DOUBLE_EQ(stored(gptLayer(1, false, Recompute::None)), x.s * x.b * x.h * (34 + 5 * x.a * x.s / x.h)); }

TEST(Korthikanti, TensorParallel)
{
    const Shape x;
    const double t = 8;
    EXPECT_DOUBLE_EQ(stored(gptLayer(8, false, Recompute::None)),
                     x.s * x.b * x.h * (10 + 24 / t + 5 * x.a * x.s / (x.h * t)));
}

TEST(Korthikanti, TensorAndSequenceParallel)
{
    const Shape x;
    const double t = 8;
    EXPECT_DOUBLE_EQ(stored(gptLayer(8, true, Recompute::None)), x.s * x.b * x.h / t * (34 + 5 * x.a * x.s / x.h));
}

TEST(Korthikanti, TensorParallelWithSelectiveRecompute)
{
    const Shape x;
    const double t = 8;
    EXPECT_DOUBLE_EQ(stored(gptLayer(8, false, Recompute::Selective)), x.s * x.b * x.h * (10 + 24 / t));
}

TEST(Korthikanti, TensorSequenceParallelWithSelectiveRecompute)
{
    const Shape x;
    EXPECT_DOUBLE_EQ(stored(gptLayer(8, true, Recompute::Selective)), x.s * x.b * x.h * 34 / 8);
}

TEST(Korthikanti, FullRecomputeKeepsTheLayerInput)
{
    const Shape x;
    EXPECT_DOUBLE_EQ(stored(gptLayer(8, false, Recompute::Full)), 2 * x.s * x.b * x.h);
    EXPECT_DOUBLE_EQ(stored(gptLayer(8, true, Recompute::Full)), 2 * x.s * x.b * x.h / 8);
}

TEST(Korthikanti, LayerNormStatisticsAreTwoFp32VectorsPerNorm)
{
    const Shape x;
    const Estimate e = estimate(gptLayer(1, false, Recompute::None));
    EXPECT_DOUBLE_EQ(statistics(e.denseInventory), 2 * 2 * x.s * x.b * 4);
}

TEST(Korthikanti, FlashAttentionDropsTheQuadraticTerms)
{
    Scenario s = gptLayer(1, false, Recompute::None);
    s.memory.attention = Attention::Flash;
    const Shape x;
    const Estimate e = estimate(s);
    EXPECT_DOUBLE_EQ(e.denseInventory.total - statistics(e.denseInventory), 34 * x.s * x.b * x.h);
}

TEST(Korthikanti, PipelineFirstStageHoldsPMicroBatchesAndInterleavingAddsAFraction)  // §4.2.3
{
    Scenario s = gptLayer(1, false, Recompute::None);
    s.arch.layers = 16;
    s.parallel.pp = 4;
    s.training.gradAccum = 8;
    EXPECT_DOUBLE_EQ(inFlightMicroBatches(s, 0), 4);
    EXPECT_DOUBLE_EQ(inFlightMicroBatches(s, 3), 1);
    s.parallel.vpp = 2;
    EXPECT_DOUBLE_EQ(inFlightMicroBatches(s, 0), 4 * (1 + 3.0 / (4 * 2)));
    s.training.gradAccum = 2;
    s.parallel.vpp = 1;
    EXPECT_DOUBLE_EQ(inFlightMicroBatches(s, 0), 2);  // fewer micro-batches than stages
}

}  // namespace
