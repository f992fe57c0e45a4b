// GaLore and APOLLO as the Hugging Face Trainer builds them (optim galore_adamw, apollo_adamw
// with optim_target_modules [attn, mlp]), derived by hand from galore_torch's and
// apollo_torch's state-making code. tests/optimizers/compare_low_rank_states.py measures the
// same states with PyTorch on the CPU.
#include <gtest/gtest.h>

#include <string>

#include "model/core/low_rank_states.h"
#include "model/exports/config_export.h"
#include "model/imports/config_import.h"
#include "model/timeline/step_time.h"
#include "tests/model/test_support.h"
#include "tests/shared/scenario_variants.h"

namespace {

using namespace memledger::model;
using memledger::test::estimated;
using memledger::test::termBytes;

// Llama 3.2 1B under the Trainer's bf16 autocast: fp32 weights, so fp32 gradients and states.
Scenario llama1b(Optimizer optimizer, Precision precision = Precision::Bf16Amp)
{
    Scenario s = memledger::test::presetScenario("llama-3.2-1b");
    test::underTheTrainer(s, optimizer);
    s.training.precision = precision;
    return s;
}

// One layer of Llama 3.2 1B: q and o 2048 × 2048, k and v 512 × 2048, gate and up 8192 × 2048,
// down 2048 × 8192; rank 128.
//   moments 2·128·max(m, n): 4 × 2·128·2048 + 3 × 2·128·8192 = 2,097,152 + 6,291,456 = 8,388,608
//   GaLore's fp32 projector, the whole SVD factor: 5 × 2048² + 2 × 512² = 21,495,808
//   a 16-bit projector, r·min(m, n): 5 × 128·2048 + 2 × 128·512 = 1,441,792
TEST(LowRankOptimizers, GaLoreKeepsItsSvdFactorWholeWithFp32Gradients)
{
    const Estimate e = estimated(llama1b(Optimizer::GaLore));
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "optimizer_moments"), 16 * 8388608.0 * 4);
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "optimizer_projectors"), 16 * 21495808.0 * 4);
    // The tied embedding and the norms in the same optimizer, unprojected: fp32 m and v.
    const double scalars = 128256.0 * 2048 + 16 * 2 * 2048.0 + 2048;
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "low_rank_adamw_moments"), 8 * scalars);
    // The first step's SVD of gate_proj (8192 × 2048): its working copy, U 8192 × 2048, S and
    // Vh 2048 × 2048, fp32.
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "low_rank_scratch"),
                     4 * (8192.0 * 2048 + 8192.0 * 2048 + 2048 + 2048.0 * 2048));
    // Still far below AdamW's m and v of the same matrices (2·m·n each, fp32): 60,817,408 a layer.
    const double adamOfMatrices = 16 * 2 * 60817408.0 * 4;
    EXPECT_LT(termBytes(e.worst(), "optimizer_moments") + termBytes(e.worst(), "optimizer_projectors"),
              adamOfMatrices / 3);
}

TEST(LowRankOptimizers, PureBf16CastsTheProjectorAndHalvesEveryState)
{
    const Estimate e = estimated(llama1b(Optimizer::GaLore, Precision::Bf16Pure));
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "optimizer_moments"), 16 * 8388608.0 * 2);
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "optimizer_projectors"), 16 * 1441792.0 * 2);
    // The SVD runs on an fp32 copy of the bf16 gradient, which joins the scratch.
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "low_rank_scratch"),
                     4 * (8192.0 * 2048 + 8192.0 * 2048 + 2048 + 2048.0 * 2048) + 4 * 8192.0 * 2048);
}

// APOLLO's random projector is a fresh rank × min(m, n) matrix whatever the dtype; its step
// scales the raw gradient into one m × n update.
TEST(LowRankOptimizers, ApolloKeepsARandomProjectorOfTheRank)
{
    const Estimate e = estimated(llama1b(Optimizer::Apollo));
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "optimizer_moments"), 16 * 8388608.0 * 4);
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "optimizer_projectors"), 16 * 1441792.0 * 4);
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "low_rank_scratch"), 4 * 8192.0 * 2048);
}

// GaLore's rank stops at the SVD factor's min(m, n) rows; APOLLO's random matrix has as many
// rows as asked.
TEST(LowRankOptimizers, OnlyGaLoresRankIsCappedByTheMatrix)
{
    const HiddenMatrix kProj{512, 2048};
    const LowRankState galore = lowRankState(kProj, Optimizer::GaLore, 1024, true);
    EXPECT_DOUBLE_EQ(galore.moments, 2 * 512.0 * 2048);
    EXPECT_DOUBLE_EQ(galore.projector, 512.0 * 512);
    EXPECT_DOUBLE_EQ(lowRankState(kProj, Optimizer::GaLore, 1024, false).projector, 512.0 * 512);
    const LowRankState apollo = lowRankState(kProj, Optimizer::Apollo, 1024, true);
    EXPECT_DOUBLE_EQ(apollo.moments, 2 * 1024.0 * 2048);
    EXPECT_DOUBLE_EQ(apollo.projector, 1024.0 * 512);
}

// The step projects every matrix's gradient in (2·m·n·r FLOPs) and, for GaLore, the update back
// out (as much again): one layer's sum of m·n is 60,817,408.
TEST(LowRankOptimizers, TheStepTimeCountsTheProjections)
{
    for (const auto optimizer : {Optimizer::GaLore, Optimizer::Apollo}) {
        const Scenario s = llama1b(optimizer);
        const StepCosts costs = stepCosts(s, countParameters(s));
        const double flops = (optimizer == Optimizer::GaLore ? 4 : 2) * 60817408.0 * 128;
        EXPECT_NEAR(costs.layer[0].matrixStep * costs.flopsRate, flops, flops * 1e-12);
    }
}

// The layer-wise variants step each parameter in backward: no full set of gradients.
TEST(LowRankOptimizers, LayerWiseDropsTheGradientsAsTheOptimizerInBackwardDoes)
{
    Scenario s = llama1b(Optimizer::GaLore);
    const double held = termBytes(estimated(s).worst(), "gradients");
    s.training.optimizerInBackward = true;
    EXPECT_LT(termBytes(estimated(s).worst(), "gradients"), held / 4);
}

// The projector needs whole matrices and dense nn.Linear blocks: refused elsewhere, with why.
TEST(LowRankOptimizers, RefusedWhereTheProjectorWouldNotSeeWholeMatrices)
{
    const auto refused = [](const Scenario& s) { return memledger::test::refusedOn(s, "training.optimizer"); };
    EXPECT_FALSE(refused(llama1b(Optimizer::GaLore)));
    Scenario s = llama1b(Optimizer::GaLore);
    s.parallel.dp = 8;
    EXPECT_FALSE(refused(s));  // replicated data parallelism
    s.parallel.zeroStage = 2;
    EXPECT_TRUE(refused(s));
    s = llama1b(Optimizer::Apollo);
    s.parallel.tp = 2;
    EXPECT_TRUE(refused(s));
    s = memledger::test::presetScenario("mixtral-8x7b");
    s.training.optimizer = Optimizer::GaLore;
    EXPECT_TRUE(refused(s));
    s = llama1b(Optimizer::GaLore);
    s.memory.lora.rank = 16;
    EXPECT_TRUE(refused(s));
}

// TrainingArguments' words: rank from optim_args, the layer-wise variant, the target modules
// the Trainer requires; GaLore's 8-bit AdamW and Adafactor are refused rather than estimated.
TEST(LowRankOptimizers, TheTrainersNamesReadAndWriteBack)
{
    const auto read = [](const std::string& fields) {
        return importConfig(R"({"per_device_train_batch_size": 1, "bf16": true, )" + fields + "}",
                            ConfigFormat::HfTrainingArgs, "training_args.json");
    };
    ConfigImport imported = read(R"("optim": "galore_adamw_layerwise", "optim_target_modules": ["attn", "mlp"],
                                    "optim_args": "rank=256,update_proj_gap=200,scale=0.25")");
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(imported.scenario["training"]["optimizer"], "galore-adamw");
    EXPECT_EQ(imported.scenario["training"]["optimizer_rank"], 256);
    EXPECT_EQ(imported.scenario["training"]["optimizer_in_backward"], true);
    imported = read(R"("optim": "apollo_adamw", "optim_target_modules": ["attn", "mlp"])");
    EXPECT_EQ(imported.scenario["training"]["optimizer"], "apollo-adamw");
    EXPECT_EQ(imported.scenario["training"]["optimizer_rank"], 128);
    EXPECT_EQ(read(R"("optim": "galore_adamw")").report.problems.size(), 1u);  // no optim_target_modules
    // What the Trainer would raise on is a problem, never a default.
    for (const char* bad : {R"("optim": "galore_adamw", "optim_target_modules": 5)",
                            R"("optim": "galore_adamw", "optim_target_modules": ["attn", "mlp"], "optim_args": "rank=abc")",
                            R"("optim": "apollo_adamw", "optim_target_modules": ["attn", "mlp"], "optim_args": "rank=12x")",
                            R"("use_galore": "yes")", R"("use_galore": true, "galore_rank": -3)",
                            R"("use_apollo": true, "apollo_layerwise": 7)"}) {
        SCOPED_TRACE(bad);
        EXPECT_EQ(read(bad).report.problems.size(), 1u);
    }
    EXPECT_EQ(read(R"("optim": "galore_adamw_8bit", "optim_target_modules": ["attn", "mlp"])").report.problems.size(),
              1u);

    Scenario s = llama1b(Optimizer::Apollo);
    s.training.optimizerRank = 1;
    const std::string trl = exportConfig(s, ExportFormat::Trl).text;
    EXPECT_NE(trl.find("optim: apollo_adamw\n"), std::string::npos) << trl;
    EXPECT_NE(trl.find("optim_args: rank=1\n"), std::string::npos) << trl;
    EXPECT_NE(trl.find("optim_target_modules: [attn, mlp]\n"), std::string::npos) << trl;
}

}  // namespace
