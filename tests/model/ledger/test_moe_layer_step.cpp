// Interleaved MoE layers (architecture.moe.layer_step): which layers have experts, how the
// frameworks write it, and what each pipeline stage then holds.
#include <gtest/gtest.h>

#include "model/core/moe_layers.h"
#include "model/core/parameters.h"
#include "model/core/pipeline_placement.h"
#include "model/imports/config_import.h"
#include "model/ledger/ledger.h"
#include "tests/model/test_support.h"

namespace memledger::model {
namespace {

using memledger::test::presetScenario;
using memledger::test::refusedOn;

std::vector<bool> pattern(std::initializer_list<int> flags)
{
    std::vector<bool> out;
    for (int flag : flags)
        out.push_back(flag == 1);
    return out;
}

TEST(MoeLayerStep, TheLastOfEveryNLayersHasExperts)
{
    MoeConfig moe;
    moe.experts = 8;
    moe.layerStep = 2;
    EXPECT_FALSE(moe.hasExperts(0));
    EXPECT_TRUE(moe.hasExperts(1));
    EXPECT_EQ(moe.expertLayersIn(0, 48), 24);
    EXPECT_EQ(moe.expertLayersIn(0, 12), 6);
    EXPECT_EQ(moe.expertLayersIn(12, 13), 6);  // layers 12…24: 13, 15, …, 23
    EXPECT_EQ(moe.expertLayersIn(25, 12), 6);  // 25…36: 25, 27, …, 35
    moe.denseLayers = 3;
    moe.layerStep = 1;
    EXPECT_EQ(moe.expertLayersIn(0, 2), 0);
    EXPECT_EQ(moe.expertLayersIn(2, 3), 2);
}

TEST(MoeLayerStep, APatternIsDenseLayersAndAStepOnlyWhenItIsOne)
{
    const auto every = moeLayerPattern(pattern({0, 1, 0, 1, 0, 1}));
    ASSERT_TRUE(every.has_value());
    EXPECT_EQ(every->denseLayers, 0);
    EXPECT_EQ(every->layerStep, 2);
    const auto leading = moeLayerPattern(pattern({0, 0, 0, 1, 1, 1}));
    ASSERT_TRUE(leading.has_value());
    EXPECT_EQ(leading->denseLayers, 3);
    EXPECT_EQ(leading->layerStep, 1);
    EXPECT_FALSE(moeLayerPattern(pattern({1, 0, 1, 0})).has_value());  // Megatron's first of every 2
    EXPECT_FALSE(moeLayerPattern(pattern({0, 1, 1, 0})).has_value());
    EXPECT_FALSE(moeLayerPattern(pattern({0, 0})).has_value());
}

TEST(MoeLayerStep, MegatronsFrequencyIsEvaluatedAsPythonWould)
{
    EXPECT_EQ(megatronMoeLayerFreq("1", 3), pattern({1, 1, 1}));
    EXPECT_EQ(megatronMoeLayerFreq("2", 4), pattern({1, 0, 1, 0}));
    EXPECT_EQ(megatronMoeLayerFreq("([0]*3+[1]*2)", 5), pattern({0, 0, 0, 1, 1}));
    EXPECT_EQ(megatronMoeLayerFreq("([0,1])*3", 6), pattern({0, 1, 0, 1, 0, 1}));
    EXPECT_EQ(megatronMoeLayerFreq("[0, 1, 1]", 3), pattern({0, 1, 1}));
    for (const char* bad : {"", "0", "[2]", "[0,1", "([0]*3+)", "[0]*99999999999", "abc"})
        EXPECT_FALSE(megatronMoeLayerFreq(bad, 48).has_value()) << bad;
}

// Maverick on four stages of 12 layers: every stage holds 6 MoE and 6 dense layers, not the
// first two stages all dense and the last two all MoE.
TEST(MoeLayerStep, EveryStageHoldsTheMoeLayersWhereTheyFall)
{
    Scenario s = presetScenario("llama-4-maverick", "h200");
    s.parallel.tp = 8;
    s.parallel.pp = 4;
    s.parallel.dp = 2;
    s.parallel.sp = true;
    s.training.seq = 4096;
    s.training.gradAccum = 8;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    EXPECT_EQ(e.params.moeLayers, 24);
    EXPECT_EQ(e.params.total, 400711848960.0);  // the step moves layers, not parameters
    const double weights = e.stages[1].atPeak[static_cast<std::size_t>(Category::Weights)];
    // Stages 1 and 2 hold neither the embedding nor the head.
    EXPECT_DOUBLE_EQ(e.stages[2].atPeak[static_cast<std::size_t>(Category::Weights)], weights);
    // Interleaved virtual stages take theirs the same way: rank 1 holds layers 6–11 and 30–35,
    // 6 with experts, and its backward ends in layer 6's, a dense one.
    s.parallel.vpp = 2;
    EXPECT_TRUE(estimate(s).valid());
    const RankSummary rank = summarizeRank(s, 1);
    EXPECT_EQ(rank.firstLayer, 6);
    EXPECT_EQ(rank.denseLayers, 6);
    EXPECT_FALSE(s.arch.moe.hasExperts(rank.firstLayer));
    // A step that leaves no layer with experts is refused.
    s.arch.moe.layerStep = 49;
    EXPECT_TRUE(refusedOn(s, "architecture.moe.layer_step"));
}

TEST(MoeLayerStep, MegatronReadsItsPatternAndWritesItBack)
{
    const std::string shape = "--num-layers 48 --hidden-size 512 --num-attention-heads 8 --num-experts 8 "
                              "--moe-router-topk 2 ";
    ConfigImport imported = importConfig(shape + "--moe-layer-freq \"([0,1])*24\"", ConfigFormat::Megatron);
    EXPECT_EQ(imported.scenario["architecture"]["moe"]["layer_step"], 2);
    EXPECT_EQ(imported.scenario["architecture"]["moe"]["dense_layers"], 0);
    imported = importConfig(shape + "--moe-layer-freq [0]*3+[1]*45", ConfigFormat::Megatron);
    EXPECT_EQ(imported.scenario["architecture"]["moe"]["dense_layers"], 3);
    EXPECT_FALSE(imported.scenario["architecture"]["moe"].contains("layer_step"));  // every layer after them
    // Megatron's integer N puts the experts on the first of every N layers: named, not read.
    imported = importConfig(shape + "--moe-layer-freq 2", ConfigFormat::Megatron);
    EXPECT_FALSE(imported.scenario["architecture"]["moe"].contains("layer_step"));
    bool named = false;
    for (const auto& line : imported.report.notModelled)
        named = named || (line.sourceKey == "--moe-layer-freq" && line.effect.has_value());
    EXPECT_TRUE(named);
}

}  // namespace
}  // namespace memledger::model
