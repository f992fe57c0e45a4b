// Multi-head latent attention (DeepSeek-V2 and V3, Kimi K2): its parameters counted as
// transformers' DeepseekV3Attention builds them, split under tensor parallelism as Megatron-LM
// builds them, its saved tensors as its forward keeps them (measured with PyTorch in
// tests/activations), its attention FLOPs at the query/key and value widths.
#include <gtest/gtest.h>

#include "model/core/parameters.h"
#include "model/timeline/step_time.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::presetScenario;

// Kimi K2 (config.json: 61 layers, the first dense; h 7168, 64 heads, 384 experts of 2048
// and one shared, top-8, vocabulary 163,840, q_lora 1536, kv_lora 512, heads of 128 + 64, values
// of 128), counted by hand: latent attention 7168·1536 + 1536 + 1536·64·192 + 7168·576 + 512 +
// 512·64·256 + 64·128·7168 = 101,124,096; a dense layer 497,500,160; an MoE layer
// 17,059,364,864; with 2·V·h + h: 1,026,408,209,408, the "1T" of its README.
Scenario kimiK2()
{
    Scenario s = presetScenario("deepseek-v3");
    s.arch.heads = 64;
    s.arch.kvHeads = 64;
    s.arch.vocab = 163840;
    s.arch.moe.experts = 384;
    s.arch.moe.denseLayers = 1;
    return s;
}

TEST(LatentAttention, KimiK2IsCountedAsItsConfigBuildsIt)
{
    const ParameterCounts counts = countParameters(kimiK2());
    EXPECT_EQ(counts.dense.attention + counts.dense.latent + counts.dense.norms - 2 * 7168.0, 101124096.0);
    EXPECT_EQ(counts.dense.total(), 497500160.0);
    EXPECT_EQ(counts.moe.total(), 17059364864.0);
    EXPECT_EQ(counts.total, 1026408209408.0);
    // 8 of 384 routed experts a token: the "32B activated" of its README.
    EXPECT_EQ(counts.active, 32861477888.0);
}

// DeepSeek-V2-Lite projects queries from the hidden state (q_lora_rank null): q_proj
// h·n·(nope + rope) replaces q_a_proj, its norm and q_b_proj.
TEST(LatentAttention, WithoutAQueryLatentQueriesAreProjectedDirectly)
{
    Scenario s = presetScenario("deepseek-v3");
    s.arch.mla.qLoraRank = 0;
    const LayerParams layer = countParameters(s).dense;
    const double h = 7168, n = 128;
    EXPECT_EQ(layer.attention, h * n * 192 + 512 * n * 256 + n * 128 * h);
    EXPECT_EQ(layer.latent, h * (512 + 64));
    EXPECT_EQ(layer.norms, 2 * h + 512);
}

// Megatron-LM builds the down-projections duplicated on every TP rank (TELinear
// parallel_mode="duplicated"): doubling TP halves the per-head projections only.
TEST(LatentAttention, TensorParallelismSplitsThePerHeadProjectionsNotTheLatents)
{
    Scenario s = presetScenario("deepseek-v3");
    s.framework = Framework::Megatron;
    s.arch.layers = 1;
    s.arch.moe = {};
    s.arch.vocab = 1024;   // divides every TP, so padding stays out of the difference
    const ParameterCounts counts = countParameters(s);
    s.parallel.tp = 1;
    const Estimate one = estimate(s);
    s.parallel.tp = 2;
    s.parallel.sp = true;
    const Estimate two = estimate(s);
    ASSERT_TRUE(one.valid() && two.valid());
    const double split = counts.dense.attention + counts.dense.mlp + counts.embedding + counts.outputLayer;
    EXPECT_DOUBLE_EQ(one.stages[0].paramsOnRank - two.stages[0].paramsOnRank, split / 2);
    EXPECT_GT(counts.dense.latent, 0);
}

// One dense DeepSeek-V3-style layer small enough to measure on a CPU: h 256, 4 heads, FFN 688,
// q_lora 96, kv_lora 64, heads of 32 + 16, values of 32; 64 tokens, micro-batch 2.
Scenario smallDenseLatentLayer()
{
    Scenario s = presetScenario("deepseek-v3");
    s.arch.layers = 1;
    s.arch.moe = {};
    s.arch.hidden = 256;
    s.arch.heads = 4;
    s.arch.kvHeads = 4;
    s.arch.ffn = 688;
    s.arch.mla = {96, 64, 32, 16, 32};
    s.training.seq = 64;
    s.training.microBatch = 2;
    return s;
}

// What one layer keeps for backward, from DeepseekV3Attention.forward (eager, bf16): the
// down-projections' input, each latent's RMSNorm (fp32 copy, rstd, normalised copy) and
// up-projection input, Q and K at n·(nope + rope), V at n·v_head, the fp32 probabilities and
// their 16-bit copy, and the output projection's input at n·v_head. The PyTorch measurement
// (tests/activations/compare_saved_activations.py, MLA_CASES) checks the same layer.
TEST(LatentAttention, TheLayerKeepsItsLatentsAndItsWideQueriesAndKeys)
{
    Scenario s = smallDenseLatentLayer();
    s.memory.attention = Attention::Eager;
    s.memory.kernels = Kernels::Eager;
    const LayerInventory inventory = layerInventory(s, false);
    const double sb = 64.0 * 2;
    auto rmsNorm = [&](double width) { return sb * width * 4 + sb * 4 + sb * width * 2; };
    const double attention = rmsNorm(256) + sb * 256 * 2 + rmsNorm(96) + sb * 96 * 2 + rmsNorm(64) + sb * 64 * 2 +
                             2 * sb * 4 * 48 * 2 + 2.0 * 4 * 64 * 64 * (4 + 2) + sb * 4 * 32 * 2 + sb * 4 * 32 * 2;
    const double mlp = rmsNorm(256) + sb * 256 * 2 + 4 * sb * 688 * 2;
    EXPECT_EQ(inventory.total, attention + mlp);
}

// The same layer under SDPA in eager modules, as transformers runs it: the kernel saves V as
// the slice it is given, which keeps the KV up-projection's whole output (n·(nope + v)) alive,
// and its output is heads-first (the query is concatenated after the transpose), so the output
// projection's input is a second n·v_head copy. The flash kernel's log-sum-exp replaces the
// probabilities. Measured on an H100 with transformers 5.17 (M1, M3 in
// docs/validation-h100-frontier.md). Transformer Engine's fused attention keeps neither.
TEST(LatentAttention, SdpaInEagerModulesKeepsTheWholeUpProjectionAndTwoOutputs)
{
    Scenario s = smallDenseLatentLayer();
    s.memory.attention = Attention::Flash;
    s.memory.kernels = Kernels::Eager;
    const double sb = 64.0 * 2;
    const double lse = 2.0 * 4 * 64 * 4;
    auto rmsNorm = [&](double width) { return sb * width * 4 + sb * 4 + sb * width * 2; };
    const double common = rmsNorm(256) + sb * 256 * 2 + rmsNorm(96) + sb * 96 * 2 + rmsNorm(64) + sb * 64 * 2 +
                          2 * sb * 4 * 48 * 2 + lse + sb * 4 * 32 * 2;
    const double mlp = rmsNorm(256) + sb * 256 * 2 + 4 * sb * 688 * 2;
    const double eagerModules = common + sb * 4 * (32 + 32) * 2 + sb * 4 * 32 * 2;
    EXPECT_EQ(layerInventory(s, false).total, eagerModules + mlp);

    s.memory.kernels = Kernels::Fused;
    const LayerInventory fused = layerInventory(s, false);
    double attentionV = 0;
    for (const auto& tensor : fused.tensors)
        if (std::string_view(tensor.op) == "attention ·V")
            attentionV += tensor.bytes;
    EXPECT_EQ(attentionV, sb * 4 * 32 * 2);
}

// Q·Kᵀ at n·(nope + rope) and P·V at n·v_head: 2·s·n·(192 + 128) FLOPs a token for
// DeepSeek-V3, where ordinary attention of 128-wide heads would be 2·s·n·256.
TEST(LatentAttention, AttentionFlopsUseTheQueryKeyAndValueWidths)
{
    Scenario s = presetScenario("deepseek-v3");
    s.arch.moe = {};
    s.training.seq = 4096;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    const StepCosts costs = stepCosts(s, e.params);
    EXPECT_DOUBLE_EQ(costs.layer[0].attentionFlops, 4096.0 * 2 * 4096 * 128 * (192 + 128));
}

TEST(LatentAttention, WhatLatentAttentionCannotBeIsRefused)
{
    Scenario s = presetScenario("deepseek-v3");
    s.arch.kvHeads = 8;
    EXPECT_EQ(validate(s).at(0).field, "architecture.kv_heads");
    s = presetScenario("deepseek-v3");
    s.arch.mla.kvLoraRank = 0;
    EXPECT_EQ(validate(s).at(0).field, "architecture.mla.kv_lora_rank");
    s = presetScenario("deepseek-v3");
    s.arch.mla.vHeadDim = 0;
    EXPECT_EQ(validate(s).at(0).field, "architecture.mla.v_head_dim");
    s = presetScenario("deepseek-v3");
    s.memory.recompute = Recompute::Op;
    EXPECT_EQ(validate(s).at(0).field, "memory.recompute");
}

// Megatron-LM's own count (theoretical_memory_usage.py run unmodified on the same arguments,
// tests/data/reference/megatron_mla_parameters.json), total and active, to the parameter.
TEST(LatentAttention, CountsAreMegatronsOwn)
{
    const nlohmann::json reference = memledger::test::loadJson("tests/data/reference/megatron_mla_parameters.json");
    ASSERT_EQ(reference["cases"].size(), 3u);
    for (const auto& item : reference["cases"]) {
        const std::string id = item["id"];
        Scenario s = id == "kimi-k2" ? kimiK2() : presetScenario("deepseek-v3");
        s.framework = Framework::Megatron;
        if (id == "deepseek-v3-no-query-latent")
            s.arch.mla.qLoraRank = 0;
        const ParameterCounts counts = countParameters(s);
        EXPECT_EQ(counts.total, item["num_total_parameters"].get<double>()) << id;
        EXPECT_EQ(counts.active, item["num_active_parameters"].get<double>()) << id;
        EXPECT_EQ(counts.dense.total(), item["num_parameters_in_transformer_layer_dense"].get<double>()) << id;
        EXPECT_EQ(counts.moe.total(), item["num_parameters_in_transformer_layer_moe"].get<double>()) << id;
    }
}

}  // namespace
