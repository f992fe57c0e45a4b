// memledger export: the scenario written as another tool's configuration. What the format
// cannot carry is printed on stderr, whatever the destination of the text, so that it is
// never lost silently.
#include <fstream>
#include <iostream>

#include "app/cli/cli_language.h"
#include "app/cli/commands.h"
#include "app/cli/word_list.h"
#include "model/core/validation.h"
#include "model/exports/config_export.h"
#include "model/service/exports.h"

namespace memledger::cli {

namespace {

// "deepspeed, megatron, torchtitan or torchtune", in the words of `translate`.
std::string formatList(const model::Translate& translate)
{
    std::vector<std::string> ids;
    for (const auto format : model::exportFormats())
        ids.emplace_back(model::exportFormatId(format));
    return alternatives(ids, translate);
}

// A problem ending with the list of formats: JSON lists them in English, stderr in the
// chosen language.
CommandProblem formatsProblem(const char* pattern, std::vector<std::string> arguments = {})
{
    CommandProblem problem{pattern, arguments, arguments};
    problem.arguments.push_back(formatList({}));
    problem.shown.push_back(formatList(translator()));
    return problem;
}

}  // namespace

int runExport(const CommandInput& input)
{
    const auto& flags = input.options.flags;
    const auto to = flags.find("to");
    if (to == flags.end())
        return reportFailure(
            formatsProblem(MEMLEDGER_TRANSLATABLE("CliProblem", "export needs --to, the configuration to write: %1")),
            input.options.format);
    const auto format = model::findExportFormat(to->second);
    if (!format)
        return reportFailure(
            formatsProblem(MEMLEDGER_TRANSLATABLE("CliProblem", "--to is '%1'; expected %2"), {to->second}),
            input.options.format);
    // A configuration the launcher would refuse, or run differently, helps nobody.
    if (const auto problems = model::validate(input.scenario); !problems.empty())
        return reportFailure(problems, input.options.format);

    const model::ConfigExport exported = model::exportOf(input.scenario, *format, input.presets);
    if (const auto output = flags.find("output"); output != flags.end()) {
        std::ofstream file(output->second, std::ios::binary);
        file << exported.text;
        file.close();
        if (!file)
            return reportFailure(CommandProblem{MEMLEDGER_TRANSLATABLE("CliProblem", "cannot write %1; check that "
                                                                                          "its folder exists and is "
                                                                                          "writable"),
                                                {output->second}},
                                 input.options.format);
    } else {
        std::cout << exported.text;
    }
    if (!exported.lost.empty()) {
        std::cerr << "memledger: "
                  << model::filledPattern(word("Cli", "%1 setting(s) not carried by --to %2:"),
                                          {std::to_string(exported.lost.size()), to->second})
                  << '\n';
        for (const auto& line : model::lostLines(exported, translator()))
            std::cerr << "  " << line << '\n';
    }
    return 0;
}

}  // namespace memledger::cli
