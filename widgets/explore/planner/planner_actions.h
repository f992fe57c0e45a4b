// What a planner row does to the session. Both go through ScenarioSession, so each
// is one undoable step: "apply" replaces the scenario; "load as B" first pins the
// current scenario as A (when nothing is pinned) so the compare tab shows the move.
#pragma once

#include "model/core/scenario.h"
#include "widgets/session/scenario_session.h"

namespace memledger::widgets {

class ComparePanel;

void applyPlannerRow(ScenarioSession& session, const model::Scenario& layout);
void loadPlannerRowAsB(ScenarioSession& session, ComparePanel& compare, const model::Scenario& layout);

}  // namespace memledger::widgets
