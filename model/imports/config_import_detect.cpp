// Which tool a configuration belongs to, from what it says: the keys each tool's own
// parser reads first. A file name only breaks ties between formats the content allows.
#include <algorithm>
#include <array>

#include "model/core/json_file.h"
#include "model/core/untrusted_json.h"
#include "model/imports/config_document.h"
#include "model/imports/config_import.h"
#include "model/imports/torchtune/torchtune_overrides.h"

namespace memledger::model {

namespace {

bool hasAny(const nlohmann::json& object, std::initializer_list<const char*> keys)
{
    return object.is_object() && std::any_of(keys.begin(), keys.end(), [&](const char* key) { return object.contains(key); });
}

// Keys of TrainingArguments (and TRL's subclasses) no other format uses at the top.
bool isTrainingArguments(const nlohmann::json& document)
{
    return hasAny(document, {"per_device_train_batch_size", "gradient_checkpointing", "optim", "fsdp", "fsdp_config",
                             "learning_rate", "num_train_epochs", "output_dir", "per_gpu_train_batch_size"});
}

// The top-level keys of a scenario file.
const char* const kScenarioKeys[] = {"schema",   "version",      "title",    "description", "seed_figure",
                                     "model",    "gpu",          "framework", "architecture", "training",
                                     "parallel", "memory",       "hardware", "overheads",   "performance"};

ConfigFormat classifyJson(const nlohmann::json& document)
{
    if (!document.is_object())
        return ConfigFormat::Unknown;
    if (stringMember(document, "schema") == "memledger.scenario")
        return ConfigFormat::Scenario;
    if (isTrainingArguments(document))
        return ConfigFormat::HfTrainingArgs;
    if (hasAny(document, {"zero_optimization", "train_micro_batch_size_per_gpu", "train_batch_size",
                          "zero_allow_untested_optimizer", "steps_per_print", "wall_clock_breakdown"}))
        return ConfigFormat::DeepSpeed;
    if (hasAny(document, {"model_type", "architectures"}))
        return ConfigFormat::HfModelConfig;
    const bool scenarioKeys = !document.empty() && std::all_of(document.items().begin(), document.items().end(), [](const auto& item) {
        return std::find(std::begin(kScenarioKeys), std::end(kScenarioKeys), item.key()) != std::end(kScenarioKeys);
    });
    return scenarioKeys ? ConfigFormat::Scenario : ConfigFormat::Unknown;
}

bool isTorchtuneComponent(const nlohmann::json& value)
{
    return stringMember(value, "_component_").value_or(std::string()).starts_with("torchtune.");
}

ConfigFormat classifyYaml(const nlohmann::json& document)
{
    if (!document.is_object())
        return ConfigFormat::Unknown;
    if (document.contains("MODEL_ARGS"))
        return ConfigFormat::Megatron;
    if (document.contains("actor_rollout_ref"))
        return ConfigFormat::Verl;
    if (std::any_of(document.begin(), document.end(), isTorchtuneComponent))
        return ConfigFormat::Torchtune;
    if (hasAny(document, {"distributed_type", "compute_environment"}))
        return ConfigFormat::Accelerate;
    if (isTrainingArguments(document) || hasAny(document, {"gradient_accumulation_steps", "bf16", "deepspeed"}))
        return ConfigFormat::HfTrainingArgs;
    return ConfigFormat::Unknown;
}

// Flags only Megatron-LM spells this way.
bool hasMegatronFlags(std::string_view content)
{
    static const char* const kFlags[] = {
        "--num-layers",          "--tensor-model-parallel-size", "--pipeline-model-parallel-size",
        "--hidden-size",         "--num-attention-heads",         "--micro-batch-size",
        "--global-batch-size",   "--seq-length",                  "--recompute-granularity",
        "--use-distributed-optimizer", "--activations-checkpoint-method", "--context-parallel-size",
        "--expert-model-parallel-size", "--num-layers-per-virtual-pipeline-stage"};
    return std::any_of(std::begin(kFlags), std::end(kFlags),
                       [&](const char* flag) { return content.find(flag) != std::string_view::npos; });
}

// A line that opens one of the tables torchtitan's job config has.
bool hasTorchtitanTable(std::string_view content)
{
    static const char* const kTables[] = {"[job]", "[model]", "[training]", "[parallelism]", "[activation_checkpoint]",
                                          "[experimental]", "[optimizer]"};
    return std::any_of(std::begin(kTables), std::end(kTables), [&](const char* table) {
        for (std::size_t at = content.find(table); at != std::string_view::npos; at = content.find(table, at + 1))
            if (at == 0 || content[at - 1] == '\n')
                return true;
        return false;
    });
}

// Flags only OpenRLHF's train_ppo_ray spells so, in its two spellings.
constexpr const char* kOpenRlhfFlags[] = {"--vllm.num_engines", "--vllm_num_engines", "--train.colocate_all",
                                          "--colocate_all_models", "--actor.num_gpus_per_node",
                                          "--actor_num_gpus_per_node", "--micro_rollout_batch_size",
                                          "--rollout.micro_batch_size"};

std::string_view trimmedStart(std::string_view content)
{
    if (content.starts_with("\xEF\xBB\xBF"))
        content.remove_prefix(3);
    while (!content.empty() && std::isspace(static_cast<unsigned char>(content.front())))
        content.remove_prefix(1);
    return content;
}

}  // namespace

ConfigFormat detectConfigFormat(std::string_view content, std::string_view fileName)
{
    const std::string_view start = trimmedStart(content);
    std::vector<Problem> ignored;
    if (start.starts_with("{")) {
        const auto document = parseJsonText(std::string(content), "", ignored);
        return document ? classifyJson(*document) : ConfigFormat::Unknown;
    }
    if (hasTorchtitanTable(content) || fileName.ends_with(".toml"))
        if (const auto document = parseTomlDocument(content, "", ignored))
            return ConfigFormat::Torchtitan;
    ignored.clear();
    // verl's trainer, launched or given its overrides: Hydra's key=value words, no --flags.
    if (content.find("verl.trainer.main_ppo") != std::string_view::npos ||
        (start.starts_with("actor_rollout_ref.") && content.find('=') != std::string_view::npos))
        return ConfigFormat::Verl;
    // OpenRLHF's trainers, launched, or the Ray trainer's flags pasted alone (either spelling).
    if (content.find("openrlhf.cli.") != std::string_view::npos ||
        (start.starts_with("--") &&
         std::any_of(std::begin(kOpenRlhfFlags), std::end(kOpenRlhfFlags),
                     [&](const char* flag) { return content.find(flag) != std::string_view::npos; })))
        return ConfigFormat::OpenRlhf;
    if (fileName.ends_with(".sh") || start.starts_with("#!"))
        return ConfigFormat::Megatron;
    if (const auto document = parseYamlDocument(content, "", ignored); document && document->is_object()) {
        if (const ConfigFormat format = classifyYaml(*document); format != ConfigFormat::Unknown)
            return format;
    }
    if (const auto overrides = torchtuneOverridesDocument(content); overrides && classifyYaml(*overrides) == ConfigFormat::Torchtune)
        return ConfigFormat::Torchtune;
    return hasMegatronFlags(content) ? ConfigFormat::Megatron : ConfigFormat::Unknown;
}

}  // namespace memledger::model
