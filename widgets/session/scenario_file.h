// *.memledger.json on disk: reading on top of the defaults, and atomic saving
// (QSaveFile: the old file stays intact until the new one is complete).
#pragma once

#include <QString>
#include <QStringList>

#include "model/io/presets.h"
#include "model/io/workspace_json.h"
#include "model/core/scenario.h"

namespace memledger::widgets {

// The scenario a fresh window starts with is the service's (model::startingScenario), as
// is the preset a scenario's model is (model::modelPresetOf).

// Reads a scenario document (file or preset) on top of the defaults, and, when
// `workspace` is given, the window's workspace beside it (scenes, pinned A, sweep).
// Returns false and sets `error` to the engine's messages when the document is unusable.
bool scenarioFromJson(const nlohmann::json& document, const model::PresetLibrary& presets, model::Scenario& out,
                      QString* error, model::Workspace* workspace = nullptr);
bool readScenarioFile(const QString& path, const model::PresetLibrary& presets, model::Scenario& out,
                      QString* error, model::Workspace* workspace = nullptr);
// What a file opened from the command line, File > Open or a double-click turned out to be.
enum class OpenedKind { Scenario, HfConfig };

// Reads any file MemLedger understands, recognised by its content rather than its name:
// a scenario, or a Hugging Face config.json whose architecture replaces the default model
// (also named by its model directory or, from the local Hub cache, its id). `notes`
// receives what such an import approximated.
bool readAnyFile(const QString& path, const model::PresetLibrary& presets, model::Scenario& out, OpenedKind& kind,
                 QString* error, QStringList* notes = nullptr, model::Workspace* workspace = nullptr);

bool writeScenarioFile(const QString& path, const model::Scenario& scenario, QString* error,
                       const model::Workspace& workspace = {});

QByteArray scenarioToBytes(const model::Scenario& scenario, const model::Workspace& workspace = {});

}  // namespace memledger::widgets
