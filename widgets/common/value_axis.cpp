#include "widgets/common/value_axis.h"

#include <cmath>

namespace memledger::widgets {

double niceStep(double maxBytes, ByteUnit unit, int maxTicks)
{
    const double units = maxBytes / model::bytesPerUnit(unit);
    if (units <= 0 || maxTicks < 1)
        return model::bytesPerUnit(unit);
    return model::niceStep(units / maxTicks) * model::bytesPerUnit(unit);
}

std::vector<ValueTick> valueTicks(double maxBytes, ByteUnit unit, int maxTicks)
{
    std::vector<ValueTick> ticks;
    const double step = niceStep(maxBytes, unit, maxTicks);
    // A hair of slack so a tick exactly at maxBytes survives rounding.
    for (int i = 0; i * step <= maxBytes + step * 1e-6 && i <= 4 * maxTicks; ++i) {
        const double units = i * step / model::bytesPerUnit(unit);
        const int decimals = std::fabs(units - std::round(units)) < 1e-9 ? 0 : 1;
        ticks.push_back({i * step, QString::number(units, 'f', decimals)});
    }
    return ticks;
}

}  // namespace memledger::widgets
