// The planner's step-time stage: the front is undominated in (memory, step time) and
// sorted by step time, each row's time is simulateStep's, the candidate set keeps the
// cheap orders' best and memory front, and how close pruning to 64 candidates comes
// to simulating every fitting layout.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "model/explore/planner_step.h"
#include "model/timeline/timeline.h"
#include "tests/model/planner_support.h"
#include "tests/model/test_support.h"

namespace memledger::model {
namespace {

using test_planner::describe;
using test_planner::request;

PlanRequest seventyBOn64() { return request("llama-3.1-70b", "h100-sxm", 64, Framework::Megatron, 8192, 512); }

TEST(PlannerStepTime, FrontIsUndominatedAndSortedByStepTime)
{
    const PlanResult result = plan(seventyBOn64());
    ASSERT_TRUE(result.stepTime);
    ASSERT_FALSE(result.rows.empty());
    EXPECT_EQ(result.shortlisted, 64);   // the cheap ranker's best, plus its memory front
    EXPECT_GE(result.simulated, result.shortlisted);
    EXPECT_LT(result.simulated, result.fitting);  // pruned: not every fitting layout was simulated
    for (std::size_t i = 1; i < result.rows.size(); ++i)
        EXPECT_LT(result.rows[i - 1].stepTime, result.rows[i].stepTime) << i;
    for (const auto& a : result.rows)
        for (const auto& b : result.rows)
            EXPECT_FALSE(dominates({b.memoryPerGpu, b.stepTime}, {a.memoryPerGpu, a.stepTime}))
                << describe(a.layout) << " dominated by " << describe(b.layout);
}

// The candidates are what the front was chosen from: every row is one of them, and a
// candidate off the front is beaten by a row on both axes (or tied on one).
TEST(PlannerStepTime, CandidatesHoldTheFrontAndWhatItBeat)
{
    const PlanResult result = plan(seventyBOn64());
    ASSERT_FALSE(result.rows.empty());
    ASSERT_GT(result.candidates.size(), result.rows.size());
    EXPECT_LE(static_cast<std::int64_t>(result.candidates.size()), result.simulated);
    const auto point = [](const PlanRow& row) { return FrontPoint{row.memoryPerGpu, row.stepTime}; };
    const auto same = [](const PlanRow& a, const PlanRow& b) { return describe(a.layout) == describe(b.layout); };
    for (const PlanRow& row : result.rows)
        EXPECT_TRUE(std::any_of(result.candidates.begin(), result.candidates.end(),
                                [&](const PlanRow& c) { return same(c, row); }))
            << describe(row.layout);
    for (const PlanRow& candidate : result.candidates) {
        EXPECT_GT(candidate.stepTime, 0);
        const bool onFront = std::any_of(result.rows.begin(), result.rows.end(),
                                         [&](const PlanRow& row) { return same(row, candidate); });
        const bool beaten = std::any_of(result.rows.begin(), result.rows.end(), [&](const PlanRow& row) {
            return point(row).memory <= point(candidate).memory && point(row).cost <= point(candidate).cost;
        });
        EXPECT_TRUE(onFront || beaten) << describe(candidate.layout);
    }
}

TEST(PlannerStepTime, EachRowCarriesItsSimulatedStep)
{
    for (const PlanRequest& r : {seventyBOn64(), request("llama-3.1-8b", "h100-sxm", 8, Framework::Generic, 8192, 64)}) {
        const PlanResult result = plan(r);
        for (const auto& row : result.rows) {
            const Timeline timeline = simulateStep(row.layout);
            EXPECT_NEAR(row.stepTime, timeline.stepTime, 1e-9 * timeline.stepTime) << describe(row.layout);
            EXPECT_DOUBLE_EQ(row.cost, row.stepTime);
            EXPECT_NEAR(row.mfu, timeline.mfu, 1e-9);
            EXPECT_NEAR(row.tokensPerSecond, timeline.tokensPerSecond, 1e-9 * timeline.tokensPerSecond);
            EXPECT_GT(row.mfu, 0.0);
            EXPECT_LE(row.mfu, 1.0);
        }
    }
}

TEST(PlannerStepTime, CandidatesAreTheBestNPlusTheCheapFront)
{
    const std::vector<FrontPoint> cheap = {{10, 5}, {8, 6}, {12, 4}, {9, 9}, {7, 20}, {11, 4.5}, {13, 30}};
    const std::vector<double> splitFirst = {6, 5, 4, 3, 2, 1, 0};
    // Best two by cheap cost: 2 (4) and 5 (4.5); best one by split-first: 6; the cheap
    // front (by memory: 4, 1, 0, 5, 2) adds 4, 1 and 0. Only 3 (dominated, mid-order) is left out.
    const std::vector<std::size_t> expected = {0, 1, 2, 4, 5, 6};
    EXPECT_EQ(stepTimeCandidates(cheap, splitFirst, 3), expected);
    EXPECT_EQ(stepTimeCandidates(cheap, splitFirst, 100).size(), cheap.size());
}

// How much pruning loses on the hand-checked cases, against simulating every fitting
// layout (candidates ≥ fitting). Four of five find the exhaustive winner. 70B on 64
// H100 does not: its fastest layout (DP4·TP2·PP2·VPP4·CP4 with the optimizer on the
// CPU, 76.04 s) has both a compromise and a 16-GPU replica, so it is beyond the top
// 32 of either cheap order among 2,040 fitting layouts; the pruned winner (DP2·TP4·
// PP2·VPP4·CP4, 78.33 s) is 3.0 % slower. Pinned here so that a better pruning shows up.
TEST(PlannerStepTime, PrunedWinnerAgainstExhaustive)
{
    struct Case {
        PlanRequest request;
        double maxLoss;  // pruned / exhaustive − 1
    };
    const Case cases[] = {
        {seventyBOn64(), 0.031},
        {request("llama-3.1-70b", "h100-sxm", 8, Framework::DeepSpeed, 4096, 64), 0},
        {request("llama-2-7b", "rtx-4090", 1, Framework::Generic, 2048, 0), 0},
        {request("llama-3.1-8b", "h100-sxm", 8, Framework::Generic, 8192, 64), 0},
        {request("gpt2-small", "a100-40gb", 1, Framework::Generic, 1024, 0), 0},
    };
    for (Case c : cases) {
        const PlanResult pruned = plan(c.request);
        c.request.stepTimeCandidates = 1 << 20;
        const PlanResult all = plan(c.request);
        ASSERT_FALSE(pruned.rows.empty());
        ASSERT_FALSE(all.rows.empty());
        EXPECT_EQ(all.simulated, all.fitting);
        const double best = all.rows.front().stepTime;
        EXPECT_GE(pruned.rows.front().stepTime, best);
        EXPECT_LE(pruned.rows.front().stepTime, best * (1 + c.maxLoss))
            << describe(pruned.rows.front().layout) << " vs " << describe(all.rows.front().layout);
        if (c.maxLoss == 0) {
            EXPECT_EQ(describe(pruned.rows.front().layout), describe(all.rows.front().layout));
        }
    }
}

// Long accumulations are timed from two shorter steps (planner_step.cpp): the result must
// be the whole simulation's, for plain DP, 1F1B and interleaved pipelines, ZeRO-3 with
// offload and context parallelism.
TEST(PlannerStepTime, SteadyStateTimingEqualsTheWholeSimulation)
{
    struct Layout {
        const char* name;
        int dp, tp, pp, vpp, cp, zero;
        bool offload;
    };
    const Layout layouts[] = {{"dp", 8, 1, 1, 1, 1, 0, false},   {"1f1b", 2, 2, 4, 1, 1, 0, false},
                              {"interleaved", 1, 4, 4, 2, 1, 0, false}, {"zero3 offload", 8, 1, 1, 1, 1, 3, true},
                              {"cp pipeline", 1, 2, 2, 1, 2, 1, false}};
    for (const auto& l : layouts) {
        for (const std::int64_t m : {40, 64, 96, 130}) {
            Scenario s = test::presetScenario("llama-3.1-8b");
            s.training.seq = 4096;
            s.parallel.dp = l.dp;
            s.parallel.tp = l.tp;
            s.parallel.pp = l.pp;
            s.parallel.vpp = l.vpp;
            s.parallel.cp = l.cp;
            s.parallel.sp = l.tp > 1;
            s.parallel.zeroStage = l.zero;
            if (l.offload)
                s.memory.offload.optimizer = OffloadTarget::Cpu;
            s.training.gradAccum = l.vpp > 1 ? m - m % l.pp : m;
            const Timeline whole = simulateStep(s);
            ASSERT_TRUE(whole.valid()) << l.name << " m=" << m << ": " << whole.problems.front().message;
            ASSERT_GT(steadyStateBase(s), 0) << l.name << " m=" << m << ": timed whole, not from the steady state";
            PlanRow row{s};
            ASSERT_TRUE(simulateRow(row)) << l.name;
            EXPECT_NEAR(row.stepTime, whole.stepTime, 1e-9 * whole.stepTime) << l.name << " m=" << m;
            EXPECT_NEAR(row.mfu, whole.mfu, 1e-9) << l.name << " m=" << m;
            EXPECT_NEAR(row.tokensPerSecond, whole.tokensPerSecond, 1e-9 * whole.tokensPerSecond) << l.name;
        }
    }
}

TEST(PlannerStepTime, HeadroomRankingIsStillAvailable)
{
    PlanRequest r = seventyBOn64();
    r.ranking = PlanRanking::Headroom;
    const PlanResult result = plan(r);
    EXPECT_FALSE(result.stepTime);
    EXPECT_EQ(result.shortlisted, 0);
    for (std::size_t i = 1; i < result.rows.size(); ++i)
        EXPECT_LE(result.rows[i - 1].cost, result.rows[i].cost);
}

// GPUs without NVLink (the RTX 4090 preset says 0 B/s) reach each other over PCIe: a
// tensor-parallel layout of eight of them is timed, never recommended at "inf s" (Gen 4
// x16: 32 GB/s a direction, the link each card has).
TEST(PlannerStepTime, WithoutNvlinkTheGpusOfANodeTalkOverPcie)
{
    const PlanResult result = plan(request("llama-2-7b", "rtx-4090", 8, Framework::Fsdp, 2048, 8));
    ASSERT_TRUE(result.stepTime);
    ASSERT_FALSE(result.rows.empty());
    for (const auto& row : {result.rows, result.candidates})
        for (const auto& candidate : row) {
            EXPECT_TRUE(std::isfinite(candidate.stepTime) && candidate.stepTime > 0) << describe(candidate.layout);
            EXPECT_GT(candidate.tokensPerSecond, 0) << describe(candidate.layout);
        }
    Scenario tensorParallel = result.rows.front().layout;
    tensorParallel.parallel.dp = 1;
    tensorParallel.parallel.tp = 8;
    const Timeline timeline = simulateStep(tensorParallel);
    ASSERT_TRUE(timeline.valid());
    EXPECT_TRUE(std::isfinite(timeline.stepTime));
    // Nodes with no network between them: a layout across two cannot be timed, and is not ranked.
    PlanRequest isolated = request("llama-2-7b", "rtx-4090", 16, Framework::Fsdp, 2048, 16);
    isolated.base.hardware.interNodeBandwidth = 0;
    for (const auto& candidate : plan(isolated).rows)
        EXPECT_TRUE(std::isfinite(candidate.stepTime)) << describe(candidate.layout);
}

}  // namespace
}  // namespace memledger::model
