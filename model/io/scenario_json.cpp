#include "model/io/scenario_json.h"

#include "model/core/json_reader.h"
#include "model/core/scenario_fields.h"

namespace memledger::model {

namespace {

void readPresetReferences(JsonReader& in, const PresetLibrary& presets, Scenario& scenario,
                          std::vector<Problem>& problems)
{
    std::string modelId;
    in.read("model", modelId);
    if (!modelId.empty()) {
        if (const auto* preset = presets.model(modelId)) {
            applyModel(*preset, scenario);
        } else {
            std::vector<std::string> ids;
            for (const auto& entry : presets.models)
                ids.push_back(entry.first);
            problems.push_back({"model", "unknown model \"" + modelId + "\"; known models: " + closestMatches(modelId, ids)});
        }
    }
    std::string gpuId;
    in.read("gpu", gpuId);
    if (!gpuId.empty()) {
        if (const auto* gpu = presets.gpu(gpuId)) {
            applyGpu(*gpu, scenario.hardware);
        } else {
            std::vector<std::string> ids;
            for (const auto& entry : presets.gpus)
                ids.push_back(entry.first);
            problems.push_back({"gpu", "unknown GPU \"" + gpuId + "\"; known GPUs: " + closestMatches(gpuId, ids)});
        }
    }
}

void readHeader(JsonReader& in, Scenario& scenario, std::vector<Problem>& problems)
{
    std::string schema;
    int version = kScenarioVersion;
    in.read("schema", schema);
    in.read("version", version);
    if (!schema.empty() && schema != kScenarioSchema)
        problems.push_back({"schema", "schema is \"" + schema + "\"; a scenario file says \"" + kScenarioSchema + "\""});
    if (version > kScenarioVersion)
        problems.push_back({"version", "scenario version " + std::to_string(version) +
                                           " is newer than this MemLedger understands (" +
                                           std::to_string(kScenarioVersion) + "); update MemLedger"});
    std::string ignored;
    in.read("title", scenario.title);
    in.read("description", scenario.description);
    in.read("seed_figure", ignored);
    // The window's workspace (workspace_json.h): type-checked here, read there.
    in.array(kWorkspaceScenesKey);
    in.object(kWorkspacePinnedKey);
    in.object(kWorkspaceSweepKey);
}

}  // namespace

void readScenario(const nlohmann::json& document, const PresetLibrary& presets, Scenario& scenario,
                  std::vector<Problem>& problems)
{
    JsonReader in(document, "", problems);
    if (!document.is_object())
        return;
    // The keys that are not scenario fields: the file's own, the presets it names (after the
    // framework, before the architecture that may refine the model) and the pipeline split.
    readFields(in, scenario, problems, [&](JsonReader& object) {
        if (object.path().empty()) {
            readHeader(object, scenario, problems);
            readPresetReferences(object, presets, scenario, problems);
        } else if (object.path() == "parallel") {
            object.read("stage_layers", scenario.parallel.stageLayers);
        }
    });
    in.finish();
}

nlohmann::json scenarioToJson(const Scenario& s)
{
    nlohmann::json out = fieldsToJson(s);
    out["schema"] = kScenarioSchema;
    out["version"] = kScenarioVersion;
    if (!s.title.empty())
        out["title"] = s.title;
    out["description"] = s.description;
    out["parallel"]["stage_layers"] = s.parallel.stageLayers;
    if (!s.modelId.empty())
        out["model"] = s.modelId;
    if (!s.hardware.gpuId.empty())
        out["gpu"] = s.hardware.gpuId;
    return out;
}

}  // namespace memledger::model
