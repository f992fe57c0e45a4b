#include "model/core/quantity_format.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <string_view>

#include "model/core/translatable.h"

namespace memledger::model {

namespace {

constexpr const char* kMinus = "\u2212";

// Decimals that give three significant digits to a magnitude of 1 and up.
int significantDecimals(double magnitude)
{
    return magnitude < 10 ? 2 : magnitude < 100 ? 1 : 0;
}

double roundTo(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

struct Rounded {
    double value = 0;
    int decimals = 0;
};

// 9.996 rounds to 10.00, which has four significant digits: it is written 10.0.
Rounded threeSignificant(double magnitude)
{
    int decimals = significantDecimals(magnitude);
    double rounded = roundTo(magnitude, decimals);
    if (const int fewer = significantDecimals(rounded); fewer < decimals) {
        decimals = fewer;
        rounded = roundTo(magnitude, decimals);
    }
    return {rounded, decimals};
}

std::string fixed(double magnitude, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, magnitude);
    return buffer;
}

bool allZero(const std::string& digits)
{
    return digits.find_first_not_of("0.,") == std::string::npos;
}

// The sign goes in front of the written magnitude; a number written as zero has none
// (or "+" when every sign is asked for).
std::string withSign(const std::string& digits, double value, bool always)
{
    const std::string_view sign = value < 0 && !allZero(digits) ? std::string_view(kMinus)
                                  : always                      ? std::string_view("+")
                                                                : std::string_view();
    std::string out;
    out.reserve(sign.size() + digits.size());
    out.append(sign).append(digits);
    return out;
}

// A magnitude on a ladder of units `step` apart: the first unit where it rounds below
// one step, with three significant digits (whole numbers on the first rung when
// `wholeFirst`, for bytes).
template <std::size_t N>
Quantity onLadder(double value, const std::array<Unit, N>& units, double step, bool wholeFirst, bool sign)
{
    double magnitude = std::fabs(value);
    for (std::size_t i = 0;; ++i) {
        const bool whole = wholeFirst && i == 0;
        const Rounded rounded = whole ? Rounded{std::round(magnitude), 0} : threeSignificant(magnitude);
        if (rounded.value >= step && i + 1 < N) {
            magnitude /= step;
            continue;
        }
        return {withSign(fixed(rounded.value, rounded.decimals), value, sign), units[i]};
    }
}

Quantity bytesOnLadder(double bytes, ByteUnit unit, bool sign)
{
    static constexpr std::array kBinary = {Unit::Byte, Unit::KiB, Unit::MiB, Unit::GiB, Unit::TiB};
    static constexpr std::array kDecimal = {Unit::Byte, Unit::KB, Unit::MB, Unit::GB, Unit::TB};
    return unit == ByteUnit::GiB ? onLadder(bytes, kBinary, 1024, true, sign)
                                 : onLadder(bytes, kDecimal, 1000, true, sign);
}

// Seconds climb down from s: the largest unit in which the magnitude is at least 1.
Quantity secondsOnLadder(double seconds, bool sign)
{
    static constexpr std::array kUnits = {Unit::Nanosecond, Unit::Microsecond, Unit::Millisecond, Unit::Second};
    if (seconds == 0)
        return {sign ? "+0" : "0", Unit::Second};
    double nanoseconds = seconds * 1e9;
    return onLadder(nanoseconds, kUnits, 1000, false, sign);
}

Quantity bandwidthOnLadder(double bytesPerSecond)
{
    static constexpr std::array kUnits = {Unit::BytePerSecond, Unit::KBPerSecond, Unit::MBPerSecond,
                                          Unit::GBPerSecond, Unit::TBPerSecond};
    if (!(bytesPerSecond > 0))
        return {"0", Unit::GBPerSecond};
    return onLadder(bytesPerSecond, kUnits, 1000, false, false);
}

Quantity percentOf(double fraction, bool sign)
{
    const double percent = fraction * 100;
    return {withSign(fixed(std::fabs(percent), 1), percent, sign), Unit::Percent};
}

}  // namespace

double bytesPerUnit(ByteUnit unit)
{
    return unit == ByteUnit::GiB ? 1073741824.0 : 1e9;
}

Unit mainUnit(ByteUnit unit)
{
    return unit == ByteUnit::GiB ? Unit::GiB : Unit::GB;
}

Quantity bytesQuantity(double bytes, ByteUnit unit) { return bytesOnLadder(bytes, unit, false); }
Quantity signedBytesQuantity(double bytes, ByteUnit unit) { return bytesOnLadder(bytes, unit, true); }
Quantity secondsQuantity(double seconds) { return secondsOnLadder(seconds, false); }
Quantity signedSecondsQuantity(double seconds) { return secondsOnLadder(seconds, true); }
Quantity percentQuantity(double fraction) { return percentOf(fraction, false); }
Quantity signedPercentQuantity(double fraction) { return percentOf(fraction, true); }
Quantity bandwidthQuantity(double bytesPerSecond) { return bandwidthOnLadder(bytesPerSecond); }

std::string groupedCount(double count)
{
    // Printed from the double, not through a 64-bit integer, which wraps past 2^63.
    char whole[400];
    std::snprintf(whole, sizeof whole, "%.0f", std::isfinite(count) ? std::fabs(count) : 0.0);
    const std::string digits = whole;
    std::string grouped;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            grouped += ',';
        grouped += digits[i];
    }
    return grouped;
}

Quantity exactBytesQuantity(double bytes)
{
    return {withSign(groupedCount(bytes), bytes, false), Unit::Byte};
}

const char* unitSymbol(Unit unit)
{
    static constexpr const char* kSymbols[kUnitCount] = {
        MEMLEDGER_TRANSLATABLE("Units", "B"),   MEMLEDGER_TRANSLATABLE("Units", "KiB"),
        MEMLEDGER_TRANSLATABLE("Units", "MiB"), MEMLEDGER_TRANSLATABLE("Units", "GiB"),
        MEMLEDGER_TRANSLATABLE("Units", "TiB"), MEMLEDGER_TRANSLATABLE("Units", "kB"),
        MEMLEDGER_TRANSLATABLE("Units", "MB"),  MEMLEDGER_TRANSLATABLE("Units", "GB"),
        MEMLEDGER_TRANSLATABLE("Units", "TB"),  MEMLEDGER_TRANSLATABLE("Units", "s"),
        MEMLEDGER_TRANSLATABLE("Units", "ms"),  MEMLEDGER_TRANSLATABLE("Units", "µs"),
        MEMLEDGER_TRANSLATABLE("Units", "ns"),  MEMLEDGER_TRANSLATABLE("Units", "%"),
        MEMLEDGER_TRANSLATABLE("Units", "B/s"), MEMLEDGER_TRANSLATABLE("Units", "kB/s"),
        MEMLEDGER_TRANSLATABLE("Units", "MB/s"), MEMLEDGER_TRANSLATABLE("Units", "GB/s"),
        MEMLEDGER_TRANSLATABLE("Units", "TB/s"),
    };
    return kSymbols[static_cast<int>(unit)];
}

std::string quantityText(const Quantity& quantity)
{
    std::string text = quantity.number;
    text += ' ';
    text += unitSymbol(quantity.unit);
    return text;
}

std::string bytesText(double bytes, ByteUnit unit) { return quantityText(bytesQuantity(bytes, unit)); }
std::string secondsText(double seconds) { return quantityText(secondsQuantity(seconds)); }
std::string percentText(double fraction) { return quantityText(percentQuantity(fraction)); }

std::string parametersText(double count)
{
    // A LoRA's adapters or a small model in millions: "0.00 B" would hide them.
    char buffer[48];
    if (std::abs(count) >= 1e9 || count == 0)
        std::snprintf(buffer, sizeof buffer, "%.2f B", count / 1e9);
    else if (std::abs(count) >= 1e6)
        std::snprintf(buffer, sizeof buffer, "%.2f M", count / 1e6);
    else
        std::snprintf(buffer, sizeof buffer, "%.0f", count);
    return buffer;
}

double niceStep(double atLeast, bool quarters)
{
    if (!(atLeast > 0) || !std::isfinite(atLeast))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(atLeast)));
    for (const double multiple : {1.0, 2.0, 2.5, 5.0})
        if ((quarters || multiple != 2.5) && multiple * magnitude >= atLeast)
            return multiple * magnitude;
    return 10 * magnitude;
}

}  // namespace memledger::model
