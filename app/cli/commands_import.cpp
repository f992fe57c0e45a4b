// memledger import FILE: another tool's configuration (DeepSpeed, Megatron-LM, torchtitan,
// torchtune, Hugging Face TrainingArguments or accelerate) as a scenario document, with the
// report of what was read, defaulted, approximated, left out and not understood.
#include <iostream>

#include "app/cli/cli_language.h"
#include "app/cli/commands.h"
#include "model/core/untrusted_json.h"
#include "model/imports/config_import.h"
#include "model/imports/import_report.h"
#include "model/io/scenario_json.h"

namespace memledger::cli {

int runImport(const CommandInput& input)
{
    const std::string& file = input.options.scenarioFile;
    if (file.empty())
        return reportFailure("import needs a FILE: a ds_config.json, a Megatron-LM launch script, a torchtitan .toml, "
                             "a torchtune .yaml or Hugging Face TrainingArguments",
                             input.options.format);
    const model::ConfigImport imported = model::importConfigFile(file);
    if (!imported.report.problems.empty())
        return reportFailure(imported.report.problems, input.options.format);
    // The document must read back as a scenario (a preset it names must exist).
    std::vector<model::Problem> problems;
    model::Scenario check;
    model::readScenario(imported.scenario, input.presets, check, problems);
    if (!problems.empty())
        return reportFailure(problems, input.options.format);
    if (input.options.format == Format::Json)
        std::cout << model::jsonText(model::importReportToJson(imported, file), 2)
                  << '\n';
    else
        std::cout << model::importReportTable(imported, file, word);
    return 0;
}

}  // namespace memledger::cli
