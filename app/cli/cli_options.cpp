#include "app/cli/cli_options.h"

#include "app/cli/cli_flags.h"
#include "app/cli/cli_language.h"
#include "app/cli/commands.h"
#include "model/service/imported_configs.h"
#include "app/cli/scenario_source.h"
#include "model/core/scenario_fields.h"
#include "model/io/hf_config_source.h"
#include "model/io/scenario_json.h"

namespace memledger::cli {

namespace {

using model::Problem;
using model::Scenario;

void applyModelChoice(const Options& options, const model::PresetLibrary& presets, Scenario& scenario,
                      std::vector<Problem>& problems, std::vector<std::string>& notes)
{
    if (const auto it = options.flags.find("model"); it != options.flags.end()) {
        if (const auto* preset = presets.model(it->second)) {
            model::applyModel(*preset, scenario);
        } else {
            std::vector<std::string> ids;
            for (const auto& entry : presets.models)
                ids.push_back(entry.first);
            problems.push_back({"model", "unknown model '" + it->second + "'; try one of: " +
                                             model::closestMatches(it->second, ids) + " (memledger presets lists all)"});
        }
    }
    if (const auto it = options.flags.find("hf-config"); it != options.flags.end()) {
        auto imported = model::loadHfConfig(it->second, problems);
        scenario.arch = imported.arch;
        scenario.modelId.clear();
        for (const model::ImportNote& note : imported.notes)
            notes.push_back(model::importNoteText(note, translator()));
    }
}

void applyGpuChoice(const Options& options, const model::PresetLibrary& presets, Scenario& scenario,
                    std::vector<Problem>& problems)
{
    const auto it = options.flags.find("gpu");
    if (it == options.flags.end())
        return;
    if (const auto* gpu = presets.gpu(it->second)) {
        model::applyGpu(*gpu, scenario.hardware);
        return;
    }
    std::vector<std::string> ids;
    for (const auto& entry : presets.gpus)
        ids.push_back(entry.first);
    problems.push_back({"gpu", "unknown GPU '" + it->second + "'; try one of: " + model::closestMatches(it->second, ids)});
}

// A field's flag, or a switch's off flag; both at once contradict each other.
void applyFieldFlags(const Options& options, const model::ScenarioField& field, Scenario& scenario,
                     std::vector<Problem>& problems)
{
    const auto on = options.flags.find(field.flag);
    const auto off = field.offFlag ? options.flags.find(field.offFlag) : options.flags.end();
    if (on != options.flags.end() && off != options.flags.end()) {
        std::string message = "--";
        message += field.flag;
        problems.push_back({field.key, message + " and --" + field.offFlag + " contradict each other; give one"});
    } else if (on != options.flags.end()) {
        model::applyFlag(field, on->first, on->second, scenario, problems);
    } else if (off != options.flags.end()) {
        model::applyFlag(field, off->first, off->second, scenario, problems);
    }
}

std::string unknownFlagMessage(const std::string& name, const std::string& command)
{
    std::string message = "unknown option --" + name;
    if (const std::string suggestion = suggestFlag(name); !suggestion.empty())
        message += "; did you mean " + suggestion + "?";
    return message + " (see 'memledger " + (command.empty() ? std::string() : command + " ") + "--help')";
}

}  // namespace

bool parseArguments(int argc, char** argv, Options& options, std::string& error)
{
    for (int i = 1; i < argc; ++i) {
        std::string word = argv[i];
        if (word == "--help" || word == "-h") {
            options.help = true;
            continue;
        }
        // The command is the first word that is not an option or an option's value.
        if (!word.starts_with("-") && options.command.empty()) {
            options.command = word;
            continue;
        }
        if (!word.starts_with("--")) {
            const Command* command = findCommand(options.command);
            if (command && command->operand && command->takesScenario && options.measuredFile.empty()) {
                options.measuredFile = word;
                continue;
            }
            if (!options.scenarioFile.empty()) {
                error = "more than one scenario file given ('" + options.scenarioFile + "' and '" + word + "')";
                return false;
            }
            options.scenarioFile = word;
            continue;
        }
        std::string name = word.substr(2);
        std::string value;
        bool inlineValue = false;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            value = name.substr(eq + 1);
            name = name.substr(0, eq);
            inlineValue = true;
        }
        const FlagSpec* spec = findFlag(name, options.command);
        if (!spec) {
            error = unknownFlagMessage(name, options.command);
            return false;
        }
        if (!options.command.empty() && !spec->belongsTo(options.command)) {
            if (options.misplacedFlag.empty())
                options.misplacedFlag = name;
            if (spec->takesValue() && !inlineValue)
                ++i;
            continue;
        }
        if (spec->takesValue() && !inlineValue) {
            if (i + 1 >= argc) {
                error = "--" + name + " needs a value: " + spec->value;
                return false;
            }
            value = argv[++i];
        }
        if (spec->importsConfig)
            options.fromFiles.push_back(value);
        else
            options.flags[name] = value;
    }
    return true;
}

Scenario buildScenario(const Options& options, const model::PresetLibrary& presets, std::vector<Problem>& problems,
                       std::vector<std::string>* notes)
{
    std::vector<std::string> unread;
    Scenario scenario;
    std::vector<std::string> configs = options.fromFiles;
    if (!options.scenarioFile.empty()) {
        if (model::isOtherToolsConfig(options.scenarioFile))
            configs.insert(configs.begin(), options.scenarioFile);
        else if (const auto document = scenarioDocument(options.scenarioFile, presets, problems))
            model::readScenario(*document, presets, scenario, problems);
    }
    const model::ImportedConfigs imported = model::overlayConfigs(configs, presets, scenario, problems);
    applyModelChoice(options, presets, scenario, problems, notes ? *notes : unread);
    applyGpuChoice(options, presets, scenario, problems);
    // In the table's order, so that the defaults a framework or a block style implies come
    // before the flags that refine them.
    for (const auto& field : model::scenarioFields())
        applyFieldFlags(options, field, scenario, problems);
    if (problems.empty())
        model::resolveImportedBatches(imported, options.flags.count("mbs") > 0, options.flags.count("accum") > 0, scenario,
                               problems);
    return scenario;
}

}  // namespace memledger::cli
