// TOML into a document, with toml++.
#include <cmath>

#include <toml++/toml.h>

#include "model/core/json_file.h"
#include "model/imports/config_document.h"

namespace memledger::model {

namespace {

struct TooDeep {};

nlohmann::json convert(const toml::node& node, int depth)
{
    if (depth > kMaxJsonDepth)
        throw TooDeep{};
    if (const auto* table = node.as_table()) {
        nlohmann::json out = nlohmann::json::object();
        for (const auto& [key, value] : *table)
            out[std::string(key.str())] = convert(value, depth + 1);
        return out;
    }
    if (const auto* array = node.as_array()) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& value : *array)
            out.push_back(convert(value, depth + 1));
        return out;
    }
    if (const auto* text = node.as_string())
        return text->get();
    if (const auto* whole = node.as_integer())
        return whole->get();
    if (const auto* real = node.as_floating_point()) {
        // JSON has no infinity or NaN; TOML's inf and nan stay words.
        const double value = real->get();
        if (std::isfinite(value))
            return value;
        return std::isnan(value) ? "nan" : value > 0 ? "inf" : "-inf";
    }
    if (const auto* truth = node.as_boolean())
        return truth->get();
    // Dates and times: as TOML writes them.
    std::ostringstream text;
    if (const auto* date = node.as_date())
        text << *date;
    else if (const auto* time = node.as_time())
        text << *time;
    else if (const auto* moment = node.as_date_time())
        text << *moment;
    return text.str();
}

}  // namespace

std::optional<nlohmann::json> parseTomlDocument(std::string_view text, const std::string& source,
                                                std::vector<Problem>& problems)
{
    try {
        const toml::table table = toml::parse(text, source);
        return convert(table, 0);
    } catch (const toml::parse_error& error) {
        const auto& begin = error.source().begin;
        // The parser's own description stays as toml++ words it.
        Problem problem =
            templatedProblem("", MEMLEDGER_TRANSLATABLE("Problem", "%1 is not valid TOML: line %2, column %3: %4"),
                             {{source},
                              {std::to_string(begin.line)},
                              {std::to_string(begin.column)},
                              {std::string(error.description())}});
        problem.field = source;
        problems.push_back(std::move(problem));
    } catch (const TooDeep&) {
        Problem problem = templatedProblem("",
                                           MEMLEDGER_TRANSLATABLE("Problem",
                                                                  "%1 nests tables and arrays more than %2 "
                                                                  "levels deep; MemLedger reads configuration "
                                                                  "files, not that"),
                                           {{source}, {std::to_string(kMaxJsonDepth)}});
        problem.field = source;
        problems.push_back(std::move(problem));
    }
    return std::nullopt;
}

}  // namespace memledger::model
