// What today's training stacks keep, each figure derived by hand from the frameworks' code:
// torchtitan's per-op selective checkpointing, the three cross-entropies, gradient lifetimes,
// optimizer-in-backward and bitsandbytes' paged optimizer states.
#include <gtest/gtest.h>

#include <stdexcept>

#include "model/activations/activations.h"
#include "model/core/enum_names.h"
#include "model/core/scenario_defaults.h"
#include "model/core/validation.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::presetScenario;

constexpr double kMiB = 1024.0 * 1024.0;

// Llama-3-8B's shape (h 4096, 32 heads, 8 KV heads of 128, FFN 14336) at s = 8192, b = 1, bf16.
Scenario llama8b(int tp, bool sp)
{
    Scenario s = presetScenario("llama-3.1-8b");
    s.training.seq = 8192;
    s.training.microBatch = 1;
    s.training.precision = Precision::Bf16Pure;
    s.parallel.tp = tp;
    s.parallel.sp = sp;
    s.memory.recompute = Recompute::Op;
    return s;
}

const Term& term(const Estimate& e, const char* id)
{
    const Term* found = findTerm(e.worst(), id);
    if (!found)
        throw std::runtime_error(std::string("no term ") + id);
    return *found;
}

// Block input, wq, wv, SDPA output, w1 and w2 outputs in bf16 plus the fp32 log-sum-exp:
// 2·s·b·(4h + n_kv·d + f) + 4·b·n_h·s = 2·8192·(16384 + 1024 + 14336) + 4·32·8192
// = 521,142,272 bytes, 497.0 MiB a layer (full recomputation keeps 64 MiB).
TEST(OpRecompute, KeepsWhatTorchtitansSaveListNamesOnOneGpu)
{
    const Estimate e = estimate(llama8b(1, false));
    ASSERT_TRUE(e.valid());
    EXPECT_DOUBLE_EQ(e.denseInventory.opKept, 521142272.0);
    EXPECT_DOUBLE_EQ(term(e, "activations_layers").bytes, 32 * 521142272.0);
    // Backward reruns what the policy did not keep, one layer at a time.
    EXPECT_DOUBLE_EQ(term(e, "recompute_working_set").bytes, e.denseInventory.total - 521142272.0);
}

// With TP = 8 and sequence parallelism everything is /t except the w2 mm's output, a partial
// sum over the whole sequence: 2·s·b·((5h + n_kv·d + f)/t + h) + 4·b·s·n_h/t
// = 2·8192·(35840/8 + 4096) + 4·8192·4 = 140,640,256 bytes (134.1 MiB).
TEST(OpRecompute, UnderTensorAndSequenceParallelismOnlyTheRowParallelOutputStaysWhole)
{
    const Estimate e = estimate(llama8b(8, true));
    ASSERT_TRUE(e.valid());
    EXPECT_DOUBLE_EQ(e.denseInventory.opKept, 140640256.0);
    EXPECT_NEAR(e.denseInventory.opKept / kMiB, 134.1, 0.05);
}

TEST(OpRecompute, KeepsMoreThanFullAndLessThanNothing)
{
    Scenario s = llama8b(1, false);
    const double op = term(estimate(s), "activations_layers").bytes;
    s.memory.recompute = Recompute::Full;
    const double full = term(estimate(s), "activations_layers").bytes;
    s.memory.recompute = Recompute::None;
    const double none = term(estimate(s), "activations_layers").bytes;
    EXPECT_LT(full, op);
    EXPECT_LT(op, none);
    EXPECT_DOUBLE_EQ(full, 32 * 2.0 * 8192 * 4096);
}

// The three losses at s·b = 8192 tokens and V = 128256: s·b·V = 1,050,673,152 elements.
struct LossCase {
    Loss loss;
    double kept, forward, backward;   // bytes per s·b·V element
};

class LossShapes : public ::testing::TestWithParam<LossCase> {};

TEST_P(LossShapes, KeepTheSameProbabilitiesAndDifferInTheirTransients)
{
    Scenario s = presetScenario("llama-3.1-8b");
    s.training.seq = 4096;
    s.training.microBatch = 2;
    s.training.precision = Precision::Bf16Pure;
    s.training.loss = GetParam().loss;
    s.training.lossChunks = 8;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    const double sbv = 4096.0 * 2 * 128256;
    EXPECT_DOUBLE_EQ(term(e, "activations_loss").bytes, GetParam().kept * sbv);
    EXPECT_DOUBLE_EQ(term(e, "logits_transient").bytes, GetParam().forward * sbv);
    EXPECT_DOUBLE_EQ(term(e, "loss_gradient").bytes, GetParam().backward * sbv);
}

// Unfused: bf16 logits and their fp32 copy in forward; nll_loss's and log_softmax's fp32
// gradients together in backward. Fused (Megatron): the bf16 logits while the fp32 copy is
// made; backward writes into the saved softmax, only the bf16 cast is new. Chunked (8):
// every bf16 chunk plus one chunk's fp32 upcast; backward one chunk's 8 bytes at a time.
INSTANTIATE_TEST_SUITE_P(Table, LossShapes,
                         ::testing::Values(LossCase{Loss::Unfused, 4, 6, 8}, LossCase{Loss::Fused, 4, 2, 2},
                                           LossCase{Loss::Chunked, 4, 2.5, 1}),
                         [](const auto& param) { return std::string(toString(param.param.loss)); });

// Compiled (torchtune's compile_loss, min-cut partitioner): the saved bf16 logits and each
// token's fp32 log-sum-exp, 2·s·b·V + 4·s·b = 2,101,379,072 bytes (2004.0 MiB, half of the
// eager 4·s·b·V); no fp32 copy in forward; backward writes one chunk's bf16 gradient,
// 2·s·b·V / 8. Megatron's fused loss is its own kernel and stays as it is.
TEST(LossShapes, TheCompiledLossKeepsItsSixteenBitInputAndTheLogSumExp)
{
    Scenario s = presetScenario("llama-3.1-8b");
    s.training.seq = 4096;
    s.training.microBatch = 2;
    s.training.precision = Precision::Bf16Pure;
    s.training.loss = Loss::Chunked;
    s.training.lossChunks = 8;
    s.training.compile = true;
    const double sbv = 4096.0 * 2 * 128256;
    Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    EXPECT_DOUBLE_EQ(term(e, "activations_loss").bytes, 2 * sbv + 4 * 4096.0 * 2);
    EXPECT_NEAR(term(e, "activations_loss").bytes / kMiB, 2004.0, 0.05);
    EXPECT_DOUBLE_EQ(term(e, "logits_transient").bytes, 0);
    EXPECT_DOUBLE_EQ(term(e, "loss_gradient").bytes, 2 * sbv / 8);
    s.training.loss = Loss::Fused;
    e = estimate(s);
    EXPECT_DOUBLE_EQ(term(e, "activations_loss").bytes, 4 * sbv);
    EXPECT_DOUBLE_EQ(term(e, "loss_gradient").bytes, 2 * sbv);
}

TEST(LossShapes, MegatronDefaultsToItsFusedLoss)
{
    Scenario s;
    s.framework = Framework::Megatron;
    applyFrameworkDefaults(s);
    EXPECT_EQ(s.training.loss, Loss::Fused);
    s.framework = Framework::HfTrainer;
    applyFrameworkDefaults(s);
    EXPECT_EQ(s.training.loss, Loss::Unfused);
}

Scenario pure8b()
{
    Scenario s = presetScenario("llama-3.1-8b");
    s.framework = Framework::HfTrainer;
    s.training.seq = 2048;
    s.training.microBatch = 1;
    s.training.precision = Precision::Bf16Pure;
    return s;
}

TEST(GradientLifetime, WithoutAccumulationTheGradientsExistFromTheEndOfBackward)
{
    const Estimate e = estimate(pure8b());
    const Term& grads = term(e, "gradients");
    EXPECT_FALSE(grads.liveAtInstant(Instant::ForwardEnd));
    EXPECT_FALSE(grads.liveAtInstant(Instant::BackwardPeak));
    EXPECT_TRUE(grads.liveAtInstant(Instant::OptimizerStep));
    EXPECT_DOUBLE_EQ(grads.bytes, 2.0 * e.params.total);
}

// Sequence parallelism, TP 8, Llama-3-8B at s 8192, b 1, no recomputation. PyTorch's plans
// all-gather the norm output before the attention and the MLP (PrepareModuleInput, Shard(1)
// to Replicate()) and the column-parallel linears save the gathered tensor; Megatron-LM saves
// the shard. Two tensors a layer of (s − s/t)·b·h·2 = 7168·4096·2 bytes more, and the output
// layer's input once more.
TEST(SequenceParallelism, PyTorchPlansSaveTheGatheredInputOfColumnParallelLinears)
{
    Scenario s = llama8b(8, true);
    s.memory.recompute = Recompute::None;
    s.framework = Framework::Megatron;
    const double megatron = layerInventory(s, false).total;
    const double megatronHead = term(estimate(s), "activations_head").bytes;
    s.framework = Framework::Fsdp;
    EXPECT_DOUBLE_EQ(layerInventory(s, false).total - megatron, 2.0 * 7168 * 4096 * 2);
    EXPECT_DOUBLE_EQ(term(estimate(s), "activations_head").bytes - megatronHead, 7168.0 * 4096 * 2);
    s.parallel.sp = false;  // without SP every rank holds the whole sequence either way
    const double plain = layerInventory(s, false).total;
    s.framework = Framework::Megatron;
    EXPECT_DOUBLE_EQ(layerInventory(s, false).total, plain);
}

// Backward runs the loss and the output layer first; autograd frees what they saved before
// the last layer is recomputed. Llama-3-8B, s 8192, b 1, full recomputation, eager loss,
// gradients accumulated (so they exist in both): the loss keeps 4·s·b·V = 4,202,692,608
// bytes and its backward adds 8·s·b·V, far more than one recomputed layer, so the loss's
// backward is the peak and the layer's working sets are not in it.
TEST(BackwardInstants, TheLossIsFreedBeforeTheLastLayerIsRecomputed)
{
    Scenario s = llama8b(1, false);
    s.memory.recompute = Recompute::Full;
    s.training.loss = Loss::Unfused;
    s.training.gradAccum = 4;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    const StageLedger& stage = e.worst();
    const auto at = [&](Instant i) { return stage.allocatedAt[static_cast<std::size_t>(i)]; };
    const Term& loss = term(e, "activations_loss");
    EXPECT_DOUBLE_EQ(loss.bytes, 4.0 * 8192 * 128256);
    EXPECT_DOUBLE_EQ(term(e, "loss_gradient").bytes, 8.0 * 8192 * 128256);
    EXPECT_TRUE(loss.liveAtInstant(Instant::LossBackward));
    EXPECT_FALSE(loss.liveAtInstant(Instant::BackwardPeak));
    EXPECT_FALSE(term(e, "recompute_working_set").liveAtInstant(Instant::LossBackward));
    EXPECT_TRUE(term(e, "activations_layers").liveAtInstant(Instant::LossBackward));
    // The two instants differ by exactly what each phase alone holds.
    const double lossPhase = term(e, "activations_head").bytes + loss.bytes + term(e, "loss_gradient").bytes;
    const double layerPhase = term(e, "recompute_working_set").bytes + term(e, "backward_working_set").bytes;
    EXPECT_NEAR(at(Instant::LossBackward) - at(Instant::BackwardPeak), lossPhase - layerPhase, 1.0);
    EXPECT_EQ(stage.peakInstant, Instant::LossBackward);
    EXPECT_DOUBLE_EQ(stage.peakAllocated, at(Instant::LossBackward));
}

// A pipeline stage without the loss peaks in its layers' backward.
TEST(BackwardInstants, AStageWithoutTheLossPeaksInItsLayersBackward)
{
    Scenario s = llama8b(1, false);
    s.memory.recompute = Recompute::Full;
    s.training.gradAccum = 4;
    s.parallel.pp = 2;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    EXPECT_EQ(findTerm(e.stages.front(), "activations_loss"), nullptr);
    EXPECT_EQ(e.stages.front().peakInstant, Instant::BackwardPeak);
}

TEST(GradientLifetime, AccumulationOrZeroedGradientsKeepThemThroughTheStep)
{
    Scenario accumulating = pure8b();
    accumulating.training.gradAccum = 4;
    EXPECT_EQ(term(estimate(accumulating), "gradients").liveAt, kLiveAlways);
    Scenario zeroed = pure8b();
    zeroed.training.gradsSetToNone = false;
    EXPECT_EQ(term(estimate(zeroed), "gradients").liveAt, kLiveAlways);
    Scenario megatron = pure8b();
    megatron.framework = Framework::Megatron;
    megatron.training.precision = Precision::Bf16Mixed;
    EXPECT_EQ(term(estimate(megatron), "gradients_fp32").liveAt, kLiveAlways);   // main_grad buffer
}

// torchtune's optimizer_in_bwd: the largest parameter is the 128256 × 4096 embedding (the
// untied output layer is as large), so 2·525,336,576 bytes of gradient at most.
TEST(OptimizerInBackward, HoldsOneParametersGradientAndNoStepScratch)
{
    Scenario s = pure8b();
    s.training.optimizerInBackward = true;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    EXPECT_EQ(findTerm(e.worst(), "gradients"), nullptr);
    EXPECT_EQ(findTerm(e.worst(), "optimizer_scratch"), nullptr);
    EXPECT_DOUBLE_EQ(term(e, "gradient_in_flight").bytes, 2.0 * 128256 * 4096);
    // No parameter has its gradient while the loss's backward runs.
    EXPECT_FALSE(term(e, "gradient_in_flight").liveAtInstant(Instant::LossBackward));
    EXPECT_TRUE(term(e, "gradient_in_flight").liveAtInstant(Instant::BackwardPeak));
    const Estimate whole = estimate(pure8b());
    EXPECT_LT(e.worst().peakAllocated, whole.worst().peakAllocated);
}

TEST(OptimizerInBackward, RefusesAccumulationAndGradientBuffers)
{
    Scenario s = pure8b();
    s.training.optimizerInBackward = true;
    s.training.gradAccum = 2;
    auto problems = validate(s);
    ASSERT_FALSE(problems.empty());
    EXPECT_EQ(problems.front().field, "training.optimizer_in_backward");
    EXPECT_NE(problems.front().message.find("gradient accumulation to 1"), std::string::npos);
    s.training.gradAccum = 1;
    s.framework = Framework::Megatron;
    problems = validate(s);
    ASSERT_FALSE(problems.empty());
    EXPECT_NE(problems.front().message.find("gradient buffer"), std::string::npos);
}

// PagedAdamW8bit: two uint8 states with an fp32 absmax per 256 elements, 2·(1 + 4/256)
// bytes a parameter, in CUDA managed memory: in the GPU's total, never in allocated.
TEST(PagedOptimizer, StatesAreOnTheGpuButOutsideTheAllocator)
{
    Scenario s = pure8b();
    s.training.optimizer = Optimizer::AdamW8bit;
    const Estimate plain = estimate(s);
    s.training.pagedOptimizer = true;
    const Estimate paged = estimate(s);
    const Term& moments = term(paged, "optimizer_moments");
    EXPECT_TRUE(moments.outsideAllocator);
    EXPECT_DOUBLE_EQ(moments.bytes, 2.0 * (1 + 4.0 / 256) * paged.params.total);
    EXPECT_NEAR(plain.worst().peakAllocated - paged.worst().peakAllocated, moments.bytes, 1.0);
    // The same bytes on the card; only the fragmentation reserve follows allocated.
    EXPECT_NEAR(paged.worst().total - term(paged, "fragmentation").bytes,
                plain.worst().total - term(plain, "fragmentation").bytes, 1.0);
}

TEST(PagedOptimizer, ThirtyTwoBitPagedAdamWKeepsFp32StatesForBf16Parameters)
{
    Scenario s = pure8b();
    s.training.pagedOptimizer = true;
    EXPECT_DOUBLE_EQ(term(estimate(s), "optimizer_moments").bytes, 8.0 * estimate(s).params.total);
    s.training.optimizer = Optimizer::Sgd;
    const auto problems = validate(s);
    ASSERT_FALSE(problems.empty());
    EXPECT_EQ(problems.front().field, "training.paged_optimizer");
}

}  // namespace

namespace {

// Megatron-LM's gradient buffer: whole under the distributed optimizer (the reduce-scatter
// lands in it), sharded by Megatron-FSDP's optim_grads_params (is_grad_buffer_distributed).
TEST(TrainingStacks, MegatronFsdpShardsItsGradientBuffer)
{
    Scenario s = memledger::test::presetScenario("llama-3.1-8b");
    s.framework = Framework::Megatron;
    s.training.precision = Precision::Bf16Mixed;
    s.parallel.dp = 8;
    s.parallel.distributedOptimizer = true;
    const Estimate optimizer = memledger::test::estimated(s);
    const double grads = term(optimizer, "gradients_fp32").bytes;
    EXPECT_DOUBLE_EQ(grads, 4 * term(optimizer, "weights").bytes / 2);  // 4 bytes per parameter, whole
    s.parallel.fsdp = FsdpMode::FullShard;
    const Estimate fsdp = memledger::test::estimated(s);
    EXPECT_DOUBLE_EQ(term(fsdp, "gradients_fp32").bytes, grads / 8);
}

}  // namespace
