// The table's fields in a scenario file: read in the table's order, written nested by
// their keys.
#include <algorithm>
#include <cmath>
#include <limits>

#include <nlohmann/json.hpp>

#include "model/core/json_reader.h"
#include "model/core/scenario_fields.h"

namespace memledger::model {

namespace {

// "parallel" for "parallel.tp"; "" for a field at the top of the file.
std::string_view parentOf(std::string_view key)
{
    const auto dot = key.rfind('.');
    return dot == std::string_view::npos ? std::string_view() : key.substr(0, dot);
}

// The objects directly inside the one at `path` that hold fields, in the order of their first field.
std::vector<std::string> nestedObjects(const std::string& path)
{
    const std::string prefix = path.empty() ? path : path + ".";
    std::vector<std::string> out;
    for (const auto& field : scenarioFields()) {
        const std::string_view key(field.key);
        if (!key.starts_with(prefix))
            continue;
        const std::string_view rest = key.substr(prefix.size());
        const auto dot = rest.find('.');
        if (dot == std::string_view::npos)
            continue;
        std::string name(rest.substr(0, dot));
        if (std::find(out.begin(), out.end(), name) == out.end())
            out.push_back(std::move(name));
    }
    return out;
}

void readField(JsonReader& in, const ScenarioField& field, Scenario& scenario)
{
    const std::string name = field.name();
    const char* key = name.c_str();
    switch (field.type) {
    case FieldType::Int:
        if (field.highest > std::numeric_limits<int>::max()) {
            std::int64_t value = 0;
            if (in.read(key, value))
                assign(field, scenario, static_cast<double>(value));
        } else {
            int value = 0;
            if (in.read(key, value))
                assign(field, scenario, value);
        }
        break;
    case FieldType::Double:
        if (double value = 0; in.read(key, value))
            assign(field, scenario, value);
        break;
    case FieldType::Bool:
        if (bool value = false; in.read(key, value))
            assign(field, scenario, value ? 1.0 : 0.0);
        break;
    case FieldType::Enum:
        if (std::size_t index = 0; in.readWord(key, field.words, index))
            assign(field, scenario, static_cast<double>(index));
        break;
    case FieldType::String:
        if (std::string value; in.read(key, value))
            assign(field, scenario, value);
        break;
    }
}

nlohmann::json valueOf(const ScenarioField& field, const Scenario& scenario)
{
    switch (field.type) {
    case FieldType::Int: return std::llround(field.get(scenario));
    case FieldType::Double: return field.get(scenario);
    case FieldType::Bool: return field.get(scenario) != 0;
    case FieldType::Enum: return field.words[static_cast<std::size_t>(field.get(scenario))];
    case FieldType::String: return field.getText(scenario);
    }
    return nullptr;
}

}  // namespace

void readFields(JsonReader& in, Scenario& scenario, std::vector<Problem>& problems,
                const std::function<void(JsonReader&)>& more)
{
    for (const auto& field : scenarioFields())
        if (parentOf(field.key) == in.path())
            readField(in, field, scenario);
    if (more)
        more(in);
    for (const std::string& name : nestedObjects(in.path())) {
        if (const auto* object = in.object(name.c_str())) {
            JsonReader nested(*object, in.childPath(name.c_str()), problems);
            readFields(nested, scenario, problems, more);
            nested.finish();
        }
    }
}

nlohmann::json fieldsToJson(const Scenario& scenario)
{
    nlohmann::json out = nlohmann::json::object();
    for (const auto& field : scenarioFields()) {
        std::string pointer = "/";
        pointer += field.key;
        std::replace(pointer.begin(), pointer.end(), '.', '/');
        out[nlohmann::json::json_pointer(pointer)] = valueOf(field, scenario);
    }
    return out;
}

}  // namespace memledger::model
