#include "model/imports/fsdp_options.h"

#include <algorithm>
#include <vector>

#include "model/core/untrusted_json.h"
#include "model/imports/config_object.h"

namespace memledger::model {

namespace {

constexpr const char* kFsdpOptions = "transformers src/transformers/trainer_utils.py FSDPOption @ 00349ae8";

struct Strategy {
    std::string_view word;  // TrainingArguments' word; accelerate writes it upper-case
    int number;             // accelerate's older numeric spelling
    FsdpMode mode;
    const char* note;  // nullptr: exact; marked, an edge translates it
};

const Strategy kStrategies[] = {
    {"full_shard", 1, FsdpMode::FullShard, nullptr},
    {"shard_grad_op", 2, FsdpMode::ShardGradOp, nullptr},
    {"no_shard", 3, FsdpMode::None, nullptr},
    {"hybrid_shard", 4, FsdpMode::HybridShard, nullptr},
    {"hybrid_shard_zero2", 5, FsdpMode::HybridShard,
     MEMLEDGER_TRANSLATABLE("Import",
                            "hybrid sharding that keeps the parameters gathered between forward and "
                            "backward: counted as hybrid sharding, which frees them")},
};

std::string lowered(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
    return text;
}

const Strategy* strategyOf(const nlohmann::json& value)
{
    const auto number = wholeNumber(value);
    const std::string word = lowered(asString(value).value_or(std::string()));
    for (const Strategy& strategy : kStrategies)
        if (word == strategy.word || (number && !value.is_string() && *number == strategy.number))
            return &strategy;
    return nullptr;
}

void setStrategy(const Strategy& strategy, const Source& source, ImportBuilder& out)
{
    out.setChoice(strategy.note ? Mapping::Approximated : Mapping::Read, source, "parallel.fsdp", strategy.mode,
                  strategy.note ? strategy.note : "");
}

}  // namespace

// FSDP's CPUOffload moves the sharded parameters and their gradients to the host, and the
// optimizer steps there, so its states live on the host too.
void readFsdpCpuOffload(const Source& source, ImportBuilder& out)
{
    const ImportNote note = MEMLEDGER_TRANSLATABLE(
        "Import", "FSDP CPU offload: parameters and gradients on the host, the optimizer steps there");
    out.setChoice(Mapping::Read, source, "memory.offload.parameters", OffloadTarget::Cpu, note);
    out.setChoice(Mapping::Read, source, "memory.offload.gradients", OffloadTarget::Cpu, note);
    out.setChoice(Mapping::Read, source, "memory.offload.optimizer", OffloadTarget::Cpu, note);
}

void importFsdpOptions(const nlohmann::json& value, const std::string& key, ImportBuilder& out)
{
    std::vector<std::string> words;
    if (const auto written = asString(value)) {
        std::string current;
        for (const char c : *written + " ") {
            if (c == ' ' || c == ',') {
                if (!current.empty())
                    words.push_back(lowered(current));
                current.clear();
            } else {
                current += c;
            }
        }
    } else if (value.is_array()) {
        for (const auto& item : value)
            words.push_back(item.is_string() ? lowered(asString(item).value_or(std::string())) : shown(item));
    } else if (!value.is_null()) {
        out.problem(key, MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected words such as \"full_shard auto_wrap\""),
                    {{key}, {shown(value)}});
        return;
    }
    if (words.empty()) {
        out.notModelled({key, shown(value)}, MEMLEDGER_TRANSLATABLE("Import", "empty: no FSDP"));
        return;
    }
    out.setChoice(Mapping::Read, {key, shown(value)}, "framework", Framework::Fsdp,
                  MEMLEDGER_TRANSLATABLE("Import", "the Trainer wraps the model in PyTorch FSDP"));
    for (const std::string& word : words) {
        const Source source{key, word};
        if (const Strategy* strategy = strategyOf(word))
            setStrategy(*strategy, source, out);
        else if (word == "offload")
            readFsdpCpuOffload(source, out);
        else if (word == "auto_wrap")
            out.notModelled(source, MEMLEDGER_TRANSLATABLE(
                                        "Import", "wraps each decoder layer as an FSDP unit, as the ledger assumes"));
        else
            out.problem(key,
                        MEMLEDGER_TRANSLATABLE("Problem",
                                               "%1 holds '%2'; %3 knows full_shard, shard_grad_op, no_shard, "
                                               "hybrid_shard, hybrid_shard_zero2, offload and auto_wrap"),
                        {{key}, {word}, {kFsdpOptions}});
    }
}

void importFsdpConfig(const nlohmann::json& config, const std::string& path, ImportBuilder& out)
{
    if (!config.is_object()) {
        if (!config.is_null())
            out.problem(path, MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected an object of FSDP settings"),
                        {{path}, {shown(config)}});
        return;
    }
    // accelerate writes "fsdp_sharding_strategy", TrainingArguments "sharding_strategy": the same setting.
    for (const auto& [written, value] : config.items()) {
        const std::string key = written.starts_with("fsdp_") ? written.substr(5) : written;
        const Source source{path + "." + written, shown(value)};
        if (key == "sharding_strategy") {
            if (const Strategy* strategy = strategyOf(value))
                setStrategy(*strategy, source, out);
            else
                out.problem(
                    source.key,
                    MEMLEDGER_TRANSLATABLE(
                        "Problem",
                        "%1 is %2; expected FULL_SHARD, SHARD_GRAD_OP, NO_SHARD, HYBRID_SHARD or HYBRID_SHARD_ZERO2"),
                    {{source.key}, {source.value}});
        } else if (key == "offload_params") {
            if (truth(value).value_or(false))
                readFsdpCpuOffload(source, out);
            else
                out.notModelled(source, MEMLEDGER_TRANSLATABLE("Import", "parameters stay on the GPU"));
        } else if (key == "activation_checkpointing") {
            out.setChoice(
                Mapping::Read, source, "memory.recompute",
                truth(value).value_or(false) ? Recompute::Full : Recompute::None,
                MEMLEDGER_TRANSLATABLE("Import", "FSDP's activation checkpointing wraps every decoder layer"));
        } else if (key == "reshard_after_forward") {
            if (truth(value).value_or(true))
                out.setChoice(
                    Mapping::Read, source, "parallel.fsdp", FsdpMode::FullShard,
                    MEMLEDGER_TRANSLATABLE("Import", "parameters freed after the forward pass: full sharding"));
            else
                out.setChoice(
                    Mapping::Approximated, source, "parallel.fsdp", FsdpMode::ShardGradOp,
                    MEMLEDGER_TRANSLATABLE("Import",
                                           "parameters kept gathered from forward to backward, as shard-grad-op does"));
        } else if (key == "version" || key == "auto_wrap_policy" || key == "transformer_layer_cls_to_wrap" ||
                   key == "min_num_params" || key == "backward_prefetch" || key == "forward_prefetch" ||
                   key == "state_dict_type" || key == "sync_module_states" || key == "use_orig_params" ||
                   key == "cpu_ram_efficient_loading" || key == "limit_all_gathers" || key.starts_with("xla")) {
            out.notModelled(
                source,
                MEMLEDGER_TRANSLATABLE("Import",
                                       "how FSDP wraps, prefetches, loads and saves: the ledger gathers one layer at a "
                                       "time and prefetches the next, whatever these say"));
        } else {
            reportUnknown(value, source.key, out);
        }
    }
}

}  // namespace memledger::model
