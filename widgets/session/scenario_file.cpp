#include "widgets/session/scenario_file.h"

#include <optional>

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include "model/core/json_file.h"
#include "model/core/untrusted_json.h"
#include "model/io/hf_config/hf_config_source.h"
#include "model/core/json_reader.h"
#include "model/io/scenario_json.h"
#include "model/service/scenario_request.h"
#include "widgets/common/vocabulary.h"
#include "widgets/session/problem_text.h"

namespace memledger::widgets {

namespace {

QString joinProblems(const std::vector<model::Problem>& problems)
{
    QStringList lines;
    for (const auto& p : problems)
        lines << problemLine(p);
    return lines.join(QLatin1Char('\n'));
}

}  // namespace

bool scenarioFromJson(const nlohmann::json& document, const model::PresetLibrary& presets, model::Scenario& out,
                      QString* error, model::Workspace* workspace)
{
    const model::Scenario defaults = model::startingScenario(presets);
    model::Scenario s = defaults;
    std::vector<model::Problem> problems;
    model::readScenario(document, presets, s, problems);
    model::Workspace read;
    if (workspace)
        model::readWorkspace(document, presets, defaults, read, problems);
    if (!problems.empty()) {
        if (error)
            *error = joinProblems(problems);
        return false;
    }
    model::forgetStaleModelId(s, presets);
    for (model::Scene& scene : read.scenes)
        model::forgetStaleModelId(scene.scenario, presets);
    if (read.pinnedA)
        model::forgetStaleModelId(*read.pinnedA, presets);
    out = s;
    if (workspace)
        *workspace = std::move(read);
    return true;
}

namespace {

// The file's JSON, or nullopt with the reader's messages in `error`.
std::optional<nlohmann::json> readDocument(const QString& path, QString* error)
{
    std::vector<model::Problem> problems;
    auto document = model::readJsonFile(path.toStdString(), problems);
    if (!document && error)
        *error = joinProblems(problems);
    return document;
}

}  // namespace

bool readScenarioFile(const QString& path, const model::PresetLibrary& presets, model::Scenario& out,
                      QString* error, model::Workspace* workspace)
{
    const auto document = readDocument(path, error);
    return document && scenarioFromJson(*document, presets, out, error, workspace);
}

bool readAnyFile(const QString& path, const model::PresetLibrary& presets, model::Scenario& out, OpenedKind& kind,
                 QString* error, QStringList* notes, model::Workspace* workspace)
{
    std::vector<model::Problem> located;
    const auto file = model::findHfConfig(path.toStdString(), model::hfHubCache(), located);
    if (!file) {
        if (error)
            *error = joinProblems(located);
        return false;
    }
    const auto document = readDocument(QString::fromStdString(file->path.string()), error);
    if (!document)
        return false;
    const bool hfConfig = document->is_object() && !document->contains("schema") &&
                          (document->contains("model_type") || document->contains("architectures"));
    if (!hfConfig) {
        kind = OpenedKind::Scenario;
        return scenarioFromJson(*document, presets, out, error, workspace);
    }
    std::vector<model::Problem> problems;
    const model::HfImport imported = model::importHfConfig(*document, problems);
    if (!problems.empty()) {
        if (error)
            *error = joinProblems(problems);
        return false;
    }
    out = model::startingScenario(presets);
    model::adoptHfImport(imported, file->path.string(), out);
    kind = OpenedKind::HfConfig;
    if (notes)
        for (const auto* list : {&file->notes, &imported.notes})
            for (const auto& note : *list)
                *notes << QString::fromStdString(model::importNoteText(note, engineWord));
    return true;
}

QByteArray scenarioToBytes(const model::Scenario& scenario, const model::Workspace& workspace)
{
    nlohmann::json document = model::scenarioToJson(scenario);
    model::writeWorkspace(workspace, document);
    return QByteArray::fromStdString(model::jsonText(document, 2) + '\n');
}

bool writeScenarioFile(const QString& path, const model::Scenario& scenario, QString* error,
                       const model::Workspace& workspace)
{
    QSaveFile file(path);
    const QByteArray bytes = scenarioToBytes(scenario, workspace);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = QCoreApplication::translate("ScenarioFile", "Could not save %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

}  // namespace memledger::widgets
