#include "app/cli/cli_options.h"

#include "app/cli/cli_flags.h"
#include "app/cli/scenario_source.h"
#include "model/core/json_file.h"
#include "model/core/enum_names.h"
#include "model/io/hf_config.h"
#include "model/core/json_reader.h"
#include "model/io/scenario_json.h"

namespace memledger::cli {

namespace {

using model::Problem;
using model::Scenario;

void applyModelChoice(const Options& options, const model::PresetLibrary& presets, Scenario& scenario,
                      std::vector<Problem>& problems)
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
        if (const auto config = model::readJsonFile(it->second, problems)) {
            auto imported = model::importHfConfig(*config, problems);
            scenario.arch = imported.arch;
            scenario.modelId.clear();
        }
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
        const FlagSpec* spec = findFlag(name);
        if (!spec) {
            error = unknownFlagMessage(name, options.command);
            return false;
        }
        if (!options.command.empty() && !spec->belongsTo(options.command)) {
            error = "--" + name + " is not an option of '" + options.command + "'; it belongs to '" +
                    (spec->commands ? spec->commands : "the scenario commands") + "' (see 'memledger " +
                    options.command + " --help')";
            return false;
        }
        if (spec->takesValue() && !inlineValue) {
            if (i + 1 >= argc) {
                error = "--" + name + " needs a value: " + spec->value;
                return false;
            }
            value = argv[++i];
        }
        options.flags[name] = value;
    }
    return true;
}

Scenario buildScenario(const Options& options, const model::PresetLibrary& presets, std::vector<Problem>& problems)
{
    Scenario scenario;
    if (const auto it = options.flags.find("framework"); it != options.flags.end()) {
        if (auto framework = model::parseEnum<model::Framework>(it->second))
            scenario.framework = *framework;
        else
            problems.push_back({"framework", "--framework is '" + it->second + "'; expected " +
                                                 model::enumChoices<model::Framework>()});
        model::applyFrameworkDefaults(scenario);
    }
    if (!options.scenarioFile.empty()) {
        if (const auto document = scenarioDocument(options.scenarioFile, presets, problems))
            model::readScenario(*document, presets, scenario, problems);
        // A --framework flag wins over the file's framework.
        if (const auto it = options.flags.find("framework"); it != options.flags.end()) {
            if (auto framework = model::parseEnum<model::Framework>(it->second)) {
                scenario.framework = *framework;
                model::applyFrameworkDefaults(scenario);
            }
        }
    }
    applyModelChoice(options, presets, scenario, problems);
    applyGpuChoice(options, presets, scenario, problems);
    // The block style sets defaults that the other architecture flags then refine.
    if (const auto it = options.flags.find("block"); it != options.flags.end())
        findFlag("block")->apply(FlagContext{scenario, problems, it->first, it->second});
    for (const auto& [name, value] : options.flags)
        if (const FlagSpec* spec = findFlag(name); spec && spec->apply && name != "block")
            spec->apply(FlagContext{scenario, problems, name, value});
    return scenario;
}

}  // namespace memledger::cli
