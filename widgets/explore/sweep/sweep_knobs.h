// The knobs a sweep or fit map can vary, as the GUI names them, with the default
// doubling range each starts from (wide enough to show the cliff on common setups).
#pragma once

#include <cstdint>
#include <utility>

#include <QString>

#include "model/explore/sweep.h"

class QComboBox;

namespace memledger::widgets {

QString sweepKnobTitle(model::SweepKnob knob);   // "Sequence length (tokens)"
std::pair<std::int64_t, std::int64_t> defaultSweepRange(model::SweepKnob knob);
// Fills `combo` with the knobs (item data: the knob as int); Model only when asked.
void fillKnobCombo(QComboBox* combo, bool withModel);
model::SweepKnob knobIn(const QComboBox* combo);
// The scenario's own value of a knob (Model: 0).
std::int64_t knobValue(const model::Scenario& scenario, model::SweepKnob knob);
void selectKnob(QComboBox* combo, model::SweepKnob knob);

}  // namespace memledger::widgets
