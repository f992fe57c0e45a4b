// How the controls dock shows each of the engine's scenario fields: everything it shows
// (label, group, help, unit, decimals, scale, the labels of a choice) is the field's own
// entry in model/core/scenario_fields.h, as are its range, words, reading, writing and
// implied defaults. The form adds only the Qt types, so it cannot disagree with the
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
    const char* label = "";        // the field's label (context "ScenarioForm")
    ParamSlider::Scale scale = ParamSlider::Scale::SpinOnly;
    int decimals = 0;
    double unit = 1;               // engine units per displayed unit (2^30 for GiB)
    const char* suffix = "";       // context "ScenarioForm": " GiB"
    bool listed = false;           // a whole number with few values, picked from a list (the ZeRO stage)

    FieldSpec() = default;
    explicit FieldSpec(const model::ScenarioField& shown);

    const char* key() const { return field->key; }
    FieldKind kind() const;
    // The control's value (a displayed number, a choice's index, 0 or 1) of the scenario's, and back.
    double shown(const model::Scenario& scenario) const;
    void apply(model::Scenario& scenario, double shownValue) const;
    // A choice's entries: the labels, translated, and the words files and flags use (or the numbers listed).
    QStringList entries() const;
    QStringList entryData() const;
};

struct GroupSpec {
    model::FieldGroup group;
    const char* title;             // context "ScenarioForm"
    std::vector<FieldSpec> fields;
};

// The table's groups in its order, each with its fields in the table's order.
std::vector<GroupSpec> scenarioGroups();

}  // namespace memledger::widgets
