// memledger sweep: memory per GPU against one knob (--knob seq|mbs|dp|model --from A
// --to B, doubling; model: --models ID,ID,…), or a fit map over two (--knob2 … --from2
// … --to2 …), as a table, JSON or CSV. The first out-of-memory point is marked.
#include <filesystem>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "app/cli/cli_language.h"
#include "app/cli/commands.h"
#include "model/core/quantity_format.h"
#include "model/core/untrusted_json.h"
#include "model/explore/sweep.h"
#include "model/service/results.h"

namespace memledger::cli {

namespace {

std::string flag(const Options& options, const char* name, const std::string& fallback = "")
{
    const auto it = options.flags.find(name);
    return it == options.flags.end() ? fallback : it->second;
}

bool readRange(const Options& options, const char* from, const char* to, std::vector<std::int64_t>& out,
               CommandProblem& problem)
{
    try {
        out = model::doublingRange(std::stoll(flag(options, from, "0")), std::stoll(flag(options, to, "0")));
    } catch (const std::exception&) {
        out.clear();
    }
    if (!out.empty())
        return true;
    // Elsewhere --from names a configuration; sweep takes one as its SCENARIO instead.
    std::error_code ignored;
    const char* pattern = std::filesystem::is_regular_file(flag(options, from), ignored)
                              ? MEMLEDGER_TRANSLATABLE("CliProblem", "--%1 and --%2 must give a range of positive "
                                                                     "whole numbers; to start from a configuration "
                                                                     "file, give it as the scenario: memledger sweep "
                                                                     "FILE --knob ...")
                              : MEMLEDGER_TRANSLATABLE("CliProblem", "--%1 and --%2 must give a range of positive "
                                                                     "whole numbers");
    problem = {pattern, {from, to}};
    return false;
}

bool buildSweep(const CommandInput& input, model::Sweep& result, CommandProblem& problem)
{
    const auto knob = model::parseSweepKnob(flag(input.options, "knob", "seq"));
    if (!knob)
        return problem = {MEMLEDGER_TRANSLATABLE("CliProblem", "--knob expects seq, mbs, dp or model")}, false;
    if (*knob != model::SweepKnob::Model) {
        std::vector<std::int64_t> values;
        if (!readRange(input.options, "from", "to", values, problem))
            return false;
        result = model::sweepOf(input.scenario, *knob, values);
        return true;
    }
    std::vector<model::Architecture> models;
    std::stringstream ids(flag(input.options, "models"));
    for (std::string id; std::getline(ids, id, ',');) {
        const auto* preset = input.presets.model(id);
        if (!preset)
            return problem = {MEMLEDGER_TRANSLATABLE("CliProblem", "unknown model '%1' in --models"), {id}}, false;
        models.push_back(preset->arch);
    }
    if (models.empty())
        return problem = {MEMLEDGER_TRANSLATABLE("CliProblem", "--knob model needs --models ID,ID,...")}, false;
    result = model::sweepModelsOf(input.scenario, models);
    return true;
}

void printSweep(const model::Sweep& result, const Options& options)
{
    const bool csv = options.format == Format::Csv;
    if (options.format == Format::Json) {
        nlohmann::json points = nlohmann::json::array();
        for (const auto& p : result.points)
            points.push_back({{"value", p.value}, {"label", p.label}, {"valid", p.valid}, {"fits", p.fits},
                              {"total_bytes", p.total}, {"problem", p.problem},
                              {"by_category", std::vector<double>(p.byCategory.begin(), p.byCategory.end())}});
        const nlohmann::json document{{"knob", model::sweepKnobId(result.knob)}, {"capacity_bytes", result.capacity},
                                      {"first_oom", result.firstOom}, {"points", points}};
        std::cout << model::jsonText(document, 2) << '\n';
        return;
    }
    if (csv) {
        // CSV is a machine interface, like JSON: English ids and yes/no in every language.
        std::cout << "value,total_bytes,fits\n";
        for (const auto& p : result.points)
            std::cout << p.label << ',' << static_cast<long long>(p.total) << ',' << (p.fits ? "yes" : "no") << '\n';
        return;
    }
    std::cout << padded(word("Cli", "value"), 12) << ' ' << padded(word("Cli", "total"), 9, true) << "     "
              << word("Cli", "fits") << '\n';
    for (std::size_t i = 0; i < result.points.size(); ++i) {
        const auto& p = result.points[i];
        const std::string total = p.valid ? model::bytesText(p.total, options.unit) : "-";
        const std::string verdict = !p.valid ? problemText(p.firstProblem) : p.fits ? word("Cli", "yes") : word("Cli", "no");
        std::cout << padded(p.label, 12) << ' ' << padded(total, 12, true) << "     " << verdict
                  << (static_cast<int>(i) == result.firstOom ? "   " + word("Cli", "<- first out-of-memory point") : "")
                  << '\n';
    }
    std::cout << model::filledPattern(word("Cli", "capacity %1"), {model::bytesText(result.capacity, options.unit)})
              << '\n';
}

// A cell of the fit map: English words in CSV, the chosen language's in the table.
std::string cellText(const model::SweepPoint& cell, bool csv)
{
    const char* english = cell.fits ? MEMLEDGER_TRANSLATABLE("Cli", "fits")
                          : cell.valid ? MEMLEDGER_TRANSLATABLE("Cli", "OOM")
                                       : MEMLEDGER_TRANSLATABLE("Cli", "invalid");
    return csv ? english : word("Cli", english);
}

int printHeatMap(const CommandInput& input)
{
    CommandProblem problem;
    std::vector<std::int64_t> xs, ys;
    const auto xKnob = model::parseSweepKnob(flag(input.options, "knob", "seq"));
    const auto yKnob = model::parseSweepKnob(flag(input.options, "knob2"));
    if (!xKnob || !yKnob || *xKnob == model::SweepKnob::Model || *yKnob == model::SweepKnob::Model)
        return reportFailure(
            CommandProblem{
                MEMLEDGER_TRANSLATABLE("CliProblem", "a fit map needs --knob and --knob2 among seq, mbs and dp")},
            input.options.format);
    if (!readRange(input.options, "from", "to", xs, problem) || !readRange(input.options, "from2", "to2", ys, problem))
        return reportFailure(problem, input.options.format);
    const model::HeatMap map = model::fitMapOf(input.scenario, *xKnob, xs, *yKnob, ys);
    if (input.options.format == Format::Json) {
        nlohmann::json fits = nlohmann::json::array();
        for (const auto& row : map.cells) {
            fits.push_back(nlohmann::json::array());
            for (const auto& cell : row)
                fits.back().push_back(cell.fits);
        }
        std::cout << model::jsonText(nlohmann::json{{"x", xs}, {"y", ys}, {"fits", fits}, {"boundary", map.boundary}}, 2) << '\n';
        return 0;
    }
    const bool csv = input.options.format == Format::Csv;
    const char* sep = csv ? "," : "\t";
    std::cout << model::sweepKnobId(*yKnob) << '\\' << model::sweepKnobId(*xKnob);
    for (auto x : xs)
        std::cout << sep << x;
    std::cout << '\n';
    for (std::size_t y = map.ys.size(); y-- > 0;) {
        std::cout << ys[y];
        for (const auto& cell : map.cells[y])
            std::cout << sep << cellText(cell, csv);
        std::cout << '\n';
    }
    return 0;
}

}  // namespace

int runSweep(const CommandInput& input)
{
    if (input.options.flags.count("knob2"))
        return printHeatMap(input);
    model::Sweep result;
    CommandProblem problem;
    if (!buildSweep(input, result, problem))
        return reportFailure(problem, input.options.format);
    printSweep(result, input.options);
    return 0;
}

}  // namespace memledger::cli
