// Qwen 3, Qwen 3 MoE, Gemma 3 and Falcon's norms: each count is derived by hand from
// transformers' modelling code (the weights each module creates) and equals the Hub's
// published count to the parameter.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/parameters.h"
#include "tests/model/io/hf_fixture.h"

namespace memledger::model {
namespace {

using test::importConfig;
using test::importFixture;
using test::parameterCount;
using test::readFixture;

bool anyNoteSays(const HfImport& imported, const std::string& words)
{
    for (const auto& note : imported.notes)
        if (note.text.find(words) != std::string::npos)
            return true;
    return false;
}

// Qwen/Qwen3-8B: 36 layers of attention 4096·(4096 + 2·1024) + 4096·4096 = 41,943,040, MLP
// 3·4096·12288 = 150,994,944, two norms of 4096 and q_norm, k_norm of 128 (192,946,432 a layer);
// untied embeddings 2·151936·4096 = 1,244,659,712 and a final norm: 8,190,735,360, the Hub's count
// (its model API's safetensors total for Qwen/Qwen3-8B, all BF16).
TEST(HfQwen3, CountsTheCheckpointExactly)
{
    const HfImport imported = importFixture("qwen3-8b.config.json");
    const Architecture& arch = imported.arch;
    EXPECT_EQ(arch.layers, 36);
    EXPECT_EQ(arch.hidden, 4096);
    EXPECT_EQ(arch.heads, 32);
    EXPECT_EQ(arch.kvHeads, 8);
    EXPECT_EQ(arch.resolvedHeadDim(), 128);
    EXPECT_EQ(arch.ffn, 12288);
    EXPECT_EQ(arch.vocab, 151936);
    EXPECT_FALSE(arch.tiedEmbeddings);
    EXPECT_FALSE(arch.qkvBias);
    EXPECT_TRUE(arch.qkNorm);
    EXPECT_EQ(arch.layerNorms, 2);
    EXPECT_TRUE(imported.notes.empty());
    EXPECT_EQ(parameterCount(arch), 8190735360.0);
    Architecture withoutQkNorms = arch;
    withoutQkNorms.qkNorm = false;
    EXPECT_EQ(parameterCount(arch) - parameterCount(withoutQkNorms), 36.0 * 2 * 128);
}

// Qwen3Config's head_dim is 128 whatever hidden / heads is; a file without it gets 128, said.
TEST(HfQwen3, HeadDimLeftOutIsQwen3ConfigsDefault)
{
    nlohmann::json config = readFixture("qwen3-8b.config.json");
    config.erase("head_dim");
    config["hidden_size"] = 2048;  // hidden / heads would be 64
    const HfImport imported = importConfig(config, "qwen3 without head_dim");
    EXPECT_EQ(imported.arch.resolvedHeadDim(), 128);
    EXPECT_TRUE(anyNoteSays(imported, "head_dim = 128")) << imported.notes.size();
}

// Qwen/Qwen3-30B-A3B: 48 layers of attention 2048·(4096 + 2·512) + 4096·2048 = 18,874,368, 128
// experts of 3·2048·768 = 4,718,592, a router of 2048·128, two norms of 2048 and q/k norms of 128
// (623,120,640 a layer); untied embeddings 2·151936·2048 and a final norm: 30,532,122,624, the
// checkpoint's count (the Hub's "30.5B"; llama.cpp's conversion reports general.parameter_count
// 30532122624). Active per token: 8 of 128 experts, 30,532,122,624 − 48·120·4,718,592 =
// 3,353,032,704 (the model card's "3.3B activated").
TEST(HfQwen3Moe, CountsTheCheckpointAndTheActiveParametersExactly)
{
    const HfImport imported = importFixture("qwen3-30b-a3b.config.json");
    const Architecture& arch = imported.arch;
    EXPECT_EQ(arch.layers, 48);
    EXPECT_EQ(arch.hidden, 2048);
    EXPECT_EQ(arch.resolvedHeadDim(), 128);  // not hidden / heads = 64
    EXPECT_EQ(arch.kvHeads, 4);
    EXPECT_EQ(arch.ffn, 6144);               // the dense MLP of mlp_only_layers, none here
    EXPECT_EQ(arch.moe.experts, 128);
    EXPECT_EQ(arch.moe.topK, 8);
    EXPECT_EQ(arch.moe.expertFfn, 768);
    EXPECT_EQ(arch.moe.sharedExperts, 0);
    EXPECT_EQ(arch.moe.denseLayers, 0);      // decoder_sparse_step 1, mlp_only_layers []
    EXPECT_TRUE(arch.qkNorm);
    EXPECT_TRUE(imported.notes.empty());
    Scenario scenario;
    scenario.arch = arch;
    const ParameterCounts counts = countParameters(scenario);
    EXPECT_EQ(counts.total, 30532122624.0);
    EXPECT_EQ(counts.active, 3353032704.0);
}

HfImport qwen3MoeWith(const char* key, const nlohmann::json& value)
{
    nlohmann::json config = readFixture("qwen3-30b-a3b.config.json");
    config[key] = value;
    return importConfig(config, key);
}

// Qwen3MoeDecoderLayer: layer i has experts unless i is in mlp_only_layers or (i + 1) is not a
// multiple of decoder_sparse_step.
TEST(HfQwen3Moe, DenseLayersFollowTheSparseStepAndTheMlpOnlyList)
{
    const HfImport leading = qwen3MoeWith("mlp_only_layers", {0, 1, 2});
    EXPECT_EQ(leading.arch.moe.denseLayers, 3);
    EXPECT_TRUE(leading.notes.empty());  // dense layers first: the engine's own layout

    const HfImport everyOther = qwen3MoeWith("decoder_sparse_step", 2);  // layers 1, 3, 5 … have experts
    EXPECT_EQ(everyOther.arch.moe.denseLayers, 0);
    EXPECT_EQ(everyOther.arch.moe.layerStep, 2);  // each stage holds them where they fall
    EXPECT_FALSE(anyNoteSays(everyOther, "not the first ones"));
    // The count is exact whatever their order: 24 dense MLPs of 3·2048·6144 replace 24 MoE blocks.
    const double moeBlock = 128 * 3 * 2048.0 * 768 + 2048 * 128;
    EXPECT_EQ(parameterCount(everyOther.arch), 30532122624.0 - 24 * (moeBlock - 3 * 2048.0 * 6144));

    const HfImport none = qwen3MoeWith("decoder_sparse_step", 49);  // no (i + 1) is a multiple of 49
    EXPECT_FALSE(none.arch.moe.isMoe());
    EXPECT_TRUE(anyNoteSays(none, "dense model"));
}

TEST(HfQwen3Moe, MlpOnlyLayersThatAreNotAListAreAProblem)
{
    nlohmann::json config = readFixture("qwen3-30b-a3b.config.json");
    config["mlp_only_layers"] = "0,1";
    std::vector<Problem> problems;
    importHfConfig(config, problems);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems.front().field, "mlp_only_layers");
    EXPECT_NE(problems.front().message.find("list of layer indices"), std::string::npos) << problems.front().message;
}

// google/gemma-3-4b-it's language model: 34 layers of attention 2560·(2048 + 2·1024) + 2048·2560 =
// 15,728,640, MLP 3·2560·10240 = 78,643,200, four norms of 2560 and q/k norms of 256 (94,382,592 a
// layer); a tied embedding of 262208·2560 = 671,252,480 and a final norm: 3,880,263,168.
// The SigLIP tower: patch Conv2d 3·14·14·1152 + 1152, 4096 positions × 1152, 27 layers of
// 15,239,504 (two LayerNorms, q/k/v/o with biases, fc1 and fc2 with biases) and a LayerNorm:
// 416,866,032; the projector 1152·2560 + 1152 = 2,950,272. In all 4,300,079,472: the sum of numel()
// over Gemma3ForConditionalGeneration loaded from google/gemma-3-4b-it (the Hub's "4.3B").
constexpr double kGemma3TextParameters = 3880263168.0;
constexpr double kGemma3VisionParameters = 416866032.0 + 2950272.0;

TEST(HfGemma3, CountsTheLanguageModelAndReportsTheVisionTower)
{
    const HfImport imported = importFixture("gemma-3-4b-it.resolved.config.json");
    const Architecture& arch = imported.arch;
    EXPECT_EQ(arch.layers, 34);
    EXPECT_EQ(arch.hidden, 2560);
    EXPECT_EQ(arch.heads, 8);
    EXPECT_EQ(arch.kvHeads, 4);
    EXPECT_EQ(arch.resolvedHeadDim(), 256);  // not hidden / heads = 320
    EXPECT_EQ(arch.ffn, 10240);
    EXPECT_EQ(arch.vocab, 262208);
    EXPECT_EQ(arch.maxPositions, 131072);
    EXPECT_TRUE(arch.tiedEmbeddings);  // Gemma3TextConfig's default: no key says it
    EXPECT_EQ(arch.layerNorms, 4);
    EXPECT_TRUE(arch.qkNorm);
    EXPECT_EQ(parameterCount(arch), kGemma3TextParameters);
    EXPECT_EQ(imported.untrackedParameters, kGemma3VisionParameters);
    EXPECT_EQ(parameterCount(arch) + imported.untrackedParameters, 4300079472.0);
    EXPECT_TRUE(anyNoteSays(imported, "419,816,304"));
    EXPECT_FALSE(anyNoteSays(imported, "defaults"));  // the resolved file names every dimension
}

// The Hub's own file names only a few text_config keys (tests/data/hf/README.md); the rest are
// Gemma3TextConfig's defaults, and num_channels SiglipVisionConfig's. Same model, and said.
TEST(HfGemma3, KeysTheHubFileLeavesOutTakeTheConfigClassDefaults)
{
    const nlohmann::json hubStyle = nlohmann::json::parse(R"({
      "architectures": ["Gemma3ForConditionalGeneration"], "model_type": "gemma3", "mm_tokens_per_image": 256,
      "text_config": {"hidden_size": 2560, "intermediate_size": 10240, "model_type": "gemma3_text",
                      "num_hidden_layers": 34, "rope_scaling": {"factor": 8.0, "rope_type": "linear"},
                      "sliding_window": 1024},
      "vision_config": {"hidden_size": 1152, "image_size": 896, "intermediate_size": 4304,
                        "model_type": "siglip_vision_model", "num_attention_heads": 16, "num_hidden_layers": 27,
                        "patch_size": 14, "vision_use_head": false}})");
    const HfImport imported = importConfig(hubStyle, "Hub-style gemma3");
    const HfImport resolved = importFixture("gemma-3-4b-it.resolved.config.json");
    EXPECT_EQ(parameterCount(imported.arch), kGemma3TextParameters);
    EXPECT_EQ(imported.arch.maxPositions, resolved.arch.maxPositions);
    EXPECT_EQ(imported.untrackedParameters, kGemma3VisionParameters);
    EXPECT_TRUE(anyNoteSays(imported, "num_attention_heads = 8, num_key_value_heads = 4, head_dim = 256, "
                                      "vocab_size = 262208 and max_position_embeddings = 131072"));
    EXPECT_TRUE(anyNoteSays(imported, "num_channels = 3"));
}

// A gemma3_text file (Gemma 3 1B, or the text model saved alone) is the same language model.
TEST(HfGemma3, TextOnlyConfigIsTheSameLanguageModel)
{
    nlohmann::json text = readFixture("gemma-3-4b-it.resolved.config.json")["text_config"];
    const HfImport imported = importConfig(text, "gemma3_text");
    EXPECT_EQ(parameterCount(imported.arch), kGemma3TextParameters);
    EXPECT_EQ(imported.untrackedParameters, 0);
}

TEST(HfGemma3, TextConfigThatIsNotAnObjectIsAProblem)
{
    std::vector<Problem> problems;
    importHfConfig(nlohmann::json::parse(R"({"model_type": "gemma3", "text_config": 7})"), problems);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems.front().field, "text_config");
}

// FalconDecoderLayer (transformers modeling_falcon.py): one LayerNorm when attention and the MLP
// run in parallel (Falcon-7B), two with new_decoder_architecture (Falcon-40B) or a sequential block.
TEST(HfFalcon, NormsPerLayerFollowTheBlockLayout)
{
    const auto falcon = [](const char* extra) {
        nlohmann::json config = nlohmann::json::parse(R"({"model_type": "falcon", "num_hidden_layers": 32,
            "hidden_size": 4544, "num_attention_heads": 71, "multi_query": true, "vocab_size": 65024})");
        config.update(nlohmann::json::parse(extra));
        return importConfig(config, extra);
    };
    const HfImport parallel = falcon("{}");  // parallel_attn defaults to true
    EXPECT_EQ(parallel.arch.layerNorms, 1);
    EXPECT_TRUE(anyNoteSays(parallel, "one shared LayerNorm"));
    EXPECT_EQ(falcon(R"({"new_decoder_architecture": true})").arch.layerNorms, 2);
    EXPECT_EQ(falcon(R"({"parallel_attn": false})").arch.layerNorms, 2);
    // Falcon-7B's dimensions: 32 layers of fused QKV 4544·(4544 + 2·64), dense 4544², MLP
    // 2·4544·18176 and one LayerNorm of 2·4544; a tied embedding of 65024·4544; a final LayerNorm:
    // 6,921,720,704 in memory. The tiiuae/falcon-7b files hold 7,217,189,760: the tied lm_head
    // stored a second time, 65024·4544 = 295,469,056 more.
    EXPECT_EQ(parameterCount(parallel.arch), 6921720704.0);
}

// openai/gpt-oss-20b, from transformers' GptOssConfig and modeling_gpt_oss.py: 24 layers of
// attention with biases, 2880·4096 (Q) + 2·2880·512 (K, V) + 4096·2880 (O) + 4096 + 2·512 + 2880
// biases + 64 sinks = 26,550,144; two norms of 2880; a router 2880·32 + 32; 32 experts of
// gate_up 2880·5760 + 5760, down 2880·2880 + 2880 = 24,891,840 each: 823,186,976 a layer.
// Untied embedding and head 2·201088·2880 and the final norm: 20,914,757,184, the "20.91B" of
// OpenAI's model card; 4 experts a token leave 4,187,440,704 active (3.61B without the input
// embedding, as the card counts).
TEST(HfGptOss, CountsTheTwentyBillionModelExactly)
{
    const HfImport imported = importFixture("gpt-oss-20b.config.json");
    const Architecture& arch = imported.arch;
    EXPECT_EQ(arch.layers, 24);
    EXPECT_EQ(arch.hidden, 2880);
    EXPECT_EQ(arch.resolvedHeadDim(), 64);
    EXPECT_EQ(arch.moe.experts, 32);
    EXPECT_EQ(arch.moe.topK, 4);
    EXPECT_EQ(arch.moe.expertFfn, 2880);
    EXPECT_EQ(arch.moe.denseLayers, 0);
    EXPECT_EQ(arch.mlp, MlpKind::QuickGeGlu);
    EXPECT_TRUE(arch.bias);
    EXPECT_TRUE(arch.attentionSinks);
    EXPECT_EQ(arch.slidingWindow, 128);
    EXPECT_EQ(arch.slidingLayers, 12);
    Scenario scenario;
    scenario.arch = arch;
    const ParameterCounts counts = countParameters(scenario);
    EXPECT_EQ(counts.total, 20914757184.0);
    EXPECT_EQ(counts.active, 4187440704.0);
    // The MXFP4 checkpoint is said to be trained dequantized.
    EXPECT_TRUE(anyNoteSays(imported, "MXFP4"));
}

// openai/gpt-oss-120b: 36 such layers of 128 experts, 116,829,156,672 ("116.83B") and 5,711,982,912
// active (5.13B without the input embedding).
TEST(HfGptOss, CountsTheHundredTwentyBillionModelExactly)
{
    const HfImport imported = importFixture("gpt-oss-120b.config.json");
    Scenario scenario;
    scenario.arch = imported.arch;
    const ParameterCounts counts = countParameters(scenario);
    EXPECT_EQ(counts.total, 116829156672.0);
    EXPECT_EQ(counts.active, 5711982912.0);
    EXPECT_EQ(imported.arch.slidingLayers, 18);
}

// A file that leaves layer_types out gets GptOssConfig's: the even layers slide; one whose
// layer_types is no list of words is a problem naming the key.
TEST(HfGptOss, LayerTypesLeftOutOrWrongAreGptOssConfigsOrAProblem)
{
    nlohmann::json config = readFixture("gpt-oss-20b.config.json");
    config.erase("layer_types");
    EXPECT_EQ(importConfig(config, "no layer_types").arch.slidingLayers, 12);
    config["num_hidden_layers"] = 5;
    EXPECT_EQ(importConfig(config, "five layers").arch.slidingLayers, 3);
    config["layer_types"] = nlohmann::json::array({1, 2});
    std::vector<Problem> problems;
    importHfConfig(config, problems);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems.front().field, "layer_types");
}

// Gemma 2 slides on every other layer, Mistral 7B v0.1 on all of them, Mixtral on none
// (sliding_window null).
TEST(HfSlidingWindows, FamiliesSlideAsTheirConfigsSay)
{
    const HfImport gemma = importFixture("gemma-2-9b.config.json");
    EXPECT_EQ(gemma.arch.slidingWindow, 4096);
    EXPECT_EQ(gemma.arch.slidingLayers, 21);
    const HfImport mistral = importFixture("mistral-7b-v0.1.config.json");
    EXPECT_EQ(mistral.arch.slidingWindow, 4096);
    EXPECT_EQ(mistral.arch.slidingLayers, 32);
    const HfImport mixtral = importFixture("mixtral-8x7b.config.json");
    EXPECT_EQ(mixtral.arch.slidingWindow, 0);
    EXPECT_EQ(mixtral.arch.slidingLayers, 0);
}

}  // namespace
}  // namespace memledger::model
