// What a scenario file keeps beside the scenario for the window: the scenes of a
// presentation, the scenario pinned as A in the A/B comparison and the sweep's settings.
// Every key is optional, so files written before these existed still load; the commands
// read the scenario and leave these keys to the window.
//
//   "scenes":    [{"name": "ZeRO-3", "view": "ledger" | "activations" | "timeline" | "allocator" |
//                  "sweep" | "heatmap" | "compare", "term": "<term id>" (optional),
//                  "timeline_window": [FROM, TO] (optional, fractions of the step),
//                  "scenario": {<a scenario document>}}, …]
//   "compare_a": {<a scenario document>}
//   "sweep":     {"knob": "seq" | "mbs" | "dp" | "model", "from": N, "to": N}
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/scenario.h"
#include "model/core/validation.h"
#include "model/io/presets.h"

namespace memledger::model {

// The views a scene can show; the first is the ledger, the rest are the window's tabs.
const std::vector<std::string>& sceneViewIds();

struct SceneView {
    std::string view = "ledger";   // one of sceneViewIds()
    std::string term;              // the term selected in the inspector; empty: none
    // The timeline's visible window as fractions of the step; [0, 1] is the whole step.
    double windowFrom = 0;
    double windowTo = 1;

    bool operator==(const SceneView&) const = default;
};

struct Scene {
    std::string name;
    Scenario scenario;
    SceneView view;
};

struct SweepSettings {
    std::string knob = "seq";   // sweepKnobId()
    std::int64_t from = 0;
    std::int64_t to = 0;

    bool operator==(const SweepSettings&) const = default;
};

struct Workspace {
    std::vector<Scene> scenes;
    std::optional<Scenario> pinnedA;
    std::optional<SweepSettings> sweep;
};

// Reads the workspace keys of a scenario document; each scene and the pinned A are read
// on top of `defaults`, as the document's own scenario is. Problems name their path
// ("scenes[1].view").
void readWorkspace(const nlohmann::json& document, const PresetLibrary& presets, const Scenario& defaults,
                   Workspace& workspace, std::vector<Problem>& problems);
// Adds the workspace's keys to a scenario document; an empty part writes no key.
void writeWorkspace(const Workspace& workspace, nlohmann::json& document);

}  // namespace memledger::model
