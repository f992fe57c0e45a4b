// Bytes, seconds, percentages and bandwidths as text: the one set of rules for the command line and
// the window. A quantity is its number, already rounded and written, and the id of its
// unit; the command line writes the unit's symbol after it, the window its translation.
//
// Rules: three significant digits (71.3 GiB, 9.87 GiB, 141 GiB, 41.2 ms), the unit that
// keeps the number below one step of the next (1023 MiB, then 1.00 GiB), whole bytes
// below a kibibyte; percentages with one decimal; negative numbers with U+2212 "−".
#pragma once

#include <cstdint>
#include <string>

namespace memledger::model {

// The user's choice for bytes: binary units (KiB … TiB, steps of 1024, what the CUDA
// allocator reports) or decimal ones (kB … TB, steps of 1000, what GPU vendors quote).
enum class ByteUnit : std::uint8_t { GiB, GB };

enum class Unit : std::uint8_t {
    Byte, KiB, MiB, GiB, TiB, KB, MB, GB, TB,
    Second, Millisecond, Microsecond, Nanosecond,
    Percent,
    BytePerSecond, KBPerSecond, MBPerSecond, GBPerSecond, TBPerSecond,
};
inline constexpr int kUnitCount = 19;

struct Quantity {
    std::string number;   // "71.3", "−18.2", "+7.0"
    Unit unit = Unit::Byte;
};

double bytesPerUnit(ByteUnit unit);   // 2^30 or 10^9: for axes and inputs in the chosen unit
Unit mainUnit(ByteUnit unit);         // Unit::GiB or Unit::GB

Quantity bytesQuantity(double bytes, ByteUnit unit);
Quantity exactBytesQuantity(double bytes);       // "1,234,567" B: every byte, digits grouped
std::string groupedCount(double count);          // "5,782": the magnitude rounded, digits grouped
Quantity secondsQuantity(double seconds);         // s, ms, µs or ns
Quantity percentQuantity(double fraction);        // 0.071 → "7.1" %
Quantity bandwidthQuantity(double bytesPerSecond);  // decimal, as links are quoted: "24.6" GB/s
// The same with a sign always written: "+1.2 GiB", "−18.0 %". A number that rounds to
// zero is "+0" whatever the sign of the value, never "−0.0".
Quantity signedBytesQuantity(double bytes, ByteUnit unit);
Quantity signedSecondsQuantity(double seconds);
Quantity signedPercentQuantity(double fraction);

const char* unitSymbol(Unit unit);                // "GiB", "ms", "%"
std::string quantityText(const Quantity& quantity);   // "71.3 GiB"

// Shorthands for the command line and the engine's own figures.
std::string bytesText(double bytes, ByteUnit unit);
std::string secondsText(double seconds);
std::string percentText(double fraction);
// A parameter count in billions, two decimals: "8.03 B"; below a billion in millions ("3.98 M"),
// below a million as it is (the same in every language).
std::string parametersText(double count);

// The step between an axis's ticks: the smallest 1, 2, 2.5 or 5 × 10^k that is at least
// `atLeast` (with `quarters` false, 1, 2 or 5 × 10^k: time axes). 1 for a step that is
// not a positive number.
double niceStep(double atLeast, bool quarters = true);

}  // namespace memledger::model
