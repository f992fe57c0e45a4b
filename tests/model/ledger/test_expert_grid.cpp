// The experts' own grid (Megatron-LM's "MoE parallel folding"): expert tensor parallelism
// (ETP) as its own degree, and the experts' data parallelism DP·CP·TP / (EP·ETP) sharding
// their gradients and optimizer states; and multi-token prediction on the last stage.
// Checked against Megatron-LM's theoretical_memory_usage.py run unmodified
// (tests/data/reference/megatron_moe_sharding.json) and against hand derivations.
#include <gtest/gtest.h>

#include "model/activations/activations.h"
#include "model/core/parameters.h"
#include "tests/model/test_support.h"
#include "tests/shared/model_shapes.h"

namespace {

using namespace memledger::model;
using memledger::test::categoryBytes;
using memledger::test::presetScenario;
using nlohmann::json;

// The reference's Mixtral-shaped model on Megatron with the distributed optimizer.
Scenario megatronMoe(const json& args)
{
    Scenario s = presetScenario("mixtral-8x7b");
    s.framework = Framework::Megatron;
    applyFrameworkDefaults(s);
    s.arch.layers = args["num_layers"].get<int>();
    s.parallel.tp = args["tensor_model_parallel_size"].get<int>();
    s.parallel.ep = args["expert_model_parallel_size"].get<int>();
    s.parallel.etp = args["expert_tensor_parallel_size"].get<int>();
    s.parallel.dp = args["data_parallel_size"].get<int>();
    s.parallel.sp = s.parallel.tp > 1;
    s.parallel.distributedOptimizer = true;
    return s;
}

// Mixtral 8x7B on DP 8 with sequence parallelism under TP `tp`, EP `ep`.
Scenario mixtralWithExperts(int tp, int ep)
{
    Scenario s = presetScenario("mixtral-8x7b");
    s.parallel.dp = 8;
    s.parallel.tp = tp;
    s.parallel.sp = true;
    s.parallel.ep = ep;
    s.parallel.moe.imbalance = 1;  // balanced routing: the grid alone
    return s;
}

const json& referenceCases()
{
    static const json document = memledger::test::loadJson("tests/data/reference/megatron_moe_sharding.json");
    return document["cases"];
}

// Per-rank parameters and weight + gradient + optimizer bytes equal Megatron's estimator
// for layouts where EP exceeds DP, where ETP is 1 under TP 2 and 4, and where ETP is TP.
TEST(ExpertGrid, ShardsAreMegatronsOwn)
{
    int compared = 0;
    for (const json& item : referenceCases()) {
        const std::string id = item["id"];
        if (id.starts_with("deepseek"))
            continue;
        const Scenario s = megatronMoe(item["args"]);
        const Estimate e = estimate(s);
        ASSERT_TRUE(e.valid()) << id << ": " << e.problems.front().message;
        const StageLedger& stage = e.stages.front();
        const json& theirs = item["intermediates"];
        EXPECT_EQ(e.params.total, theirs["num_total_parameters"].get<double>()) << id;
        EXPECT_EQ(stage.paramsOnRank, theirs["num_parameters_on_most_loaded_model_shard"].get<double>()) << id;
        const double states = categoryBytes(stage, Category::Weights) + categoryBytes(stage, Category::Gradients) +
                              categoryBytes(stage, Category::OptimizerStates);
        EXPECT_DOUBLE_EQ(states, item["weight_and_optimizer_memory"].get<double>()) << id;
        ++compared;
    }
    EXPECT_EQ(compared, 4);
}

// The refusal Megatron does not make: EP 8 over DP 4 (TP 4 gives the experts 16 ranks).
TEST(ExpertGrid, ExpertParallelismLargerThanDataParallelismIsAccepted)
{
    Scenario s = presetScenario("mixtral-8x7b");
    s.framework = Framework::Megatron;
    s.parallel = {};
    s.parallel.dp = 4;
    s.parallel.tp = 4;
    s.parallel.sp = true;
    s.parallel.ep = 8;
    s.parallel.etp = 1;
    EXPECT_TRUE(validate(s).empty());
    s.parallel.etp = 0;  // as TP: 8 × 4 experts' ranks on 16 GPUs
    ASSERT_FALSE(validate(s).empty());
    EXPECT_EQ(validate(s).front().field, "parallel.ep");
}

// By hand: 0 follows TP; the routed experts' weights divide by EP·ETP and their optimizer
// shards by DP·CP·TP / (EP·ETP); the dense part keeps DP·CP.
TEST(ExpertGrid, ExpertTensorParallelismZeroFollowsTensorParallelism)
{
    Scenario s = mixtralWithExperts(2, 4);
    const ParameterCounts counts = countParameters(s);
    const double routed = counts.moe.routedExperts * s.arch.layers;
    const Estimate asTp = estimate(s);
    s.parallel.etp = 2;
    const Estimate two = estimate(s);
    EXPECT_EQ(asTp.worst().paramsOnRank, two.worst().paramsOnRank);
    s.parallel.etp = 1;
    const Estimate one = estimate(s);
    EXPECT_DOUBLE_EQ(one.worst().paramsOnRank - two.worst().paramsOnRank, routed / 4 - routed / 8);
}

// Under SP each rank routes s/t tokens and its expert-TP group's shards are gathered: the
// routed experts' rows are top-k · s/t · ETP, each 1/ETP of the expert's width.
TEST(ExpertGrid, RoutedActivationsFollowTheExpertTensorGroup)
{
    Scenario s = mixtralWithExperts(4, 8);
    const auto bytesOf = [](const LayerInventory& inventory, std::string_view op) {
        double bytes = 0;
        for (const auto& tensor : inventory.tensors)
            if (tensor.op == op)
                bytes += tensor.bytes;
        return bytes;
    };
    s.parallel.etp = 4;
    const double asTp = bytesOf(layerInventory(s, true), "routed experts");
    const double dispatchAsTp = bytesOf(layerInventory(s, true), "expert dispatch");
    s.parallel.etp = 1;
    const double one = bytesOf(layerInventory(s, true), "routed experts");
    const double dispatchOne = bytesOf(layerInventory(s, true), "expert dispatch");
    // Rows ÷ 4 and widths × 4: the expert activations stay; the dispatched tokens shrink 4×.
    EXPECT_DOUBLE_EQ(one, asTp);
    EXPECT_DOUBLE_EQ(dispatchOne * 4, dispatchAsTp);
    const double s4 = 4096.0 / 4, k = 2, h = 4096;
    EXPECT_DOUBLE_EQ(dispatchOne, k * s4 * 1 * h * 2);
}

// DeepSeek-V3 with one MTP layer: Megatron's estimator counts the MTP block as one MoE
// layer; the module also builds eh_proj (2h·h) and three RMSNorms (enorm, hnorm,
// final_layernorm), which MemLedger counts.
TEST(MultiTokenPrediction, OneMoeLayerPlusItsProjectionAndNorms)
{
    const json* item = nullptr;
    for (const json& c : referenceCases())
        if (c["id"] == "deepseek-v3-mtp1")
            item = &c;
    ASSERT_NE(item, nullptr);
    Scenario s = presetScenario("deepseek-v3");
    s.framework = Framework::Megatron;
    s.arch.mtpLayers = 1;
    const ParameterCounts counts = countParameters(s);
    const double h = 7168;
    const double theirs = (*item)["intermediates"]["num_total_parameters"].get<double>();
    EXPECT_EQ(counts.total, theirs + 2 * h * h + 3 * h);
    EXPECT_EQ(counts.total, 682636472320.0);
    // Active: the MTP layer's 8 of 256 routed experts (Megatron's estimator counts all 256).
    const double mtpActive = counts.moe.total() - counts.moe.routedExperts * (1 - 8.0 / 256) + 2 * h * h + 3 * h;
    EXPECT_EQ(counts.active, 37552282624.0 + mtpActive);
}

// On the last of several stages: the MTP layer's weights, its own embedding copy, and one
// more loss's saved tensors; the first stage is unchanged.
TEST(MultiTokenPrediction, LivesOnTheLastStage)
{
    Scenario s = presetScenario("deepseek-v3");
    s.framework = Framework::Megatron;
    applyFrameworkDefaults(s);
    s.arch.layers = 8;
    s.arch.moe.denseLayers = 1;
    s.parallel.pp = 2;
    s.parallel.dp = 8;
    s.parallel.ep = 8;
    s.training.gradAccum = 4;
    const Estimate without = estimate(s);
    s.arch.mtpLayers = 1;
    const Estimate with = estimate(s);
    ASSERT_TRUE(with.valid()) << with.problems.front().message;
    const ParameterCounts& p = with.params;
    EXPECT_EQ(with.stages.front().paramsOnRank, without.stages.front().paramsOnRank);
    const double mtpOnRank = p.moe.attention + p.moe.mlp + p.moe.norms + p.moe.router + p.moe.latent +
                             p.moe.routedExperts / 8 + p.mtpProjection + p.mtpNorms + p.embedding;
    EXPECT_DOUBLE_EQ(with.stages.back().paramsOnRank - without.stages.back().paramsOnRank, mtpOnRank);
    const Term* mtp = findTerm(with.stages.back(), "activations_mtp");
    ASSERT_NE(mtp, nullptr);
    const Term* loss = findTerm(with.stages.back(), "activations_loss");
    ASSERT_NE(loss, nullptr);
    EXPECT_GT(mtp->bytes, loss->bytes);
    EXPECT_EQ(findTerm(with.stages.front(), "activations_mtp"), nullptr);
}

// The benchmarked DeepSeek-V3 layout is a valid one, of the model the preset describes.
TEST(MultiTokenPrediction, TheBenchmarkedDeepSeekLayoutIsTheRealModel)
{
    const Scenario s = memledger::shapes::deepSeekV3Ep64Pp16(4096);
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    EXPECT_EQ(s.worldSize(), 1024);
    EXPECT_EQ(e.params.total, 682636472320.0);
    EXPECT_EQ(e.stages.size(), 16u);
}

}  // namespace
