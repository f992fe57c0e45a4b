// Megatron-LM's selective recomputation modules (--recompute-modules, memory.recompute_modules):
// which saved tensors of a layer each drops (transformer_config.py recompute_modules;
// transformer_layer.py, experts.py, multi_latent_attention.py), counted by hand.
#include <gtest/gtest.h>

#include "model/activations/activations.h"
#include "model/core/recompute_modules.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::presetScenario;

// DeepSeek-V3 on Megatron, TP 1, sequence 4096, micro-batch 1, selective recomputation.
Scenario deepSeek(const char* modules)
{
    Scenario s = presetScenario("deepseek-v3");
    s.framework = Framework::Megatron;
    s.training.seq = 4096;
    s.training.microBatch = 1;
    s.memory.recompute = Recompute::Selective;
    s.memory.recomputeModules = modules;
    return s;
}

double droppedWhere(const LayerInventory& inventory, unsigned bit)
{
    double bytes = 0;
    for (const auto& tensor : inventory.tensors)
        if (tensor.modules & bit)
            bytes += tensor.bytes;
    return bytes;
}

TEST(RecomputeModules, ReadAsMegatronSpellsThem)
{
    const RecomputeModules named = parseRecomputeModules("[layernorm, mla_up_proj mlp  moe_act]");
    EXPECT_TRUE(named.unknown.empty());
    EXPECT_EQ(named.bits, kRecomputeLayernorm | kRecomputeMlaUpProjection | kRecomputeMlp | kRecomputeMoeActivation);
    EXPECT_EQ(recomputeModulesText(named.bits), "moe_act layernorm mla_up_proj mlp");
    EXPECT_EQ(parseRecomputeModules("core_attn mhc").unknown, "mhc");
    EXPECT_EQ(parseRecomputeModules("").bits, 0u);
}

// The default drops the attention core only: what selective recomputation always dropped.
TEST(RecomputeModules, TheDefaultDropsTheAttentionCore)
{
    const LayerInventory inventory = layerInventory(deepSeek("core_attn"), true);
    for (const auto& tensor : inventory.tensors)
        EXPECT_EQ(tensor.droppedBySelective, (tensor.modules & kRecomputeCoreAttention) != 0) << tensor.tensor;
    EXPECT_GT(inventory.selectiveDrops, 0);
    EXPECT_EQ(inventory.selectiveDrops, droppedWhere(inventory, kRecomputeCoreAttention));
    EXPECT_EQ(inventory.selectiveWorkingSet, 0);
}

// mla_up_proj discards Q and K (128 heads of 128 + 64) and V (128 heads of 128) after the
// up-projections and RoPE: 2·s·a·(2·192 + 128) bytes at s 4096.
TEST(RecomputeModules, MlaUpProjectionDropsQueryKeyAndValue)
{
    const LayerInventory inventory = layerInventory(deepSeek("mla_up_proj"), false);
    const double s = 4096, a = 128;
    EXPECT_DOUBLE_EQ(inventory.selectiveDrops, 2 * s * a * (2 * 192 + 128));
    // Output-discarding: one of them is recomputed at a time.
    EXPECT_DOUBLE_EQ(inventory.selectiveWorkingSet, 2 * s * a * 192);
}

// moe drops the whole MoE block but its input (the pre-MLP norm's output, which the
// checkpoint keeps); moe_act only the routed experts' activation output, top-8 rows of
// 2048 per token; mlp nothing in an MoE layer and, in a dense one, its fc1 input and
// MLP tensors (the norm is fused into fc1).
TEST(RecomputeModules, MoeMoeActAndMlpDropTheirOwnTensors)
{
    const double s = 4096, h = 7168, k = 8, expert = 2048, shared = 2048, experts = 256;
    const LayerInventory moe = layerInventory(deepSeek("moe"), true);
    // Megatron weights by the routing probabilities inside the activation: the expert
    // outputs are not kept (experts.py), unlike Hugging Face's MoE blocks.
    const double block = 4 * s * experts            // routing probabilities (fp32)
                         + 2 * k * s * h            // permuted tokens
                         + 2 * k * s * 3 * expert   // routed experts: fc1 output (2I) and down input (I)
                         + 2 * s * 3 * shared;      // the shared expert
    EXPECT_DOUBLE_EQ(moe.selectiveDrops, block);
    EXPECT_DOUBLE_EQ(moe.selectiveWorkingSet, block);
    EXPECT_DOUBLE_EQ(layerInventory(deepSeek("moe_act"), true).selectiveDrops, 2 * k * s * expert);
    EXPECT_DOUBLE_EQ(layerInventory(deepSeek("mlp"), true).selectiveDrops, 0);
    const double ffn = 18432;
    EXPECT_DOUBLE_EQ(layerInventory(deepSeek("mlp"), false).selectiveDrops, 2 * s * h + 2 * s * 3 * ffn);
}

// Recomputing more keeps less: the ledger's layers term falls with each module added.
TEST(RecomputeModules, OnlyFrameworksThatWeightTheOutputsKeepThem)
{
    Scenario megatron = deepSeek("core_attn");
    Scenario generic = megatron;
    generic.framework = Framework::Generic;
    const double s = 4096, h = 7168, k = 8;
    EXPECT_DOUBLE_EQ(layerInventory(generic, true).total - layerInventory(megatron, true).total, 2 * k * s * h);
}

TEST(RecomputeModules, EachModuleLowersTheLedger)
{
    const auto layers = [](const char* modules) {
        Scenario s = deepSeek(modules);
        s.arch.layers = 8;
        s.parallel.dp = 8;
        s.parallel.ep = 8;
        const Estimate e = estimate(s);
        EXPECT_TRUE(e.valid()) << modules;
        return findTerm(e.worst(), "activations_layers")->bytes;
    };
    const double attention = layers("core_attn");
    const double recipe = layers("mla_up_proj mlp moe_act layernorm");
    const double everything = layers("core_attn mla_up_proj mlp moe layernorm");
    EXPECT_LT(recipe, attention);
    EXPECT_LT(everything, recipe);
}

TEST(RecomputeModules, WhatIsRefused)
{
    Scenario s = deepSeek("core_attn gdn_norm_out");
    ASSERT_FALSE(validate(s).empty());
    EXPECT_EQ(validate(s).front().field, "memory.recompute_modules");
    Scenario llama = presetScenario("llama-3.1-8b");
    llama.memory.recompute = Recompute::Selective;
    llama.memory.recomputeModules = "mla_up_proj";
    ASSERT_FALSE(validate(llama).empty());
    EXPECT_NE(validate(llama).front().message.find("Megatron refuses it"), std::string::npos);
}

}  // namespace
