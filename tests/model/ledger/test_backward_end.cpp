// The end of backward (docs/model.md#instants-and-the-peak): gradients made in backward exist
// beside the stage's first layer's saved tensors, recomputed group and working set, less the
// first layer's and the input embedding's gradients, which backward makes last. Derived by hand
// for Llama 3.1 8B; measured (tests/data/measured: H200 L7, H100 E3 and O3).
#include <gtest/gtest.h>

#include "model/core/parameters.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::termBytes;

constexpr double kLayer = 218'112'000;      // 4096·(4096 + 2·1024 + 4096) + 3·4096·14336 + 2·4096
constexpr double kEmbedding = 525'336'576;  // 128256·4096
constexpr double kTotal = 8'030'261'248;    // 32 layers, embedding and output layer, final norm

Scenario llama8bFullRecompute() { return memledger::test::llama8bFullRecomputeFused(); }

TEST(BackwardEnd, GradientsMadeInBackwardMeetTheFirstLayersRecomputation)
{
    const Scenario s = llama8bFullRecompute();
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    ASSERT_DOUBLE_EQ(e.params.total, kTotal);
    const StageLedger& stage = e.worst();
    const Term* gradients = findTerm(stage, "gradients");
    ASSERT_NE(gradients, nullptr);
    EXPECT_DOUBLE_EQ(gradients->bytes, 2 * kTotal);
    EXPECT_TRUE(gradients->liveAtInstant(Instant::BackwardEnd));
    EXPECT_TRUE(gradients->liveAtInstant(Instant::OptimizerStep));
    EXPECT_FALSE(gradients->liveAtInstant(Instant::BackwardPeak));

    // The first layer keeps its input (8192·4096·2 B) beside its recomputed group and working set;
    // its own and the input embedding's gradients are not made yet.
    const double late = 2 * kTotal * (kLayer + kEmbedding) / kTotal;
    const double recomputed = termBytes(stage, "recompute_working_set");
    const double working = termBytes(stage, "backward_working_set");
    ASSERT_GT(recomputed, 0);
    const Term* end = findTerm(stage, "backward_end_first_layer");
    ASSERT_NE(end, nullptr);
    EXPECT_NEAR(end->bytes, 8192.0 * 4096 * 2 + recomputed + working - late, 1.0);
    EXPECT_EQ(end->liveAt, kLiveBackwardEnd);

    // It is the step's peak: the optimizer step (fused: no scratch) holds the gradients without
    // the first layer's working set and the token ids the embedding's backward still reads.
    EXPECT_EQ(stage.peakInstant, Instant::BackwardEnd);
    const auto at = [&](Instant i) { return stage.allocatedAt[static_cast<std::size_t>(i)]; };
    EXPECT_NEAR(at(Instant::BackwardEnd) - at(Instant::OptimizerStep),
                end->bytes + termBytes(stage, "activations_embedding"), 1.0);
}

// A tied embedding on one stage gets its gradient from the output layer's backward, which runs
// first: only the first layer's gradients come last.
TEST(BackwardEnd, ATiedEmbeddingsGradientIsMadeFirst)
{
    Scenario s = llama8bFullRecompute();
    s.arch.tiedEmbeddings = true;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    const Term* end = findTerm(e.worst(), "backward_end_first_layer");
    ASSERT_NE(end, nullptr);
    const double total = kTotal - kEmbedding;
    ASSERT_STREQ(end->vars[3].symbol, "G_late");
    EXPECT_NEAR(end->vars[3].value, 2 * total * kLayer / total, 1.0);
}

// Without recomputation, once the activations outweigh the gradients (8192 tokens: 49 GiB
// against 15), the last layer's backward, with every layer's activations, is the larger; with a
// gradient buffer that lives through the step nothing is made late.
TEST(BackwardEnd, WithoutRecomputationOrWithABufferTheStartOfBackwardIsLarger)
{
    Scenario s = llama8bFullRecompute();
    s.memory.recompute = Recompute::None;
    const Estimate none = estimate(s);
    ASSERT_TRUE(none.valid()) << none.problems.front().message;
    const auto at = [](const StageLedger& stage, Instant i) { return stage.allocatedAt[static_cast<std::size_t>(i)]; };
    EXPECT_GT(at(none.worst(), Instant::BackwardPeak), at(none.worst(), Instant::BackwardEnd));

    Scenario megatron = llama8bFullRecompute();
    megatron.framework = Framework::Megatron;
    megatron.training.precision = Precision::Bf16Mixed;
    const Estimate buffered = estimate(megatron);
    ASSERT_TRUE(buffered.valid()) << buffered.problems.front().message;
    const Term* end = findTerm(buffered.worst(), "backward_end_first_layer");
    ASSERT_NE(end, nullptr);
    ASSERT_STREQ(end->vars[3].symbol, "G_late");
    EXPECT_EQ(end->vars[3].value, 0.0);  // the buffer was there from the start
    EXPECT_GE(at(buffered.worst(), Instant::BackwardPeak), at(buffered.worst(), Instant::BackwardEnd));
}

}  // namespace
