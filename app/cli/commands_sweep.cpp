// memledger sweep: memory per GPU against one knob (--knob seq|mbs|dp|model --from A
// --to B, doubling; model: --models ID,ID,…), or a fit map over two (--knob2 … --from2
// … --to2 …), as a table, JSON or CSV. The first out-of-memory point is marked.
#include <filesystem>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "app/cli/commands.h"
#include "model/core/quantity_format.h"
#include "model/explore/sweep.h"

namespace memledger::cli {

namespace {

std::string flag(const Options& options, const char* name, const std::string& fallback = "")
{
    const auto it = options.flags.find(name);
    return it == options.flags.end() ? fallback : it->second;
}

bool readRange(const Options& options, const char* from, const char* to, std::vector<std::int64_t>& out,
               std::string& error)
{
    try {
        out = model::doublingRange(std::stoll(flag(options, from, "0")), std::stoll(flag(options, to, "0")));
    } catch (const std::exception&) {
        out.clear();
    }
    if (out.empty())
        error = std::string("--") + from + " and --" + to + " must give a range of positive whole numbers";
    // Elsewhere --from names a configuration; sweep takes one as its SCENARIO instead.
    std::error_code ignored;
    if (out.empty() && std::filesystem::is_regular_file(flag(options, from), ignored))
        error += "; to start from a configuration file, give it as the scenario: memledger sweep FILE --knob ...";
    return !out.empty();
}

bool buildSweep(const CommandInput& input, model::Sweep& result, std::string& error)
{
    const auto knob = model::parseSweepKnob(flag(input.options, "knob", "seq"));
    if (!knob)
        return error = "--knob expects seq, mbs, dp or model", false;
    if (*knob != model::SweepKnob::Model) {
        std::vector<std::int64_t> values;
        if (!readRange(input.options, "from", "to", values, error))
            return false;
        result = model::sweep(input.scenario, *knob, values);
        return true;
    }
    std::vector<model::Architecture> models;
    std::stringstream ids(flag(input.options, "models"));
    for (std::string id; std::getline(ids, id, ',');) {
        const auto* preset = input.presets.model(id);
        if (!preset)
            return error = "unknown model '" + id + "' in --models", false;
        models.push_back(preset->arch);
    }
    if (models.empty())
        return error = "--knob model needs --models ID,ID,...", false;
    result = model::sweepModels(input.scenario, models);
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
        std::cout << nlohmann::json{{"knob", model::sweepKnobId(result.knob)}, {"capacity_bytes", result.capacity},
                                    {"first_oom", result.firstOom}, {"points", points}}
                         .dump(2)
                  << '\n';
        return;
    }
    std::cout << (csv ? "value,total_bytes,fits\n" : "value            total     fits\n");
    for (std::size_t i = 0; i < result.points.size(); ++i) {
        const auto& p = result.points[i];
        if (csv) {
            std::cout << p.label << ',' << static_cast<long long>(p.total) << ',' << (p.fits ? "yes" : "no") << '\n';
            continue;
        }
        std::printf("%-12s %12s     %s%s\n", p.label.c_str(),
                    p.valid ? model::bytesText(p.total, options.unit).c_str() : "-",
                    !p.valid ? p.problem.c_str() : p.fits ? "yes" : "no",
                    static_cast<int>(i) == result.firstOom ? "   <- first out-of-memory point" : "");
    }
    if (!csv)
        std::printf("capacity %s\n", model::bytesText(result.capacity, options.unit).c_str());
}

int printHeatMap(const CommandInput& input)
{
    std::string error;
    std::vector<std::int64_t> xs, ys;
    const auto xKnob = model::parseSweepKnob(flag(input.options, "knob", "seq"));
    const auto yKnob = model::parseSweepKnob(flag(input.options, "knob2"));
    if (!xKnob || !yKnob || *xKnob == model::SweepKnob::Model || *yKnob == model::SweepKnob::Model)
        return reportFailure("a fit map needs --knob and --knob2 among seq, mbs and dp", input.options.format);
    if (!readRange(input.options, "from", "to", xs, error) || !readRange(input.options, "from2", "to2", ys, error))
        return reportFailure(error, input.options.format);
    const model::HeatMap map = model::heatMap(input.scenario, *xKnob, xs, *yKnob, ys);
    if (input.options.format == Format::Json) {
        nlohmann::json fits = nlohmann::json::array();
        for (const auto& row : map.cells) {
            fits.push_back(nlohmann::json::array());
            for (const auto& cell : row)
                fits.back().push_back(cell.fits);
        }
        std::cout << nlohmann::json{{"x", xs}, {"y", ys}, {"fits", fits}, {"boundary", map.boundary}}.dump(2) << '\n';
        return 0;
    }
    const char* sep = input.options.format == Format::Csv ? "," : "\t";
    std::cout << model::sweepKnobId(*yKnob) << '\\' << model::sweepKnobId(*xKnob);
    for (auto x : xs)
        std::cout << sep << x;
    std::cout << '\n';
    for (std::size_t y = map.ys.size(); y-- > 0;) {
        std::cout << ys[y];
        for (const auto& cell : map.cells[y])
            std::cout << sep << (cell.fits ? "fits" : cell.valid ? "OOM" : "invalid");
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
    std::string error;
    if (!buildSweep(input, result, error))
        return reportFailure(error, input.options.format);
    printSweep(result, input.options);
    return 0;
}

}  // namespace memledger::cli
