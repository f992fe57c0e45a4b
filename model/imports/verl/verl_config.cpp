#include "model/imports/verl/verl_config.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "model/core/translatable.h"
#include "model/core/untrusted_json.h"
#include "model/imports/config_document.h"
#include "model/imports/config_object.h"
#include "model/imports/dotlist.h"

namespace memledger::model {

namespace {

// Where verl fixes what a config leaves out.
constexpr const char* kDefaults = "volcengine/verl @ b178a3cd verl/trainer/config/_generated_ppo_trainer.yaml";
constexpr const char* kWorker = "volcengine/verl @ b178a3cd verl/workers/fsdp_workers.py";
constexpr const char* kSourceTrainerOffload =
    "volcengine/verl @ b178a3cd verl/workers/fsdp_workers.py update_actor, compute_log_prob, rollout_mode";

// Where verl starts SGLang and what it passes it (mem_fraction_static, max_running_requests,
// enable_memory_saver; no page or chunked-prefill size), and how it sleeps and wakes it.
constexpr const char* kSglangServer =
    "volcengine/verl @ b178a3cd verl/workers/rollout/sglang_rollout/async_sglang_server.py launch_server, "
    "sglang_rollout.py ServerAdapter.release (tags kv_cache and weights; enable_weights_cpu_backup only when "
    "colocated)";

ImportNote verlDefault() { return cited(MEMLEDGER_TRANSLATABLE("Import", "verl's default"), kDefaults); }

// A nested object of the config; a value of another kind there is a problem.
std::optional<ConfigObject> section(ConfigObject& parent, std::string_view key)
{
    const nlohmann::json* value = parent.take(key);
    if (!value)
        return std::nullopt;
    if (!value->is_object()) {
        parent.out().problem(parent.pathOf(key), MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected a section"),
                             {{parent.pathOf(key)}, {shown(*value)}});
        return std::nullopt;
    }
    return ConfigObject(*value, parent.pathOf(key), parent.out());
}

std::optional<std::int64_t> positive(ConfigObject& object, std::string_view key)
{
    const auto taken = object.takeWholeNumber(key, 1);
    return taken ? std::optional<std::int64_t>(taken->value) : std::nullopt;
}

struct PhaseOffload {
    bool params = false;
    bool optimizer = false;
    bool operator==(const PhaseOffload&) const = default;
};

// What each part of the config said that others depend on.
struct Job {
    PhaseOffload offload;             // the actor's fsdp_config
    std::int64_t gpus = 8;            // n_gpus_per_node × nnodes
    std::int64_t responses = 1;       // rollout.n
    std::int64_t ulysses = 1;
    std::optional<std::int64_t> miniBatch;
    bool referenceWanted = false;     // use_kl_loss or use_kl_in_reward
    bool fsdp = true;
    std::int64_t logProbMicroBatch = 0;
    std::int64_t dynamicTokens = 0;   // use_dynamic_bsz: ppo_max_token_len_per_gpu
    std::string modelPath;            // actor_rollout_ref.model.path
    bool critic = false;              // GAE, or a critic section
};

void readTrainer(ConfigObject& root, Job& job)
{
    ImportBuilder& out = root.out();
    std::int64_t perNode = 8;
    std::int64_t nodes = 1;
    if (auto trainer = section(root, "trainer")) {
        if (const auto n = trainer->takeWholeNumber("n_gpus_per_node", 1)) {
            perNode = n->value;
            out.setNumber(Mapping::Read, n->source, "hardware.gpus_per_node", static_cast<double>(perNode));
        }
        if (const auto n = trainer->takeWholeNumber("nnodes", 1))
            nodes = n->value;
        trainer->notModelled({"logger", "project_name", "experiment_name", "save_freq", "test_freq", "total_epochs",
                              "total_training_steps", "critic_warmup", "val_before_train", "default_local_dir",
                              "resume_mode", "log_val_generations", "balance_batch", "device"},
                             MEMLEDGER_TRANSLATABLE("Import", "logging, checkpoints and the run's length: no memory"));
        trainer->finish();
    }
    job.gpus = times(perNode, nodes).value_or(perNode);
}

void readData(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    std::int64_t prompt = 512;
    std::int64_t response = 512;
    bool given = false;
    std::optional<Source> promptSource;
    if (auto data = section(root, "data")) {
        if (const auto n = data->takeWholeNumber("max_prompt_length", 1)) {
            prompt = n->value;
            promptSource = n->source;
            given = true;
        }
        if (const auto n = positive(*data, "max_response_length")) {
            response = *n;
            given = true;
        }
        data->notModelled({"train_files", "val_files", "train_batch_size", "filter_overlong_prompts", "truncation",
                           "return_raw_chat", "prompt_key", "reward_fn_key", "shuffle", "val_batch_size",
                           "dataloader_num_workers", "max_samples", "image_key"},
                          MEMLEDGER_TRANSLATABLE("Import", "the dataset and the prompts per step: the GPUs see "
                                                           "micro-batches, which the actor's settings size"));
        data->finish();
    }
    // Both are at least 1 (positive() refuses anything else); a sum past what a number holds
    // saturates, and the field's range then reports it.
    std::int64_t seq = 0;
    if (__builtin_add_overflow(prompt, response, &seq))
        seq = std::numeric_limits<std::int64_t>::max();
    out.setNumber(given ? Mapping::Read : Mapping::Defaulted,
                  {"data.max_prompt_length + data.max_response_length", std::to_string(seq)}, "training.seq",
                  static_cast<double>(seq),
                  MEMLEDGER_TRANSLATABLE("Import", "a sequence is its prompt and its response at their longest"));
    out.setNumber(promptSource ? Mapping::Read : Mapping::Defaulted,
                  promptSource ? *promptSource : Source{"data.max_prompt_length", ""}, "rollout.prompt_length",
                  static_cast<double>(prompt), promptSource ? ImportNote{} : verlDefault());
}

void readModel(ConfigObject& model, Job& job)
{
    ImportBuilder& out = model.out();
    job.modelPath = takeHubModel(model, "path").value_or(std::string());
    const auto* checkpointing = model.take("enable_gradient_checkpointing");
    const bool recompute = !checkpointing || truth(*checkpointing).value_or(true);
    out.setChoice(checkpointing ? Mapping::Read : Mapping::Defaulted,
                  checkpointing ? model.source("enable_gradient_checkpointing", *checkpointing)
                                : Source{model.pathOf("enable_gradient_checkpointing"), ""},
                  "memory.recompute", recompute ? Recompute::Full : Recompute::None,
                  recompute ? MEMLEDGER_TRANSLATABLE("Import", "Hugging Face's checkpoint of every decoder layer")
                            : ImportNote{});
    if (const auto rank = model.takeWholeNumber("lora_rank", 0); rank && rank->value > 0)
        out.setNumber(Mapping::Read, rank->source, "memory.lora.rank", static_cast<double>(rank->value));
    model.notModelled({"use_remove_padding"},
                      MEMLEDGER_TRANSLATABLE("Import", "packs the non-pad tokens: the ledger takes every sequence at "
                                                       "its longest"));
    model.notModelled({"use_fused_kernels"},
                      misses(Category::Temporaries, EstimateBias::High,
                             MEMLEDGER_TRANSLATABLE("Import", "log-probabilities and entropy 512 tokens at a time "
                                                              "from the hidden states: the vocabulary-wide logits "
                                                              "are not materialised")));
    model.notModelled({"lora_alpha", "target_modules", "trust_remote_code", "external_lib", "override_config"},
                      MEMLEDGER_TRANSLATABLE("Import", "how the model is loaded: no memory of its own"));
    model.finish();
}

// verl's fsdp_config.param_offload / optimizer_offload: the states go to host memory after each
// update and come back for it (fsdp_workers.py update_actor); the parameters also come back for
// the sync and the log-prob passes. The ledger's setting moves the optimizer states, or those and
// the parameters; the parameters alone are named.
void readPhaseOffload(ConfigObject& fsdp, PhaseOffload& offload)
{
    ImportBuilder& out = fsdp.out();
    const auto* params = fsdp.take("param_offload");
    const auto* optimizer = fsdp.take("optimizer_offload");
    offload.params = params && truth(*params).value_or(false);
    offload.optimizer = optimizer && truth(*optimizer).value_or(false);
    if (offload.optimizer) {
        const ImportNote note = cited(MEMLEDGER_TRANSLATABLE("Import", "to host memory after each update and back for "
                                                                       "the next: the rollout and the log-prob passes "
                                                                       "do not meet them"),
                                      kSourceTrainerOffload);
        out.setChoice(Mapping::Read, fsdp.source("optimizer_offload", *optimizer), "rollout.trainer_offload",
                      offload.params ? TrainerOffload::OptimizerAndWeights : TrainerOffload::Optimizer, note);
        if (offload.params)
            out.setChoice(Mapping::Read, fsdp.source("param_offload", *params), "rollout.trainer_offload",
                          TrainerOffload::OptimizerAndWeights, note);
    } else if (offload.params) {
        out.notModelled(fsdp.source("param_offload", *params),
                        misses(Category::Weights, EstimateBias::High,
                               MEMLEDGER_TRANSLATABLE("Import", "the parameters alone to host memory between phases: "
                                                                "the rollout counts them on the GPU")));
    }
}

void readActor(ConfigObject& actor, Job& job)
{
    ImportBuilder& out = actor.out();
    const auto* strategy = actor.take("strategy");
    const std::string word = strategy ? asString(*strategy).value_or(shown(*strategy)) : std::string("fsdp");
    if (word == "fsdp" || word == "fsdp2") {
        const Source source = strategy ? actor.source("strategy", *strategy) : Source{actor.pathOf("strategy"), ""};
        const Mapping how = strategy ? Mapping::Read : Mapping::Defaulted;
        out.setChoice(how, source, "framework", Framework::Fsdp);
        out.setChoice(how, source, "parallel.fsdp", FsdpMode::FullShard,
                      MEMLEDGER_TRANSLATABLE("Import", "verl's FSDP actor shards over every GPU and reshards after "
                                                       "forward"));
        out.setChoice(how, source, "training.precision", Precision::Bf16Mixed,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "fp32 sharded parameters, bf16 compute (model_dtype fp32, "
                                                             "MixedPrecision param_dtype bf16)"),
                            kWorker));
        // verl's update takes the log-probabilities of bf16 logits with flash-attn's Triton
        // cross-entropy, which saves the logits and a log-sum-exp and writes the gradient in
        // place: the compiled loss's shape, not F.cross_entropy's fp32 copies.
        out.setSwitch(Mapping::Approximated, {"(the actor's log-probabilities)", "logprobs_from_logits"},
                      "training.compile", true,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "flash-attn's cross-entropy on the bf16 logits: they and a "
                                                             "log-sum-exp are saved, as by a compiled loss"),
                            "volcengine/verl @ b178a3cd verl/utils/torch_functional.py logprobs_from_logits"));
    } else {
        job.fsdp = false;
        out.problem(actor.pathOf("strategy"),
                    MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2: verl's Megatron back end is not read yet, so the "
                                                      "job is refused rather than estimated as FSDP"),
                    {{actor.pathOf("strategy")}, {word}});
    }
    if (const auto n = positive(actor, "ppo_mini_batch_size"))
        job.miniBatch = *n;
    const auto micro = actor.takeWholeNumber("ppo_micro_batch_size_per_gpu", 1);
    const auto* dynamic = actor.take("use_dynamic_bsz");
    const auto tokens = actor.takeWholeNumber("ppo_max_token_len_per_gpu", 1);
    if (dynamic && truth(*dynamic).value_or(false)) {
        // Micro-batches of at most ppo_max_token_len_per_gpu tokens (× Ulysses): as many
        // sequences at their longest as fit, balanced (utils/seqlen_balancing.py).
        out.note(Mapping::Approximated, actor.source("use_dynamic_bsz", *dynamic), "training.micro_batch",
                 MEMLEDGER_TRANSLATABLE("Import", "micro-batches of ppo_max_token_len_per_gpu tokens: the micro-batch "
                                                  "is taken as that many tokens of sequences at their longest"));
        job.dynamicTokens = tokens ? tokens->value : 16384;   // resolved once the sequence is known
    } else if (micro) {
        out.setNumber(Mapping::Read, micro->source, "training.micro_batch", static_cast<double>(micro->value));
    } else {
        out.problem(actor.pathOf("ppo_micro_batch_size_per_gpu"),
                    MEMLEDGER_TRANSLATABLE("Problem", "%1 is not set and use_dynamic_bsz is off: verl refuses the "
                                                      "config, and the update's micro-batch is unknown"),
                    {{actor.pathOf("ppo_micro_batch_size_per_gpu")}});
    }
    if (const auto* kl = actor.take("use_kl_loss"); kl && truth(*kl).value_or(false))
        job.referenceWanted = true;
    if (const auto n = positive(actor, "ulysses_sequence_parallel_size"); n && *n > 1)
        job.ulysses = *n;
    if (auto fsdp = section(actor, "fsdp_config")) {
        readPhaseOffload(*fsdp, job.offload);
        fsdp->notModelled({"offload_policy", "reshard_after_forward", "fsdp_size", "model_dtype", "dtype",
                           "wrap_policy", "forward_prefetch"},
                          MEMLEDGER_TRANSLATABLE("Import", "FSDP's settings verl sets the same way by default"));
        fsdp->finish();
    }
    actor.notModelled({"optim", "kl_loss_coef", "kl_loss_type", "entropy_coeff", "clip_ratio", "clip_ratio_low",
                       "clip_ratio_high", "loss_agg_mode", "ppo_epochs", "shuffle", "grad_clip", "use_torch_compile",
                       "policy_loss", "checkpoint"},
                      MEMLEDGER_TRANSLATABLE("Import", "the objective and its coefficients: no memory of their own"));
    actor.finish();
}

// The weight sync's bucket: checkpoint_engine.update_weights_bucket_megabytes (2,048 MB in
// rollout.yaml), through which both engines receive the policy's parameters.
void readSyncBucket(ConfigObject& rollout)
{
    ImportBuilder& out = rollout.out();
    auto engine = section(rollout, "checkpoint_engine");
    const auto* bucket = engine ? engine->take("update_weights_bucket_megabytes") : nullptr;
    if (bucket && number(*bucket))
        out.setNumber(Mapping::Read, engine->source("update_weights_bucket_megabytes", *bucket), "rollout.sync_bucket_mb",
                      *number(*bucket));
    else
        out.setNumber(Mapping::Defaulted,
                      {rollout.pathOf("checkpoint_engine") + ".update_weights_bucket_megabytes", ""},
                      "rollout.sync_bucket_mb", 2048, verlDefault());
    if (engine) {
        engine->notModelled({"_target_", "backend", "engine_kwargs"},
                            MEMLEDGER_TRANSLATABLE("Import", "the colocated engine receives the weights through CUDA "
                                                             "IPC whatever the checkpoint engine's backend"));
        engine->finish();
    }
}

void readRollout(ConfigObject& rollout, Job& job)
{
    ImportBuilder& out = rollout.out();
    const auto* name = rollout.take("name");
    const std::string engine = name ? asString(*name).value_or(shown(*name)) : std::string();
    const bool sglang = engine == "sglang";
    if (engine != "vllm" && !sglang) {
        out.problem(rollout.pathOf("name"),
                    name ? MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2: only vLLM and SGLang rollout engines are "
                                                             "modelled, so the job is refused rather than estimated "
                                                             "with another engine's memory")
                         : MEMLEDGER_TRANSLATABLE("Problem", "%1 is not set: verl requires it (vllm, sglang)"),
                    {{rollout.pathOf("name")}, {engine}});
        rollout.finish();
        return;
    }
    out.setChoice(Mapping::Read, rollout.source("name", *name), "rollout.engine",
                  sglang ? RolloutEngine::Sglang : RolloutEngine::Vllm);
    out.setSwitch(Mapping::Read, rollout.source("name", *name), "rollout.own_process", true,
                  sglang ? cited(MEMLEDGER_TRANSLATABLE("Import", "verl starts SGLang in processes of its own"),
                                 kSglangServer)
                         : cited(MEMLEDGER_TRANSLATABLE("Import", "verl starts vLLM in processes of its own"),
                                 "volcengine/verl @ b178a3cd verl/workers/rollout/vllm_rollout/vllm_async_server.py"));
    const auto numberOr = [&](const char* key, const char* field, double fallback) {
        const auto* value = rollout.take(key);
        if (value && number(*value))
            out.setNumber(Mapping::Read, rollout.source(key, *value), field, *number(*value));
        else
            out.setNumber(Mapping::Defaulted, {rollout.pathOf(key), ""}, field, fallback, verlDefault());
    };
    numberOr("gpu_memory_utilization", "rollout.gpu_memory_utilization", 0.5);
    numberOr("tensor_model_parallel_size", "rollout.tp", 2);
    numberOr("max_num_seqs", "rollout.max_num_seqs", 256);
    if (sglang) {
        // verl passes SGLang neither a page size nor a chunked-prefill size: SGLang's own.
        const ImportNote own = cited(MEMLEDGER_TRANSLATABLE("Import", "verl does not pass it: SGLang's default"),
                                     kSglangServer);
        out.setNumber(Mapping::Defaulted, {rollout.pathOf("name"), ""}, "rollout.block_size", 1, own);
        out.setNumber(Mapping::Defaulted, {rollout.pathOf("name"), ""}, "rollout.max_num_batched_tokens", 0, own);
        rollout.notModelled({"max_num_batched_tokens"},
                            MEMLEDGER_TRANSLATABLE("Import", "verl does not pass it to SGLang, which chunks its "
                                                             "prefills by its own chunked_prefill_size"));
    } else {
        numberOr("max_num_batched_tokens", "rollout.max_num_batched_tokens", 8192);
    }
    const auto* free = rollout.take("free_cache_engine");
    const bool sleeps = !free || truth(*free).value_or(true);
    out.setNumber(free ? Mapping::Read : Mapping::Defaulted,
                  free ? rollout.source("free_cache_engine", *free) : Source{rollout.pathOf("free_cache_engine"), ""},
                  "rollout.sleep_level", sleeps ? 2 : 0,
                  !sleeps ? ImportNote{MEMLEDGER_TRANSLATABLE("Import", "the engine keeps its weights and cache "
                                                                        "through training")}
                  : sglang ? cited(MEMLEDGER_TRANSLATABLE("Import", "verl's hybrid engine releases SGLang's weights "
                                                                    "and KV cache without a host copy"),
                                   kSglangServer)
                           : cited(MEMLEDGER_TRANSLATABLE("Import", "verl's hybrid engine sleeps at level 2 whatever "
                                                                   "its sleep_level says"),
                                   "volcengine/verl @ b178a3cd verl/workers/rollout/vllm_rollout/vllm_async_server.py"));
    readSyncBucket(rollout);
    if (const auto n = positive(rollout, "n"))
        job.responses = *n;
    if (const auto n = positive(rollout, "log_prob_micro_batch_size_per_gpu"))
        job.logProbMicroBatch = std::max(job.logProbMicroBatch, *n);
    rollout.notModelled({"enforce_eager", "cudagraph_capture_sizes"},
                        misses(Category::Rollout, EstimateBias::Low,
                               MEMLEDGER_TRANSLATABLE("Import", "CUDA graphs: their pool is not counted")));
    rollout.notModelled({"mode", "enable_chunked_prefill", "enable_prefix_caching", "multi_turn", "temperature",
                         "top_p", "top_k", "do_sample", "prompt_length", "response_length", "dtype", "load_format",
                         "log_prob_max_token_len_per_gpu", "log_prob_use_dynamic_bsz", "max_model_len",
                         "val_kwargs", "agent", "calculate_log_probs", "ignore_eos", "disable_log_stats"},
                        MEMLEDGER_TRANSLATABLE("Import", "sampling and scheduling: the engine's memory is its "
                                                         "gpu_memory_utilization"));
    rollout.finish();
}

void readActorRolloutRef(ConfigObject& root, Job& job)
{
    auto aro = section(root, "actor_rollout_ref");
    if (!aro) {
        root.out().problem("actor_rollout_ref",
                           MEMLEDGER_TRANSLATABLE("Problem", "no actor_rollout_ref section: it is the policy, its "
                                                             "rollout engine and its reference"));
        return;
    }
    if (auto model = section(*aro, "model"))
        readModel(*model, job);
    if (auto actor = section(*aro, "actor"))
        readActor(*actor, job);
    else
        root.out().problem("actor_rollout_ref.actor.ppo_micro_batch_size_per_gpu",
                           MEMLEDGER_TRANSLATABLE("Problem", "%1 is not set and use_dynamic_bsz is off: verl refuses "
                                                             "the config, and the update's micro-batch is unknown"),
                           {{"actor_rollout_ref.actor.ppo_micro_batch_size_per_gpu"}});
    if (auto rollout = section(*aro, "rollout"))
        readRollout(*rollout, job);
    else
        root.out().problem("actor_rollout_ref.rollout.name",
                           MEMLEDGER_TRANSLATABLE("Problem", "%1 is not set: verl requires it (vllm, sglang)"),
                           {{"actor_rollout_ref.rollout.name"}});
    if (auto ref = section(*aro, "ref")) {
        if (const auto n = positive(*ref, "log_prob_micro_batch_size_per_gpu"))
            job.logProbMicroBatch = std::max(job.logProbMicroBatch, *n);
        ref->notModelled({"fsdp_config"},
                         cited(MEMLEDGER_TRANSLATABLE("Import", "verl's FSDP worker offloads the reference to host "
                                                                "memory whatever its fsdp_config says"),
                               kWorker));
        ref->notModelled({"log_prob_use_dynamic_bsz", "log_prob_max_token_len_per_gpu", "strategy",
                          "ulysses_sequence_parallel_size"},
                         MEMLEDGER_TRANSLATABLE("Import", "as the actor's"));
        ref->finish();
    }
    aro->notModelled({"hybrid_engine"}, MEMLEDGER_TRANSLATABLE("Import", "actor and engine on the same GPUs: verl's "
                                                                         "only layout the ledger models"));
    aro->finish();
}

void readAlgorithm(ConfigObject& root, Job& job)
{
    ImportBuilder& out = root.out();
    auto algorithm = section(root, "algorithm");
    if (!algorithm)
        return;
    if (const auto* kl = algorithm->take("use_kl_in_reward"); kl && truth(*kl).value_or(false))
        job.referenceWanted = true;
    if (const auto* estimator = algorithm->take("adv_estimator")) {
        if (asString(*estimator).value_or("") == "gae") {
            job.critic = true;
            out.setChoice(Mapping::Read, algorithm->source("adv_estimator", *estimator), "critic.model",
                          CriticModel::Policy,
                          MEMLEDGER_TRANSLATABLE("Import", "GAE trains PPO's critic beside the policy"));
        } else
            out.notModelled(algorithm->source("adv_estimator", *estimator),
                            MEMLEDGER_TRANSLATABLE("Import", "advantages from the group's rewards: no critic"));
    }
    algorithm->notModelled({"gamma", "lam", "kl_penalty", "kl_ctrl", "norm_adv_by_std_in_grpo", "use_pf_ppo"},
                           MEMLEDGER_TRANSLATABLE("Import", "the objective and its coefficients: no memory of their "
                                                            "own"));
    algorithm->finish();
}

// The critic verl builds with the actor's FSDP and optimizer settings: of the actor's model it
// is the ledger's critic; of another, or offloaded between phases, it is named.
void readCritic(ConfigObject& critic, Job& job)
{
    ImportBuilder& out = critic.out();
    if (!job.critic) {
        job.critic = true;
        out.setChoice(Mapping::Read, {"critic", "(section)"}, "critic.model", CriticModel::Policy,
                      MEMLEDGER_TRANSLATABLE("Import", "a critic trained beside the policy"));
    }
    if (auto model = section(critic, "model")) {
        if (const auto* path = model->take("path"); path && shown(*path) != job.modelPath)
            out.notModelled(model->source("path", *path),
                            misses(Category::Weights, EstimateBias::Either,
                                   MEMLEDGER_TRANSLATABLE("Import", "a critic of another model than the policy's: it "
                                                                    "is counted as the policy's shape")));
        if (auto fsdp = section(*model, "fsdp_config")) {
            // The ledger's setting moves the actor's and the critic's states alike.
            const auto* params = fsdp->take("param_offload");
            const auto* optimizer = fsdp->take("optimizer_offload");
            const PhaseOffload criticOffload{params && truth(*params).value_or(false),
                                      optimizer && truth(*optimizer).value_or(false)};
            for (const auto& [key, value] : {std::pair{"param_offload", params}, std::pair{"optimizer_offload", optimizer}})
                if (value)
                    out.notModelled(fsdp->source(key, *value),
                                    criticOffload == job.offload
                                        ? ImportNote(MEMLEDGER_TRANSLATABLE("Import", "as the actor's"))
                                        : misses(Category::OptimizerStates, EstimateBias::Either,
                                                 MEMLEDGER_TRANSLATABLE("Import", "the critic's states are moved "
                                                                                  "between phases as the actor's are, "
                                                                                  "which this setting differs from")));
            fsdp->notModelled({"offload_policy", "reshard_after_forward", "fsdp_size", "model_dtype", "wrap_policy"},
                              MEMLEDGER_TRANSLATABLE("Import", "as the actor's"));
            fsdp->finish();
        }
        model->notModelled({"use_remove_padding", "enable_gradient_checkpointing", "tokenizer_path",
                            "trust_remote_code", "external_lib", "override_config", "lora_rank", "lora_alpha",
                            "target_modules", "enable_activation_offload", "use_shm"},
                           MEMLEDGER_TRANSLATABLE("Import", "as the actor's"));
        model->finish();
    }
    critic.notModelled({"ppo_max_token_len_per_gpu", "ppo_micro_batch_size_per_gpu", "forward_max_token_len_per_gpu",
                        "forward_micro_batch_size_per_gpu", "use_dynamic_bsz", "ulysses_sequence_parallel_size"},
                       misses(Category::Activations, EstimateBias::Low,
                              MEMLEDGER_TRANSLATABLE("Import", "the critic's own micro-batches: its update is taken as "
                                                               "no larger than the policy's")));
    critic.notModelled({"optim", "strategy", "ppo_epochs", "shuffle", "grad_clip", "cliprange_value", "loss_agg_mode",
                        "rollout_n", "ppo_mini_batch_size", "checkpoint", "enable"},
                       MEMLEDGER_TRANSLATABLE("Import", "the critic's objective and schedule: no memory of their own"));
    critic.finish();
}

// Settings that need the whole config: the GPUs, the global batch, the reference, the
// log-prob passes and Ulysses sequence parallelism.
void settle(ImportBuilder& out, const Job& job)
{
    const std::int64_t dp = job.ulysses > 1 && job.gpus % job.ulysses == 0 ? job.gpus / job.ulysses : job.gpus;
    out.setNumber(Mapping::Read, {"trainer.n_gpus_per_node × trainer.nnodes", std::to_string(job.gpus)},
                  "parallel.dp", static_cast<double>(dp));
    if (job.ulysses > 1)
        out.setNumber(Mapping::Approximated,
                      {"actor_rollout_ref.actor.ulysses_sequence_parallel_size", std::to_string(job.ulysses)},
                      "parallel.cp", static_cast<double>(job.ulysses),
                      MEMLEDGER_TRANSLATABLE("Import", "Ulysses splits each sequence over these GPUs as context "
                                                       "parallelism does; its all-to-all buffers are not counted"));
    if (job.miniBatch)
        if (const auto sequences = times(*job.miniBatch, job.responses))
            out.setNumber(Mapping::Read,
                          {"actor.ppo_mini_batch_size × rollout.n", std::to_string(*sequences)},
                          "training.global_batch", static_cast<double>(*sequences),
                          MEMLEDGER_TRANSLATABLE("Import", "sequences per optimizer step over every GPU"));
    if (job.referenceWanted) {
        out.setChoice(Mapping::Read, {"actor.use_kl_loss or algorithm.use_kl_in_reward", "true"}, "reference.model",
                      ReferenceModel::Policy);
        if (job.fsdp)
            out.setSwitch(Mapping::Read, {"actor_rollout_ref.ref", "(FSDP)"}, "reference.offload", true,
                          cited(MEMLEDGER_TRANSLATABLE("Import", "verl's FSDP worker keeps the reference in host "
                                                                 "memory (CPUOffload)"),
                                kWorker));
    }
    if (job.logProbMicroBatch > 0)
        out.setNumber(Mapping::Read, {"log_prob_micro_batch_size_per_gpu", std::to_string(job.logProbMicroBatch)},
                      "training.logprob_micro_batch", static_cast<double>(job.logProbMicroBatch),
                      MEMLEDGER_TRANSLATABLE("Import", "the larger of the rollout's and the reference's"));
}

// Dynamic batches: ppo_max_token_len_per_gpu tokens of sequences at their longest.
void dynamicMicroBatch(ImportBuilder& out, const Job& job)
{
    if (job.dynamicTokens <= 0)
        return;
    const nlohmann::json& seq = out.written("training.seq");
    const std::int64_t longest = wholeNumber(seq).value_or(1024);
    const std::int64_t tokens = times(job.dynamicTokens, job.ulysses).value_or(job.dynamicTokens);
    const std::int64_t sequences = std::max<std::int64_t>(1, tokens / std::max<std::int64_t>(1, longest));
    out.setNumber(Mapping::Approximated,
                  {"actor_rollout_ref.actor.ppo_max_token_len_per_gpu", std::to_string(job.dynamicTokens)}, "training.micro_batch",
                  static_cast<double>(sequences),
                  MEMLEDGER_TRANSLATABLE("Import", "the sequences at their longest that fit the token budget"));
}

}  // namespace

void importVerl(const nlohmann::json& document, ImportBuilder& out)
{
    if (!document.is_object()) {
        out.problem("", MEMLEDGER_TRANSLATABLE("Problem", "a verl config is a set of sections; this is %1"),
                    {{shown(document)}});
        return;
    }
    ConfigObject root(document, "", out);
    Job job;
    readTrainer(root, job);
    readData(root);
    readAlgorithm(root, job);
    readActorRolloutRef(root, job);
    if (auto critic = section(root, "critic"))
        readCritic(*critic, job);
    if (const auto* reward = root.take("reward_model")) {
        const nlohmann::json* enable = member(*reward, "enable");
        const bool used = enable && truth(*enable).value_or(false);
        if (used)
            out.notModelled(root.source("reward_model", *reward),
                            misses(Category::Weights, EstimateBias::Low,
                                   MEMLEDGER_TRANSLATABLE("Import", "a reward model on the GPUs: not counted yet")));
        else
            out.notModelled(root.source("reward_model", *reward),
                            MEMLEDGER_TRANSLATABLE("Import", "no reward model on the GPUs: rewards from a function"));
    }
    root.notModelled({"custom_reward_function", "ray_kwargs", "ray_init", "global_profiler", "transfer_queue"},
                     MEMLEDGER_TRANSLATABLE("Import", "the run's orchestration: no GPU memory"));
    root.finish();
    settle(out, job);
    dynamicMicroBatch(out, job);
}

void importVerlScript(const ScriptArguments& script, ImportBuilder& out)
{
    out.setFormat(ConfigFormat::Verl);
    std::vector<std::string> words;
    for (std::size_t i = 0; i < script.arguments.size(); ++i) {
        const ScriptWord& word = script.arguments[i];
        // "$@" and the like pass the caller's own overrides: nothing the script says.
        if (word.text.find('=') == std::string::npos && !word.unresolved.empty())
            continue;
        // Hydra's --config-path / --config-name: a base config of the user's own.
        if (word.text.starts_with("--config-")) {
            const bool separate = word.text.find('=') == std::string::npos && i + 1 < script.arguments.size();
            out.notModelled({word.text, separate ? script.arguments[i + 1].text : std::string()},
                            misses(Category::Weights, EstimateBias::Either,
                                   MEMLEDGER_TRANSLATABLE("Import", "a base config of the user's own, not in this "
                                                                    "file: verl's defaults stand for its keys")));
            i += separate ? 1 : 0;
            continue;
        }
        words.push_back(word.text);
    }
    const auto document = dotlistDocument(words);
    if (!document) {
        out.problem("(arguments)",
                    MEMLEDGER_TRANSLATABLE("Problem", "%1 is given words that are not Hydra overrides (key=value): "
                                                      "verl reads nothing else"),
                    {{script.program}});
        return;
    }
    importVerl(*document, out);
}

void importVerlText(std::string_view content, const std::string& source, const NearbyFile& nearby, ImportBuilder& out)
{
    std::vector<Problem> problems;
    if (const auto yaml = parseYamlDocument(content, source, problems);
        yaml && yaml->is_object() && yaml->contains("actor_rollout_ref")) {
        importVerl(*yaml, out);
        return;
    }
    ScriptArguments script = readLaunchScript(content, nearby);
    for (const auto& note : script.notes)
        out.notModelled({"(script)", ""}, note);
    if (script.arguments.empty()) {
        // The overrides alone, one or more a line.
        std::istringstream words{std::string(content)};
        for (std::string word; words >> word;)
            if (word != "\\")
                script.arguments.push_back({word, {}, false});
        script.program = "verl.trainer.main_ppo";
    }
    importVerlScript(script, out);
}

}  // namespace memledger::model
