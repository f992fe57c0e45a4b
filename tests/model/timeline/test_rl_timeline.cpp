// An RL job's step on the timeline (model/timeline/rl_phases.h): the engine's wake-up, the
// weight sync, generation, sleep and the scoring passes before the update, their durations
// from the engine's costs, and the memory curve holding the ledger's rollout and log-prob
// instants, so its peak is the ledger's over every phase.
#include <gtest/gtest.h>

#include <algorithm>

#include "model/ledger/instant_ledger.h"
#include "model/timeline/step_time.h"
#include "model/timeline/timeline.h"
#include "tests/model/ledger/rl_jobs.h"

namespace {

using namespace memledger::model;
using memledger::test::verlGrpoQwen7b;

const Span* firstOf(const Timeline& t, SpanKind kind)
{
    const auto found = std::find_if(t.spans.begin(), t.spans.end(), [&](const Span& s) { return s.kind == kind; });
    return found == t.spans.end() ? nullptr : &*found;
}

Scenario withReference() { return memledger::test::verlGrpoQwen7bWithReference(); }

TEST(RlTimeline, PhasesComeBeforeTheUpdateInTheirOrder)
{
    const Scenario s = withReference();
    const Timeline t = simulateStep(s);
    ASSERT_TRUE(t.valid()) << t.problems.front().message;
    ASSERT_TRUE(t.rl.present);
    EXPECT_EQ(t.rl.passes, 2);   // the old policy's log-probs and the reference's
    const Span* sync = firstOf(t, SpanKind::WeightSync);
    const Span* prefill = firstOf(t, SpanKind::Prefill);
    const Span* decode = firstOf(t, SpanKind::Decode);
    const Span* scoring = firstOf(t, SpanKind::LogProbPass);
    const Span* forward = firstOf(t, SpanKind::Forward);
    ASSERT_TRUE(sync && decode && scoring && forward);
    EXPECT_EQ(prefill, nullptr);   // no prompt length given: every token is decoded
    EXPECT_DOUBLE_EQ(sync->start, 0.0);
    EXPECT_DOUBLE_EQ(decode->start, sync->end);
    EXPECT_DOUBLE_EQ(scoring->start, decode->end);   // level 2: nothing to copy out at sleep
    EXPECT_DOUBLE_EQ(scoring->end, t.rl.updateStart);
    EXPECT_GE(forward->start, t.rl.updateStart);
    EXPECT_EQ(firstOf(t, SpanKind::EngineWake), nullptr);
    EXPECT_EQ(firstOf(t, SpanKind::EngineSleep), nullptr);

    // The update itself is the training step a job without the engine simulates.
    Scenario alone = s;
    alone.rollout.engine = RolloutEngine::None;
    alone.reference.model = ReferenceModel::None;
    const Timeline update = simulateStep(alone);
    ASSERT_TRUE(update.valid());
    EXPECT_FALSE(update.rl.present);
    EXPECT_TRUE(update.engineMemory.empty());
    EXPECT_NEAR(t.stepTime - t.rl.updateStart, update.stepTime, 1e-9 * update.stepTime);
    EXPECT_GT(t.modelFlops, update.modelFlops);   // generation and scoring are FLOPs of the step
}

// Decode reads the serving weights and each sequence's cache once a token: 64 sequences over
// 4 replicas are 16 at once, 1,536 tokens each, at the H100's 3.35 TB/s. Qwen2.5-7B at engine
// TP 2: 7,615,820,800 B of weights; a token's cache 2 KV heads × 128 × 2 (K, V) × 2 B × 28
// layers = 28,672 B, read at its mean length of 768 tokens.
TEST(RlTimeline, DecodeReadsTheWeightsAndTheCacheEveryToken)
{
    const Scenario s = verlGrpoQwen7b();
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    ASSERT_DOUBLE_EQ(e.rollout.weights, 7615820800.0);
    ASSERT_DOUBLE_EQ(e.rollout.bytesPerTokenLayer * e.rollout.layers, 28672.0);
    const Timeline t = simulateStep(s, e);
    EXPECT_EQ(t.rl.sequences, 16);
    EXPECT_EQ(t.rl.concurrent, 16);
    EXPECT_EQ(t.rl.waves, 1);
    EXPECT_EQ(t.rl.generatedTokens, 1536);
    const double step = (7615820800.0 + 16 * 28672.0 * 768) / 3.35e12;
    EXPECT_NEAR(t.rl.decode, 1536 * step, 1e-9 * t.rl.decode);
    // Loading the engine's share reads and writes it once at HBM speed, after FSDP's gather of
    // the 16-bit policy over 8 GPUs (7/8 of 2Ψ each, on NVLink).
    EXPECT_GT(t.rl.sync, 2 * 7615820800.0 / 3.35e12);
}

TEST(RlTimeline, APromptIsPrefilledAndOnlyTheCompletionDecoded)
{
    Scenario s = verlGrpoQwen7b();
    const Timeline whole = simulateStep(s);
    s.rollout.promptLength = 512;
    const Timeline split = simulateStep(s);
    ASSERT_TRUE(split.valid());
    EXPECT_EQ(split.rl.generatedTokens, 1024);
    EXPECT_GT(split.rl.prefill, 0.0);
    EXPECT_LT(split.rl.decode, whole.rl.decode);
    ASSERT_NE(firstOf(split, SpanKind::Prefill), nullptr);
    EXPECT_DOUBLE_EQ(firstOf(split, SpanKind::Decode)->start, firstOf(split, SpanKind::Prefill)->end);
    // A prompt as long as the sequence leaves nothing to generate: refused.
    s.rollout.promptLength = s.training.seq;
    EXPECT_FALSE(estimate(s).valid());
}

// Level 1 keeps the serving weights in pinned host memory: out at sleep, back at wake, on PCIe.
TEST(RlTimeline, LevelOneSleepMovesTheWeightsOverPcie)
{
    Scenario s = verlGrpoQwen7b();
    s.rollout.sleepLevel = 1;
    const Estimate e = estimate(s);
    const Timeline t = simulateStep(s, e);
    const Span* wake = firstOf(t, SpanKind::EngineWake);
    const Span* sleep = firstOf(t, SpanKind::EngineSleep);
    ASSERT_TRUE(wake && sleep);
    EXPECT_EQ(wake->lane, Lane::H2D);
    EXPECT_EQ(sleep->lane, Lane::D2H);
    EXPECT_DOUBLE_EQ(wake->start, 0.0);
    EXPECT_NEAR(wake->duration(), e.rollout.weights / pcieBandwidth(s.hardware), 1e-12);
    EXPECT_NEAR(sleep->duration(), wake->duration(), 1e-12);
    EXPECT_DOUBLE_EQ(sleep->start, firstOf(t, SpanKind::Decode)->end);
}

// The curve holds the ledger's allocated bytes at the weight sync until generation, at the
// rollout through generation and at the log-prob passes through scoring; the update's part
// holds only what the update does.
TEST(RlTimeline, MemoryCurveHoldsEveryPhaseOfTheLedger)
{
    const Scenario s = withReference();
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    const Timeline t = simulateStep(s, e);
    const StageLedger& ledger = e.worst();
    const auto at = [&](Instant i) { return ledger.allocatedAt[static_cast<std::size_t>(i)]; };
    ASSERT_GE(t.memory.size(), 4u);
    EXPECT_DOUBLE_EQ(t.memory[0].bytes, at(Instant::WeightSync));
    EXPECT_DOUBLE_EQ(t.memory[1].bytes, at(Instant::Rollout));
    EXPECT_DOUBLE_EQ(t.memory[1].time, t.rl.statesOut + t.rl.wake + t.rl.sync);
    // The sync's gathered parameter is in the trainer's allocator: more than at the rollout.
    EXPECT_GT(at(Instant::WeightSync), at(Instant::Rollout));
    EXPECT_DOUBLE_EQ(t.memory[2].bytes, at(Instant::LogProb));
    EXPECT_DOUBLE_EQ(t.memory[2].time, t.rl.updateStart - t.rl.logprob);
    // The scoring passes' logits make this job's largest allocation: the curve reaches it.
    EXPECT_GT(at(Instant::LogProb), at(Instant::BackwardPeak));
    EXPECT_DOUBLE_EQ(t.peakMemory, ledger.peakAllocated);
    EXPECT_DOUBLE_EQ(t.peakTime, t.memory[2].time);
    double update = 0;
    for (const MemoryPoint& point : t.memory)
        if (point.time >= t.rl.updateStart)
            update = std::max(update, point.bytes);
    double trainingPeak = 0;
    for (const Instant i : {Instant::ForwardEnd, Instant::LossBackward, Instant::BackwardPeak, Instant::OptimizerStep})
        trainingPeak = std::max(trainingPeak, at(i));
    EXPECT_NEAR(update, trainingPeak, 0.01 * trainingPeak);
    // The engine, outside the trainer's allocator: its weights at the sync, awake through
    // generation, asleep after.
    ASSERT_EQ(t.engineMemory.size(), 5u);
    EXPECT_GE(t.engineMemory[0].bytes, e.rollout.weights);
    EXPECT_LT(t.engineMemory[0].bytes, t.engineMemory[1].bytes);
    EXPECT_GT(t.engineMemory[1].bytes, e.rollout.weights);
    EXPECT_LT(t.engineMemory[3].bytes, e.rollout.weights);
}

}  // namespace
