// Nothing unmodelled is silent: a setting an importer understands that changes memory the
// engine does not model is a limitation of the imported scenario (what it changes, which
// way the estimate is off), kept when the scenario is saved and reopened, and named by every
// estimate of it. A setting of no memory, or one that is off, is not.
#include <algorithm>
#include <map>
#include <string>

#include <gtest/gtest.h>

#include "model/core/limitation.h"
#include "model/core/untrusted_json.h"
#include "model/imports/config_import.h"
#include "model/io/estimate_json.h"
#include "model/io/scenario_json.h"
#include "model/ledger/ledger.h"
#include "tests/model/imports/import_fixtures.h"

namespace memledger::model {
namespace {

using nlohmann::json;

// A Megatron-LM launch line of a small GPT with `flags` after its architecture.
ConfigImport importMegatronFlags(const std::string& flags)
{
    const std::string script =
        "torchrun --nproc_per_node 8 pretrain_gpt.py --num-layers 4 --hidden-size 256 --num-attention-heads 8 "
        "--seq-length 128 --max-position-embeddings 128 --micro-batch-size 1 --bf16 --vocab-size 32000 " +
        flags + "\n";
    return importConfig(script, ConfigFormat::Megatron, "train.sh");
}

std::map<std::string, MemoryEffect> limitationsOf(const ConfigImport& imported)
{
    Scenario scenario;
    const auto problems = test::readBack(imported, scenario);
    EXPECT_TRUE(problems.empty()) << problems.front().message;
    std::map<std::string, MemoryEffect> out;
    for (const Limitation& limitation : scenario.limitations) {
        EXPECT_EQ(limitation.file, "train.sh");
        EXPECT_FALSE(limitation.note.empty()) << limitation.key;
        out[limitation.key] = limitation.effect;
    }
    return out;
}

// The flags of Megatron-LM's arguments.py the issue lists as changing memory without being
// modelled, with what each changes and which way the estimate is off.
TEST(ImportLimitations, MegatronFlagsThatChangeMemoryAreLimitationsWithTheirEffect)
{
    const struct {
        const char* flag;
        const char* value;
        Category changes;
        EstimateBias bias;
    } kFlags[] = {
        {"--defer-embedding-wgrad-compute", "", Category::Activations, EstimateBias::Low},
        {"--wgrad-deferral-limit", "22", Category::Activations, EstimateBias::Low},
        {"--cross-entropy-loss-fusion", "", Category::Activations, EstimateBias::Either},
        {"--fp8-dot-product-attention", "", Category::Activations, EstimateBias::High},
        {"--tp-comm-overlap-cfg", "ub.yaml", Category::CudaContext, EstimateBias::Either},
        {"--microbatch-group-size-per-virtual-pipeline-stage", "4", Category::Activations, EstimateBias::Either},
        {"--overlap-p2p-communication-warmup-flush", "", Category::Activations, EstimateBias::Low},
        {"--cpu-offloading", "", Category::Activations, EstimateBias::High},
        {"--fine-grained-activation-offloading", "", Category::Activations, EstimateBias::High},
        {"--enable-cuda-graph", "", Category::Temporaries, EstimateBias::Low},
        {"--cuda-graph-scope", "full_iteration", Category::Temporaries, EstimateBias::Low},
        {"--outer-dp-sharding-strategy", "optim", Category::Weights, EstimateBias::Either},
        {"--first-last-layers-bf16", "", Category::Activations, EstimateBias::Either},
    };
    std::string flags;
    for (const auto& flag : kFlags)
        flags += std::string(flag.flag) + (*flag.value ? std::string(" ") + flag.value : "") + " ";
    const ConfigImport imported = importMegatronFlags(flags);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_TRUE(imported.report.unknown.empty()) << imported.report.unknown.front().sourceKey;
    const auto limitations = limitationsOf(imported);
    for (const auto& flag : kFlags) {
        const auto found = limitations.find(flag.flag);
        ASSERT_NE(found, limitations.end()) << flag.flag << " is not a limitation";
        EXPECT_EQ(found->second.changes, flag.changes) << flag.flag;
        EXPECT_EQ(found->second.bias, flag.bias) << flag.flag;
    }
    EXPECT_EQ(limitations.size(), std::size(kFlags));
}

// Megatron-LM's own Llama 3 8B FP8 example: its FP8 recipe, FP8 parameters and bf16 gradient
// reduction are read, none a limitation any more.
TEST(ImportLimitations, TheLlama3Fp8ExampleReadsItsRecipeAndBf16Reduction)
{
    Scenario scenario;
    ASSERT_TRUE(test::readBack(test::importFixture("megatron/train_llama3_8b_h100_fp8.sh"), scenario).empty());
    std::map<std::string, MemoryEffect> effects;
    for (const Limitation& limitation : scenario.limitations)
        effects[limitation.key] = limitation.effect;
    EXPECT_EQ(scenario.training.fp8Recipe, Fp8Recipe::Delayed);
    EXPECT_TRUE(scenario.training.fp8Params);
    EXPECT_FALSE(effects.contains("--fp8-format"));
    EXPECT_FALSE(effects.contains("--fp8-param-gather"));
    EXPECT_EQ(scenario.training.mainGradsDtype, StateDtype::Bf16);
    EXPECT_FALSE(effects.contains("--grad-reduce-in-bf16"));
    EXPECT_FALSE(effects.contains("--lr"));
    EXPECT_FALSE(effects.contains("--overlap-grad-reduce"));
}

TEST(ImportLimitations, ASettingOfNoMemoryOrOneThatIsOffIsNone)
{
    // fp32 is Megatron's default precision of the optimizer's states; --lr changes no memory;
    // an offload fraction of 1 offloads everything, as the ledger does.
    const ConfigImport imported = importMegatronFlags(
        "--exp-avg-dtype fp32 --main-grads-dtype fp32 --lr 0.0001 --cuda-graph-impl none --empty-unused-memory-level 0");
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_TRUE(limitationsOf(imported).empty());
    EXPECT_FALSE(member(imported.scenario, kLimitationsKey));
}

TEST(ImportLimitations, DeepSpeedKeysThatChangeMemoryAreLimitationsAndSwitchedOffOnesAreNot)
{
    const ConfigImport imported = importConfig(R"({
        "train_micro_batch_size_per_gpu": 1,
        "bf16": {"enabled": true, "bf16_optimizer_states": true},
        "zero_optimization": {"stage": 3, "zero_quantized_weights": false,
                              "offload_optimizer": {"device": "cpu", "ratio": 0.3}},
        "optimizer": {"type": "AdamW", "params": {"amsgrad": true}}})",
                                               ConfigFormat::DeepSpeed, "train.sh");
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    const auto limitations = limitationsOf(imported);
    EXPECT_EQ(limitations.size(), 3u);
    ASSERT_TRUE(limitations.contains("bf16.bf16_optimizer_states"));
    EXPECT_EQ(limitations.at("bf16.bf16_optimizer_states").bias, EstimateBias::High);
    ASSERT_TRUE(limitations.contains("zero_optimization.offload_optimizer.ratio"));
    EXPECT_EQ(limitations.at("zero_optimization.offload_optimizer.ratio").bias, EstimateBias::Low);
    ASSERT_TRUE(limitations.contains("optimizer.params.amsgrad"));
    EXPECT_EQ(limitations.at("optimizer.params.amsgrad").changes, Category::OptimizerStates);
    EXPECT_FALSE(limitations.contains("zero_optimization.zero_quantized_weights"));
}

TEST(ImportLimitations, TheScenarioKeepsThemWhenSavedAndReopened)
{
    Scenario imported;
    ASSERT_TRUE(test::readBack(importMegatronFlags("--enable-cuda-graph --fp8-dot-product-attention"), imported).empty());
    ASSERT_EQ(imported.limitations.size(), 2u);
    const json saved = scenarioToJson(imported);
    ASSERT_TRUE(member(saved, kLimitationsKey));
    Scenario reopened;
    std::vector<Problem> problems;
    readScenario(saved, test::shippedPresets(), reopened, problems);
    ASSERT_TRUE(problems.empty()) << problems.front().message;
    EXPECT_EQ(reopened.limitations, imported.limitations);
    // Read over a scenario that holds them already, they are not doubled.
    readScenario(saved, test::shippedPresets(), reopened, problems);
    EXPECT_EQ(reopened.limitations.size(), 2u);
}

TEST(ImportLimitations, AWrongEntryIsAProblemAtItsPath)
{
    const json document = json::parse(R"({"limitations": [
        3,
        {"key": "--x", "changes": "weights"},
        {"key": "--x", "changes": "memory", "bias": "low"},
        {"key": "--x", "changes": "weights", "bias": "lower"},
        {"key": "--x", "changes": "weights", "bias": "low", "extra": 1},
        {"changes": "weights", "bias": "low"}]})");
    Scenario scenario;
    std::vector<Problem> problems;
    readScenario(document, test::shippedPresets(), scenario, problems);
    std::vector<std::string> fields;
    for (const Problem& problem : problems)
        fields.push_back(problem.field);
    EXPECT_EQ(fields, (std::vector<std::string>{"limitations[0]", "limitations[1]", "limitations[2].changes",
                                                "limitations[3].bias", "limitations[4].extra", "limitations[5]"}));
    // The last is complete: its unknown key is reported, the limitation kept.
    ASSERT_EQ(scenario.limitations.size(), 1u);
    EXPECT_EQ(scenario.limitations.front().effect, (MemoryEffect{Category::Weights, EstimateBias::Low}));
}

TEST(ImportLimitations, EveryEstimateOfTheScenarioNamesThem)
{
    Scenario scenario;
    ASSERT_TRUE(test::readBack(importMegatronFlags("--enable-cuda-graph"), scenario).empty());
    const json out = estimateToJson(scenario, estimate(scenario));
    const json* list = member(out, "limitations");
    ASSERT_TRUE(list && list->is_array() && list->size() == 1);
    const json& entry = *element(*list, 0);
    EXPECT_EQ(*member(entry, "key"), "--enable-cuda-graph");
    EXPECT_EQ(*member(entry, "changes"), "temporaries");
    EXPECT_EQ(*member(entry, "bias"), "low");
    EXPECT_EQ(*member(entry, "file"), "train.sh");
    EXPECT_EQ(limitationText(scenario.limitations.front()).rfind("--enable-cuda-graph (train.sh): CUDA graphs: ", 0),
              0u);
}

// A key the import does not understand may change memory: the scenario names it as a limitation
// whose effect is not known, every estimate says so, and a saved scenario keeps it.
TEST(ImportLimitations, AKeyNotUnderstoodIsNamedByEveryEstimate)
{
    Scenario scenario;
    ASSERT_TRUE(test::readBack(importMegatronFlags("--frobnicate-level 3"), scenario).empty());
    ASSERT_EQ(scenario.limitations.size(), 1u);
    const Limitation& limitation = scenario.limitations.front();
    EXPECT_EQ(limitation.key, "--frobnicate-level");
    EXPECT_EQ(limitation.value, "3");
    EXPECT_EQ(limitation.effect, kUnknownEffect);
    EXPECT_EQ(limitationText(limitation),
              "--frobnicate-level 3 (train.sh): not understood by the import: whether and how it changes memory is "
              "not known — changes an unknown part of memory; the estimate may be high or low");
    const json out = estimateToJson(scenario, estimate(scenario));
    EXPECT_EQ(*member(*element(*member(out, "limitations"), 0), "changes"), "unknown");
    Scenario reopened;
    std::vector<Problem> problems;
    readScenario(scenarioToJson(scenario), test::shippedPresets(), reopened, problems);
    ASSERT_TRUE(problems.empty()) << problems.front().message;
    EXPECT_EQ(reopened.limitations, scenario.limitations);
}

}  // namespace
}  // namespace memledger::model

namespace memledger::model {
namespace {

// Whether the report maps `key` onto the scenario (read, defaulted or approximated) or the
// scenario names it as a limitation: what a setting that changes memory must be.
bool readOrNamed(const ConfigImport& imported, const std::string& key)
{
    // A line may read several keys together: "model.name, model.flavor".
    const auto names = [&](const ImportLine& line) {
        return line.sourceKey == key || line.sourceKey.starts_with(key + ", ") ||
               line.sourceKey.find(", " + key) != std::string::npos;
    };
    for (const auto* lines : {&imported.report.read, &imported.report.defaulted, &imported.report.approximated})
        if (std::any_of(lines->begin(), lines->end(), names))
            return true;
    Scenario scenario;
    test::readBack(imported, scenario);
    // Named with what it changes: a key the import did not understand is a limitation too, but
    // not one that counts as read.
    return std::any_of(scenario.limitations.begin(), scenario.limitations.end(), [&](const Limitation& limitation) {
        return limitation.key == key && limitation.effect.changes.has_value();
    });
}

// DeepSpeed's keys that change what a rank holds, from its config classes
// (deepspeed/runtime/config.py, runtime/zero/config.py, runtime/zero/offload_config.py,
// runtime/activation_checkpointing/config.py), each set to a value that is on.
TEST(ImportLimitations, DeepSpeedEveryMemorySettingIsReadOrALimitation)
{
    const ConfigImport imported = importConfig(R"({
        "train_batch_size": 64, "train_micro_batch_size_per_gpu": 2, "gradient_accumulation_steps": 4,
        "bf16": {"enabled": true, "bf16_master_weights_and_grads": true},
        "zero_optimization": {"stage": 3, "overlap_comm": true, "contiguous_gradients": true,
            "reduce_bucket_size": 200000000, "allgather_bucket_size": 200000000, "sub_group_size": 1000000000,
            "stage3_prefetch_bucket_size": 50000000, "stage3_param_persistence_threshold": 100000,
            "stage3_max_live_parameters": 1000000000, "stage3_max_reuse_distance": 1000000000,
            "zero_hpz_partition_size": 8, "zero_quantized_weights": true, "zero_quantized_gradients": true,
            "offload_optimizer": {"device": "cpu", "pin_memory": true, "ratio": 0.5},
            "offload_param": {"device": "cpu", "pin_memory": true}},
        "activation_checkpointing": {"cpu_checkpointing": true},
        "optimizer": {"type": "AdamW", "params": {"amsgrad": true}}})",
                                               ConfigFormat::DeepSpeed, "ds_config.json");
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    for (const char* key :
         {"train_micro_batch_size_per_gpu", "gradient_accumulation_steps", "bf16.enabled",
          "bf16.bf16_master_weights_and_grads", "zero_optimization.stage", "zero_optimization.overlap_comm",
          "zero_optimization.contiguous_gradients", "zero_optimization.reduce_bucket_size",
          "zero_optimization.allgather_bucket_size", "zero_optimization.sub_group_size",
          "zero_optimization.stage3_prefetch_bucket_size", "zero_optimization.stage3_param_persistence_threshold",
          "zero_optimization.stage3_max_live_parameters", "zero_optimization.stage3_max_reuse_distance",
          "zero_optimization.zero_hpz_partition_size", "zero_optimization.zero_quantized_weights",
          "zero_optimization.zero_quantized_gradients", "zero_optimization.offload_optimizer.device",
          "zero_optimization.offload_optimizer.pin_memory", "zero_optimization.offload_optimizer.ratio",
          "zero_optimization.offload_param.device", "zero_optimization.offload_param.pin_memory",
          "activation_checkpointing.cpu_checkpointing", "optimizer.type", "optimizer.params.amsgrad"})
        EXPECT_TRUE(readOrNamed(imported, key)) << key << " changes memory: read it or name it";
}

// torchtitan's JobConfig (torchtitan/config/job_config.py) fields that change what a rank
// holds, each set to a value that is on.
TEST(ImportLimitations, TorchtitanEveryMemorySettingIsReadOrALimitation)
{
    const ConfigImport imported = importConfig(R"(
[model]
name = "llama3"
flavor = "8B"
converters = ["float8"]
[optimizer]
name = "AdamW"
implementation = "fused"
early_step_in_backward = true
[training]
local_batch_size = 2
global_batch_size = 64
seq_len = 4096
mixed_precision_param = "bfloat16"
mixed_precision_reduce = "float32"
enable_cpu_offload = true
[parallelism]
data_parallel_replicate_degree = 2
data_parallel_shard_degree = 4
fsdp_reshard_after_forward = "never"
tensor_parallel_degree = 2
pipeline_parallel_degree = 2
pipeline_parallel_microbatch_size = 1
context_parallel_degree = 1
expert_parallel_degree = 1
[activation_checkpoint]
mode = "selective"
selective_ac_option = "op"
[compile]
enable = true
components = ["model", "loss"]
[float8]
enable_fsdp_float8_all_gather = true
)",
                                               ConfigFormat::Torchtitan, "job.toml");
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    for (const char* key :
         {"model.flavor", "model.converters", "optimizer.name", "optimizer.implementation",
          "optimizer.early_step_in_backward", "training.local_batch_size", "training.global_batch_size",
          "training.seq_len", "training.mixed_precision_param",
          "training.enable_cpu_offload", "parallelism.data_parallel_replicate_degree",
          "parallelism.data_parallel_shard_degree", "parallelism.fsdp_reshard_after_forward",
          "parallelism.tensor_parallel_degree", "parallelism.pipeline_parallel_degree",
          "parallelism.pipeline_parallel_microbatch_size", "parallelism.context_parallel_degree",
          "parallelism.expert_parallel_degree", "activation_checkpoint.selective_ac_option", "compile.enable",
          "float8.enable_fsdp_float8_all_gather"})
        EXPECT_TRUE(readOrNamed(imported, key)) << key << " changes memory: read it or name it";
}

// Hugging Face TrainingArguments (transformers/training_args.py) and the TRL / PEFT fields
// that travel with them, each set to a value that is on.
TEST(ImportLimitations, TrainingArgumentsEveryMemorySettingIsReadOrALimitation)
{
    const ConfigImport imported = importConfig(R"({
        "model_name_or_path": "meta-llama/Llama-3.1-8B", "per_device_train_batch_size": 2,
        "gradient_accumulation_steps": 8, "bf16": true, "gradient_checkpointing": true, "optim": "adamw_torch_fused",
        "torch_compile": true, "torch_empty_cache_steps": 10, "max_seq_length": 4096, "use_liger_kernel": true,
        "lora_r": 16, "use_peft": true, "load_in_4bit": true, "attn_implementation": "flash_attention_2",
        "use_vllm": true})",
                                               ConfigFormat::HfTrainingArgs, "training_args.json");
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    for (const char* key : {"model_name_or_path", "per_device_train_batch_size", "gradient_accumulation_steps", "bf16",
                            "gradient_checkpointing", "optim", "torch_compile", "torch_empty_cache_steps",
                            "max_seq_length", "use_liger_kernel", "lora_r", "load_in_4bit", "attn_implementation",
                            "use_vllm"})
        EXPECT_TRUE(readOrNamed(imported, key)) << key << " changes memory: read it or name it";
}

// torchtune's recipe keys (recipes/lora_finetune_distributed.py, full_finetune_distributed.py
// and their configs) that change what a rank holds, each set to a value that is on.
TEST(ImportLimitations, TorchtuneEveryMemorySettingIsReadOrALimitation)
{
    const ConfigImport imported = importConfig(R"(
tokenizer:
  _component_: torchtune.models.llama3.llama3_tokenizer
  max_seq_len: 4096
model:
  _component_: torchtune.models.llama3_1.lora_llama3_1_8b
  lora_attn_modules: ['q_proj', 'v_proj']
  apply_lora_to_mlp: True
  apply_lora_to_output: True
  lora_rank: 16
dataset:
  _component_: torchtune.datasets.alpaca_cleaned_dataset
  packed: True
batch_size: 4
gradient_accumulation_steps: 8
optimizer:
  _component_: torch.optim.AdamW
  fused: True
optimizer_in_bwd: False
loss:
  _component_: torchtune.modules.loss.CEWithChunkedOutputLoss
enable_activation_checkpointing: True
enable_activation_offloading: True
compile: True
dtype: bf16
fsdp_cpu_offload: True
fsdp_reshard_after_forward: True
tensor_parallel_dim: 2
)",
                                               ConfigFormat::Torchtune, "recipe.yaml");
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    // lora_attn_modules is read on apply_lora_to_mlp's line, whose note names the modules.
    for (const char* key : {"tokenizer.max_seq_len", "model._component_", "model.apply_lora_to_output",
                            "model.apply_lora_to_mlp", "model.lora_rank", "batch_size", "gradient_accumulation_steps",
                            "optimizer.fused", "loss._component_", "enable_activation_checkpointing",
                            "enable_activation_offloading", "compile", "dtype", "fsdp_cpu_offload",
                            "fsdp_reshard_after_forward", "tensor_parallel_dim"})
        EXPECT_TRUE(readOrNamed(imported, key)) << key << " changes memory: read it or name it";
}

}  // namespace
}  // namespace memledger::model

namespace memledger::model {
namespace {

// An optimizer torchtitan names that the engine does not model is refused, not estimated as AdamW.
TEST(ImportLimitations, TorchtitanRefusesAnOptimizerItDoesNotModel)
{
    const ConfigImport imported = importConfig("[model]\nname = \"llama3\"\nflavor = \"8B\"\n[optimizer]\nname = \"Muon\"\n",
                                               ConfigFormat::Torchtitan, "job.toml");
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_EQ(imported.report.problems.front().field, "optimizer.name");
    EXPECT_NE(imported.report.problems.front().message.find("Muon, an optimizer MemLedger does not model yet"),
              std::string::npos);
}

}  // namespace
}  // namespace memledger::model
