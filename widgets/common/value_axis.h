// Value axes shared by the charts (sweep, fit map, compare, allocator): "nice" tick steps
// (1, 2, 2.5, 5 × 10^k of the display unit) so gridlines land on round numbers
// instead of Qt Charts' default 35.5, 71.0 (aesthetics.md §4.2).
#pragma once

#include <vector>

#include <QString>

#include "widgets/common/quantity_text.h"

namespace memledger::widgets {

struct ValueTick {
    double bytes = 0;
    QString text;        // the number in the display unit, no unit name
};

// The smallest nice step giving at most `maxTicks` intervals over [0, maxBytes].
double niceStep(double maxBytes, ByteUnit unit, int maxTicks);
// Ticks from 0 to maxBytes inclusive at niceStep spacing.
std::vector<ValueTick> valueTicks(double maxBytes, ByteUnit unit, int maxTicks);

}  // namespace memledger::widgets
