// Llama 4 from its config.json (transformers' Llama4Config / Llama4TextConfig): the language
// model's parameters counted exactly against a derivation by hand from modeling_llama4.py,
// the vision encoder counted and reported, and what transformers' implementation keeps that
// the ledger does not made limitations of the scenario.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/parameters.h"
#include "model/io/presets.h"
#include "tests/model/io/hf_fixture.h"

namespace memledger::model {
namespace {

using test::importConfig;
using test::importFixture;
using test::readFixture;

// By hand from modeling_llama4.py for h = 5120, 40 query and 8 KV heads of 128, vocabulary
// 202048, experts and shared expert of width f = 8192, dense MLPs of width 16384.
constexpr double kEmbedding = 202048.0 * 5120;                      // embed_tokens, and lm_head (untied)
constexpr double kAttention = 5120.0 * 5120 * 2 + 5120.0 * 1024 * 2; // q, o; k, v
constexpr double kNorms = 2 * 5120.0;                               // input and post-attention RMSNorms
constexpr double kExpert = 3 * 5120.0 * 8192;                       // gate_up_proj (2f) and down_proj of one expert
constexpr double kDenseMlp = 3 * 5120.0 * 16384;                    // Llama4TextMLP(intermediate_size_mlp)
double moeLayer(double experts) { return experts * kExpert + 5120.0 * experts + kExpert; }  // + router + shared

// Llama4VisionModel with Scout's vision_config (h 1408, 34 layers, FFN 5632, 336-pixel images
// in 14-pixel patches) and the projector to the text width.
constexpr double kVisionLayer = 4 * (1408.0 * 1408 + 1408) + (1408.0 * 5632 + 5632) + (5632.0 * 1408 + 1408) + 4 * 1408;
constexpr double kVision = 3.0 * 14 * 14 * 1408 + 1408 + (24.0 * 24 + 1) * 1408 + 4 * 1408 + 34 * kVisionLayer +
                           5632.0 * 4096 + 4096.0 * 4096 + 4096.0 * 5120;

ParameterCounts countsOf(const Architecture& arch)
{
    Scenario scenario;
    scenario.arch = arch;
    return countParameters(scenario);
}

bool says(const HfImport& imported, const std::string& words)
{
    return std::any_of(imported.notes.begin(), imported.notes.end(),
                       [&](const ImportNote& note) { return note.text.find(words) != std::string::npos; });
}

bool hasLimitationMentioning(const std::vector<ImportNote>& notes, const std::string& word)
{
    return std::any_of(notes.begin(), notes.end(), [&](const ImportNote& note) {
        return note.effect && note.effect->changes == Category::Activations && note.effect->bias == EstimateBias::Low &&
               note.text.find(word) != std::string::npos;
    });
}

TEST(HfLlama4, ScoutCountsTheLanguageModelExactlyAndReportsTheVisionEncoder)
{
    const HfImport imported = importFixture("llama-4-scout-17b-16e.config.json");
    const Architecture& arch = imported.arch;
    EXPECT_EQ(arch.layers, 48);
    EXPECT_EQ(arch.moe.experts, 16);
    EXPECT_EQ(arch.moe.topK, 1);
    EXPECT_EQ(arch.moe.sharedExperts, 1);
    EXPECT_EQ(arch.moe.expertFfn, 8192);
    EXPECT_EQ(arch.moe.denseLayers, 0);
    EXPECT_EQ(arch.ffn, 16384);
    EXPECT_FALSE(arch.qkNorm);  // the L2 norm has no weights
    const ParameterCounts counts = countsOf(arch);
    EXPECT_EQ(counts.total, 2 * kEmbedding + 48 * (kAttention + kNorms + moeLayer(16)) + 5120);
    EXPECT_EQ(counts.total, 107769861120.0);
    // One routed expert, the shared one and the router per layer, every embedding row counted.
    EXPECT_EQ(counts.active, 2 * kEmbedding + 48 * (kAttention + kNorms + 2 * kExpert + 5120.0 * 16) + 5120);
    EXPECT_EQ(imported.untrackedParameters, kVision);
    EXPECT_EQ(imported.untrackedParameters, 871932416.0);  // with the text model, the card's 109B
    EXPECT_TRUE(hasLimitationMentioning(imported.notes, "Llama4TextMoe runs every token through all 16 experts"));
    EXPECT_TRUE(hasLimitationMentioning(imported.notes, "on the 36 RoPE layers"));
}

TEST(HfLlama4, MaverickInterleavesDenseLayersAndSaysWhereTheyAre)
{
    const HfImport imported = importFixture("llama-4-maverick-17b-128e.config.json");
    const Architecture& arch = imported.arch;
    EXPECT_EQ(arch.moe.experts, 128);
    // interleave_moe_layer_step 2: layers 1, 3, …, 47 have experts, each stage holds them where they fall.
    EXPECT_EQ(arch.moe.denseLayers, 0);
    EXPECT_EQ(arch.moe.layerStep, 2);
    EXPECT_TRUE(arch.moe.hasExperts(47));
    EXPECT_FALSE(arch.moe.hasExperts(46));
    const ParameterCounts counts = countsOf(arch);
    EXPECT_EQ(counts.total, 2 * kEmbedding + 48 * (kAttention + kNorms) + 24 * kDenseMlp + 24 * moeLayer(128) + 5120);
    EXPECT_EQ(counts.total, 400711848960.0);
    EXPECT_EQ(counts.active,
              2 * kEmbedding + 48 * (kAttention + kNorms) + 24 * kDenseMlp + 24 * (2 * kExpert + 5120.0 * 128) + 5120);
    EXPECT_FALSE(says(imported, "not the first ones"));
    EXPECT_TRUE(says(imported, "no_rope_layer_interval = 4"));  // left to Llama4TextConfig's default
    // use_qk_norm false: no norm, no limitation for it.
    EXPECT_FALSE(says(imported, "use_qk_norm"));
    EXPECT_TRUE(hasLimitationMentioning(imported.notes, "about 128 times"));
}

TEST(HfLlama4, EachFileIsItsPreset)
{
    std::vector<Problem> problems;
    const PresetLibrary presets = loadPresets(test::kSourceDir + "/presets", problems);
    ASSERT_TRUE(problems.empty());
    for (const auto& [file, id] : {std::pair{"llama-4-scout-17b-16e.config.json", "llama-4-scout"},
                                   std::pair{"llama-4-maverick-17b-128e.config.json", "llama-4-maverick"}}) {
        const ModelPreset* preset = presets.model(id);
        ASSERT_NE(preset, nullptr) << id;
        Architecture arch = importFixture(file).arch;
        // The preset leaves head_dim to hidden / heads, which it is.
        EXPECT_EQ(arch.resolvedHeadDim(), preset->arch.resolvedHeadDim());
        arch.headDim = preset->arch.headDim;
        arch.name = preset->arch.name;
        EXPECT_TRUE(arch == preset->arch) << file;
        EXPECT_EQ(countsOf(arch).total, preset->paramsReference) << file;
    }
}

// A llama4_text file (a text-only fine-tune saved as Llama4ForCausalLM) is the same language
// model, without a vision encoder to report.
TEST(HfLlama4, TextOnlyConfigIsTheSameLanguageModel)
{
    nlohmann::json text = readFixture("llama-4-scout-17b-16e.config.json")["text_config"];
    const HfImport imported = importConfig(text, "llama4_text");
    EXPECT_EQ(countsOf(imported.arch).total, 107769861120.0);
    EXPECT_EQ(imported.untrackedParameters, 0);
}

// moe_layers overrides the step; layers with experts that are not the last ones are said.
TEST(HfLlama4, MoeLayersListDecidesWhichLayersHaveExperts)
{
    nlohmann::json config = readFixture("llama-4-scout-17b-16e.config.json");
    config["text_config"]["moe_layers"] = {1, 3, 5, 5, 99};  // a repeat and an index past the layers are ignored
    HfImport imported = importConfig(config, "three MoE layers");
    EXPECT_EQ(imported.arch.moe.denseLayers, 45);
    config["text_config"]["moe_layers"] = {45, 46, 47};
    imported = importConfig(config, "the last three");
    EXPECT_EQ(imported.arch.moe.denseLayers, 45);
    EXPECT_FALSE(says(imported, "not the first ones"));
    config["text_config"].erase("moe_layers");
    config["text_config"]["interleave_moe_layer_step"] = 100;
    imported = importConfig(config, "no MoE layer");
    EXPECT_FALSE(imported.arch.moe.isMoe());
    EXPECT_EQ(countsOf(imported.arch).total, 2 * kEmbedding + 48 * (kAttention + kNorms + kDenseMlp) + 5120);
}

TEST(HfLlama4, FileThatLeavesEverythingOutIsLlama4TextConfigsDefaults)
{
    const HfImport imported = importConfig(nlohmann::json::parse(R"({"model_type": "llama4"})"), "defaults");
    EXPECT_EQ(countsOf(imported.arch).total, 107769861120.0);  // the class's defaults are Scout's
    EXPECT_EQ(imported.arch.maxPositions, 131072);
    EXPECT_TRUE(says(imported, "to transformers' Llama4TextConfig defaults"));
    EXPECT_TRUE(says(imported, "to transformers' Llama4VisionConfig defaults"));
}

TEST(HfLlama4, BadListsAndTextConfigAreProblems)
{
    for (const char* text : {R"({"model_type": "llama4", "text_config": [1]})",
                             R"({"model_type": "llama4_text", "moe_layers": "all"})",
                             R"({"model_type": "llama4_text", "no_rope_layers": [1, -1]})"}) {
        std::vector<Problem> problems;
        importHfConfig(nlohmann::json::parse(text), problems);
        EXPECT_FALSE(problems.empty()) << text;
    }
}

// The notes that change memory become the scenario's limitations; choosing a preset, or
// another config.json, takes them away with the architecture they were about.
TEST(HfLlama4, ItsLimitationsGoWithTheArchitecture)
{
    const HfImport imported = importFixture("llama-4-scout-17b-16e.config.json");
    Scenario scenario;
    scenario.limitations.push_back({"--fp8-format", "train.sh", "hybrid", {}, "kept"});
    adoptHfImport(imported, "scout/config.json", scenario);
    EXPECT_TRUE(scenario.modelId.empty());
    ASSERT_EQ(scenario.limitations.size(), 3u);
    EXPECT_EQ(scenario.limitations[1].key, kHfConfigKey);
    EXPECT_EQ(scenario.limitations[1].file, "scout/config.json");
    EXPECT_EQ(scenario.limitations[1].value, "model_type: llama4");
    EXPECT_EQ(scenario.limitations[2].value, "use_qk_norm: true");
    adoptHfImport(importFixture("llama-4-maverick-17b-128e.config.json"), "maverick/config.json", scenario);
    EXPECT_EQ(scenario.limitations.size(), 2u);  // Maverick has no Q/K norm
    std::vector<Problem> problems;
    const PresetLibrary presets = loadPresets(test::kSourceDir + "/presets", problems);
    applyModel(*presets.model("llama-3.1-8b"), scenario);
    ASSERT_EQ(scenario.limitations.size(), 1u);
    EXPECT_EQ(scenario.limitations.front().key, "--fp8-format");
}

}  // namespace
}  // namespace memledger::model
