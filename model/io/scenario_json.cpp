#include "model/io/scenario_json.h"

#include "model/core/json_reader.h"
#include "model/core/scenario_fields.h"
#include "model/core/untrusted_json.h"
#include "model/core/vocabulary.h"

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

// A distillation job's teacher is named by its preset, whose architecture it takes.
void readTeacher(JsonReader& in, const PresetLibrary& presets, Scenario& scenario, std::vector<Problem>& problems)
{
    std::string modelId;
    if (in.read("model", modelId))
        nameTeacher(presets, modelId, in.childPath("model"), scenario.teacher, problems);
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

// Each entry is checked as a scenario field is: a wrong type or word is a problem at its path.
void readLimitations(JsonReader& in, Scenario& scenario, std::vector<Problem>& problems)
{
    const nlohmann::json* list = in.array(kLimitationsKey);
    if (!list)
        return;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const std::string path = in.childPath(kLimitationsKey) + "[" + std::to_string(i) + "]";
        const nlohmann::json* entry = element(*list, i);
        if (!entry || !entry->is_object()) {
            problems.push_back(wrongType(path, kindWord(nlohmann::json::value_t::object), entry ? *entry : *list));
            continue;
        }
        JsonReader item(*entry, path, problems);
        Limitation limitation;
        std::string changes;
        std::string bias;
        // Each is read, so that a missing one is not also reported as unknown keys.
        const bool hasKey = item.read("key", limitation.key);
        const bool hasChanges = item.read("changes", changes);
        const bool hasBias = item.read("bias", bias);
        const bool complete = hasKey && hasChanges && hasBias;
        item.read("file", limitation.file);
        item.read("value", limitation.value);
        item.read("note", limitation.note);
        item.finish();
        std::optional<Category> changed;
        const bool category = effectCategoryOfId(changes, changed);
        const auto direction = biasOfId(bias);
        if (!complete) {
            problems.push_back(templatedProblem(
                "", MEMLEDGER_TRANSLATABLE("Problem", "%1: a limitation names its key, what it changes and which way"),
                {{path}}));
            problems.back().field = path;
        } else if (!category || !direction) {
            const std::string key = path + (category ? ".bias" : ".changes");
            problems.push_back(templatedProblem(
                "",
                category ? MEMLEDGER_TRANSLATABLE("Problem", "%1: \"%2\" is not high, low or either")
                         : MEMLEDGER_TRANSLATABLE("Problem", "%1: \"%2\" is not a ledger category"),
                {{key}, {category ? bias : changes}}));
            problems.back().field = key;
        } else {
            limitation.effect = {changed, *direction};
            if (std::find(scenario.limitations.begin(), scenario.limitations.end(), limitation) ==
                scenario.limitations.end())
                scenario.limitations.push_back(std::move(limitation));
        }
    }
}

}  // namespace

nlohmann::json limitationsToJson(const std::vector<Limitation>& limitations)
{
    nlohmann::json out = nlohmann::json::array();
    for (const Limitation& limitation : limitations)
        out.push_back({{"key", limitation.key},
                       {"file", limitation.file},
                       {"value", limitation.value},
                       {"changes", effectCategoryId(limitation.effect)},
                       {"bias", biasId(limitation.effect.bias)},
                       {"note", limitation.note}});
    return out;
}

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
            readLimitations(object, scenario, problems);
        } else if (object.path() == "parallel") {
            object.read("stage_layers", scenario.parallel.stageLayers);
        } else if (object.path() == "teacher") {
            readTeacher(object, presets, scenario, problems);
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
    if (!s.limitations.empty())
        out[kLimitationsKey] = limitationsToJson(s.limitations);
    if (!s.modelId.empty())
        out["model"] = s.modelId;
    if (!s.hardware.gpuId.empty())
        out["gpu"] = s.hardware.gpuId;
    if (s.teacher.enabled())
        out["teacher"]["model"] = s.teacher.modelId;
    return out;
}

}  // namespace memledger::model
