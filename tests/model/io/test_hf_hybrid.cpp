// Hybrid models with recurrent token mixers, from their config.json: Nemotron-H (Mamba-2,
// attention, MLP and MoE blocks) and Qwen3-Next (Gated DeltaNet or gated attention, then
// experts). Their parameters are counted exactly against derivations by hand from
// transformers' modeling code; the files are refused with that count, never estimated as a
// transformer, since what the recurrent layers keep for backward is not modelled.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/io/hf_config/hf_config_families.h"
#include "tests/model/io/hf_fixture.h"

namespace memledger::model {
namespace {

using test::readFixture;

// NemotronHMamba2Mixer by hand for hidden h, H heads of width P, G groups, state N, kernel K:
// in_proj h·(HP + (HP + 2GN) + H), conv1d (HP + 2GN)·K + bias, dt_bias, A_log and D, the
// gated norm HP, out_proj HP·h.
double mamba2(double h, double H, double P, double G, double N, double K)
{
    const double conv = H * P + 2 * G * N;
    return h * (H * P + conv + H) + conv * K + conv + 3 * H + H * P + H * P * h;
}

double gqa(double h, double heads, double kv, double d) { return h * heads * d + 2 * h * kv * d + heads * d * h; }

hf::HybridCount countOf(const nlohmann::json& config)
{
    std::vector<Problem> problems;
    const auto count = hf::countHybridModel(config, config.value("model_type", ""), problems);
    for (const auto& problem : problems)
        ADD_FAILURE() << problem.field << ": " << problem.message;
    return count.value_or(hf::HybridCount{});
}

std::vector<Problem> problemsOf(const nlohmann::json& config)
{
    std::vector<Problem> problems;
    importHfConfig(config, problems);
    return problems;
}

TEST(HfHybrid, NemotronH8BIsCountedBlockByBlock)
{
    const hf::HybridCount count = countOf(readFixture("nemotron-h-8b-base-8k.config.json"));
    // 24 Mamba-2, 4 attention and 24 relu² MLP blocks (up and down of 21504), a norm each;
    // the embedding and the untied output layer of 131072 rows; the final norm.
    const double h = 4096;
    const double expected = 24 * mamba2(h, 128, 64, 8, 128, 4) + 4 * gqa(h, 32, 8, 128) + 24 * 2 * h * 21504 +
                            52 * h + 2 * 131072 * h + h;
    EXPECT_EQ(count.total, expected);
    EXPECT_EQ(count.total, 8100852736.0);   // the model's name says 8B
    EXPECT_EQ(count.active, count.total);
    EXPECT_EQ(count.recurrent, 24);
    EXPECT_EQ(count.attention, 4);
    EXPECT_EQ(count.mlp, 24);
    EXPECT_EQ(count.moe, 0);
}

TEST(HfHybrid, Nemotron3NanoCountsItsExpertsAndTheActiveOnes)
{
    const hf::HybridCount count = countOf(readFixture("nemotron-3-nano-30b-a3b.config.json"));
    // 23 Mamba-2 (64 heads of 64), 6 attention (32 heads, 2 KV heads of 128) and 23 MoE blocks:
    // a router of 128 rows, 128 non-gated experts of 1856 (6 active), a shared expert of 3712.
    const double h = 2688;
    const double common = 23 * mamba2(h, 64, 64, 8, 128, 4) + 6 * gqa(h, 32, 2, 128) + 52 * h + 2 * 131072 * h + h;
    const double router = 128 * h;
    const double shared = 2 * h * 3712;
    const double expert = 2 * h * 1856;
    EXPECT_EQ(count.total, common + 23 * (router + 128 * expert + shared));
    EXPECT_EQ(count.active, common + 23 * (router + 6 * expert + shared));
    // The model card's 31.6 B in all, 3.6 B active with the embeddings.
    EXPECT_NEAR(count.total / 1e9, 31.58, 0.005);
    EXPECT_NEAR(count.active / 1e9, 3.58, 0.005);
    EXPECT_EQ(count.recurrent + count.attention + count.mlp + count.moe, 52);
}

TEST(HfHybrid, Qwen3NextCountsGatedDeltaNetAndGatedAttention)
{
    const hf::HybridCount count = countOf(readFixture("qwen3-next-80b-a3b.config.json"));
    const double h = 2048;
    // Qwen3NextGatedDeltaNet: key_dim 16·128, value_dim 32·128.
    const double keyDim = 2048, valueDim = 4096;
    const double gdn = h * (2 * keyDim + 2 * valueDim) + h * 2 * 32 + (2 * keyDim + valueDim) * 4 + 2 * 32 + 128 +
                       valueDim * h;
    // Qwen3NextAttention: the query projection doubled for the output gate, per-head Q and K norms.
    const double attention = h * 2 * 16 * 256 + 2 * h * 2 * 256 + 16 * 256 * h + 2 * 256;
    const double moeCommon = 512 * h + 3 * h * 512 + h;   // router, shared expert, its gate
    const double expert = 3 * h * 512;
    const double common = 36 * gdn + 12 * attention + 48 * (2 * h + moeCommon) + 2 * 151936 * h + h;
    EXPECT_EQ(gdn, 33718464.0);
    EXPECT_EQ(attention, 27263488.0);
    EXPECT_EQ(count.total, common + 48 * 512 * expert);
    EXPECT_EQ(count.active, common + 48 * 10 * expert);
    EXPECT_NEAR(count.total / 1e9, 79.67, 0.005);   // "80B-A3B"
    EXPECT_EQ(count.recurrent, 36);
    EXPECT_EQ(count.attention, 12);
    EXPECT_EQ(count.moe, 48);
    EXPECT_EQ(count.mlp, 0);
}

// The same model written the other ways transformers reads: a layers_block_type list (new and
// legacy words), the Mamba keys' old names; Qwen3-Next without layer_types (every fourth
// layer attends).
TEST(HfHybrid, EveryWayOfWritingTheLayersGivesTheSameCount)
{
    const nlohmann::json nano = readFixture("nemotron-3-nano-30b-a3b.config.json");
    const hf::HybridCount reference = countOf(nano);
    nlohmann::json listed = nano;
    listed.erase("hybrid_override_pattern");
    listed["layers_block_type"] = nlohmann::json::array();
    for (const char letter : nano["hybrid_override_pattern"].get<std::string>())
        listed["layers_block_type"].push_back(letter == 'M' ? "mamba" : letter == 'E' ? "moe" : "full_attention");
    EXPECT_EQ(countOf(listed).total, reference.total);
    nlohmann::json legacy = nano;
    legacy.erase("n_groups");
    legacy.erase("conv_kernel");
    legacy["mamba_n_groups"] = 8;
    legacy["mamba_d_conv"] = 4;
    EXPECT_EQ(countOf(legacy).total, reference.total);

    nlohmann::json next = readFixture("qwen3-next-80b-a3b.config.json");
    const double all = countOf(next).total;
    next.erase("layer_types");
    EXPECT_EQ(countOf(next).total, all);
    // Two layers with a dense MLP of intermediate_size instead of experts.
    next["mlp_only_layers"] = {0, 1};
    const double h = 2048;
    EXPECT_EQ(countOf(next).total, all - 2 * (512 * h + 3 * h * 512 + h + 512 * 3 * h * 512) + 2 * 3 * h * 5120);
}

// The file is refused with the count and the reason, in one problem; nothing is estimated.
TEST(HfHybrid, AHybridFileIsRefusedWithItsCount)
{
    for (const char* file : {"nemotron-h-8b-base-8k.config.json", "nemotron-3-nano-30b-a3b.config.json",
                             "qwen3-next-80b-a3b.config.json"}) {
        std::vector<Problem> problems;
        const HfImport imported = importHfConfig(readFixture(file), problems);
        ASSERT_EQ(problems.size(), 1u) << file;
        EXPECT_EQ(problems.front().field, "model_type");
        EXPECT_NE(problems.front().message.find("refused rather than estimated as a transformer"), std::string::npos);
        EXPECT_EQ(imported.arch.layers, Architecture{}.layers) << "no architecture is made of it";
    }
    std::vector<Problem> problems;
    importHfConfig(readFixture("nemotron-h-8b-base-8k.config.json"), problems);
    EXPECT_NE(problems.front().message.find("24 Mamba-2, 4 attention, 24 MLP and 0 MoE blocks, 8.10 B parameters"),
              std::string::npos)
        << problems.front().message;
}

// A broken file says what is wrong with it, and no count that would mislead.
TEST(HfHybrid, ABrokenHybridFileNamesItsFault)
{
    nlohmann::json badLetter = readFixture("nemotron-h-8b-base-8k.config.json");
    badLetter["hybrid_override_pattern"] = "M-X*";
    auto problems = problemsOf(badLetter);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems.front().field, "layers_block_type");

    nlohmann::json notText = readFixture("nemotron-h-8b-base-8k.config.json");
    notText["hybrid_override_pattern"] = 7;
    problems = problemsOf(notText);
    ASSERT_FALSE(problems.empty());
    EXPECT_EQ(problems.front().field, "layers_block_type");

    nlohmann::json shortTypes = readFixture("qwen3-next-80b-a3b.config.json");
    shortTypes["layer_types"] = {"linear_attention", "full_attention"};
    problems = problemsOf(shortTypes);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems.front().field, "layer_types");

    nlohmann::json badWidth = readFixture("nemotron-3-nano-30b-a3b.config.json");
    badWidth["mamba_num_heads"] = "many";
    problems = problemsOf(badWidth);
    ASSERT_FALSE(problems.empty());
    EXPECT_TRUE(std::none_of(problems.begin(), problems.end(), [](const Problem& p) {
        return p.message.find("parameters") != std::string::npos;
    }));
}

}  // namespace
}  // namespace memledger::model
