// The weight sync of an RL step (docs/model.md#the-weight-sync): the trainer's bucket, its
// gathered parameter and the engine's copies, at an instant of their own where the engine's
// weights are mapped and its cache is not yet; hand-derived from verl's and TRL's code.
#include <gtest/gtest.h>

#include <algorithm>

#include "model/ledger/instant_ledger.h"
#include "tests/model/ledger/rl_jobs.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::termBytes;

constexpr double kMiB = 1024.0 * 1024.0;
// Qwen2.5-7B's largest parameter: its embedding (and output layer), 152,064 × 3,584.
constexpr double kLargest = 152064.0 * 3584;
constexpr double kServingWeights = 7'615'820'800.0;   // at TP 2 (test_rollout_engine.cpp)

// verl's GRPO example with verl's default bucket of 2,048 MB.
Scenario verlSync()
{
    Scenario s = memledger::test::verlGrpoQwen7b();
    s.rollout.syncBucketMb = 2048;
    return s;
}

std::size_t at(Instant i) { return static_cast<std::size_t>(i); }

// FSDP keeps fp32 shards: verl gathers the embedding whole in fp32 (full_tensor), casts it to
// bf16 for vLLM and copies it into the 2 GiB buffer, which vLLM clones out of.
TEST(WeightSync, VerlsBucketTheGatheredParameterAndTheEnginesCopies)
{
    const Estimate e = estimate(verlSync());
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    const StageLedger& stage = e.worst();
    EXPECT_EQ(termBytes(stage, "sync_bucket"), 2048 * kMiB);
    EXPECT_EQ(termBytes(stage, "sync_gathered"), kLargest * (4 + 2));
    EXPECT_EQ(termBytes(stage, "sync_received"), 2048 * kMiB);
    for (const char* id : {"sync_bucket", "sync_gathered", "sync_received"}) {
        SCOPED_TRACE(id);
        const Term& term = *findTerm(stage, id);
        EXPECT_EQ(term.liveAt, kLiveWeightSync);
    }
    EXPECT_TRUE(findTerm(stage, "sync_received")->outsideAllocator);
    EXPECT_FALSE(findTerm(stage, "sync_bucket")->outsideAllocator);
}

// At the sync: the trainer's resident states, the engine's weights and process, the transfer;
// not the engine's cache, which verl maps after the sync, nor the trainer's reserve, emptied
// before the engine wakes.
TEST(WeightSync, TheEnginesWeightsAreMappedAndItsCacheIsNot)
{
    const Estimate e = estimate(verlSync());
    ASSERT_TRUE(e.valid());
    const StageLedger& stage = e.worst();
    EXPECT_TRUE(countsAt(stage, *findTerm(stage, "rollout_weights"), Instant::WeightSync));
    EXPECT_FALSE(countsAt(stage, *findTerm(stage, "rollout_kv_cache"), Instant::WeightSync));
    EXPECT_FALSE(countsAt(stage, *findTerm(stage, "rollout_activations"), Instant::WeightSync));
    EXPECT_TRUE(countsAt(stage, *findTerm(stage, "rollout_context"), Instant::WeightSync));
    EXPECT_FALSE(findTerm(stage, "fragmentation")->liveAtInstant(Instant::WeightSync));
    // The trainer holds at the sync what it holds at the rollout.
    double resident = 0;
    for (const Term& t : stage.terms)
        if (t.category != Category::Rollout && t.category != Category::CudaContext && t.liveAtInstant(Instant::Rollout))
            resident += t.bytes;
    const double transfer = termBytes(stage, "sync_bucket") + termBytes(stage, "sync_gathered");
    EXPECT_DOUBLE_EQ(stage.allocatedAt[at(Instant::WeightSync)], resident + transfer);
    EXPECT_DOUBLE_EQ(stage.outsideAt[at(Instant::WeightSync)],
                     memledger::test::categoryBytes(stage, Category::CudaContext) + kServingWeights +
                         termBytes(stage, "rollout_context") + termBytes(stage, "sync_received"));
    // Here the KV cache outweighs the transfer: the rollout stays the peak.
    EXPECT_LT(stage.totalAt[at(Instant::WeightSync)], stage.totalAt[at(Instant::Rollout)]);
    // The step's instants begin with the sync.
    EXPECT_EQ(instantsOfTheStep(e).front(), Instant::WeightSync);
}

// TRL sends one parameter at a time (no bucket), gathered only where the parameters are
// sharded; bf16 parameters need no cast, and vLLM loads them in place.
TEST(WeightSync, ParameterByParameterWithoutABucket)
{
    Scenario trl = verlSync();
    trl.rollout.syncBucketMb = 0;
    const Estimate sharded = estimate(trl);
    ASSERT_TRUE(sharded.valid());
    EXPECT_EQ(findTerm(sharded.worst(), "sync_bucket"), nullptr);
    EXPECT_EQ(findTerm(sharded.worst(), "sync_received"), nullptr);
    EXPECT_EQ(termBytes(sharded.worst(), "sync_gathered"), kLargest * 4);   // fp32 shards, whole

    trl.parallel.fsdp = FsdpMode::None;
    trl.training.precision = Precision::Bf16Pure;
    trl.parallel.dp = 1;
    trl.rollout.tp = 1;
    trl.training.microBatch = 1;
    trl.training.seq = 512;
    const Estimate whole = estimate(trl);
    ASSERT_TRUE(whole.valid()) << whole.problems.front().message;
    EXPECT_EQ(findTerm(whole.worst(), "sync_gathered"), nullptr);
}

// With verl's param_offload the shards leave the GPU again before the send; the optimizer
// states stay on the host through the sync too.
TEST(WeightSync, OffloadedStatesStayAwayThroughTheSync)
{
    Scenario s = verlSync();
    s.rollout.trainerOffload = TrainerOffload::OptimizerAndWeights;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    const StageLedger& stage = e.worst();
    for (const char* id : {"weights", "optimizer_moments"}) {
        SCOPED_TRACE(id);
        const Term* term = findTerm(stage, id);
        ASSERT_NE(term, nullptr);
        EXPECT_FALSE(term->liveAtInstant(Instant::WeightSync));
        EXPECT_TRUE(term->liveAtInstant(Instant::LogProb) || std::string_view(id) != "weights");
    }
}

// An engine that never sleeps holds its cache at the sync too, and the trainer its reserve:
// the sync is then the rollout's moment with the transfer on top.
TEST(WeightSync, AnEngineThatNeverSleepsHoldsItsCacheThroughTheSync)
{
    Scenario s = verlSync();
    s.rollout.sleepLevel = 0;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    const StageLedger& stage = e.worst();
    EXPECT_TRUE(countsAt(stage, *findTerm(stage, "rollout_kv_cache"), Instant::WeightSync));
    EXPECT_TRUE(findTerm(stage, "fragmentation")->liveAtInstant(Instant::WeightSync));
    // The sync adds its transfer to everything the rollout's trainer and engine hold.
    const double transfer = termBytes(stage, "sync_bucket") + termBytes(stage, "sync_gathered") +
                            termBytes(stage, "sync_received");
    EXPECT_DOUBLE_EQ(stage.totalAt[at(Instant::WeightSync)],
                     stage.totalAt[at(Instant::Rollout)] + transfer);
}

// A training job has no sync.
TEST(WeightSync, ATrainingJobHasNone)
{
    Scenario s = verlSync();
    s.rollout.engine = RolloutEngine::None;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    EXPECT_EQ(findTerm(e.worst(), "sync_bucket"), nullptr);
    const std::vector<Instant> instants = instantsOfTheStep(e);
    EXPECT_EQ(std::count(instants.begin(), instants.end(), Instant::WeightSync), 0);
}

}  // namespace
