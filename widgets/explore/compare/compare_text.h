// A comparison in the window's words: the knobs that changed, the largest term deltas,
// the total and the step-time change (model/explore/compare.h gives ids and numbers).
#pragma once

#include <cstddef>

#include <QString>

#include "model/core/scenario.h"
#include "model/explore/compare.h"
#include "widgets/common/quantity_text.h"

namespace memledger::widgets {

// "ZeRO-2 → 3", "Recomputation: None → Selective (attention core)"
QString knobChangeText(const model::KnobChange& change);
// "ZeRO-2 → 3: Optimizer moments −18.2 GiB, …; total −17.6 GiB; step time +7.0 %": the
// `terms` largest deltas, and the step-time change when both steps simulate.
QString compareSummary(const model::Comparison& comparison, ByteUnit unit, std::size_t terms = 3);
// "Llama 3.1 8B on 8× NVIDIA H100 SXM5 80GB"
QString scenarioLine(const model::Scenario& scenario);
// What A and B are called: each scenario's title, or its model on its GPUs without one. Where
// both would carry the same name (A pinned, then edited), B is "A with" its first change from A.
struct AbNames {
    QString a, b;
};
AbNames abNames(const model::Scenario& a, const model::Scenario& b, const model::Comparison* comparison);

}  // namespace memledger::widgets
