// Adam-mini as LLaMA-Factory builds it (use_adam_mini: dim = hidden_size, n_heads =
// num_attention_heads), derived by hand from adam_mini.py's branches.
// tests/optimizers/compare_optimizer_states.py measures the same states with PyTorch on the CPU.
#include <gtest/gtest.h>

#include <string>

#include "model/core/adam_mini_blocks.h"
#include "model/exports/config_export.h"
#include "model/imports/config_import.h"
#include "tests/model/test_support.h"
#include "tests/shared/scenario_variants.h"

namespace {

using namespace memledger::model;
using memledger::test::estimated;
using memledger::test::termBytes;

Scenario llama1b()
{
    Scenario s = memledger::test::presetScenario("llama-3.2-1b");
    test::underTheTrainer(s, Optimizer::AdamMini);
    s.training.precision = Precision::Bf16Amp;
    return s;
}

// Llama 3.2 1B (hidden 2048, 32 heads of 64, 8 KV heads, FFN 8192, 16 layers, tied 128256 × 2048):
// a block of q_proj and k_proj is 2048²/32 = 131,072 elements, so q_proj has 32 and k_proj 8;
// v_proj 512 rows, o_proj 2048, gate and up 8192 each, down 2048, two norms: 21,034 a layer,
// 336,544 for 16; the embedding's 128,256 rows and the final norm: 464,801 second moments.
TEST(AdamMini, OneFirstMomentPerParameterAndOneSecondPerBlock)
{
    EXPECT_DOUBLE_EQ(adamMiniLayerBlocks(llama1b().arch), 21034);
    const Estimate e = estimated(llama1b());
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "optimizer_moments"), 1235814400.0 * 4);
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "adam_mini_second_moments"), 464801.0 * 4);
    // The step's largest parameter is the embedding: its squared gradient, then its update.
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "adam_mini_scratch"), 128256.0 * 2048 * 4);
    // Against AdamW's two moments: about half.
    Scenario adamw = llama1b();
    adamw.training.optimizer = Optimizer::AdamW;
    const double adam = termBytes(estimated(adamw).worst(), "optimizer_moments");
    EXPECT_NEAR((termBytes(e.worst(), "optimizer_moments") + termBytes(e.worst(), "adam_mini_second_moments")) / adam,
                0.5, 0.001);
}

// Sharded, each rank keeps its share of both; an untied output layer adds its rows.
TEST(AdamMini, ShardsWithTheOtherStatesAndCountsAnUntiedHead)
{
    Scenario s = memledger::test::presetScenario("llama-3.1-8b");
    s.framework = Framework::Fsdp;
    applyFrameworkDefaults(s);
    s.parallel.dp = 8;
    s.parallel.fsdp = FsdpMode::FullShard;
    s.training.optimizer = Optimizer::AdamMini;
    const Estimate e = estimated(s);
    // Llama 3.1 8B: q_proj 32 blocks of 4096²/32, k_proj 8, v 1024 rows, o 4096, gate and up
    // 14336 each, down 4096, two norms; its embedding and untied head 128256 rows each, one norm.
    const double blocks = 32 * (32 + 8 + 1024 + 4096 + 2 * 14336 + 4096 + 2) + 2 * 128256.0 + 1;
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "adam_mini_second_moments"), blocks * 4 / 8);
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "adam_mini_scratch"), 128256.0 * 4096 * 4 / 8);
}

TEST(AdamMini, RefusedWhereItsBlocksWouldNotFollowTheModel)
{
    const auto refused = [](const Scenario& s) { return memledger::test::refusedOn(s, "training.optimizer"); };
    EXPECT_FALSE(refused(llama1b()));
    Scenario s = llama1b();
    s.parallel.tp = 2;
    EXPECT_TRUE(refused(s));
    s = llama1b();
    s.memory.lora.rank = 8;
    EXPECT_TRUE(refused(s));
    s = llama1b();
    s.arch.hidden = 2050;   // 2050²/32 is not whole: Adam_mini cannot view q_proj in heads
    s.arch.headDim = 64;
    EXPECT_TRUE(refused(s));
}

// LLaMA-Factory's switches replace TrainingArguments' optim; GaLore and APOLLO take its rank
// (16 unless given), target and layer-wise keys.
TEST(AdamMini, LlamaFactorysOptimizerSwitchesAreRead)
{
    const auto read = [](const std::string& fields) {
        return importConfig(R"({"per_device_train_batch_size": 1, "bf16": true, "cutoff_len": 1024, )" + fields + "}",
                            ConfigFormat::HfTrainingArgs, "llama_factory.json");
    };
    ConfigImport imported = read(R"("use_adam_mini": true, "optim": "adamw_torch")");
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(imported.scenario["training"]["optimizer"], "adam-mini");
    imported = read(R"("use_galore": true, "galore_layerwise": true, "galore_target": "all")");
    EXPECT_EQ(imported.scenario["training"]["optimizer"], "galore-adamw");
    EXPECT_EQ(imported.scenario["training"]["optimizer_rank"], 16);
    EXPECT_EQ(imported.scenario["training"]["optimizer_in_backward"], true);
    imported = read(R"("use_apollo": true, "apollo_rank": 1, "use_galore": false)");
    EXPECT_EQ(imported.scenario["training"]["optimizer"], "apollo-adamw");
    EXPECT_EQ(imported.scenario["training"]["optimizer_rank"], 1);
    // No launcher config names it: said, not written as another.
    bool said = false;
    for (const auto& line : lostLines(exportConfig(llama1b(), ExportFormat::DeepSpeed)))
        said = said || line.starts_with("training.optimizer = adam-mini");
    EXPECT_TRUE(said);
}

}  // namespace
