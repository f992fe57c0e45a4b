// gpt-oss as transformers and Megatron-LM build it: the experts' quick GeGLU, attention sinks and
// the alternating sliding windows, each derived by hand from modeling_gpt_oss.py and Megatron's
// transformer/utils.py.
#include <gtest/gtest.h>

#include <string>

#include "model/activations/activations.h"
#include "model/exports/config_export.h"
#include "model/imports/config_import.h"
#include "model/timeline/step_time.h"
#include "tests/model/imports/import_fixtures.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::lineOf;

Scenario gptOss20b(Kernels kernels)
{
    Scenario s = memledger::test::presetScenario("gpt-oss-20b");
    s.framework = Framework::HfTrainer;
    s.memory.kernels = kernels;
    s.training.seq = 1024;
    s.parallel.moe.imbalance = 1;   // balanced routing: 4 rows a token
    return s;
}

double savedBy(const LayerInventory& inventory, const std::string& op)
{
    double bytes = 0;
    for (const SavedTensor& tensor : inventory.tensors)
        bytes += op == tensor.op ? tensor.bytes : 0.0;
    return bytes;
}

// GptOssExperts in eager PyTorch keeps, per routed row: the fc1 output of 2f (both clamps read
// views of it), the clamped gate, its sigmoid, their product, up + 1 and the down projection's
// input (f each): 7f, where SwiGLU keeps 4f. A fused gated activation keeps the fc1 output and
// the down projection's input for both: 3f. f = 2880, 4 · 1024 rows, 2 bytes.
TEST(GptOss, EagerExpertsKeepWhatTheirClampsAndSigmoidNeed)
{
    const double rows = 4.0 * 1024;
    const double f = 2880;
    const Scenario eager = gptOss20b(Kernels::Eager);
    EXPECT_DOUBLE_EQ(savedBy(layerInventory(eager, true), "routed experts"), rows * 7 * f * 2);
    Scenario swiglu = eager;
    swiglu.arch.mlp = MlpKind::SwiGlu;
    EXPECT_DOUBLE_EQ(savedBy(layerInventory(swiglu, true), "routed experts"), rows * 4 * f * 2);
    EXPECT_DOUBLE_EQ(savedBy(layerInventory(gptOss20b(Kernels::Fused), true), "routed experts"), rows * 3 * f * 2);
}

// Sinks are one weight per head and layer; the router's bias one per expert.
TEST(GptOss, SinksAndRouterBiasAreWeights)
{
    const Scenario s = gptOss20b(Kernels::Eager);
    Scenario plain = s;
    plain.arch.attentionSinks = false;
    EXPECT_DOUBLE_EQ(countParameters(s).total - countParameters(plain).total, 24.0 * 64);
    EXPECT_DOUBLE_EQ(countParameters(s).moe.router, 2880.0 * 32 + 32);
}

// Half of the layers see 128 keys instead of s: the attention products of an average layer
// take (s/2 + 128/2)·2·(Q·Kᵀ width + value width) FLOPs a token.
TEST(GptOss, SlidingLayersShortenTheAttentionProducts)
{
    Scenario s = gptOss20b(Kernels::Fused);
    s.training.seq = 8192;
    const ParameterCounts params = countParameters(s);
    const double tokens = 8192;
    const double widths = 64.0 * 64 * 2;
    EXPECT_DOUBLE_EQ(stepCosts(s, params).layer[1].attentionFlops, tokens * 2 * (4096 + 64) * widths);
    s.arch.slidingLayers = 0;
    EXPECT_DOUBLE_EQ(stepCosts(s, params).layer[1].attentionFlops, tokens * 2 * 8192 * widths);
    // A window longer than the sequence changes nothing.
    s.arch.slidingLayers = 12;
    s.arch.slidingWindow = 1 << 20;
    EXPECT_DOUBLE_EQ(stepCosts(s, params).layer[1].attentionFlops, tokens * 2 * 8192 * widths);
}

// A window without a layer count, or more sliding layers than layers, is refused by name.
TEST(GptOss, SlidingLayersNeedAWindowAndFitTheModel)
{
    Scenario s = gptOss20b(Kernels::Fused);
    s.arch.slidingWindow = 0;
    EXPECT_EQ(estimate(s).problems.front().field, "architecture.sliding_window");
    s.arch.slidingWindow = 128;
    s.arch.slidingLayers = 25;
    EXPECT_EQ(estimate(s).problems.front().field, "architecture.sliding_layers");
}

// Megatron's gpt-oss flags (examples/gptoss/02_train.sh) are read, not approximated, and written
// back: 12 layers with --window-attn-skip-freq 2 slide on layers 1, 3, ... 11 (six of them).
TEST(GptOss, MegatronsFlagsAreReadAndWritten)
{
    const ConfigImport imported = importConfig(
        "--num-layers 12 --hidden-size 512 --ffn-hidden-size 2048 --num-attention-heads 64 --group-query-attention "
        "--num-query-groups 8 --seq-length 8192 --normalization RMSNorm --bf16 --quick-geglu --glu-linear-offset 1.0 "
        "--softmax-type learnable --window-attn-skip-freq 2 --activation-func-clamp-value 7.0 --window-size 127,0",
        ConfigFormat::Megatron);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    const auto& arch = imported.scenario["architecture"];
    EXPECT_EQ(arch["mlp"], "quick_geglu");
    EXPECT_EQ(arch["attention_sinks"], true);
    EXPECT_EQ(arch["sliding_window"], 128);
    EXPECT_EQ(arch["sliding_layers"], 6);
    EXPECT_NE(lineOf(imported.report.read, "--quick-geglu"), nullptr);

    const std::string written = exportConfig(gptOss20b(Kernels::Fused), ExportFormat::Megatron).text;
    for (const char* flag : {"--quick-geglu", "--softmax-type learnable", "--window-size 127,0",
                             "--window-attn-skip-freq 2"})
        EXPECT_NE(written.find(flag), std::string::npos) << flag;
}

}  // namespace
