// Interleaved MoE layers (architecture.moe.layer_step): which layers have experts, how the
// frameworks write it, and what each pipeline stage then holds.
#include <gtest/gtest.h>

#include "model/core/moe_layers.h"
#include "model/core/parameters.h"
#include "model/core/pipeline_placement.h"
#include "model/imports/config_import.h"
#include "model/io/scenario_json.h"
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
    EXPECT_FALSE(every->firstInStep);
    // Megatron's integer 2: the first of every two.
    const auto first = moeLayerPattern(pattern({1, 0, 1, 0, 1}));
    ASSERT_TRUE(first.has_value());
    EXPECT_EQ(first->denseLayers, 0);
    EXPECT_EQ(first->layerStep, 2);
    EXPECT_TRUE(first->firstInStep);
    // Dense layers, then the first of every three.
    const auto afterDense = moeLayerPattern(pattern({0, 0, 0, 1, 0, 0, 1, 0, 0}));
    ASSERT_TRUE(afterDense.has_value());
    EXPECT_EQ(afterDense->denseLayers, 3);
    EXPECT_EQ(afterDense->layerStep, 3);
    EXPECT_TRUE(afterDense->firstInStep);
    EXPECT_FALSE(moeLayerPattern(pattern({0, 1, 1, 0})).has_value());
    EXPECT_FALSE(moeLayerPattern(pattern({1, 1, 0, 1})).has_value());
    EXPECT_FALSE(moeLayerPattern(pattern({0, 0})).has_value());
}

// hasExperts and expertLayersIn agree with Megatron's and transformers' rules, written out
// here layer by layer, for every range of every small spacing.
TEST(MoeLayerStep, CountsAgreeWithTheFrameworksRulesLayerByLayer)
{
    for (int step = 1; step <= 4; ++step)
        for (int dense = 0; dense <= 5; ++dense)
            for (const bool firstInStep : {false, true}) {
                MoeConfig moe;
                moe.experts = 8;
                moe.layerStep = step;
                moe.denseLayers = dense;
                moe.firstInStep = firstInStep;
                for (int layer = 0; layer < 24; ++layer) {
                    const bool megatron = layer % step == 0;          // gpt_layer_specs.py, integer N
                    const bool transformers = (layer + 1) % step == 0;  // decoder_sparse_step
                    EXPECT_EQ(moe.hasExperts(layer), layer >= dense && (firstInStep ? megatron : transformers))
                        << "step " << step << " dense " << dense << " layer " << layer;
                }
                for (int first = 0; first < 12; ++first)
                    for (int count = 0; count < 12; ++count) {
                        int expected = 0;
                        for (int layer = first; layer < first + count; ++layer)
                            expected += moe.hasExperts(layer) ? 1 : 0;
                        EXPECT_EQ(moe.expertLayersIn(first, count), expected)
                            << "step " << step << " dense " << dense << " first " << first << " count " << count;
                    }
            }
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
    // Megatron's integer N puts the experts on the first of every N layers (gpt_layer_specs.py).
    imported = importConfig(shape + "--moe-layer-freq 2", ConfigFormat::Megatron);
    EXPECT_EQ(imported.scenario["architecture"]["moe"]["layer_step"], 2);
    EXPECT_EQ(imported.scenario["architecture"]["moe"]["first_in_step"], true);
    Scenario scenario;
    std::vector<Problem> problems;
    readScenario(imported.scenario, memledger::test::presets(), scenario, problems);
    ASSERT_TRUE(problems.empty());
    EXPECT_TRUE(scenario.arch.moe.hasExperts(0));
    EXPECT_FALSE(scenario.arch.moe.hasExperts(1));
    EXPECT_EQ(scenario.arch.moe.expertLayersIn(0, 48), 24);
    for (const auto& line : imported.report.notModelled)
        EXPECT_NE(line.sourceKey, "--moe-layer-freq");
    // An irregular list is still named, and every layer counted as MoE.
    imported = importConfig(shape + "--moe-layer-freq \"[1,1,0]*16\"", ConfigFormat::Megatron);
    EXPECT_FALSE(imported.scenario["architecture"]["moe"].contains("layer_step"));
    bool named = false;
    for (const auto& line : imported.report.notModelled)
        named = named || (line.sourceKey == "--moe-layer-freq" && line.effect.has_value());
    EXPECT_TRUE(named);
}

// The first of every two layers has experts: stage by stage as Megatron places them, the
// parameters of 24 MoE layers and 24 dense ones whichever slot they take.
TEST(MoeLayerStep, TheFirstOfEveryStepCountsAsManyExpertsPerStage)
{
    Scenario last = presetScenario("llama-4-maverick", "h200");
    last.parallel.tp = 8;
    last.parallel.pp = 4;
    last.parallel.dp = 2;
    last.parallel.sp = true;
    Scenario first = last;
    first.arch.moe.firstInStep = true;
    const Estimate lastSlot = estimate(last);
    const Estimate firstSlot = estimate(first);
    ASSERT_TRUE(lastSlot.valid() && firstSlot.valid());
    EXPECT_EQ(firstSlot.params.moeLayers, 24);
    EXPECT_EQ(firstSlot.params.total, lastSlot.params.total);
    ASSERT_EQ(firstSlot.stages.size(), 4u);
    const auto weights = static_cast<std::size_t>(Category::Weights);
    for (std::size_t i = 0; i < 4; ++i)
        EXPECT_DOUBLE_EQ(firstSlot.stages[i].atPeak[weights], lastSlot.stages[i].atPeak[weights]) << "stage " << i;
    // Layer 0 now has experts, layer 1 a dense MLP.
    EXPECT_TRUE(first.arch.moe.hasExperts(0));
    EXPECT_FALSE(first.arch.moe.hasExperts(1));
    EXPECT_FALSE(last.arch.moe.hasExperts(0));
}

}  // namespace
}  // namespace memledger::model
