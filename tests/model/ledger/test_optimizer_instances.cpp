// Megatron's --num-distributed-optimizer-instances k: the distributed optimizer's states shard
// over DP·CP / k ranks, dense and expert groups alike (parallel_state.py
// intra_partial_data_parallel_size, intra_partial_expert_data_parallel_size).
#include <gtest/gtest.h>

#include <string>

#include "model/exports/config_export.h"
#include "model/imports/config_import.h"
#include "tests/model/imports/import_fixtures.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::lineOf;
using memledger::test::presetScenario;
using memledger::test::termBytes;

Scenario megatron8b(int instances)
{
    Scenario s = memledger::test::megatron8bDistributedOptimizer();
    s.parallel.optimizerInstances = instances;
    return s;
}

bool refused(const Scenario& s)
{
    for (const Problem& problem : estimate(s).problems)
        if (problem.field == "parallel.optimizer_instances")
            return true;
    return false;
}

// Master weights and moments, 12 bytes a parameter, over 8 / 2 = 4 ranks; the bf16 weights and
// the fp32 main-gradient buffer are whole either way.
TEST(OptimizerInstances, TheStatesShardOverTheInstancesShare)
{
    const Estimate one = estimate(megatron8b(1));
    const Estimate two = estimate(megatron8b(2));
    ASSERT_TRUE(one.valid() && two.valid());
    const double psi = two.params.total;
    EXPECT_DOUBLE_EQ(termBytes(two.worst(), "master_weights") + termBytes(two.worst(), "optimizer_moments"),
                     12 * psi / 4);
    EXPECT_DOUBLE_EQ(termBytes(two.worst(), "optimizer_moments"), 2 * termBytes(one.worst(), "optimizer_moments"));
    EXPECT_DOUBLE_EQ(termBytes(two.worst(), "weights"), termBytes(one.worst(), "weights"));
    EXPECT_DOUBLE_EQ(termBytes(two.worst(), "gradients_fp32"), termBytes(one.worst(), "gradients_fp32"));
}

// Megatron asserts that both data-parallel groups split into the instances.
TEST(OptimizerInstances, WhatMegatronAssertsIsRefused)
{
    Scenario uneven = megatron8b(3);
    EXPECT_TRUE(refused(uneven));
    Scenario fsdp = megatron8b(2);
    fsdp.framework = Framework::Fsdp;
    EXPECT_TRUE(refused(fsdp));
    Scenario local = megatron8b(2);
    local.parallel.distributedOptimizer = false;
    EXPECT_TRUE(refused(local));
    // Mixtral on 8 ranks with EP 8: the experts' data parallelism is 1, which 2 cannot split.
    Scenario experts = presetScenario("mixtral-8x7b");
    experts.framework = Framework::Megatron;
    experts.parallel.dp = 8;
    experts.parallel.ep = 8;
    experts.parallel.distributedOptimizer = true;
    experts.parallel.optimizerInstances = 2;
    EXPECT_TRUE(refused(experts));
    experts.parallel.dp = 16;
    EXPECT_FALSE(refused(experts));
}

TEST(OptimizerInstances, MegatronsFlagIsReadAndWritten)
{
    const ConfigImport imported =
        importConfig("--num-layers 4 --hidden-size 512 --num-attention-heads 8 --seq-length 1024 --bf16 "
                     "--use-distributed-optimizer --num-distributed-optimizer-instances 2",
                     ConfigFormat::Megatron);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(imported.scenario["parallel"]["optimizer_instances"], 2);
    EXPECT_EQ(lineOf(imported.report.notModelled, "--num-distributed-optimizer-instances"), nullptr);
    const ConfigExport exported = exportConfig(megatron8b(2), ExportFormat::Megatron);
    EXPECT_NE(exported.text.find("--num-distributed-optimizer-instances 2"), std::string::npos) << exported.text;
}

}  // namespace
