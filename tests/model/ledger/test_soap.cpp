// SOAP as Megatron-LM runs it (--optimizer soap: Emerging-Optimizers' SOAP on the hidden
// matrices, AdamW for the rest), derived by hand from legacy_soap/soap.py _init_group.
#include <gtest/gtest.h>

#include <string>

#include "model/core/muon_matrices.h"
#include "model/exports/config_export.h"
#include "model/imports/config_import.h"
#include "model/timeline/step_time.h"
#include "tests/model/imports/import_fixtures.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::lineOf;
using memledger::test::estimated;
using memledger::test::termBytes;

Scenario megatron8b()
{
    Scenario s = memledger::test::presetScenario("llama-3.1-8b");
    s.framework = Framework::Megatron;
    s.training.optimizer = Optimizer::Soap;
    return s;
}

// fp32 m and v (8·m·n), L, R, Q_L, Q_R (8·(m² + n²)) and the eigenvalues (4·(m + n)) per matrix.
double soap(double m, double n) { return 8 * m * n + 8 * (m * m + n * n) + 4 * (m + n); }

// Llama 3.1 8B at TP 2: each layer's fused QKV [(4096 + 2·1024)/2, 4096], proj [4096, 2048],
// fused gate and up [14336, 4096] and down [4096, 7168]; 32 layers on one stage.
TEST(Soap, StatesPerMatrixAsTheRankHoldsIt)
{
    Scenario s = megatron8b();
    s.parallel.tp = 2;
    s.parallel.sp = true;
    const Estimate e = estimated(s);
    const double layer = soap(3072, 4096) + soap(4096, 2048) + soap(14336, 4096) + soap(4096, 7168);
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "optimizer_moments"), 32 * layer);
    // The embeddings, the output layer (each split by TP) and the norms go to AdamW: fp32 m and v.
    const double scalars = (2 * 128256.0 * 4096 / 2) + 32 * 2 * 4096.0 + 4096;
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "soap_adamw_moments"), 8 * scalars);
    // The largest matrix stepped alone: 12·m·n + 4·max(m, n)².
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "soap_scratch"), 12 * 14336.0 * 4096 + 4 * 14336.0 * 14336);
    // Its factors make SOAP far heavier than Adam's 8 bytes a parameter: 24 + 8 for an h × h matrix.
    EXPECT_DOUBLE_EQ(soapStateBytes({4096, 4096}) / (4096.0 * 4096), 8 + 16 + 8.0 / 4096);
}

// The distributed optimizer spreads whole matrices over the data-parallel ranks; an MoE
// rank holds E/EP experts, each with its own factors.
TEST(Soap, ShardedOverDataParallelAndExpertsPerRank)
{
    Scenario s = megatron8b();
    const double whole = termBytes(estimated(s).worst(), "optimizer_moments");
    s.parallel.dp = 4;
    s.parallel.distributedOptimizer = true;
    EXPECT_DOUBLE_EQ(termBytes(estimated(s).worst(), "optimizer_moments"), whole / 4);

    Scenario moe = memledger::test::presetScenario("mixtral-8x7b");
    moe.framework = Framework::Megatron;
    moe.training.optimizer = Optimizer::Soap;
    moe.parallel.ep = 4;
    moe.parallel.dp = 4;
    double experts = 0;
    for (const HiddenMatrix& matrix : localHiddenMatrices(moe, true))
        if (matrix.routed)
            experts += matrix.count * soapStateBytes(matrix);
    EXPECT_DOUBLE_EQ(experts, 2.0 * (soap(2 * 14336, 4096) + soap(4096, 14336)));   // 8 experts / EP 4
}

TEST(Soap, OnlyAsMegatronRunsIt)
{
    Scenario s = megatron8b();
    s.framework = Framework::Fsdp;
    EXPECT_FALSE(estimate(s).valid());
    s = megatron8b();
    s.memory.lora.rank = 16;
    EXPECT_FALSE(estimate(s).valid());
}

// The eigenbasis update is in the optimizer phase's time.
TEST(Soap, TheStepTimesTheEigenbasisUpdate)
{
    Scenario s = megatron8b();
    const StepCosts costs = stepCosts(s, countParameters(s));
    double flops = 0;
    for (const HiddenMatrix& matrix : localHiddenMatrices(s, false))
        flops += matrix.count * soapStepFlops(matrix);
    EXPECT_NEAR(costs.layer[0].matrixStep * costs.flopsRate, flops, flops * 1e-12);
}

// Megatron's --optimizer soap, which was refused, is read and written back.
TEST(Soap, MegatronsFlagIsReadAndWritten)
{
    const ConfigImport imported = importConfig(
        "--num-layers 4 --hidden-size 512 --num-attention-heads 8 --seq-length 1024 --bf16 --optimizer soap "
        "--use-distributed-optimizer --soap-shampoo-beta 0.9",
        ConfigFormat::Megatron);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(imported.scenario["training"]["optimizer"], "soap");
    EXPECT_NE(lineOf(imported.report.approximated, "--optimizer"), nullptr);   // layer-wise, counted evenly
    const ImportLine* beta = lineOf(imported.report.notModelled, "--soap-shampoo-beta");
    ASSERT_NE(beta, nullptr);
    EXPECT_FALSE(beta->effect.has_value());
    EXPECT_NE(exportConfig(megatron8b(), ExportFormat::Megatron).text.find("--optimizer soap"), std::string::npos);
}

}  // namespace
