// What each writer writes for worked scenarios, checked by hand against the scenario files
// in presets/scenarios and the frameworks' own keys.
#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "model/imports/config_import.h"
#include "model/io/presets.h"
#include "tests/model/exports/export_fixture.h"

namespace memledger::model {
namespace {

using test::megatronFlags;
using test::presetLibrary;
using test::reportsLost;
using test::torchtuneOverrides;
using test::workedScenario;

bool hasLine(const std::string& text, const std::string& line) { return text.find(line + '\n') != std::string::npos; }

Scenario presetModel(const std::string& id)
{
    Scenario scenario;
    const ModelPreset* preset = presetLibrary().model(id);
    EXPECT_NE(preset, nullptr) << id;
    if (preset)
        applyModel(*preset, scenario);
    scenario.modelId = id;
    return scenario;
}

// presets/scenarios/70b-zero3-dp8: DP 8, ZeRO-3, micro-batch 1, no accumulation, bf16,
// AdamW, full recomputation, DeepSpeed.
TEST(DeepSpeedExport, ZeRO3Scenario)
{
    const ConfigExport exported = exportConfig(workedScenario("70b-zero3-dp8"), ExportFormat::DeepSpeed);
    const auto ds = nlohmann::json::parse(exported.text);
    EXPECT_EQ(ds["train_batch_size"], 8);  // 1 × 1 × 8
    EXPECT_EQ(ds["train_micro_batch_size_per_gpu"], 1);
    EXPECT_EQ(ds["gradient_accumulation_steps"], 1);
    EXPECT_EQ(ds["bf16"]["enabled"], true);
    EXPECT_FALSE(ds.contains("fp16"));
    EXPECT_EQ(ds["optimizer"]["type"], "AdamW");
    EXPECT_EQ(ds["zero_optimization"]["stage"], 3);
    EXPECT_FALSE(ds["zero_optimization"].contains("offload_optimizer"));
    EXPECT_EQ(ds["activation_checkpointing"]["cpu_checkpointing"], false);
    EXPECT_TRUE(test::carries(exported, "framework"));
    // What ds_config.json cannot say: the model, the sequence, and who turns recomputation on.
    EXPECT_TRUE(reportsLost(exported, "architecture.layers"));
    EXPECT_TRUE(reportsLost(exported, "training.seq"));
    EXPECT_TRUE(reportsLost(exported, "memory.recompute"));
    EXPECT_FALSE(reportsLost(exported, "memory.lora.rank"));  // no LoRA: nothing to say
}

// presets/scenarios/zero-offload-13b-1gpu: ZeRO-2 with the optimizer on the CPU, one GPU,
// micro-batch 2.
TEST(DeepSpeedExport, ZeROOffloadScenario)
{
    const ConfigExport exported = exportConfig(workedScenario("zero-offload-13b-1gpu"), ExportFormat::DeepSpeed);
    const auto ds = nlohmann::json::parse(exported.text);
    EXPECT_EQ(ds["train_batch_size"], 2);
    EXPECT_EQ(ds["zero_optimization"]["stage"], 2);
    EXPECT_EQ(ds["zero_optimization"]["offload_optimizer"],
              nlohmann::json::parse(R"({"device": "cpu", "pin_memory": true})"));
    EXPECT_FALSE(ds["zero_optimization"].contains("offload_param"));
}

// ZeRO-Infinity: parameters and optimizer states on NVMe, which needs stage 3 and a path.
TEST(DeepSpeedExport, NvmeOffloadNeedsStageThreeAndAPath)
{
    Scenario scenario = workedScenario("70b-zero3-dp8");
    scenario.memory.offload.parameters = OffloadTarget::Nvme;
    scenario.memory.offload.optimizer = OffloadTarget::Nvme;
    ConfigExport exported = exportConfig(scenario, ExportFormat::DeepSpeed);
    auto zero = nlohmann::json::parse(exported.text)["zero_optimization"];
    EXPECT_EQ(zero["offload_param"]["device"], "nvme");
    EXPECT_EQ(zero["offload_optimizer"]["nvme_path"], "/local_nvme");
    EXPECT_TRUE(reportsLost(exported, "nvme_path"));

    scenario.parallel.zeroStage = 2;  // DeepSpeed offloads parameters under stage 3 only
    exported = exportConfig(scenario, ExportFormat::DeepSpeed);
    zero = nlohmann::json::parse(exported.text)["zero_optimization"];
    EXPECT_FALSE(zero.contains("offload_param"));
    EXPECT_FALSE(zero.contains("offload_optimizer"));
    EXPECT_TRUE(reportsLost(exported, "memory.offload.parameters"));
    EXPECT_TRUE(reportsLost(exported, "memory.offload.optimizer"));
}

TEST(DeepSpeedExport, PrecisionsAndOptimizers)
{
    Scenario scenario = workedScenario("70b-zero3-dp8");
    scenario.training.precision = Precision::Fp16Mixed;
    scenario.training.optimizer = Optimizer::SgdMomentum;
    auto ds = nlohmann::json::parse(exportConfig(scenario, ExportFormat::DeepSpeed).text);
    EXPECT_EQ(ds["fp16"]["enabled"], true);
    EXPECT_EQ(ds["optimizer"], nlohmann::json::parse(R"({"type": "SGD", "params": {"momentum": 0.9}})"));

    scenario.training.precision = Precision::Bf16Pure;
    scenario.training.optimizer = Optimizer::AdamW8bit;
    const ConfigExport exported = exportConfig(scenario, ExportFormat::DeepSpeed);
    ds = nlohmann::json::parse(exported.text);
    EXPECT_EQ(ds["bf16"]["bf16_master_weights_and_grads"], true);
    EXPECT_FALSE(ds.contains("optimizer"));
    EXPECT_TRUE(reportsLost(exported, "training.optimizer"));
    EXPECT_TRUE(reportsLost(exported, "training.precision"));  // older releases ignore the keys
}

// presets/scenarios/llama-3.1-70b-64xh100-megatron: TP 8 with SP, PP 4 with 2 virtual
// stages, DP 2, micro-batch 1 × 16 accumulation steps, sequence 8192, selective recompute.
TEST(MegatronExport, ThreeDimensionalScenario)
{
    const ConfigExport exported =
        exportConfig(workedScenario("llama-3.1-70b-64xh100-megatron"), ExportFormat::Megatron);
    const auto flags = megatronFlags(exported.text);
    const std::map<std::string, std::string> expected = {
        {"--tensor-model-parallel-size", "8"},
        {"--pipeline-model-parallel-size", "4"},
        {"--num-layers-per-virtual-pipeline-stage", "10"},  // 80 layers / PP 4 / VPP 2
        {"--sequence-parallel", ""},
        {"--context-parallel-size", "1"},
        {"--use-distributed-optimizer", ""},
        {"--micro-batch-size", "1"},
        {"--global-batch-size", "32"},  // 1 × 16 × DP 2
        {"--num-layers", "80"},
        {"--hidden-size", "8192"},
        {"--ffn-hidden-size", "28672"},
        {"--num-attention-heads", "64"},
        {"--group-query-attention", ""},
        {"--num-query-groups", "8"},
        // No --kv-channels: the preset's head_dim is hidden ÷ heads, Megatron's own default.
        {"--seq-length", "8192"},
        {"--max-position-embeddings", "131072"},
        {"--swiglu", ""},
        {"--untie-embeddings-and-output-weights", ""},
        {"--normalization", "RMSNorm"},
        {"--position-embedding-type", "rope"},
        {"--disable-bias-linear", ""},
        {"--attention-dropout", "0.0"},
        {"--hidden-dropout", "0.0"},
        {"--bf16", ""},
        {"--optimizer", "adam"},
        {"--recompute-granularity", "selective"},
        {"--attention-backend", "flash"},
    };
    EXPECT_EQ(flags, expected);
    EXPECT_NE(exported.text.find("on 64 GPUs (DP 2 × TP 8 × PP 4)"), std::string::npos) << exported.text;
    EXPECT_TRUE(reportsLost(exported, "architecture.vocab"));  // the tokenizer's
    EXPECT_FALSE(reportsLost(exported, "parallel.tp"));
}

TEST(MegatronExport, MixtureOfExperts)
{
    Scenario scenario = presetModel("deepseek-v3");
    scenario.parallel.ep = 8;
    scenario.parallel.dp = 8;
    scenario.memory.recompute = Recompute::Uniform;
    scenario.memory.recomputeLayers = 2;
    const auto flags = megatronFlags(exportConfig(scenario, ExportFormat::Megatron).text);
    EXPECT_EQ(flags.at("--num-experts"), "256");
    EXPECT_EQ(flags.at("--moe-router-topk"), "8");
    EXPECT_EQ(flags.at("--moe-ffn-hidden-size"), "2048");
    EXPECT_EQ(flags.at("--moe-shared-expert-intermediate-size"), "2048");  // one shared expert
    EXPECT_EQ(flags.at("--moe-layer-freq"), "\"([0]*3+[1]*58)\"");           // 3 dense, then 58 MoE layers
    EXPECT_EQ(flags.at("--expert-model-parallel-size"), "8");
    EXPECT_EQ(flags.at("--recompute-method"), "uniform");
    EXPECT_EQ(flags.at("--recompute-num-layers"), "2");
    // Interleaved MoE layers are written as the whole list, which Megatron evaluates as Python.
    Scenario maverick = presetModel("llama-4-maverick");
    maverick.parallel.ep = 8;
    maverick.parallel.dp = 8;
    std::string list = "\"[";
    for (int layer = 0; layer < 48; ++layer)
        list += std::string(layer == 0 ? "" : ",") + (layer % 2 == 1 ? "1" : "0");
    EXPECT_EQ(megatronFlags(exportConfig(maverick, ExportFormat::Megatron).text).at("--moe-layer-freq"), list + "]\"");
    // Experts on the first of every two: Megatron's own integer.
    maverick.arch.moe.firstInStep = true;
    const ConfigExport first = exportConfig(maverick, ExportFormat::Megatron);
    EXPECT_EQ(megatronFlags(first.text).at("--moe-layer-freq"), "2");
    EXPECT_FALSE(reportsLost(first, "architecture.moe.first_in_step"));
}

// Llama 3.1 8B on 8 GPUs, fully sharded, selective recomputation, 2 × 4 per step.
TEST(TorchtitanExport, FlavorAndFsdp)
{
    Scenario scenario = presetModel("llama-3.1-8b");
    scenario.parallel.dp = 8;
    scenario.parallel.fsdp = FsdpMode::FullShard;
    scenario.framework = Framework::Fsdp;
    scenario.training.microBatch = 2;
    scenario.training.gradAccum = 4;
    scenario.training.seq = 8192;
    scenario.memory.recompute = Recompute::Selective;
    const ConfigExport exported = exportOf(scenario, ExportFormat::Torchtitan, presetLibrary());
    const std::string& toml = exported.text;
    for (const char* line : {"[model]", "name = \"llama3\"", "flavor = \"8B\"", "local_batch_size = 2",
                             "global_batch_size = 64", "seq_len = 8192", "mixed_precision_param = \"bfloat16\"",
                             "dtype = \"float32\"", "data_parallel_replicate_degree = 1",
                             "data_parallel_shard_degree = 8", "fsdp_reshard_after_forward = \"default\"",
                             "tensor_parallel_degree = 1", "pipeline_parallel_degree = 1", "mode = \"selective\"",
                             "selective_ac_option = \"op\"", "name = \"AdamW\""})
        EXPECT_TRUE(hasLine(toml, line)) << line << "\n" << toml;
    EXPECT_TRUE(test::carries(exported, "architecture.layers"));
    EXPECT_FALSE(reportsLost(exported, "framework"));
}

// The Megatron scenario in torchtitan: PP 4 × VPP 2 is Interleaved1F1B with 10 layers a
// stage, a rank's step is 16 micro-batches of 1, and DP 2 replicates (no sharding).
TEST(TorchtitanExport, PipelineSchedule)
{
    const ConfigExport exported =
        exportOf(workedScenario("llama-3.1-70b-64xh100-megatron"), ExportFormat::Torchtitan, presetLibrary());
    for (const char* line : {"flavor = \"70B\"", "local_batch_size = 16", "global_batch_size = 32",
                             "pipeline_parallel_degree = 4", "pipeline_parallel_microbatch_size = 1",
                             "pipeline_parallel_schedule = \"Interleaved1F1B\"",
                             "pipeline_parallel_layers_per_stage = 10", "tensor_parallel_degree = 8",
                             "data_parallel_replicate_degree = 2", "data_parallel_shard_degree = 1"})
        EXPECT_TRUE(hasLine(exported.text, line)) << line << "\n" << exported.text;
    EXPECT_TRUE(reportsLost(exported, "parallel.distributed_optimizer"));
    EXPECT_TRUE(reportsLost(exported, "framework"));  // estimated as Megatron-LM
}

TEST(TorchtitanExport, ModelWithoutAFlavorIsSaid)
{
    const ConfigExport exported = exportOf(presetModel("mistral-7b"), ExportFormat::Torchtitan, presetLibrary());
    EXPECT_FALSE(hasLine(exported.text, "name = \"llama3\""));
    EXPECT_TRUE(reportsLost(exported, "architecture.hidden"));
}

// The flavor follows the model's shape, not its name or how it was chosen: a config.json's
// Qwen3 8B under another name and with the base model's 32K positions (rotary: no weights)
// is still qwen3/8B; one dimension off and no flavor has it.
TEST(TorchtitanExport, TheFlavorIsThePresetWithTheModelsShape)
{
    Scenario scenario = presetModel("qwen3-8b");
    scenario.modelId.clear();
    scenario.arch.name = "my-qwen3-8b-sft";
    scenario.arch.maxPositions = 32768;
    ConfigExport exported = exportOf(scenario, ExportFormat::Torchtitan, presetLibrary());
    EXPECT_TRUE(hasLine(exported.text, "name = \"qwen3\"")) << exported.text;
    EXPECT_TRUE(hasLine(exported.text, "flavor = \"8B\"")) << exported.text;
    // The flavor is the preset's, with its own 40960 positions: not the scenario's 32768, said.
    EXPECT_FALSE(test::carries(exported, "architecture.max_positions"));
    EXPECT_TRUE(reportsLost(exported, "architecture.max_positions"));
    EXPECT_TRUE(test::carries(exported, "architecture.hidden"));
    for (const ExportFormat format : {ExportFormat::Torchtune, ExportFormat::Megatron}) {
        const ConfigExport other = exportOf(scenario, format, presetLibrary());
        EXPECT_NE(test::carries(other, "architecture.max_positions"), format == ExportFormat::Torchtune);
    }
    scenario.arch.maxPositions = 40960;
    EXPECT_TRUE(test::carries(exportOf(scenario, ExportFormat::Torchtitan, presetLibrary()), "architecture.max_positions"));
    scenario.arch.ffn += 128;
    exported = exportOf(scenario, ExportFormat::Torchtitan, presetLibrary());
    EXPECT_FALSE(hasLine(exported.text, "name = \"qwen3\""));
    EXPECT_TRUE(reportsLost(exported, "architecture.ffn"));
}

// Builders the writer's own table lacked: Llama 3.2 3B, Qwen3's tied small models and its
// mixture of experts, each the builder torchtune names for the very model (the instruct
// ones, whose 40960 positions the presets have).
TEST(TorchtuneExport, BuildersComeFromTheOneTableOfNames)
{
    const std::map<std::string, std::string> expected = {
        {"llama-3.2-3b", "torchtune.models.llama3_2.llama3_2_3b"},
        {"qwen3-0.6b", "torchtune.models.qwen3.qwen3_0_6b_instruct"},
        {"qwen3-4b", "torchtune.models.qwen3.qwen3_4b_instruct"},
        {"qwen3-32b", "torchtune.models.qwen3.qwen3_32b"},
        {"qwen3-30b-a3b", "torchtune.models.qwen3.qwen3_moe_30b_a3b_instruct"},
    };
    for (const auto& [id, component] : expected) {
        SCOPED_TRACE(id);
        const ConfigExport exported = exportOf(presetModel(id), ExportFormat::Torchtune, presetLibrary());
        EXPECT_EQ(torchtuneOverrides(exported.text).at("model._component_"), component);
        EXPECT_TRUE(test::carries(exported, "architecture.tied_embeddings"));
    }
    // LoRA on Qwen3: its lora_ builder; QLoRA has no builder or config of its own there, said.
    Scenario scenario = presetModel("qwen3-1.7b");
    scenario.memory.lora.rank = 16;
    scenario.memory.lora.qlora = true;
    const ConfigExport exported = exportOf(scenario, ExportFormat::Torchtune, presetLibrary());
    EXPECT_EQ(torchtuneOverrides(exported.text).at("model._component_"),
              "torchtune.models.qwen3.lora_qwen3_1_7b_instruct");
    EXPECT_TRUE(reportsLost(exported, "memory.lora.qlora"));
    EXPECT_NE(exported.text.find("--config qwen3/1.7B_lora_single_device"), std::string::npos) << exported.text;
}

// presets/scenarios/qlora-7b-rtx4090: QLoRA rank 64 on Llama 2 7B, one GPU, micro-batch 4,
// sequence 2048, full recomputation.
// A distillation job: the knowledge_distillation recipe with the teacher's builder and the
// divergence in the cross-entropy's chunks; the same overrides imported again give the same
// teacher. Another format has no setting for a teacher, and says so.
TEST(TorchtuneExport, DistillationWritesTheTeacherAndItsLoss)
{
    Scenario scenario = presetModel("llama-3.2-1b");
    scenario.memory.lora.rank = 64;
    scenario.training.loss = Loss::Chunked;
    ASSERT_TRUE(chooseTeacher(presetLibrary(), "llama-3.1-8b", scenario.teacher));
    scenario.teacher.loss = KdLoss::Reverse;
    const ConfigExport exported = exportOf(scenario, ExportFormat::Torchtune, presetLibrary());
    const auto overrides = torchtuneOverrides(exported.text);
    EXPECT_EQ(overrides.at("teacher_model._component_"), "torchtune.models.llama3_1.llama3_1_8b");
    EXPECT_EQ(overrides.at("kd_loss._component_"), "torchtune.modules.loss.ReverseKLWithChunkedOutputLoss");
    EXPECT_EQ(overrides.at("kd_loss.num_output_chunks"), overrides.at("loss.num_output_chunks"));
    EXPECT_TRUE(test::carries(exported, "teacher.kd_loss"));
    EXPECT_NE(exported.text.find("knowledge_distillation_single_device"), std::string::npos) << exported.text;

    const ConfigImport imported = importConfig(exported.text, ConfigFormat::Torchtune);
    EXPECT_EQ(imported.scenario["teacher"], nlohmann::json::parse(R"({"model": "llama-3.1-8b", "kd_loss": "reverse-kl"})"))
        << exported.text;

    const ConfigExport deepspeed = exportOf(scenario, ExportFormat::DeepSpeed, presetLibrary());
    bool said = false;
    for (const auto& line : deepspeed.lost)
        said = said || line.subject == "teacher.model = llama-3.1-8b";
    EXPECT_TRUE(said);
}

TEST(TorchtuneExport, QloraSingleDevice)
{
    const ConfigExport exported = exportOf(workedScenario("qlora-7b-rtx4090"), ExportFormat::Torchtune, presetLibrary());
    const auto overrides = torchtuneOverrides(exported.text);
    const std::map<std::string, std::string> expected = {
        {"model._component_", "torchtune.models.llama2.qlora_llama2_7b"},
        {"model.lora_rank", "64"},
        {"model.lora_alpha", "128"},
        {"model.lora_attn_modules", "[q_proj,k_proj,v_proj,output_proj]"},
        {"model.apply_lora_to_mlp", "True"},
        {"model.apply_lora_to_output", "False"},
        {"batch_size", "4"},
        {"gradient_accumulation_steps", "1"},
        {"tokenizer.max_seq_len", "2048"},
        {"dataset.packed", "True"},  // every batch the full 2048 tokens
        {"dtype", "bf16"},
        {"optimizer._component_", "torch.optim.AdamW"},
        {"optimizer.fused", "False"},  // the Hugging Face Trainer's foreach AdamW
        {"optimizer_in_bwd", "False"},
        {"loss._component_", "torch.nn.CrossEntropyLoss"},
        {"enable_activation_checkpointing", "True"},
        {"enable_activation_offloading", "False"},
        {"compile", "False"},  // eager kernels, the Hugging Face Trainer's default
    };
    EXPECT_EQ(overrides, expected);
    EXPECT_NE(exported.text.find("tune run lora_finetune_single_device --config llama2/7B_qlora_single_device"),
              std::string::npos)
        << exported.text;
    EXPECT_TRUE(reportsLost(exported, "training.precision"));  // bf16 mixed: torchtune has no fp32 master
}

TEST(TorchtuneExport, DistributedWithCpuOffload)
{
    Scenario scenario = presetModel("llama-3.1-8b");
    scenario.parallel.dp = 8;
    scenario.parallel.fsdp = FsdpMode::FullShard;
    scenario.memory.offload.parameters = OffloadTarget::Cpu;
    scenario.memory.offload.gradients = OffloadTarget::Cpu;
    scenario.memory.offload.optimizer = OffloadTarget::Cpu;
    const ConfigExport exported = exportOf(scenario, ExportFormat::Torchtune, presetLibrary());
    const auto overrides = torchtuneOverrides(exported.text);
    EXPECT_EQ(overrides.at("model._component_"), "torchtune.models.llama3_1.llama3_1_8b");
    EXPECT_EQ(overrides.at("fsdp_cpu_offload"), "True");
    EXPECT_EQ(overrides.at("data_parallel_shard_dim"), "8");
    EXPECT_EQ(overrides.at("data_parallel_replicate_dim"), "1");
    EXPECT_EQ(overrides.at("fsdp_reshard_after_forward"), "True");
    EXPECT_FALSE(reportsLost(exported, "memory.offload.optimizer"));
    EXPECT_NE(exported.text.find("tune run --nproc_per_node 8 full_finetune_distributed --config llama3_1/8B_full "),
              std::string::npos)
        << exported.text;
}

}  // namespace
}  // namespace memledger::model
