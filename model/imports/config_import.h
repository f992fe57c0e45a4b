// Another tool's configuration brought in as a scenario: DeepSpeed ds_config.json,
// Megatron-LM arguments, a torchtitan .toml, a torchtune .yaml recipe, Hugging Face
// TrainingArguments and accelerate launcher configs. Each reader maps the keys it knows
// onto the scenario field table (model/core/scenario_fields.h) and says in its report what
// it read, what it left at a default and why, what it approximated, what it understood
// but the engine does not model, and every key it did not understand.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/validation.h"
#include "model/io/import_note.h"

namespace memledger::model {

enum class ConfigFormat {
    DeepSpeed,
    Megatron,
    Torchtitan,
    Torchtune,
    HfTrainingArgs,
    Accelerate,
    HfModelConfig,
    Verl,
    OpenRlhf,
    Scenario,
    Unknown
};

// The format's id on the command line and in JSON ("deepspeed", "megatron", "torchtitan",
// "torchtune", "hf-training-args", "accelerate", "hf-model-config", "verl", "openrlhf", "scenario", "unknown").
std::string_view formatId(ConfigFormat format);
// The format of an id formatId() gives; Unknown for any other word.
ConfigFormat formatOfId(std::string_view id);
// What the format is, for a person ("DeepSpeed ds_config.json").
std::string_view formatTitle(ConfigFormat format);

// A marked sentence followed by the source that fixes it: "what (source)".
ImportNote cited(const char* what, const char* source);

// One line of a report: the key as the file spells it (dotted path, or the flag),
// the scenario field it became (a ScenarioField key, or "model" for a preset id), the
// value as read, and why (for defaults and approximations): `note` in English, and its
// template when it was composed (see ImportNote).
struct ImportLine {
    std::string sourceKey;
    std::string field;
    std::string value;
    std::string note;
    const char* notePattern = nullptr;
    std::vector<ProblemArgument> noteArguments = {};
    // A not-modelled line whose setting changes memory: a limitation (import_note.h).
    std::optional<MemoryEffect> effect = {};
};

// The note in an edge's language: the translated template filled in, or the constant note
// looked up under "Import"; the English note without a translation.
std::string importNoteText(const ImportLine& line, const Translate& translate);
// The note, and for a line that is a limitation what it changes and which way the estimate
// is off: "… — changes Temporaries; the estimate is low".
std::string importLineWhy(const ImportLine& line, const Translate& translate);

struct ImportReport {
    ConfigFormat format = ConfigFormat::Unknown;
    std::vector<ImportLine> read;          // mapped exactly
    std::vector<ImportLine> defaulted;     // a field the file leaves to its framework's default, and that default
    std::vector<ImportLine> approximated;  // mapped onto the nearest setting the engine has; note says how
    std::vector<ImportLine> notModelled;   // understood, but no scenario setting holds it; note says what it does
    std::vector<ImportLine> unknown;       // keys not understood: never dropped silently
    std::vector<Problem> problems;         // what makes the file unreadable or contradictory
};

// A batch the file fixes per optimizer step without the data-parallel degree that splits
// it (DeepSpeed's train_batch_size, Megatron's --global-batch-size when the world size is
// not in the file): resolved into micro-batch and accumulation once every input is merged
// (resolveGlobalBatch in model/imports/global_batch.h).
struct GlobalBatch {
    std::int64_t sequences = 0;
    std::string sourceKey;
};

struct ConfigImport {
    // A partial scenario document, nested as a scenario file holds its fields
    // ({"parallel": {"zero": 3}, "model": "llama-3.1-8b"}); only what the file said.
    // Merged over the base scenario, it is read by the ordinary scenario reader.
    nlohmann::json scenario = nlohmann::json::object();
    ImportReport report;
    std::optional<GlobalBatch> globalBatch;
};

// Which format `content` is, recognised from its content (a file name only breaks ties).
ConfigFormat detectConfigFormat(std::string_view content, std::string_view fileName = {});

// Reads `content` as `format` (detected when Unknown). Never throws on bad input:
// an unreadable file is a problem in the report. Files the content names (a DeepSpeed
// config in TrainingArguments, a script a launch script sources) are looked for relative
// to the folder of `fileName`, and not at all when it is empty.
ConfigImport importConfig(std::string_view content, ConfigFormat format = ConfigFormat::Unknown,
                          std::string_view fileName = {});

// Reads the file at `path` and imports it; a file that cannot be read is a problem.
ConfigImport importConfigFile(const std::string& path, ConfigFormat format = ConfigFormat::Unknown);

}  // namespace memledger::model
