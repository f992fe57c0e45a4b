// DeepSpeed ds_config.json: every real file of tests/data/configs/deepspeed imported, its
// scenario compared field by field with what the file says, and the report checked for the
// defaults, "auto" values, legacy spellings and the misspelt key the README points out.
#include <gtest/gtest.h>

#include "model/imports/config_import.h"
#include "tests/model/imports/import_fixtures.h"

namespace memledger::model {
namespace {

using nlohmann::json;
using test::importFixture;
using test::keysOf;
using test::lineOf;

ConfigImport importClean(const std::string& file)
{
    ConfigImport imported = importFixture("deepspeed/" + file);
    EXPECT_EQ(imported.report.format, ConfigFormat::DeepSpeed) << file;
    EXPECT_TRUE(imported.report.problems.empty()) << file << ": " << imported.report.problems.front().message;
    EXPECT_TRUE(imported.report.unknown.empty() || file.starts_with("dsexamples")) << file;
    Scenario scenario;
    EXPECT_TRUE(test::readBack(imported, scenario).empty()) << file;
    return imported;
}

TEST(DeepSpeedImport, AccelerateStage1Fp16WithAutoBatch)
{
    const ConfigImport imported = importClean("accelerate-zero_stage1_config.json");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "deepspeed", "parallel": {"zero": 1},
        "training": {"grad_accum": 1, "optimizer": "adamw", "precision": "fp16"}})"));
    // "auto" batch sizes are the Trainer's to fill in: reported, never guessed.
    const ImportLine* micro = lineOf(imported.report.defaulted, "train_micro_batch_size_per_gpu");
    ASSERT_NE(micro, nullptr);
    EXPECT_EQ(micro->value, "auto");
    EXPECT_EQ(micro->field, "training.micro_batch");
    EXPECT_NE(lineOf(imported.report.notModelled, "train_batch_size"), nullptr);
    EXPECT_FALSE(imported.globalBatch);
    // The file's bucket size differs from the one the ledger counts: said so.
    const ImportLine* bucket = lineOf(imported.report.notModelled, "zero_optimization.allgather_bucket_size");
    ASSERT_NE(bucket, nullptr);
    EXPECT_EQ(bucket->value, "200000000.0");
    EXPECT_NE(lineOf(imported.report.notModelled, "scheduler"), nullptr);
    EXPECT_NE(lineOf(imported.report.notModelled, "optimizer.params.torch_adam"), nullptr);
}

TEST(DeepSpeedImport, AccelerateStage2OptimizerOffloadToPinnedCpu)
{
    const ConfigImport imported = importClean("accelerate-zero_stage2_offload_config.json");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "deepspeed", "parallel": {"zero": 2},
        "memory": {"offload": {"optimizer": "cpu"}}, "performance": {"pinned_memory": true},
        "training": {"grad_accum": 1, "optimizer": "adamw", "precision": "fp16"}})"));
    EXPECT_NE(lineOf(imported.report.read, "zero_optimization.offload_optimizer.device"), nullptr);
    // pin_memory is read once, not also listed as left out.
    EXPECT_EQ(lineOf(imported.report.notModelled, "zero_optimization.offload_optimizer.pin_memory"), nullptr);
}

TEST(DeepSpeedImport, AccelerateStage3OffloadsOptimizerAndParameters)
{
    const ConfigImport imported = importClean("accelerate-zero_stage3_offload_config.json");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "deepspeed", "parallel": {"zero": 3},
        "memory": {"offload": {"optimizer": "cpu", "parameters": "cpu"}}, "performance": {"pinned_memory": true},
        "training": {"grad_accum": 1, "optimizer": "adamw", "precision": "fp16"}})"));
    for (const char* key : {"zero_optimization.stage3_prefetch_bucket_size", "zero_optimization.stage3_max_live_parameters",
                            "zero_optimization.stage3_max_reuse_distance", "zero_optimization.sub_group_size",
                            "zero_optimization.stage3_gather_16bit_weights_on_model_save"})
        EXPECT_NE(lineOf(imported.report.notModelled, key), nullptr) << key;
}

TEST(DeepSpeedImport, LegacyCpuOffloadSwitchAndExplicitTrainBatch)
{
    const ConfigImport imported = importClean("deepspeed-ds_config_func_bs8_zero2_offload.json");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "deepspeed", "parallel": {"zero": 2},
        "memory": {"offload": {"optimizer": "cpu"}}, "training": {"grad_accum": 1, "precision": "fp16"}})"));
    const ImportLine* legacy = lineOf(imported.report.read, "zero_optimization.cpu_offload");
    ASSERT_NE(legacy, nullptr);
    EXPECT_NE(legacy->note.find("deprecated"), std::string::npos);
    // train_batch_size 8 with accumulation 1: the micro-batch is 8 / data-parallel GPUs, known later.
    ASSERT_TRUE(imported.globalBatch);
    EXPECT_EQ(imported.globalBatch->sequences, 8);
    EXPECT_EQ(imported.globalBatch->sourceKey, "train_batch_size");
    // activation_checkpointing configures DeepSpeed's API; it does not turn recomputation on.
    EXPECT_FALSE(imported.scenario.contains("memory") && imported.scenario["memory"].contains("recompute"));
    EXPECT_NE(lineOf(imported.report.notModelled, "activation_checkpointing.partition_activations"), nullptr);
}

TEST(DeepSpeedImport, Stage3Bf16AdamAndTheAccumulationDeepSpeedDefaults)
{
    const ConfigImport imported = importClean("deepspeed-ds_config_z3.json");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "deepspeed", "parallel": {"zero": 3},
        "training": {"grad_accum": 1, "optimizer": "adamw", "precision": "bf16"}})"));
    const ImportLine* accum = lineOf(imported.report.defaulted, "gradient_accumulation_steps");
    ASSERT_NE(accum, nullptr);
    EXPECT_NE(accum->note.find("deepspeed/runtime/config.py @ 029f12b3"), std::string::npos);
    ASSERT_TRUE(imported.globalBatch);
    EXPECT_EQ(imported.globalBatch->sequences, 8);
    const ImportLine* adam = lineOf(imported.report.read, "optimizer.type");
    ASSERT_NE(adam, nullptr);
    EXPECT_EQ(adam->value, "Adam");
}

TEST(DeepSpeedImport, InfinityOffloadsToNvmeAndReportsTheMisspeltKey)
{
    const ConfigImport imported = importClean("dsexamples-ds_zero_stage_infinity_config.json");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "deepspeed", "parallel": {"zero": 3},
        "memory": {"offload": {"optimizer": "nvme", "parameters": "nvme"}}, "performance": {"pinned_memory": true},
        "training": {"grad_accum": 1, "micro_batch": 4, "precision": "fp16"}})"));
    EXPECT_EQ(keysOf(imported.report.unknown),
              std::vector<std::string>{"zero_optimization.stage3_param_persitence_threshold"});
    EXPECT_NE(lineOf(imported.report.notModelled, "zero_optimization.offload_optimizer.nvme_path"), nullptr);
    EXPECT_NE(lineOf(imported.report.notModelled, "aio"), nullptr);
    EXPECT_FALSE(imported.globalBatch);
}

TEST(DeepSpeedImport, LlamaFactoryStage3LeavesEveryAutoToTheTrainer)
{
    const ConfigImport imported = importClean("llamafactory-ds_z3_config.json");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "deepspeed", "parallel": {"zero": 3}})"));
    for (const char* key : {"train_micro_batch_size_per_gpu", "gradient_accumulation_steps"})
        EXPECT_NE(lineOf(imported.report.defaulted, key), nullptr) << key;
    const ImportLine* precision = lineOf(imported.report.defaulted, "fp16.enabled");
    ASSERT_NE(precision, nullptr);
    EXPECT_EQ(precision->value, "auto");
    EXPECT_EQ(precision->field, "training.precision");
}

TEST(DeepSpeedImport, LlamaFactoryFp8OffloadsToPageableMemory)
{
    const ConfigImport imported = importClean("llamafactory-ds_z3_fp8_config.json");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "deepspeed", "parallel": {"zero": 3},
        "memory": {"offload": {"optimizer": "cpu"}}, "performance": {"pinned_memory": false}})"));
    // fp16 is off, bf16 is "auto": the precision is left to the Trainer.
    const ImportLine* bf16 = lineOf(imported.report.defaulted, "bf16.enabled");
    ASSERT_NE(bf16, nullptr);
    EXPECT_EQ(bf16->value, "auto");
    for (const char* key : {"zero_force_ds_cpu_optimizer", "comms_config", "monitor_config"})
        EXPECT_NE(lineOf(imported.report.notModelled, key), nullptr) << key;
}

TEST(DeepSpeedImport, TransformersStage2WithBothPrecisionsAuto)
{
    const ConfigImport imported = importClean("transformers-ds_config_zero2.json");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "deepspeed", "parallel": {"zero": 2},
        "memory": {"offload": {"optimizer": "cpu"}}, "performance": {"pinned_memory": true},
        "training": {"optimizer": "adamw"}})"));
    EXPECT_NE(lineOf(imported.report.defaulted, "gradient_accumulation_steps"), nullptr);
    EXPECT_NE(lineOf(imported.report.notModelled, "optimizer.params.betas"), nullptr);
}

TEST(DeepSpeedImport, LegacyBfloat16KeyIsRead)
{
    const ConfigImport imported = importClean("transformers-ds_config_zero3_bf16.json");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "deepspeed", "parallel": {"zero": 3},
        "memory": {"offload": {"optimizer": "cpu", "parameters": "cpu"}}, "performance": {"pinned_memory": true},
        "training": {"optimizer": "adamw"}})"));
    // "bfloat16": {"enabled": "auto"} is understood (as auto), not reported unknown.
    const ImportLine* bf16 = lineOf(imported.report.defaulted, "bfloat16.enabled");
    ASSERT_NE(bf16, nullptr);
    EXPECT_EQ(bf16->value, "auto");
    EXPECT_NE(lineOf(imported.report.notModelled, "zero_optimization.stage3_gather_fp16_weights_on_model_save"), nullptr);
}

TEST(DeepSpeedImport, DefaultsWhenTheConfigSaysLittle)
{
    const ConfigImport imported = importConfig(R"({"train_micro_batch_size_per_gpu": 2})", ConfigFormat::DeepSpeed);
    EXPECT_TRUE(imported.report.problems.empty());
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({"framework": "deepspeed", "parallel": {"zero": 0},
        "training": {"micro_batch": 2, "grad_accum": 1, "precision": "fp32"}})"));
    const ImportLine* stage = lineOf(imported.report.defaulted, "zero_optimization.stage");
    ASSERT_NE(stage, nullptr);
    EXPECT_NE(stage->note.find("deepspeed/runtime/zero/config.py @ 1b88ac36"), std::string::npos);
    const ImportLine* precision = lineOf(imported.report.defaulted, "fp16.enabled");
    ASSERT_NE(precision, nullptr);
    EXPECT_NE(precision->note.find("deepspeed/runtime/constants.py @ 088be892"), std::string::npos);
}

TEST(DeepSpeedImport, AllThreeBatchNumbersGiveTheDataParallelGpus)
{
    const ConfigImport imported = importConfig(
        R"({"train_batch_size": 64, "train_micro_batch_size_per_gpu": 2, "gradient_accumulation_steps": 4})",
        ConfigFormat::DeepSpeed);
    EXPECT_EQ(imported.scenario["parallel"]["dp"], 8);
    EXPECT_FALSE(imported.globalBatch);
}

TEST(DeepSpeedImport, ContradictionsAreProblemsThatNameTheKey)
{
    const auto problemsOf = [](const char* text) { return importConfig(text, ConfigFormat::DeepSpeed).report.problems; };
    auto problems = problemsOf(R"({"fp16": {"enabled": true}, "bf16": {"enabled": true}})");
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].message.find("both true"), std::string::npos);
    problems = problemsOf(R"({"zero_optimization": {"stage": 5}})");
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].field, "zero_optimization.stage");
    EXPECT_NE(problems[0].message.find("0, 1, 2 and 3"), std::string::npos);
    problems = problemsOf(R"({"train_batch_size": 10, "train_micro_batch_size_per_gpu": 4, "gradient_accumulation_steps": 1})");
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].message.find("not a multiple"), std::string::npos);
    problems = problemsOf(R"({"zero_optimization": {"stage": 2, "offload_param": {"device": "cpu"}}})");
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].message.find("stage 3"), std::string::npos);
    problems = problemsOf(R"({"zero_optimization": {"stage": 1, "offload_optimizer": {"device": "disk"}}})");
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].message.find("cpu, nvme or none"), std::string::npos);
    problems = problemsOf("{\"zero_optimization\": ");
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].message.find("not valid JSON"), std::string::npos);
}

}  // namespace
}  // namespace memledger::model
