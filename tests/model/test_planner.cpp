// The planner: best layouts checked by hand, every returned layout valid and
// fitting, no dominated point on the front, and the largest fitting micro-batch.
#include <gtest/gtest.h>

#include "model/planner.h"
#include "model/sweep.h"
#include "test_support.h"

namespace memledger::model {
namespace {

PlanRequest request(const std::string& model, const std::string& gpu, int gpus, Framework framework,
                    std::int64_t seq, std::int64_t globalBatch)
{
    PlanRequest r;
    r.base = test::presetScenario(model, gpu);
    r.base.framework = framework;
    applyFrameworkDefaults(r.base);
    r.base.training.seq = seq;
    r.gpus = gpus;
    r.globalBatch = globalBatch;
    return r;
}

std::string describe(const Scenario& s)
{
    const auto& p = s.parallel;
    return "dp" + std::to_string(p.dp) + " tp" + std::to_string(p.tp) + " pp" + std::to_string(p.pp) + " vpp" +
           std::to_string(p.vpp) + " cp" + std::to_string(p.cp) + " zero" + std::to_string(p.zeroStage) + " fsdp" +
           std::to_string(static_cast<int>(p.fsdp)) + " do" + std::to_string(p.distributedOptimizer) + " rc" +
           std::to_string(static_cast<int>(s.memory.recompute)) + " mb" + std::to_string(s.training.microBatch) +
           " ga" + std::to_string(s.training.gradAccum) + " offo" +
           std::to_string(static_cast<int>(s.memory.offload.optimizer)) + " offp" +
           std::to_string(static_cast<int>(s.memory.offload.parameters));
}

void expectWellFormed(const PlanRequest& r, const PlanResult& result)
{
    std::vector<FrontPoint> points;
    for (const auto& row : result.rows) {
        const Estimate e = estimate(row.layout);
        ASSERT_TRUE(e.valid()) << describe(row.layout);
        EXPECT_TRUE(e.fits) << describe(row.layout);
        EXPECT_EQ(row.layout.worldSize(), r.gpus);
        EXPECT_DOUBLE_EQ(e.worst().total, row.memoryPerGpu);
        if (r.globalBatch > 0) {
            EXPECT_EQ(row.layout.globalBatch(), r.globalBatch);
        }
        points.push_back({row.memoryPerGpu, row.cost});
    }
    for (std::size_t i = 0; i < points.size(); ++i)
        for (std::size_t j = 0; j < points.size(); ++j)
            EXPECT_FALSE(dominates(points[j], points[i])) << i << " dominated by " << j;
    for (std::size_t i = 1; i < result.rows.size(); ++i)
        EXPECT_LE(result.rows[i - 1].cost, result.rows[i].cost);
}

void printRows(const PlanResult& result)
{
    for (const auto& row : result.rows)
        std::printf("  %s  %.1f GiB\n", describe(row.layout).c_str(), row.memoryPerGpu / (1 << 30));
}

struct Expected {
    int dp, tp, pp, cp, zero;
    bool distributedOptimizer;
    Recompute recompute;
    OffloadTarget optimizer, parameters;
};

void expectBest(const PlanRequest& r, const Expected& e)
{
    const PlanResult result = plan(r);
    ASSERT_FALSE(result.rows.empty());
    expectWellFormed(r, result);
    const Scenario& best = result.rows.front().layout;
    const auto& p = best.parallel;
    EXPECT_EQ(p.dp, e.dp);
    EXPECT_EQ(p.tp, e.tp);
    EXPECT_EQ(p.pp, e.pp);
    EXPECT_EQ(p.cp, e.cp);
    EXPECT_EQ(p.zeroStage, e.zero);
    EXPECT_EQ(p.distributedOptimizer, e.distributedOptimizer);
    EXPECT_EQ(best.memory.recompute, e.recompute);
    EXPECT_EQ(best.memory.offload.optimizer, e.optimizer);
    EXPECT_EQ(best.memory.offload.parameters, e.parameters);
    EXPECT_EQ(best.training.microBatch, 1);
    if (::testing::Test::HasFailure())
        printRows(result);
}

constexpr auto kNone = OffloadTarget::None;
constexpr auto kCpu = OffloadTarget::Cpu;

// 70B on 64 H100, Megatron, 8k tokens, 512 sequences per step. With TP=8 inside a node,
// PP=2 leaves DP=4: weights 2 B + fp32 main_grad 4 B per parameter over TP·PP=16
// (8.8 + 17.6 GB) and Adam's 12 B over DP as well (13.2 GB) leave room for two
// micro-batches of 40 layers in flight on stage 0 without recomputation (62 GiB).
// DP=8 would need PP=1 (80 layers, 35 GB of gradients alone on one stage: no fit).
TEST(Planner, Llama70BOn64H100Megatron)
{
    expectBest(request("llama-3.1-70b", "h100-sxm", 64, Framework::Megatron, 8192, 512),
               {4, 8, 2, 1, 0, true, Recompute::None, kNone, kNone});
}

// 70B on one 8×H100 node with DeepSpeed: 16 B/param is 1.1 TB, 141 GB a GPU even fully
// sharded, so something must leave the GPU. Offloading the optimizer (the cheapest
// compromise) fits with TP=8 (states of 70B/8 per GPU, 35 GiB); at DP=2, TP=4 the
// 16-bit weights and gradients of 17.6B parameters take 70 GiB and fit as well, and
// half the GPUs per replica wins.
TEST(Planner, Llama70BOn8H100DeepSpeed)
{
    expectBest(request("llama-3.1-70b", "h100-sxm", 8, Framework::DeepSpeed, 4096, 64),
               {2, 4, 1, 1, 1, false, Recompute::None, kCpu, kNone});
}

// A 7B full fine-tune on one 24 GB card: 16 B/param is 108 GB, so only ZeRO-3 with
// optimizer and parameter offload and full recomputation fits (16.8 GiB: gathered
// layers, checkpoints and temporaries); every cheaper compromise is over 24 GB.
TEST(Planner, SevenBOnOne24GBCard)
{
    expectBest(request("llama-2-7b", "rtx-4090", 1, Framework::Generic, 2048, 0),
               {1, 1, 1, 1, 3, false, Recompute::Full, kCpu, kCpu});
}

// 8B on 8 H100 at 8k tokens: DP=8 with ZeRO-1 needs 85 GB (36 GB of activations),
// ZeRO-2 fits but is a compromise; TP=2 halves activations and weights: DP=4, TP=2,
// ZeRO-1 at 52 GiB is the least-split layout without compromise.
TEST(Planner, Llama8BOn8H100)
{
    expectBest(request("llama-3.1-8b", "h100-sxm", 8, Framework::Generic, 8192, 64),
               {4, 2, 1, 1, 1, false, Recompute::None, kNone, kNone});
}

// GPT-2 small on one A100 40 GB: 124M parameters take 2 GB with Adam; plain data
// parallelism of one, no recomputation, nothing sharded.
TEST(Planner, Gpt2SmallOnOneA100)
{
    expectBest(request("gpt2-small", "a100-40gb", 1, Framework::Generic, 1024, 0),
               {1, 1, 1, 1, 0, false, Recompute::None, kNone, kNone});
}

TEST(Planner, NothingFitsSaysWhy)
{
    const PlanResult result = plan(request("llama-3.1-405b", "rtx-4090", 1, Framework::Generic, 8192, 0));
    EXPECT_TRUE(result.rows.empty());
    ASSERT_EQ(result.notes.size(), 1u);
}

TEST(Planner, FrontHasNoDominatedPoint)
{
    const std::vector<FrontPoint> points = {{10, 5}, {8, 6}, {8, 7}, {12, 4}, {12, 5}, {9, 6}, {8, 6}};
    const auto front = paretoFront(points);
    std::vector<std::size_t> expected = {1, 0, 3};
    EXPECT_EQ(front, expected);
}

}  // namespace
}  // namespace memledger::model
