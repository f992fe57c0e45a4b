// The lean evaluation path gives the totals of estimate() on every layout the
// planner enumerates (cached parameter counts and inventories, reused ledgers,
// skipped stages that cannot be the worst).
#include <gtest/gtest.h>

#include "model/explore/planner_eval.h"
#include "model/explore/planner_space.h"
#include "tests/model/test_support.h"

namespace memledger::model {
namespace {

void expectSameAsEstimate(const PlanRequest& request)
{
    LayoutEvaluator evaluator(request.base);
    Scenario layout = request.base;
    int checked = 0;
    for (const Grid& grid : enumerateGrids(request)) {
        applyGrid(request, grid, 1, layout);
        forEachMemoryChoice(request, layout, [&] {
            for (std::int64_t mb = 1; mb <= 4; mb *= 2) {
                if (!applyGrid(request, grid, mb, layout))
                    continue;
                const Estimate full = estimate(layout);
                const Estimate& lean = evaluator.evaluate(layout);
                ++checked;
                ASSERT_EQ(full.valid(), lean.valid());
                if (!full.valid())
                    continue;
                ASSERT_EQ(full.fits, lean.fits);
                ASSERT_EQ(full.worstStage, lean.worstStage);
                ASSERT_EQ(full.worst().total, lean.worst().total);
                ASSERT_EQ(full.worst().atPeak, lean.worst().atPeak);
                ASSERT_NEAR(full.host.total, lean.host.total, 1e-9 * full.host.total + 1);
            }
        });
    }
    EXPECT_GT(checked, 100);
}

TEST(PlannerEval, SameTotalsAsEstimateLlama70BMegatron64)
{
    PlanRequest request;
    request.base = test::presetScenario("llama-3.1-70b");
    request.base.framework = Framework::Megatron;
    request.base.training.seq = 8192;
    request.gpus = 64;
    request.globalBatch = 256;
    expectSameAsEstimate(request);
}

// Megatron's folding: EP divides the experts and EP·ETP divides DP·CP·TP; ETP is TP or 1.
TEST(PlannerSpace, TheExpertsGridIsSearched)
{
    PlanRequest request;
    request.base = test::presetScenario("mixtral-8x7b");
    request.base.framework = Framework::Megatron;
    request.gpus = 16;
    bool foldedBeyondDp = false;
    bool expertTpOne = false;
    int expertGrids = 0;
    for (const Grid& grid : enumerateGrids(request)) {
        const int etp = grid.etp > 0 ? grid.etp : grid.tp;
        EXPECT_EQ(8 % grid.ep, 0);
        EXPECT_EQ((grid.dp * grid.cp * grid.tp) % (grid.ep * etp), 0);
        EXPECT_TRUE(etp == grid.tp || etp == 1);
        expertGrids += grid.ep > 1;
        foldedBeyondDp |= grid.ep > grid.dp * grid.cp;
        expertTpOne |= grid.tp > 1 && grid.etp == 1 && grid.ep > 1;
    }
    EXPECT_GT(expertGrids, 0);
    EXPECT_TRUE(foldedBeyondDp);  // EP 8 on DP 2 · TP 4 with ETP 1
    EXPECT_TRUE(expertTpOne);
    // A dense model has no experts' grid.
    request.base = test::presetScenario("llama-3.1-8b");
    for (const Grid& grid : enumerateGrids(request))
        EXPECT_EQ(grid.ep, 1);
}

TEST(PlannerEval, SameTotalsAsEstimateMoeDeepSpeed)
{
    PlanRequest request;
    request.base = test::presetScenario("mixtral-8x7b");
    request.base.framework = Framework::DeepSpeed;
    request.gpus = 16;
    request.globalBatch = 64;
    expectSameAsEstimate(request);
}

TEST(PlannerEval, SameTotalsAsEstimateGeneric7BOffload)
{
    PlanRequest request;
    request.base = test::presetScenario("llama-2-7b", "rtx-4090");
    request.gpus = 4;
    request.globalBatch = 16;
    expectSameAsEstimate(request);
}

}  // namespace
}  // namespace memledger::model
