// The parts a training step's trace is made of: the parameter tensors of a stage and the
// drawn sequence lengths, each against values derived by hand (the pipeline schedule's
// order: tests/model/pipeline/test_schedule_orders.cpp).
#include <gtest/gtest.h>

#include <numeric>

#include "model/allocator/parameter_tensors.h"
#include "model/allocator/sequence_lengths.h"
#include "model/ledger/ledger.h"
#include "tests/shared/model_shapes.h"

namespace {

using namespace memledger::model;

TEST(ParameterTensors, EveryWeightIsItsOwnTensorAndTheyAddUpToTheLedgers)
{
    Scenario s = memledger::shapes::llama31_70b(4096);
    s.parallel.tp = 8;
    s.parallel.pp = 8;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    // Stage 0: the embedding, then per layer two norms, q, k, v, o, gate, up, down.
    const auto first = stageParameterTensors(s, e.params, 0);
    ASSERT_EQ(first.size(), 1u + 10 * 9);
    EXPECT_STREQ(first[0].name, "embedding");
    EXPECT_DOUBLE_EQ(first[0].params, 128256.0 * 8192 / 8);
    EXPECT_STREQ(first[2].name, "q_proj");
    EXPECT_DOUBLE_EQ(first[2].params, 8192.0 * 8192 / 8);
    EXPECT_DOUBLE_EQ(first[3].params, 8192.0 * 1024 / 8);   // k_proj: 8 KV heads of 128
    // The last stage ends with the final norm and the LM head, which the loss reaches first.
    const auto last = stageParameterTensors(s, e.params, 7);
    EXPECT_STREQ(last.back().name, "lm_head");
    EXPECT_TRUE(last.back().head);
    for (int stage = 0; stage < 8; ++stage) {
        const auto tensors = stageParameterTensors(s, e.params, stage);
        const double sum = std::accumulate(tensors.begin(), tensors.end(), 0.0,
                                           [](double a, const ParameterTensor& t) { return a + t.params; });
        EXPECT_NEAR(sum, e.stages[static_cast<std::size_t>(stage)].paramsOnRank, 1.0) << stage;
    }
}

TEST(ParameterTensors, GptBiasesAndLoraAdaptersAreTensorsToo)
{
    Scenario s;
    s.arch.block = BlockStyle::Gpt;
    s.arch.norm = NormKind::LayerNorm;
    s.arch.mlp = MlpKind::Gelu;
    s.arch.bias = true;
    s.arch.position = PositionKind::Learned;
    s.arch.layers = 2;
    s.memory.lora.rank = 8;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    const auto tensors = stageParameterTensors(s, e.params, 0);
    double base = 0;
    double adapters = 0;
    for (const auto& t : tensors)
        (t.adapter ? adapters : base) += t.params;
    EXPECT_NEAR(base, e.stages[0].paramsOnRank, 1.0);
    // Every block linear adapted: qkv, o, fc1, fc2, each r·(in + out).
    const double h = 4096;
    const double f = 11008;
    EXPECT_NEAR(adapters, 2 * 8 * ((h + 3 * h) + (h + h) + (h + f) + (f + h)), 1.0);
}

TEST(SequenceLengths, DrawsAreReproducibleAndInRange)
{
    std::vector<Problem> problems;
    const auto a = drawSequenceLengths(50, {512, 4096, 0, 7}, problems);
    const auto b = drawSequenceLengths(50, {512, 4096, 0, 7}, problems);
    const auto c = drawSequenceLengths(50, {512, 4096, 0, 8}, problems);
    ASSERT_TRUE(problems.empty());
    EXPECT_EQ(a, b);
    EXPECT_NE(a, c);
    for (auto length : a) {
        EXPECT_GE(length, 512);
        EXPECT_LE(length, 4096);
    }
    // Buckets of 1024 pad each length up to 1024, 2048, 3072 or 4096.
    for (auto length : drawSequenceLengths(50, {512, 4096, 1024, 7}, problems))
        EXPECT_EQ(length % 1024, 0) << length;
}

TEST(SequenceLengths, BadRangesAreProblems)
{
    std::vector<Problem> problems;
    EXPECT_TRUE(drawSequenceLengths(5, {4096, 512, 0, 0}, problems).empty());
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].message.find("shortest first"), std::string::npos);
    problems.clear();
    EXPECT_TRUE(drawSequenceLengths(0, {512, 4096, -1, 0}, problems).empty());
    EXPECT_EQ(problems.size(), 2u);
}

}  // namespace
