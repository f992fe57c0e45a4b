// The table's fields on the command line: a flag's text into the field, in the flag's unit.
#include <algorithm>
#include <charconv>
#include <cmath>

#include "model/core/enum_names.h"
#include "model/core/scenario_fields.h"

namespace memledger::model {

void applyFlag(const ScenarioField& field, std::string_view flag, const std::string& value, Scenario& scenario,
               std::vector<Problem>& problems)
{
    std::string given = "--";
    given += flag;
    switch (field.type) {
    case FieldType::Bool:
        assign(field, scenario, flag == field.flag ? 1.0 : 0.0);
        return;
    case FieldType::String:
        assign(field, scenario, value);
        return;
    case FieldType::Enum: {
        const auto found = std::find(field.words.begin(), field.words.end(), value);
        if (found == field.words.end())
            problems.push_back({field.key, given + " is '" + value + "'; expected " + choiceList(field.words)});
        else
            assign(field, scenario, static_cast<double>(found - field.words.begin()));
        return;
    }
    case FieldType::Int: {
        std::int64_t whole = 0;
        const char* end = value.data() + value.size();
        const auto [stop, error] = std::from_chars(value.data(), end, whole);
        if (error == std::errc() && stop == end)
            assign(field, scenario, static_cast<double>(whole) * field.flagUnit);
        else
            problems.push_back({field.key, given + " expects a whole number, got '" + value + "'"});
        return;
    }
    case FieldType::Double: {
        double number = 0;
        std::size_t used = 0;
        try {
            number = std::stod(value, &used);
        } catch (const std::exception&) {
            used = 0;
        }
        if (used > 0 && used == value.size() && std::isfinite(number))
            assign(field, scenario, number * field.flagUnit);
        else
            problems.push_back({field.key, given + " expects a number, got '" + value + "'"});
        return;
    }
    }
}

}  // namespace memledger::model
