#include "widgets/explore/planner/planner_actions.h"

#include <QCoreApplication>

#include "widgets/explore/compare/compare_panel.h"

namespace memledger::widgets {

void applyPlannerRow(ScenarioSession& session, const model::Scenario& layout)
{
    session.replaceScenario(layout, QCoreApplication::translate("Planner", "Apply planner layout"));
}

void loadPlannerRowAsB(ScenarioSession& session, ComparePanel& compare, const model::Scenario& layout)
{
    session.flush();
    if (!compare.hasPin())
        compare.pin(session.snapshot());
    session.replaceScenario(layout, QCoreApplication::translate("Planner", "Load planner layout as B"));
}

}  // namespace memledger::widgets
