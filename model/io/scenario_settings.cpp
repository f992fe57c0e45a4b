#include "model/io/scenario_settings.h"

#include "model/core/untrusted_json.h"
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
    out[path] = asString(value).value_or(shownJson(value));
}

}  // namespace

std::map<std::string, std::string> scenarioSettings(const Scenario& scenario)
{
    std::map<std::string, std::string> out;
    flatten(scenarioToJson(scenario), "", out);
    return out;
}

}  // namespace memledger::model
