#include "widgets/explore/compare/compare_text.h"

#include <QCoreApplication>

#include "model/core/enum_names.h"
#include "widgets/common/enum_labels.h"
#include "widgets/common/vocabulary.h"

namespace memledger::widgets {

namespace {

struct CompareText {
    Q_DECLARE_TR_FUNCTIONS(Compare)
};

using model::CompareKnob;

// One "before → after" per knob, in the order of model::CompareKnob.
constexpr const char* kChanges[] = {
    QT_TRANSLATE_NOOP("Compare", "model %1 → %2"),
    QT_TRANSLATE_NOOP("Compare", "GPU %1 → %2"),
    QT_TRANSLATE_NOOP("Compare", "DP %1 → %2"),
    QT_TRANSLATE_NOOP("Compare", "TP %1 → %2"),
    QT_TRANSLATE_NOOP("Compare", "PP %1 → %2"),
    QT_TRANSLATE_NOOP("Compare", "VPP %1 → %2"),
    QT_TRANSLATE_NOOP("Compare", "CP %1 → %2"),
    QT_TRANSLATE_NOOP("Compare", "ZeRO-%1 → %2"),
    QT_TRANSLATE_NOOP("Compare", "recomputation %1 → %2"),
    QT_TRANSLATE_NOOP("Compare", "micro-batch %1 → %2"),
    QT_TRANSLATE_NOOP("Compare", "accumulation %1 → %2"),
    QT_TRANSLATE_NOOP("Compare", "sequence %1 → %2"),
    QT_TRANSLATE_NOOP("Compare", "precision %1 → %2"),
    QT_TRANSLATE_NOOP("Compare", "optimizer %1 → %2"),
    QT_TRANSLATE_NOOP("Compare", "optimizer offload %1 → %2"),
    QT_TRANSLATE_NOOP("Compare", "parameter offload %1 → %2"),
};

// An enum knob's stable word as the form's choice boxes show it; other values as they are.
template <class E>
QString enumValue(const std::string& word)
{
    const auto value = model::parseEnum<E>(word);
    return value ? translatedEnumLabel(enumLabel(*value)) : QString::fromStdString(word);
}

QString valueText(CompareKnob knob, const std::string& value)
{
    switch (knob) {
    case CompareKnob::Recompute: return enumValue<model::Recompute>(value);
    case CompareKnob::Precision: return enumValue<model::Precision>(value);
    case CompareKnob::Optimizer: return enumValue<model::Optimizer>(value);
    case CompareKnob::OffloadOptimizer:
    case CompareKnob::OffloadParameters: return enumValue<model::OffloadTarget>(value);
    default: return QString::fromStdString(value);
    }
}

QString joined(const QStringList& items)
{
    QString out;
    for (const QString& item : items)
        out = out.isEmpty() ? item : CompareText::tr("%1, %2").arg(out, item);
    return out;
}

}  // namespace

QString knobChangeText(const model::KnobChange& change)
{
    return CompareText::tr(kChanges[static_cast<int>(change.knob)])
        .arg(valueText(change.knob, change.before), valueText(change.knob, change.after));
}

QString scenarioLine(const model::Scenario& s)
{
    return QCoreApplication::translate("Compare", "%1 on %n× %2", nullptr, s.worldSize())
        .arg(QString::fromStdString(s.arch.name), QString::fromStdString(s.hardware.gpuName));
}

AbNames abNames(const model::Scenario& a, const model::Scenario& b, const model::Comparison* comparison)
{
    const auto name = [](const model::Scenario& s) {
        return s.title.empty() ? scenarioLine(s) : QString::fromStdString(s.title);
    };
    AbNames names{name(a), name(b)};
    if (names.a != names.b)
        return names;
    // Named from A, short: the key beside A's name has room for few words.
    if (comparison && !comparison->changes.empty())
        names.b = CompareText::tr("A with %1").arg(knobChangeText(comparison->changes.front()));
    else
        names.b = CompareText::tr("A, edited");
    return names;
}

QString compareSummary(const model::Comparison& comparison, ByteUnit unit, std::size_t terms)
{
    QStringList deltas;
    for (std::size_t i = 0; i < std::min(terms, comparison.steps.size()); ++i) {
        const auto& step = comparison.steps[i];
        deltas << CompareText::tr("%1 %2").arg(termLabel(step.label), formatSignedBytes(step.delta, unit));
    }
    const QString total = formatSignedBytes(comparison.totalB - comparison.totalA, unit);
    QString body = deltas.isEmpty() ? CompareText::tr("total %1").arg(total)
                                    : CompareText::tr("%1; total %2").arg(joined(deltas), total);
    if (comparison.hasStepTimes())
        body = CompareText::tr("%1; step time %2").arg(body, formatSignedPercent(comparison.stepChange()));
    QStringList changes;
    for (const auto& change : comparison.changes)
        changes << knobChangeText(change);
    return changes.isEmpty() ? body : CompareText::tr("%1: %2").arg(joined(changes), body);
}

}  // namespace memledger::widgets
