#include "model/imports/huggingface/hf_training_args.h"

#include <algorithm>
#include <optional>
#include <set>

#include "model/core/untrusted_json.h"
#include "model/imports/config_object.h"
#include "model/imports/deepspeed/deepspeed_config.h"
#include "model/imports/fsdp_options.h"
#include "model/imports/huggingface/trl_generation.h"
#include "model/imports/huggingface/trl_trainer.h"
#include "model/imports/recompute_choice.h"

namespace memledger::model {

namespace {

constexpr const char* kTrainingArgs = "transformers src/transformers/training_args.py @ 00349ae8";
constexpr const char* kPaged = MEMLEDGER_TRANSLATABLE(
    "Import", "bitsandbytes pages these states through unified memory: on the GPU, outside PyTorch's allocator");

ImportNote cited(const char* what)
{
    return model::cited(what, kTrainingArgs);
}

struct OptimName {
    std::string_view name;
    Optimizer optimizer;
    Mapping how;
    const char* note;  // marked: an edge translates it
};

// The Trainer builds torchao's AdamW4bit and AdamW8bit with optim_args' block_size, 256
// unless it is given (transformers trainer.py: ctx.optim_args.get("block_size", 256)); 256
// is torchao's own for 8 bits, and twice its 128 for 4.
// A whole number optim_args gives ("rank=256,scale=0.25": rank → 256), as the Trainer splits
// it at commas and equals signs. Given but not a positive whole number (the Trainer's int()
// would raise), `value` is empty and the caller reports it.
struct OptimArg {
    bool given = false;
    std::optional<int> value;
};

OptimArg optimArg(const std::string& text, std::string_view name)
{
    const std::string key = std::string(name) + "=";
    std::size_t at = text.find(key);
    while (at != std::string::npos && at > 0 && text[at - 1] != ',' && text[at - 1] != ' ')
        at = text.find(key, at + 1);
    if (at == std::string::npos)
        return {};
    std::size_t end = at + key.size();
    while (end < text.size() && text[end] >= '0' && text[end] <= '9' && end - at - key.size() < 9)
        ++end;
    const std::string digits = text.substr(at + key.size(), end - at - key.size());
    const bool ends = end == text.size() || text[end] == ',' || text[end] == ' ';
    if (digits.empty() || !ends || std::stoi(digits) <= 0)
        return {true, std::nullopt};
    return {true, std::stoi(digits)};
}

// optim_args' `name` where it is a number; a problem where it is given as something else.
std::optional<int> readOptimArg(ConfigObject& root, const nlohmann::json* args, const std::string& text,
                                std::string_view name)
{
    const OptimArg arg = optimArg(text, name);
    if (arg.given && !arg.value)
        root.out().problem(root.pathOf("optim_args"),
                           MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; %3 is not a whole number above 0"),
                           {{"optim_args"}, {args ? shown(*args) : text}, {std::string(name)}});
    return arg.value;
}

void readTorchaoBlockSize(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    const auto* args = root.take("optim_args");
    const std::string text = args ? asString(*args).value_or("") : std::string();
    if (const auto size = readOptimArg(root, args, text, "block_size")) {
        out.setNumber(Mapping::Read, root.source("optim_args", *args), "training.optimizer_block_size", *size);
        return;
    }
    if (args)
        out.notModelled(root.source("optim_args", *args),
                        MEMLEDGER_TRANSLATABLE("Import", "no block_size in it: the Trainer's 256 is used"));
    out.setNumber(Mapping::Defaulted, {"optim_args", ""}, "training.optimizer_block_size", 256,
                  model::cited(MEMLEDGER_TRANSLATABLE("Import", "the Trainer gives torchao's low-bit AdamW block_size "
                                                                "256 unless optim_args sets it"),
                               "transformers src/transformers/trainer.py (the torchao optimizers' block_size)"));
}

// GaLore and APOLLO through the Trainer (trainer.py setup_low_rank_optimizer): the rank from
// optim_args (128 unless given), the projected matrices from optim_target_modules (which the
// Trainer requires), and the layer-wise variants stepping each parameter from its gradient
// hook. MemLedger projects every nn.Linear of the attention and MLP blocks, what ["attn",
// "mlp"] selects in a Llama-style model.
void readLowRankOptimizer(ConfigObject& root, std::string_view word, const Source& optim)
{
    ImportBuilder& out = root.out();
    const auto* args = root.take("optim_args");
    const std::string text = args ? asString(*args).value_or("") : std::string();
    if (const auto rank = readOptimArg(root, args, text, "rank"))
        out.setNumber(Mapping::Read, root.source("optim_args", *args), "training.optimizer_rank", *rank);
    else
        out.setNumber(Mapping::Defaulted, {"optim_args", ""}, "training.optimizer_rank", 128,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "the Trainer's rank for GaLore and APOLLO unless "
                                                             "optim_args sets it")));
    if (word.ends_with("_layerwise"))
        out.setSwitch(Mapping::Read, optim, "training.optimizer_in_backward", true,
                      MEMLEDGER_TRANSLATABLE("Import", "layer-wise: each parameter steps from its gradient hook and "
                                                       "its gradient is freed"));
    const auto* targets = root.take("optim_target_modules");
    if (!targets) {
        out.problem("optim_target_modules",
                    MEMLEDGER_TRANSLATABLE("Problem", "optim %1 needs optim_target_modules (the Trainer refuses "
                                                      "without it); give [attn, mlp]"),
                    {{std::string(word)}});
        return;
    }
    if (!targets->is_array() && !targets->is_string()) {
        out.problem(root.pathOf("optim_target_modules"),
                    MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected a list of module names, a regular "
                                                      "expression or all-linear, as the Trainer requires"),
                    {{"optim_target_modules"}, {shown(*targets)}});
        return;
    }
    std::vector<std::string> names;
    if (targets->is_array()) {
        for (const auto& name : *targets)
            names.push_back(asString(name).value_or(shown(name)));
    } else {
        names.push_back(asString(*targets).value_or(shown(*targets)));
    }
    const auto has = [&](std::string_view name) { return std::find(names.begin(), names.end(), name) != names.end(); };
    const bool blocks = names.size() == 2 && (has("attn") || has("self_attn")) && has("mlp");
    const Source source = root.source("optim_target_modules", *targets);
    if (blocks)
        out.note(Mapping::Read, source, "training.optimizer",
                 MEMLEDGER_TRANSLATABLE("Import", "every nn.Linear of the attention and MLP blocks is projected"));
    else
        out.note(Mapping::Approximated, source, "training.optimizer",
                 misses(Category::OptimizerStates, EstimateBias::Either,
                        MEMLEDGER_TRANSLATABLE("Import", "MemLedger projects every nn.Linear of the attention and MLP "
                                                         "blocks, as [attn, mlp] selects, and keeps Adam's moments "
                                                         "for every other parameter")));
}

// TrainingArguments' optim words (transformers OptimizerNames) and the states they keep.
const OptimName kOptimizers[] = {
    {"adamw_torch", Optimizer::AdamW, Mapping::Read, ""},
    {"adamw_torch_fused", Optimizer::AdamW, Mapping::Read, ""},
    {"adamw_hf", Optimizer::AdamW, Mapping::Read, ""},
    {"adamw_apex_fused", Optimizer::AdamW, Mapping::Read, ""},
    {"adamw_torch_xla", Optimizer::AdamW, Mapping::Read, ""},
    {"adamw_torch_npu_fused", Optimizer::AdamW, Mapping::Read, ""},
    {"adamw_anyprecision", Optimizer::AdamW, Mapping::Read, ""},
    {"adamw_bnb_8bit", Optimizer::AdamW8bit, Mapping::Read, ""},
    {"adamw_8bit", Optimizer::AdamW8bit, Mapping::Read, ""},
    {"adamw_torch_8bit", Optimizer::AdamW8bit, Mapping::Read, ""},
    {"paged_adamw_8bit", Optimizer::AdamW8bit, Mapping::Read, kPaged},
    {"paged_adamw_32bit", Optimizer::AdamW, Mapping::Read, kPaged},
    {"paged_adamw", Optimizer::AdamW, Mapping::Read, kPaged},
    {"adamw_torch_4bit", Optimizer::AdamW4bit, Mapping::Read, ""},
    {"lion_32bit", Optimizer::Lion, Mapping::Read, ""},
    {"paged_lion_32bit", Optimizer::Lion, Mapping::Read, kPaged},
    {"lion_8bit", Optimizer::Lion, Mapping::Approximated,
     MEMLEDGER_TRANSLATABLE("Import", "its 8-bit state counted at 32 bits")},
    {"paged_lion_8bit", Optimizer::Lion, Mapping::Approximated,
     MEMLEDGER_TRANSLATABLE("Import", "its 8-bit state counted at 32 bits")},
    {"adafactor", Optimizer::Adafactor, Mapping::Read, ""},
    {"sgd", Optimizer::Sgd, Mapping::Read,
     MEMLEDGER_TRANSLATABLE("Import", "torch.optim.SGD without momentum unless optim_args sets it")},
    {"adagrad", Optimizer::SgdMomentum, Mapping::Approximated,
     MEMLEDGER_TRANSLATABLE("Import", "one state per parameter, as SGD with momentum")},
    {"rmsprop", Optimizer::SgdMomentum, Mapping::Approximated,
     MEMLEDGER_TRANSLATABLE("Import", "one state per parameter, as SGD with momentum")},
    {"rmsprop_bnb", Optimizer::SgdMomentum, Mapping::Approximated,
     MEMLEDGER_TRANSLATABLE("Import", "one state per parameter, as SGD with momentum")},
    {"rmsprop_bnb_32bit", Optimizer::SgdMomentum, Mapping::Approximated,
     MEMLEDGER_TRANSLATABLE("Import", "one state per parameter, as SGD with momentum")},
    {"galore_adamw", Optimizer::GaLore, Mapping::Read, ""},
    {"galore_adamw_layerwise", Optimizer::GaLore, Mapping::Read, ""},
    {"apollo_adamw", Optimizer::Apollo, Mapping::Read, ""},
    {"apollo_adamw_layerwise", Optimizer::Apollo, Mapping::Read, ""},
};

bool isEmptyOption(const nlohmann::json& value)
{
    return value.is_null() || asString(value) == "" || (value.is_array() && value.empty()) || asBool(value) == false;
}

// The micro-batch in sequences: DPO's and CPO's examples are pairs whose chosen and rejected
// completions run in one forward ([chosen, rejected], dpo_trainer.py collator).
void readBatch(ConfigObject& root, TrlTrainer trainer)
{
    ImportBuilder& out = root.out();
    const int perExample = sequencesPerExample(trainer);
    const auto setMicroBatch = [&](Mapping how, const Source& source, std::int64_t examples, ImportNote note) {
        if (perExample == 1) {
            out.setNumber(how, source, "training.micro_batch", static_cast<double>(examples), std::move(note));
            return;
        }
        out.setNumber(how, source, "training.micro_batch", static_cast<double>(examples * perExample),
                      importNote(MEMLEDGER_TRANSLATABLE("Import", "%1 runs each pair's chosen and rejected "
                                                                  "completions in one batch: %2 sequences a forward"),
                                 {{trlTrainerName(trainer)}, {std::to_string(examples * perExample)}}));
    };
    // Pairs beyond this are refused by the range check as any micro-batch is, not overflowed.
    constexpr std::int64_t kMostExamples = std::int64_t{1} << 40;
    const auto* micro = root.take("per_device_train_batch_size");
    const auto* legacy = root.take("per_gpu_train_batch_size");
    if (legacy && !micro) {
        micro = legacy;
        if (const auto value = wholeNumber(*legacy))
            setMicroBatch(Mapping::Read, root.source("per_gpu_train_batch_size", *legacy),
                          std::min(*value, kMostExamples),
                          MEMLEDGER_TRANSLATABLE("Import", "deprecated spelling of per_device_train_batch_size"));
    } else if (micro) {
        if (const auto value = wholeNumber(*micro))
            setMicroBatch(Mapping::Read, root.source("per_device_train_batch_size", *micro),
                          std::min(*value, kMostExamples), {});
        else
            out.problem("per_device_train_batch_size",
                        MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected a whole number"),
                        {{"per_device_train_batch_size"}, {shown(*micro)}});
        if (legacy)
            out.notModelled(root.source("per_gpu_train_batch_size", *legacy),
                            MEMLEDGER_TRANSLATABLE("Import", "ignored: per_device_train_batch_size is set"));
    } else {
        setMicroBatch(Mapping::Defaulted, {"per_device_train_batch_size", ""}, 8,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "TrainingArguments' default")));
    }
    if (const auto* accum = root.take("gradient_accumulation_steps")) {
        if (const auto value = wholeNumber(*accum))
            out.setNumber(Mapping::Read, root.source("gradient_accumulation_steps", *accum), "training.grad_accum",
                          static_cast<double>(*value));
        else
            out.problem("gradient_accumulation_steps",
                        MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected a whole number"),
                        {{"gradient_accumulation_steps"}, {shown(*accum)}});
    } else {
        out.setNumber(Mapping::Defaulted, {"gradient_accumulation_steps", ""}, "training.grad_accum", 1,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "TrainingArguments' default")));
    }
}

// bf16/fp16 are autocast over an fp32 model, unless the model itself is loaded in 16 bits
// (torch_dtype) or DeepSpeed or FSDP hold 16-bit weights with an fp32 master copy.
void readPrecision(ConfigObject& root, bool sharded)
{
    ImportBuilder& out = root.out();
    const auto* bf16 = root.take("bf16");
    const auto* fp16 = root.take("fp16");
    const nlohmann::json* dtype = root.take("torch_dtype");
    const char* dtypeKey = "torch_dtype";
    if (!dtype) {
        dtype = root.take("dtype");
        dtypeKey = "dtype";
    }
    const bool bf16On = bf16 && truth(*bf16).value_or(false);
    const bool fp16On = fp16 && truth(*fp16).value_or(false);
    const std::string dtypeWord = (dtype ? asString(*dtype).value_or(std::string()) : std::string());
    const bool halfModel = dtypeWord == "bfloat16" || dtypeWord == "float16" || dtypeWord == "bf16";
    if (bf16On && fp16On) {
        out.problem("bf16", MEMLEDGER_TRANSLATABLE("Problem",
                                                   "bf16 and fp16 are both true; the Trainer refuses that: keep one"));
        return;
    }
    const nlohmann::json* given = bf16On ? bf16 : fp16On ? fp16 : nullptr;
    const Source source = given ? root.source(bf16On ? "bf16" : "fp16", *given)
                          : bf16 || fp16 ? Source{"bf16, fp16", "false"}
                                         : Source{"bf16", ""};
    if (given && sharded) {
        out.setChoice(
            Mapping::Read, source, "training.precision", bf16On ? Precision::Bf16Mixed : Precision::Fp16Mixed,
            MEMLEDGER_TRANSLATABLE("Import", "DeepSpeed or FSDP computes in 16 bits and keeps an fp32 master copy"));
    } else if (halfModel) {
        out.setChoice(
            Mapping::Approximated, {dtypeKey, dtypeWord}, "training.precision", Precision::Bf16Pure,
            MEMLEDGER_TRANSLATABLE(
                "Import",
                "the model is loaded in 16 bits, so its weights, gradients and AdamW states are 16-bit; a "
                "launcher that shards it (accelerate with DeepSpeed or FSDP) keeps an fp32 master copy instead"));
    } else if (given) {
        out.setChoice(bf16On ? Mapping::Read : Mapping::Approximated, source, "training.precision", Precision::Bf16Amp,
                      bf16On ? MEMLEDGER_TRANSLATABLE("Import", "autocast over an fp32 model")
                             : MEMLEDGER_TRANSLATABLE("Import", "fp16 autocast keeps the same bytes as bf16 autocast"));
    } else {
        out.setChoice(bf16 || fp16 ? Mapping::Read : Mapping::Defaulted, source, "training.precision", Precision::Fp32,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "neither bf16 nor fp16: the Trainer trains in fp32")));
    }
    if (dtype && !halfModel)
        out.notModelled({dtypeKey, shown(*dtype)},
                        MEMLEDGER_TRANSLATABLE("Import",
                                               "the dtype the model is loaded in; not 16-bit, so precision comes "
                                               "from bf16/fp16"));
    root.notModelled(
        {"fp16_opt_level", "half_precision_backend", "bf16_full_eval", "fp16_full_eval", "tf32", "fp16_backend"},
        MEMLEDGER_TRANSLATABLE(
            "Import", "evaluation precision, Apex levels and TF32 matmuls: no change to what training stores"));
}

void readCheckpointing(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    // fsdp_config's activation_checkpointing may have said already.
    mapCheckpointSwitch(
        root, "gradient_checkpointing", MEMLEDGER_TRANSLATABLE("Import", "the model checkpoints every decoder layer"),
        out.has("memory.recompute") ? ImportNote()
                                    : cited(MEMLEDGER_TRANSLATABLE("Import", "TrainingArguments' default")));
    root.notModelled({"gradient_checkpointing_kwargs"},
                     MEMLEDGER_TRANSLATABLE("Import", "how PyTorch recomputes (use_reentrant), not what is kept"));
}

// LLaMA-Factory's own optimizers (hparams/finetuning_args.py, train/trainer_utils.py
// create_custom_optimizer): use_galore and use_apollo with their rank (16 unless given),
// target ("all": every linear but the output layer) and layer-wise switch, and use_adam_mini.
// One of them replaces TrainingArguments' optim; true when one did.
bool readLlamaFactoryOptimizer(ConfigObject& root, const nlohmann::json* optim)
{
    ImportBuilder& out = root.out();
    struct Switch {
        const char* key;
        Optimizer optimizer;
        const char* prefix;  // galore_, apollo_: its rank, target and layer-wise keys
    };
    static const Switch kSwitches[] = {{"use_galore", Optimizer::GaLore, "galore_"},
                                       {"use_apollo", Optimizer::Apollo, "apollo_"},
                                       {"use_adam_mini", Optimizer::AdamMini, nullptr}};
    const Switch* chosen = nullptr;
    for (const Switch& candidate : kSwitches) {
        const auto* value = root.take(candidate.key);
        if (!value)
            continue;
        const Source source = root.source(candidate.key, *value);
        if (!truth(*value)) {
            out.problem(root.pathOf(candidate.key), MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected true or false"),
                        {{candidate.key}, {shown(*value)}});
            continue;
        }
        if (!*truth(*value)) {
            out.notModelled(source, MEMLEDGER_TRANSLATABLE("Import", "off"));
            continue;
        }
        if (chosen) {
            out.notModelled(source, importNote(MEMLEDGER_TRANSLATABLE("Import", "LLaMA-Factory uses %1 first"),
                                               {{chosen->key}}));
            continue;
        }
        chosen = &candidate;
        out.setChoice(Mapping::Read, source, "training.optimizer", candidate.optimizer,
                      MEMLEDGER_TRANSLATABLE("Import", "LLaMA-Factory's optimizer switch"));
    }
    if (!chosen)
        return false;
    if (optim)
        out.notModelled(root.source("optim", *optim),
                        importNote(MEMLEDGER_TRANSLATABLE("Import", "overridden by %1: true"), {{chosen->key}}));
    if (!chosen->prefix)
        return true;
    const std::string prefix = chosen->prefix;
    const std::string rankKey = prefix + "rank";
    if (const auto* rank = root.take(rankKey); !rank)
        out.setNumber(Mapping::Defaulted, {rankKey, ""}, "training.optimizer_rank", 16,
                      MEMLEDGER_TRANSLATABLE("Import", "LLaMA-Factory's default rank"));
    else if (const auto value = wholeNumber(*rank); value && *value > 0)
        out.setNumber(Mapping::Read, root.source(rankKey, *rank), "training.optimizer_rank", static_cast<double>(*value));
    else
        out.problem(root.pathOf(rankKey), MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected a whole number above 0"),
                    {{rankKey}, {shown(*rank)}});
    const std::string layerwiseKey = prefix + "layerwise";
    if (const auto* layerwise = root.take(layerwiseKey); layerwise && truth(*layerwise))
        out.setSwitch(Mapping::Read, root.source(layerwiseKey, *layerwise), "training.optimizer_in_backward",
                      *truth(*layerwise));
    else if (layerwise)
        out.problem(root.pathOf(layerwiseKey), MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected true or false"),
                    {{layerwiseKey}, {shown(*layerwise)}});
    const std::string targetKey = prefix + "target";
    const auto* target = root.take(targetKey);
    if (!target || asString(*target).value_or("") == "all")
        out.note(target ? Mapping::Read : Mapping::Defaulted, target ? root.source(targetKey, *target) : Source{targetKey, ""},
                 "training.optimizer",
                 MEMLEDGER_TRANSLATABLE("Import", "every linear layer but the output layer is projected"));
    else
        out.note(Mapping::Approximated, root.source(targetKey, *target), "training.optimizer",
                 misses(Category::OptimizerStates, EstimateBias::Either,
                        MEMLEDGER_TRANSLATABLE("Import", "MemLedger projects every linear layer of the blocks, as "
                                                         "all does, and keeps Adam's moments for the rest")));
    if (chosen->optimizer == Optimizer::Apollo)
        if (const auto* proj = root.take("apollo_proj"); proj && asString(*proj).value_or("") == "svd")
            out.note(Mapping::Approximated, root.source("apollo_proj", *proj), "training.optimizer",
                     misses(Category::OptimizerStates, EstimateBias::Either,
                            MEMLEDGER_TRANSLATABLE("Import", "the SVD projector is counted as the random one, "
                                                             "rank × min(m, n)")));
    root.notModelled({prefix + "update_interval", prefix + "scale", prefix + "proj_type", "apollo_proj",
                      "apollo_scale_type", "apollo_scale_front"},
                     MEMLEDGER_TRANSLATABLE("Import", "learning-rate schedule and optimizer hyper-parameters: no "
                                                      "effect on memory"));
    return true;
}

void readOptimizer(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    const auto* optim = root.take("optim");
    if (readLlamaFactoryOptimizer(root, optim))
        return;
    const auto* adafactor = root.take("adafactor");
    if (adafactor && truth(*adafactor).value_or(false)) {
        out.setChoice(Mapping::Read, root.source("adafactor", *adafactor), "training.optimizer", Optimizer::Adafactor,
                      MEMLEDGER_TRANSLATABLE("Import", "deprecated switch for optim adafactor"));
        if (optim)
            out.notModelled(root.source("optim", *optim),
                            MEMLEDGER_TRANSLATABLE("Import", "overridden by adafactor: true"));
        return;
    }
    if (adafactor)
        out.notModelled(root.source("adafactor", *adafactor),
                        MEMLEDGER_TRANSLATABLE("Import", "the optimizer is read from optim"));
    if (!optim) {
        out.setChoice(
            Mapping::Defaulted, {"optim", ""}, "training.optimizer", Optimizer::AdamW,
            cited(MEMLEDGER_TRANSLATABLE(
                "Import", "TrainingArguments' default is adamw_torch (adamw_torch_fused with PyTorch 2.8+)")));
        return;
    }
    const std::string word = asString(*optim).value_or(shown(*optim));
    const auto found = std::find_if(std::begin(kOptimizers), std::end(kOptimizers),
                                    [&](const OptimName& name) { return name.name == word; });
    if (found == std::end(kOptimizers)) {
        out.unmodelledOptimizer(root.pathOf("optim"), word);
        return;
    }
    const Source source = root.source("optim", *optim);
    out.setChoice(found->how, source, "training.optimizer", found->optimizer, found->note);
    out.setSwitch(Mapping::Read, source, "training.paged_optimizer", found->note == kPaged);
    // torch.optim's kernels behind the names: *_fused steps in one kernel, transformers' own
    // adamw_hf one parameter at a time, adamw_torch with foreach.
    if (word.ends_with("_fused"))
        out.setChoice(Mapping::Read, source, "training.optimizer_kernel", OptimizerKernel::Fused);
    else if (word == "adamw_hf")
        out.setChoice(Mapping::Read, source, "training.optimizer_kernel", OptimizerKernel::ForLoop);
    else if (word == "adamw_torch")
        out.setChoice(Mapping::Read, source, "training.optimizer_kernel", OptimizerKernel::Foreach);
    if (word == "adamw_torch_4bit" || word == "adamw_torch_8bit")
        readTorchaoBlockSize(root);
    if (found->optimizer == Optimizer::GaLore || found->optimizer == Optimizer::Apollo)
        readLowRankOptimizer(root, word, source);
}

void readSequence(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    // TRL's SFTConfig, its older spelling, LLaMA-Factory's, and the tokenizer's limit.
    static const char* const kKeys[] = {"max_seq_length", "max_length", "cutoff_len", "model_max_length"};
    const char* used = nullptr;
    for (const char* key : kKeys) {
        const auto* value = root.take(key);
        if (!value)
            continue;
        if (used) {
            out.notModelled(
                root.source(key, *value),
                importNote(MEMLEDGER_TRANSLATABLE("Import", "the sequence length is read from %1"), {{used}}));
            continue;
        }
        if (const auto length = wholeNumber(*value); length && *length > 0) {
            out.setNumber(Mapping::Read, root.source(key, *value), "training.seq", static_cast<double>(*length),
                          std::string_view(key) == "cutoff_len"
                              ? MEMLEDGER_TRANSLATABLE("Import", "LLaMA-Factory's sequence length")
                              : "");
            used = key;
        } else {
            out.problem(key, MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected a number of tokens"),
                        {{key}, {shown(*value)}});
        }
    }
    // GRPO's sequence is its prompt and its completion at their longest (GRPOConfig, before
    // TRL dropped max_prompt_length); a colocated engine's prompt length is read with it
    // (trl_generation.cpp).
    if (!used && root.has("max_prompt_length") && root.has("max_completion_length")) {
        const auto prompt = root.takeWholeNumber("max_prompt_length", 1);
        const auto completion = root.takeWholeNumber("max_completion_length", 1);
        std::int64_t seq = 0;
        if (prompt && completion && !__builtin_add_overflow(prompt->value, completion->value, &seq)) {
            out.setNumber(Mapping::Read, {"max_prompt_length + max_completion_length", std::to_string(seq)},
                          "training.seq", static_cast<double>(seq),
                          MEMLEDGER_TRANSLATABLE("Import", "a sequence is its prompt and its completion at their "
                                                           "longest"));
        }
    }
    root.notModelled(
        {"max_prompt_length", "max_completion_length", "max_source_length", "max_target_length", "packing"},
        MEMLEDGER_TRANSLATABLE("Import",
                               "how sequences are cut and packed; the ledger counts sequences of the length above"));
}

void readModel(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    takeHubModel(root, "model_name_or_path");
    if (const auto* attention = root.take("attn_implementation")) {
        const std::string word = asString(*attention).value_or(std::string());
        const Source source = root.source("attn_implementation", *attention);
        if (word == "eager")
            out.setChoice(Mapping::Read, source, "memory.attention", Attention::Eager);
        else if (word.starts_with("flash_attention") || word.find("flash") != std::string::npos)
            out.setChoice(Mapping::Read, source, "memory.attention", Attention::Flash);
        else if (word == "sdpa")
            out.setChoice(
                Mapping::Approximated, source, "memory.attention", Attention::Flash,
                MEMLEDGER_TRANSLATABLE(
                    "Import", "PyTorch's SDPA runs a flash or memory-efficient kernel on a GPU: no s × s scores kept"));
        else
            out.notModelled(source,
                            MEMLEDGER_TRANSLATABLE("Import", "an attention implementation MemLedger does not know"));
    }
    if (const auto* liger = root.take("use_liger_kernel")) {
        if (truth(*liger).value_or(false))
            out.setChoice(
                Mapping::Approximated, root.source("use_liger_kernel", *liger), "memory.kernels", Kernels::Fused,
                MEMLEDGER_TRANSLATABLE(
                    "Import", "Liger's fused RMSNorm, SwiGLU and RoPE; its chunked cross-entropy is not modelled"));
        else
            out.notModelled(root.source("use_liger_kernel", *liger), MEMLEDGER_TRANSLATABLE("Import", "off"));
    }
    if (const auto* tp = root.take("tp_size")) {
        const auto degree = wholeNumber(*tp);
        if (degree && *degree > 1)
            out.setNumber(Mapping::Read, root.source("tp_size", *tp), "parallel.tp", static_cast<double>(*degree));
        else
            out.notModelled(root.source("tp_size", *tp), MEMLEDGER_TRANSLATABLE("Import", "no tensor parallelism"));
    }
}

bool isAttentionModule(const std::string& name)
{
    static const std::set<std::string, std::less<>> kAttention = {"q_proj", "k_proj", "v_proj", "o_proj",
                                                                  "query_key_value", "qkv_proj", "dense", "out_proj"};
    return kAttention.contains(name);
}

// LoRA and QLoRA as TRL/alignment-handbook (use_peft, lora_r, load_in_4bit) and
// LLaMA-Factory (finetuning_type, lora_rank, quantization_bit) spell them.
void readLora(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    const auto* usePeft = root.take("use_peft");
    const auto* finetuning = root.take("finetuning_type");
    const char* rankKey = root.take("lora_r") ? "lora_r" : "lora_rank";
    const auto* rank = root.take(rankKey);
    const std::string type = (finetuning ? asString(*finetuning).value_or(std::string()) : std::string());
    if (type == "full")
        out.setNumber(Mapping::Read, root.source("finetuning_type", *finetuning), "memory.lora.rank", 0,
                      MEMLEDGER_TRANSLATABLE("Import", "a full fine-tune"));
    else if (finetuning && type != "lora")
        out.notModelled(root.source("finetuning_type", *finetuning),
                        misses(Category::OptimizerStates, EstimateBias::High,
                               MEMLEDGER_TRANSLATABLE("Import", "freezing layers is not modelled")));
    if (usePeft)
        out.notModelled(root.source("use_peft", *usePeft), MEMLEDGER_TRANSLATABLE("Import", "read with the LoRA rank"));
    const bool peft = (usePeft && truth(*usePeft).value_or(false)) || type == "lora";
    const bool implied = !usePeft && !finetuning;
    if (rank && (peft || implied)) {
        if (const auto value = wholeNumber(*rank); value && *value > 0)
            out.setNumber(peft ? Mapping::Read : Mapping::Approximated, root.source(rankKey, *rank), "memory.lora.rank",
                          static_cast<double>(*value),
                          peft ? MEMLEDGER_TRANSLATABLE("Import", "")
                               : MEMLEDGER_TRANSLATABLE(
                                     "Import",
                                     "a LoRA rank with no use_peft or finetuning_type: the script's own adapters, "
                                     "counted as LoRA on the modules below"));
        else
            out.problem(rankKey, MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected a positive whole number"),
                        {{rankKey}, {shown(*rank)}});
    } else if (rank) {
        out.notModelled(root.source(rankKey, *rank),
                        MEMLEDGER_TRANSLATABLE("Import", "LoRA is off (use_peft false or a full fine-tune)"));
    }
    const bool lora = rank && (peft || implied);
    for (const char* key : {"load_in_4bit", "quantization_bit"}) {
        const auto* value = root.take(key);
        if (!value)
            continue;
        const bool fourBit = std::string_view(key) == "load_in_4bit" ? truth(*value).value_or(false)
                                                                      : wholeNumber(*value).value_or(0) == 4;
        if (fourBit && lora)
            out.setSwitch(Mapping::Read, root.source(key, *value), "memory.lora.qlora", true,
                          MEMLEDGER_TRANSLATABLE("Import", "a 4-bit frozen base: QLoRA"));
        else
            out.notModelled(root.source(key, *value),
                            misses(Category::Weights, EstimateBias::High,
                                   fourBit ? MEMLEDGER_TRANSLATABLE("Import", "a 4-bit base without LoRA is not modelled")
                                           : MEMLEDGER_TRANSLATABLE("Import",
                                                                    "no 4-bit base (an 8-bit base is not modelled)")));
    }
    for (const char* key : {"use_bnb_nested_quant", "bnb_4bit_use_double_quant"})
        if (const auto* value = root.take(key))
            out.setSwitch(Mapping::Read, root.source(key, *value), "memory.lora.double_quant", truth(*value).value_or(false));
    const char* targetKey = root.take("lora_target_modules") ? "lora_target_modules" : "lora_target";
    if (const auto* targets = root.take(targetKey)) {
        std::vector<std::string> names;
        if (targets->is_array()) {
            for (const auto& item : *targets)
                names.push_back(shown(item));
        } else if (const auto written = asString(*targets)) {
            std::string current;
            for (const char c : *written + ",")
                if (c == ',' || c == ' ') {
                    if (!current.empty())
                        names.push_back(current);
                    current.clear();
                } else {
                    current += c;
                }
        }
        const bool every = names.empty() || std::any_of(names.begin(), names.end(), [](const std::string& name) {
                               return name == "all" || name == "all-linear";
                           });
        const bool attentionOnly = !every && std::all_of(names.begin(), names.end(), isAttentionModule);
        const std::size_t expected = attentionOnly ? 4 : 7;
        out.setSwitch(every || names.size() == expected ? Mapping::Read : Mapping::Approximated,
                      root.source(targetKey, *targets), "memory.lora.attention_only", attentionOnly,
                      every || names.size() == expected ? ImportNote()
                      : attentionOnly
                          ? MEMLEDGER_TRANSLATABLE("Import",
                                                   "the engine puts adapters on q, k, v and o; these modules "
                                                   "are a part of that")
                          : MEMLEDGER_TRANSLATABLE("Import",
                                                   "the engine puts adapters on every linear of the block; "
                                                   "these modules are a part of that"));
    }
    root.notModelled(
        {"lora_alpha", "lora_dropout", "lora_modules_to_save", "modules_to_save", "trainable", "lora_name",
         "expert_num", "bnb_4bit_quant_type", "bnb_4bit_compute_dtype", "use_dora", "use_rslora"},
        MEMLEDGER_TRANSLATABLE("Import", "adapter scaling, dropout and names: no memory the ledger counts"));
}

void readIgnored(ConfigObject& root)
{
    root.notModelled(
        {"output_dir", "overwrite_output_dir", "logging_dir", "logging_strategy", "logging_steps", "logging_first_step",
         "logging_nan_inf_filter", "log_level", "log_level_replica", "log_on_each_node", "report_to", "run_name",
         "disable_tqdm", "skip_memory_metrics", "include_tokens_per_second", "include_num_input_tokens_seen",
         "plot_loss", "project", "trackio_space_id"},
        MEMLEDGER_TRANSLATABLE("Import", "logging and output: no memory of the training step"));
    root.notModelled({"save_strategy",
                      "save_steps", "save_total_limit", "save_safetensors", "save_on_each_node", "save_only_model",
                      "resume_from_checkpoint", "push_to_hub", "hub_model_id", "hub_strategy", "hub_token",
                      "hub_private_repo", "hub_always_push", "push_to_hub_model_id", "push_to_hub_organization",
                      "push_to_hub_token", "load_best_model_at_end", "metric_for_best_model", "greater_is_better",
                      "restore_callback_states_from_checkpoint", "only_save_model", "enable_jit_checkpoint"},
                     MEMLEDGER_TRANSLATABLE("Import", "checkpoints and the Hub: no memory of the training step"));
    root.notModelled({"do_train",
                      "do_eval", "do_predict", "eval_strategy", "evaluation_strategy", "eval_steps", "eval_delay",
                      "eval_accumulation_steps", "per_device_eval_batch_size", "per_gpu_eval_batch_size",
                      "prediction_loss_only", "predict_with_generate", "generation_max_length", "generation_num_beams",
                      "generation_config", "eval_on_start", "eval_do_concat_batches", "eval_use_gather_object",
                      "batch_eval_metrics", "include_inputs_for_metrics", "include_for_metrics", "label_names",
                      "past_index", "jit_mode_eval", "use_legacy_prediction_loop", "sortish_sampler"},
                     MEMLEDGER_TRANSLATABLE("Import", "evaluation: not the training step the ledger measures"));
    root.notModelled(
        {"learning_rate", "weight_decay", "adam_beta1", "adam_beta2", "adam_epsilon", "max_grad_norm",
         "num_train_epochs", "max_steps", "lr_scheduler_type", "lr_scheduler_kwargs", "warmup_ratio", "warmup_steps",
         "label_smoothing_factor", "optim_args", "neftune_noise_alpha", "seed", "data_seed", "full_determinism",
         "average_tokens_across_devices"},
        MEMLEDGER_TRANSLATABLE("Import", "learning-rate schedule and optimizer hyper-parameters: no effect on memory"));
    root.notModelled({"dataloader_drop_last", "dataloader_num_workers", "dataloader_pin_memory",
                      "dataloader_persistent_workers", "dataloader_prefetch_factor", "remove_unused_columns",
                      "group_by_length", "length_column_name", "ignore_data_skip", "accelerator_config",
                      "dispatch_batches", "split_batches", "train_sampler_random", "auto_find_batch_size"},
                     MEMLEDGER_TRANSLATABLE("Import", "data loading: host memory, not the GPU"));
    root.notModelled({"local_rank",
                      "ddp_backend", "ddp_timeout", "ddp_find_unused_parameters", "ddp_bucket_cap_mb",
                      "ddp_broadcast_buffers", "tpu_num_cores", "tpu_metrics_debug", "debug", "no_cuda", "use_cpu",
                      "use_mps_device", "use_ipex", "xpu_backend", "mp_parameters", "ray_scope", "sharded_ddp", "fsdp_min_num_params", "fsdp_transformer_layer_cls_to_wrap", "deepspeed_plugin",
                      "distributed_state", "use_cache", "optim_target_modules"},
                     MEMLEDGER_TRANSLATABLE(
                         "Import", "process setup, compilation and wrapping details: not what the ledger counts"));
    root.notModelled({"torchdynamo", "torch_compile", "torch_compile_backend", "torch_compile_mode"},
                     misses(Category::Activations, EstimateBias::Either,
                            MEMLEDGER_TRANSLATABLE("Import",
                                                   "the model compiled: what autograd saves changes with the fused "
                                                   "graph; not modelled")));
    root.notModelled({"torch_empty_cache_steps"},
                     misses(Category::Fragmentation, EstimateBias::Either,
                            MEMLEDGER_TRANSLATABLE("Import",
                                                   "empties PyTorch's allocator cache every N steps: changes what is "
                                                   "reserved between steps; not modelled")));
    root.notModelled({"model_revision",
                      "trust_remote_code", "chat_template", "dataset_mixture", "dataset_name", "dataset_train_split",
                      "dataset_num_proc", "dataset_text_field", "dataset_kwargs", "eos_token", "stage", "template",
                      "dataset", "max_samples", "overwrite_cache", "preprocessing_num_workers", "train_file",
                      "validation_file", "cache_dir", "prompt_column", "response_column", "low_cpu_mem_usage"},
                     MEMLEDGER_TRANSLATABLE("Import",
                                            "the training script's model and data arguments: no memory the ledger "
                                            "counts"));
    root.notModelled({"fp8", "fp8_backend", "fp8_enable_fsdp_float8_all_gather"},
                     misses(Category::Activations, EstimateBias::Either,
                            MEMLEDGER_TRANSLATABLE("Import",
                                                   "FP8 compute: not modelled; weights and activations are counted in "
                                                   "16 bits")));
    root.notModelled({"num_generations", "temperature", "vllm_max_model_len", "vllm_max_model_length",
                      "vllm_sampling_params", "log_completions", "loss_type", "generation_batch_size",
                      "vllm_model_impl", "vllm_importance_sampling_correction", "vllm_server_base_url",
                      "vllm_server_host", "vllm_server_port", "vllm_server_timeout", "vllm_group_port"},
                     MEMLEDGER_TRANSLATABLE("Import",
                                            "TRL's sampling settings: how many completions and how they are drawn, "
                                            "not memory on a GPU; the sequence length above bounds them"));
    root.notModelled({"vllm_dtype", "reward_weights", "sync_ref_model", "ref_model_mixup_alpha",
                      "ref_model_sync_steps", "ds3_gather_for_generation", "model_init_kwargs"},
                     misses(Category::Weights, EstimateBias::Low,
                            MEMLEDGER_TRANSLATABLE(
                                "Import",
                                "TRL's reward, reference-model and weight-gathering settings: reward models, the "
                                "reference's refresh from the policy and ZeRO-3's gather for generation are not "
                                "counted yet")));
    root.notModelledPrefix(
        "_", MEMLEDGER_TRANSLATABLE("Import", "documentation or private state of the tool that wrote the file"));
}

}  // namespace

void importNamedDeepSpeed(const nlohmann::json& value, const std::string& key, const NearbyFile& nearby,
                          ImportBuilder& out)
{
    if (isEmptyOption(value))
        return;
    ConfigImport named;
    std::string prefix;
    if (const auto written = asString(value)) {
        const std::string path = *written;
        std::optional<std::string> text = nearby ? nearby(path) : std::nullopt;
        // LLaMA-Factory names it relative to its checkout: try the file's name beside this one too.
        const std::string base = path.substr(path.find_last_of('/') == std::string::npos ? 0 : path.find_last_of('/') + 1);
        if (!text && nearby && base != path)
            text = nearby(base);
        if (!text) {
            out.setChoice(
                Mapping::Read, {key, path}, "framework", Framework::DeepSpeed,
                importNote(MEMLEDGER_TRANSLATABLE("Import",
                                                  "DeepSpeed runs the job, but %1 was not found beside this file, so "
                                                  "its ZeRO stage and offload are not read: import it as well"),
                           {{path}}));
            return;
        }
        named = importConfig(*text, ConfigFormat::DeepSpeed, path);
        prefix = path + ": ";
    } else if (value.is_object()) {
        ImportBuilder inlineConfig(ConfigFormat::DeepSpeed);
        importDeepSpeed(value, "", inlineConfig);
        named = std::move(inlineConfig).finish();
        prefix = key + ".";
    } else {
        out.problem(
            key,
            MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected the path of a DeepSpeed config or the config itself"),
            {{key}, {shown(value)}});
        return;
    }
    // The Trainer refuses a DeepSpeed config whose batch sizes disagree with its own.
    for (const char* name : {"micro_batch", "grad_accum"}) {
        const nlohmann::json& mine = out.written("training." + std::string(name));
        const nlohmann::json* training = member(named.scenario, "training");
        const nlohmann::json* written = training ? member(*training, name) : nullptr;
        const nlohmann::json theirs = written ? *written : nlohmann::json();
        if (!mine.is_null() && !theirs.is_null() && theirs != mine)
            out.problem(
                key,
                MEMLEDGER_TRANSLATABLE("Problem",
                                       "the DeepSpeed config sets training.%1 to %2 but the TrainingArguments say %3; "
                                       "the Trainer refuses the mismatch: make them equal or write \"auto\""),
                {{name}, {shownJson(theirs)}, {shownJson(mine)}});
    }
    out.merge(named, prefix);
}

void importHfTrainingArgs(const nlohmann::json& document, const NearbyFile& nearby, ImportBuilder& out)
{
    ConfigObject root(document, "", out);
    const auto* deepspeed = root.take("deepspeed");
    const auto* fsdp = root.take("fsdp");
    const bool usesDeepSpeed = deepspeed && !isEmptyOption(*deepspeed);
    const bool usesFsdp = fsdp && !isEmptyOption(*fsdp);
    if (!usesDeepSpeed && !usesFsdp)
        out.setChoice(Mapping::Read, {"(TrainingArguments)", ""}, "framework", Framework::HfTrainer,
                      MEMLEDGER_TRANSLATABLE("Import", "the Trainer on its own: DDP over an fp32 model"));
    if (fsdp)
        importFsdpOptions(*fsdp, "fsdp", out);
    if (const auto* config = root.take("fsdp_config"))
        importFsdpConfig(*config, "fsdp_config", out);
    const TrlTrainer trainer = trlTrainerOf(document);
    readBatch(root, trainer);
    readPrecision(root, usesDeepSpeed || usesFsdp);
    readCheckpointing(root);
    readOptimizer(root);
    readSequence(root);
    readModel(root);
    readLora(root);
    readTrlLoss(root, document, trainer);
    readTrlPreferenceKeys(root, trainer);
    readTrlGeneration(root, document, trainer);
    readIgnored(root);
    root.finish();
    if (deepspeed)
        importNamedDeepSpeed(*deepspeed, "deepspeed", nearby, out);
}

}  // namespace memledger::model
