// memledger export: the scenario written as another tool's configuration. What the format
// cannot carry is printed on stderr, whatever the destination of the text, so that it is
// never lost silently.
#include <fstream>
#include <iostream>

#include "app/cli/commands.h"
#include "model/core/enum_names.h"
#include "model/core/validation.h"
#include "model/exports/config_export.h"

namespace memledger::cli {

namespace {

std::string formatList()
{
    std::vector<std::string> ids;
    for (const auto format : model::exportFormats())
        ids.emplace_back(model::exportFormatId(format));
    return model::choiceList(ids);
}

}  // namespace

int runExport(const CommandInput& input)
{
    const auto& flags = input.options.flags;
    const auto to = flags.find("to");
    if (to == flags.end())
        return reportFailure("export needs --to, the configuration to write: " + formatList(), input.options.format);
    const auto format = model::findExportFormat(to->second);
    if (!format)
        return reportFailure("--to is '" + to->second + "'; expected " + formatList(), input.options.format);
    // A configuration the launcher would refuse, or run differently, helps nobody.
    if (const auto problems = model::validate(input.scenario); !problems.empty())
        return reportFailure(problems, input.options.format);

    const model::ConfigExport exported = model::exportConfig(input.scenario, *format);
    if (const auto output = flags.find("output"); output != flags.end()) {
        std::ofstream file(output->second, std::ios::binary);
        file << exported.text;
        file.close();
        if (!file)
            return reportFailure("cannot write " + output->second + "; check that its folder exists and is writable",
                                 input.options.format);
    } else {
        std::cout << exported.text;
    }
    if (!exported.lost.empty()) {
        std::cerr << "memledger: " << exported.lost.size() << " setting(s) not carried by --to " << to->second
                  << ":\n";
        for (const auto& line : exported.lost)
            std::cerr << "  " << line << '\n';
    }
    return 0;
}

}  // namespace memledger::cli
