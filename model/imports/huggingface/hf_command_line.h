// The command line of an HfArgumentParser program (TRL's scripts, transformers' examples,
// LLaMA-Factory's CLI) read as the TrainingArguments document it parses into, so that a
// launch script of one imports as Hugging Face TrainingArguments, not as another
// framework's flags (with the named model, batch and algorithm lost).
#pragma once

#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/imports/shell/launch_script.h"

namespace memledger::model {

// Whether `arguments` are HfArgumentParser's: most flags keep the dataclass fields'
// underscores (--per_device_train_batch_size), which Megatron-LM and torchtitan spell
// with hyphens. A few flags are both's (--bf16): most, not all, tell.
bool looksLikeHfArguments(const std::vector<ScriptWord>& arguments);

// The document HfArgumentParser builds: "--key value" and "--key=value" give the value
// typed as the parser types it (a whole number, a number, true/false, else the text),
// several values a list, a bare "--flag" true. Nothing unless looksLikeHfArguments.
std::optional<nlohmann::json> hfArgumentsDocument(const std::vector<ScriptWord>& arguments);

}  // namespace memledger::model
