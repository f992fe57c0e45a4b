#include "app/cli/commands.h"

#include <iostream>

#include "app/cli/cli_output.h"
#include "model/estimate_json.h"
#include "model/ledger.h"

namespace memledger::cli {

namespace {

int estimateOrExplain(const CommandInput& input, bool explain)
{
    const model::Estimate estimate = model::estimate(input.scenario);
    if (!estimate.valid())
        return reportFailure(estimate.problems, input.options.format);
    if (input.options.stage >= static_cast<int>(estimate.stages.size()))
        return reportFailure("--stage " + std::to_string(input.options.stage) + " does not exist; this layout has " +
                                 std::to_string(estimate.stages.size()) + " pipeline stage(s), numbered from 0",
                             input.options.format);
    if (explain)
        printExplain(std::cout, input.scenario, estimate, input.options);
    else
        printEstimate(std::cout, input.scenario, estimate, input.options);
    return 0;
}

}  // namespace

const std::vector<Command>& commands()
{
    static const std::vector<Command> kCommands = {
        {"estimate", runEstimate, "table, json or markdown"},
        {"explain", runExplain, "table, json or markdown"},
        {"triage", runTriage, "table, json or markdown"},
        {"timeline", runTimeline, "table, json or chrome-trace"},
        {"plan", runPlan, "table, json or csv"},
        {"sweep", runSweep, "table, json or csv"},
    };
    return kCommands;
}

int reportFailure(const std::vector<model::Problem>& problems, Format format)
{
    if (format == Format::Json)
        std::cout << model::problemsToJson(problems).dump(2) << '\n';
    std::cerr << "memledger: " << problems.front().message << '\n';
    for (std::size_t i = 1; i < problems.size(); ++i)
        std::cerr << "  also: " << problems[i].message << '\n';
    return 2;
}

int reportFailure(const std::string& message, Format format) { return reportFailure({{"", message}}, format); }

int runEstimate(const CommandInput& input) { return estimateOrExplain(input, false); }
int runExplain(const CommandInput& input) { return estimateOrExplain(input, true); }

}  // namespace memledger::cli
