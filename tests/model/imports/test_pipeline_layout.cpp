// Megatron-LM's pipeline placement: the layout mini-language
// (pipeline_parallel_layer_layout.py), uneven first and last stages and the embedding and
// loss counted in the split (transformer_block.py get_num_layers_to_build).
#include <gtest/gtest.h>

#include "model/imports/megatron/pipeline_layout.h"
#include "model/imports/torchtitan/torchtitan_stages.h"

namespace memledger::model {
namespace {

// DeepSeek-V3 on PP 16 with VPP 2 (Megatron's pipeline_parallel_layout.md): stage i on rank
// i mod 16; rank 0 has the embedding, 3 dense and 2 MoE layers, rank 14 the MTP layer.
TEST(PipelineLayout, DeepSeekV3OnSixteenRanks)
{
    const PipelineLayout layout = parsePipelineLayout("Et*3|(tt|)*29,m|L", 16);
    ASSERT_FALSE(layout.error);
    EXPECT_EQ(layout.virtualStages, 2);
    std::vector<int> expected(16, 4);
    expected[0] = 5;
    expected[14] = 2;
    expected[15] = 2;
    EXPECT_EQ(layout.rankLayers, expected);
    EXPECT_EQ(layout.mtpLayers, 1);
    EXPECT_EQ(layout.mtpRank, 14);
}

// NVIDIA's 1,024-GPU recipe: PP 8, VPP 4, the MTP layer and the loss on the last rank.
TEST(PipelineLayout, DeepSeekV3OnEightRanks)
{
    const PipelineLayout layout = parsePipelineLayout("Et|(tt|)*30mL", 8);
    ASSERT_FALSE(layout.error);
    EXPECT_EQ(layout.virtualStages, 4);
    EXPECT_EQ(layout.rankLayers, (std::vector<int>{7, 8, 8, 8, 8, 8, 8, 6}));
    EXPECT_EQ(layout.mtpRank, 7);
}

TEST(PipelineLayout, WhatMegatronRefuses)
{
    EXPECT_TRUE(parsePipelineLayout("Ett|tx|L", 3).error);
    EXPECT_TRUE(parsePipelineLayout("Ett|tt|L", 2).error);      // 3 stages over 2 ranks
    EXPECT_TRUE(parsePipelineLayout("tt|Ett|L", 3).error);      // the embedding not first
    EXPECT_TRUE(parsePipelineLayout("Ett|tL|tL", 3).error);     // two losses
    EXPECT_TRUE(parsePipelineLayout("(t|)*99999999L", 1).error);  // unrolls past any model
    const PipelineLayout wrong = parsePipelineLayout("Ett|tx|L", 3);
    ASSERT_EQ(wrong.error.arguments.size(), 1u);
    EXPECT_EQ(wrong.error.arguments.front(), "x");
}

TEST(PipelineLayout, UnevenFirstAndLastStages)
{
    LayoutError error;
    EXPECT_EQ(unevenStageLayers(12, 4, 2, 2, error), (std::vector<int>{2, 4, 4, 2}));
    EXPECT_EQ(unevenStageLayers(61, 16, 4, 1, error), (std::vector<int>{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 1}));
    EXPECT_EQ(unevenStageLayers(12, 4, std::nullopt, 3, error), (std::vector<int>{3, 3, 3, 3}));
    EXPECT_FALSE(error);
    EXPECT_FALSE(unevenStageLayers(12, 4, 3, 2, error));
    EXPECT_TRUE(error);
}

TEST(PipelineLayout, EmbeddingAndLossCountedAsLayers)
{
    LayoutError error;
    EXPECT_EQ(accountedStageLayers(6, 4, true, true, error), (std::vector<int>{1, 2, 2, 1}));
    EXPECT_EQ(accountedStageLayers(7, 4, true, false, error), (std::vector<int>{1, 2, 2, 2}));
    EXPECT_FALSE(error);
    EXPECT_FALSE(accountedStageLayers(7, 4, true, true, error));
    EXPECT_TRUE(error);
}

}  // namespace
}  // namespace memledger::model

namespace memledger::model {
namespace {

// torchtitan's generate_llm_fqn_per_model_part: 32 layers + embedding + output over 4
// stages of 34 / 4 = 8 (the first two take the remainder): 8, 9, 8, 7.
TEST(TorchtitanStages, TheEmbeddingAndTheOutputCountAsLayers)
{
    EXPECT_EQ(torchtitanRankLayers(4, 4, 32, 1, 1), (std::vector<int>{8, 9, 8, 7}));
    // Two virtual stages a rank (Interleaved1F1B): 34 / 8 = 4, remainder 2: stages of
    // 4, 5, 4, 4, 4, 4, 4, 3 → ranks 0+4, 1+5, 2+6, 3+7.
    EXPECT_EQ(torchtitanRankLayers(8, 4, 32, 1, 1), (std::vector<int>{8, 9, 8, 7}));
    EXPECT_EQ(torchtitanRankLayers(2, 2, 3, 2, 2), (std::vector<int>{2, 1}));  // its docstring's example
    EXPECT_FALSE(torchtitanRankLayers(8, 4, 3, 1, 1));   // more stages than effective layers
    EXPECT_FALSE(torchtitanRankLayers(6, 4, 32, 1, 1));  // stages do not divide over the ranks
}

}  // namespace
}  // namespace memledger::model
