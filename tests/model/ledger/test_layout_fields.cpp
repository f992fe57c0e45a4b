// Layouts the frameworks run that are scenario fields of their own, each figure derived by
// hand from the framework's code: FSDP over torchtitan's dp_shard × cp mesh, FSDP2 without
// resharding after forward, torchao's float8 linears and their float8 all-gather,
// torchtune's activation offloading, and batches padded to their longest sample.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "model/core/validation.h"
#include "model/timeline/timeline.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::presetScenario;

// Llama-3.1-8B (h 4096, 32 layers, 8 KV heads of 128, FFN 14336) under torchtitan's FSDP2
// in bf16 mixed precision (fp32 shards, bf16 compute copies) at s = 8192, b = 1.
Scenario titan8b()
{
    Scenario s = presetScenario("llama-3.1-8b");
    s.framework = Framework::Fsdp;
    s.training.seq = 8192;
    s.training.microBatch = 1;
    s.training.precision = Precision::Bf16Mixed;
    s.parallel.fsdp = FsdpMode::FullShard;
    return s;
}

const Term* find(const Estimate& e, const char* id) { return findTerm(e.worst(), id); }

const Term& term(const Estimate& e, const char* id)
{
    const Term* found = find(e, id);
    if (!found)
        throw std::runtime_error(std::string("no term ") + id);
    return *found;
}

double var(const Term& t, const std::string& symbol)
{
    for (int i = 0; i < t.varCount; ++i)
        if (symbol == t.vars[static_cast<std::size_t>(i)].symbol)
            return t.vars[static_cast<std::size_t>(i)].value;
    throw std::runtime_error("no variable " + symbol + " in " + t.id);
}

// --dp 1 --cp 8: torchtitan's FSDP mesh is dp_shard × cp = 8 ranks, so the fp32 weights,
// gradients and Adam moments are an eighth of what a data-parallel-only mesh (1 rank) keeps.
TEST(FsdpMesh, FoldsContextParallelRanksIntoTheShardGroup)
{
    Scenario s = titan8b();
    s.parallel.cp = 8;
    const Estimate alone = estimate(s);
    s.parallel.fsdpMesh = FsdpMesh::DpCp;
    const Estimate folded = estimate(s);
    ASSERT_TRUE(alone.valid());
    ASSERT_TRUE(folded.valid());
    for (const char* id : {"weights", "gradients", "optimizer_moments"}) {
        EXPECT_EQ(var(term(alone, id), "N"), 1) << id;
        EXPECT_EQ(var(term(folded, id), "N"), 8) << id;
        EXPECT_DOUBLE_EQ(term(folded, id).bytes * 8, term(alone, id).bytes) << id;
    }
    // 8.03 B parameters in fp32, over 8 ranks.
    EXPECT_DOUBLE_EQ(term(folded, "weights").bytes, 4 * folded.params.total / 8);
}

// A hybrid shard's group stays within the mesh it is drawn from: dp 2 × cp 4 with a group of
// 16 shards over 8 ranks, not 2.
TEST(FsdpMesh, BoundsAHybridShardGroup)
{
    Scenario s = titan8b();
    s.parallel.fsdp = FsdpMode::HybridShard;
    s.parallel.dp = 2;
    s.parallel.cp = 4;
    s.parallel.shardGroup = 16;
    EXPECT_EQ(var(term(estimate(s), "weights"), "N"), 2);
    s.parallel.fsdpMesh = FsdpMesh::DpCp;
    EXPECT_EQ(var(term(estimate(s), "weights"), "N"), 8);
}

// reshard_after_forward=False: the fp32 shards stay sharded (4·Ψ/8), and every unit's bf16
// copy stays whole from its forward to its backward: 2 bytes for each parameter of the rank,
// 2·8,030,261,248 = 16,060,522,496 bytes, in place of one unit and its prefetch.
TEST(ReshardAfterForward, KeepsTheBf16UnitsWholeAndTheFp32ShardsSharded)
{
    Scenario s = titan8b();
    s.parallel.dp = 8;
    const Estimate resharding = estimate(s);
    s.parallel.reshardAfterForward = false;
    const Estimate kept = estimate(s);
    ASSERT_TRUE(kept.valid());
    EXPECT_DOUBLE_EQ(term(kept, "weights").bytes, term(resharding, "weights").bytes);
    EXPECT_DOUBLE_EQ(term(kept, "weights").bytes, 4 * kept.params.total / 8);
    EXPECT_EQ(find(kept, "gathered_params"), nullptr);
    const Term& unsharded = term(kept, "unsharded_params");
    EXPECT_DOUBLE_EQ(unsharded.bytes, 2 * kept.params.total);
    EXPECT_TRUE(unsharded.liveAtInstant(Instant::BackwardPeak));
    EXPECT_FALSE(unsharded.liveAtInstant(Instant::OptimizerStep));
    // The unit's gradient is still reduce-scattered in backward.
    EXPECT_NE(find(kept, "gathered_grads"), nullptr);
}

// FSDP1's SHARD_GRAD_OP is the same layout: no longer fp32 weights kept whole.
TEST(ReshardAfterForward, ShardGradOpShardsTheFp32Weights)
{
    Scenario s = titan8b();
    s.parallel.dp = 8;
    s.parallel.fsdp = FsdpMode::ShardGradOp;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    EXPECT_DOUBLE_EQ(term(e, "weights").bytes, 4 * e.params.total / 8);
    EXPECT_DOUBLE_EQ(term(e, "unsharded_params").bytes, 2 * e.params.total);
}

// torchao's Float8Linear saves input_hp and weight_hp_t, the 16-bit tensors: the saved
// activations are those of bf16 linears. Backward adds the float8 casts of the down
// projection: its input s·f = 8192·14336, grad_output twice 2·s·h = 2·8192·4096 and its
// weight h·f = 4096·14336, one byte each: 117,440,512 + 67,108,864 + 58,720,256 bytes.
TEST(Float8, SavesTheSixteenBitInputsAndAddsTheCastsOfTheRunningMatmul)
{
    Scenario s = titan8b();
    s.parallel.dp = 8;
    const Estimate plain = estimate(s);
    s.training.float8 = true;
    const Estimate fp8 = estimate(s);
    ASSERT_TRUE(fp8.valid());
    EXPECT_DOUBLE_EQ(term(fp8, "activations_layers").bytes, term(plain, "activations_layers").bytes);
    EXPECT_EQ(find(plain, "float8_casts"), nullptr);
    EXPECT_DOUBLE_EQ(term(fp8, "float8_casts").bytes, 117440512.0 + 67108864.0 + 58720256.0);
    EXPECT_TRUE(term(fp8, "float8_casts").liveAtInstant(Instant::BackwardPeak));
}

// enable_fsdp_float8_all_gather: the block linears (all but the norms of a layer) arrive as
// one byte per parameter, so the gathered unit is 2 − (linear share) bytes wide, and the
// weight needs no cast of its own.
TEST(Float8, AllGatherHalvesTheGatheredLinears)
{
    Scenario s = titan8b();
    s.parallel.dp = 8;
    s.training.float8 = true;
    const Estimate bf16Gather = estimate(s);
    s.training.float8AllGather = true;
    const Estimate fp8Gather = estimate(s);
    ASSERT_TRUE(fp8Gather.valid());
    const auto& dense = fp8Gather.params.dense;
    const double share = dense.linearWeights / dense.total();
    EXPECT_DOUBLE_EQ(var(term(bf16Gather, "gathered_params"), "w"), 2);
    EXPECT_DOUBLE_EQ(var(term(fp8Gather, "gathered_params"), "w"), 2 - share);
    EXPECT_DOUBLE_EQ(term(bf16Gather, "float8_casts").bytes - term(fp8Gather, "float8_casts").bytes, 4096.0 * 14336);
}

TEST(Float8, ValidationNamesWhatTheAllGatherNeeds)
{
    Scenario s = titan8b();
    s.training.float8AllGather = true;
    auto problems = validate(s);
    ASSERT_FALSE(problems.empty());
    EXPECT_EQ(problems.front().field, "training.float8_all_gather");
    s.training.float8 = true;
    s.parallel.fsdp = FsdpMode::None;
    problems = validate(s);
    ASSERT_FALSE(problems.empty());
    EXPECT_NE(problems.front().message.find("only FSDP all-gathers"), std::string::npos);
}

// torchtune's recipe: every layer checkpointed and its input (s·b·h·2 = 64 MiB) offloaded.
// OffloadActivations keeps the last five offloaded tensors on the GPU (max_fwd_stash_size),
// so of the 32 inputs 5 stay and 27 are in host memory.
TEST(ActivationOffload, KeepsTorchtunesForwardStashOnTheGpu)
{
    Scenario s = titan8b();
    s.training.precision = Precision::Bf16Pure;
    s.memory.recompute = Recompute::Full;
    s.memory.offload.activations = OffloadTarget::Cpu;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    const double input = 8192.0 * 4096 * 2;
    EXPECT_DOUBLE_EQ(term(e, "activations_layers").bytes, 5 * input);
    ASSERT_EQ(e.host.terms.size(), 1u);
    EXPECT_EQ(std::string(e.host.terms.front().id), "activations_offloaded");
    EXPECT_DOUBLE_EQ(e.host.terms.front().bytes, 27 * input);
    // The output layer's input and the loss run outside the offloading context.
    EXPECT_NE(find(e, "activations_head"), nullptr);
    EXPECT_DOUBLE_EQ(term(e, "activations_loss").bytes, 4 * 8192.0 * e.params.paddedVocab);
}

// Without checkpointing the stash is five of the largest saved tensors, the fused SwiGLU's
// gate-and-up output: 5·s·b·2f·2 bytes.
TEST(ActivationOffload, WithoutCheckpointingTheStashIsFiveOfTheLargestTensors)
{
    Scenario s = titan8b();
    s.memory.offload.activations = OffloadTarget::Cpu;
    s.memory.kernels = Kernels::Fused;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    EXPECT_DOUBLE_EQ(e.denseInventory.largestTensor, 8192.0 * 2 * 14336 * 2);
    EXPECT_DOUBLE_EQ(term(e, "activations_layers").bytes, 5 * e.denseInventory.largestTensor);
    EXPECT_DOUBLE_EQ(e.host.terms.front().bytes, 32 * e.denseInventory.total - 5 * e.denseInventory.largestTensor);
}

// Batches padded to their longest sample: the peak is that of the longest batch, the step
// that of the mean one. At a mean of 2048 of 8192 tokens the matmuls do a quarter of the work
// and the attention products a sixteenth.
TEST(SequenceLengths, PeakTakesTheLongestBatchAndStepTimeTheMean)
{
    Scenario longest = titan8b();
    longest.training.precision = Precision::Bf16Pure;
    Scenario padded = longest;
    padded.training.seqMean = 2048;
    Scenario shortBatch = longest;
    shortBatch.training.seq = 2048;

    const Estimate atMax = estimate(longest);
    const Estimate withMean = estimate(padded);
    ASSERT_TRUE(withMean.valid());
    EXPECT_DOUBLE_EQ(withMean.worst().total, atMax.worst().total);

    const Timeline meanStep = simulateStep(padded, withMean);
    const Timeline shortStep = simulateStep(shortBatch, estimate(shortBatch));
    const Timeline longStep = simulateStep(longest, atMax);
    EXPECT_DOUBLE_EQ(meanStep.stepTime, shortStep.stepTime);
    EXPECT_LT(meanStep.stepTime, longStep.stepTime / 3);
    EXPECT_EQ(padded.tokensPerStep(), 2048);
}

TEST(SequenceLengths, TheMeanCannotExceedTheLongestBatch)
{
    Scenario s = titan8b();
    s.training.seqMean = 16384;
    const auto problems = validate(s);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems.front().field, "training.seq_mean");
    EXPECT_NE(problems.front().message.find("longest batch"), std::string::npos);
}

}  // namespace
