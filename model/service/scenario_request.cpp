#include "model/service/scenario_request.h"

#include <cmath>
#include <string>

#include "model/core/scenario_fields.h"
#include "model/core/stage_layers_text.h"
#include "model/core/translatable.h"
#include "model/io/hf_config/hf_config_source.h"
#include "model/io/scenario_json.h"
#include "model/service/imported_configs.h"
#include "model/service/scenario_source.h"

namespace memledger::model {

namespace {

void applyModelChoice(const ScenarioRequest& request, const PresetLibrary& presets, Scenario& scenario,
                      std::vector<Problem>& problems, std::vector<ImportNote>& notes)
{
    if (!request.model.empty()) {
        if (const auto* preset = presets.model(request.model)) {
            applyModel(*preset, scenario);
        } else {
            std::vector<std::string> ids;
            for (const auto& entry : presets.models)
                ids.push_back(entry.first);
            problems.push_back({"model", "unknown model '" + request.model + "'; try one of: " +
                                             closestMatches(request.model, ids) + " (memledger presets lists all)"});
        }
    }
    if (!request.hfConfig.empty()) {
        auto imported = loadHfConfig(request.hfConfig, problems);
        adoptHfImport(imported, request.hfConfig, scenario);
        notes.insert(notes.end(), imported.notes.begin(), imported.notes.end());
    }
}

void applyGpuChoice(const ScenarioRequest& request, const PresetLibrary& presets, Scenario& scenario,
                    std::vector<Problem>& problems)
{
    if (request.gpu.empty())
        return;
    if (const auto* gpu = presets.gpu(request.gpu)) {
        applyGpu(*gpu, scenario.hardware);
        return;
    }
    std::vector<std::string> ids;
    for (const auto& entry : presets.gpus)
        ids.push_back(entry.first);
    problems.push_back({"gpu", "unknown GPU '" + request.gpu + "'; try one of: " + closestMatches(request.gpu, ids)});
}

void applyTeacherChoice(const ScenarioRequest& request, const PresetLibrary& presets, Scenario& scenario,
                        std::vector<Problem>& problems)
{
    if (!request.teacher.empty())
        nameTeacher(presets, request.teacher, "teacher.model", scenario.teacher, problems);
}

// A field's flag, or a switch's off flag; both at once contradict each other.
void applyField(const ScenarioRequest& request, const ScenarioField& field, Scenario& scenario,
                std::vector<Problem>& problems)
{
    const auto on = request.fields.find(field.flag);
    const auto off = field.offFlag ? request.fields.find(field.offFlag) : request.fields.end();
    if (on != request.fields.end() && off != request.fields.end()) {
        std::string message = "--";
        message += field.flag;
        problems.push_back({field.key, message + " and --" + field.offFlag + " contradict each other; give one"});
    } else if (on != request.fields.end()) {
        applyFlag(field, on->first, on->second, scenario, problems);
    } else if (off != request.fields.end()) {
        applyFlag(field, off->first, off->second, scenario, problems);
    }
}

}  // namespace

Scenario startingScenario(const PresetLibrary& presets)
{
    Scenario scenario;
    if (const auto* model = presets.model("llama-3.1-8b"))
        applyModel(*model, scenario);
    if (const auto* gpu = presets.gpu("h100-sxm"))
        applyGpu(*gpu, scenario.hardware);
    scenario.training.seq = 4096;
    return scenario;
}

const ModelPreset* modelPresetOf(const Scenario& scenario, const PresetLibrary& presets)
{
    const auto* preset = presets.model(scenario.modelId);
    return preset && preset->arch == scenario.arch ? preset : nullptr;
}

void forgetStaleModelId(Scenario& scenario, const PresetLibrary& presets)
{
    if (!modelPresetOf(scenario, presets))
        scenario.modelId.clear();
}

Scenario assembleScenario(const ScenarioRequest& request, const PresetLibrary& presets,
                          std::vector<Problem>& problems, std::vector<ImportNote>* notes)
{
    std::vector<ImportNote> unread;
    Scenario scenario = startingScenario(presets);
    std::vector<std::string> configs = request.configs;
    if (!request.scenario.empty()) {
        if (isOtherToolsConfig(request.scenario))
            configs.insert(configs.begin(), request.scenario);
        else if (const auto document = scenarioDocument(request.scenario, presets, problems))
            readScenario(*document, presets, scenario, problems);
    }
    const ImportedConfigs imported = overlayConfigs(configs, presets, scenario, problems);
    applyModelChoice(request, presets, scenario, problems, notes ? *notes : unread);
    applyGpuChoice(request, presets, scenario, problems);
    applyTeacherChoice(request, presets, scenario, problems);
    for (const auto& field : scenarioFields())
        applyField(request, field, scenario, problems);
    if (!request.stageLayers.empty()) {
        if (const auto layers = stageLayersFromText(request.stageLayers))
            scenario.parallel.stageLayers = *layers;
        else
            problems.push_back(templatedProblem(
                "parallel.stage_layers",
                MEMLEDGER_TRANSLATABLE("Problem", "--stage-layers is '%1'; give each pipeline stage's layers as whole "
                                                  "numbers separated by commas, e.g. 19,20,20,21"),
                {{request.stageLayers}}));
    }
    // A value given for a field that another given setting decides must be the one it decides
    // (--accum 8 with --global-batch 64 on 8 GPUs at micro-batch 1); else it would be dropped unsaid.
    for (const auto& field : scenarioFields()) {
        const auto given = request.fields.find(field.flag);
        if (given == request.fields.end() || !field.isDecided(scenario) || field.get(scenario) == field.inForce(scenario))
            continue;
        const ScenarioField& decider = scenarioField(field.decidedBy);
        problems.push_back(templatedProblem(
            field.key,
            MEMLEDGER_TRANSLATABLE("Problem", "--%1 %2 contradicts --%3, which makes it %4; give one of them, or "
                                              "make them agree"),
            {{field.flag}, {given->second}, {decider.flag}, {std::to_string(std::llround(field.inForce(scenario)))}}));
    }
    if (problems.empty())
        resolveImportedBatches(imported, request.fields.count("mbs") > 0, request.fields.count("accum") > 0, scenario,
                               problems);
    forgetStaleModelId(scenario, presets);
    return scenario;
}

}  // namespace memledger::model
