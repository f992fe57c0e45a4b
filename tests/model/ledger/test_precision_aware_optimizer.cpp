// Megatron-LM's precision-aware optimizer (docs/model.md#the-precision-aware-optimizer):
// Transformer Engine's FusedAdam with its master weights and moments in the dtypes given,
// the main-gradient buffer in bf16, and the fp32 copies its step makes. Bytes per parameter
// derived by hand from optimizer_config.py and fused_adam.py.
#include <gtest/gtest.h>

#include <string>

#include "model/exports/config_export.h"
#include "model/imports/config_import.h"
#include "tests/model/imports/import_fixtures.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::lineOf;
using memledger::test::estimated;
using memledger::test::termBytes;

// Llama 3.1 8B under Megatron, bf16 mixed, distributed optimizer over d = 8 data-parallel ranks.
constexpr double kShards = 8;

Scenario megatron8b()
{
    Scenario s = memledger::test::megatron8bDistributedOptimizer();
    s.training.precisionAwareOptimizer = true;
    return s;
}

// The persistent states per parameter of the rank: weights, main gradients, master, moments.
double statesPerParameter(const Estimate& e)
{
    const StageLedger& stage = e.worst();
    const double main = termBytes(stage, "gradients_fp32") + termBytes(stage, "gradients_main_bf16");
    return (termBytes(stage, "weights") + main + termBytes(stage, "master_weights") +
            termBytes(stage, "optimizer_moments")) /
           e.params.total;
}

// Megatron's table: 6 + 12/d without it; with it, the fp32 master is kept as its 16 low bits
// beside the bf16 parameter (store_param_remainders): 6 + 10/d.
TEST(PrecisionAwareOptimizer, RemaindersMakeTheMasterTwoBytes)
{
    Scenario off = megatron8b();
    off.training.precisionAwareOptimizer = false;
    EXPECT_DOUBLE_EQ(statesPerParameter(estimated(off)), 6 + 12 / kShards);
    const Estimate on = estimated(megatron8b());
    EXPECT_DOUBLE_EQ(statesPerParameter(on), 6 + 10 / kShards);
    EXPECT_DOUBLE_EQ(termBytes(on.worst(), "master_weights"), 2 * on.params.total / kShards);
    // Every state in fp32: nothing to unscale at the step.
    EXPECT_EQ(findTerm(on.worst(), "optimizer_fp32_copies"), nullptr);
}

// Moments in bf16 (2 + 2) or fp8 (1 + 1); at the step each is unscaled into an fp32 copy of
// the whole shard: 8 bytes a parameter over d.
TEST(PrecisionAwareOptimizer, LowPrecisionMomentsAndTheirFp32CopiesAtTheStep)
{
    Scenario bf16 = megatron8b();
    bf16.training.expAvgDtype = StateDtype::Bf16;
    bf16.training.expAvgSqDtype = StateDtype::Bf16;
    const Estimate e = estimated(bf16);
    EXPECT_DOUBLE_EQ(statesPerParameter(e), 6 + 6 / kShards);
    const Term* copies = findTerm(e.worst(), "optimizer_fp32_copies");
    ASSERT_NE(copies, nullptr);
    EXPECT_DOUBLE_EQ(copies->bytes, 8 * e.params.total / kShards);
    EXPECT_EQ(copies->liveAt, kLiveOptimizer);

    Scenario fp8 = bf16;
    fp8.training.expAvgDtype = StateDtype::Fp8;
    fp8.training.expAvgSqDtype = StateDtype::Fp8;
    const Estimate e8 = estimated(fp8);
    EXPECT_DOUBLE_EQ(statesPerParameter(e8), 6 + 4 / kShards);
    EXPECT_DOUBLE_EQ(termBytes(e8.worst(), "optimizer_fp32_copies"), 8 * e8.params.total / kShards);
}

// fp16 master weights (2 bytes, no remainder) and a bf16 main-gradient buffer (2 bytes):
// 2 + 2 + (2 + 8)/d; the master is unscaled at the step, the fp32 moments are not.
TEST(PrecisionAwareOptimizer, Fp16MasterAndBf16MainGradients)
{
    Scenario s = megatron8b();
    s.training.mainParamsDtype = StateDtype::Fp16;
    s.training.mainGradsDtype = StateDtype::Bf16;
    const Estimate e = estimated(s);
    EXPECT_DOUBLE_EQ(statesPerParameter(e), 4 + 10 / kShards);
    EXPECT_EQ(findTerm(e.worst(), "gradients_fp32"), nullptr);
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "gradients_main_bf16"), 2 * e.params.total);
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "optimizer_fp32_copies"), 4 * e.params.total / kShards);
}

// What Megatron asserts or argparse refuses is refused with the reason.
TEST(PrecisionAwareOptimizer, WhatMegatronRefusesIsRefused)
{
    const auto refused = [](const Scenario& s, const char* field) {
        const Estimate e = estimate(s);
        for (const Problem& problem : e.problems)
            if (problem.field == field)
                return true;
        return false;
    };
    Scenario without = megatron8b();
    without.training.precisionAwareOptimizer = false;
    without.training.expAvgDtype = StateDtype::Bf16;
    EXPECT_TRUE(refused(without, "training.exp_avg_dtype"));
    Scenario fsdp = megatron8b();
    fsdp.framework = Framework::Fsdp;
    EXPECT_TRUE(refused(fsdp, "training.precision_aware_optimizer"));
    Scenario local = megatron8b();
    local.parallel.distributedOptimizer = false;
    EXPECT_TRUE(refused(local, "training.precision_aware_optimizer"));
    Scenario lion = megatron8b();
    lion.training.optimizer = Optimizer::Lion;
    EXPECT_TRUE(refused(lion, "training.precision_aware_optimizer"));
    Scenario pure = megatron8b();
    pure.training.precision = Precision::Bf16Pure;
    EXPECT_TRUE(refused(pure, "training.precision_aware_optimizer"));
    Scenario bf16Master = megatron8b();
    bf16Master.training.mainParamsDtype = StateDtype::Bf16;
    EXPECT_TRUE(refused(bf16Master, "training.main_params_dtype"));
    Scenario fp16Grads = megatron8b();
    fp16Grads.training.mainGradsDtype = StateDtype::Fp16;
    EXPECT_TRUE(refused(fp16Grads, "training.main_grads_dtype"));
}

// Megatron's flags are read (they were a named limitation) and written back.
TEST(PrecisionAwareOptimizer, MegatronsFlagsAreReadAndWritten)
{
    const std::string model =
        "--num-layers 4 --hidden-size 512 --num-attention-heads 8 --seq-length 1024 --bf16 --use-distributed-optimizer ";
    const ConfigImport imported = importConfig(
        model + "--use-precision-aware-optimizer --exp-avg-dtype bf16 --exp-avg-sq-dtype fp8 --main-grads-dtype bf16 "
                "--main-params-dtype fp16",
        ConfigFormat::Megatron);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    const auto& training = imported.scenario["training"];
    EXPECT_EQ(training["precision_aware_optimizer"], true);
    EXPECT_EQ(training["exp_avg_dtype"], "bf16");
    EXPECT_EQ(training["exp_avg_sq_dtype"], "fp8");
    EXPECT_EQ(training["main_grads_dtype"], "bf16");
    EXPECT_EQ(training["main_params_dtype"], "fp16");
    EXPECT_EQ(lineOf(imported.report.notModelled, "--exp-avg-dtype"), nullptr);

    const ConfigImport bad = importConfig(model + "--exp-avg-dtype fp64", ConfigFormat::Megatron);
    ASSERT_FALSE(bad.report.problems.empty());
    EXPECT_NE(bad.report.problems.front().message.find("fp64"), std::string::npos);

    Scenario s = megatron8b();
    s.training.expAvgDtype = StateDtype::Bf16;
    s.training.mainGradsDtype = StateDtype::Bf16;
    const ConfigExport exported = exportConfig(s, ExportFormat::Megatron);
    for (const char* flag : {"--use-precision-aware-optimizer", "--exp-avg-dtype bf16", "--exp-avg-sq-dtype fp32",
                             "--main-grads-dtype bf16", "--main-params-dtype fp32"})
        EXPECT_NE(exported.text.find(flag), std::string::npos) << flag << "\n" << exported.text;
}

// --grad-reduce-in-bf16 keeps Megatron's gradient buffer in bf16 without the precision-aware
// optimizer (arguments.py turns accumulate_allreduce_grads_in_fp32 off): 4 + 12/d bytes.
TEST(PrecisionAwareOptimizer, GradReduceInBf16HalvesTheBufferWithoutIt)
{
    Scenario s = megatron8b();
    s.training.precisionAwareOptimizer = false;
    s.training.mainGradsDtype = StateDtype::Bf16;
    const Estimate e = estimated(s);
    EXPECT_DOUBLE_EQ(statesPerParameter(e), 4 + 12 / kShards);
    s.training.precision = Precision::Fp16Mixed;   // only a bf16 job's buffer
    EXPECT_FALSE(estimate(s).valid());

    const ConfigImport imported = importConfig(
        "--num-layers 4 --hidden-size 512 --num-attention-heads 8 --seq-length 1024 --bf16 --grad-reduce-in-bf16",
        ConfigFormat::Megatron);
    EXPECT_EQ(imported.scenario["training"]["main_grads_dtype"], "bf16");
    EXPECT_EQ(lineOf(imported.report.notModelled, "--grad-reduce-in-bf16"), nullptr);
    Scenario written = megatron8b();
    written.training.precisionAwareOptimizer = false;
    written.training.mainGradsDtype = StateDtype::Bf16;
    EXPECT_NE(exportConfig(written, ExportFormat::Megatron).text.find("--grad-reduce-in-bf16"), std::string::npos);
}

}  // namespace
