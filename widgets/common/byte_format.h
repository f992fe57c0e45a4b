// Bytes become text only here: binary GiB (2^30) or decimal GB (10^9), as the user chose.
#pragma once

#include <QString>

namespace memledger::widgets {

enum class ByteUnit { GiB, GB };

double unitBytes(ByteUnit unit);         // bytes in one unit
QString unitName(ByteUnit unit);         // "GiB" / "GB"
// "71.3 GiB"; switches to TiB/TB above 10 000 units so host RAM stays readable.
QString formatBytes(double bytes, ByteUnit unit, int decimals = 1);
// For figures from bytes to tens of GiB side by side (one layer's tensors): MiB / MB below
// one GiB / GB, else GiB / GB with two decimals. Follows the GiB/GB choice like formatBytes.
QString formatTensorBytes(double bytes, ByteUnit unit);
// The exact byte count with thousands separators, for tooltips and the inspector.
QString formatExactBytes(double bytes);

}  // namespace memledger::widgets
