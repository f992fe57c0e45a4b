// One writer per format, called by exportConfig() (config_export.cpp), and what they share.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/scenario.h"
#include "model/exports/config_export.h"
#include "model/exports/field_coverage.h"

namespace memledger::model::exports {

// key=value settings in the order they are written: torchtune's command-line overrides and
// verl's Hydra overrides, each laid out in its format's own way.
class KeyValues {
public:
    void set(const std::string& key, const std::string& value) { m_words.push_back(key + '=' + value); }
    void set(const std::string& key, std::int64_t value) { set(key, std::to_string(value)); }
    void flag(const std::string& key, bool value) { set(key, std::string(value ? "True" : "False")); }
    const std::vector<std::string>& words() const { return m_words; }

private:
    std::vector<std::string> m_words;
};

// `named` as exportConfig() takes it: formats that name the model (torchtitan's flavors,
// torchtune's builders) name it from the preset; the others write its dimensions.
ConfigExport deepSpeed(const Scenario& scenario, const NamedModel& named);   // config_export_deepspeed.cpp
ConfigExport megatron(const Scenario& scenario, const NamedModel& named);    // config_export_megatron.cpp
ConfigExport torchtitan(const Scenario& scenario, const NamedModel& named);  // config_export_torchtitan.cpp
ConfigExport torchtune(const Scenario& scenario, const NamedModel& named);   // config_export_torchtune.cpp
ConfigExport verl(const Scenario& scenario, const NamedModel& named);        // config_export_verl.cpp
ConfigExport trl(const Scenario& scenario, const NamedModel& named);         // config_export_trl.cpp

// A model named by its preset has every dimension of the scenario's but, maybe, the rotary
// positions: the tool runs the preset's.
void coverNamedModel(const Scenario& scenario, const NamedModel& named, FieldCoverage& cover);

// The framework whose state copies the estimate assumed: carried when it is the format's
// own, else said, since the same job costs a different amount under another framework.
void coverFramework(FieldCoverage& cover, Framework own);

// The data-parallel mesh of FSDP2 as torchtitan and torchtune spell it: replicated groups of
// shards, and whether a unit's gathered weights are freed after forward. FSDP's modes are
// written as they are, ZeRO stages as the mode that shards as much; covers parallel.dp,
// .fsdp, .shard_group, .zero and .reshard_after_forward.
struct Fsdp2Mesh {
    int replicate = 1;
    int shard = 1;
    bool reshardAfterForward = true;
};
Fsdp2Mesh fsdp2Mesh(const Scenario& scenario, FieldCoverage& cover);

// "64 GPUs (DP 2 × TP 8 × PP 4)": the world the launcher must start, degrees above 1 only.
std::string worldText(const Scenario& scenario);

// "--nproc_per_node 8 --nnodes 8": torchrun's (and tune run's) words for that world, a node
// holding hardware.gpus_per_node GPUs.
std::string launchText(const Scenario& scenario);

// The model's name, for a file's first comment line.
std::string titleOf(const Scenario& scenario);
// The same, as a lost setting's argument: "a custom model", unnamed, is a word to translate.
ProblemArgument titleArgument(const Scenario& scenario);

// "# " before each line of `lost`, in English, under a heading: the comment block of the text formats.
std::string lostComments(const std::vector<LostSetting>& lost);

}  // namespace memledger::model::exports
