// A post-training job's reference model and log-prob passes (docs/model.md#the-reference-model):
// the worked examples of GRPO (verl, colocated vLLM asleep, reference in host memory) and DPO
// (TRL, reference on every GPU) derived by hand, term by term, and the instant each peaks in.
#include <gtest/gtest.h>

#include <algorithm>

#include "model/ledger/instant_ledger.h"
#include "model/report/estimate_text.h"
#include "tests/model/ledger/rl_jobs.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::categoryBytes;
using memledger::test::presetScenario;
using memledger::test::termBytes;

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// Qwen2-7B's shapes (Qwen2.5-7B has the same): research note §6.
constexpr double kParams = 7'615'616'512;
constexpr double kLayerParams = 233'057'792;
constexpr double kVocab = 152'064;
constexpr double kFfn = 18'944;
constexpr double kHidden = 3'584;

using memledger::test::at;

// verl's GRPO example (examples/grpo_trainer/run_qwen2-7b.sh, research note §6).
Scenario verlGrpo() { return memledger::test::verlGrpoQwen7bWithReference(); }

TEST(ReferenceModel, VerlsGrpoExampleTermByTerm)
{
    const Scenario s = verlGrpo();
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    const StageLedger& stage = e.worst();

    // The reference in bf16, each GPU's eighth in host memory: 2·Ψ per node of 8.
    ASSERT_EQ(e.host.terms.size(), 1u);
    EXPECT_STREQ(e.host.terms.front().id, "reference_weights_host");
    EXPECT_DOUBLE_EQ(e.host.total, 2 * kParams);
    EXPECT_EQ(findTerm(stage, "reference_weights"), nullptr);

    // The pass: a layer gathered and the next prefetched (2·U·2), 40 sequences' bf16 logits
    // and the entropy's softmax as large (2·s·b_lp·V each), and a layer's working set.
    EXPECT_DOUBLE_EQ(termBytes(stage, "logprob_gathered_params"), 2 * kLayerParams * 2);
    EXPECT_DOUBLE_EQ(termBytes(stage, "logprob_logits"), 2 * 1536.0 * 40 * kVocab);
    EXPECT_DOUBLE_EQ(termBytes(stage, "logprob_softmax"), 2 * 1536.0 * 40 * kVocab);
    // A layer without gradients at its MLP's widest: residual and normed copy, gate and up
    // outputs and their product, for 40 sequences.
    const double working = 40 * 1536.0 * (2 * kHidden + 3 * kFfn) * 2;
    EXPECT_DOUBLE_EQ(termBytes(stage, "logprob_forward"), working);

    // At the passes: the fp32 shard and AdamW's moments (what outlives a step), PyTorch's two
    // cuBLAS workspaces, the pass's tensors, both processes' contexts, the trainer's reserve;
    // no engine, no gradients.
    const double shard = 4 * kParams / 8;
    const double moments = 8 * kParams / 8 + 2 * 32.0 * (1 << 20);
    const double pass = 2 * kLayerParams * 2 + 2 * (2 * 1536.0 * 40 * kVocab) + working;
    const double contexts = categoryBytes(stage, Category::CudaContext) + termBytes(stage, "rollout_context");
    const double reserve = termBytes(stage, "fragmentation");
    EXPECT_DOUBLE_EQ(stage.allocatedAt[at(Instant::LogProb)], shard + moments + pass);
    EXPECT_DOUBLE_EQ(stage.totalAt[at(Instant::LogProb)], shard + moments + pass + contexts + reserve);
    for (const Term& t : stage.terms)
        if (t.category == Category::Gradients || t.category == Category::Rollout ||
            t.category == Category::Activations) {
            EXPECT_EQ(t.liveAtInstant(Instant::LogProb), std::string_view(t.id) == "rollout_context") << t.id;
        }
    // 58.4 GiB at the passes, 34.8 of it the two vocabulary-wide tensors; the engine awake
    // (its 47.8 GiB budget beside the shard and moments) is the peak.
    EXPECT_NEAR(stage.totalAt[at(Instant::LogProb)] / kGiB, 58.38, 0.05);
    EXPECT_EQ(stage.peakInstant, Instant::Rollout);
}

// Kept on the GPU, the reference is sharded like the policy's parameters under FSDP: an
// eighth of its bf16 weights on every GPU, at every instant; streamed, nothing but the pass.
TEST(ReferenceModel, OnTheGpuItIsShardedLikeThePolicy)
{
    Scenario s = verlGrpo();
    s.reference.offload = false;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    const StageLedger& stage = e.worst();
    const Term* reference = findTerm(stage, "reference_weights");
    ASSERT_NE(reference, nullptr);
    EXPECT_DOUBLE_EQ(reference->bytes, 2 * kParams / 8);
    for (const Instant i : {Instant::ForwardEnd, Instant::BackwardPeak, Instant::OptimizerStep, Instant::Rollout,
                            Instant::LogProb})
        EXPECT_TRUE(reference->liveAtInstant(i));
    EXPECT_EQ(e.host.total, 0.0);
    const Estimate offloaded = estimate(verlGrpo());
    EXPECT_DOUBLE_EQ(stage.totalAt[at(Instant::Rollout)] - offloaded.worst().totalAt[at(Instant::Rollout)],
                     reference->bytes);
}

// TRL prepares the reference for inference at DeepSpeed stage 0 unless the policy is at
// ZeRO-3: whole on every GPU (models/utils.py prepare_deepspeed).
TEST(ReferenceModel, WithoutParameterShardingEveryGpuHoldsAWholeCopy)
{
    Scenario s = presetScenario("qwen2.5-7b");
    s.framework = Framework::HfTrainer;
    s.parallel.dp = 8;
    s.parallel.zeroStage = 2;
    s.reference.model = ReferenceModel::Policy;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "reference_weights"), 2 * kParams);
    s.parallel.zeroStage = 3;
    EXPECT_DOUBLE_EQ(termBytes(estimate(s).worst(), "reference_weights"), 2 * kParams / 8);
}

// Under LoRA the reference is the policy's own base with its adapters disabled: no second
// copy, but the passes still run.
TEST(ReferenceModel, UnderLoraTheBaseIsTheReference)
{
    Scenario s = presetScenario("qwen2.5-7b");
    s.memory.lora.rank = 16;
    s.reference.model = ReferenceModel::Policy;
    s.reference.offload = true;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    EXPECT_EQ(findTerm(e.worst(), "reference_weights"), nullptr);
    EXPECT_EQ(e.host.total, 0.0);
    EXPECT_NE(findTerm(e.worst(), "logprob_logits"), nullptr);
}

// TRL's DPO (dpo_trainer.py _compute_loss) runs the policy's forward, then the reference's
// under no_grad: the reference's pass meets what the policy's forward keeps for backward.
// Qwen2.5-7B on 8 GPUs at ZeRO-3, micro-batch 16 (8 chosen + 8 rejected) of 1,024 tokens,
// full recomputation.
Scenario trlDpo()
{
    Scenario s = presetScenario("qwen2.5-7b");
    s.framework = Framework::HfTrainer;
    s.training.seq = 1024;
    s.training.microBatch = 16;
    s.parallel.dp = 8;
    s.parallel.zeroStage = 3;
    s.memory.recompute = Recompute::Full;
    s.reference.model = ReferenceModel::Policy;
    s.training.loss = Loss::SelectiveLogSoftmax;  // DPOTrainer's (dpo_trainer.py _compute_loss)
    return s;
}

TEST(ReferenceModel, DposReferencePassFollowsThePolicysForward)
{
    const Scenario s = trlDpo();
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    const StageLedger& stage = e.worst();
    EXPECT_DOUBLE_EQ(termBytes(stage, "reference_weights"), 2 * kParams / 8);
    // TRL takes the log-softmax one sequence at a time: the logits of 16 and one row beside them.
    EXPECT_DOUBLE_EQ(termBytes(stage, "logprob_logits"), 2 * 1024.0 * 16 * kVocab);
    EXPECT_DOUBLE_EQ(termBytes(stage, "logprob_softmax"), 2 * 1024.0 * 1 * kVocab);
    EXPECT_DOUBLE_EQ(termBytes(stage, "logprob_gathered_params"), 2 * kLayerParams * 2);
    EXPECT_DOUBLE_EQ(termBytes(stage, "logprob_forward"), 16 * 1024.0 * (2 * kHidden + 3 * kFfn) * 2);
    // The policy's own loss: each sequence's 16-bit log-softmax kept, the logits beside them in
    // forward, and in backward the stacked gradient beside the rows'.
    EXPECT_DOUBLE_EQ(termBytes(stage, "activations_loss"), 2 * 1024.0 * 16 * kVocab);
    EXPECT_DOUBLE_EQ(termBytes(stage, "logits_transient"), 2 * 1024.0 * 16 * kVocab);
    EXPECT_DOUBLE_EQ(termBytes(stage, "loss_gradient"), 2 * 1024.0 * 16 * kVocab);
    // What the policy's forward keeps for backward is there; its forward-only transients and
    // its gathered units (released as the forward ends) are not.
    double expected = 0;
    for (const Term& t : stage.terms) {
        const std::string_view id = t.id;
        const bool keptForBackward =
            (t.liveAt & kLiveForward) && t.liveAt != kLiveForward && id != "gathered_params";
        if (id.starts_with("logprob_")) {
            EXPECT_TRUE(t.liveAtInstant(Instant::LogProb)) << t.id;
        } else if (t.category != Category::CudaContext && t.category != Category::Fragmentation) {
            EXPECT_EQ(t.liveAtInstant(Instant::LogProb), keptForBackward) << t.id;
        }
        if (t.category != Category::CudaContext && t.category != Category::Fragmentation &&
            (keptForBackward || id.starts_with("logprob_")))
            expected += t.bytes;
    }
    EXPECT_FALSE(findTerm(stage, "logits_transient")->liveAtInstant(Instant::LogProb));
    EXPECT_TRUE(findTerm(stage, "activations_loss")->liveAtInstant(Instant::LogProb));
    EXPECT_DOUBLE_EQ(stage.allocatedAt[at(Instant::LogProb)], expected);
    // 28.1 GiB allocated at the reference's pass, the peak: with TRL's loss the policy's own
    // loss backward holds less than the reference's logits beside its kept activations.
    EXPECT_NEAR(stage.allocatedAt[at(Instant::LogProb)] / kGiB, 28.15, 0.01);
    EXPECT_NEAR(stage.allocatedAt[at(Instant::LossBackward)] / kGiB, 25.91, 0.01);
    EXPECT_EQ(stage.peakInstant, Instant::LogProb);
    EXPECT_EQ(stage.totalAt[at(Instant::Rollout)], categoryBytes(stage, Category::CudaContext));
}

// TRL's selective_log_softmax by hand (trl/trainer/utils.py; measured on the CPU by
// tests/preference/compare_selective_log_softmax.py): one sequence keeps its 16-bit row, and its
// backward holds that row, the gathered gradient and its own; fp32 logits take the logsumexp
// branch, which keeps the logits and makes three gradients of their size. torch.compile does not
// change TRL's loss.
TEST(ReferenceModel, SelectiveLogSoftmaxByHand)
{
    Scenario s = trlDpo();
    s.training.microBatch = 1;
    s.training.compile = true;
    const double row = 1024.0 * kVocab;
    StageLedger stage = estimate(s).worst();
    EXPECT_DOUBLE_EQ(termBytes(stage, "activations_loss"), 2 * row);
    EXPECT_DOUBLE_EQ(termBytes(stage, "logits_transient"), 2 * row);
    EXPECT_DOUBLE_EQ(termBytes(stage, "loss_gradient"), 2 * 2 * row);
    s.training.precision = Precision::Fp32;
    s.training.microBatch = 3;
    stage = estimate(s).worst();
    EXPECT_DOUBLE_EQ(termBytes(stage, "activations_loss"), 4 * 3 * row);
    EXPECT_DOUBLE_EQ(termBytes(stage, "logits_transient"), 0);
    EXPECT_DOUBLE_EQ(termBytes(stage, "loss_gradient"), 3 * 4 * 3 * row);
    // Against the cross-entropy the same job would run through transformers: 4 + 6 + 8 per logit.
    s.training.precision = Precision::Bf16Mixed;
    s.training.loss = Loss::Unfused;
    s.training.compile = false;
    stage = estimate(s).worst();
    EXPECT_DOUBLE_EQ(termBytes(stage, "activations_loss"), 4 * 3 * row);
    EXPECT_DOUBLE_EQ(termBytes(stage, "loss_gradient"), 8 * 3 * row);
}

// Gradients being accumulated are there when a later micro-batch's reference scores it.
TEST(ReferenceModel, AccumulatedGradientsMeetDposReferencePass)
{
    Scenario s = trlDpo();
    const Term* alone = findTerm(estimate(s).worst(), "gradients");
    ASSERT_NE(alone, nullptr);
    EXPECT_FALSE(alone->liveAtInstant(Instant::LogProb));
    s.training.gradAccum = 4;
    const Estimate e = estimate(s);
    EXPECT_TRUE(findTerm(e.worst(), "gradients")->liveAtInstant(Instant::LogProb));
}

// A training job has no log-prob instant; an RL job without a reference still scores with
// its old policy (verl always, TRL with vLLM by default).
TEST(ReferenceModel, WhoHasLogProbPasses)
{
    const Estimate training = estimate(presetScenario("qwen2.5-7b"));
    for (const Term& t : training.worst().terms)
        EXPECT_FALSE(t.liveAtInstant(Instant::LogProb)) << t.id;
    Scenario rl = verlGrpo();
    rl.reference.model = ReferenceModel::None;
    const Estimate e = estimate(rl);
    ASSERT_TRUE(e.valid());
    EXPECT_NE(findTerm(e.worst(), "logprob_logits"), nullptr);
    EXPECT_EQ(e.host.total, 0.0);
}

// Halving the sequences per forward halves the pass's vocabulary-wide tensors.
TEST(ReferenceModel, TheLogProbMicroBatchScalesThePass)
{
    Scenario s = verlGrpo();
    const double full = termBytes(estimate(s).worst(), "logprob_logits");
    s.training.logprobMicroBatch = 20;
    EXPECT_DOUBLE_EQ(termBytes(estimate(s).worst(), "logprob_logits"), full / 2);
    s.training.logprobMicroBatch = 0;  // the micro-batch
    EXPECT_DOUBLE_EQ(termBytes(estimate(s).worst(), "logprob_logits"), full * 8 / 40);
}

TEST(ReferenceModel, TheBasisSaysWhereTheReferenceIs)
{
    const Scenario s = verlGrpo();
    const std::string text = logProbBasisText(s, estimate(s), ByteUnit::GiB);
    EXPECT_NE(text.find("host memory (1.77 GiB per GPU)"), std::string::npos) << text;
    EXPECT_NE(text.find("40 sequences per forward"), std::string::npos) << text;
    EXPECT_TRUE(logProbBasisText(presetScenario("qwen2.5-7b"), estimate(presetScenario("qwen2.5-7b")),
                                 ByteUnit::GiB)
                    .empty());
}

// Each instant's categories sum to what the stage holds then, and the peak's are atPeak; the
// step's instants in the order an RL job and a DPO job meet them.
TEST(InstantLedger, EveryPhaseIsReadTheSameWay)
{
    for (const Scenario& s : {verlGrpo(), trlDpo(), presetScenario("qwen2.5-7b")}) {
        const Estimate e = estimate(s);
        ASSERT_TRUE(e.valid()) << e.problems.front().message;
        const StageLedger& stage = e.worst();
        for (int i = 0; i < kInstantCount; ++i) {
            const auto bytes = categoriesAt(stage, static_cast<Instant>(i));
            double sum = 0;
            for (const double b : bytes)
                sum += b;
            EXPECT_NEAR(sum, stage.totalAt[static_cast<std::size_t>(i)], 1.0) << i;
        }
        EXPECT_EQ(categoriesAt(stage, stage.peakInstant), stage.atPeak);
    }
    using I = Instant;
    EXPECT_EQ(instantsOfTheStep(estimate(verlGrpo())),
              (std::vector<I>{I::WeightSync, I::Rollout, I::LogProb, I::ForwardEnd, I::LossBackward, I::BackwardPeak, I::BackwardEnd,
                              I::OptimizerStep}));
    EXPECT_EQ(instantsOfTheStep(estimate(trlDpo())),
              (std::vector<I>{I::ForwardEnd, I::LogProb, I::LossBackward, I::BackwardPeak, I::BackwardEnd,
                              I::OptimizerStep}));
    EXPECT_EQ(instantsOfTheStep(estimate(presetScenario("qwen2.5-7b"))),
              (std::vector<I>{I::ForwardEnd, I::LossBackward, I::BackwardPeak, I::BackwardEnd, I::OptimizerStep}));
}

// PPO (verl's GAE example on the same 8 GPUs, no KL term): the critic is the policy's
// network with a value head of h parameters in place of the output layer (V·h), stored,
// sharded and optimised as the policy: fp32 shards 4·Ψ_c/8 and AdamW's moments 8·Ψ_c/8,
// held at every instant. Its gradients, freed after its update, are not held through the step.
TEST(Critic, VerlsPpoCriticTermByTerm)
{
    Scenario s = memledger::test::verlGrpoQwen7b();
    s.critic.model = CriticModel::Policy;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    const StageLedger& stage = e.worst();
    const double critic = kParams - kVocab * kHidden + kHidden;   // 7,070,622,720
    EXPECT_DOUBLE_EQ(critic, 7'070'622'720.0);
    EXPECT_DOUBLE_EQ(termBytes(stage, "critic_weights"), 4 * critic / 8);
    EXPECT_DOUBLE_EQ(termBytes(stage, "critic_optimizer_states"), 8 * critic / 8);
    EXPECT_EQ(findTerm(stage, "critic_gradients"), nullptr);
    for (const char* id : {"critic_weights", "critic_optimizer_states"})
        for (const Instant i : {Instant::Rollout, Instant::LogProb, Instant::ForwardEnd, Instant::BackwardPeak,
                                Instant::OptimizerStep})
            EXPECT_TRUE(findTerm(stage, id)->liveAtInstant(i)) << id;
    // At the rollout: both models' shards and moments beside the engine's 47.5 GiB (u = 0.6 of
    // the 79.18 GiB an H100 shows), and PyTorch's cuBLAS workspaces: 70.1 GiB.
    const Estimate actorOnly = estimate(memledger::test::verlGrpoQwen7b());
    EXPECT_DOUBLE_EQ(stage.totalAt[at(Instant::Rollout)] - actorOnly.worst().totalAt[at(Instant::Rollout)],
                     12 * critic / 8);
    EXPECT_NEAR(stage.totalAt[at(Instant::Rollout)] / kGiB, 70.09, 0.05);
    // Said: the critic's own update is taken as bounded by the policy's.
    EXPECT_TRUE(std::any_of(e.warnings.begin(), e.warnings.end(),
                            [](const Problem& w) { return w.field == "critic.model"; }));
}

// A persistent gradient buffer (Megatron's) outlives the step: the critic's does too.
TEST(Critic, APersistentGradientBufferIsTheCriticsToo)
{
    Scenario s = memledger::test::verlGrpoQwen7b();
    s.critic.model = CriticModel::Policy;
    s.training.gradsSetToNone = false;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    const StageLedger& stage = e.worst();
    ASSERT_NE(findTerm(stage, "critic_gradients"), nullptr);
    const double critic = kParams - kVocab * kHidden + kHidden;
    EXPECT_DOUBLE_EQ(termBytes(stage, "critic_gradients"), termBytes(stage, "gradients") * critic / kParams);
    // Kept through the rollout and the log-prob passes, as the policy's are.
    for (const Instant i : {Instant::Rollout, Instant::LogProb}) {
        EXPECT_TRUE(findTerm(stage, "gradients")->liveAtInstant(i));
        EXPECT_TRUE(findTerm(stage, "critic_gradients")->liveAtInstant(i));
    }
}

}  // namespace
