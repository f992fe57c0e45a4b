// verl's trainer configs (model/imports/verl/verl_config.cpp): its real example launch scripts
// (tests/data/configs/verl) read into an RL job, field by field, with verl's defaults where
// the script is silent; what the ledger does not count yet (the critic) named as such.
#include <gtest/gtest.h>

#include <algorithm>

#include "model/exports/config_export.h"
#include "model/ledger/ledger.h"
#include "tests/model/imports/import_fixtures.h"

namespace {

using namespace memledger;
using namespace memledger::model;
using nlohmann::json;
using test::lineOf;

ConfigImport importVerlFixture(const std::string& file) { return test::importFixture("verl/" + file); }

// examples/grpo_trainer/run_qwen2-7b.sh: the job of the research note's worked example.
TEST(VerlImport, GrpoExampleBecomesTheRlJob)
{
    const ConfigImport imported = importVerlFixture("run_qwen2-7b-grpo.sh");
    EXPECT_EQ(imported.report.format, ConfigFormat::Verl);
    EXPECT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "fsdp",
        "model": "qwen2.5-7b",
        "hardware": {"gpus_per_node": 8},
        "memory": {"recompute": "full"},
        "parallel": {"dp": 8, "fsdp": "full-shard"},
        "reference": {"model": "policy", "offload": true},
        "rollout": {"engine": "vllm", "own_process": true, "gpu_memory_utilization": 0.6, "tp": 2,
                    "max_num_seqs": 256, "max_num_batched_tokens": 8192, "sleep_level": 2, "prompt_length": 512,
                    "sync_bucket_mb": 2048},
        "training": {"precision": "bf16", "compile": true, "seq": 1536, "micro_batch": 40, "global_batch": 1280,
                     "logprob_micro_batch": 40}
        })"));
    EXPECT_TRUE(imported.report.unknown.empty()) << test::keysOf(imported.report.unknown).front();
    // Qwen2-7B is Qwen2.5-7B's shape; verl's defaults are said as defaults.
    EXPECT_NE(lineOf(imported.report.approximated, "actor_rollout_ref.model.path"), nullptr);
    EXPECT_NE(lineOf(imported.report.defaulted, "actor_rollout_ref.rollout.max_num_seqs"), nullptr);
    EXPECT_NE(lineOf(imported.report.notModelled, "actor_rollout_ref.ref.fsdp_config"), nullptr);

    Scenario scenario;
    ASSERT_TRUE(test::readBack(imported, scenario).empty());
    const Estimate e = estimate(scenario);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    // 1,280 sequences a step over 8 GPUs at 40 a micro-batch: 4 micro-batches (research note §6).
    EXPECT_EQ(scenario.gradAccumSteps(), 4);
    EXPECT_TRUE(e.rollout.enabled);
    // The update's loss keeps the bf16 logits (flash-attn's cross-entropy), 2·s·b·V.
    EXPECT_DOUBLE_EQ(findTerm(e.worst(), "activations_loss")->bytes, 2 * 1536.0 * 40 * 152064 + 4 * 1536.0 * 40);
    EXPECT_NE(findTerm(e.worst(), "logprob_logits"), nullptr);
    EXPECT_GT(e.host.total, 0.0);   // the reference, in host memory
}

// examples/ppo_trainer/run_qwen2-7b_seq_balance.sh: GAE's critic of the actor's model;
// dynamic micro-batches of 24,000 tokens hold two sequences of 8,192; no KL, no reference.
TEST(VerlImport, PpoExampleNamesItsCritic)
{
    const ConfigImport imported = importVerlFixture("run_qwen2-7b-ppo-seq-balance.sh");
    EXPECT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    const json fields = test::fieldsOf(imported);
    EXPECT_EQ(fields["training"]["seq"], 8192);
    EXPECT_EQ(fields["training"]["micro_batch"], 2);
    EXPECT_EQ(fields["training"]["global_batch"], 512);
    EXPECT_EQ(fields["rollout"]["gpu_memory_utilization"], 0.5);
    EXPECT_FALSE(fields.contains("reference"));
    EXPECT_NE(lineOf(imported.report.approximated, "actor_rollout_ref.actor.ppo_max_token_len_per_gpu"), nullptr);
    // GAE trains the critic, of the actor's model; its own token budget (98,304) is named.
    EXPECT_EQ(fields["critic"]["model"], "policy");
    EXPECT_NE(lineOf(imported.report.read, "algorithm.adv_estimator"), nullptr);
    const ImportLine* budget = lineOf(imported.report.notModelled, "critic.ppo_max_token_len_per_gpu");
    ASSERT_NE(budget, nullptr);
    EXPECT_TRUE(budget->effect.has_value());
    EXPECT_EQ(lineOf(imported.report.notModelled, "critic.model.path"), nullptr);   // the actor's model
    EXPECT_TRUE(imported.report.unknown.empty()) << test::keysOf(imported.report.unknown).front();
}

// examples/ppo_trainer/run_qwen2-7b_sglang_seq_balance.sh: the same PPO job generating with
// SGLang, to which verl passes gpu_memory_utilization as mem_fraction_static and neither a page
// size nor a chunked-prefill size; it releases the engine's weights and cache between rollouts.
TEST(VerlImport, SglangExampleBecomesAnSglangEngine)
{
    const ConfigImport imported = importVerlFixture("run_qwen2-7b-sglang-seq-balance.sh");
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_TRUE(imported.report.unknown.empty()) << test::keysOf(imported.report.unknown).front();
    const json fields = test::fieldsOf(imported);
    EXPECT_EQ(fields["rollout"]["engine"], "sglang");
    EXPECT_EQ(fields["rollout"]["gpu_memory_utilization"], 0.5);
    EXPECT_EQ(fields["rollout"]["tp"], 2);
    EXPECT_EQ(fields["rollout"]["block_size"], 1);
    EXPECT_EQ(fields["rollout"]["max_num_batched_tokens"], 0);
    EXPECT_EQ(fields["rollout"]["sleep_level"], 2);
    EXPECT_EQ(fields["rollout"]["own_process"], true);
    EXPECT_NE(lineOf(imported.report.defaulted, "actor_rollout_ref.rollout.name"), nullptr);

    Scenario scenario;
    ASSERT_TRUE(test::readBack(imported, scenario).empty());
    const Estimate e = estimate(scenario);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    EXPECT_EQ(e.rollout.engine, RolloutEngine::Sglang);
    // The actor's and the critic's fp32 shards are on the GPU when the engine starts.
    EXPECT_GT(e.rollout.trainerAtStart, 0.0);
    EXPECT_NE(findTerm(e.worst(), "rollout_request_table"), nullptr);
    // verl's default bucket carries the weights to SGLang.
    EXPECT_EQ(fields["rollout"]["sync_bucket_mb"], 2048);
    EXPECT_NE(findTerm(e.worst(), "sync_bucket"), nullptr);

    // Written back as a verl launch script, it reads as the same job, the model aside.
    const ConfigExport exported = exportConfig(scenario, ExportFormat::Verl);
    EXPECT_NE(exported.text.find("actor_rollout_ref.rollout.name=sglang"), std::string::npos) << exported.text;
    const ConfigImport again = importConfig(exported.text, ConfigFormat::Unknown, "run_verl.sh");
    ASSERT_TRUE(again.report.problems.empty()) << again.report.problems.front().message;
    json expected = fields;
    expected.erase("model");
    expected.erase("limitations");
    json back = test::fieldsOf(again);
    back.erase("limitations");
    EXPECT_EQ(back, expected) << exported.text;
}

// The same job given as overrides alone, or as a Hydra YAML's sections, reads the same.
TEST(VerlImport, OverridesAndYamlSectionsReadAlike)
{
    const char* overrides = "actor_rollout_ref.model.path=Qwen/Qwen2.5-7B-Instruct\n"
                            "actor_rollout_ref.actor.ppo_micro_batch_size_per_gpu=8\n"
                            "actor_rollout_ref.rollout.name=vllm\n"
                            "trainer.n_gpus_per_node=4\n";
    const char* yaml = "actor_rollout_ref:\n"
                       "  model: {path: Qwen/Qwen2.5-7B-Instruct}\n"
                       "  actor: {ppo_micro_batch_size_per_gpu: 8}\n"
                       "  rollout: {name: vllm}\n"
                       "trainer: {n_gpus_per_node: 4}\n";
    const ConfigImport fromOverrides = importConfig(overrides, ConfigFormat::Unknown, "overrides.txt");
    const ConfigImport fromYaml = importConfig(yaml, ConfigFormat::Unknown, "ppo_trainer.yaml");
    EXPECT_EQ(fromOverrides.report.format, ConfigFormat::Verl);
    EXPECT_EQ(fromYaml.report.format, ConfigFormat::Verl);
    EXPECT_TRUE(fromYaml.report.problems.empty());
    EXPECT_EQ(test::fieldsOf(fromOverrides), test::fieldsOf(fromYaml));
    EXPECT_EQ(test::fieldsOf(fromYaml)["parallel"]["dp"], 4);
    EXPECT_EQ(test::fieldsOf(fromYaml)["model"], "qwen2.5-7b");
}

// verl's GRPO example, written back as a verl launch script (memledger export --to verl), reads
// as the same job: every field but the model, which the script leaves to MODEL_PATH.
TEST(VerlImport, AnExportedJobReadsBackTheSame)
{
    const ConfigImport imported = importVerlFixture("run_qwen2-7b-grpo.sh");
    Scenario scenario;
    ASSERT_TRUE(test::readBack(imported, scenario).empty());
    scenario.rollout.trainerOffload = TrainerOffload::OptimizerAndWeights;
    const ConfigExport exported = exportConfig(scenario, ExportFormat::Verl);
    const ConfigImport again = importConfig(exported.text, ConfigFormat::Unknown, "run_verl.sh");
    EXPECT_EQ(again.report.format, ConfigFormat::Verl) << exported.text;
    ASSERT_TRUE(again.report.problems.empty()) << again.report.problems.front().message << "\n" << exported.text;
    json expected = test::fieldsOf(imported);
    expected.erase("model");
    expected["rollout"]["trainer_offload"] = "optimizer-and-weights";
    EXPECT_EQ(test::fieldsOf(again), expected) << exported.text;
    // The model is said, in the file and in the export's lost lines.
    EXPECT_NE(exported.text.find("actor_rollout_ref.model.path=${MODEL_PATH}"), std::string::npos);
    EXPECT_TRUE(std::any_of(exported.lost.begin(), exported.lost.end(),
                            [](const LostSetting& lost) { return lost.subject.starts_with("architecture."); }));
}

// What verl cannot run, or MemLedger does not model, is refused with its reason.
TEST(VerlImport, WhatIsNotModelledIsRefused)
{
    const auto problemField = [](const char* text) {
        const ConfigImport imported = importConfig(text, ConfigFormat::Verl, "job.sh");
        return imported.report.problems.empty() ? std::string() : imported.report.problems.front().field;
    };
    // TensorRT-LLM, which verl also runs, is not modelled.
    EXPECT_EQ(problemField("actor_rollout_ref.actor.ppo_micro_batch_size_per_gpu=8 actor_rollout_ref.rollout.name=trtllm"),
              "actor_rollout_ref.rollout.name");
    EXPECT_EQ(problemField("actor_rollout_ref.actor.strategy=megatron actor_rollout_ref.actor.ppo_micro_batch_size_per_gpu=8 "
                           "actor_rollout_ref.rollout.name=vllm"),
              "actor_rollout_ref.actor.strategy");
    EXPECT_EQ(problemField("actor_rollout_ref.rollout.name=vllm actor_rollout_ref.actor.ppo_mini_batch_size=64"),
              "actor_rollout_ref.actor.ppo_micro_batch_size_per_gpu");
    EXPECT_EQ(problemField("python3 -m verl.trainer.main_ppo actor_rollout_ref.rollout.name=vllm trainer"), "(arguments)");
    EXPECT_EQ(problemField("actor_rollout_ref: 3"), "actor_rollout_ref");
}

}  // namespace
