#include "widgets/session/form/form_fields.h"

#include "widgets/common/enum_labels.h"

namespace memledger::widgets {

namespace {

ParamSlider::Scale sliderScale(model::FieldScale scale)
{
    switch (scale) {
    case model::FieldScale::Linear: return ParamSlider::Scale::Linear;
    case model::FieldScale::Log: return ParamSlider::Scale::Log;
    case model::FieldScale::Pow2: return ParamSlider::Scale::Pow2;
    case model::FieldScale::SpinOnly: break;
    }
    return ParamSlider::Scale::SpinOnly;
}

}  // namespace

FieldSpec::FieldSpec(const model::ScenarioField& shown)
    : field(&shown),
      label(shown.label),
      scale(sliderScale(shown.display.scale)),
      decimals(shown.display.decimals),
      unit(shown.display.unit),
      suffix(shown.display.suffix),
      listed(shown.display.listed)
{
}

FieldKind FieldSpec::kind() const
{
    switch (field->type) {
    case model::FieldType::Enum: return FieldKind::Choice;
    case model::FieldType::Bool: return FieldKind::Toggle;
    case model::FieldType::String: return FieldKind::Text;
    case model::FieldType::Int:
    case model::FieldType::Double: break;
    }
    return listed ? FieldKind::Choice : FieldKind::Number;
}

// A listed whole number's index counts from its minimum.
double FieldSpec::shown(const model::Scenario& scenario) const
{
    return (field->get(scenario) - (listed ? field->minimum : 0)) / unit;
}

void FieldSpec::apply(model::Scenario& scenario, double shownValue) const
{
    model::assign(*field, scenario, shownValue * unit + (listed ? field->minimum : 0));
}

QStringList FieldSpec::entries() const
{
    if (field->labels.empty())
        return entryData();
    QStringList out;
    for (const char* entry : field->labels)
        out << translatedEnumLabel(entry);
    return out;
}

QStringList FieldSpec::entryData() const
{
    QStringList out;
    if (listed)
        for (double value = field->minimum; value <= field->maximum; ++value)
            out << QString::number(value);
    for (const auto& word : field->words)
        out << QString::fromStdString(word);
    return out;
}

std::vector<GroupSpec> scenarioGroups()
{
    std::vector<GroupSpec> groups;
    for (const model::FieldGroup group : model::fieldGroups()) {
        GroupSpec spec{group, model::fieldGroupTitle(group), {}};
        for (const model::ScenarioField& field : model::scenarioFields())
            if (field.group == group)
                spec.fields.emplace_back(field);
        groups.push_back(std::move(spec));
    }
    return groups;
}

}  // namespace memledger::widgets
