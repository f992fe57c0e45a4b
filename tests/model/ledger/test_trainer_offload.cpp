// The trainer's states moved to host memory between updates (model/ledger/phase_offload.h):
// verl's optimizer_offload and param_offload, OpenRLHF's DeepSpeed sleep. Off the GPU while
// the engine generates (and, but for parameters, while the sequences are scored), on the host
// ledger instead, and over PCIe on the timeline.
#include <gtest/gtest.h>

#include <algorithm>
#include <string_view>

#include "model/ledger/ledger.h"
#include "model/timeline/step_time.h"
#include "model/timeline/timeline.h"
#include "tests/model/ledger/rl_jobs.h"

namespace {

using namespace memledger::model;
using memledger::test::verlGrpoQwen7bWithReference;

double hostBytes(const Estimate& e, std::string_view id)
{
    double bytes = 0;
    for (const Term& t : e.host.terms)
        if (t.id == id)
            bytes += t.bytes;
    return bytes;
}

double at(const StageLedger& stage, Instant i) { return stage.allocatedAt[static_cast<std::size_t>(i)]; }

TEST(TrainerOffload, OptimizerStatesLeaveTheGpuWhileTheEngineGenerates)
{
    Scenario s = verlGrpoQwen7bWithReference();
    const Estimate kept = estimate(s);
    s.rollout.trainerOffload = TrainerOffload::Optimizer;
    const Estimate moved = estimate(s);
    ASSERT_TRUE(moved.valid()) << moved.problems.front().message;
    const StageLedger& stage = moved.worst();
    const Term* moments = findTerm(stage, "optimizer_moments");
    ASSERT_NE(moments, nullptr);
    EXPECT_FALSE(moments->liveAtInstant(Instant::Rollout));
    EXPECT_FALSE(moments->liveAtInstant(Instant::LogProb));
    EXPECT_TRUE(moments->liveAtInstant(Instant::OptimizerStep));
    EXPECT_TRUE(findTerm(stage, "weights")->liveAtInstant(Instant::Rollout));
    // The rollout and the passes hold the moments less (fp32 m and v of this GPU's eighth,
    // 8Ψ/8 B); the update allocates what it did.
    EXPECT_NEAR(at(kept.worst(), Instant::Rollout) - at(stage, Instant::Rollout), moments->bytes, 1.0);
    EXPECT_NEAR(at(kept.worst(), Instant::LogProb) - at(stage, Instant::LogProb), moments->bytes, 1.0);
    EXPECT_DOUBLE_EQ(at(kept.worst(), Instant::BackwardPeak), at(stage, Instant::BackwardPeak));
    // The host holds them for the node's 8 GPUs.
    EXPECT_DOUBLE_EQ(hostBytes(moved, "trainer_states_host"), 8 * moments->bytes);
    EXPECT_DOUBLE_EQ(hostBytes(kept, "trainer_states_host"), 0.0);
}

// verl's param_offload brings the parameters back for the log-prob passes, which run them.
TEST(TrainerOffload, ParametersComeBackForTheLogProbPasses)
{
    Scenario s = verlGrpoQwen7bWithReference();
    s.rollout.trainerOffload = TrainerOffload::OptimizerAndWeights;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    const Term* weights = findTerm(e.worst(), "weights");
    EXPECT_FALSE(weights->liveAtInstant(Instant::Rollout));
    EXPECT_TRUE(weights->liveAtInstant(Instant::LogProb));
    EXPECT_DOUBLE_EQ(hostBytes(e, "trainer_states_host"),
                     8 * (weights->bytes + findTerm(e.worst(), "optimizer_moments")->bytes));
}

// A training job has no rollout to make room for: the setting changes nothing.
TEST(TrainerOffload, ATrainingJobIgnoresIt)
{
    Scenario s = memledger::test::presetScenario("llama-2-7b");
    const Estimate before = estimate(s);
    s.rollout.trainerOffload = TrainerOffload::Optimizer;
    const Estimate after = estimate(s);
    EXPECT_DOUBLE_EQ(before.worst().total, after.worst().total);
    EXPECT_DOUBLE_EQ(before.host.total, after.host.total);
}

// The timeline moves them out after the last update and back before this one, over PCIe.
TEST(TrainerOffload, TheTimelineMovesThemOverPcie)
{
    Scenario s = verlGrpoQwen7bWithReference();
    s.rollout.trainerOffload = TrainerOffload::Optimizer;
    const Estimate e = estimate(s);
    const Timeline t = simulateStep(s, e);
    ASSERT_TRUE(t.valid());
    const double moments = findTerm(e.worst(), "optimizer_moments")->bytes;
    EXPECT_DOUBLE_EQ(t.rl.offloadedBytes, moments);
    const auto out = std::find_if(t.spans.begin(), t.spans.end(), [](const Span& x) { return x.kind == SpanKind::StatesToHost; });
    const auto in = std::find_if(t.spans.begin(), t.spans.end(), [](const Span& x) { return x.kind == SpanKind::StatesToGpu; });
    ASSERT_NE(out, t.spans.end());
    ASSERT_NE(in, t.spans.end());
    EXPECT_EQ(out->lane, Lane::D2H);
    EXPECT_EQ(in->lane, Lane::H2D);
    EXPECT_DOUBLE_EQ(out->start, 0.0);
    EXPECT_NEAR(in->duration(), moments / hostLinkBandwidth(s), 1e-12);
    EXPECT_DOUBLE_EQ(in->end, t.rl.updateStart);
}

}  // namespace
