#include "model/service/imported_configs.h"

#include <filesystem>

#include "model/core/untrusted_json.h"
#include "model/imports/global_batch.h"
#include "model/imports/nearby_files.h"
#include "model/io/scenario_json.h"

namespace memledger::model {

bool isOtherToolsConfig(const std::string& path)
{
    std::error_code error;
    if (path.ends_with(".memledger.json") || !std::filesystem::is_regular_file(path, error))
        return false;
    model::Problem reason;
    const auto text = model::readConfigText(path, reason);
    if (!text)
        return false;
    const model::ConfigFormat format = model::detectConfigFormat(*text, path);
    return format != model::ConfigFormat::Scenario && format != model::ConfigFormat::Unknown;
}

ImportedConfigs overlayConfigs(const std::vector<std::string>& files, const model::PresetLibrary& presets,
                               model::Scenario& scenario, std::vector<model::Problem>& problems)
{
    ImportedConfigs out;
    for (const std::string& file : files) {
        const model::ConfigImport imported = model::importConfigFile(file);
        for (model::Problem problem : imported.report.problems) {
            if (!problem.message.starts_with(file)) {
                problem.message = file + ": " + problem.message;
                problem.lead = file + ": " + problem.lead;
            }
            problems.push_back(std::move(problem));
        }
        if (!imported.report.problems.empty())
            continue;
        model::readScenario(imported.scenario, presets, scenario, problems);
        static const nlohmann::json kNone = nlohmann::json::object();
        // A file that gives the layers' shape without naming a model describes another model
        // than the one it is laid over (a Megatron script over the starting Llama): that name
        // is not kept, and the faces call the model custom.
        const nlohmann::json* architecture = model::member(imported.scenario, "architecture");
        if (architecture && !model::member(imported.scenario, "model") &&
            (model::member(*architecture, "layers") || model::member(*architecture, "hidden")))
            scenario.arch.name.clear();
        const nlohmann::json* training = model::member(imported.scenario, "training");
        out.microGiven = out.microGiven || model::member(training ? *training : kNone, "micro_batch");
        out.accumGiven = out.accumGiven || model::member(training ? *training : kNone, "grad_accum");
        if (imported.globalBatch) {
            model::GlobalBatch batch = *imported.globalBatch;
            batch.sourceKey = file + ": " + batch.sourceKey;
            out.batches.push_back(std::move(batch));
        }
    }
    return out;
}

void resolveImportedBatches(const ImportedConfigs& imported, bool microFlag, bool accumFlag, model::Scenario& scenario,
                            std::vector<model::Problem>& problems)
{
    for (const model::GlobalBatch& batch : imported.batches) {
        auto split = model::resolveGlobalBatch(batch, imported.microGiven || microFlag, imported.accumGiven || accumFlag,
                                               scenario);
        // Kept as the scenario's global batch, so that a saved and reopened import still holds
        // it, and a change of GPUs later derives the accumulation from it as the framework would.
        if (split.empty() && scenario.training.globalBatch <= 0)
            scenario.training.globalBatch = batch.sequences;
        for (auto& problem : split)
            problems.push_back(std::move(problem));
    }
}

}  // namespace memledger::model
