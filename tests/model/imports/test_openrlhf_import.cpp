// OpenRLHF's Ray trainer (model/imports/openrlhf/openrlhf_args.cpp): its real example scripts
// (tests/data/configs/openrlhf) in both spellings read into the same RL job on the actor's GPUs,
// with OpenRLHF's defaults where a script is silent, and what does not share those GPUs said.
#include <gtest/gtest.h>

#include <algorithm>
#include <string_view>

#include "model/ledger/ledger.h"
#include "tests/model/imports/import_fixtures.h"

namespace {

using namespace memledger;
using namespace memledger::model;
using nlohmann::json;
using test::lineOf;

ConfigImport importOpenRlhfFixture(const std::string& file) { return test::importFixture("openrlhf/" + file); }

// examples/scripts/train_ppo_ray_hybrid_engine.sh: PPO of Llama 3 8B on 8 GPUs, every model and
// four vLLM engines of TP 2 colocated, ZeRO-3, both sleeps.
TEST(OpenRlhfImport, HybridEngineExampleBecomesTheRlJob)
{
    const ConfigImport imported = importOpenRlhfFixture("train_ppo_ray_hybrid_engine.sh");
    EXPECT_EQ(imported.report.format, ConfigFormat::OpenRlhf);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "deepspeed",
        "model": "llama-3.1-8b",
        "hardware": {"gpus_per_node": 8},
        "memory": {"recompute": "full", "attention": "flash"},
        "parallel": {"dp": 8, "zero": 3},
        "reference": {"model": "policy"},
        "critic": {"model": "policy"},
        "rollout": {"engine": "vllm", "own_process": true, "gpu_memory_utilization": 0.5, "tp": 2,
                    "max_num_seqs": 0, "max_num_batched_tokens": 0, "sleep_level": 1, "trainer_offload": "optimizer"},
        "training": {"precision": "bf16", "optimizer": "adamw", "seq": 2048, "micro_batch": 8,
                     "logprob_micro_batch": 8, "global_batch": 128}
        })")) << test::fieldsOf(imported).dump();
    EXPECT_TRUE(imported.report.unknown.empty()) << test::keysOf(imported.report.unknown).front();
    // What the ledger does not count is named with its effect: the reward model colocated, and
    // the critic of the reward model's weights.
    const ImportLine* reward = lineOf(imported.report.notModelled, "--reward.model_name_or_path");
    ASSERT_NE(reward, nullptr);
    EXPECT_TRUE(reward->effect.has_value());
    // DeepSpeed's sleep moves the optimizer states and fp32 master weights off the GPU between updates.
    EXPECT_NE(lineOf(imported.report.read, "--ds.enable_sleep"), nullptr);
    EXPECT_NE(lineOf(imported.report.approximated, "--train.dynamic_batch_enable"), nullptr);
    EXPECT_NE(lineOf(imported.report.defaulted, "--ds.attn_implementation"), nullptr);

    Scenario scenario;
    ASSERT_TRUE(test::readBack(imported, scenario).empty());
    const Estimate e = estimate(scenario);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    EXPECT_TRUE(e.rollout.enabled);
    EXPECT_NE(findTerm(e.worst(), "critic_weights"), nullptr);
    // The reference is sharded as the actor's ZeRO-3 parameters are: 2Ψ/8 a GPU.
    EXPECT_NEAR(findTerm(e.worst(), "reference_weights")->bytes, 2.0 * e.params.total / 8, 1e3);
    // Asleep, DeepSpeed's optimizer states are on the host while the engine generates.
    EXPECT_FALSE(findTerm(e.worst(), "optimizer_moments")->liveAtInstant(Instant::Rollout));
    EXPECT_TRUE(std::any_of(e.host.terms.begin(), e.host.terms.end(),
                            [](const Term& t) { return std::string_view(t.id) == "trainer_states_host"; }));
}

// The same script before the rename of 2026-04-19, flag for flag: the same job.
TEST(OpenRlhfImport, BothSpellingsReadAlike)
{
    const ConfigImport dotted = importOpenRlhfFixture("train_ppo_ray_hybrid_engine.sh");
    const ConfigImport underscored = importOpenRlhfFixture("train_ppo_ray_hybrid_engine-underscored.sh");
    EXPECT_EQ(underscored.report.format, ConfigFormat::OpenRlhf);
    ASSERT_TRUE(underscored.report.problems.empty()) << underscored.report.problems.front().message;
    EXPECT_EQ(test::fieldsOf(underscored), test::fieldsOf(dotted));
    EXPECT_TRUE(underscored.report.unknown.empty()) << test::keysOf(underscored.report.unknown).front();
    // Each report names the flags as its script spells them.
    EXPECT_NE(lineOf(underscored.report.read, "--colocate_all_models"), nullptr);
    EXPECT_NE(lineOf(dotted.report.read, "--train.colocate_all"), nullptr);
}

// examples/scripts/train_reinforce_baseline_hybrid_engine.sh: `ray job submit -- python3 -m …`
// with its flags in bash arrays; REINFORCE with a baseline (no critic), an agent for rewards
// (no reward model), ring attention over 2 GPUs, token-budget micro-batches.
TEST(OpenRlhfImport, ReinforceRayJobReadsItsArrays)
{
    const ConfigImport imported = importOpenRlhfFixture("train_reinforce_baseline_hybrid_engine.sh");
    EXPECT_EQ(imported.report.format, ConfigFormat::OpenRlhf);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    const json fields = test::fieldsOf(imported);
    EXPECT_EQ(fields["parallel"]["dp"], 2);
    EXPECT_EQ(fields["parallel"]["cp"], 2);
    EXPECT_EQ(fields["parallel"]["zero"], 3);
    EXPECT_EQ(fields["training"]["seq"], 74240);
    EXPECT_EQ(fields["training"]["micro_batch"], 1);   // 16,192 × 2 tokens hold no whole sequence of 74,240
    EXPECT_EQ(fields["training"]["global_batch"], 1024);
    EXPECT_EQ(fields["rollout"]["prompt_length"], 74240 - 64000);
    EXPECT_EQ(fields["rollout"]["gpu_memory_utilization"], 0.7);
    EXPECT_EQ(fields["rollout"]["sleep_level"], 0);
    EXPECT_EQ(fields["reference"]["model"], "policy");
    EXPECT_FALSE(fields.contains("critic"));
    EXPECT_NE(lineOf(imported.report.notModelled, "--algo.advantage.estimator"), nullptr);
    EXPECT_NE(lineOf(imported.report.notModelled, "--train.agent_func_path"), nullptr);
    // Qwen3-4B has no preset: said, with its effect, not replaced by a near model.
    const ImportLine* model = lineOf(imported.report.notModelled, "--actor.model_name_or_path");
    ASSERT_NE(model, nullptr);
    EXPECT_TRUE(model->effect.has_value());
    EXPECT_FALSE(fields.contains("model"));
    EXPECT_TRUE(imported.report.unknown.empty()) << test::keysOf(imported.report.unknown).front();
}

TEST(OpenRlhfImport, MixedSpellingsAreRefused)
{
    const ConfigImport imported =
        importConfig("python3 -m openrlhf.cli.train_ppo_ray --train.colocate_all --zero_stage 3\n");
    EXPECT_EQ(imported.report.format, ConfigFormat::OpenRlhf);
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_NE(imported.report.problems[0].message.find("mixes OpenRLHF's two spellings"), std::string::npos)
        << imported.report.problems[0].message;
}

// Its DPO trainer is another program with other defaults: refused, not read as train_ppo_ray.
TEST(OpenRlhfImport, OtherTrainersAreRefused)
{
    const ConfigImport imported = importOpenRlhfFixture("train_dpo_llama.sh");
    ASSERT_FALSE(imported.report.problems.empty());
    EXPECT_NE(imported.report.problems[0].message.find("openrlhf.cli.train_dpo"), std::string::npos)
        << imported.report.problems[0].message;
}

// Without colocate_all the engines, reference and critic have GPUs of their own: the actor's
// GPUs hold none of them, and the import says so rather than stacking them there.
TEST(OpenRlhfImport, ModelsOnTheirOwnGpusAreNotOnTheActors)
{
    const ConfigImport imported = importConfig(
        "python3 -m openrlhf.cli.train_ppo_ray --actor.num_gpus_per_node 4 --vllm.num_engines 2 "
        "--vllm.tensor_parallel_size 2 --vllm.enable_sleep --ds.zero_stage 2 --train.micro_batch_size 4\n");
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    const json fields = test::fieldsOf(imported);
    EXPECT_FALSE(fields.contains("rollout"));
    EXPECT_FALSE(fields.contains("reference"));
    EXPECT_FALSE(fields.contains("critic"));
    for (const char* key : {"--vllm.num_engines", "--vllm.tensor_parallel_size", "--vllm.enable_sleep",
                            "--algo.kl.init_coef", "--algo.advantage.estimator"})
        EXPECT_NE(lineOf(imported.report.notModelled, key), nullptr) << key;
}

// OpenRLHF asserts its colocated engines fill the actor's GPUs exactly.
TEST(OpenRlhfImport, ColocatedEnginesMustFillTheActorsGpus)
{
    const ConfigImport imported = importConfig(
        "python3 -m openrlhf.cli.train_ppo_ray --actor_num_gpus_per_node 8 --vllm_num_engines 2 "
        "--vllm_tensor_parallel_size 2 --colocate_all_models\n");
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_EQ(imported.report.problems[0].field, "--vllm_num_engines");
}

// DeepSpeed offloads parameters only under ZeRO-3: below it the reference stays on the GPU.
TEST(OpenRlhfImport, ReferenceOffloadTakesEffectOnlyUnderZeroThree)
{
    const std::string common = "python3 -m openrlhf.cli.train_ppo_ray --train.colocate_all --vllm.num_engines 8 "
                               "--ref.offload --algo.advantage.estimator group_norm ";
    const ConfigImport three = importConfig(common + "--ds.zero_stage 3\n");
    ASSERT_TRUE(three.report.problems.empty()) << three.report.problems.front().message;
    EXPECT_EQ(test::fieldsOf(three)["reference"]["offload"], true);
    const ConfigImport two = importConfig(common + "--ds.zero_stage 2\n");
    ASSERT_TRUE(two.report.problems.empty()) << two.report.problems.front().message;
    EXPECT_FALSE(test::fieldsOf(two)["reference"].contains("offload"));
    EXPECT_NE(lineOf(two.report.notModelled, "--ref.offload"), nullptr);
}

// What OpenRLHF's parser would refuse is refused with the flag: never replaced by a default.
TEST(OpenRlhfImport, ValuesItCannotReadAreProblems)
{
    const auto problemField = [](const std::string& flags) {
        const ConfigImport imported = importConfig("python3 -m openrlhf.cli.train_ppo_ray " + flags + "\n");
        return imported.report.problems.empty() ? std::string() : imported.report.problems.front().field;
    };
    EXPECT_EQ(problemField("--prompt_max_len 99999999999999999999 --generate_max_len 3"), "--prompt_max_len");
    EXPECT_EQ(problemField("--init_kl_coef high"), "--init_kl_coef");
    EXPECT_EQ(problemField("--train.colocate_all --vllm.num_engines 8 --vllm.gpu_memory_utilization most"),
              "--vllm.gpu_memory_utilization");
    EXPECT_EQ(problemField("--algo.advantage.estimator ppo"), "--algo.advantage.estimator");
    EXPECT_EQ(problemField("--ds.param_dtype fp32"), "--ds.param_dtype");
    EXPECT_EQ(problemField("--ds.ring_attn_size 3"), "--ds.ring_attn_size");
}

// The flags pasted alone are recognised as OpenRLHF's, in either spelling.
TEST(OpenRlhfImport, FlagsAloneAreRecognised)
{
    EXPECT_EQ(detectConfigFormat("--vllm.num_engines 4 --train.colocate_all\n", "args.txt"), ConfigFormat::OpenRlhf);
    EXPECT_EQ(detectConfigFormat("--colocate_all_models --vllm_num_engines 4\n", "args.txt"), ConfigFormat::OpenRlhf);
    const ConfigImport imported = importConfig("--actor_num_gpus_per_node 2 --micro_rollout_batch_size 4\n");
    EXPECT_EQ(imported.report.format, ConfigFormat::OpenRlhf);
    EXPECT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(test::fieldsOf(imported)["training"]["logprob_micro_batch"], 4);
}

}  // namespace
