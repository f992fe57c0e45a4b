// The workbench's state that a scenario file keeps besides the scenario: a scene taken
// from what is shown and shown again, the A/B pin and the sweep's settings.
#pragma once

#include <QString>

#include "model/io/workspace_json.h"

namespace memledger::widgets {

class Workbench;

// The live scenario and the view it is shown in: the one view while presenting, else the
// current tab — except Activations, the tab that is open beneath the ledger until another
// is chosen, where the ledger is what is being looked at.
model::Scene captureScene(const Workbench& bench, const QString& name);
// Makes the scene's scenario live (one undoable step named `undoText`, none when it is
// already live), shows its view, selects its term and zooms the timeline to its window.
void showScene(Workbench& bench, const model::Scene& scene, const QString& undoText);

// The A/B pin and the sweep's settings (the scenes are kept by a SceneBook).
model::Workspace captureWorkspace(const Workbench& bench);
void restoreWorkspace(Workbench& bench, const model::Workspace& workspace);

}  // namespace memledger::widgets
