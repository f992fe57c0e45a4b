// Qwen3's sizes besides 8B and 30B-A3B (tests/model/io/test_hf_config_families.cpp): each
// preset's count derived by hand from config.json's dimensions, as transformers' Qwen3 and
// Qwen3-MoE modules create their weights, against the model cards' totals and non-embedding
// counts; and the presets as the tools' names find them by shape.
#include <gtest/gtest.h>

#include <string>

#include "model/core/parameters.h"
#include "model/io/presets.h"
#include "tests/model/test_support.h"

namespace memledger::model {
namespace {

struct Counted {
    double total = 0;
    double active = 0;
};

Counted countOf(const std::string& id)
{
    const ModelPreset* preset = test::presets().model(id);
    EXPECT_NE(preset, nullptr) << id;
    if (!preset)
        return {};
    Scenario scenario;
    applyModel(*preset, scenario);
    const ParameterCounts counts = countParameters(scenario);
    EXPECT_EQ(counts.total, preset->paramsReference) << id;
    return {counts.total, counts.active};
}

// Every dense size: per layer q and o of hidden × heads·128, k and v of hidden × kv·128, the
// SwiGLU MLP 3 × hidden × ffn, two norms of hidden and q_norm, k_norm of 128; then the
// embedding (and an untied head) of 151936 × hidden and the final norm.
TEST(Qwen3Sizes, DenseCountsFromTheirDimensions)
{
    // 0.6B: 2·1024·2048 + 2·1024·1024 = 6,291,456 attention, 9,437,184 MLP, 2,304 norms
    // (15,730,944 a layer, 440,467,456 over 28 with the final norm: the card's 0.44B
    // non-embedding); tied 155,582,464.
    EXPECT_EQ(countOf("qwen3-0.6b").total, 596049920.0);
    // 1.7B: 2·2048·2048 + 2·2048·1024 = 12,582,912, MLP 37,748,736, norms 4,352 (50,335,744 a
    // layer; 1,409,410,048 over 28: the card's 1.4B); tied 311,164,928.
    EXPECT_EQ(countOf("qwen3-1.7b").total, 1720574976.0);
    // 4B: 2·2560·4096 + 2·2560·1024 = 26,214,400, MLP 74,711,040, norms 5,376 (100,930,816 a
    // layer; 3,633,511,936 over 36: the card's 3.6B); tied 388,956,160.
    EXPECT_EQ(countOf("qwen3-4b").total, 4022468096.0);
    // 14B: 2·5120·5120 + 2·5120·1024 = 62,914,560, MLP 267,386,880, norms 10,496 (330,311,936 a
    // layer; 13,212,482,560 over 40: the card's 13.2B); untied 2 × 777,912,320.
    EXPECT_EQ(countOf("qwen3-14b").total, 14768307200.0);
    // 32B: 2·5120·8192 + 2·5120·1024 = 94,371,840, MLP 393,216,000, norms 10,496 (487,598,336 a
    // layer; 31,206,298,624 over 64: the card's 31.2B); untied 2 × 777,912,320.
    EXPECT_EQ(countOf("qwen3-32b").total, 32762123264.0);
}

// 235B-A22B: 94 layers of attention 2·4096·8192 + 2·4096·512 = 71,303,168, 128 experts of
// 3·4096·1536 = 18,874,368, a router of 4096·128, norms 8,448 (2,487,992,576 a layer), untied
// 2·151936·4096 and the final norm: 235,093,634,560 (the card's 235B). Active: 8 experts a
// token, 120 · 18,874,368 fewer a layer: 22,190,763,520 (the card's 22B activated).
TEST(Qwen3Sizes, TheLargestMixtureCountsItsTotalAndActiveParameters)
{
    const Counted counted = countOf("qwen3-235b-a22b");
    EXPECT_EQ(counted.total, 235093634560.0);
    EXPECT_EQ(counted.active, 22190763520.0);
}

// The preset a tool's name is written for is found by the model's shape: its name, dropout
// and rotary maximum positions aside; learned positions are weights, so they count.
TEST(PresetShapes, ThePresetWithAModelsShapeIgnoresWhatMakesNoWeights)
{
    const PresetLibrary& presets = test::presets();
    const ModelPreset* qwen = presets.model("qwen3-4b");
    ASSERT_NE(qwen, nullptr);
    Architecture arch = qwen->arch;
    arch.name = "Qwen3-4B-Base";
    arch.maxPositions = 32768;
    arch.dropout = 0.1;
    EXPECT_EQ(presets.withShapeOf(arch), qwen);
    arch.tiedEmbeddings = false;
    EXPECT_EQ(presets.withShapeOf(arch), nullptr);

    const ModelPreset* gpt2 = presets.model("gpt2-small");
    ASSERT_NE(gpt2, nullptr);
    arch = gpt2->arch;
    EXPECT_EQ(presets.withShapeOf(arch), gpt2);
    arch.maxPositions *= 2;
    EXPECT_EQ(presets.withShapeOf(arch), nullptr);
}

}  // namespace
}  // namespace memledger::model
