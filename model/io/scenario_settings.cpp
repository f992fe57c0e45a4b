#include "model/io/scenario_settings.h"

#include "model/io/scenario_json.h"

namespace memledger::model {

namespace {

void flatten(const nlohmann::json& value, const std::string& path, std::map<std::string, std::string>& out)
{
    if (value.is_object()) {
        for (const auto& [key, child] : value.items())
            flatten(child, path.empty() ? key : path + "." + key, out);
        return;
    }
    out[path] = value.is_string() ? value.get<std::string>() : value.dump();
}

}  // namespace

std::map<std::string, std::string> scenarioSettings(const Scenario& scenario)
{
    std::map<std::string, std::string> out;
    flatten(scenarioToJson(scenario), "", out);
    return out;
}

}  // namespace memledger::model
