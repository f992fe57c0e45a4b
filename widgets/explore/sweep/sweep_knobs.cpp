#include "widgets/explore/sweep/sweep_knobs.h"

#include <QComboBox>
#include <QCoreApplication>

namespace memledger::widgets {

QString sweepKnobTitle(model::SweepKnob knob)
{
    switch (knob) {
    case model::SweepKnob::Seq: return QCoreApplication::translate("Sweep", "Sequence length (tokens)");
    case model::SweepKnob::MicroBatch: return QCoreApplication::translate("Sweep", "Micro-batch (sequences)");
    case model::SweepKnob::Dp: return QCoreApplication::translate("Sweep", "Data parallel (DP)");
    case model::SweepKnob::Model: return QCoreApplication::translate("Sweep", "Model (same layout)");
    }
    return {};
}

std::pair<std::int64_t, std::int64_t> defaultSweepRange(model::SweepKnob knob)
{
    switch (knob) {
    case model::SweepKnob::Seq: return {1024, 131072};
    case model::SweepKnob::MicroBatch: return {1, 64};
    case model::SweepKnob::Dp: return {1, 256};
    case model::SweepKnob::Model: return {0, 0};
    }
    return {1, 1};
}

void fillKnobCombo(QComboBox* combo, bool withModel)
{
    for (auto knob : {model::SweepKnob::Seq, model::SweepKnob::MicroBatch, model::SweepKnob::Dp, model::SweepKnob::Model})
        if (withModel || knob != model::SweepKnob::Model)
            combo->addItem(sweepKnobTitle(knob), static_cast<int>(knob));
}

model::SweepKnob knobIn(const QComboBox* combo)
{
    return static_cast<model::SweepKnob>(combo->currentData().toInt());
}

std::int64_t knobValue(const model::Scenario& scenario, model::SweepKnob knob)
{
    switch (knob) {
    case model::SweepKnob::Seq: return scenario.training.seq;
    case model::SweepKnob::MicroBatch: return scenario.training.microBatch;
    case model::SweepKnob::Dp: return scenario.parallel.dp;
    case model::SweepKnob::Model: return 0;
    }
    return 0;
}

void selectKnob(QComboBox* combo, model::SweepKnob knob)
{
    const int index = combo->findData(static_cast<int>(knob));
    if (index >= 0)
        combo->setCurrentIndex(index);
}

}  // namespace memledger::widgets
