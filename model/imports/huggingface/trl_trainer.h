// Which of TRL's trainers a TrainingArguments-style config is written for, from the keys only
// its config class declares (huggingface/trl @ f2cd5771: trl/trainer/grpo_config.py,
// dpo_config.py, kto_config.py, trl/experimental/cpo/cpo_config.py, gkd_config.py), and what
// that trainer does to memory beyond TrainingArguments: how many sequences an example is, how
// its loss takes the log-probabilities, whether it loads a reference.
#pragma once

#include <nlohmann/json.hpp>

#include "model/imports/config_object.h"

namespace memledger::model {

// ORPO's config declares no key of its own: it reads as Unknown, as an SFT config does.
enum class TrlTrainer { Unknown, Grpo, Dpo, Kto, Cpo, Gkd };

TrlTrainer trlTrainerOf(const nlohmann::json& document);

// Sequences one forward runs per example of per_device_train_batch_size: DPOTrainer and
// CPOTrainer put each pair's chosen and rejected completions in one batch.
int sequencesPerExample(TrlTrainer trainer);

// The trainer's class name, for notes ("DPOTrainer").
const char* trlTrainerName(TrlTrainer trainer);

// The update's loss: GRPO, DPO, KTO and CPO take the labels' log-probabilities with
// selective_log_softmax (training.loss) unless Liger's fused loss replaces it, which never
// materialises the logits (named). Reads nothing from `root` but use_liger_kernel's value.
void readTrlLoss(ConfigObject& root, const nlohmann::json& document, TrlTrainer trainer);

// The preference trainers' own keys: CPO's negative log-likelihood (cpo_alpha, named with
// what it keeps), padding_free, and the loss's form and weights, which hold no memory.
void readTrlPreferenceKeys(ConfigObject& root, TrlTrainer trainer);

}  // namespace memledger::model
