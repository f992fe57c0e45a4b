// Hugging Face TrainingArguments (JSON dumps and YAML recipes) and accelerate configs:
// every real file of tests/data/configs/hf-training-args imported and compared field by
// field, the DeepSpeed config a file names followed, and model references reported.
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "model/exports/config_export.h"
#include "model/imports/config_import.h"
#include "tests/model/ledger/rl_jobs.h"
#include "tests/model/imports/import_fixtures.h"

namespace memledger::model {
namespace {

using nlohmann::json;
using test::importFixture;
using test::keysOf;
using test::lineOf;

ConfigImport importClean(const std::string& file, ConfigFormat format = ConfigFormat::HfTrainingArgs)
{
    ConfigImport imported = importFixture("hf-training-args/" + file);
    EXPECT_EQ(imported.report.format, format) << file;
    EXPECT_TRUE(imported.report.problems.empty()) << file << ": " << imported.report.problems.front().message;
    Scenario scenario;
    const auto problems = test::readBack(imported, scenario);
    EXPECT_TRUE(problems.empty()) << file << ": " << problems.front().message;
    return imported;
}

// TRL's GKDConfig: the teacher by its Hub id becomes the distillation teacher; its generalized
// JSD and the student's on-policy generation are limitations, and beta is not a reference's.
TEST(HfTrainingArgsImport, GkdTeacherIsTheDistillationTeacher)
{
    const ConfigImport imported = importConfig(R"({"model_name_or_path": "meta-llama/Llama-3.2-1B-Instruct",
        "teacher_model_name_or_path": "meta-llama/Llama-3.1-8B-Instruct", "lmbda": 0.5, "beta": 0.5,
        "max_new_tokens": 128, "per_device_train_batch_size": 4, "bf16": true})",
                                               ConfigFormat::HfTrainingArgs, "gkd.json");
    EXPECT_TRUE(imported.report.problems.empty());
    EXPECT_TRUE(imported.report.unknown.empty()) << imported.report.unknown.front().sourceKey;
    EXPECT_EQ(imported.scenario["teacher"]["model"], "llama-3.1-8b");
    EXPECT_FALSE(imported.scenario.contains("reference"));
    const ImportLine* beta = lineOf(imported.report.notModelled, "beta");
    ASSERT_NE(beta, nullptr);
    EXPECT_TRUE(beta->effect.has_value());
    const ImportLine* lmbda = lineOf(imported.report.notModelled, "lmbda");
    ASSERT_NE(lmbda, nullptr);
    EXPECT_TRUE(lmbda->effect.has_value());
    Scenario scenario;
    ASSERT_TRUE(test::readBack(imported, scenario).empty());
    EXPECT_EQ(scenario.teacher.modelId, "llama-3.1-8b");
}

TEST(HfTrainingArgsImport, MsSwiftDumpOfTheTrainerOnItsOwn)
{
    const ConfigImport imported = importClean("ms-swift-baichuan2-7b-chat.training_args.json");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "hf-trainer",
        "memory": {"recompute": "none"},
        "training": {"grad_accum": 16, "micro_batch": 1, "optimizer": "adamw", "optimizer_kernel": "foreach", "paged_optimizer": false, "precision": "bf16-amp"}
        })"));
    EXPECT_TRUE(imported.report.unknown.empty());
    // Private state of the dumping tool, and the empty fsdp/deepspeed, are understood.
    for (const char* key : {"_n_gpu", "__cached__setup_devices", "distributed_state", "fsdp", "sharded_ddp",
                            "fsdp_config.fsdp_min_num_params"})
        EXPECT_NE(lineOf(imported.report.notModelled, key), nullptr) << key;
}

TEST(HfTrainingArgsImport, GrpoDumpWithPagedEightBitAdamWAndFp16)
{
    const ConfigImport imported = importClean("grpo-accounting-finetune.training_args.json");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "hf-trainer",
        "memory": {"recompute": "none"},
        "reference": {"model": "policy"},
        "training": {"grad_accum": 2, "micro_batch": 6, "optimizer": "adamw-8bit", "paged_optimizer": true, "precision": "bf16-amp",
                     "seq": 224, "loss": "selective_log_softmax"}
        })"));
    EXPECT_EQ(keysOf(imported.report.unknown), std::vector<std::string>{"unsloth_num_chunks"});
    const ImportLine* fp16 = lineOf(imported.report.approximated, "fp16");
    ASSERT_NE(fp16, nullptr);
    EXPECT_NE(fp16->note.find("same bytes as bf16 autocast"), std::string::npos);
    EXPECT_NE(lineOf(imported.report.notModelled, "num_generations"), nullptr);
}

TEST(HfTrainingArgsImport, DeepSpeedPathNotBesideTheFileIsSaid)
{
    const ConfigImport imported = importClean("drmoe.training_args.json");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "deepspeed",
        "training": {"micro_batch": 8, "grad_accum": 1, "optimizer": "adamw", "precision": "fp16"},
        "memory": {"recompute": "none", "lora": {"rank": 16}}})"));
    const ImportLine* deepspeed = lineOf(imported.report.read, "deepspeed");
    ASSERT_NE(deepspeed, nullptr);
    EXPECT_EQ(deepspeed->value, "src/ds.config");
    EXPECT_NE(deepspeed->note.find("was not found"), std::string::npos);
    EXPECT_NE(lineOf(imported.report.approximated, "lora_rank"), nullptr);
    // A model MemLedger has no preset for is reported by name.
    const ImportLine* model = lineOf(imported.report.notModelled, "model_name_or_path");
    ASSERT_NE(model, nullptr);
    EXPECT_EQ(model->value, "Langboat/bloom-1b4-zh");
}

TEST(HfTrainingArgsImport, FsdpOverrideWithActivationCheckpointingInFsdpConfig)
{
    const ConfigImport imported = importClean("ms-swift-fsdp2.json");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "fsdp", "parallel": {"fsdp": "full-shard"},
        "training": {"micro_batch": 8, "grad_accum": 1, "optimizer": "adamw", "precision": "fp32"},
        "memory": {"recompute": "full"}})"));
    EXPECT_TRUE(imported.report.unknown.empty());
    for (const char* key : {"_description", "_param_docs", "fsdp_config.fsdp_version", "fsdp_config.state_dict_type"})
        EXPECT_NE(lineOf(imported.report.notModelled, key), nullptr) << key;
    const ImportLine* micro = lineOf(imported.report.defaulted, "per_device_train_batch_size");
    ASSERT_NE(micro, nullptr);
    EXPECT_NE(micro->note.find("training_args.py @ 00349ae8"), std::string::npos);
}

TEST(HfTrainingArgsImport, AlignmentHandbookQloraRecipe)
{
    const ConfigImport imported = importClean("alignment-handbook-zephyr-7b-beta-sft-config_qlora.yaml");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "hf-trainer", "model": "mistral-7b",
        "training": {"micro_batch": 4, "grad_accum": 2, "optimizer": "adamw", "precision": "bf16-pure", "seq": 2048},
        "memory": {"recompute": "full", "attention": "flash",
                   "lora": {"rank": 16, "qlora": true, "attention_only": false}}})"));
    EXPECT_TRUE(imported.report.unknown.empty());
    EXPECT_NE(lineOf(imported.report.read, "load_in_4bit"), nullptr);
    EXPECT_NE(lineOf(imported.report.approximated, "torch_dtype"), nullptr);
    EXPECT_NE(lineOf(imported.report.notModelled, "gradient_checkpointing_kwargs"), nullptr);
}

TEST(HfTrainingArgsImport, AlignmentHandbookOrpoWithEightBitAdamW)
{
    const ConfigImport imported = importClean("alignment-handbook-zephyr-141b-A35b-orpo-config_full.yaml");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "hf-trainer",
        "memory": {"attention": "flash", "recompute": "full"},
        "training": {"grad_accum": 1, "micro_batch": 1, "optimizer": "adamw-8bit", "paged_optimizer": false, "precision": "bf16-pure", "seq": 2048}
        })"));
    // ORPO's beta weighs its odds-ratio term: no reference, and the file does not say the trainer.
    const ImportLine* beta = lineOf(imported.report.notModelled, "beta");
    ASSERT_NE(beta, nullptr);
    EXPECT_TRUE(beta->effect.has_value());
    EXPECT_TRUE(imported.report.unknown.empty());
    // "no" quoted stays a word; the model has no preset.
    const ImportLine* save = lineOf(imported.report.notModelled, "save_strategy");
    ASSERT_NE(save, nullptr);
    EXPECT_EQ(save->value, "no");
    EXPECT_NE(lineOf(imported.report.notModelled, "model_name_or_path"), nullptr);
}

TEST(HfTrainingArgsImport, AlignmentHandbookSmolLm3WithLiger)
{
    const ConfigImport imported = importClean("alignment-handbook-smollm3-sft-mid.yaml");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "hf-trainer",
        "training": {"micro_batch": 1, "grad_accum": 2, "optimizer": "adamw", "precision": "bf16-pure", "seq": 32768},
        "memory": {"recompute": "full", "attention": "flash", "kernels": "fused"}})"));
    EXPECT_TRUE(imported.report.unknown.empty());
    EXPECT_NE(lineOf(imported.report.approximated, "use_liger_kernel"), nullptr);
    const ImportLine* optim = lineOf(imported.report.defaulted, "optim");
    ASSERT_NE(optim, nullptr);
    EXPECT_NE(optim->note.find("adamw_torch"), std::string::npos);
}

TEST(HfTrainingArgsImport, LlamaFactoryFsdpList)
{
    const ConfigImport imported = importClean("llamafactory-llama3_fp8_fsdp_sft.yaml");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "fsdp", "model": "llama-3.1-8b",
        "parallel": {"fsdp": "full-shard"},
        "training": {"micro_batch": 1, "grad_accum": 8, "optimizer": "adamw", "precision": "bf16", "seq": 1024},
        "memory": {"recompute": "none", "lora": {"rank": 0}}})"));
    EXPECT_TRUE(imported.report.unknown.empty());
    const ImportLine* model = lineOf(imported.report.approximated, "model_name_or_path");
    ASSERT_NE(model, nullptr);
    EXPECT_EQ(model->value, "meta-llama/Meta-Llama-3-8B-Instruct");
    EXPECT_NE(lineOf(imported.report.notModelled, "fp8"), nullptr);
    EXPECT_NE(lineOf(imported.report.read, "cutoff_len"), nullptr);
}

TEST(HfTrainingArgsImport, LlamaFactoryDeepSpeedPathIsFollowedWhenTheFileIsThere)
{
    // Alone, the path (relative to a LLaMA-Factory checkout) is not found, and that is said.
    const ConfigImport alone = importClean("llamafactory-qwen3_full_sft.yaml");
    EXPECT_EQ(test::fieldsOf(alone), json::parse(R"({"framework": "deepspeed",
        "training": {"micro_batch": 1, "grad_accum": 2, "optimizer": "adamw", "precision": "bf16", "seq": 2048},
        "memory": {"recompute": "none", "lora": {"rank": 0}}})"));
    // Beside the DeepSpeed config it names, the stage comes in, and the "auto"s stay the Trainer's.
    namespace fs = std::filesystem;
    const fs::path folder = fs::temp_directory_path() / "memledger-llamafactory";
    fs::create_directories(folder / "examples/deepspeed");
    fs::copy_file(test::configPath("hf-training-args/llamafactory-qwen3_full_sft.yaml"), folder / "sft.yaml",
                  fs::copy_options::overwrite_existing);
    fs::copy_file(test::configPath("deepspeed/llamafactory-ds_z3_config.json"),
                  folder / "examples/deepspeed/ds_z3_config.json", fs::copy_options::overwrite_existing);
    const ConfigImport merged = importConfigFile((folder / "sft.yaml").string());
    fs::remove_all(folder);
    ASSERT_TRUE(merged.report.problems.empty());
    EXPECT_EQ(test::fieldsOf(merged), json::parse(R"({"framework": "deepspeed", "parallel": {"zero": 3},
        "training": {"micro_batch": 1, "grad_accum": 2, "optimizer": "adamw", "precision": "bf16", "seq": 2048},
        "memory": {"recompute": "none", "lora": {"rank": 0}}})"));
    EXPECT_NE(lineOf(merged.report.read, "examples/deepspeed/ds_z3_config.json: zero_optimization.stage"), nullptr);
}

TEST(HfTrainingArgsImport, InlineDeepSpeedAndAMismatchTheTrainerRefuses)
{
    ConfigImport imported = importConfig(
        R"({"per_device_train_batch_size": 4, "deepspeed": {"zero_optimization": {"stage": 2}, "train_micro_batch_size_per_gpu": 4}})",
        ConfigFormat::HfTrainingArgs);
    EXPECT_TRUE(imported.report.problems.empty());
    EXPECT_EQ(imported.scenario["parallel"]["zero"], 2);
    EXPECT_NE(lineOf(imported.report.read, "deepspeed.zero_optimization.stage"), nullptr);
    imported = importConfig(
        R"({"per_device_train_batch_size": 4, "deepspeed": {"train_micro_batch_size_per_gpu": 2}})",
        ConfigFormat::HfTrainingArgs);
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_NE(imported.report.problems[0].message.find("refuses the mismatch"), std::string::npos);
}

TEST(AccelerateImport, AlignmentHandbookZero3)
{
    const ConfigImport imported = importClean("accelerate/alignment-handbook-zero3.yaml", ConfigFormat::Accelerate);
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "deepspeed", "parallel": {"zero": 3, "dp": 8},
        "memory": {"offload": {"optimizer": "none", "parameters": "none"}}, "training": {"precision": "bf16"}})"));
    EXPECT_TRUE(imported.report.unknown.empty());
    EXPECT_NE(lineOf(imported.report.notModelled, "deepspeed_config.zero3_init_flag"), nullptr);
}

TEST(AccelerateImport, AlignmentHandbookFsdp)
{
    const ConfigImport imported = importClean("accelerate/alignment-handbook-fsdp.yaml", ConfigFormat::Accelerate);
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "fsdp", "parallel": {"fsdp": "full-shard", "dp": 8},
        "training": {"precision": "bf16"}})"));
    EXPECT_TRUE(imported.report.unknown.empty());
    const ImportLine* offload = lineOf(imported.report.notModelled, "fsdp_config.fsdp_offload_params");
    ASSERT_NE(offload, nullptr);
    EXPECT_EQ(offload->value, "false");
}

TEST(HfTrainingArgsImport, TheHandbookRecipeWithItsAccelerateConfig)
{
    // --from recipe.yaml --from zero3.yaml: the second lays its launcher settings over the first.
    const ConfigImport recipe = importClean("alignment-handbook-smollm3-sft-mid.yaml");
    const ConfigImport launcher = importClean("accelerate/alignment-handbook-zero3.yaml", ConfigFormat::Accelerate);
    Scenario scenario;
    EXPECT_TRUE(test::readBack(recipe, scenario).empty());
    EXPECT_TRUE(test::readBack(launcher, scenario).empty());
    EXPECT_EQ(scenario.framework, Framework::DeepSpeed);
    EXPECT_EQ(scenario.parallel.zeroStage, 3);
    EXPECT_EQ(scenario.parallel.dp, 8);
    EXPECT_EQ(scenario.training.precision, Precision::Bf16Mixed);
    EXPECT_EQ(scenario.training.seq, 32768);
    EXPECT_EQ(scenario.memory.recompute, Recompute::Full);
}

ConfigImport importTrl(const char* text)
{
    return importConfig(text, ConfigFormat::HfTrainingArgs, "grpo.json");
}

// open-r1's GRPO recipe of early 2025: vLLM on a GPU of its own (vllm_device, TRL before
// 0.16) is not on the training GPUs, so no rollout engine; beta 0.01 loads a reference
// model: a frozen copy of the policy.
TEST(TrlGenerationImport, VllmOnItsOwnDeviceIsNotColocated)
{
    const ConfigImport imported = importClean("open-r1-qwen2.5-1.5b-grpo-config_demo_code.yaml");
    EXPECT_FALSE(imported.scenario.contains("rollout"));
    const ImportLine* device = lineOf(imported.report.notModelled, "vllm_device");
    ASSERT_NE(device, nullptr);
    EXPECT_NE(device->note.find("GPU of its own"), std::string::npos);
    EXPECT_NE(lineOf(imported.report.read, "beta"), nullptr);
    EXPECT_EQ(imported.scenario["reference"]["model"], "policy");
}

// TRL's colocate mode (grpo_config.py, vllm_generation.py): the engine in each training
// process, its utilisation and TP as written, level-2 sleep, max_num_seqs = 4 × 2 × 2 and
// TRL's fixed 4,096 batched tokens.
TEST(TrlGenerationImport, ColocatedVllmBecomesTheRolloutEngine)
{
    const ConfigImport imported = importTrl(R"({"per_device_train_batch_size": 4, "gradient_accumulation_steps": 2,
        "bf16": true, "use_vllm": true, "vllm_mode": "colocate", "vllm_gpu_memory_utilization": 0.4,
        "vllm_tensor_parallel_size": 2, "vllm_enable_sleep_mode": true, "beta": 0.0, "num_generations": 8})");
    EXPECT_TRUE(imported.report.problems.empty());
    EXPECT_EQ(imported.scenario["rollout"], json::parse(R"({"engine": "vllm", "own_process": false,
        "gpu_memory_utilization": 0.4, "tp": 2, "sleep_level": 2, "max_num_seqs": 16,
        "max_num_batched_tokens": 4096})"));
    EXPECT_NE(lineOf(imported.report.read, "beta"), nullptr);
    EXPECT_EQ(imported.scenario["reference"]["model"], "none");
}

// DPOTrainer scores with a reference unless its log-probabilities are precomputed
// (dpo_trainer.py: ref_model None when precompute_ref_log_probs).
TEST(TrlGenerationImport, PrecomputedReferenceLogProbsNeedNoReference)
{
    const ConfigImport precomputed = importTrl(R"({"beta": 0.1, "precompute_ref_log_probs": true})");
    EXPECT_TRUE(precomputed.report.problems.empty());
    EXPECT_EQ(precomputed.scenario["reference"]["model"], "none");
    EXPECT_NE(lineOf(precomputed.report.read, "precompute_ref_log_probs"), nullptr);
    const ConfigImport scored = importTrl(R"({"beta": 0.1, "precompute_ref_log_probs": false})");
    EXPECT_EQ(scored.scenario["reference"]["model"], "policy");
}

// DPOTrainer puts each pair's chosen and rejected completions in one batch (dpo_trainer.py
// collator: [chosen, rejected]) and takes their log-probabilities with selective_log_softmax:
// 4 pairs are 8 sequences a forward, scored against a reference unless precomputed.
TEST(TrlTrainerImport, DposPairsAreTwoSequencesAndItsLossIsSelective)
{
    const ConfigImport dpo = importTrl(R"({"per_device_train_batch_size": 4, "beta": 0.1, "max_length": 1024,
        "f_divergence_type": "reverse_kl", "bf16": true})");
    EXPECT_TRUE(dpo.report.problems.empty());
    EXPECT_EQ(dpo.scenario["training"]["micro_batch"], 8);
    EXPECT_EQ(dpo.scenario["training"]["loss"], "selective_log_softmax");
    EXPECT_EQ(dpo.scenario["reference"]["model"], "policy");
    const ImportLine* pairs = lineOf(dpo.report.read, "per_device_train_batch_size");
    ASSERT_NE(pairs, nullptr);
    EXPECT_NE(pairs->note.find("chosen and rejected"), std::string::npos);
    EXPECT_NE(lineOf(dpo.report.defaulted, "precompute_ref_log_probs"), nullptr);
    // The default batch is 8 pairs: 16 sequences.
    const ConfigImport defaulted = importTrl(R"({"precompute_ref_log_probs": true})");
    EXPECT_EQ(defaulted.scenario["training"]["micro_batch"], 16);
    EXPECT_EQ(defaulted.scenario["reference"]["model"], "none");
}

// SmolLM3's DPO stage as alignment-handbook runs it: loss_type apo_zero names DPOTrainer; one
// pair a GPU is two sequences of up to 24,576 tokens, scored against a reference; Liger's fused
// DPO loss never materialises the logits (named), and DPOTrainer pads despite padding_free.
TEST(TrlTrainerImport, SmolLm3sDpoRecipe)
{
    const ConfigImport imported = importClean("alignment-handbook-smollm3-dpo-apo.yaml");
    EXPECT_TRUE(imported.report.unknown.empty()) << imported.report.unknown.front().sourceKey;
    EXPECT_EQ(imported.scenario["training"]["micro_batch"], 2);
    EXPECT_EQ(imported.scenario["training"]["seq"], 24576);
    EXPECT_EQ(imported.scenario["reference"]["model"], "policy");
    EXPECT_FALSE(imported.scenario["training"].contains("loss"));
    bool ligerNamed = false;
    for (const auto& line : imported.report.notModelled)
        ligerNamed = ligerNamed || (line.sourceKey == "use_liger_kernel" && line.effect.has_value() &&
                                    line.effect->bias == EstimateBias::High);
    EXPECT_TRUE(ligerNamed);
    const ImportLine* padding = lineOf(imported.report.notModelled, "padding_free");
    ASSERT_NE(padding, nullptr);
    EXPECT_FALSE(padding->effect.has_value());
}

// KTOTrainer's examples are single completions (its KL batch is a separate forward without
// gradients); CPOTrainer (and SimPO, its loss_type) pairs them and has no reference.
TEST(TrlTrainerImport, KtoIsUnpairedAndCpoHasNoReference)
{
    const ConfigImport kto = importTrl(R"({"per_device_train_batch_size": 4, "beta": 0.1,
        "desirable_weight": 1.0, "undesirable_weight": 1.33})");
    EXPECT_EQ(kto.scenario["training"]["micro_batch"], 4);
    EXPECT_EQ(kto.scenario["training"]["loss"], "selective_log_softmax");
    EXPECT_EQ(kto.scenario["reference"]["model"], "policy");
    const ConfigImport simpo = importTrl(R"({"per_device_train_batch_size": 2, "beta": 2.0,
        "loss_type": "simpo", "cpo_alpha": 0.0, "simpo_gamma": 0.5})");
    EXPECT_EQ(simpo.scenario["training"]["micro_batch"], 4);
    EXPECT_EQ(simpo.scenario["training"]["loss"], "selective_log_softmax");
    EXPECT_EQ(simpo.scenario["reference"]["model"], "none");
    const ImportLine* beta = lineOf(simpo.report.notModelled, "beta");
    ASSERT_NE(beta, nullptr);
    EXPECT_FALSE(beta->effect.has_value());
}

// GRPOTrainer's update takes the completions' log-probabilities with selective_log_softmax;
// Liger's fused GRPO loss never materialises the logits, which the ledger then overstates
// (named). ORPO's config has no key of its own: its beta is named with what it would change.
TEST(TrlTrainerImport, GrpoLossLigerAndAnUnnamedTrainer)
{
    const ConfigImport grpo = importTrl(R"({"per_device_train_batch_size": 4, "num_generations": 8, "beta": 0.0})");
    EXPECT_EQ(grpo.scenario["training"]["micro_batch"], 4);
    EXPECT_EQ(grpo.scenario["training"]["loss"], "selective_log_softmax");
    const ConfigImport liger = importTrl(R"({"num_generations": 8, "use_liger_kernel": true})");
    EXPECT_FALSE(liger.scenario["training"].contains("loss"));
    bool named = false;
    for (const auto& line : liger.report.notModelled)
        named = named || (line.sourceKey == "use_liger_kernel" && line.effect.has_value());
    EXPECT_TRUE(named);
    const ConfigImport orpo = importClean("alignment-handbook-zephyr-141b-A35b-orpo-config_full.yaml");
    EXPECT_EQ(orpo.scenario["training"]["micro_batch"], 1);
    EXPECT_FALSE(orpo.scenario["training"].contains("loss"));
    const ImportLine* beta = lineOf(orpo.report.notModelled, "beta");
    ASSERT_NE(beta, nullptr);
    ASSERT_TRUE(beta->effect.has_value());
    EXPECT_EQ(beta->effect->bias, EstimateBias::Low);
    EXPECT_NE(beta->note.find("ORPO"), std::string::npos);
    // SFT keeps transformers' cross-entropy.
    const ConfigImport sft = importTrl(R"({"per_device_train_batch_size": 4, "max_length": 2048})");
    EXPECT_FALSE(sft.scenario["training"].contains("loss"));
    EXPECT_EQ(sft.scenario["training"]["micro_batch"], 4);
}

// Without a mode TRL colocates (its default since 0.18), at GRPOConfig's 0.3 utilisation
// and without sleep; steps_per_generation, when given, sizes the sequences instead of the
// accumulation.
TEST(TrlGenerationImport, TrlsDefaultsAreSaidAsDefaults)
{
    const ConfigImport imported = importTrl(R"({"per_device_train_batch_size": 2, "gradient_accumulation_steps": 8,
        "use_vllm": true, "steps_per_generation": 4})");
    EXPECT_EQ(imported.scenario["rollout"]["gpu_memory_utilization"], 0.3);
    EXPECT_EQ(imported.scenario["rollout"]["sleep_level"], 0);
    EXPECT_EQ(imported.scenario["rollout"]["max_num_seqs"], 8);
    EXPECT_NE(lineOf(imported.report.defaulted, "vllm_gpu_memory_utilization"), nullptr);
}

TEST(TrlGenerationImport, ServerModeAndGenerateAreNotTheEngine)
{
    const ConfigImport server = importTrl(R"({"use_vllm": true, "vllm_mode": "server"})");
    EXPECT_FALSE(server.scenario.contains("rollout"));
    EXPECT_NE(lineOf(server.report.notModelled, "vllm_mode"), nullptr);
    const ConfigImport generate = importTrl(R"({"use_vllm": false, "num_generations": 4})");
    const ImportLine* line = lineOf(generate.report.notModelled, "use_vllm");
    ASSERT_NE(line, nullptr);
    EXPECT_TRUE(line->effect.has_value());
    const ConfigImport unknown = importTrl(R"({"use_vllm": true, "vllm_mode": "sideways"})");
    ASSERT_EQ(unknown.report.problems.size(), 1u);
    EXPECT_EQ(unknown.report.problems.front().field, "vllm_mode");
}

// A GRPO job with TRL's colocated engine (vLLM in the trainer's processes, 4,096 batched
// tokens, LoRA, a reference), written as a TRL config (memledger export --to trl), reads back
// as the same job: the engine, its sequences (8 × TP 2 × 16 steps = 256), the reference, the
// prompt and completion, the batch and the adapters.
TEST(TrlExport, AColocatedGrpoJobReadsBackTheSame)
{
    Scenario job = test::verlGrpoQwen7b();
    job.framework = Framework::HfTrainer;
    job.parallel.dp = 1;
    job.parallel.fsdp = FsdpMode::None;
    job.rollout.ownProcess = false;
    job.rollout.maxNumBatchedTokens = 4096;
    job.rollout.promptLength = 512;
    job.reference.model = ReferenceModel::Policy;
    job.memory.lora.rank = 16;
    job.training.gradAccum = 4;
    const ConfigExport exported = exportConfig(job, ExportFormat::Trl);
    EXPECT_NE(exported.text.find("-m trl.scripts.grpo"), std::string::npos) << exported.text;
    const ConfigImport imported = importConfig(exported.text, ConfigFormat::HfTrainingArgs);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message << "\n" << exported.text;
    Scenario back;
    ASSERT_TRUE(test::readBack(imported, back).empty());
    EXPECT_EQ(back.rollout.engine, RolloutEngine::Vllm);
    EXPECT_FALSE(back.rollout.ownProcess);
    EXPECT_DOUBLE_EQ(back.rollout.gpuMemoryUtilization, 0.6);
    EXPECT_EQ(back.rollout.tp, 2);
    EXPECT_EQ(back.rollout.sleepLevel, 2);
    EXPECT_EQ(back.rollout.maxNumSeqs, 256);
    EXPECT_EQ(back.rollout.promptLength, 512);
    EXPECT_EQ(back.reference.model, ReferenceModel::Policy);
    EXPECT_EQ(back.training.seq, 1536);
    EXPECT_EQ(back.training.microBatch, 8);
    EXPECT_EQ(back.training.gradAccum, 4);
    EXPECT_EQ(back.training.precision, Precision::Bf16Amp);
    EXPECT_EQ(back.memory.lora.rank, 16);
    EXPECT_EQ(back.memory.recompute, Recompute::Full);
    // What a TRL config cannot say is said: here the model, which model_name_or_path names.
    EXPECT_TRUE(std::any_of(exported.lost.begin(), exported.lost.end(),
                            [](const LostSetting& lost) { return lost.subject.starts_with("architecture."); }));
}

// Whether the export says `key` is lost (what its lost list names).
bool lostInExport(const ConfigExport& exported, const std::string& key)
{
    return std::any_of(exported.lost.begin(), exported.lost.end(),
                       [&](const LostSetting& lost) { return lost.subject.starts_with(key + " = "); });
}

// Without an engine: a reference makes it DPO's config, nothing makes it SFT's.
TEST(TrlExport, DpoAndSftJobsAreTheirTrainersConfigs)
{
    Scenario sft = test::presetScenario("llama-3.1-8b");
    sft.framework = Framework::HfTrainer;
    sft.training.seq = 2048;
    const ConfigExport plain = exportConfig(sft, ExportFormat::Trl);
    EXPECT_NE(plain.text.find("-m trl.scripts.sft"), std::string::npos);
    EXPECT_NE(plain.text.find("max_length: 2048"), std::string::npos);
    Scenario dpo = sft;
    dpo.reference.model = ReferenceModel::Policy;
    dpo.memory.kernels = Kernels::Eager;  // use_liger_kernel would swap in Liger's own DPO loss
    const ConfigExport exported = exportConfig(dpo, ExportFormat::Trl);
    EXPECT_NE(exported.text.find("-m trl.scripts.dpo"), std::string::npos);
    Scenario back;
    ASSERT_TRUE(test::readBack(importConfig(exported.text, ConfigFormat::HfTrainingArgs), back).empty());
    EXPECT_EQ(back.reference.model, ReferenceModel::Policy);
    EXPECT_EQ(back.training.seq, 2048);
    // Its micro-batch is written as pairs and read back as sequences; the loss is DPOTrainer's,
    // said as lost where the scenario counts another.
    EXPECT_NE(exported.text.find("per_device_train_batch_size: 1\n"), std::string::npos) << exported.text;
    EXPECT_EQ(back.training.microBatch, 2);
    EXPECT_EQ(back.training.loss, Loss::SelectiveLogSoftmax);
    EXPECT_TRUE(lostInExport(exported, "training.loss"));
    dpo.training.loss = Loss::SelectiveLogSoftmax;
    dpo.training.microBatch = 16;
    const ConfigExport selective = exportConfig(dpo, ExportFormat::Trl);
    EXPECT_FALSE(lostInExport(selective, "training.loss"));
    EXPECT_FALSE(lostInExport(selective, "training.micro_batch"));
    EXPECT_NE(selective.text.find("per_device_train_batch_size: 8\n"), std::string::npos);
    // An odd number of sequences is no whole number of pairs.
    dpo.training.microBatch = 3;
    EXPECT_TRUE(lostInExport(exportConfig(dpo, ExportFormat::Trl), "training.micro_batch"));
    // Liger's kernels bring Liger's DPO loss, which the scenario does not count: said.
    dpo.memory.kernels = Kernels::Fused;
    EXPECT_TRUE(lostInExport(exportConfig(dpo, ExportFormat::Trl), "training.loss"));
}

}  // namespace
}  // namespace memledger::model
