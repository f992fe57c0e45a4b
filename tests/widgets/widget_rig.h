// The workbench the window uses, without the window, with its parts at hand:
// form → session → ledger, inspector, headline, activation table, and the results
// hub's views.
#pragma once

#include <memory>

#include "model/io/presets.h"
#include "widgets/ledger/activation_table.h"
#include "widgets/ledger/formula_inspector.h"
#include "widgets/ledger/headline_strip.h"
#include "widgets/ledger/ledger_view.h"
#include "widgets/session/form/scenario_form.h"
#include "widgets/session/hub/results_hub.h"
#include "widgets/session/scenario_session.h"
#include "widgets/workbench/workbench.h"

namespace memledger::widgets::test {

std::shared_ptr<const model::PresetLibrary> presets();

// Llama 3.1 8B with LoRA rank 16 on one H100 at sequence 4096: fits at short sequences and
// not at long ones, so sweeps over the sequence have an OOM cliff.
model::Scenario llama8bLoraOnOneH100();
// Llama 3.1 70B on H100 SXM, DP 8 × TP 8 × PP 4, sequence 4096: valid, four stages.
model::Scenario seventyB();

struct WidgetRig {
    WidgetRig();
    void start(const model::Scenario& scenario);
    void settle();   // runs the queued recompute and waits for the results it sets off

    Workbench bench;
    ScenarioSession& session;
    ResultsHub& hub;
    ScenarioForm& form;
    LedgerView& ledger;
    FormulaInspector& inspector;
    HeadlineStrip& headline;
    ActivationTable& activations;
};

}  // namespace memledger::widgets::test
