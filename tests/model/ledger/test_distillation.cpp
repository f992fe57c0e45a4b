// A knowledge-distillation job's teacher and loss (docs/model.md#distillation): torchtune's
// llama3_2/8B_to_1B_KD_lora_single_device derived by hand, term by term, and the instant each
// lives at; the teacher sharded and streamed under FSDP; what is refused.
#include <gtest/gtest.h>

#include <string_view>

#include "model/io/presets.h"
#include "model/report/estimate_text.h"
#include "model/timeline/timeline.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::presets;
using memledger::test::presetScenario;
using memledger::test::refusedOn;
using memledger::test::termBytes;

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// Llama 3.1 8B: Ψ, its largest layer, its widths; Llama 3's tokenizer.
constexpr double kTeacherParams = 8'030'261'248;
constexpr double kTeacherLayer = 218'112'000;
constexpr double kTeacherHidden = 4'096;
constexpr double kTeacherFfn = 14'336;
constexpr double kVocab = 128'256;

using memledger::test::at;

// The student alone: Llama 3.2 1B with rank-64 adapters on every linear, bf16 throughout,
// torchtune's chunked cross-entropy, 4 sequences of 1,024 tokens, on one H100.
Scenario student()
{
    Scenario s = presetScenario("llama-3.2-1b");
    s.framework = Framework::Fsdp;
    s.training.precision = Precision::Bf16Pure;
    s.training.seq = 1024;
    s.training.microBatch = 4;
    s.training.gradAccum = 8;
    s.training.loss = Loss::Chunked;
    s.training.lossChunks = 8;
    s.memory.lora.rank = 64;
    s.memory.recompute = Recompute::None;
    return s;
}

Scenario distilled(Scenario s, const char* teacher = "llama-3.1-8b")
{
    EXPECT_TRUE(chooseTeacher(presets(), teacher, s.teacher));
    return s;
}

TEST(Distillation, TorchtunesLlamaKdConfigTermByTerm)
{
    const Scenario s = distilled(student());
    const Estimate with = estimate(s);
    const Estimate without = estimate(student());
    ASSERT_TRUE(with.valid()) << with.problems.front().message;
    const StageLedger& stage = with.worst();
    const double sbv = 1024.0 * 4 * kVocab;
    const double sb = 1024.0 * 4;

    // The teacher whole on the GPU, in bf16.
    EXPECT_DOUBLE_EQ(termBytes(stage, "teacher_weights"), 2 * kTeacherParams);
    // Its pass ends with every chunk of its bf16 logits and the normed hidden state they come
    // from: larger than an MLP's moment, 4·1,024·(2·4,096 + 3·14,336)·2.
    const double end = 2 * sbv + 4 * 1024.0 * kTeacherHidden * 2;
    ASSERT_GT(end, 4 * 1024.0 * (2 * kTeacherHidden + 3 * kTeacherFfn) * 2);
    EXPECT_DOUBLE_EQ(termBytes(stage, "teacher_forward"), end);
    EXPECT_DOUBLE_EQ(termBytes(stage, "teacher_student_logits"), 2 * sbv);
    EXPECT_DOUBLE_EQ(termBytes(stage, "teacher_logits"), 2 * sbv);
    // Forward KL keeps the teacher's fp32 probabilities, the student's fp32 log-probabilities
    // and a bool mask of every logit, and the labels' int32 mask of every token.
    EXPECT_DOUBLE_EQ(termBytes(stage, "kd_loss_saved"), 9 * sbv + 4 * sb);
    EXPECT_EQ(findTerm(stage, "teacher_gathered_params"), nullptr);

    // What the teacher adds at each instant of the student's step: at the end of the forward
    // (the cross-entropy after the divergence) its weights, its logits and what the divergence
    // keeps; at the loss's backward the logits are gone; at the optimizer step, its weights.
    const auto added = [&](Instant instant) {
        return stage.allocatedAt[at(instant)] - without.worst().allocatedAt[at(instant)];
    };
    EXPECT_DOUBLE_EQ(added(Instant::ForwardEnd), 2 * kTeacherParams + 2 * sbv + 9 * sbv + 4 * sb);
    EXPECT_DOUBLE_EQ(added(Instant::LossBackward), 2 * kTeacherParams + 9 * sbv + 4 * sb);
    EXPECT_DOUBLE_EQ(added(Instant::OptimizerStep), 2 * kTeacherParams);

    // The teacher's pass follows the student's forward: what that forward keeps for backward
    // is there, the losses' tensors are not yet.
    for (const char* id : {"teacher_weights", "teacher_forward", "teacher_student_logits", "activations_layers"}) {
        const Term* term = findTerm(stage, id);
        ASSERT_NE(term, nullptr) << id;
        EXPECT_TRUE(term->liveAtInstant(Instant::LogProb)) << id;
    }
    for (const char* id : {"activations_loss", "kd_loss_saved", "teacher_logits", "logits_transient", "loss_gradient"})
        EXPECT_FALSE(findTerm(stage, id)->liveAtInstant(Instant::LogProb)) << id;

    // 14.96 GiB of teacher, 4.40 GiB of divergence: the end of the forward is the peak.
    EXPECT_NEAR(2 * kTeacherParams / kGiB, 14.96, 0.005);
    EXPECT_NEAR(9 * sbv / kGiB, 4.40, 0.005);
    EXPECT_EQ(stage.peakInstant, Instant::ForwardEnd);
    EXPECT_NE(logProbBasisText(s, with, ByteUnit::GiB).find("llama-3.1-8b"), std::string::npos);
}

// The divergences keep what their statements save: 13 bytes a logit for reverse KL, 22 for
// both, and 4 bytes a token of the labels' mask for each KL; unchunked, the models' logits are fp32 (.float()).
TEST(Distillation, EachDivergenceKeepsItsOwnTensors)
{
    Scenario s = distilled(student());
    const double sbv = 1024.0 * 4 * kVocab;
    const double sb = 1024.0 * 4;
    s.teacher.loss = KdLoss::Reverse;
    EXPECT_DOUBLE_EQ(termBytes(estimate(s).worst(), "kd_loss_saved"), 13 * sbv + 4 * sb);
    s.teacher.loss = KdLoss::Symmetric;
    EXPECT_DOUBLE_EQ(termBytes(estimate(s).worst(), "kd_loss_saved"), 22 * sbv + 8 * sb);
    s.training.loss = Loss::Unfused;
    const Estimate unchunked = estimate(s);
    EXPECT_DOUBLE_EQ(termBytes(unchunked.worst(), "teacher_logits"), 4 * sbv);
    EXPECT_DOUBLE_EQ(termBytes(unchunked.worst(), "teacher_student_logits"), 4 * sbv);
}

// torchtune's distributed recipe shards the teacher with the student's FSDP settings: an
// eighth of it on each of 8 GPUs, a layer gathered and the next prefetched for its pass; with
// fsdp_cpu_offload its shards are in host memory.
TEST(Distillation, ShardedAndStreamedTeacher)
{
    Scenario s = distilled(student());
    s.parallel.dp = 8;
    s.parallel.fsdp = FsdpMode::FullShard;
    const Estimate sharded = estimate(s);
    ASSERT_TRUE(sharded.valid()) << sharded.problems.front().message;
    EXPECT_DOUBLE_EQ(termBytes(sharded.worst(), "teacher_weights"), 2 * kTeacherParams / 8);
    EXPECT_DOUBLE_EQ(termBytes(sharded.worst(), "teacher_gathered_params"), 2 * kTeacherLayer * 2);

    s.teacher.offload = true;
    const Estimate streamed = estimate(s);
    ASSERT_TRUE(streamed.valid()) << streamed.problems.front().message;
    EXPECT_EQ(findTerm(streamed.worst(), "teacher_weights"), nullptr);
    double host = 0;
    for (const Term& term : streamed.host.terms)
        if (std::string_view(term.id) == "teacher_weights_host")
            host = term.bytes;
    // Per node: each of its 8 GPUs' eighth.
    EXPECT_DOUBLE_EQ(host, 2 * kTeacherParams);
}

// The teacher's forward runs on every micro-batch between the student's forward and its loss.
TEST(Distillation, TheTeachersForwardIsOnTheTimeline)
{
    const Scenario s = distilled(student());
    const Timeline with = simulateStep(s);
    const Timeline without = simulateStep(student());
    int passes = 0;
    for (const auto& span : with.spans)
        passes += span.kind == SpanKind::LogProbPass;
    EXPECT_EQ(passes, 8);  // one per micro-batch
    // An 8B forward on 4,096 tokens is several times the 1B student's whole step's forward.
    EXPECT_GT(with.stepTime, without.stepTime * 1.5);
}

TEST(Distillation, RefusedWhereItIsNotModelled)
{
    Scenario s = distilled(student(), "qwen3-8b");  // another tokenizer
    EXPECT_TRUE(refusedOn(s, "teacher.model"));
    s = distilled(student());
    s.parallel.tp = 2;
    EXPECT_TRUE(refusedOn(s, "teacher.model"));
    s = distilled(student());
    s.reference.model = ReferenceModel::Policy;
    EXPECT_TRUE(refusedOn(s, "teacher.model"));
    s = distilled(student());
    s.teacher.offload = true;  // not sharded: torchtune's offload is FSDP's
    EXPECT_TRUE(refusedOn(s, "teacher.offload"));
}

}  // namespace
