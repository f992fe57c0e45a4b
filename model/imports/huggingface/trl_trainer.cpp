#include "model/imports/huggingface/trl_trainer.h"

#include <string_view>
#include <utility>

#include "model/core/translatable.h"
#include "model/core/untrusted_json.h"
#include "model/io/import_note.h"

namespace memledger::model {

namespace {

bool hasAny(const nlohmann::json& document, std::initializer_list<const char*> keys)
{
    for (const char* key : keys)
        if (const auto found = document.find(key); found != document.end() && !found->is_null())
            return true;
    return false;
}

// loss_type names its trainer where only one trainer has the word (DPOConfig takes a list).
TrlTrainer trainerOfLossType(const nlohmann::json& document)
{
    static constexpr std::pair<std::string_view, TrlTrainer> kOwnWords[] = {
        {"apo_zero", TrlTrainer::Dpo},  {"apo_down", TrlTrainer::Dpo},    {"robust", TrlTrainer::Dpo},
        {"exo_pair", TrlTrainer::Dpo},  {"nca_pair", TrlTrainer::Dpo},    {"bco_pair", TrlTrainer::Dpo},
        {"sppo_hard", TrlTrainer::Dpo}, {"aot", TrlTrainer::Dpo},         {"aot_pair", TrlTrainer::Dpo},
        {"discopop", TrlTrainer::Dpo},  {"kto", TrlTrainer::Kto},         {"apo_zero_unpaired", TrlTrainer::Kto},
        {"simpo", TrlTrainer::Cpo},     {"grpo", TrlTrainer::Grpo},       {"dapo", TrlTrainer::Grpo},
        {"dr_grpo", TrlTrainer::Grpo},  {"bnpo", TrlTrainer::Grpo},       {"cispo", TrlTrainer::Grpo}};
    const auto found = document.find("loss_type");
    if (found == document.end())
        return TrlTrainer::Unknown;
    const auto words = found->is_array() ? *found : nlohmann::json::array({*found});
    for (const auto& word : words) {
        const auto text = asString(word);
        if (!text)
            continue;
        for (const auto& [own, trainer] : kOwnWords)
            if (*text == own)
                return trainer;
    }
    return TrlTrainer::Unknown;
}

}  // namespace

TrlTrainer trlTrainerOf(const nlohmann::json& document)
{
    if (!document.is_object())
        return TrlTrainer::Unknown;
    if (const TrlTrainer named = trainerOfLossType(document); named != TrlTrainer::Unknown)
        return named;
    if (hasAny(document, {"teacher_model_name_or_path", "lmbda"}))
        return TrlTrainer::Gkd;
    if (hasAny(document, {"desirable_weight", "undesirable_weight"}))
        return TrlTrainer::Kto;
    if (hasAny(document, {"cpo_alpha", "simpo_gamma"}))
        return TrlTrainer::Cpo;
    // max_completion_length alone is also CPO's and ORPO's, beside their max_length.
    if (hasAny(document, {"num_generations", "use_vllm", "vllm_mode", "steps_per_generation", "generation_batch_size",
                          "num_iterations", "epsilon_high", "scale_rewards", "importance_sampling_level",
                          "mask_truncated_completions", "top_entropy_quantile"}) ||
        (hasAny(document, {"max_prompt_length"}) && hasAny(document, {"max_completion_length"}) &&
         !hasAny(document, {"max_length"})))
        return TrlTrainer::Grpo;
    if (hasAny(document, {"precompute_ref_log_probs", "precompute_ref_batch_size", "ld_alpha", "f_divergence_type",
                          "f_alpha_divergence_coef", "use_weighting", "discopop_tau", "loss_weights", "rpo_alpha",
                          "reference_free"}))
        return TrlTrainer::Dpo;
    return TrlTrainer::Unknown;
}

int sequencesPerExample(TrlTrainer trainer)
{
    return trainer == TrlTrainer::Dpo || trainer == TrlTrainer::Cpo ? 2 : 1;
}

const char* trlTrainerName(TrlTrainer trainer)
{
    switch (trainer) {
    case TrlTrainer::Grpo: return "GRPOTrainer";
    case TrlTrainer::Dpo: return "DPOTrainer";
    case TrlTrainer::Kto: return "KTOTrainer";
    case TrlTrainer::Cpo: return "CPOTrainer";
    case TrlTrainer::Gkd: return "GKDTrainer";
    case TrlTrainer::Unknown: break;
    }
    return "";
}

void readTrlLoss(ConfigObject& root, const nlohmann::json& document, TrlTrainer trainer)
{
    if (trainer == TrlTrainer::Unknown || trainer == TrlTrainer::Gkd)
        return;
    ImportBuilder& out = root.out();
    const auto liger = document.find("use_liger_kernel");
    if (liger != document.end() && truth(*liger).value_or(false)) {
        out.notModelled({"use_liger_kernel", shown(*liger)},
                        misses(Category::Activations, EstimateBias::High,
                               importNote(MEMLEDGER_TRANSLATABLE("Import", "%1 computes its loss with Liger's fused "
                                                                           "linear kernel, which never materialises "
                                                                           "the logits: the ledger counts them"),
                                          {{trlTrainerName(trainer)}})));
        return;
    }
    out.setChoice(Mapping::Read, {"(" + std::string(trlTrainerName(trainer)) + ")", ""}, "training.loss",
                  Loss::SelectiveLogSoftmax,
                  importNote(MEMLEDGER_TRANSLATABLE("Import", "%1 takes the labels' log-probabilities with "
                                                              "selective_log_softmax, one sequence at a time"),
                             {{trlTrainerName(trainer)}}));
}

void readTrlPreferenceKeys(ConfigObject& root, TrlTrainer trainer)
{
    ImportBuilder& out = root.out();
    // CPOTrainer adds the chosen half's negative log-likelihood unless cpo_alpha is 0 (its
    // default 1.0; SimPO's recipes set 0): nn.CrossEntropyLoss on those 16-bit logits keeps
    // their log-softmax beside selective_log_softmax's (cpo_trainer.py concatenated_forward).
    if (trainer == TrlTrainer::Cpo) {
        const auto* alpha = root.take("cpo_alpha");
        const auto value = alpha ? number(*alpha) : std::optional<double>(1.0);
        if (!value || *value != 0.0)
            out.notModelled(alpha ? root.source("cpo_alpha", *alpha) : Source{"cpo_alpha", "1.0"},
                            misses(Category::Activations, EstimateBias::Low,
                                   MEMLEDGER_TRANSLATABLE("Import", "CPO's negative log-likelihood on the chosen half "
                                                                    "keeps a 16-bit log-softmax of those logits too: "
                                                                    "B·s·b·V/(2t) more than counted")));
        else
            out.notModelled(root.source("cpo_alpha", *alpha),
                            MEMLEDGER_TRANSLATABLE("Import", "0: no negative log-likelihood term (SimPO)"));
    }
    root.notModelled({"f_divergence_type", "f_alpha_divergence_coef", "ld_alpha", "use_weighting", "discopop_tau",
                      "loss_weights", "rpo_alpha", "reference_free", "label_smoothing", "desirable_weight",
                      "undesirable_weight", "simpo_gamma", "alpha", "precompute_ref_batch_size", "truncation_mode",
                      "label_pad_token_id", "padding_value", "generate_during_eval", "is_encoder_decoder"},
                     MEMLEDGER_TRANSLATABLE("Import", "the preference loss's form and weights: no memory the ledger "
                                                      "counts beyond its log-probabilities"));
    if (const auto* paddingFree = root.take("padding_free"); paddingFree && truth(*paddingFree).value_or(false))
        out.notModelled(root.source("padding_free", *paddingFree),
                        trainer == TrlTrainer::Dpo
                            ? ImportNote(MEMLEDGER_TRANSLATABLE("Import", "DPOTrainer turns padding_free off and pads "
                                                                          "its batches (dpo_trainer.py)"))
                            : misses(Category::Activations, EstimateBias::High,
                                     MEMLEDGER_TRANSLATABLE("Import", "padding-free batches hold only their real "
                                                                      "tokens; the ledger counts every sequence at the "
                                                                      "length above")));
}

}  // namespace memledger::model
