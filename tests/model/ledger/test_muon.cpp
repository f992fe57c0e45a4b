// Muon (docs/model.md#muon): one momentum buffer per hidden matrix, AdamW for the rest, the
// Newton–Schulz scratch of the largest matrix at the step and its FLOPs in the optimizer
// phase; Megatron-LM's --optimizer muon on import. Figures derived by hand from the cited code.
#include <gtest/gtest.h>

#include <cmath>

#include "model/core/muon_matrices.h"
#include "model/core/parameters.h"
#include "model/imports/config_import.h"
#include "model/timeline/step_time.h"
#include "tests/model/imports/import_fixtures.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::lineOf;
using memledger::test::presetScenario;
using memledger::test::termBytes;

// Llama 3.1 8B on one GPU, bf16 with fp32 master weights.
Scenario llama8bMuon()
{
    Scenario s = presetScenario("llama-3.1-8b");
    s.training.optimizer = Optimizer::Muon;
    return s;
}

// Untied embeddings and head (2·128,256·4096), two RMSNorms a layer and the final one: AdamW's
// (2 × 4 bytes); every other parameter is a matrix with one fp32 momentum buffer.
TEST(Muon, MomentumForMatricesAdamWForTheRest)
{
    const Scenario s = llama8bMuon();
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    const double h = 4096;
    const double scalars = 2 * 128256 * h + 32 * 2 * h + h;
    const double matrices = e.params.total - scalars;
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "optimizer_moments"), 4 * matrices);
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "muon_adamw_moments"), 8 * scalars);
    // Against AdamW: the matrices' second moment is gone.
    Scenario adam = s;
    adam.training.optimizer = Optimizer::AdamW;
    EXPECT_DOUBLE_EQ(termBytes(estimate(adam).worst(), "optimizer_moments") -
                         termBytes(e.worst(), "optimizer_moments") - termBytes(e.worst(), "muon_adamw_moments"),
                     4 * matrices);
}

// Routed experts are matrices too, sharded over the experts' own data parallelism.
TEST(Muon, RoutedExpertsKeepOneMomentumBuffer)
{
    Scenario s = presetScenario("mixtral-8x7b");
    s.training.optimizer = Optimizer::Muon;
    s.parallel.dp = 8;
    s.parallel.ep = 8;
    s.parallel.zeroStage = 1;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    const Term* moments = findTerm(e.worst(), "optimizer_moments");
    ASSERT_NE(moments, nullptr);
    const double experts = e.params.moe.routedExperts * 32 / 8;
    EXPECT_DOUBLE_EQ(moments->vars[3].value, experts);  // Ψ_exp
    EXPECT_STREQ(moments->vars[3].symbol, "Ψ_exp");
}

// Emerging-Optimizers muon_utils.py: 12·m·n + 4·m² for the largest matrix, and its shards
// gathered under TP. Generic: gate and up are 14,336 × 4,096 each; Megatron fuses them into
// one 28,672 × 4,096 fc1.
TEST(Muon, NewtonSchulzScratchOfTheLargestMatrix)
{
    Scenario s = llama8bMuon();
    const double m = 4096;
    EXPECT_DOUBLE_EQ(termBytes(estimate(s).worst(), "muon_scratch"), 12 * m * 14336 + 4 * m * m);
    s.framework = Framework::Megatron;
    s.parallel.tp = 8;
    s.parallel.sp = true;
    const Term* scratch = findTerm(estimate(s).worst(), "muon_scratch");
    ASSERT_NE(scratch, nullptr);
    EXPECT_DOUBLE_EQ(scratch->bytes, 12 * m * 28672 + 4 * m * m + 4 * m * 28672);
    EXPECT_EQ(scratch->liveAt, kLiveOptimizer);
}

// torch.optim.Muon beside a foreach torch.optim.AdamW: the matrices step first, then AdamW
// takes √v of the embeddings, head and norms at once. The step's scratch is the larger of the
// two, never their sum (measured: O1 and O2 in docs/validation-h100-frontier.md). Llama 3.1 8B's
// AdamW part is 1.05 B parameters, whose √v (fp32: 4.2 GB) outweighs Newton–Schulz (0.77 GB).
TEST(Muon, ForeachAdamWStepsAfterTheMatricesAndTheLargerScratchCounts)
{
    Scenario s = llama8bMuon();
    s.training.optimizerKernel = OptimizerKernel::Foreach;
    const Estimate e = estimate(s);
    const double m = 4096;
    const double newtonSchulz = 12 * m * 14336 + 4 * m * m;
    const double adamw = termBytes(e.worst(), "muon_adamw_moments");
    ASSERT_GT(adamw / 2, newtonSchulz);
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "muon_scratch"), adamw / 2);
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "optimizer_scratch"), 0);
    const Term* scratch = findTerm(e.worst(), "muon_scratch");
    ASSERT_NE(scratch, nullptr);
    EXPECT_STREQ(scratch->formula, "max(12·m·n + 4·m² + G_tp, M_aux/2)");

    // A tiny vocabulary leaves Newton–Schulz the larger.
    s.arch.vocab = 1024;
    const Estimate small = estimate(s);
    EXPECT_DOUBLE_EQ(termBytes(small.worst(), "muon_scratch"), newtonSchulz);

    // Fused AdamW takes no √v of its own.
    s.arch.vocab = 128256;
    s.training.optimizerKernel = OptimizerKernel::Fused;
    EXPECT_DOUBLE_EQ(termBytes(estimate(s).worst(), "muon_scratch"), newtonSchulz);
}

// Five iterations of 4·m²·n + 2·m³ per matrix, over this rank's data-parallel share.
TEST(Muon, NewtonSchulzFlopsJoinTheOptimizerPhase)
{
    const Scenario s = llama8bMuon();
    const StepCosts costs = stepCosts(s, countParameters(s));
    const auto ns = [](double a, double b) {
        const double m = std::min(a, b), n = std::max(a, b);
        return 5 * (4 * m * m * n + 2 * m * m * m);
    };
    const double layer = ns(4096, 4096) * 2 + ns(1024, 4096) * 2 + ns(14336, 4096) * 3;
    EXPECT_NEAR(costs.layer[0].matrixStep * costs.flopsRate, layer, layer * 1e-12);
    Scenario adam = s;
    adam.training.optimizer = Optimizer::AdamW;
    EXPECT_EQ(stepCosts(adam, countParameters(adam)).layer[0].matrixStep, 0);
}

// arguments.py: muon with --use-distributed-optimizer (or dist_muon) runs the layer-wise
// distributed optimizer; Lion for the excluded parameters is named, not estimated as AdamW.
TEST(Muon, MegatronsMuonIsReadNotRefused)
{
    const std::string model = "--num-layers 4 --hidden-size 512 --num-attention-heads 8 --seq-length 1024 ";
    ConfigImport imported = importConfig(model + "--optimizer muon --use-distributed-optimizer", ConfigFormat::Megatron);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(imported.scenario["training"]["optimizer"], "muon");
    EXPECT_NE(lineOf(imported.report.approximated, "--optimizer"), nullptr);

    imported = importConfig(model + "--optimizer dist_muon --muon-scalar-optimizer lion --muon-momentum 0.95",
                            ConfigFormat::Megatron);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(imported.scenario["parallel"]["distributed_optimizer"], true);
    const memledger::model::ImportLine* lion = lineOf(imported.report.notModelled, "--muon-scalar-optimizer");
    ASSERT_NE(lion, nullptr);
    EXPECT_TRUE(lion->effect.has_value());  // a limitation: the states are high
    const memledger::model::ImportLine* momentum = lineOf(imported.report.notModelled, "--muon-momentum");
    ASSERT_NE(momentum, nullptr);
    EXPECT_FALSE(momentum->effect.has_value());  // said, but no limitation

    // Adaptive Muon keeps a second moment too: refused until modelled.
    imported = importConfig(model + "--optimizer adaptive_muon", ConfigFormat::Megatron);
    EXPECT_FALSE(imported.report.problems.empty());
}

}  // namespace
