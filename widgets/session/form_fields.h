// How the controls dock shows each of the engine's scenario fields
// (model/core/scenario_fields.h): its label, its group, and for a number the slider's
// scale, the decimals and the unit it is shown in. The field's range, words, reading,
// writing and implied defaults are the engine's, so the form cannot disagree with the
// command line, the file or validation.
#pragma once

#include <QStringList>
#include <vector>

#include "model/core/scenario_fields.h"
#include "widgets/common/param_slider.h"

namespace memledger::widgets {

enum class FieldKind { Number, Choice, Toggle, Text };

struct FieldSpec {
    const model::ScenarioField* field = nullptr;
    const char* label = "";        // QT_TRANSLATE_NOOP("ScenarioForm", …)
    ParamSlider::Scale scale = ParamSlider::Scale::SpinOnly;
    int decimals = 0;
    double unit = 1;               // engine units per displayed unit (2^30 for GiB)
    const char* suffix = "";       // QT_TRANSLATE_NOOP("ScenarioForm", " GiB")
    // A choice's entries as the user reads them, translated: an enum's labels, in the order
    // of its words (the item data); for a whole number listed as a choice, nullptr.
    QStringList (*choices)() = nullptr;
    bool listed = false;           // a whole number with few values, picked from a list (the ZeRO stage)

    const char* key() const { return field->key; }
    FieldKind kind() const;
    // The control's value (a displayed number, a choice's index, 0 or 1) of the scenario's, and back.
    double shown(const model::Scenario& scenario) const;
    void apply(model::Scenario& scenario, double shownValue) const;
    // A choice's entries: the labels, and the words files and flags use (or the numbers listed).
    QStringList entries() const;
    QStringList entryData() const;
};

struct GroupSpec {
    const char* title;             // QT_TRANSLATE_NOOP("ScenarioForm", …)
    std::vector<FieldSpec> fields;
};

std::vector<GroupSpec> scenarioGroups();

}  // namespace memledger::widgets
