// Import of the Hugging Face config.json fixtures in tests/data/hf: each gives the
// dimensions of the matching preset and, through countParameters(), the preset's
// params_reference (the checkpoint's parameter count).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/json_file.h"
#include "model/io/presets.h"
#include "tests/model/io/hf_fixture.h"

namespace memledger::model {
namespace {

using test::importFixture;
using test::kSourceDir;
using test::parameterCount;

const PresetLibrary& library()
{
    static const PresetLibrary presets = [] {
        std::vector<Problem> problems;
        auto loaded = loadPresets(kSourceDir + "/presets", problems);
        EXPECT_TRUE(problems.empty()) << problems.front().message;
        return loaded;
    }();
    return presets;
}

struct Fixture {
    const char* file;
    const char* preset;
    double tolerance;  // relative; 0 = exact
    int layers;
    std::int64_t hidden;
    int heads;
    int kvHeads;
    std::int64_t headDim;
    std::int64_t ffn;
    std::int64_t vocab;
    bool tied;
};

void PrintTo(const Fixture& fixture, std::ostream* out) { *out << fixture.file; }

class HfFixtureTest : public testing::TestWithParam<Fixture> {};

TEST_P(HfFixtureTest, ImportsTheDimensions)
{
    const Fixture& f = GetParam();
    const Architecture arch = importFixture(f.file).arch;
    EXPECT_EQ(arch.layers, f.layers);
    EXPECT_EQ(arch.hidden, f.hidden);
    EXPECT_EQ(arch.heads, f.heads);
    EXPECT_EQ(arch.kvHeads, f.kvHeads);
    EXPECT_EQ(arch.resolvedHeadDim(), f.headDim);
    EXPECT_EQ(arch.ffn, f.ffn);
    EXPECT_EQ(arch.vocab, f.vocab);
    EXPECT_EQ(arch.tiedEmbeddings, f.tied);
}

TEST_P(HfFixtureTest, MatchesThePresetArchitecture)
{
    const Fixture& f = GetParam();
    const Architecture arch = importFixture(f.file).arch;
    const ModelPreset* preset = library().model(f.preset);
    ASSERT_NE(preset, nullptr) << f.preset;
    const Architecture& want = preset->arch;
    EXPECT_EQ(arch.block, want.block);
    EXPECT_EQ(arch.layers, want.layers);
    EXPECT_EQ(arch.hidden, want.hidden);
    EXPECT_EQ(arch.heads, want.heads);
    EXPECT_EQ(arch.kvHeads, want.kvHeads);
    EXPECT_EQ(arch.resolvedHeadDim(), want.resolvedHeadDim());
    EXPECT_EQ(arch.ffn, want.ffn);
    EXPECT_EQ(arch.vocab, want.vocab);
    EXPECT_EQ(arch.mlp, want.mlp);
    EXPECT_EQ(arch.norm, want.norm);
    EXPECT_EQ(arch.layerNorms, want.layerNorms);
    EXPECT_EQ(arch.qkNorm, want.qkNorm);
    EXPECT_EQ(arch.position, want.position);
    EXPECT_EQ(arch.tiedEmbeddings, want.tiedEmbeddings);
    EXPECT_EQ(arch.bias, want.bias);
    EXPECT_EQ(arch.bias || arch.qkvBias, want.bias || want.qkvBias);  // GPT-2's biases include Q/K/V
    EXPECT_EQ(arch.maxPositions, want.maxPositions);
    EXPECT_EQ(arch.moe.experts, want.moe.experts);
    EXPECT_EQ(arch.moe.topK, want.moe.topK);
    EXPECT_EQ(arch.moe.sharedExperts, want.moe.sharedExperts);
    EXPECT_EQ(arch.moe.expertFfn, want.moe.expertFfn);
    EXPECT_EQ(arch.moe.denseLayers, want.moe.denseLayers);
}

TEST_P(HfFixtureTest, CountsTheCheckpointParameters)
{
    const Fixture& f = GetParam();
    const double reference = library().model(f.preset)->paramsReference;
    const double counted = parameterCount(importFixture(f.file).arch);
    if (f.tolerance == 0)
        EXPECT_EQ(counted, reference);
    else
        EXPECT_NEAR(counted, reference, f.tolerance * reference);
}

INSTANTIATE_TEST_SUITE_P(
    Fixtures, HfFixtureTest,
    testing::Values(Fixture{"llama-3.1-8b.config.json", "llama-3.1-8b", 0, 32, 4096, 32, 8, 128, 14336, 128256, false},
                    Fixture{"mistral-7b-v0.1.config.json", "mistral-7b", 0, 32, 4096, 32, 8, 128, 14336, 32000, false},
                    Fixture{"mixtral-8x7b.config.json", "mixtral-8x7b", 0, 32, 4096, 32, 8, 128, 14336, 32000, false},
                    Fixture{"qwen2.5-7b.config.json", "qwen2.5-7b", 0, 28, 3584, 28, 4, 128, 18944, 152064, false},
                    Fixture{"qwen3-8b.config.json", "qwen3-8b", 0, 36, 4096, 32, 8, 128, 12288, 151936, false},
                    Fixture{"qwen3-30b-a3b.config.json", "qwen3-30b-a3b", 0, 48, 2048, 32, 4, 128, 6144, 151936, false},
                    Fixture{"gpt2.config.json", "gpt2-small", 0, 12, 768, 12, 12, 64, 3072, 50257, true},
                    Fixture{"gemma-2-9b.config.json", "gemma-2-9b", 0, 42, 3584, 16, 8, 256, 14336, 256000, true},
                    Fixture{"llama-4-scout-17b-16e.config.json", "llama-4-scout", 0, 48, 5120, 40, 8, 128, 16384,
                            202048, false},
                    Fixture{"llama-4-maverick-17b-128e.config.json", "llama-4-maverick", 0, 48, 5120, 40, 8, 128,
                            16384, 202048, false}),
    [](const testing::TestParamInfo<Fixture>& row) {
        std::string name = row.param.preset;
        for (char& c : name)
            if (!std::isalnum(static_cast<unsigned char>(c)))
                c = '_';
        return name;
    });

TEST(HfConfig, ModelSpecificConventions)
{
    const Architecture qwen = importFixture("qwen2.5-7b.config.json").arch;
    EXPECT_TRUE(qwen.qkvBias);  // implied by model_type qwen2
    EXPECT_FALSE(qwen.bias);

    const Architecture gpt2 = importFixture("gpt2.config.json").arch;
    EXPECT_EQ(gpt2.block, BlockStyle::Gpt);
    EXPECT_EQ(gpt2.ffn, 4 * gpt2.hidden);  // n_inner absent
    EXPECT_EQ(gpt2.position, PositionKind::Learned);
    EXPECT_DOUBLE_EQ(gpt2.dropout, 0.1);

    const HfImport gemma = importFixture("gemma-2-9b.config.json");
    EXPECT_EQ(gemma.arch.headDim, 256);  // not hidden / heads = 224
    EXPECT_EQ(gemma.arch.layerNorms, 4);  // pre- and post-norms around attention and the MLP
    EXPECT_FALSE(gemma.arch.qkNorm);
    ASSERT_EQ(gemma.notes.size(), 1u);   // GeGLU modelled as SwiGLU is said
    EXPECT_NE(gemma.notes.front().text.find("GeGLU"), std::string::npos) << gemma.notes.front().text;
}

// Gemma-2-9B by hand (transformers modeling_gemma2.py): 42 layers of attention 3584·(4096 + 2·2048)
// + 4096·3584 = 44,040,192, MLP 3·3584·14336 = 154,140,672 and four norms of 3584; a tied
// embedding of 256000·3584 and a final norm: 9,241,705,984, the checkpoint's count (the
// google/gemma-2-9b safetensors). Two norms per layer would be 42·2·3584 = 301,056 short.
TEST(HfConfig, Gemma2CountsAllFourNormsOfALayer)
{
    const Architecture arch = importFixture("gemma-2-9b.config.json").arch;
    EXPECT_EQ(parameterCount(arch), 9241705984.0);
    Architecture twoNorms = arch;
    twoNorms.layerNorms = 2;
    EXPECT_EQ(parameterCount(arch) - parameterCount(twoNorms), 301056.0);
}

TEST(HfConfig, DeepSeekV3ImportsItsMixtureOfExperts)
{
    const HfImport imported = importFixture("deepseek-v3.config.json");
    const Architecture& arch = imported.arch;
    EXPECT_EQ(arch.layers, 61);
    EXPECT_EQ(arch.hidden, 7168);
    EXPECT_EQ(arch.heads, 128);
    EXPECT_EQ(arch.kvHeads, 128);
    EXPECT_EQ(arch.mla.qLoraRank, 1536);
    EXPECT_EQ(arch.mla.kvLoraRank, 512);
    EXPECT_EQ(arch.mla.qkNopeHeadDim, 128);
    EXPECT_EQ(arch.mla.qkRopeHeadDim, 64);
    EXPECT_EQ(arch.mla.vHeadDim, 128);
    EXPECT_EQ(arch.ffn, 18432);
    EXPECT_EQ(arch.vocab, 129280);
    EXPECT_EQ(arch.moe.experts, 256);
    EXPECT_EQ(arch.moe.topK, 8);
    EXPECT_EQ(arch.moe.sharedExperts, 1);
    EXPECT_EQ(arch.moe.expertFfn, 2048);
    EXPECT_EQ(arch.moe.denseLayers, 3);
    // Every dimension is in the file: nothing left to the class's defaults.
    EXPECT_TRUE(imported.notes.empty()) << imported.notes.front().text;
    // The same model as the preset, counted with its latent attention (test_presets.cpp).
    EXPECT_EQ(parameterCount(arch), 671026404352.0);
    EXPECT_EQ(parameterCount(arch), parameterCount(library().model("deepseek-v3")->arch));
}

// GPT-2 and Falcon configs without an FFN size imply 4 × hidden, which overflowed (undefined
// behaviour) for a hidden size beyond 2^61. The import saturates; validation refuses it.
TEST(HfConfig, HugeHiddenSizeIsRefusedNotOverflowed)
{
    const auto gpt2 = nlohmann::json::parse(
        R"({"model_type": "gpt2", "n_layer": 1, "n_embd": 4611686018427387904, "n_head": 1, "vocab_size": 1})");
    const auto falcon = nlohmann::json::parse(R"({"model_type": "falcon", "num_hidden_layers": 1,
        "hidden_size": 4611686018427387904, "num_attention_heads": 1, "vocab_size": 1})");
    for (const auto& config : {gpt2, falcon}) {
        std::vector<Problem> problems;
        Scenario scenario;
        scenario.arch = importHfConfig(config, problems).arch;
        EXPECT_TRUE(problems.empty());
        EXPECT_EQ(scenario.arch.ffn, std::numeric_limits<std::int64_t>::max());
        bool hiddenRefused = false;
        for (const auto& problem : validate(scenario))
            hiddenRefused = hiddenRefused || problem.field == "architecture.hidden";
        EXPECT_TRUE(hiddenRefused) << config.dump();
    }
}

// 4294967328 layers must not wrap around to 32 and import a plausible, wrong model.
TEST(HfConfig, CountsBeyondIntAreReportedNotWrapped)
{
    std::vector<Problem> problems;
    auto config = *readJsonFile(kSourceDir + "/tests/data/hf/llama-3.1-8b.config.json", problems);
    config["num_hidden_layers"] = 4294967328LL;
    importHfConfig(config, problems);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems.front().field, "num_hidden_layers");
    EXPECT_NE(problems.front().message.find("4294967328"), std::string::npos) << problems.front().message;
}

TEST(HfConfig, EverySupportedModelTypeIsListed)
{
    const auto& types = supportedHfModelTypes();
    for (const char* type : {"llama", "mistral", "mixtral", "qwen2", "gemma2", "gpt2", "deepseek_v3"})
        EXPECT_NE(std::find(types.begin(), types.end(), type), types.end()) << type;
}

}  // namespace
}  // namespace memledger::model
