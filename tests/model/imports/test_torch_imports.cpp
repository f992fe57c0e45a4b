// torchtitan job configs and torchtune recipes: every real file of tests/data/configs/
// torchtitan and torchtune imported, its scenario compared field by field with the file,
// and the approximations (every-Nth-layer checkpointing) and what is read exactly (op-level
// checkpointing, float8, resharding after forward)
// and defaults checked in the report.
#include <algorithm>

#include <gtest/gtest.h>

#include "model/core/preset_names.h"
#include "model/imports/config_import.h"
#include "tests/model/imports/import_fixtures.h"
#include "tests/model/test_support.h"

namespace memledger::model {
namespace {

using nlohmann::json;
using test::importFixture;
using test::lineOf;

ConfigImport importClean(const std::string& file, ConfigFormat format)
{
    ConfigImport imported = importFixture(file);
    EXPECT_EQ(imported.report.format, format) << file;
    EXPECT_TRUE(imported.report.problems.empty()) << file << ": " << imported.report.problems.front().message;
    EXPECT_TRUE(imported.report.unknown.empty()) << file << ": " << imported.report.unknown.front().sourceKey;
    Scenario scenario;
    const auto problems = test::readBack(imported, scenario);
    EXPECT_TRUE(problems.empty()) << file << ": " << problems.front().message;
    return imported;
}

ConfigImport titan(const std::string& file) { return importClean("torchtitan/" + file, ConfigFormat::Torchtitan); }
ConfigImport tune(const std::string& file) { return importClean("torchtune/" + file, ConfigFormat::Torchtune); }

// What every torchtitan file shares: FSDP over the ranks left (-1), so no DP, no global batch,
// and AdamW with torchtitan's default fused implementation.
json titanDocument(const char* model, int micro, int seq, const char* recompute, int tp, int pp)
{
    json out = json::parse(R"({"framework": "fsdp", "parallel": {"cp": 1, "ep": 1, "fsdp": "full-shard"},
                               "training": {"compile": false, "grad_accum": 1, "optimizer": "adamw",
                                            "optimizer_kernel": "fused", "precision": "bf16"}})");
    if (*model)
        out["model"] = model;
    out["training"]["micro_batch"] = micro;
    out["training"]["seq"] = seq;
    out["memory"]["recompute"] = recompute;
    out["parallel"]["tp"] = tp;
    if (tp > 1)
        out["parallel"]["sp"] = true;  // torchtitan's tensor-parallel plan is sequence-parallel
    out["parallel"]["pp"] = pp;
    return out;
}

TEST(TorchtitanImport, Llama3_8bWithOpLevelCheckpointing)
{
    const ConfigImport imported = titan("llama3_8b.toml");
    EXPECT_EQ(imported.scenario, titanDocument("llama-3.1-8b", 1, 8192, "op", 1, 1));
    // "op" is the engine's per-op policy: read exactly, and said what it keeps.
    const ImportLine* op = lineOf(imported.report.read, "activation_checkpoint.selective_ac_option");
    ASSERT_NE(op, nullptr);
    EXPECT_EQ(op->value, "op");
    EXPECT_NE(op->note.find("op-level"), std::string::npos);
    const ImportLine* dp = lineOf(imported.report.defaulted, "parallelism.data_parallel_shard_degree");
    ASSERT_NE(dp, nullptr);
    EXPECT_EQ(dp->value, "-1");
    EXPECT_EQ(dp->field, "parallel.dp");
    const ImportLine* precision = lineOf(imported.report.defaulted, "training.mixed_precision_param");
    ASSERT_NE(precision, nullptr);
    EXPECT_NE(precision->note.find("torchtitan/config/job_config.py @ 238fa995"), std::string::npos);
    const ImportLine* compile = lineOf(imported.report.read, "compile.enable");
    ASSERT_NE(compile, nullptr);
    EXPECT_EQ(compile->field, "training.compile");
}

TEST(TorchtitanImport, DebugModelCheckpointsEverySecondOfItsSixLayers)
{
    const ConfigImport imported = titan("llama3-debug_model.toml");
    json expected = titanDocument("", 8, 2048, "layers", 1, 1);
    expected["memory"]["recompute_layers"] = 3;
    expected["parallel"]["reshard_after_forward"] = true;  // "default" without pipelining
    EXPECT_EQ(imported.scenario, expected);
    const ImportLine* every = lineOf(imported.report.approximated, "activation_checkpoint.selective_ac_option");
    ASSERT_NE(every, nullptr);
    EXPECT_EQ(every->value, "2");
    EXPECT_NE(every->note.find("3 layers recomputed"), std::string::npos);
    // No preset for the debug model: said, not guessed.
    EXPECT_NE(lineOf(imported.report.notModelled, "model.name, model.flavor"), nullptr);
    // The float8 table is there, but its converter is commented out.
    const ImportLine* float8 = lineOf(imported.report.notModelled, "quantize.linear.float8.filter_fqns");
    ASSERT_NE(float8, nullptr);
    EXPECT_NE(float8->note.find("does not enable"), std::string::npos);
}

TEST(TorchtitanImport, Llama3_70bWithTensorParallelismAndFullCheckpointing)
{
    EXPECT_EQ(titan("llama3_70b.toml").scenario, titanDocument("llama-3.1-70b", 8, 8192, "full", 8, 1));
}

TEST(TorchtitanImport, Llama3_405bWithFloat8AndCompile)
{
    const ConfigImport imported = titan("llama3_405b.toml");
    json expected = titanDocument("llama-3.1-405b", 2, 8192, "full", 8, 1);
    expected["memory"]["kernels"] = "fused";
    expected["training"]["compile"] = true;
    expected["training"]["float8"] = true;
    expected["training"]["float8_all_gather"] = true;
    EXPECT_EQ(imported.scenario, expected);
    const ImportLine* float8 = lineOf(imported.report.read, "model.converters");
    ASSERT_NE(float8, nullptr);
    EXPECT_EQ(float8->field, "training.float8");
    const ImportLine* allGather = lineOf(imported.report.read, "quantize.linear.float8.enable_fsdp_float8_all_gather");
    ASSERT_NE(allGather, nullptr);
    EXPECT_EQ(allGather->field, "training.float8_all_gather");
    EXPECT_NE(lineOf(imported.report.approximated, "compile.enable"), nullptr);
    EXPECT_NE(lineOf(imported.report.notModelled, "parallelism.enable_async_tensor_parallel"), nullptr);
}

TEST(TorchtitanImport, TheTwoOlderSchemasOf405b)
{
    // 2025-04: batch_size and compile in [training], converters as a string.
    const ConfigImport april = titan("llama3_405b.2025-04.toml");
    json expected = titanDocument("llama-3.1-405b", 2, 8192, "full", 8, 1);
    expected["memory"]["kernels"] = "fused";
    expected["training"]["compile"] = true;
    expected["training"]["float8"] = true;
    expected["training"]["float8_all_gather"] = true;
    EXPECT_EQ(april.scenario, expected);
    EXPECT_NE(lineOf(april.report.read, "training.batch_size"), nullptr);
    EXPECT_NE(lineOf(april.report.approximated, "training.compile"), nullptr);
    // 2024-10: the degrees under [training] and [experimental], float8 under [float8].
    const ConfigImport october = titan("llama3_405b.2024-10.toml");
    EXPECT_EQ(october.scenario, expected);
    EXPECT_NE(lineOf(october.report.read, "training.tensor_parallel_degree"), nullptr);
    EXPECT_NE(lineOf(october.report.read, "experimental.pipeline_parallel_degree"), nullptr);
    EXPECT_NE(lineOf(october.report.read, "float8.enable_float8_linear"), nullptr);
    EXPECT_NE(lineOf(october.report.read, "float8.enable_fsdp_float8_all_gather"), nullptr);
}

TEST(TorchtitanImport, DeepSeekV3CompilesTheLossOnly)
{
    const ConfigImport imported = titan("deepseek_v3_671b.toml");
    json expected = titanDocument("deepseek-v3", 4, 4096, "op", 1, 1);
    expected["parallel"]["reshard_after_forward"] = true;  // "default" without pipelining
    expected["training"]["compile"] = true;  // the loss only: the model's kernels stay eager
    EXPECT_EQ(imported.scenario, expected);
    const ImportLine* compile = lineOf(imported.report.read, "compile.enable");
    ASSERT_NE(compile, nullptr);
    EXPECT_EQ(compile->field, "training.compile");
    EXPECT_NE(lineOf(imported.report.notModelled, "quantize.grouped_mm.float8.fqns"), nullptr);
    EXPECT_NE(lineOf(imported.report.notModelled, "lr_scheduler"), nullptr);
}

// torchtitan's Llama 4 flavors are the language models of the presets (compute_moe_hidden_dim
// and compute_ffn_hidden_dim give 8192 and 16384, one shared expert): read exactly, Scout's
// 10M RoPE positions said.
TEST(TorchtitanImport, Llama4FlavorsAreThePresets)
{
    const ConfigImport imported = titan("llama4_17bx128e.toml");
    json expected = titanDocument("llama-4-maverick", 1, 8192, "full", 8, 4);
    // Under pipeline parallelism torchtitan's "default" keeps the units unsharded.
    expected["parallel"]["reshard_after_forward"] = false;
    // The embedding and the output count as layers in torchtitan's split.
    expected["parallel"]["stage_layers"] = {12, 13, 12, 11};
    EXPECT_EQ(imported.scenario, expected);
    const ImportLine* model = lineOf(imported.report.read, "model.name, model.flavor");
    ASSERT_NE(model, nullptr);
    EXPECT_EQ(model->value, "llama4 17bx128e");
    const auto scout = presetForTorchtitan("llama4", "17bx16e");
    ASSERT_TRUE(scout.has_value());
    EXPECT_EQ(scout->presetId, "llama-4-scout");
    EXPECT_NE(std::string(scout->note).find("10M positions"), std::string::npos);
}

TEST(TorchtitanImport, ExplicitDegreesAndGlobalBatch)
{
    const ConfigImport imported = importConfig(R"([parallelism]
data_parallel_shard_degree = 4
data_parallel_replicate_degree = 2
[training]
local_batch_size = 2
global_batch_size = 64
[activation_checkpoint]
mode = "none"
)",
                                               ConfigFormat::Torchtitan);
    ASSERT_TRUE(imported.report.problems.empty());
    EXPECT_EQ(imported.scenario["parallel"]["dp"], 8);
    EXPECT_EQ(imported.scenario["parallel"]["fsdp"], "hybrid-shard");
    EXPECT_EQ(imported.scenario["parallel"]["shard_group"], 4);
    EXPECT_EQ(imported.scenario["training"]["grad_accum"], 4);
    EXPECT_EQ(imported.scenario["memory"]["recompute"], "none");
}

TEST(TorchtuneImport, FullSingleDeviceWithPagedEightBitAdamW)
{
    const ConfigImport imported = tune("llama3_1-8B_full_single_device.yaml");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "fsdp",
        "memory": {"kernels": "eager", "lora": {"rank": 0}, "offload": {"activations": "none"}, "recompute": "full"},
        "model": "llama-3.1-8b",
        "parallel": {"fsdp": "full-shard"},
        "training": {"compile": false, "grad_accum": 1, "loss": "chunked", "micro_batch": 2, "optimizer": "adamw-8bit", "optimizer_in_backward": true, "paged_optimizer": true, "precision": "bf16-pure"}
        })"));
    const ImportLine* paged = lineOf(imported.report.read, "optimizer._component_");
    ASSERT_NE(paged, nullptr);
    EXPECT_EQ(paged->value, "bitsandbytes.optim.PagedAdamW8bit");
    EXPECT_NE(paged->note.find("unified memory"), std::string::npos);
    const ImportLine* inBackward = lineOf(imported.report.read, "optimizer_in_bwd");
    ASSERT_NE(inBackward, nullptr);
    EXPECT_EQ(inBackward->field, "training.optimizer_in_backward");
    EXPECT_NE(lineOf(imported.report.notModelled, "tokenizer.max_seq_len"), nullptr);
}

TEST(TorchtuneImport, LowMemoryWithActivationOffloadAndPagedAdamW)
{
    const ConfigImport imported = tune("llama2-7B_full_low_memory.yaml");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "fsdp",
        "memory": {"kernels": "eager", "lora": {"rank": 0}, "offload": {"activations": "cpu"}, "recompute": "full"},
        "model": "llama-2-7b",
        "parallel": {"fsdp": "full-shard"},
        "training": {"compile": false, "grad_accum": 1, "loss": "chunked", "micro_batch": 2, "optimizer": "adamw", "optimizer_in_backward": true, "paged_optimizer": true, "precision": "bf16-pure"}
        })"));
    // LinearCrossEntropyLoss: projection and loss per chunk of the counted tokens, approximated.
    EXPECT_NE(lineOf(imported.report.approximated, "loss._component_"), nullptr);
}

TEST(TorchtuneImport, LoraOnThreeAttentionProjectionsAndTheMlp)
{
    const ConfigImport imported = tune("llama3_1-8B_lora.yaml");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "fsdp",
        "memory": {"kernels": "eager", "lora": {"attention_only": false, "qlora": false, "rank": 8}, "offload": {"activations": "none"}, "recompute": "none"},
        "model": "llama-3.1-8b",
        "parallel": {"fsdp": "full-shard"},
        "training": {"compile": false, "grad_accum": 8, "loss": "chunked", "micro_batch": 2, "optimizer": "adamw", "optimizer_kernel": "fused", "paged_optimizer": false, "precision": "bf16-pure"}
        })"));
    const ImportLine* targets = lineOf(imported.report.approximated, "model.apply_lora_to_mlp");
    ASSERT_NE(targets, nullptr);
    EXPECT_NE(targets->note.find("every linear of the block"), std::string::npos);
    EXPECT_NE(lineOf(imported.report.notModelled, "model.lora_alpha"), nullptr);
}

TEST(TorchtuneImport, QloraIsTheBuildersName)
{
    const ConfigImport imported = tune("llama3_1-8B_qlora_single_device.yaml");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "fsdp",
        "memory": {"kernels": "eager", "lora": {"attention_only": false, "qlora": true, "rank": 8}, "offload": {"activations": "none"}, "recompute": "full"},
        "model": "llama-3.1-8b",
        "parallel": {"fsdp": "full-shard"},
        "training": {"compile": false, "grad_accum": 8, "loss": "chunked", "micro_batch": 2, "optimizer": "adamw", "optimizer_kernel": "fused", "paged_optimizer": false, "precision": "bf16-pure"}
        })"));
    EXPECT_NE(lineOf(imported.report.notModelled, "low_cpu_ram"), nullptr);
}

TEST(TorchtuneImport, ChunkedCrossEntropyOfTheOlderLoraRecipe)
{
    const ConfigImport imported = tune("llama3_1-8B_lora_single_device.2025-04.yaml");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "fsdp",
        "memory": {"kernels": "eager", "lora": {"attention_only": false, "qlora": false, "rank": 8}, "offload": {"activations": "none"}, "recompute": "full"},
        "model": "llama-3.1-8b",
        "parallel": {"fsdp": "full-shard"},
        "training": {"compile": false, "grad_accum": 8, "loss": "chunked", "loss_chunks": 8, "micro_batch": 2, "optimizer": "adamw", "optimizer_kernel": "fused", "paged_optimizer": false, "precision": "bf16-pure"}
        })"));
    const ImportLine* loss = lineOf(imported.report.read, "loss._component_");
    ASSERT_NE(loss, nullptr);
    EXPECT_EQ(loss->value, "torchtune.modules.loss.CEWithChunkedOutputLoss");
    EXPECT_EQ(loss->field, "training.loss");
}

// torchtune's knowledge_distillation recipes: the teacher by its builder, the divergence by
// its component; the mixing weight and the teacher's checkpoint are no memory.
TEST(TorchtuneImport, DistillationTeacherAndLoss)
{
    const ConfigImport single = tune("llama3_2-8B_to_1B_KD_lora_single_device.yaml");
    EXPECT_EQ(single.scenario.value("model", ""), "llama-3.2-1b");
    EXPECT_EQ(single.scenario["teacher"], json::parse(R"({"model": "llama-3.1-8b", "kd_loss": "forward-kl"})"));
    const ImportLine* teacher = lineOf(single.report.read, "teacher_model._component_");
    ASSERT_NE(teacher, nullptr);
    EXPECT_EQ(teacher->value, "torchtune.models.llama3_1.llama3_1_8b");
    EXPECT_EQ(teacher->field, "teacher.model");
    EXPECT_NE(lineOf(single.report.notModelled, "kd_ratio"), nullptr);
    EXPECT_NE(lineOf(single.report.notModelled, "teacher_checkpointer"), nullptr);
    Scenario scenario;
    ASSERT_TRUE(test::readBack(single, scenario).empty());
    EXPECT_EQ(scenario.teacher.modelId, "llama-3.1-8b");
    EXPECT_EQ(scenario.teacher.arch, test::presets().model("llama-3.1-8b")->arch);
    const Estimate e = estimate(scenario);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    EXPECT_GT(test::termBytes(e.worst(), "teacher_weights"), 0);

    // Qwen3: the instruct 14B teaches the base 8B (one tokenizer).
    const ConfigImport qwen = tune("qwen3-14B_to_8B_KD_lora_single_device.yaml");
    EXPECT_EQ(qwen.scenario["teacher"].value("model", ""), "qwen3-14b");
    EXPECT_EQ(qwen.scenario.value("model", ""), "qwen3-8b");

    // The distributed recipe: the same models, sharded with FSDP.
    const ConfigImport distributed = tune("llama3_2-8B_to_1B_KD_lora_distributed.yaml");
    EXPECT_EQ(distributed.scenario["teacher"].value("model", ""), "llama-3.1-8b");
}

// A teacher with LoRA adapters is no frozen teacher; a divergence torchtune does not have is
// said, not replaced silently.
TEST(TorchtuneImport, DistillationTeacherThatCannotBe)
{
    const ConfigImport imported = importConfig(R"(
model: {_component_: torchtune.models.llama3_2.lora_llama3_2_1b, lora_rank: 8}
teacher_model: {_component_: torchtune.models.llama3_1.lora_llama3_1_8b}
kd_loss: {_component_: my.losses.JensenShannon}
)", ConfigFormat::Torchtune);
    ASSERT_FALSE(imported.report.problems.empty());
    EXPECT_EQ(imported.report.problems.front().field, "teacher_model._component_");
    EXPECT_NE(lineOf(imported.report.notModelled, "kd_loss._component_"), nullptr);
}

TEST(TorchtuneImport, Llama33_70bWithFsdpCpuOffload)
{
    const ConfigImport imported = tune("llama3_3-70B_full.yaml");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "fsdp",
        "memory": {"kernels": "eager", "lora": {"rank": 0}, "offload": {"activations": "none", "gradients": "cpu", "optimizer": "cpu", "parameters": "cpu"}, "recompute": "full"},
        "model": "llama-3.1-70b",
        "parallel": {"fsdp": "full-shard", "tp": 1},
        "training": {"compile": false, "grad_accum": 1, "loss": "chunked", "micro_batch": 2, "optimizer": "adamw", "optimizer_in_backward": false, "paged_optimizer": false, "precision": "bf16-pure"}
        })"));
    const ImportLine* model = lineOf(imported.report.approximated, "model._component_");
    ASSERT_NE(model, nullptr);
    EXPECT_NE(model->note.find("Llama 3.1 70B's architecture"), std::string::npos);
    EXPECT_NE(lineOf(imported.report.notModelled, "custom_sharded_layers"), nullptr);
}

TEST(TorchtuneImport, MultinodeWithTensorParallelismAndASequenceLimit)
{
    const ConfigImport imported = tune("llama3_3-70B_full_multinode.yaml");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "fsdp",
        "memory": {"kernels": "fused", "lora": {"rank": 0}, "offload": {"activations": "none"}, "recompute": "full"},
        "model": "llama-3.1-70b",
        "parallel": {"fsdp": "full-shard", "sp": true, "tp": 8},
        "training": {"compile": true, "grad_accum": 1, "loss": "chunked", "micro_batch": 4, "optimizer": "adamw", "optimizer_in_backward": false, "optimizer_kernel": "fused", "paged_optimizer": false, "precision": "bf16-pure", "seq": 1024}
        })"));
    const ImportLine* dp = lineOf(imported.report.defaulted, "data_parallel_shard_dim");
    ASSERT_NE(dp, nullptr);
    EXPECT_EQ(dp->value, "-1");
    const ImportLine* compile = lineOf(imported.report.read, "compile");
    ASSERT_NE(compile, nullptr);
    EXPECT_EQ(compile->field, "memory.kernels");
}

TEST(TorchtuneImport, Llama4ScoutHasNoPreset)
{
    const ConfigImport imported = tune("llama4-scout_17B_16E_full.yaml");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "fsdp",
        "memory": {"kernels": "eager", "lora": {"rank": 0}, "offload": {"activations": "none", "gradients": "cpu", "optimizer": "cpu", "parameters": "cpu"}, "recompute": "full"},
        "parallel": {"fsdp": "full-shard", "sp": true, "tp": 2},
        "training": {"compile": false, "grad_accum": 1, "loss": "chunked", "micro_batch": 1, "optimizer": "adamw", "optimizer_in_backward": false, "paged_optimizer": false, "precision": "bf16-pure"}
        })"));
    const ImportLine* model = lineOf(imported.report.notModelled, "model._component_");
    ASSERT_NE(model, nullptr);
    EXPECT_EQ(model->value, "torchtune.models.llama4.llama4_scout_17b_16e");
}

// A `tune run` command line as users paste it: the overrides after the recipe and its config,
// each key=value nested as OmegaConf nests it, lists and truth values read as YAML.
TEST(TorchtuneImport, ReadsTheOverridesOfATuneRunCommand)
{
    const char* command = "tune run --nproc_per_node 8 full_finetune_distributed --config llama3_1/8B_full \\\n"
                          "  batch_size=4 gradient_accumulation_steps=2 ~optimizer.fused \\\n"
                          "  model._component_=torchtune.models.llama3_1.lora_llama3_1_8b model.lora_rank=16 \\\n"
                          "  model.lora_attn_modules=[q_proj,k_proj,v_proj,output_proj] model.apply_lora_to_mlp=True \\\n"
                          "  ac_mode=selective ac_option=op compile=True data_parallel_shard_dim=8\n";
    EXPECT_EQ(detectConfigFormat(command), ConfigFormat::Torchtune);
    const ConfigImport imported = importConfig(command);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_TRUE(imported.report.unknown.empty()) << imported.report.unknown.front().sourceKey;
    const json& s = imported.scenario;
    EXPECT_EQ(s["training"]["micro_batch"], 4);
    EXPECT_EQ(s["training"]["grad_accum"], 2);
    EXPECT_EQ(s["memory"]["lora"]["rank"], 16);
    EXPECT_EQ(s["memory"]["lora"]["attention_only"], false);
    EXPECT_EQ(s["memory"]["recompute"], "op");
    EXPECT_EQ(s["memory"]["kernels"], "fused");
    EXPECT_EQ(s["parallel"]["dp"], 8);
    EXPECT_EQ(s["parallel"]["fsdp"], "full-shard");
    // Not overrides: text that only looks like one is not taken for torchtune.
    EXPECT_NE(detectConfigFormat("batch_size = 4\n"), ConfigFormat::Torchtune);
    EXPECT_NE(detectConfigFormat("tune run full_finetune_distributed --config x\n"), ConfigFormat::Torchtune);
}

// fsdp_reshard_after_forward=False keeps each unit's gathered weights until backward
// (shard-grad-op); a shard dimension of 1 shards nothing, replicated or not.
// torchtune's Llama 3.2 3B builder (torchtune/models/llama3_2/_model_builders.py) has a
// preset of its own shape, tied embeddings included: 3,212,749,824 parameters.
TEST(TorchtuneImport, Llama32_3bBuilderHasItsPreset)
{
    const ConfigImport imported = importConfig("model:\n  _component_: torchtune.models.llama3_2.llama3_2_3b\n",
                                               ConfigFormat::Torchtune);
    EXPECT_TRUE(imported.report.problems.empty());
    EXPECT_EQ(imported.scenario["model"], "llama-3.2-3b");
    const ModelPreset* preset = memledger::test::presets().model("llama-3.2-3b");
    ASSERT_NE(preset, nullptr);
    EXPECT_TRUE(preset->arch.tiedEmbeddings);
    EXPECT_EQ(preset->paramsReference, 3212749824.0);
}

// torchtune's Qwen3 builders (torchtune/models/qwen3/_model_builders.py @ 0c8c1296): the instruct
// ones are the Qwen3 presets exactly; a base one reads as the same preset, said to differ in its
// maximum positions (32768, not 40960); a lora_ prefix is LoRA on that preset.
TEST(TorchtuneImport, Qwen3BuildersHaveTheirPresets)
{
    const ConfigImport moe = importConfig("model:\n  _component_: torchtune.models.qwen3.qwen3_moe_30b_a3b_instruct\n",
                                          ConfigFormat::Torchtune);
    EXPECT_TRUE(moe.report.problems.empty());
    EXPECT_EQ(moe.scenario["model"], "qwen3-30b-a3b");
    const ConfigImport base = importConfig("model:\n  _component_: torchtune.models.qwen3.lora_qwen3_8b_base\n",
                                           ConfigFormat::Torchtune);
    EXPECT_TRUE(base.report.problems.empty());
    EXPECT_EQ(base.scenario["model"], "qwen3-8b");
    const bool said = std::any_of(base.report.approximated.begin(), base.report.approximated.end(),
                                  [](const ImportLine& line) { return line.note.find("32K, not 40K") != std::string::npos; });
    EXPECT_TRUE(said) << "the base model's positions are not said";
}

TEST(TorchtuneImport, ReshardAfterForwardAndUnshardedMeshes)
{
    const auto parallelOf = [](const char* overrides) {
        const ConfigImport imported = importConfig(overrides, ConfigFormat::Torchtune);
        EXPECT_TRUE(imported.report.problems.empty());
        return imported.scenario["parallel"];
    };
    const auto fsdpOf = [&](const char* overrides) {
        return parallelOf(overrides).value("fsdp", std::string("unset"));
    };
    // FSDP2 keeps the gathered units from forward to backward with the flag off: full
    // sharding that does not reshard, which is what SHARD_GRAD_OP did.
    const auto kept = parallelOf("data_parallel_shard_dim=8\nfsdp_reshard_after_forward=False\n");
    EXPECT_EQ(kept.value("fsdp", std::string("unset")), "full-shard");
    EXPECT_EQ(kept.value("reshard_after_forward", true), false);
    EXPECT_EQ(fsdpOf("data_parallel_shard_dim=8\nfsdp_reshard_after_forward=True\n"), "full-shard");
    EXPECT_EQ(fsdpOf("data_parallel_shard_dim=1\ndata_parallel_replicate_dim=8\n"), "none");
    EXPECT_EQ(fsdpOf("data_parallel_shard_dim=4\ndata_parallel_replicate_dim=2\n"), "hybrid-shard");
}

// With pipelining the local batch is cut into pipeline micro-batches, which the engine counts
// as accumulation; virtual stages count the embedding and output as a layer each unless told.
TEST(TorchtitanImport, PipelineMicroBatchesAndVirtualStages)
{
    const auto read = [](const std::string& extra) {
        const std::string toml = "[model]\nname = \"llama3\"\nflavor = \"8B\"\n"
                                 "[training]\nlocal_batch_size = 8\nglobal_batch_size = 32\nseq_len = 4096\n"
                                 "[parallelism]\ndata_parallel_shard_degree = 2\npipeline_parallel_degree = 2\n"
                                 "pipeline_parallel_microbatch_size = 2\npipeline_parallel_schedule = \"Interleaved1F1B\"\n" +
                                 extra;
        return importConfig(toml, ConfigFormat::Torchtitan);
    };
    // 32 layers + 1 + 1 in stages of 17: 2 stages, one per rank.
    ConfigImport imported = read("pipeline_parallel_layers_per_stage = 17\n");
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(imported.scenario["training"]["micro_batch"], 2);
    // 8 / 2 = 4 pipeline micro-batches, and 32 / (8 × 2) = 2 steps of accumulation.
    EXPECT_EQ(imported.scenario["training"]["grad_accum"], 8);
    EXPECT_EQ(imported.scenario["parallel"]["vpp"], 1);
    // Without the embedding and output counted, 32 layers in stages of 8 are 4 stages: 2 per rank.
    imported = read("pipeline_parallel_layers_per_stage = 8\npipeline_parallel_first_stage_less_layers = 0\n"
                    "pipeline_parallel_last_stage_less_layers = 0\n");
    EXPECT_EQ(imported.scenario["parallel"]["vpp"], 2);
    // ⌈34 / 8⌉ = 5 stages do not divide over 2 ranks.
    imported = read("pipeline_parallel_layers_per_stage = 8\n");
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_NE(imported.report.problems.front().message.find("5 virtual stages"), std::string::npos);
}

}  // namespace
}  // namespace memledger::model
