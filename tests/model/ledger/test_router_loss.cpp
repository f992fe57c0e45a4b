// transformers' load-balancing loss (load_balancing_loss_func with output_router_logits), derived
// by hand from modeling_qwen3_moe.py: the router logits every MoE layer returns, the loss's
// softmax, its one-hot expert mask at the end of the forward, and the gradient of the
// concatenated logits in backward.
#include <gtest/gtest.h>

#include <algorithm>

#include "model/imports/config_import.h"
#include "model/ledger/ledger.h"
#include "tests/model/io/hf_fixture.h"
#include "tests/model/test_support.h"

namespace memledger::model {
namespace {

using memledger::test::at;
using memledger::test::presetScenario;
using memledger::test::refusedOn;
using memledger::test::termBytes;

// Qwen3-30B-A3B fine-tuned with the Hugging Face Trainer: 48 MoE layers, E = 128, k = 8, a
// vocabulary of 151,936 (unpadded), one sequence of 4,096 tokens.
Scenario qwen3MoeTrainer(bool auxLoss)
{
    Scenario s = presetScenario("qwen3-30b-a3b", "h200");
    s.framework = Framework::HfTrainer;
    s.training.seq = 4096;
    s.training.microBatch = 1;
    s.parallel.dp = 8;
    s.parallel.zeroStage = 3;
    s.parallel.moe.auxLoss = auxLoss;
    return s;
}

const Term* find(const StageLedger& stage, const char* id)
{
    const auto it = std::find_if(stage.terms.begin(), stage.terms.end(),
                                 [&](const Term& term) { return std::string_view(term.id) == id; });
    return it == stage.terms.end() ? nullptr : &*it;
}

constexpr double kTokens = 48.0 * 4096;           // L_moe·s·b
constexpr double kLogits = kTokens * 128 * 2;     // bf16 router logits of every layer
constexpr double kAtLoss = kTokens * (128 * 2 + 8 * (2 + 8) + 12 * 8 * 128);
constexpr double kSixteenBitLogits = 2.0 * 4096 * 151936;

TEST(TransformersBalancingLoss, KeepsEveryLayersLogitsAndItsSoftmax)
{
    const Estimate on = estimate(qwen3MoeTrainer(true));
    const Estimate off = estimate(qwen3MoeTrainer(false));
    ASSERT_TRUE(on.valid());
    const StageLedger& stage = on.worst();
    EXPECT_DOUBLE_EQ(termBytes(stage, "router_logits_returned"), kLogits);
    EXPECT_DOUBLE_EQ(termBytes(stage, "router_loss_probabilities"), kLogits);
    EXPECT_DOUBLE_EQ(termBytes(stage, "router_loss_gradient"), kLogits);
    EXPECT_EQ(find(stage, "router_logits_returned")->liveAt, kLiveForward);
    EXPECT_EQ(find(stage, "router_loss_probabilities")->liveAt, kLiveForward | kLiveLossBackward);
    EXPECT_EQ(find(stage, "router_loss_gradient")->liveAt, kLiveBackward);
    // Here the cross-entropy's fp32 copy of the logits (6 bytes a logit with the 16-bit ones)
    // outweighs the balancing loss beside the 16-bit logits: the loss adds nothing more.
    const double crossEntropy = termBytes(stage, "logits_transient");
    EXPECT_DOUBLE_EQ(crossEntropy, 6 * 4096.0 * 151936);
    EXPECT_GT(crossEntropy, kSixteenBitLogits + kAtLoss);
    EXPECT_DOUBLE_EQ(termBytes(stage, "router_loss_transient"), 0);
    EXPECT_DOUBLE_EQ(stage.allocatedAt[at(Instant::ForwardEnd)] - off.worst().allocatedAt[at(Instant::ForwardEnd)],
                     2 * kLogits);
    EXPECT_DOUBLE_EQ(stage.allocatedAt[at(Instant::LossBackward)] - off.worst().allocatedAt[at(Instant::LossBackward)],
                     2 * kLogits);
    EXPECT_DOUBLE_EQ(stage.allocatedAt[at(Instant::BackwardPeak)] - off.worst().allocatedAt[at(Instant::BackwardPeak)],
                     kLogits);
}

// Where the layers' choices outweigh the vocabulary (a short vocabulary, many experts), the
// end of the forward is the balancing loss's moment: the 16-bit logits, the concatenated
// logits, top-k values and indices, the int64 one-hot mask and its fp32 copy.
TEST(TransformersBalancingLoss, TheOneHotMaskCanSetTheEndOfTheForward)
{
    Scenario s = qwen3MoeTrainer(true);
    s.arch.vocab = 32000;
    const Estimate on = estimate(s);
    s.parallel.moe.auxLoss = false;
    const Estimate off = estimate(s);
    const StageLedger& stage = on.worst();
    const double crossEntropy = 6 * 4096.0 * 32000;
    ASSERT_DOUBLE_EQ(termBytes(stage, "logits_transient"), crossEntropy);
    const double beyond = 2 * 4096.0 * 32000 + kAtLoss - crossEntropy;
    EXPECT_DOUBLE_EQ(termBytes(stage, "router_loss_transient"), beyond);
    EXPECT_DOUBLE_EQ(stage.allocatedAt[at(Instant::ForwardEnd)] - off.worst().allocatedAt[at(Instant::ForwardEnd)],
                     2 * kLogits + beyond);
}

TEST(TransformersBalancingLoss, OnlyTransformersModelsComputeIt)
{
    Scenario megatron = qwen3MoeTrainer(true);
    megatron.framework = Framework::Megatron;
    megatron.parallel.zeroStage = 0;
    EXPECT_EQ(find(estimate(megatron).worst(), "router_logits_returned"), nullptr);
    Scenario dense = presetScenario("llama-3.1-8b");
    dense.framework = Framework::HfTrainer;
    dense.parallel.moe.auxLoss = true;
    EXPECT_EQ(find(estimate(dense).worst(), "router_logits_returned"), nullptr);
    // The loss needs every layer's logits in one forward: no pipeline stage has them.
    Scenario staged = qwen3MoeTrainer(true);
    staged.framework = Framework::DeepSpeed;
    staged.parallel.pp = 2;
    staged.parallel.dp = 4;
    staged.parallel.zeroStage = 1;
    EXPECT_TRUE(refusedOn(staged, "parallel.moe.aux_loss"));
    staged.parallel.moe.auxLoss = false;
    EXPECT_FALSE(refusedOn(staged, "parallel.moe.aux_loss"));
}

// A config.json that sets output_router_logits is a job that computes the loss: under the
// frameworks that run transformers' models, not under Megatron-LM (whose router has its own).
TEST(TransformersBalancingLoss, OutputRouterLogitsInTheConfigTurnsItOn)
{
    nlohmann::json config = test::readFixture("qwen3-30b-a3b.config.json");
    EXPECT_FALSE(test::importConfig(config, "as published").outputRouterLogits);
    config["output_router_logits"] = true;
    const HfImport imported = test::importConfig(config, "output_router_logits");
    EXPECT_TRUE(imported.outputRouterLogits);
    Scenario trainer = qwen3MoeTrainer(false);
    adoptHfImport(imported, "config.json", trainer);
    EXPECT_TRUE(trainer.parallel.moe.auxLoss);
    Scenario megatron = qwen3MoeTrainer(false);
    megatron.framework = Framework::Megatron;
    adoptHfImport(imported, "config.json", megatron);
    EXPECT_FALSE(megatron.parallel.moe.auxLoss);
    const ConfigImport read = importConfig(config.dump(), ConfigFormat::HfModelConfig);
    EXPECT_EQ(read.scenario["parallel"]["moe"]["aux_loss"], true);
}

}  // namespace
}  // namespace memledger::model
