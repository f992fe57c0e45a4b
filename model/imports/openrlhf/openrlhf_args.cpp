#include "model/imports/openrlhf/openrlhf_args.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "model/core/translatable.h"
#include "model/core/untrusted_json.h"
#include "model/imports/config_object.h"

namespace memledger::model {

namespace {

constexpr const char* kTrainer = "OpenRLHF/OpenRLHF @ 3c3be623 openrlhf/cli/train_ppo_ray.py";
constexpr const char* kDeepSpeed = "OpenRLHF/OpenRLHF @ 3c3be623 openrlhf/utils/deepspeed/deepspeed.py";
constexpr const char* kEngine = "OpenRLHF/OpenRLHF @ 3c3be623 openrlhf/trainer/ray/vllm_engine.py";

ImportNote openRlhfDefault() { return cited(MEMLEDGER_TRANSLATABLE("Import", "OpenRLHF's default"), kTrainer); }

// One setting in its two spellings: the dotted flag of 2026-04-19 on (commit ed62d0e2, which
// kept no alias) and the underscored one before it.
struct Spelling {
    const char* dotted;
    const char* underscored;
};

constexpr Spelling kSpellings[] = {
    {"actor.num_nodes", "actor_num_nodes"},
    {"actor.num_gpus_per_node", "actor_num_gpus_per_node"},
    {"ref.num_nodes", "ref_num_nodes"},
    {"ref.num_gpus_per_node", "ref_num_gpus_per_node"},
    {"critic.num_nodes", "critic_num_nodes"},
    {"critic.num_gpus_per_node", "critic_num_gpus_per_node"},
    {"reward.num_nodes", "reward_num_nodes"},
    {"reward.num_gpus_per_node", "reward_num_gpus_per_node"},
    {"train.colocate_all", "colocate_all_models"},
    {"train.colocate_actor_ref", "colocate_actor_ref"},
    {"train.colocate_critic_reward", "colocate_critic_reward"},
    {"train.async_enable", "async_train"},
    {"vllm.num_engines", "vllm_num_engines"},
    {"vllm.tensor_parallel_size", "vllm_tensor_parallel_size"},
    {"vllm.gpu_memory_utilization", "vllm_gpu_memory_utilization"},
    {"vllm.enable_sleep", "vllm_enable_sleep"},
    {"vllm.enforce_eager", "enforce_eager"},
    {"ds.zero_stage", "zero_stage"},
    {"ds.adam_offload", "adam_offload"},
    {"ds.enable_sleep", "deepspeed_enable_sleep"},
    {"ds.param_dtype", "param_dtype"},
    {"ds.attn_implementation", "attn_implementation"},
    {"ds.packing_samples", "packing_samples"},
    {"ds.ring_attn_size", "ring_attn_size"},
    {"ds.tensor_parallel_size", "ds_tensor_parallel_size"},
    {"ds.lora.rank", "lora_rank"},
    {"ds.load_in_4bit", "load_in_4bit"},
    {"ds.use_liger_kernel", "use_liger_kernel"},
    {"actor.gradient_checkpointing_enable", "gradient_checkpointing"},
    {"actor.model_name_or_path", "pretrain"},
    {"critic.model_name_or_path", "critic_pretrain"},
    {"reward.model_name_or_path", "reward_pretrain"},
    {"reward.remote_url", "remote_rm_url"},
    {"train.agent_func_path", "agent_func_path"},
    {"ref.offload", "ref_reward_offload"},
    {"train.enable_ema", "enable_ema"},
    {"train.micro_batch_size", "micro_train_batch_size"},
    {"train.batch_size", "train_batch_size"},
    {"rollout.micro_batch_size", "micro_rollout_batch_size"},
    {"rollout.batch_size", "rollout_batch_size"},
    {"rollout.n_samples_per_prompt", "n_samples_per_prompt"},
    {"data.max_len", "max_len"},
    {"rollout.max_new_tokens", "max_new_tokens"},
    {"train.dynamic_batch_enable", "use_dynamic_batch"},
    {"train.max_tokens_per_gpu", "train_max_tokens_per_gpu"},
    {"rollout.max_tokens_per_gpu", "rollout_max_tokens_per_gpu"},
    {"algo.kl.init_coef", "init_kl_coef"},
    {"algo.advantage.estimator", "advantage_estimator"},
};

// Flags of either spelling that set no memory: the run's data, schedule, objective, logging
// and checkpoints.
constexpr const char* kNoMemory[] = {
    // since 2026-04-19 (prefixes)
    "ckpt.", "logger.", "eval.", "data.prompt_", "data.input_key", "data.label_key", "data.apply_chat_template",
    "data.max_samples", "data.input_template", "actor.adam.", "critic.adam.", "actor.entropy_coef", "algo.kl.",
    "algo.advantage.", "algo.dynamic_filtering", "reward.normalize", "reward.clip", "train.max_epochs",
    "train.num_episodes", "train.seed", "train.max_norm", "vllm.sync_backend", "vllm.sync_with_ray",
    "vllm.enable_prefix_caching", "actor.gradient_checkpointing_reentrant", "ds.ring_attn_head_stride",
    "ds.overlap_comm", "ds.zpg", "ds.lora.", "rollout.temperature", "rollout.top_p",
    "rollout.vllm_generate_batch_size", "critic.freezing_steps",
    // before (whole names)
    "save_path", "ckpt_path", "save_hf_ckpt", "save_steps", "logging_steps", "eval_steps", "load_checkpoint",
    "max_ckpt_num", "max_epochs", "num_episodes", "max_samples", "seed", "max_norm", "actor_learning_rate",
    "critic_learning_rate", "lr_warmup_ratio", "prompt_data", "prompt_split", "input_key", "label_key",
    "apply_chat_template", "input_template", "normalize_reward", "use_kl_loss", "kl_estimator", "gamma", "lambd",
    "eps_clip", "value_clip", "temperature", "top_p", "vllm_sync_backend", "vllm_sync_with_ray",
    "enable_prefix_caching", "enable_vllm_is_correction", "gradient_checkpointing_use_reentrant", "ring_head_stride",
    "overlap_comm", "zpg", "lora_alpha", "lora_dropout", "target_modules", "use_tensorboard", "use_wandb",
    "wandb_project", "wandb_run_name", "entropy_loss_coef", "dynamic_filtering", "dynamic_filtering_reward_range",
    "freezing_actor_steps", "vllm_generate_batch_size",
};

// The command line as argparse reads it: a flag, then its values up to the next flag; a flag
// with none is a switch (OpenRLHF's booleans are all store_true). The last of a repeated flag wins.
nlohmann::json flagsDocument(const ScriptArguments& script, std::vector<std::string>& stray)
{
    nlohmann::json document = nlohmann::json::object();
    std::string flag;
    std::string values;
    const auto close = [&] {
        if (!flag.empty())
            document[flag] = values.empty() ? nlohmann::json(true) : nlohmann::json(values);
        flag.clear();
        values.clear();
    };
    for (const ScriptWord& word : script.arguments) {
        if (isLongFlag(word.text)) {
            close();
            const std::string& text = word.text;
            const auto equals = text.find('=');
            flag = text.substr(0, equals);
            if (equals != std::string::npos) {
                values = text.substr(equals + 1);
                close();
            }
        } else if (!flag.empty()) {
            values += (values.empty() ? "" : " ") + word.text;
        } else if (word.unresolved.empty()) {
            stray.push_back(word.text);
        }
    }
    close();
    return document;
}

class Reader {
public:
    Reader(const nlohmann::json& document, ImportBuilder& out, bool dotted)
        : m_root(document, "", out), m_out(out), m_dotted(dotted)
    {
    }

    // The setting's flag as this command spells it.
    std::string name(std::string_view dotted) const
    {
        if (m_dotted)
            return "--" + std::string(dotted);
        for (const auto& spelling : kSpellings)
            if (dotted == spelling.dotted)
                return "--" + std::string(spelling.underscored);
        return "--" + std::string(dotted);
    }
    const nlohmann::json* take(std::string_view dotted) { return m_root.take(name(dotted)); }
    std::optional<TakenNumber> whole(std::string_view dotted, std::int64_t minimum = 1)
    {
        return m_root.takeWholeNumber(name(dotted), minimum);
    }
    // The flag's number, or nothing when it is absent; a value that is not a number is a problem.
    std::optional<double> number(std::string_view dotted, const nlohmann::json*& value)
    {
        value = take(dotted);
        if (!value)
            return std::nullopt;
        if (const auto read = model::number(*value))
            return read;
        m_out.problem(name(dotted), MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected a number"),
                      {{name(dotted)}, {shown(*value)}});
        return std::nullopt;
    }
    Source source(std::string_view dotted, const nlohmann::json& value) const { return m_root.source(name(dotted), value); }
    Source absent(std::string_view dotted) const { return {name(dotted), ""}; }
    // A whole number given, or OpenRLHF's default with a Defaulted line on `field`.
    std::int64_t wholeOr(std::string_view dotted, std::int64_t fallback)
    {
        const auto value = whole(dotted);
        return value ? value->value : fallback;
    }

    ConfigObject& root() { return m_root; }
    ImportBuilder& out() { return m_out; }
    bool dotted() const { return m_dotted; }

private:
    ConfigObject m_root;
    ImportBuilder& m_out;
    bool m_dotted;
};

// What the command says that several settings depend on.
struct Job {
    std::int64_t gpus = 8;
    std::int64_t ring = 1;
    std::int64_t dsTp = 1;
    int zeroStage = 2;
    bool colocateAll = false;
    bool async = false;
    std::int64_t seq = 2048;
    std::string actorPath;
};

void readLayout(Reader& r, Job& job)
{
    ImportBuilder& out = r.out();
    const std::int64_t nodes = r.wholeOr("actor.num_nodes", 1);
    const auto perNode = r.whole("actor.num_gpus_per_node");
    const std::int64_t gpn = perNode ? perNode->value : 8;
    out.setNumber(perNode ? Mapping::Read : Mapping::Defaulted,
                  perNode ? perNode->source : r.absent("actor.num_gpus_per_node"), "hardware.gpus_per_node",
                  static_cast<double>(gpn), perNode ? ImportNote{} : openRlhfDefault());
    job.gpus = times(nodes, gpn).value_or(gpn);
    job.ring = r.wholeOr("ds.ring_attn_size", 1);
    job.dsTp = r.wholeOr("ds.tensor_parallel_size", 1);
    if (const auto* colocate = r.take("train.colocate_all"); colocate && truth(*colocate).value_or(false)) {
        job.colocateAll = true;
        out.note(Mapping::Read, r.source("train.colocate_all", *colocate), "rollout.engine",
                 MEMLEDGER_TRANSLATABLE("Import", "the engines, reference, critic and reward model share the actor's "
                                                  "GPUs"));
    }
    if (const auto* async = r.take("train.async_enable"); async && truth(*async).value_or(false)) {
        job.async = true;
        out.notModelled(r.source("train.async_enable", *async),
                        MEMLEDGER_TRANSLATABLE("Import", "asynchronous training: the engines generate on GPUs of their "
                                                         "own while the actor trains"));
    }
    const std::int64_t modelParallel = times(job.ring, job.dsTp).value_or(job.gpus + 1);
    if (job.gpus % modelParallel != 0) {
        out.problem(r.name("ds.ring_attn_size"),
                    MEMLEDGER_TRANSLATABLE("Problem", "the actor's %1 GPUs do not divide into ring-attention groups of "
                                                      "%2 × DeepSpeed tensor parallel %3"),
                    {{std::to_string(job.gpus)}, {std::to_string(job.ring)}, {std::to_string(job.dsTp)}});
        return;
    }
    out.setNumber(Mapping::Read, {"actor GPUs ÷ (ring_attn_size × tensor_parallel_size)", std::to_string(job.gpus / modelParallel)},
                  "parallel.dp", static_cast<double>(job.gpus / modelParallel));
    if (job.ring > 1)
        out.setNumber(Mapping::Approximated, {r.name("ds.ring_attn_size"), std::to_string(job.ring)},
                      "parallel.cp", static_cast<double>(job.ring),
                      MEMLEDGER_TRANSLATABLE("Import", "ring attention splits each sequence over these GPUs as "
                                                       "context parallelism does"));
    if (job.dsTp > 1)
        out.setNumber(Mapping::Approximated, {r.name("ds.tensor_parallel_size"), std::to_string(job.dsTp)},
                      "parallel.tp", static_cast<double>(job.dsTp),
                      MEMLEDGER_TRANSLATABLE("Import", "DeepSpeed's AutoTP splits the linear layers as Megatron's "
                                                       "tensor parallelism does"));
}

void readDeepSpeed(Reader& r, Job& job)
{
    ImportBuilder& out = r.out();
    out.setChoice(Mapping::Read, {"(trainer)", "DeepSpeed"}, "framework", Framework::DeepSpeed,
                  cited(MEMLEDGER_TRANSLATABLE("Import", "OpenRLHF trains with DeepSpeed"), kDeepSpeed));
    if (const auto stage = r.root().takeWholeNumber(r.name("ds.zero_stage"), 0)) {
        job.zeroStage = static_cast<int>(std::min<std::int64_t>(stage->value, 3));
        out.setNumber(Mapping::Read, stage->source, "parallel.zero", static_cast<double>(stage->value));
    } else {
        out.setNumber(Mapping::Defaulted, r.absent("ds.zero_stage"), "parallel.zero", 2, openRlhfDefault());
    }
    const auto* dtype = r.take("ds.param_dtype");
    const std::string precision = dtype ? asString(*dtype).value_or(shown(*dtype)) : std::string("bf16");
    if (precision == "bf16" || precision == "fp16")
        out.setChoice(dtype ? Mapping::Read : Mapping::Defaulted,
                      dtype ? r.source("ds.param_dtype", *dtype) : r.absent("ds.param_dtype"), "training.precision",
                      precision == "bf16" ? Precision::Bf16Mixed : Precision::Fp16Mixed,
                      dtype ? ImportNote{} : openRlhfDefault());
    else
        out.problem(r.name("ds.param_dtype"),
                    MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2: OpenRLHF accepts bf16 or fp16"),
                    {{r.name("ds.param_dtype")}, {precision}});
    // Before 2026-01 the precision was a switch of its own.
    if (const auto* bf16 = r.root().take("--bf16"))
        out.setChoice(Mapping::Read, r.root().source("--bf16", *bf16), "training.precision",
                      truth(*bf16).value_or(true) ? Precision::Bf16Mixed : Precision::Fp16Mixed);
    if (const auto* offload = r.take("ds.adam_offload"); offload && truth(*offload).value_or(false))
        out.setChoice(Mapping::Read, r.source("ds.adam_offload", *offload), "memory.offload.optimizer",
                      OffloadTarget::Cpu);
    if (const auto* sleep = r.take("ds.enable_sleep"); sleep && truth(*sleep).value_or(false))
        out.setChoice(Mapping::Read, r.source("ds.enable_sleep", *sleep), "rollout.trainer_offload",
                      TrainerOffload::Optimizer,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "DeepSpeed's optimizer states, fp32 master weights and "
                                                             "gradients go to host memory after each update and back "
                                                             "for the next; the bf16 parameters stay"),
                            "OpenRLHF/OpenRLHF @ 3c3be623 openrlhf/utils/deepspeed/deepspeed_utils.py "
                            "offload_deepspeed_states"));
    const auto* checkpointing = r.take("actor.gradient_checkpointing_enable");
    const bool recompute = checkpointing && truth(*checkpointing).value_or(false);
    out.setChoice(checkpointing ? Mapping::Read : Mapping::Defaulted,
                  checkpointing ? r.source("actor.gradient_checkpointing_enable", *checkpointing)
                                : r.absent("actor.gradient_checkpointing_enable"),
                  "memory.recompute", recompute ? Recompute::Full : Recompute::None,
                  recompute ? MEMLEDGER_TRANSLATABLE("Import", "Hugging Face's checkpoint of every decoder layer")
                            : openRlhfDefault());
    const auto* attention = r.take("ds.attn_implementation");
    const std::string kernel = attention ? asString(*attention).value_or(shown(*attention)) : "flash_attention_2";
    if (kernel == "eager")
        out.setChoice(Mapping::Read, r.source("ds.attn_implementation", *attention), "memory.attention", Attention::Eager);
    else
        out.setChoice(attention ? Mapping::Read : Mapping::Defaulted,
                      attention ? r.source("ds.attn_implementation", *attention) : r.absent("ds.attn_implementation"),
                      "memory.attention", Attention::Flash, attention ? ImportNote{} : openRlhfDefault());
    if (const auto* flash = r.root().take("--flash_attn"))
        out.setChoice(Mapping::Read, r.root().source("--flash_attn", *flash), "memory.attention",
                      truth(*flash).value_or(true) ? Attention::Flash : Attention::Eager);
    // The update's log-probabilities: logits cast to fp32, then flash-attn's cross-entropy.
    out.note(Mapping::Approximated, {"(the actor's log-probabilities)", "log_probs_from_logits"}, "training.loss",
             cited(MEMLEDGER_TRANSLATABLE("Import", "the logits cast to fp32 before flash-attn's cross-entropy: "
                                                    "read as F.cross_entropy on fp32 logits, which holds a little more"),
                   "OpenRLHF/OpenRLHF @ 3c3be623 openrlhf/models/actor.py, openrlhf/models/utils.py"));
    if (const auto rank = r.root().takeWholeNumber(r.name("ds.lora.rank"), 0); rank && rank->value > 0)
        out.setNumber(Mapping::Read, rank->source, "memory.lora.rank", static_cast<double>(rank->value));
    if (const auto* quantized = r.take("ds.load_in_4bit"); quantized && truth(*quantized).value_or(false))
        out.setSwitch(Mapping::Read, r.source("ds.load_in_4bit", *quantized), "memory.lora.qlora", true);
    if (const auto* packing = r.take("ds.packing_samples"); packing && truth(*packing).value_or(false))
        out.notModelled(r.source("ds.packing_samples", *packing),
                        MEMLEDGER_TRANSLATABLE("Import", "packs the samples without padding: the ledger takes every "
                                                         "sequence at its longest"));
    if (const auto* liger = r.take("ds.use_liger_kernel"); liger && truth(*liger).value_or(false))
        out.notModelled(r.source("ds.use_liger_kernel", *liger),
                        misses(Category::Temporaries, EstimateBias::High,
                               MEMLEDGER_TRANSLATABLE("Import", "Liger's kernels: the loss's logits are not "
                                                                "materialised whole")));
    if (const auto* ema = r.take("train.enable_ema"); ema && truth(*ema).value_or(false))
        out.notModelled(r.source("train.enable_ema", *ema),
                        misses(Category::Weights, EstimateBias::Low,
                               MEMLEDGER_TRANSLATABLE("Import", "an EMA copy of the actor, kept in host memory: not in "
                                                                "the host ledger")));
}

// Sequences: data.max_len (or, before 2026-03, prompt_max_len + generate_max_len) at their longest.
void readLengths(Reader& r, Job& job)
{
    ImportBuilder& out = r.out();
    std::optional<std::int64_t> prompt;
    if (const auto length = r.whole("data.max_len")) {
        job.seq = length->value;
        out.setNumber(Mapping::Read, length->source, "training.seq", static_cast<double>(job.seq),
                      MEMLEDGER_TRANSLATABLE("Import", "a sequence is its prompt and its response at their longest"));
    } else if (!r.dotted() && (r.root().has("--prompt_max_len") || r.root().has("--generate_max_len"))) {
        // A value that is not a whole number is a problem of its own (takeWholeNumber).
        const auto promptGiven = r.root().takeWholeNumber("--prompt_max_len", 1);
        const auto generateGiven = r.root().takeWholeNumber("--generate_max_len", 1);
        const std::int64_t p = promptGiven ? promptGiven->value : 1024;
        const std::int64_t g = generateGiven ? generateGiven->value : 1024;
        // A sum past what a number holds saturates, and the field's range reports it.
        if (__builtin_add_overflow(p, g, &job.seq))
            job.seq = std::numeric_limits<std::int64_t>::max();
        prompt = p;
        out.setNumber(Mapping::Read, {"--prompt_max_len + --generate_max_len", std::to_string(job.seq)}, "training.seq",
                      static_cast<double>(job.seq));
    } else {
        out.setNumber(Mapping::Defaulted, r.absent("data.max_len"), "training.seq", 2048, openRlhfDefault());
    }
    if (const auto generated = r.whole("rollout.max_new_tokens"); generated && generated->value < job.seq)
        prompt = job.seq - generated->value;
    if (prompt && *prompt > 0 && *prompt < job.seq)
        out.setNumber(Mapping::Approximated, {"prompt tokens", std::to_string(*prompt)}, "rollout.prompt_length",
                      static_cast<double>(*prompt),
                      MEMLEDGER_TRANSLATABLE("Import", "prompts at their longest: the sequence less the tokens "
                                                       "generated"));
}

// Micro-batches of the update and of the scoring passes; with dynamic batches, token budgets
// taken as sequences at their longest.
void readBatches(Reader& r, const Job& job)
{
    ImportBuilder& out = r.out();
    const auto longest = std::max<std::int64_t>(1, job.seq);
    const auto* dynamic = r.take("train.dynamic_batch_enable");
    const bool budgets = dynamic && truth(*dynamic).value_or(false);
    const auto trainTokens = r.whole("train.max_tokens_per_gpu");
    const auto rolloutTokens = r.whole("rollout.max_tokens_per_gpu");
    const auto micro = r.whole("train.micro_batch_size");
    const auto scoring = r.whole("rollout.micro_batch_size");
    if (budgets) {
        const std::int64_t tokens = times(trainTokens ? trainTokens->value : 16192, job.ring).value_or(longest);
        out.setNumber(Mapping::Approximated, r.source("train.dynamic_batch_enable", *dynamic), "training.micro_batch",
                      static_cast<double>(std::max<std::int64_t>(1, tokens / longest)),
                      MEMLEDGER_TRANSLATABLE("Import", "micro-batches of max_tokens_per_gpu tokens: the sequences at "
                                                       "their longest that fit the token budget"));
        // The scoring passes' budget defaults to the update's (train_ppo_ray.py).
        const std::int64_t budget = rolloutTokens ? rolloutTokens->value : (trainTokens ? trainTokens->value : 16192);
        const std::int64_t scored = times(budget, job.ring).value_or(longest);
        out.setNumber(Mapping::Approximated,
                      rolloutTokens ? rolloutTokens->source : Source{r.name("train.max_tokens_per_gpu"), std::to_string(budget)},
                      "training.logprob_micro_batch",
                      static_cast<double>(std::max<std::int64_t>(1, scored / longest)),
                      MEMLEDGER_TRANSLATABLE("Import", "the scoring passes' token budget, as sequences at their "
                                                       "longest"));
    } else {
        out.setNumber(micro ? Mapping::Read : Mapping::Defaulted, micro ? micro->source : r.absent("train.micro_batch_size"),
                      "training.micro_batch", static_cast<double>(micro ? micro->value : 1),
                      micro ? ImportNote{} : openRlhfDefault());
        out.setNumber(scoring ? Mapping::Read : Mapping::Defaulted,
                      scoring ? scoring->source : r.absent("rollout.micro_batch_size"), "training.logprob_micro_batch",
                      static_cast<double>(scoring ? scoring->value : 1),
                      scoring ? MEMLEDGER_TRANSLATABLE("Import", "the reference's, critic's and actor's forward passes "
                                                                 "while the experience is made")
                              : openRlhfDefault());
    }
    const auto global = r.whole("train.batch_size");
    out.setNumber(global ? Mapping::Read : Mapping::Defaulted, global ? global->source : r.absent("train.batch_size"),
                  "training.global_batch", static_cast<double>(global ? global->value : 128),
                  global ? MEMLEDGER_TRANSLATABLE("Import", "samples per optimizer step over every GPU")
                         : openRlhfDefault());
    for (const char* key : {"rollout.batch_size", "rollout.n_samples_per_prompt"})
        if (const auto* value = r.take(key))
            out.notModelled(r.source(key, *value),
                            MEMLEDGER_TRANSLATABLE("Import", "the samples one rollout generates: the GPUs train on "
                                                             "micro-batches of them, and the engine's cache is sized "
                                                             "by its memory, not by them"));
}

// The vLLM engines: on the actor's GPUs only with colocate_all (and not async), where
// OpenRLHF asserts they fill them exactly.
void readEngine(Reader& r, const Job& job)
{
    ImportBuilder& out = r.out();
    const auto engines = r.whole("vllm.num_engines", 0);
    const auto tp = r.whole("vllm.tensor_parallel_size");
    const nlohmann::json* utilization = nullptr;
    const auto share = r.number("vllm.gpu_memory_utilization", utilization);
    const auto* sleep = r.take("vllm.enable_sleep");
    const auto* eager = r.take("vllm.enforce_eager");
    // The engines' own settings, where no engine shares the actor's GPUs: said, not applied.
    const auto elsewhere = [&](const ImportNote& note) {
        if (tp)
            out.notModelled(tp->source, note);
        for (const auto& [key, value] : {std::pair{"vllm.gpu_memory_utilization", utilization},
                                         std::pair{"vllm.enable_sleep", sleep}, std::pair{"vllm.enforce_eager", eager}})
            if (value)
                out.notModelled(r.source(key, *value), note);
    };
    if (!engines || engines->value == 0) {
        out.notModelled(r.absent("vllm.num_engines"),
                        MEMLEDGER_TRANSLATABLE("Import", "no vLLM engine: the samples are generated elsewhere"));
        elsewhere(MEMLEDGER_TRANSLATABLE("Import", "no vLLM engine: the samples are generated elsewhere"));
        return;
    }
    if (!job.colocateAll || job.async) {
        const char* note = MEMLEDGER_TRANSLATABLE("Import", "the vLLM engines run on GPUs of their own (no colocate_all, "
                                                            "or async training): the actor's GPUs hold none, and the "
                                                            "engines' GPUs are not estimated here");
        out.notModelled(engines->source, note);
        // OpenRLHF turns the engines' sleep off without colocate_all (train_ppo_ray.py).
        elsewhere(note);
        return;
    }
    const std::int64_t engineTp = tp ? tp->value : 1;
    if (times(engines->value, engineTp).value_or(-1) != job.gpus) {
        out.problem(engines->source.key,
                    MEMLEDGER_TRANSLATABLE("Problem", "%1 engines of tensor parallel %2 do not fill the actor's %3 "
                                                      "GPUs: OpenRLHF asserts they do under colocate_all"),
                    {{std::to_string(engines->value)}, {std::to_string(engineTp)}, {std::to_string(job.gpus)}});
        return;
    }
    out.setChoice(Mapping::Read, engines->source, "rollout.engine", RolloutEngine::Vllm,
                  MEMLEDGER_TRANSLATABLE("Import", "colocate_all: the engines share the actor's GPUs"));
    out.setSwitch(Mapping::Read, engines->source, "rollout.own_process", true,
                  cited(MEMLEDGER_TRANSLATABLE("Import", "OpenRLHF starts each engine as a Ray actor of its own"),
                        kEngine));
    out.setNumber(tp ? Mapping::Read : Mapping::Defaulted, tp ? tp->source : r.absent("vllm.tensor_parallel_size"),
                  "rollout.tp", static_cast<double>(engineTp), tp ? ImportNote{} : openRlhfDefault());
    if (share)
        out.setNumber(Mapping::Read, r.source("vllm.gpu_memory_utilization", *utilization),
                      "rollout.gpu_memory_utilization", *share);
    else if (!utilization)
        out.setNumber(Mapping::Defaulted, r.absent("vllm.gpu_memory_utilization"), "rollout.gpu_memory_utilization",
                      0.95, openRlhfDefault());
    const bool sleeps = sleep && truth(*sleep).value_or(false);
    out.setNumber(sleep ? Mapping::Read : Mapping::Defaulted,
                  sleep ? r.source("vllm.enable_sleep", *sleep) : r.absent("vllm.enable_sleep"), "rollout.sleep_level",
                  sleeps ? 1 : 0,
                  sleeps ? cited(MEMLEDGER_TRANSLATABLE("Import", "OpenRLHF's engines sleep at level 1: their weights "
                                                                  "in pinned host memory"),
                                 kEngine)
                         : openRlhfDefault());
    // OpenRLHF wakes a sleeping engine whole before it broadcasts the weights
    // (ppo_trainer.py _broadcast_to_vllm: wake_up, then broadcast_to_vllm, then sleep).
    if (sleeps)
        out.notModelled({"(the weight sync)", ""},
                        misses(Category::Rollout, EstimateBias::Low,
                               MEMLEDGER_TRANSLATABLE("Import", "OpenRLHF wakes its engines whole for the weight sync, "
                                                                "their KV cache too: the sync is counted with their "
                                                                "weights alone, as verl and TRL wake them")));
    for (const char* field : {"rollout.max_num_seqs", "rollout.max_num_batched_tokens"})
        out.setNumber(Mapping::Defaulted, {"(vLLM's engine arguments)", ""}, field, 0,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "OpenRLHF passes none: vLLM's default for the GPU"),
                            kEngine));
    if (!eager || !truth(*eager).value_or(false))
        out.notModelled(eager ? r.source("vllm.enforce_eager", *eager) : r.absent("vllm.enforce_eager"),
                        misses(Category::Rollout, EstimateBias::Low,
                               MEMLEDGER_TRANSLATABLE("Import", "CUDA graphs: their pool is not counted")));
}

// The other models: on the actor's GPUs when colocated with it, else on GPUs of their own.
void readModels(Reader& r, Job& job)
{
    ImportBuilder& out = r.out();
    job.actorPath = takeHubModel(r.root(), r.name("actor.model_name_or_path")).value_or(std::string());
    bool withRef = job.colocateAll;
    if (const auto* colocate = r.take("train.colocate_actor_ref"); colocate && truth(*colocate).value_or(false)) {
        withRef = true;
        out.note(Mapping::Read, r.source("train.colocate_actor_ref", *colocate), "reference.model",
                 MEMLEDGER_TRANSLATABLE("Import", "the reference shares the actor's GPUs"));
    }
    const bool withCriticReward = job.colocateAll;
    const nlohmann::json* kl = nullptr;
    const auto coefficient = r.number("algo.kl.init_coef", kl);
    if (kl && !coefficient)
        return;   // reported: the job's models are unknown without it
    const bool reference = !kl || *coefficient > 0;
    const Source klSource = kl ? r.source("algo.kl.init_coef", *kl) : r.absent("algo.kl.init_coef");
    const auto* offload = r.take("ref.offload");
    if (reference && withRef) {
        out.setChoice(kl ? Mapping::Read : Mapping::Defaulted, klSource, "reference.model", ReferenceModel::Policy,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "a KL coefficient above 0 loads a reference of the actor's "
                                                             "weights, prepared at ZeRO-3 when the actor trains at 3, "
                                                             "else whole on every GPU"),
                            kDeepSpeed));
        if (offload && truth(*offload).value_or(false)) {
            if (job.zeroStage == 3)
                out.setSwitch(Mapping::Read, r.source("ref.offload", *offload), "reference.offload", true);
            else
                out.notModelled(r.source("ref.offload", *offload),
                                cited(MEMLEDGER_TRANSLATABLE("Import", "DeepSpeed offloads parameters only under ZeRO-3; "
                                                                       "the reference runs at stage 0 here and stays "
                                                                       "on the GPU"),
                                      "DeepSpeed docs, config-json: offload_param, valid only with stage 3"));
        }
    } else if (reference) {
        out.notModelled(klSource, MEMLEDGER_TRANSLATABLE("Import", "the reference runs on GPUs of its own "
                                                                   "(not colocated with the actor)"));
    } else {
        out.notModelled(klSource, MEMLEDGER_TRANSLATABLE("Import", "no KL term: no reference model"));
    }
    if (offload && !(reference && withRef))
        out.notModelled(r.source("ref.offload", *offload), MEMLEDGER_TRANSLATABLE("Import", "no reference on these GPUs"));
    if (const auto* rewardOffload = r.dotted() ? r.root().take("--reward.offload") : nullptr)
        out.notModelled(r.root().source("--reward.offload", *rewardOffload),
                        MEMLEDGER_TRANSLATABLE("Import", "the reward model's placement: it is not counted"));

    const auto* estimator = r.take("algo.advantage.estimator");
    const std::string method = estimator ? asString(*estimator).value_or(shown(*estimator)) : std::string("gae");
    constexpr std::string_view kEstimators[] = {"gae", "reinforce", "rloo", "reinforce_baseline", "group_norm",
                                                "dr_grpo"};
    if (std::find(std::begin(kEstimators), std::end(kEstimators), method) == std::end(kEstimators)) {
        out.problem(r.name("algo.advantage.estimator"),
                    MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2: OpenRLHF's estimators are gae, reinforce, rloo, "
                                                      "reinforce_baseline, group_norm and dr_grpo"),
                    {{r.name("algo.advantage.estimator")}, {method}});
        return;
    }
    const bool gae = method == "gae";
    const Source estimatorSource = estimator ? r.source("algo.advantage.estimator", *estimator)
                                             : r.absent("algo.advantage.estimator");
    const auto* criticPath = r.take("critic.model_name_or_path");
    const auto* rewardPath = r.take("reward.model_name_or_path");
    const auto* remote = r.take("reward.remote_url");
    const auto* agent = r.take("train.agent_func_path");
    if (gae && withCriticReward) {
        out.setChoice(estimator ? Mapping::Read : Mapping::Defaulted, estimatorSource, "critic.model",
                      CriticModel::Policy, MEMLEDGER_TRANSLATABLE("Import", "GAE trains PPO's critic beside the policy"));
        // The critic starts from its own path, else the reward model's (train_ppo_ray.py).
        const nlohmann::json* path = criticPath ? criticPath : rewardPath;
        // A line of its own: the reward model's path has another below.
        if (path && shown(*path) != job.actorPath)
            out.notModelled(criticPath ? r.source("critic.model_name_or_path", *path)
                                       : Source{r.name("critic.model_name_or_path") + " (the reward model's)",
                                                shown(*path)},
                            misses(Category::Weights, EstimateBias::Either,
                                   MEMLEDGER_TRANSLATABLE("Import", "a critic of another model than the policy's: it is "
                                                                    "counted as the policy's shape")));
    } else if (gae) {
        out.notModelled(estimatorSource, MEMLEDGER_TRANSLATABLE("Import", "the critic runs on GPUs of its own "
                                                                          "(not colocated with the actor)"));
    } else {
        out.notModelled(estimatorSource, MEMLEDGER_TRANSLATABLE("Import", "advantages from the rewards alone: no critic"));
    }
    const bool rewardModel = !remote && !agent && rewardPath;
    if (rewardModel && withCriticReward)
        out.notModelled(r.source("reward.model_name_or_path", *rewardPath),
                        misses(Category::Weights, EstimateBias::Low,
                               MEMLEDGER_TRANSLATABLE("Import", "a reward model on the GPUs: not counted yet")));
    else if (rewardPath && !(gae && withCriticReward && !criticPath))
        out.notModelled(r.source("reward.model_name_or_path", *rewardPath),
                        MEMLEDGER_TRANSLATABLE("Import", "the reward model runs on GPUs of its own, or not at all"));
    for (const auto& [key, value] : {std::pair<const char*, const nlohmann::json*>{"reward.remote_url", remote},
                                     std::pair<const char*, const nlohmann::json*>{"train.agent_func_path", agent}})
        if (value)
            out.notModelled(r.source(key, *value),
                            MEMLEDGER_TRANSLATABLE("Import", "rewards from a function or a service: no reward model"));
    // The other groups' sizes: they matter only where those models do not share the actor's GPUs.
    for (const char* key : {"ref.num_nodes", "ref.num_gpus_per_node", "critic.num_nodes", "critic.num_gpus_per_node",
                            "reward.num_nodes", "reward.num_gpus_per_node", "train.colocate_critic_reward"})
        if (const auto* value = r.take(key))
            out.notModelled(r.source(key, *value),
                            MEMLEDGER_TRANSLATABLE("Import", "the GPUs of a model not on the actor's: not estimated "
                                                             "here"));
}

// The optimizer: Adam unless --actor.optim says Muon (from 2026-04).
void readOptimizer(Reader& r)
{
    ImportBuilder& out = r.out();
    const auto* optim = r.dotted() ? r.root().take("--actor.optim") : nullptr;
    const std::string word = optim ? asString(*optim).value_or(shown(*optim)) : std::string("adam");
    if (word == "muon")
        out.setChoice(Mapping::Read, r.root().source("--actor.optim", *optim), "training.optimizer", Optimizer::Muon);
    else if (word == "adam")
        out.setChoice(optim ? Mapping::Read : Mapping::Defaulted,
                      optim ? r.root().source("--actor.optim", *optim) : Source{"--actor.optim", ""},
                      "training.optimizer", Optimizer::AdamW, optim ? ImportNote{} : openRlhfDefault());
    else
        out.unmodelledOptimizer("--actor.optim", word);
    if (const auto* critic = r.dotted() ? r.root().take("--critic.optim") : nullptr)
        out.notModelled(r.root().source("--critic.optim", *critic),
                        MEMLEDGER_TRANSLATABLE("Import", "the critic is counted with the actor's optimizer"));
}

// The spelling a command uses: dotted when any flag has a dot. A command that mixes them is
// refused: each release's parser reads one and stops at the other.
std::optional<bool> spellingOf(const nlohmann::json& document, ImportBuilder& out)
{
    std::string dotted;
    std::string underscored;
    for (const auto& [key, value] : document.items()) {
        if (key.find('.') != std::string::npos && dotted.empty())
            dotted = key;
        for (const auto& spelling : kSpellings)
            if (key == "--" + std::string(spelling.underscored) && underscored.empty())
                underscored = key;
    }
    if (!dotted.empty() && !underscored.empty()) {
        out.problem(underscored,
                    MEMLEDGER_TRANSLATABLE("Problem", "the command mixes OpenRLHF's two spellings, %1 (since "
                                                      "2026-04-19) and %2 (before): each release reads one and "
                                                      "stops at the other"),
                    {{dotted}, {underscored}});
        return std::nullopt;
    }
    return !dotted.empty();
}

}  // namespace

void importOpenRlhfScript(const ScriptArguments& script, ImportBuilder& out)
{
    out.setFormat(ConfigFormat::OpenRlhf);
    if (!script.program.empty() && script.program != "openrlhf.cli.train_ppo_ray") {
        out.problem("(arguments)",
                    MEMLEDGER_TRANSLATABLE("Problem", "it launches %1: of OpenRLHF's trainers only train_ppo_ray (PPO, "
                                                      "GRPO, REINFORCE) is read yet, so it is refused rather than "
                                                      "estimated with another trainer's defaults"),
                    {{script.program}});
        return;
    }
    std::vector<std::string> stray;
    const nlohmann::json document = flagsDocument(script, stray);
    if (document.empty()) {
        out.problem("(arguments)", MEMLEDGER_TRANSLATABLE("Problem", "no OpenRLHF flags found: the text passes "
                                                                     "train_ppo_ray no --flags"));
        return;
    }
    for (const auto& word : stray)
        out.unknown({"(argument)", word});
    const auto dotted = spellingOf(document, out);
    if (!dotted)
        return;
    Reader reader(document, out, *dotted);
    Job job;
    readLayout(reader, job);
    readDeepSpeed(reader, job);
    readLengths(reader, job);
    readBatches(reader, job);
    readEngine(reader, job);
    readModels(reader, job);
    readOptimizer(reader);
    for (const char* name : kNoMemory)
        reader.root().notModelledPrefix("--" + std::string(name), MEMLEDGER_TRANSLATABLE("Import", "the run's data, objective, schedule "
                                                                               "and logging: no memory of their own"));
    reader.root().finish();
}

// The OpenRLHF trainer a text names ("openrlhf.cli.train_dpo"), when it names one.
std::string trainerNamed(std::string_view content)
{
    constexpr std::string_view kPrefix = "openrlhf.cli.";
    const auto at = content.find(kPrefix);
    if (at == std::string_view::npos)
        return {};
    auto end = at + kPrefix.size();
    while (end < content.size() && (std::isalnum(static_cast<unsigned char>(content[end])) || content[end] == '_'))
        ++end;
    return std::string(content.substr(at, end - at));
}

void importOpenRlhfText(std::string_view content, const NearbyFile& nearby, ImportBuilder& out)
{
    // Another of OpenRLHF's trainers, however its script assembles the command (train_dpo's
    // examples build it in a heredoc for `deepspeed --module`).
    if (const std::string trainer = trainerNamed(content);
        !trainer.empty() && content.find("openrlhf.cli.train_ppo_ray") == std::string_view::npos) {
        ScriptArguments other;
        other.program = trainer;
        importOpenRlhfScript(other, out);
        return;
    }
    const ScriptArguments script = readLaunchScript(content, nearby);
    out.notModelled({"(arguments)", script.origin}, MEMLEDGER_TRANSLATABLE("Import", "where the arguments were found"));
    for (const auto& note : script.notes)
        out.notModelled({"(script)", ""}, note);
    importOpenRlhfScript(script, out);
}

}  // namespace memledger::model
