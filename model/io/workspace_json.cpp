#include "model/io/workspace_json.h"

#include <algorithm>

#include "model/core/json_reader.h"
#include "model/core/untrusted_json.h"
#include "model/explore/sweep.h"
#include "model/io/scenario_json.h"

namespace memledger::model {

namespace {

// A nested scenario document, its problems named by where it sits in the file.
std::optional<Scenario> readNestedScenario(const nlohmann::json& document, const std::string& path,
                                           const PresetLibrary& presets, const Scenario& defaults,
                                           std::vector<Problem>& problems)
{
    Scenario scenario = defaults;
    std::vector<Problem> own;
    readScenario(document, presets, scenario, own);
    for (Problem& problem : own) {
        problem.field = problem.field.empty() ? path : path + "." + problem.field;
        problem.message = path + ": " + problem.message;
        problems.push_back(std::move(problem));
    }
    if (!own.empty())
        return std::nullopt;
    return scenario;
}

void readTimelineWindow(JsonReader& in, SceneView& view, std::vector<Problem>& problems)
{
    const nlohmann::json* window = in.array("timeline_window");
    if (!window)
        return;
    const auto first = window->size() == 2 ? asNumber(*element(*window, 0)) : std::nullopt;
    const auto second = window->size() == 2 ? asNumber(*element(*window, 1)) : std::nullopt;
    const bool pair = first && second;
    const double from = first.value_or(0);
    const double to = second.value_or(0);
    if (!pair || from < 0 || to > 1 || from >= to) {
        const std::string path = in.childPath("timeline_window");
        problems.push_back({path, path + " is " + shownJson(*window) +
                                      "; expected [FROM, TO], fractions of the step with 0 ≤ FROM < TO ≤ 1"});
        return;
    }
    view.windowFrom = from;
    view.windowTo = to;
}

void readScene(const nlohmann::json& item, const std::string& path, const PresetLibrary& presets,
               const Scenario& defaults, Workspace& workspace, std::vector<Problem>& problems)
{
    JsonReader in(item, path, problems);
    if (!item.is_object())
        return;
    Scene scene;
    in.read("name", scene.name);
    std::size_t view = 0;
    if (in.readWord("view", sceneViewIds(), view))
        scene.view.view = sceneViewIds()[view];
    in.read("term", scene.view.term);
    readTimelineWindow(in, scene.view, problems);
    const nlohmann::json* document = in.object("scenario");
    in.finish();
    if (!document) {
        if (!item.contains("scenario"))
            problems.push_back({path + ".scenario", path + ".scenario is missing; a scene holds its scenario"});
        return;
    }
    if (auto scenario = readNestedScenario(*document, path + ".scenario", presets, defaults, problems)) {
        scene.scenario = std::move(*scenario);
        workspace.scenes.push_back(std::move(scene));
    }
}

void readSweep(const nlohmann::json& object, Workspace& workspace, std::vector<Problem>& problems)
{
    JsonReader in(object, kWorkspaceSweepKey, problems);
    SweepSettings sweep;
    std::string knob;
    if (in.read("knob", knob)) {
        if (parseSweepKnob(knob))
            sweep.knob = knob;
        else
            problems.push_back({"sweep.knob", "sweep.knob is \"" + knob + "\"; expected seq, mbs, dp or model"});
    }
    in.read("from", sweep.from);
    in.read("to", sweep.to);
    in.finish();
    workspace.sweep = sweep;
}

}  // namespace

const std::vector<std::string>& sceneViewIds()
{
    static const std::vector<std::string> ids = {"ledger", "activations", "timeline", "allocator",
                                                 "sweep",  "heatmap",     "compare"};
    return ids;
}

void readWorkspace(const nlohmann::json& document, const PresetLibrary& presets, const Scenario& defaults,
                   Workspace& workspace, std::vector<Problem>& problems)
{
    if (!document.is_object())
        return;
    if (const auto it = document.find(kWorkspaceScenesKey); it != document.end() && it->is_array())
        for (std::size_t i = 0; i < it->size(); ++i)
            readScene((*it)[i], std::string(kWorkspaceScenesKey) + "[" + std::to_string(i) + "]", presets, defaults,
                      workspace, problems);
    if (const auto it = document.find(kWorkspacePinnedKey); it != document.end() && it->is_object())
        workspace.pinnedA = readNestedScenario(*it, kWorkspacePinnedKey, presets, defaults, problems);
    if (const auto it = document.find(kWorkspaceSweepKey); it != document.end() && it->is_object())
        readSweep(*it, workspace, problems);
}

void writeWorkspace(const Workspace& workspace, nlohmann::json& document)
{
    if (!workspace.scenes.empty()) {
        nlohmann::json scenes = nlohmann::json::array();
        for (const Scene& scene : workspace.scenes) {
            nlohmann::json item = {{"name", scene.name}, {"view", scene.view.view}};
            if (!scene.view.term.empty())
                item["term"] = scene.view.term;
            if (scene.view.windowFrom > 0 || scene.view.windowTo < 1)
                item["timeline_window"] = {scene.view.windowFrom, scene.view.windowTo};
            item["scenario"] = scenarioToJson(scene.scenario);
            scenes.push_back(std::move(item));
        }
        document[kWorkspaceScenesKey] = std::move(scenes);
    }
    if (workspace.pinnedA)
        document[kWorkspacePinnedKey] = scenarioToJson(*workspace.pinnedA);
    if (workspace.sweep)
        document[kWorkspaceSweepKey] = {
            {"knob", workspace.sweep->knob}, {"from", workspace.sweep->from}, {"to", workspace.sweep->to}};
}

}  // namespace memledger::model
