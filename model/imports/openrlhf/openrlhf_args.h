// OpenRLHF's Ray trainer (python3 -m openrlhf.cli.train_ppo_ray): its command line, in either
// spelling — the dotted flags of 2026-04-19 on (--train.colocate_all, --vllm.num_engines) or the
// underscored ones before (--colocate_all_models, --vllm_num_engines) — mapped onto the actor's
// GPUs: the DeepSpeed actor, the colocated vLLM engines, the reference and the critic, with
// OpenRLHF's own defaults where the command is silent (OpenRLHF/OpenRLHF @ 3c3be623
// openrlhf/cli/train_ppo_ray.py; before the rename @ 76351db1; research note
// post-training-memory.md §4).
#pragma once

#include <string_view>

#include "model/imports/import_builder.h"
#include "model/imports/nearby_files.h"
#include "model/imports/shell/launch_script.h"

namespace memledger::model {

// The arguments of `python3 -m openrlhf.cli.train_ppo_ray`, as a launch script passes them.
void importOpenRlhfScript(const ScriptArguments& script, ImportBuilder& out);

// A launch script, or the arguments alone.
void importOpenRlhfText(std::string_view content, const NearbyFile& nearby, ImportBuilder& out);

}  // namespace memledger::model
