#include "app/cli/cli_options.h"

#include "app/cli/cli_flags.h"
#include "app/cli/cli_language.h"
#include "app/cli/commands.h"
#include "model/service/scenario_request.h"

namespace memledger::cli {

namespace {

using model::Problem;
using model::Scenario;

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
    model::ScenarioRequest request;
    request.scenario = options.scenarioFile;
    request.configs = options.fromFiles;
    for (const auto& [flag, value] : options.flags) {
        if (flag == "model")
            request.model = value;
        else if (flag == "hf-config")
            request.hfConfig = value;
        else if (flag == "gpu")
            request.gpu = value;
        else if (flag == "teacher")
            request.teacher = value;
        else if (flag == "stage-layers")
            request.stageLayers = value;
        else if (const FlagSpec* spec = findFlag(flag); spec && spec->field)
            request.fields.emplace(flag, value);
    }
    std::vector<model::ImportNote> approximated;
    Scenario scenario = model::assembleScenario(request, presets, problems, &approximated);
    if (notes)
        for (const model::ImportNote& note : approximated)
            notes->push_back(model::importNoteText(note, translator()));
    return scenario;
}

}  // namespace memledger::cli
