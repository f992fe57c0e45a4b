// Transformer Engine's recipes by hand (docs/model.md#transformer-engine-recipes): what a
// linear saves of its input, the quantized weight it caches, quantized primary weights, what
// Transformer Engine refuses, and Megatron-LM's flags read and written. Byte rules from
// TransformerEngine @ d0067d0 (quantizer.cpp, linear.py) and Megatron-LM @ d98e8a6.
#include <gtest/gtest.h>

#include <string>

#include "model/activations/activations.h"
#include "model/core/enum_names.h"
#include "model/exports/config_export.h"
#include "model/imports/config_import.h"
#include "model/timeline/timeline.h"
#include "tests/model/imports/import_fixtures.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::lineOf;
using memledger::test::estimated;
using memledger::test::termBytes;

// Llama 3.1 8B under Megatron on one GPU: 8192 tokens, FlashAttention, fused kernels.
Scenario llama8b(const std::string& gpu = "h100-sxm")
{
    Scenario s = memledger::test::presetScenario("llama-3.1-8b", gpu);
    s.framework = Framework::Megatron;
    s.training.seq = 8192;
    s.training.microBatch = 1;
    return s;
}

constexpr double kS = 8192, kH = 4096, kF = 14336;
// Weights of one Llama 3.1 8B layer's linears: Q, K, V, O and gate, up, down.
constexpr double kLinearsPerLayer = kH * (kH + 1024 + 1024 + kH) + 3 * kH * kF;

bool refused(const Scenario& s, const std::string& field, const std::string& words = "")
{
    for (const Problem& problem : validate(s))
        if (problem.field == field && problem.message.find(words) != std::string::npos)
            return true;
    return false;
}

// The linears' saved inputs: Q/K/V's and fc1's (s·h each) and the down projection's (s·f),
// 352 MiB in bf16; each becomes one usage of its quantized copy. Megatron's output
// projection saves its 16-bit input, which FlashAttention keeps anyway, except under
// delayed scaling, where its quantized copy comes on top.
TEST(TeRecipes, LinearsSaveOneUsageOfTheirQuantizedInput)
{
    Scenario s = llama8b();
    const double bf16 = layerInventory(s, false).total;
    const double inputs = 2 * kS * kH + kS * kF;
    EXPECT_DOUBLE_EQ(2 * inputs, 352.0 * (1 << 20));
    const struct {
        Fp8Recipe recipe;
        double bytes;
    } kRecipes[] = {{Fp8Recipe::Tensorwise, 1.0}, {Fp8Recipe::Blockwise, 1 + 4.0 / 128}, {Fp8Recipe::Mxfp8, 1 + 1.0 / 32},
                    {Fp8Recipe::Nvfp4, 0.5 + 1.0 / 16}};
    for (const auto& entry : kRecipes) {
        s.training.fp8Recipe = entry.recipe;
        EXPECT_DOUBLE_EQ(bf16 - layerInventory(s, false).total, (2 - entry.bytes) * inputs) << toString(entry.recipe);
    }
    // 176 MiB per-tensor FP8, 181.5 MiB MXFP8, 99 MiB NVFP4 (the research note's worked example).
    s.training.fp8Recipe = Fp8Recipe::Mxfp8;
    EXPECT_DOUBLE_EQ(bf16 - layerInventory(s, false).total, 2 * inputs - 181.5 * (1 << 20));
    s.training.fp8Recipe = Fp8Recipe::Delayed;
    EXPECT_DOUBLE_EQ(bf16 - layerInventory(s, false).total, inputs - kS * kH);
    // Behind eager attention the quantized copy is the only one: the 16-bit context goes.
    s.memory.attention = Attention::Eager;
    const double eagerDelayed = layerInventory(s, false).total;
    s.training.fp8Recipe = Fp8Recipe::Off;
    EXPECT_DOUBLE_EQ(layerInventory(s, false).total - eagerDelayed, inputs + kS * kH);
}

// Under sequence parallelism a column-parallel linear saves the quantized local shard and
// gathers it again in backward; the row-parallel ones see the whole sequence already.
TEST(TeRecipes, ColumnParallelLinearsSaveTheirSequenceShard)
{
    Scenario s = llama8b();
    s.parallel.tp = 4;
    s.parallel.sp = true;
    const double bf16 = layerInventory(s, false).total;
    s.training.fp8Recipe = Fp8Recipe::Tensorwise;
    const double t = 4;
    // Megatron's bf16 linears save the shard too: only the bytes per element change.
    EXPECT_DOUBLE_EQ(bf16 - layerInventory(s, false).total, 2 * kS / t * kH + kS * kF / t);
    bool sawFp8 = false;
    for (const SavedTensor& tensor : layerInventory(s, false).tensors)
        if (std::string(tensor.op) == "Q/K/V projections") {
            EXPECT_STREQ(tensor.dtype, "fp8");
            EXPECT_EQ(tensor.shape[0], static_cast<std::int64_t>(kS / t));
            sawFp8 = true;
        }
    EXPECT_TRUE(sawFp8);
}

// Each block linear caches its weight quantized with both usages, between steps too; per-
// tensor FP8 on Blackwell needs no transpose. 13.0 GiB on an H100, 6.5 on a B200.
TEST(TeRecipes, WeightCachePerRecipeAndGpu)
{
    const double linears = 32 * kLinearsPerLayer;
    const struct {
        const char* gpu;
        Fp8Recipe recipe;
        double bytes;
    } kCases[] = {{"h100-sxm", Fp8Recipe::Tensorwise, 2}, {"h100-sxm", Fp8Recipe::Delayed, 2},
                  {"b200", Fp8Recipe::Tensorwise, 1}, {"b200", Fp8Recipe::Mxfp8, 2 * (1 + 1.0 / 32)},
                  {"b200", Fp8Recipe::Nvfp4, 2 * (0.5 + 1.0 / 16)}, {"h100-sxm", Fp8Recipe::Blockwise, 2 * (1 + 4.0 / 16384)},
                  {"rtx-5090", Fp8Recipe::Tensorwise, 2}};
    for (const auto& c : kCases) {
        Scenario s = llama8b(c.gpu);
        s.training.fp8Recipe = c.recipe;
        const Estimate e = estimated(s);
        EXPECT_NEAR(termBytes(e.worst(), "te_weight_cache"), c.bytes * linears, 1.0) << c.gpu << " " << toString(c.recipe);
    }
    Scenario s = llama8b();
    s.training.fp8Recipe = Fp8Recipe::Tensorwise;
    EXPECT_NEAR(termBytes(estimated(s).worst(), "te_weight_cache") / (1 << 30), 13.0, 0.01);
    // An unknown GPU (0) keeps the transpose, as Hopper does.
    s.hardware.computeCapability = 0;
    EXPECT_DOUBLE_EQ(termBytes(estimated(s).worst(), "te_weight_cache"), 2 * linears);
}

// Quantized primary weights: the linears are stored as the GEMMs read them, no cache beside.
TEST(TeRecipes, QuantizedPrimaryWeightsReplaceTheSixteenBitOnes)
{
    Scenario s = llama8b("b200");
    const double bf16Weights = termBytes(estimated(s).worst(), "weights");
    s.training.fp8Recipe = Fp8Recipe::Tensorwise;
    s.training.fp8Params = true;
    const Estimate e = estimated(s);
    EXPECT_EQ(findTerm(e.worst(), "te_weight_cache"), nullptr);
    // 1 byte a linear weight on Blackwell instead of 2; embeddings, norms and head stay 16-bit.
    EXPECT_DOUBLE_EQ(bf16Weights - termBytes(e.worst(), "weights"), 32 * kLinearsPerLayer);
    // Under Megatron-FSDP each rank holds the row-wise shard (1 byte) and gathers both usages.
    Scenario sharded = llama8b();
    sharded.parallel.dp = 8;
    sharded.parallel.fsdp = FsdpMode::FullShard;
    const double shardedBf16 = termBytes(estimated(sharded).worst(), "weights");
    sharded.training.fp8Recipe = Fp8Recipe::Tensorwise;
    sharded.training.fp8Params = true;
    const Estimate f = estimated(sharded);
    EXPECT_DOUBLE_EQ(shardedBf16 - termBytes(f.worst(), "weights"), 32 * kLinearsPerLayer / 8);
    // Without quantized primary weights FSDP quantizes the gathered weight per use: no cache.
    sharded.training.fp8Params = false;
    const Estimate g = estimated(sharded);
    EXPECT_EQ(findTerm(g.worst(), "te_weight_cache"), nullptr);
    const Term* casts = findTerm(g.worst(), "quantized_casts");
    ASSERT_NE(casts, nullptr);
    EXPECT_DOUBLE_EQ(casts->bytes, kS * kF + 2 * kS * kH + 2 * kH * kF);
}

// Without a 16-bit copy an fp32 job's quantized linears need the fp32 master the optimizer
// updates (Megatron's optimizer keeps one for every FP8 parameter).
TEST(TeRecipes, AnFp32JobKeepsAMasterOfItsQuantizedLinears)
{
    Scenario s = llama8b("b200");
    s.training.precision = Precision::Fp32;
    s.parallel.dp = 8;
    s.parallel.distributedOptimizer = true;
    const Estimate fp32 = estimated(s);
    EXPECT_EQ(findTerm(fp32.worst(), "master_weights"), nullptr);
    s.training.fp8Recipe = Fp8Recipe::Tensorwise;
    s.training.fp8Params = true;
    const Estimate e = estimated(s);
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "master_weights"), 4 * 32 * kLinearsPerLayer / 8);
    EXPECT_DOUBLE_EQ(termBytes(fp32.worst(), "weights") - termBytes(e.worst(), "weights"), 3 * 32 * kLinearsPerLayer);
}

// The precision-aware optimizer's 16-bit remainders are Transformer Engine's: Megatron keeps
// its own fp32 master under the FP8 recipes but delayed scaling.
TEST(TeRecipes, BlockScaledRecipesKeepMegatronsOwnFp32Master)
{
    Scenario s = memledger::test::megatron8bDistributedOptimizer();
    s.training.precisionAwareOptimizer = true;
    const double params = estimated(s).params.total;
    for (const auto recipe : {Fp8Recipe::Off, Fp8Recipe::Delayed, Fp8Recipe::Nvfp4, Fp8Recipe::Tensorwise,
                              Fp8Recipe::Blockwise}) {
        s.training.fp8Recipe = recipe;
        if (recipe == Fp8Recipe::Nvfp4)
            s.hardware.computeCapability = 10.0;
        const bool remainders = recipe == Fp8Recipe::Off || recipe == Fp8Recipe::Delayed || recipe == Fp8Recipe::Nvfp4;
        EXPECT_DOUBLE_EQ(termBytes(estimated(s).worst(), "master_weights"), (remainders ? 2 : 4) * params / 8)
            << toString(recipe);
    }
}

// Megatron-Bridge's Llama 3.1 405B MXFP8 recipe on 64 GB200 states "154.6 GiB peak allocated
// memory": TP 8, PP 8, VPP 8 with the embedding and the loss counted as layers (15 and 16
// layers a rank), SP, no recomputation, sequence 8192, micro-batch 1, global batch 1536,
// DP 1, MXFP8 parameters gathered through the gradient buffer, bf16 gradient accumulation,
// fp32 master and moments (docs.nvidia.com/nemo/megatron-bridge/nightly/apidocs/bridge/
// bridge.recipes.llama.gb200.llama3.html). Not a fit: nothing here was tuned to it.
TEST(TeRecipes, MegatronBridges405bMxfp8RecipeOnGb200)
{
    Scenario s = memledger::test::presetScenario("llama-3.1-405b", "gb200");
    s.framework = Framework::Megatron;
    s.parallel.tp = 8;
    s.parallel.pp = 8;
    s.parallel.vpp = 8;
    s.parallel.sp = true;
    s.parallel.stageLayers = {15, 16, 16, 16, 16, 16, 16, 15};
    s.parallel.distributedOptimizer = true;
    s.training.seq = 8192;
    s.training.microBatch = 1;
    s.training.globalBatch = 1536;
    s.training.loss = Loss::Fused;
    s.training.mainGradsDtype = StateDtype::Bf16;   // --grad-reduce-in-bf16
    s.training.fp8Recipe = Fp8Recipe::Mxfp8;
    s.training.fp8Params = true;
    const Estimate e = estimated(s);
    const double measured = 154.6 * (1 << 30);
    EXPECT_NEAR(e.worst().peakAllocated / measured, 1.0, 0.03) << e.worst().peakAllocated / (1 << 30);
}

TEST(TeRecipes, TransformerEnginesRefusalsAreSaid)
{
    Scenario s = llama8b();
    s.training.fp8Recipe = Fp8Recipe::Mxfp8;
    EXPECT_TRUE(refused(s, "training.fp8_recipe", "10.0"));   // MXFP8 needs Blackwell
    EXPECT_TRUE(refused(s, "training.fp8_recipe", "9.0"));
    s.hardware.computeCapability = 0;                            // unknown: not refused
    EXPECT_FALSE(refused(s, "training.fp8_recipe"));
    s = llama8b();
    s.training.fp8Params = true;
    EXPECT_TRUE(refused(s, "training.fp8_params", "recipe"));
    s.training.fp8Recipe = Fp8Recipe::Tensorwise;
    EXPECT_FALSE(refused(s, "training.fp8_params"));
    s.framework = Framework::Fsdp;   // torch FSDP keeps fp32 sharded parameters
    EXPECT_TRUE(refused(s, "training.fp8_params", "Megatron"));
    s.framework = Framework::Megatron;
    s.training.float8 = true;
    EXPECT_TRUE(refused(s, "training.fp8_recipe"));
    s.training.float8 = false;
    s.training.precision = Precision::Fp32;   // Transformer Engine quantizes fp32 inputs too
    EXPECT_FALSE(refused(s, "training.fp8_recipe"));
    Scenario a100 = llama8b("a100-80gb");
    a100.training.fp8Recipe = Fp8Recipe::Tensorwise;
    EXPECT_TRUE(refused(a100, "training.fp8_recipe", "8.0"));
}

// Megatron's flags, which were a named limitation, are read and written back.
TEST(TeRecipes, MegatronsFlagsAreReadAndWritten)
{
    const std::string model = "--num-layers 4 --hidden-size 512 --num-attention-heads 8 --seq-length 1024 --bf16 "
                              "--use-distributed-optimizer ";
    ConfigImport imported = importConfig(model + "--fp8-format hybrid", ConfigFormat::Megatron);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(imported.scenario["training"]["fp8_recipe"], "delayed");  // Megatron's default recipe
    EXPECT_EQ(lineOf(imported.report.notModelled, "--fp8-format"), nullptr);
    EXPECT_NE(lineOf(imported.report.read, "--fp8-format"), nullptr);
    EXPECT_NE(lineOf(imported.report.defaulted, "--fp8-recipe"), nullptr);

    imported = importConfig(model + "--fp8-format e4m3 --fp8-recipe mxfp8 --fp8-param-gather", ConfigFormat::Megatron);
    EXPECT_EQ(imported.scenario["training"]["fp8_recipe"], "mxfp8");
    EXPECT_EQ(imported.scenario["training"]["fp8_params"], true);
    // Without the buffer reuse Megatron warns of memory the ledger does not count.
    EXPECT_NE(lineOf(imported.report.notModelled, "--fp8-param-gather"), nullptr);

    imported = importConfig(model + "--fp4-format e2m1 --fp4-param-gather --fp8-amax-history-len 1024",
                            ConfigFormat::Megatron);
    EXPECT_EQ(imported.scenario["training"]["fp8_recipe"], "nvfp4");
    EXPECT_EQ(imported.scenario["training"]["fp8_params"], true);
    const ImportLine* history = lineOf(imported.report.notModelled, "--fp8-amax-history-len");
    ASSERT_NE(history, nullptr);
    EXPECT_FALSE(history->effect.has_value());   // kilobytes a layer: no limitation

    imported = importConfig(model + "--fp8-format e4m3 --fp8-dot-product-attention", ConfigFormat::Megatron);
    EXPECT_NE(lineOf(imported.report.notModelled, "--fp8-dot-product-attention"), nullptr);

    const ConfigImport bad = importConfig(model + "--fp8-format e4m3 --fp8-recipe fp6", ConfigFormat::Megatron);
    ASSERT_FALSE(bad.report.problems.empty());
    EXPECT_NE(bad.report.problems.front().message.find("fp6"), std::string::npos);

    Scenario s = llama8b("b200");
    s.parallel.dp = 8;
    s.parallel.distributedOptimizer = true;
    s.training.fp8Recipe = Fp8Recipe::Mxfp8;
    s.training.fp8Params = true;
    const ConfigExport exported = exportConfig(s, ExportFormat::Megatron);
    for (const char* flag : {"--fp8-format e4m3", "--fp8-recipe mxfp8", "--fp8-param-gather",
                             "--reuse-grad-buf-for-mxfp8-param-ag"})
        EXPECT_NE(exported.text.find(flag), std::string::npos) << flag << "\n" << exported.text;
}

}  // namespace

namespace {

// Megatron's --tp-comm-overlap: Transformer Engine's twelve Userbuffers of [s·b/cp, h], outside
// PyTorch's allocator (initialize_ub): 24·S·h bytes in bf16, 16·S·h in FP8 mode, where the
// eight all-gather buffers are one byte. 8192 tokens of 8192: 1.5 GiB and 1 GiB.
// Llama 3.1 70B under Megatron at TP 8 with sequence parallelism, 8192 tokens a micro-batch.
Scenario megatron70bTp8()
{
    Scenario s = memledger::test::presetScenario("llama-3.1-70b");
    s.framework = Framework::Megatron;
    s.parallel.tp = 8;
    s.parallel.sp = true;
    s.training.seq = 8192;
    s.training.microBatch = 1;
    return s;
}

TEST(TeRecipes, UserbuffersOfTheTpCommunicationOverlap)
{
    Scenario s = megatron70bTp8();
    s.parallel.pp = 4;
    EXPECT_EQ(findTerm(estimated(s).worst(), "tp_comm_userbuffers"), nullptr);
    s.parallel.tpCommOverlap = true;
    const Estimate bf16 = estimated(s);
    const Term* buffers = findTerm(bf16.worst(), "tp_comm_userbuffers");
    ASSERT_NE(buffers, nullptr);
    EXPECT_DOUBLE_EQ(buffers->bytes, 1.5 * (1 << 30));
    EXPECT_TRUE(buffers->outsideAllocator);
    s.training.fp8Recipe = Fp8Recipe::Tensorwise;
    EXPECT_DOUBLE_EQ(termBytes(estimated(s).worst(), "tp_comm_userbuffers"), 1.0 * (1 << 30));
    s.training.fp8Recipe = Fp8Recipe::Off;
    // The peak PyTorch reports does not see them, only the three workspaces Transformer Engine
    // keeps for the Userbuffers' GEMMs (torch.empty); the card's does.
    s.parallel.tpCommOverlap = false;
    const Estimate off = estimated(s);
    EXPECT_DOUBLE_EQ(bf16.worst().peakAllocated, off.worst().peakAllocated + 3 * (32.0 * (1 << 20) + 1024));
    // Megatron asserts sequence parallelism with it.
    s.parallel.tpCommOverlap = true;
    s.parallel.sp = false;
    EXPECT_TRUE(refused(s, "parallel.tp_comm_overlap"));
}

// The overlap hides the TP collectives behind the GEMMs on the timeline.
TEST(TeRecipes, TheTpCommunicationOverlapShortensTheStep)
{
    Scenario s = megatron70bTp8();
    const ConfigImport imported = importConfig(
        "--num-layers 80 --hidden-size 8192 --num-attention-heads 64 --seq-length 8192 --bf16 "
        "--tensor-model-parallel-size 8 --sequence-parallel --tp-comm-overlap --tp-comm-overlap-cfg ub.yaml",
        ConfigFormat::Megatron);
    EXPECT_EQ(imported.scenario["parallel"]["tp_comm_overlap"], true);
    const ImportLine* cfg = lineOf(imported.report.notModelled, "--tp-comm-overlap-cfg");
    ASSERT_NE(cfg, nullptr);
    EXPECT_TRUE(cfg->effect.has_value());
    const double exposed = simulateStep(s).stepTime;
    s.parallel.tpCommOverlap = true;
    EXPECT_LT(simulateStep(s).stepTime, exposed);
    EXPECT_NE(exportConfig(s, ExportFormat::Megatron).text.find("--tp-comm-overlap"), std::string::npos);
}

}  // namespace
