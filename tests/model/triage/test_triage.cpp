// The worked OOM scenarios walked by the triage engine (issue 5 acceptance): each test
// asserts the diagnosis, the branch chosen and the order of the steps.
#include <gtest/gtest.h>

#include "model/io/presets.h"

#include "model/triage/triage.h"
#include "model/triage/triage_actions.h"
#include "model/io/reports/triage_report.h"
#include "tests/model/test_support.h"

using namespace memledger;
using model::TriageOptions;
using model::TriageResult;
using model::TriageStop;
using Strings = std::vector<std::string>;
using test::scenarioPreset;

namespace {

// The answer the engine gave to `question` in the first walk.
std::string diagnosed(const TriageResult& result, const std::string& question)
{
    for (const auto& answered : result.diagnosis)
        if (answered.question == question)
            return answered.answer;
    return "(not asked)";
}

bool skippedFor(const TriageResult& result, const std::string& action, const std::string& words)
{
    for (const auto& skip : result.skipped)
        if (skip.action == action && skip.reason.message.find(words) != std::string::npos)
            return true;
    return false;
}

// Every step the engine proposes is measured by the engine and explained.
void expectWellFormedSteps(const TriageResult& result)
{
    const auto& tree = model::builtinTriageTree();
    for (const auto& step : result.steps) {
        EXPECT_GT(step.saved(), 0) << step.action;
        EXPECT_TRUE(step.timeBefore.known && step.timeAfter.known) << step.action;
        EXPECT_FALSE(step.trail.empty()) << step.action;
        const auto* action = tree.action(step.action);
        ASSERT_NE(action, nullptr);
        EXPECT_FALSE(action->why.en.empty());
        EXPECT_FALSE(action->source.empty());
    }
}

model::Scenario sevenBAt4096Batch4()
{
    // A 7B GPT-style model at s=4096, b=4 on 80 GB cards, with ZeRO-1 over 8 GPUs so the states fit.
    auto scenario = scenarioPreset("7b-eager-attention-s4096-b4");
    scenario.parallel.dp = 8;
    scenario.parallel.zeroStage = 1;
    return scenario;
}

}  // namespace

TEST(Triage, SevenBFullFineTuneOn24GbTakesTheStatesBranchThenLoraRouteFitsWithCheckpointing)
{
    TriageOptions options;
    options.allowLora = true;
    const auto result = model::triage(scenarioPreset("7b-full-finetune-24gb-s8192"), options);
    EXPECT_EQ(diagnosed(result, "batch-one"), "oom");   // micro-batch 1 still OOM …
    EXPECT_EQ(diagnosed(result, "dominant"), "states"); // … so the states are the problem
    EXPECT_EQ(result.actions(), (Strings{"lora", "recompute-full", "qlora"}));
    EXPECT_EQ(result.branches(), (Strings{"states", "activations", "states"}));
    EXPECT_EQ(result.stop, TriageStop::Fits);
    EXPECT_TRUE(result.final.memory.lora.qlora);
    EXPECT_EQ(result.final.memory.recompute, model::Recompute::Full);
    EXPECT_LE(result.totalAfter, result.capacity);
    expectWellFormedSteps(result);
}

TEST(Triage, SevenBFullFineTuneWithoutLoraShrinksTheOptimizerAndOffloadsParametersLast)
{
    const auto result = model::triage(scenarioPreset("7b-full-finetune-24gb-s8192"));
    EXPECT_TRUE(skippedFor(result, "lora", "full fine-tune"));
    EXPECT_EQ(result.actions(),
              (Strings{"adamw-8bit", "recompute-full", "offload-optimizer", "offload-parameters"}));
    // After the 8-bit optimizer the backward peak is activations (the gradients appear only
    // as backward frees them); once they are recomputed, the states again.
    EXPECT_EQ(result.branches(), (Strings{"states", "activations", "states"}));
    EXPECT_TRUE(result.fits());
}

TEST(Triage, SevenBAtBatch4TakesTheActivationsBranchSelectiveThenFull)
{
    TriageOptions options;
    options.flashAvailable = false;   // eager attention stays: the s² scores are there to recompute
    const auto result = model::triage(sevenBAt4096Batch4(), options);
    EXPECT_EQ(diagnosed(result, "oom-phase"), "forward");
    EXPECT_EQ(diagnosed(result, "dominant"), "activations");
    ASSERT_GE(result.steps.size(), 2u);
    EXPECT_EQ(result.steps[0].action, "recompute-selective");
    EXPECT_EQ(result.steps[1].action, "recompute-full");
    EXPECT_EQ(result.steps[0].branch, "activations");
    EXPECT_EQ(result.steps[1].branch, "activations");
    EXPECT_TRUE(result.fits());
    expectWellFormedSteps(result);
}

TEST(Triage, SevenBAtBatch4WithFlashAvailableTurnsItOnFirstThenCheckpoints)
{
    const auto result = model::triage(sevenBAt4096Batch4());
    EXPECT_EQ(result.actions(), (Strings{"flash-attention", "recompute-full"}));
    EXPECT_EQ(result.branches(), (Strings{"free-defaults", "activations"}));
    // With FlashAttention there are no scores left for selective recomputation to drop.
    EXPECT_TRUE(skippedFor(result, "recompute-selective", "saves almost nothing"));
    EXPECT_EQ(result.stop, TriageStop::Fits);
}

TEST(Triage, SeventyBOnEightGpusZeroThreeAloneDoesNotFitSoItOffloads)
{
    const auto scenario = scenarioPreset("70b-zero3-dp8");
    ASSERT_EQ(scenario.parallel.zeroStage, 3);
    const auto result = model::triage(scenario);
    EXPECT_GT(result.totalBefore, result.capacity);   // ZeRO-3 alone does not fit
    EXPECT_EQ(diagnosed(result, "dominant"), "states");
    EXPECT_EQ(diagnosed(result, "gpus"), "multi");
    EXPECT_EQ(result.actions(), (Strings{"offload-optimizer"}));
    EXPECT_EQ(result.branches(), (Strings{"ladder"}));
    EXPECT_TRUE(skippedFor(result, "zero-2", "already sharded at stage 3"));
    EXPECT_TRUE(result.fits());
    EXPECT_GT(result.steps[0].timeAdded(), 0);   // offload costs time
    expectWellFormedSteps(result);
}

TEST(Triage, SeventyBWithoutOffloadNeedsMoreGpus)
{
    TriageOptions options;
    options.allowOffload = false;
    options.maxGpus = 64;
    const auto result = model::triage(scenarioPreset("70b-zero3-dp8"), options);
    EXPECT_EQ(result.actions(), (Strings{"more-gpus", "more-gpus"}));
    EXPECT_EQ(result.final.parallel.dp, 32);
    EXPECT_TRUE(result.fits());

    options.maxGpus = 8;
    const auto stuck = model::triage(scenarioPreset("70b-zero3-dp8"), options);
    EXPECT_TRUE(stuck.steps.empty());
    EXPECT_EQ(stuck.stop, TriageStop::OutOfOptions);
    EXPECT_EQ(stuck.endNode, "out-of-options");
}

// QLoRA's many small tensors fragment the default allocator: at micro-batch 13 on the 24 GB
// card the tensors fit and only the allocator's slack does not. Expandable segments,
// replayed, fix it.
TEST(Triage, SporadicOomIsFragmentation)
{
    auto scenario = scenarioPreset("qlora-7b-rtx4090");
    scenario.training.microBatch = 13;
    const auto result = model::triage(scenario);
    EXPECT_EQ(diagnosed(result, "oom-phase"), "sporadic");
    EXPECT_EQ(result.actions(), (Strings{"expandable-segments"}));
    EXPECT_EQ(result.branches(), (Strings{"fragmentation"}));
    EXPECT_EQ(result.final.memory.allocConf, "expandable_segments:True");
    EXPECT_TRUE(result.fits());
}

TEST(Triage, LargeAllocatorGapIsFixedBeforeTheActivations)
{
    auto scenario = scenarioPreset("qlora-7b-rtx4090");
    scenario.training.microBatch = 16;
    const auto result = model::triage(scenario);
    EXPECT_EQ(diagnosed(result, "fragmentation-gap"), "yes");
    ASSERT_FALSE(result.steps.empty());
    EXPECT_EQ(result.steps.front().action, "expandable-segments");
    // Then the activations: the micro-batch halves and accumulation keeps the global batch.
    EXPECT_EQ(result.steps.back().action, "micro-batch-accumulate");
    EXPECT_EQ(result.final.globalBatch(), scenario.globalBatch());
    EXPECT_TRUE(result.fits());
}

TEST(Triage, AJobThatFitsGetsNoSuggestions)
{
    const auto result = model::triage(scenarioPreset("qlora-7b-rtx4090"));
    EXPECT_EQ(result.stop, TriageStop::AlreadyFits);
    EXPECT_TRUE(result.steps.empty());
    ASSERT_EQ(result.diagnosis.size(), 1u);
    EXPECT_EQ(result.diagnosis.front().answer, "yes");
    EXPECT_EQ(result.endNode, "done-fits");
    const std::string markdown = model::triageMarkdown(result, model::builtinTriageTree(), model::Language::En);
    EXPECT_NE(markdown.find("no further change is needed"), std::string::npos);
    EXPECT_EQ(markdown.find("| # |"), std::string::npos);   // no steps table
}

TEST(Triage, SkippedActionsAreNotProposedAgain)
{
    TriageOptions options;
    options.allowLora = true;
    options.excludedActions = {"lora"};
    const auto result = model::triage(scenarioPreset("7b-full-finetune-24gb-s8192"), options);
    ASSERT_FALSE(result.steps.empty());
    EXPECT_EQ(result.steps.front().action, "qlora");   // the next rung of the same branch
    EXPECT_TRUE(skippedFor(result, "lora", "skipped by the user"));
}

// A new user skipped full checkpointing and accepted the rest: the walk ran out of
// options at 53 GiB of 24 while checkpointing alone would have made it fit.
TEST(Triage, OutOfOptionsNamesTheSkippedStepThatWouldFit)
{
    TriageOptions options;
    options.excludedActions = {"recompute-full"};
    const auto result = model::triage(scenarioPreset("7b-full-finetune-24gb-s8192"), options);
    ASSERT_FALSE(result.fits());
    ASSERT_FALSE(result.rescues.empty());
    EXPECT_EQ(result.rescues.front().action, "recompute-full");
    EXPECT_TRUE(result.rescues.front().fits);
    EXPECT_LT(result.rescues.front().totalAfter, result.capacity);
    EXPECT_NEAR(result.rescues.front().saved, result.totalAfter - result.rescues.front().totalAfter, 1.0);
    const std::string outcome = model::outcomeText(result, model::builtinTriageTree(), model::Language::En);
    EXPECT_NE(outcome.find("You skipped \"Full activation checkpointing\""), std::string::npos) << outcome;
    EXPECT_NE(outcome.find("the job fits"), std::string::npos) << outcome;
    const auto json = model::triageToJson(result, model::builtinTriageTree(), model::Language::En);
    EXPECT_EQ(json.at("skipped_would_help").at(0).at("action"), "recompute-full");
}

TEST(Triage, AWalkThatFitsWeighsNoSkippedSteps)
{
    TriageOptions options;
    options.allowLora = true;
    options.excludedActions = {"lora"};
    const auto result = model::triage(scenarioPreset("7b-full-finetune-24gb-s8192"), options);
    ASSERT_TRUE(result.fits());
    EXPECT_TRUE(result.rescues.empty());
}

// Parameter offload whose traffic hides behind compute costs no time, and the cost
// says how much traffic it hides, rather than a bare "+0.00 s".
TEST(Triage, HiddenTrafficIsReportedWithTheTimeCost)
{
    const auto result = model::triage(scenarioPreset("7b-full-finetune-24gb-s8192"));
    const auto offload = std::find_if(result.steps.begin(), result.steps.end(),
                                      [](const auto& step) { return step.action == "offload-parameters"; });
    ASSERT_NE(offload, result.steps.end());
    ASSERT_TRUE(offload->timeAfter.known);
    EXPECT_GT(offload->timeAfter.hidden, offload->timeBefore.hidden);
    EXPECT_NE(model::timeDeltaText(offload->timeBefore, offload->timeAfter).find("hidden behind compute"),
              std::string::npos);
}

// The same sentence in the reader's language: the change and the hidden traffic are put into
// the translated template, in its order.
TEST(Triage, HiddenTrafficIsSaidInTheLabelsLanguage)
{
    const auto result = model::triage(scenarioPreset("7b-full-finetune-24gb-s8192"));
    const auto offload = std::find_if(result.steps.begin(), result.steps.end(),
                                      [](const auto& step) { return step.action == "offload-parameters"; });
    ASSERT_NE(offload, result.steps.end());
    const model::TriageLabels labels = model::triageLabels([](const char* context, const char* english) {
        const std::string word = english;
        EXPECT_STREQ(context, "TriageText");
        return word == "%1; %2 of transfers hidden behind compute" ? std::string("[%2 hidden; %1]") : word;
    });
    const std::string english = model::timeDeltaText(offload->timeBefore, offload->timeAfter);
    const std::string translated = model::timeDeltaText(offload->timeBefore, offload->timeAfter, labels);
    const std::size_t semicolon = english.find("; ");
    ASSERT_NE(semicolon, std::string::npos) << english;
    const std::string change = english.substr(0, semicolon);
    const std::string hidden = english.substr(semicolon + 2, english.find(" of transfers") - semicolon - 2);
    EXPECT_EQ(translated, "[" + hidden + " hidden; " + change + "]");
    model::StepTime unknown;
    EXPECT_EQ(model::timeDeltaText(unknown, unknown), "n/a");
    EXPECT_EQ(model::timeDeltaText(unknown, unknown, model::triageLabels([](const char*, const char* word) {
                  return std::string(word) == "n/a" ? std::string("—") : std::string(word);
              })),
              "—");
}

TEST(Triage, InvalidScenarioStopsWithItsProblems)
{
    auto scenario = scenarioPreset("qlora-7b-rtx4090");
    scenario.parallel.tp = 3;   // does not divide the heads
    const auto result = model::triage(scenario);
    EXPECT_EQ(result.stop, TriageStop::Invalid);
    EXPECT_FALSE(result.problems.empty());
}

TEST(Triage, ReportsCarryTheStepsInBothLanguages)
{
    TriageOptions options;
    options.allowLora = true;
    const auto result = model::triage(scenarioPreset("7b-full-finetune-24gb-s8192"), options);
    const auto& tree = model::builtinTriageTree();
    const auto json = model::triageToJson(result, tree, model::Language::En);
    ASSERT_EQ(json["steps"].size(), 3u);
    EXPECT_EQ(json["steps"][0]["action"], "lora");
    EXPECT_EQ(json["steps"][0]["changes"][0], "memory.lora.rank: 0 → 16");
    EXPECT_GT(json["steps"][0]["saved_bytes"].get<double>(), 0);
    EXPECT_EQ(json["stop"], "fits");
    const std::string zh = model::triageMarkdown(result, tree, model::Language::Zh);
    EXPECT_NE(zh.find("全量梯度检查点"), std::string::npos);
    EXPECT_NE(zh.find("| 1 |"), std::string::npos);
}

namespace {

// Megatron's default all-gather dispatcher keeps the EP group's tokens in a buffer; the step
// switches to all-to-all and drops that buffer from the ledger. Elsewhere it does not apply.
TEST(Triage, AllToAllDispatchDropsTheGatheredTokens)
{
    model::Scenario s = test::presetScenario("mixtral-8x7b");
    s.parallel.dp = 8;
    s.parallel.ep = 8;
    s.parallel.moe.dispatcher = model::MoeDispatcher::AllGather;
    const model::Estimate before = model::estimate(s);
    ASSERT_NE(model::findTerm(before.worst(), "moe_gathered_tokens"), nullptr);
    model::Scenario after = s;
    const auto outcome = model::applyChange("moe-all-to-all", {}, TriageOptions{}, after);
    ASSERT_TRUE(outcome.applied);
    EXPECT_EQ(after.parallel.moe.dispatcher, model::MoeDispatcher::AllToAll);
    EXPECT_LT(model::estimate(after).worst().total, before.worst().total);
    EXPECT_FALSE(model::applyChange("moe-all-to-all", {}, TriageOptions{}, after).applied);  // already
    model::Scenario dense = test::presetScenario("llama-3.1-8b");
    EXPECT_FALSE(model::applyChange("moe-all-to-all", {}, TriageOptions{}, dense).applied);
}

// An RL job on 8 H100s (Qwen2.5-7B, FSDP full shard, fp32 master weights and AdamW: 10.6 GiB
// resident a GPU) whose vLLM engine asks for 0.95 of the card: training fits, the rollout
// does not. The walk says so and lowers gpu_memory_utilization to the largest 0.05 step
// that fits.
model::Scenario rlJobOverItsCard()
{
    model::Scenario s = test::presetScenario("qwen2.5-7b");
    s.training.precision = model::Precision::Bf16Amp;
    s.training.seq = 1536;
    s.parallel.dp = 8;
    s.parallel.fsdp = model::FsdpMode::FullShard;
    s.memory.recompute = model::Recompute::Full;
    s.rollout.engine = model::RolloutEngine::Vllm;
    s.rollout.gpuMemoryUtilization = 0.95;
    s.rollout.tp = 2;
    s.rollout.sleepLevel = 2;
    return s;
}

TEST(Triage, AnRlJobOverItsCardWhileGeneratingGetsASmallerEngine)
{
    const model::Scenario s = rlJobOverItsCard();
    const model::Estimate before = model::estimate(s);
    ASSERT_TRUE(before.valid()) << before.problems.front().message;
    ASSERT_FALSE(before.fits);
    EXPECT_EQ(before.worst().peakInstant, model::Instant::Rollout);
    model::Scenario after = s;
    ASSERT_TRUE(model::applyChange("rollout-utilization", {}, TriageOptions{}, after).applied);
    EXPECT_TRUE(model::estimate(after).fits);
    // The largest step of 0.05 that fits: one more does not.
    model::Scenario more = after;
    more.rollout.gpuMemoryUtilization += 0.05;
    EXPECT_FALSE(model::estimate(more).fits);
    EXPECT_FALSE(model::applyChange("rollout-utilization", {}, TriageOptions{}, after).applied);  // fits now
    const TriageResult walk = model::triage(s, TriageOptions{}, model::builtinTriageTree());
    ASSERT_FALSE(walk.diagnosis.empty());
    bool rollout = false;
    for (const auto& answered : walk.diagnosis)
        rollout = rollout || answered.answer == "rollout";
    EXPECT_TRUE(rollout);
    ASSERT_FALSE(walk.steps.empty());
    EXPECT_EQ(walk.steps.front().action, "rollout-utilization");
    EXPECT_TRUE(walk.steps.front().fitsAfter);
}

// An engine that never sleeps holds its budget through training: sleeping at level 2 frees it
// for every training phase. An engine that sleeps, or none, is passed over.
TEST(Triage, ANeverSleepingEngineIsPutToSleep)
{
    model::Scenario s = rlJobOverItsCard();
    s.rollout.sleepLevel = 0;
    s.rollout.gpuMemoryUtilization = 0.5;
    const double awake = model::estimate(s).worst().totalAt[static_cast<std::size_t>(model::Instant::BackwardPeak)];
    ASSERT_TRUE(model::applyChange("rollout-sleep", {}, TriageOptions{}, s).applied);
    EXPECT_EQ(s.rollout.sleepLevel, 2);
    EXPECT_LT(model::estimate(s).worst().totalAt[static_cast<std::size_t>(model::Instant::BackwardPeak)], awake);
    EXPECT_FALSE(model::applyChange("rollout-sleep", {}, TriageOptions{}, s).applied);
    model::Scenario training = test::presetScenario("llama-3.1-8b");
    EXPECT_FALSE(model::applyChange("rollout-sleep", {}, TriageOptions{}, training).applied);
    EXPECT_FALSE(model::applyChange("rollout-utilization", {}, TriageOptions{}, training).applied);
}

// Megatron-LM has no 8-bit AdamW; its precision-aware optimizer keeps both moments in bf16
// instead (6 bytes a parameter less over the distributed optimizer's shards). Applied once, and
// only where Megatron runs it.
TEST(Triage, MegatronKeepsTheMomentsInBf16InsteadOfEightBitAdamW)
{
    model::Scenario s = scenarioPreset("llama-3.1-70b-64xh100-megatron");
    s.parallel.distributedOptimizer = true;
    const double moments = test::termBytes(model::estimate(s).worst(), "optimizer_moments");
    model::Scenario eightBit = s;
    model::ChangeParams toEightBit;
    toEightBit.words["optimizer"] = "adamw-8bit";
    EXPECT_FALSE(model::applyChange("optimizer", toEightBit, TriageOptions{}, eightBit).applied);
    ASSERT_TRUE(model::applyChange("bf16-moments", {}, TriageOptions{}, s).applied);
    EXPECT_TRUE(s.training.precisionAwareOptimizer);
    EXPECT_EQ(s.training.expAvgDtype, model::StateDtype::Bf16);
    EXPECT_EQ(s.training.expAvgSqDtype, model::StateDtype::Bf16);
    const model::Estimate after = model::estimate(s);
    ASSERT_TRUE(after.valid());
    EXPECT_DOUBLE_EQ(test::termBytes(after.worst(), "optimizer_moments"), moments / 2);
    EXPECT_FALSE(model::applyChange("bf16-moments", {}, TriageOptions{}, s).applied);
    model::Scenario fsdp = scenarioPreset("7b-zero1-dp8");
    EXPECT_FALSE(model::applyChange("bf16-moments", {}, TriageOptions{}, fsdp).applied);
}

// The trainer's optimizer states leave the GPU between updates: the rollout instant holds them
// less, the update as much. Applied once; a training job has no rollout to make room for.
TEST(Triage, TheTrainersOptimizerStatesLeaveTheGpuBetweenUpdates)
{
    model::Scenario s = rlJobOverItsCard();
    const auto rollout = [](const model::Scenario& job) {
        return model::estimate(job).worst().allocatedAt[static_cast<std::size_t>(model::Instant::Rollout)];
    };
    const double before = rollout(s);
    ASSERT_TRUE(model::applyChange("trainer-offload", {}, TriageOptions{}, s).applied);
    EXPECT_EQ(s.rollout.trainerOffload, model::TrainerOffload::Optimizer);
    EXPECT_LT(rollout(s), before);
    EXPECT_FALSE(model::applyChange("trainer-offload", {}, TriageOptions{}, s).applied);
    TriageOptions noOffload;
    noOffload.allowOffload = false;
    model::Scenario again = rlJobOverItsCard();
    EXPECT_FALSE(model::applyChange("trainer-offload", {}, noOffload, again).applied);
    model::Scenario training = test::presetScenario("llama-3.1-8b");
    EXPECT_FALSE(model::applyChange("trainer-offload", {}, TriageOptions{}, training).applied);
}

// The same job with a reference on the GPU scoring 64 sequences of 1,536 tokens per forward:
// the engine fits, the log-prob passes' logits (2 × 29.9 GB) do not. The walk answers
// log-probs, moves the reference to host memory, then halves the sequences per forward.
TEST(Triage, AnRlJobOverItsCardWhileScoringScoresFewerSequences)
{
    model::Scenario s = rlJobOverItsCard();
    s.rollout.gpuMemoryUtilization = 0.5;
    s.reference.model = model::ReferenceModel::Policy;
    s.training.logprobMicroBatch = 64;
    const model::Estimate before = model::estimate(s);
    ASSERT_TRUE(before.valid()) << before.problems.front().message;
    ASSERT_FALSE(before.fits);
    EXPECT_EQ(before.worst().peakInstant, model::Instant::LogProb);
    const TriageResult walk = model::triage(s, TriageOptions{}, model::builtinTriageTree());
    bool scoring = false;
    for (const auto& answered : walk.diagnosis)
        scoring = scoring || answered.answer == "log-probs";
    EXPECT_TRUE(scoring);
    ASSERT_GE(walk.steps.size(), 2u);
    EXPECT_EQ(walk.steps[0].action, "reference-offload");
    EXPECT_EQ(walk.steps[1].action, "logprob-micro-batch");
    EXPECT_TRUE(walk.steps[1].fitsAfter);
    model::Scenario halved = s;
    ASSERT_TRUE(model::applyChange("logprob-micro-batch", {}, TriageOptions{}, halved).applied);
    EXPECT_EQ(halved.training.logprobMicroBatch, 32);
    ASSERT_TRUE(model::applyChange("reference-offload", {}, TriageOptions{}, halved).applied);
    EXPECT_FALSE(model::applyChange("reference-offload", {}, TriageOptions{}, halved).applied);  // already
    model::Scenario training = test::presetScenario("llama-3.1-8b");
    EXPECT_FALSE(model::applyChange("reference-offload", {}, TriageOptions{}, training).applied);
    EXPECT_FALSE(model::applyChange("logprob-micro-batch", {}, TriageOptions{}, training).applied);
}

// A distillation job whose 70B teacher, whole on every A100 40GB, is most of it: the ladder
// shards the states, then keeps the teacher in host memory, which only a sharded job can.
TEST(Triage, ADistillationJobKeepsItsTeacherInHostMemory)
{
    model::Scenario s = test::presetScenario("llama-3.1-8b", "a100-40gb");
    ASSERT_TRUE(model::chooseTeacher(test::presets(), "llama-3.1-70b", s.teacher));
    s.framework = model::Framework::Fsdp;
    s.parallel.dp = 8;
    s.memory.lora.rank = 16;
    s.training.precision = model::Precision::Bf16Pure;
    s.training.loss = model::Loss::Chunked;
    s.training.microBatch = 4;
    ASSERT_FALSE(model::estimate(s).fits);
    const TriageResult walk = model::triage(s, TriageOptions{}, model::builtinTriageTree());
    ASSERT_FALSE(walk.steps.empty());
    EXPECT_EQ(walk.steps.back().action, "teacher-offload");
    EXPECT_TRUE(walk.steps.back().fitsAfter);
    // Not sharded, the teacher cannot be offloaded; without one, there is nothing to offload.
    model::Scenario whole = s;
    EXPECT_FALSE(model::applyChange("teacher-offload", {}, TriageOptions{}, whole).applied);
    EXPECT_FALSE(whole.teacher.offload);
    model::Scenario plain = test::presetScenario("llama-3.1-8b");
    EXPECT_FALSE(model::applyChange("teacher-offload", {}, TriageOptions{}, plain).applied);
    // A teacher job's only scoring pass is the teacher's, on the training micro-batch.
    EXPECT_FALSE(model::applyChange("logprob-micro-batch", {}, TriageOptions{}, whole).applied);
}

}  // namespace
