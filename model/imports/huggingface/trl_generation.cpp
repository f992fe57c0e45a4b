#include "model/imports/huggingface/trl_generation.h"

#include "model/core/preset_names.h"
#include "model/core/translatable.h"
#include "model/core/untrusted_json.h"
#include "model/io/import_note.h"

namespace memledger::model {

namespace {

// GRPOConfig's defaults (grpo_config.py): vllm_gpu_memory_utilization 0.3, one engine GPU,
// no sleep; per_device_train_batch_size is TrainingArguments' 8.
constexpr double kTrlUtilization = 0.3;
constexpr std::int64_t kTrainerMicroBatch = 8;
// VLLMGeneration._init_vllm passes max_num_batched_tokens=4096 whatever the config says.
constexpr double kTrlBatchedTokens = 4096;

std::int64_t documentWhole(const nlohmann::json& document, const char* key, std::int64_t fallback)
{
    const auto found = document.find(key);
    if (found == document.end())
        return fallback;
    return wholeNumber(*found).value_or(fallback);
}

// The reference model: GRPOTrainer loads one when beta is not 0, DPOTrainer and KTOTrainer
// unless their log-probabilities are precomputed, CPOTrainer (and SimPO, its loss_type) never;
// a frozen copy of the policy (under PEFT, the policy's base with its adapters disabled),
// sharded only under ZeRO-3 (grpo_trainer.py, dpo_trainer.py, kto_trainer.py,
// models/utils.py prepare_deepspeed). A GRPO config without its trainer's own keys is told by
// a reference's keys (sync_ref_model, ref_model_init_kwargs).
bool trainerHasReference(const nlohmann::json& document, TrlTrainer trainer)
{
    if (trainer == TrlTrainer::Grpo)
        return true;
    for (const char* key : {"sync_ref_model", "ref_model_init_kwargs"})
        if (document.contains(key))
            return true;
    return false;
}

// GKDTrainer (trl/trainer/gkd_trainer.py, gkd_config.py @ f2cd5771): a teacher named by its
// Hub id, the student's own generations for a share lmbda of the batches, and a generalized
// Jensen–Shannon divergence weighted by beta (not a reference's β).
void readGkd(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    if (const auto* teacher = root.take("teacher_model_name_or_path")) {
        const std::string id = asString(*teacher).value_or(shown(*teacher));
        const Source source = root.source("teacher_model_name_or_path", *teacher);
        if (const auto match = presetForHubId(id))
            out.setTeacher(Mapping::Approximated, source, match->presetId,
                           MEMLEDGER_TRANSLATABLE("Import", "GKD's teacher: its weights, its forward after the "
                                                            "student's and its logits counted as torchtune's "
                                                            "distillation runs them"));
        else
            out.unknownTeacher(source);
    }
    if (const auto* beta = root.take("beta"))
        out.notModelled(root.source("beta", *beta),
                        misses(Category::Activations, EstimateBias::Low,
                               MEMLEDGER_TRANSLATABLE("Import", "GKD's generalized Jensen–Shannon divergence keeps the "
                                                                "mixture's and both models' log-probabilities over the "
                                                                "vocabulary: more than the forward KL counted")));
    if (const auto* lmbda = root.take("lmbda")) {
        const auto share = number(*lmbda);
        if (share && *share == 0.0)
            out.notModelled(root.source("lmbda", *lmbda),
                            MEMLEDGER_TRANSLATABLE("Import", "0: every batch is the dataset's, none generated"));
        else
            out.notModelled(root.source("lmbda", *lmbda),
                            misses(Category::Temporaries, EstimateBias::Low,
                                   MEMLEDGER_TRANSLATABLE("Import", "the student generates that share of its batches "
                                                                    "with generate(): its KV cache and sampling are "
                                                                    "not counted")));
    }
    root.notModelled({"seq_kd", "max_new_tokens", "temperature", "disable_dropout", "teacher_model_init_kwargs"},
                     MEMLEDGER_TRANSLATABLE("Import", "what GKD generates and how: read with lmbda"));
}

void readReference(ConfigObject& root, const nlohmann::json& document, TrlTrainer trainer)
{
    ImportBuilder& out = root.out();
    const auto* beta = root.take("beta");
    const auto* precomputed = root.take("precompute_ref_log_probs");
    const bool scoresAgainstReference = trainer == TrlTrainer::Dpo || trainer == TrlTrainer::Kto;
    const auto betaWeighsTheLoss = [&] {
        if (beta)
            out.notModelled(root.source("beta", *beta),
                            MEMLEDGER_TRANSLATABLE("Import", "the loss's β: it weighs the reference, whose presence "
                                                             "precompute_ref_log_probs decides"));
    };
    if (precomputed) {
        const bool once = truth(*precomputed).value_or(false);
        out.setChoice(Mapping::Read, root.source("precompute_ref_log_probs", *precomputed), "reference.model",
                      once ? ReferenceModel::None : ReferenceModel::Policy,
                      once ? MEMLEDGER_TRANSLATABLE("Import", "the reference's log-probabilities are computed once "
                                                              "before training and kept with the dataset: no reference "
                                                              "model while it trains")
                           : MEMLEDGER_TRANSLATABLE("Import", "DPOTrainer scores every batch with a frozen copy of the "
                                                              "policy (the base with its adapters disabled under PEFT)"));
        betaWeighsTheLoss();
        return;
    }
    if (scoresAgainstReference) {
        out.setChoice(Mapping::Defaulted, {"precompute_ref_log_probs", ""}, "reference.model", ReferenceModel::Policy,
                      importNote(MEMLEDGER_TRANSLATABLE("Import", "%1 scores every batch with a frozen copy of the "
                                                                  "policy unless precompute_ref_log_probs (false by "
                                                                  "default)"),
                                 {{trlTrainerName(trainer)}}));
        betaWeighsTheLoss();
        return;
    }
    if (trainer == TrlTrainer::Cpo) {
        out.setChoice(Mapping::Read, {"(CPOTrainer)", ""}, "reference.model", ReferenceModel::None,
                      MEMLEDGER_TRANSLATABLE("Import", "CPO and SimPO train without a reference model"));
        if (beta)
            out.notModelled(root.source("beta", *beta),
                            MEMLEDGER_TRANSLATABLE("Import", "the loss's β: CPO has no reference to weigh"));
        return;
    }
    if (!beta)
        return;
    const auto value = number(*beta);
    if (!trainerHasReference(document, trainer))
        out.notModelled(root.source("beta", *beta),
                        misses(Category::Activations, EstimateBias::Low,
                               MEMLEDGER_TRANSLATABLE("Import", "beta: GRPO, DPO and KTO score with a frozen reference "
                                                                "model, ORPO has none; the file does not say which "
                                                                "trainer reads it (set reference.model if yours loads "
                                                                "one). ORPO, like DPO, runs each pair's chosen and "
                                                                "rejected completions in one batch: twice "
                                                                "per_device_train_batch_size sequences, and its loss "
                                                                "keeps the log-softmax of every sequence and of the "
                                                                "chosen half again")));
    else if (value && *value == 0.0)
        out.setChoice(Mapping::Read, root.source("beta", *beta), "reference.model", ReferenceModel::None,
                      MEMLEDGER_TRANSLATABLE("Import", "beta 0: TRL loads no reference model"));
    else
        out.setChoice(Mapping::Read, root.source("beta", *beta), "reference.model", ReferenceModel::Policy,
                      MEMLEDGER_TRANSLATABLE("Import", "beta above 0: TRL scores with a frozen copy of the policy (the "
                                                       "base with its adapters disabled under PEFT)"));
}

// The engine in the trainer's process on every training GPU (vllm_mode colocate).
void readColocated(ConfigObject& root, const nlohmann::json& document)
{
    ImportBuilder& out = root.out();
    const Source engine{"use_vllm", "true"};
    out.setChoice(Mapping::Read, engine, "rollout.engine", RolloutEngine::Vllm,
                  MEMLEDGER_TRANSLATABLE("Import", "TRL's colocate mode: a vLLM engine on every training GPU"));
    out.setSwitch(Mapping::Read, engine, "rollout.own_process", false,
                  MEMLEDGER_TRANSLATABLE("Import", "TRL starts vLLM inside each training process (external_launcher)"));
    if (const auto* u = root.take("vllm_gpu_memory_utilization"); u && number(*u))
        out.setNumber(Mapping::Read, root.source("vllm_gpu_memory_utilization", *u), "rollout.gpu_memory_utilization",
                      *number(*u));
    else
        out.setNumber(Mapping::Defaulted, {"vllm_gpu_memory_utilization", ""}, "rollout.gpu_memory_utilization",
                      kTrlUtilization, MEMLEDGER_TRANSLATABLE("Import", "GRPOConfig's default"));
    std::int64_t tp = 1;
    if (const auto taken = root.takeWholeNumber("vllm_tensor_parallel_size", 1)) {
        tp = taken->value;
        out.setNumber(Mapping::Read, taken->source, "rollout.tp", static_cast<double>(tp));
    }
    const auto* sleep = root.take("vllm_enable_sleep_mode");
    const bool sleeps = sleep && truth(*sleep).value_or(false);
    out.setNumber(sleep ? Mapping::Read : Mapping::Defaulted,
                  sleep ? root.source("vllm_enable_sleep_mode", *sleep) : Source{"vllm_enable_sleep_mode", ""},
                  "rollout.sleep_level", sleeps ? 2 : 0,
                  sleeps ? MEMLEDGER_TRANSLATABLE("Import", "TRL puts the engine to sleep at level 2 after each "
                                                            "generation and wakes its weights, then its cache")
                         : MEMLEDGER_TRANSLATABLE("Import", "the engine never sleeps: its budget stays through "
                                                            "training"));
    // GRPOTrainer: max_num_seqs = per_device_train_batch_size × vllm_tensor_parallel_size ×
    // steps_per_generation (gradient_accumulation_steps when unset).
    const std::int64_t micro = documentWhole(document, "per_device_train_batch_size", kTrainerMicroBatch);
    std::int64_t steps = documentWhole(document, "gradient_accumulation_steps", 1);
    if (const auto taken = root.takeWholeNumber("steps_per_generation", 1))
        steps = taken->value;
    if (const auto seqs = times(micro, tp); seqs && times(*seqs, steps))
        out.setNumber(Mapping::Read, {"per_device_train_batch_size × vllm_tensor_parallel_size × steps_per_generation",
                                      std::to_string(*times(*seqs, steps))},
                      "rollout.max_num_seqs", static_cast<double>(*times(*seqs, steps)),
                      MEMLEDGER_TRANSLATABLE("Import", "as GRPOTrainer sizes the engine's sequences"));
    out.setNumber(Mapping::Read, {"(TRL's vLLM engine)", "4096"}, "rollout.max_num_batched_tokens", kTrlBatchedTokens,
                  MEMLEDGER_TRANSLATABLE("Import", "TRL fixes max_num_batched_tokens at 4096 (vllm_generation.py)"));
    // The prompt is prefilled and the completion decoded: the timeline's generation.
    if (const auto found = document.find("max_prompt_length"); found != document.end() && document.contains("max_completion_length"))
        if (const auto prompt = wholeNumber(*found); prompt && *prompt > 0)
            out.setNumber(Mapping::Read, {"max_prompt_length", shown(*found)}, "rollout.prompt_length",
                          static_cast<double>(*prompt));
}

// The colocated engine's settings where there is none on the training GPUs.
void noColocatedEngine(ConfigObject& root)
{
    root.notModelled({"vllm_gpu_memory_utilization", "vllm_tensor_parallel_size", "vllm_enable_sleep_mode",
                      "steps_per_generation"},
                     MEMLEDGER_TRANSLATABLE("Import", "a colocated vLLM engine's settings: no engine shares the "
                                                      "training GPUs here"));
}

// Whether TRL runs a vLLM engine on the training GPUs; what it does instead is said.
bool colocatedEngine(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    const auto* useVllm = root.take("use_vllm");
    const auto* mode = root.take("vllm_mode");
    const auto* device = root.take("vllm_device");
    if (!useVllm)
        return false;
    const Source engine = root.source("use_vllm", *useVllm);
    if (!truth(*useVllm).value_or(false)) {
        // Not an "off" switch: the completions are still generated, on the trainer's own model.
        out.notModelled({engine.key, engine.value + " (generate())"}, misses(Category::Activations, EstimateBias::Low,
                                       MEMLEDGER_TRANSLATABLE("Import",
                                                              "completions generated by the training model's own "
                                                              "generate(): its KV cache is not counted")));
        return false;
    }
    // TRL before 0.16 ran vLLM on a GPU of its own, named by vllm_device.
    if (device && !mode) {
        out.notModelled(root.source("vllm_device", *device),
                        MEMLEDGER_TRANSLATABLE("Import", "vLLM on a GPU of its own (TRL before 0.16): not on the "
                                                         "training GPUs the ledger counts"));
        return false;
    }
    const std::string word = mode ? asString(*mode).value_or(std::string()) : std::string("colocate");
    if (word == "server") {
        out.notModelled(root.source("vllm_mode", *mode),
                        MEMLEDGER_TRANSLATABLE("Import", "vLLM served from GPUs of its own (trl vllm-serve): not on "
                                                         "the training GPUs the ledger counts"));
        return false;
    }
    if (word != "colocate") {
        out.problem("vllm_mode", MEMLEDGER_TRANSLATABLE("Problem", "vllm_mode is %1; TRL knows colocate and server"),
                    {{shown(*mode)}});
        return false;
    }
    return true;
}

}  // namespace

void readTrlGeneration(ConfigObject& root, const nlohmann::json& document, TrlTrainer trainer)
{
    if (trainer == TrlTrainer::Gkd)
        readGkd(root);
    readReference(root, document, trainer);
    if (!colocatedEngine(root))
        noColocatedEngine(root);
    else
        readColocated(root, document);
}

}  // namespace memledger::model
