#include "model/service/scenario_source.h"

#include <filesystem>

#include "model/core/json_file.h"

namespace memledger::model {

namespace {

namespace fs = std::filesystem;

constexpr std::string_view kScenarioSuffix = ".memledger.json";

std::string joined(const std::vector<std::string>& words)
{
    std::string out;
    for (const auto& word : words)
        out += (out.empty() ? "" : ", ") + word;
    return out;
}

std::string stemOf(const fs::path& path)
{
    std::string name = path.filename().string();
    for (const std::string_view suffix : {kScenarioSuffix, std::string_view(".json")})
        if (name.ends_with(suffix))
            return name.substr(0, name.size() - suffix.size());
    return name;
}

}  // namespace

std::optional<nlohmann::json> scenarioDocument(const std::string& argument, const PresetLibrary& presets,
                                               std::vector<Problem>& problems)
{
    std::error_code error;
    const fs::path path(argument);
    if (fs::exists(path, error))
        return readJsonFile(argument, problems);
    std::vector<std::string> ids;
    for (const auto& entry : presets.scenarios)
        ids.push_back(entry.first);
    const bool bareId = argument.find('/') == std::string::npos && !argument.ends_with(".json");
    if (bareId) {
        if (const auto it = presets.scenarios.find(argument); it != presets.scenarios.end())
            return it->second.document;
        const auto similar = similarIds(argument, ids);
        problems.push_back({"scenario", "no such scenario '" + argument + "'; " +
                                            (similar.empty() ? "the worked scenarios are " + joined(ids)
                                                             : "did you mean " + joined(similar) + "?") +
                                            " (memledger presets lists them)"});
        return std::nullopt;
    }
    // A worked scenario's old or mistyped file name: point at the one beside it.
    for (const auto& id : similarIds(stemOf(path), ids)) {
        const fs::path sibling = path.parent_path() / (id + std::string(kScenarioSuffix));
        if (fs::exists(sibling, error)) {
            problems.push_back(
                {argument, "no such scenario file " + argument + "; did you mean " + sibling.string() + "?"});
            return std::nullopt;
        }
    }
    return readJsonFile(argument, problems);
}

}  // namespace memledger::model
