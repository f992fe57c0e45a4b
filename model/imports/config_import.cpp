#include "model/imports/config_import.h"

#include <algorithm>

#include "model/core/json_file.h"
#include "model/core/scenario_fields.h"
#include "model/core/vocabulary.h"
#include "model/imports/huggingface/accelerate_config.h"
#include "model/imports/config_document.h"
#include "model/imports/deepspeed/deepspeed_config.h"
#include "model/imports/huggingface/hf_training_args.h"
#include "model/imports/megatron/megatron_args.h"
#include "model/imports/nearby_files.h"
#include "model/imports/torchtitan/torchtitan_config.h"
#include "model/imports/torchtune/torchtune_config.h"
#include "model/imports/torchtune/torchtune_overrides.h"
#include "model/imports/openrlhf/openrlhf_args.h"
#include "model/imports/verl/verl_config.h"
#include "model/io/hf_config/hf_config.h"
#include "model/io/scenario_json.h"

namespace memledger::model {

namespace {

struct FormatName {
    ConfigFormat format;
    std::string_view id;
    const char* title;  // marked: an edge shows it translated
};

constexpr FormatName kFormats[] = {
    {ConfigFormat::DeepSpeed, "deepspeed", MEMLEDGER_TRANSLATABLE("Import", "DeepSpeed ds_config.json")},
    {ConfigFormat::Megatron, "megatron", MEMLEDGER_TRANSLATABLE("Import", "Megatron-LM arguments")},
    {ConfigFormat::Torchtitan, "torchtitan", MEMLEDGER_TRANSLATABLE("Import", "torchtitan job config (.toml)")},
    {ConfigFormat::Torchtune, "torchtune",
     MEMLEDGER_TRANSLATABLE("Import", "torchtune recipe config (.yaml) or tune run overrides")},
    {ConfigFormat::HfTrainingArgs, "hf-training-args",
     MEMLEDGER_TRANSLATABLE("Import", "Hugging Face TrainingArguments")},
    {ConfigFormat::Accelerate, "accelerate", MEMLEDGER_TRANSLATABLE("Import", "Hugging Face accelerate config")},
    {ConfigFormat::HfModelConfig, "hf-model-config",
     MEMLEDGER_TRANSLATABLE("Import", "Hugging Face model config.json")},
    {ConfigFormat::Verl, "verl",
     MEMLEDGER_TRANSLATABLE("Import", "verl trainer config (Hydra YAML, or main_ppo's overrides)")},
    {ConfigFormat::OpenRlhf, "openrlhf",
     MEMLEDGER_TRANSLATABLE("Import", "OpenRLHF train_ppo_ray command line (either spelling)")},
    {ConfigFormat::Scenario, "scenario", MEMLEDGER_TRANSLATABLE("Import", "MemLedger scenario")},
    {ConfigFormat::Unknown, "unknown", MEMLEDGER_TRANSLATABLE("Import", "unknown format")},
};

const FormatName& nameOf(ConfigFormat format)
{
    for (const auto& name : kFormats)
        if (name.format == format)
            return name;
    return kFormats[std::size(kFormats) - 1];
}

// A config.json's architecture, read by the engine's own Hugging Face reader, as fields.
void importModelConfig(const nlohmann::json& document, ImportBuilder& out)
{
    std::vector<Problem> problems;
    const HfImport imported = importHfConfig(document, problems);
    for (const auto& problem : problems)
        out.problem(problem);
    if (!problems.empty())
        return;
    Scenario scenario;
    scenario.arch = imported.arch;
    for (const auto& field : scenarioFields())
        if (std::string_view(field.key).starts_with("architecture."))
            out.copyField(Mapping::Read, {"config.json", ""}, field, scenario);
    for (const auto& note : imported.notes)
        out.note(Mapping::Approximated, {"config.json", note.setting}, "architecture", note);
    if (imported.outputRouterLogits)
        out.setSwitch(Mapping::Read, {"output_router_logits", "true"}, "parallel.moe.aux_loss", true,
                      MEMLEDGER_TRANSLATABLE("Import", "transformers computes the load-balancing loss over every MoE "
                                                       "layer's router logits in each forward"));
}

// A scenario file is already in the scenario's terms: every field it holds is read as it is,
// and the ordinary scenario reader checks it when it is merged.
ConfigImport importScenario(const nlohmann::json& document)
{
    ConfigImport out;
    out.report.format = ConfigFormat::Scenario;
    out.scenario = document;
    for (const auto& key : {"schema", "version", "title", "description", "seed_figure"})
        out.scenario.erase(key);
    for (const auto& [key, value] : out.scenario.items()) {
        if (value.is_object())
            for (const auto& [inner, leaf] : value.items())
                out.report.read.push_back({key + "." + inner, key + "." + inner, shown(leaf), {}});
        else
            out.report.read.push_back({key, key, shown(value), {}});
    }
    return out;
}

std::optional<nlohmann::json> parsed(std::string_view content, bool yaml, const std::string& source,
                                     ImportBuilder& out)
{
    std::vector<Problem> problems;
    const bool json = content.find_first_not_of(" \t\r\n") != std::string_view::npos &&
                      content[content.find_first_not_of(" \t\r\n")] == '{';
    auto document = json || !yaml ? parseJsonText(std::string(content), source, problems)
                                  : parseYamlDocument(content, source, problems);
    for (const auto& problem : problems)
        out.problem(problem);
    if (document && !document->is_object()) {
        out.problem(source,
                    MEMLEDGER_TRANSLATABLE("Problem", "%1 holds %2; a configuration is a mapping of keys to values"),
                    {{source}, {std::string(document->type_name())}});
        return std::nullopt;
    }
    return document;
}

// The report's lines whose settings change memory the engine does not model, written into the
// partial scenario as its limitations, so that every estimate of it names them (the list of a
// file this one names and merged is part of the report, and so of this list).
ConfigImport withLimitations(ConfigImport import, const std::string& file)
{
    std::vector<Limitation> limitations;
    for (const auto* lines : {&import.report.approximated, &import.report.notModelled})
        for (const ImportLine& line : *lines)
            if (line.effect)  // a switch is named by its key alone
                limitations.push_back({line.sourceKey, file, line.value == kSwitchGiven ? "" : line.value,
                                       *line.effect, line.note});
    // A key the import did not understand may change memory: the estimate says so too.
    for (const ImportLine& line : import.report.unknown)
        limitations.push_back({line.sourceKey, file, line.value == kSwitchGiven ? "" : line.value, kUnknownEffect,
                               kNotUnderstood});
    if (limitations.empty())
        import.scenario.erase(kLimitationsKey);
    else
        import.scenario[kLimitationsKey] = limitationsToJson(limitations);
    return import;
}

}  // namespace

ImportNote cited(const char* what, const char* source)
{
    return importNote(MEMLEDGER_TRANSLATABLE("Import", "%1 (%2)"), {{what, "Import"}, {source}});
}

std::string importNoteText(const ImportLine& line, const Translate& translate)
{
    ImportNote note;
    note.text = line.note;
    note.pattern = line.notePattern;
    note.arguments = line.noteArguments;
    return importNoteText(note, translate);
}

std::string importLineWhy(const ImportLine& line, const Translate& translate)
{
    const std::string note = importNoteText(line, translate);
    if (!line.effect)
        return note;
    const std::string effect = filledPattern(
        translated(translate, "Import", MEMLEDGER_TRANSLATABLE("Import", "changes %1; %2")),
        {translated(translate, "Vocabulary", effectCategoryLabel(*line.effect)),
         translated(translate, "Vocabulary", biasLabel(line.effect->bias))});
    return note.empty() ? effect : note + " — " + effect;
}

std::string_view formatId(ConfigFormat format) { return nameOf(format).id; }
std::string_view formatTitle(ConfigFormat format) { return nameOf(format).title; }

ConfigFormat formatOfId(std::string_view id)
{
    for (const auto& name : kFormats)
        if (name.id == id)
            return name.format;
    return ConfigFormat::Unknown;
}

ConfigImport importConfig(std::string_view content, ConfigFormat format, std::string_view fileName)
{
    if (format == ConfigFormat::Unknown)
        format = detectConfigFormat(content, fileName);
    const std::string source = fileName.empty() ? std::string(formatTitle(format)) : std::string(fileName);
    const NearbyFile nearby = filesBeside(fileName);
    ImportBuilder out(format);
    switch (format) {
    case ConfigFormat::DeepSpeed:
        if (const auto document = parsed(content, false, source, out))
            importDeepSpeed(*document, "", out);
        break;
    case ConfigFormat::Megatron: {
        // A functional test's model_config.yaml, or a script (which may name a MODEL_ARGS array too).
        std::vector<Problem> ignored;
        const auto yaml = content.find("MODEL_ARGS") != std::string_view::npos
                              ? parseYamlDocument(content, source, ignored)
                              : std::nullopt;
        if (yaml && yaml->is_object() && yaml->contains("MODEL_ARGS"))
            importMegatronConfigYaml(*yaml, out);
        else
            importMegatronScript(content, nearby, out);
        break;
    }
    case ConfigFormat::Torchtitan: {
        std::vector<Problem> problems;
        const auto document = parseTomlDocument(content, source, problems);
        for (const auto& problem : problems)
            out.problem(problem);
        if (document)
            importTorchtitan(*document, out);
        break;
    }
    case ConfigFormat::Torchtune:
        if (const auto overrides = torchtuneOverridesDocument(content))
            importTorchtune(*overrides, out);
        else if (const auto document = parsed(content, true, source, out))
            importTorchtune(*document, out);
        break;
    case ConfigFormat::HfTrainingArgs:
        if (const auto document = parsed(content, true, source, out))
            importHfTrainingArgs(*document, nearby, out);
        break;
    case ConfigFormat::Accelerate:
        if (const auto document = parsed(content, true, source, out))
            importAccelerateConfig(*document, nearby, out);
        break;
    case ConfigFormat::HfModelConfig:
        if (const auto document = parsed(content, false, source, out))
            importModelConfig(*document, out);
        break;
    case ConfigFormat::Verl:
        importVerlText(content, source, nearby, out);
        break;
    case ConfigFormat::OpenRlhf:
        importOpenRlhfText(content, nearby, out);
        break;
    case ConfigFormat::Scenario: {
        std::vector<Problem> problems;
        if (const auto document = parseJsonText(std::string(content), source, problems); document && document->is_object())
            return importScenario(*document);
        for (const auto& problem : problems)
            out.problem(problem);
        if (problems.empty())
            out.problem(source, MEMLEDGER_TRANSLATABLE("Problem", "%1 is not a JSON object; a scenario file is one"),
                        {{source}});
        break;
    }
    case ConfigFormat::Unknown: {
        // A file that does not parse is not recognised either: its syntax error says more.
        std::vector<Problem> problems;
        const auto first = content.find_first_not_of(" \t\r\n");
        if (first != std::string_view::npos && (content[first] == '{' || content[first] == '['))
            parseJsonText(std::string(content), source, problems);
        else if (fileName.ends_with(".toml"))
            parseTomlDocument(content, source, problems);
        else if (fileName.ends_with(".yaml") || fileName.ends_with(".yml"))
            parseYamlDocument(content, source, problems);
        for (const auto& problem : problems)
            out.problem(problem);
        if (!problems.empty())
            break;
        out.problem(
            source,
            MEMLEDGER_TRANSLATABLE(
                "Problem",
                "%1 is not a configuration MemLedger recognises: expected a DeepSpeed ds_config.json, Megatron-LM "
                "arguments or launch script, a torchtitan .toml, a torchtune .yaml, Hugging Face TrainingArguments "
                "(JSON or YAML), an accelerate config, a verl config or launch script, a model config.json or a "
                "MemLedger scenario"),
            {{source}});
        break;
    }
    }
    return withLimitations(std::move(out).finish(), std::string(fileName));
}

ConfigImport importConfigFile(const std::string& path, ConfigFormat format)
{
    Problem error;
    const auto content = readConfigText(path, error);
    if (!content) {
        ConfigImport failed;
        failed.report.format = format;
        failed.report.problems.push_back(std::move(error));
        return failed;
    }
    return importConfig(*content, format, path);
}

}  // namespace memledger::model
