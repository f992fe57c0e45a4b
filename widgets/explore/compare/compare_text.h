// A comparison in the window's words: the knobs that changed, the largest term deltas,
// the total and the step-time change (model/explore/compare.h gives ids and numbers).
#pragma once

#include <cstddef>

#include <QString>

#include "model/explore/compare.h"
#include "widgets/common/quantity_text.h"

namespace memledger::widgets {

// "ZeRO-2 → 3", "Recomputation: None → Selective (attention core)"
QString knobChangeText(const model::KnobChange& change);
// "ZeRO-2 → 3: Optimizer moments −18.2 GiB, …; total −17.6 GiB; step time +7.0 %": the
// `terms` largest deltas, and the step-time change when both steps simulate.
QString compareSummary(const model::Comparison& comparison, ByteUnit unit, std::size_t terms = 3);

}  // namespace memledger::widgets
