// Recomputation policies of other tools that the engine has no exact setting for, mapped in
// one place so that a new engine setting changes one line, not every reader.
#pragma once

#include <string>

#include "model/core/scenario.h"
#include "model/imports/config_object.h"
#include "model/imports/import_builder.h"

namespace memledger::model {

struct RecomputeChoice {
    Recompute recompute;
    Mapping how;
    ImportNote note;
};

// Op-level selective checkpointing (torchtitan's selective_ac_option "op", torchtune's
// ac_option "op"): matmul and attention outputs are saved, the element-wise ops between
// them recomputed; the engine's per-op policy.
RecomputeChoice opLevelRecompute();

// A switch that checkpoints every layer (TrainingArguments' gradient_checkpointing, torchtune's
// enable_activation_checkpointing): full recomputation when on, none when off. When the key
// is absent, `absent` says why recomputation is off; empty, the field is left as it is.
void mapCheckpointSwitch(ConfigObject& root, const char* key, const ImportNote& onNote, const ImportNote& absent);

// Every `every`-th layer fully checkpointed, the rest keeping all their activations
// (torchtitan's integer selective_ac_option): the stored bytes are those of recomputing
// ⌊layers / every⌋ layers, which the engine's "layers" setting counts per stage.
// Sets memory.recompute and memory.recompute_layers; `layers` 0 when unknown.
void mapEveryNthLayer(int every, int layers, const Source& source, ImportBuilder& out);

}  // namespace memledger::model
