// Bytes, seconds and percentages in the window: the engine's rules (model/core/
// quantity_format.h) with the unit's name translated. Views never format a quantity
// themselves, so the command line and the window always write the same number.
#pragma once

#include <QString>

#include "model/core/quantity_format.h"

namespace memledger::widgets {

using model::ByteUnit;

QString unitName(model::Unit unit);     // translated symbol: "GiB", "ms"
QString unitName(ByteUnit unit);        // the chosen unit for figures on an axis: "GiB" / "GB"
QString formatQuantity(const model::Quantity& quantity);   // "71.3 GiB"

QString formatBytes(double bytes, ByteUnit unit);
QString formatSignedBytes(double bytes, ByteUnit unit);  // "+1.2 GiB", "−18.2 GiB"
QString formatExactBytes(double bytes);                  // "1,234,567 B", for tooltips and the inspector
QString formatSeconds(double seconds);
QString formatSignedSeconds(double seconds);
QString formatBandwidth(double bytesPerSecond);         // 24.6e9 → "24.6 GB/s"
QString formatPercent(double fraction);                  // 0.453 → "45.3 %"
QString formatSignedPercent(double fraction);

}  // namespace memledger::widgets
