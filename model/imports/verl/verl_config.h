// verl's PPO/GRPO trainer (python3 -m verl.trainer.main_ppo): its Hydra config, as a YAML file
// or as the key=value overrides of a launch script, mapped onto an RL job — the FSDP actor,
// the colocated vLLM engine, the reference and the log-prob passes — with verl's own defaults
// where the config is silent (volcengine/verl @ b178a3cd verl/trainer/config/
// _generated_ppo_trainer.yaml; research note post-training-memory.md §1).
#pragma once

#include <nlohmann/json.hpp>

#include "model/imports/import_builder.h"
#include "model/imports/shell/launch_script.h"

namespace memledger::model {

void importVerl(const nlohmann::json& document, ImportBuilder& out);

// A launch script's command: the overrides of `python3 -m verl.trainer.main_ppo`, read as
// the document Hydra composes them into. A word that is not an override is a problem.
void importVerlScript(const ScriptArguments& script, ImportBuilder& out);

// A file of any of verl's three spellings: a Hydra YAML config (sections), a launch script,
// or the overrides alone (key=value words, as MemLedger's verl export writes them).
void importVerlText(std::string_view content, const std::string& source, const NearbyFile& nearby, ImportBuilder& out);

}  // namespace memledger::model
