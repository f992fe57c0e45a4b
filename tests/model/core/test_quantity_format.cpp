// The rules every byte, second and percentage is written by, in the command line and the
// window alike: three significant digits, the unit that keeps the number below one step
// of the next, U+2212 for minus, and no "−0".
#include <gtest/gtest.h>

#include <limits>

#include "model/core/quantity_format.h"

namespace memledger::model {
namespace {

constexpr double kKiB = 1024.0;
constexpr double kMiB = kKiB * 1024;
constexpr double kGiB = kMiB * 1024;
constexpr double kTiB = kGiB * 1024;

void expectQuantity(const Quantity& q, const char* number, Unit unit)
{
    EXPECT_EQ(q.number, number);
    EXPECT_EQ(q.unit, unit) << q.number;
}

TEST(QuantityFormat, BytesKeepThreeSignificantDigits)
{
    expectQuantity(bytesQuantity(71.34 * kGiB, ByteUnit::GiB), "71.3", Unit::GiB);
    expectQuantity(bytesQuantity(9.874 * kGiB, ByteUnit::GiB), "9.87", Unit::GiB);
    expectQuantity(bytesQuantity(141.4 * kGiB, ByteUnit::GiB), "141", Unit::GiB);
    expectQuantity(bytesQuantity(128 * kMiB, ByteUnit::GiB), "128", Unit::MiB);
    expectQuantity(bytesQuantity(3.5 * kKiB, ByteUnit::GiB), "3.50", Unit::KiB);
}

TEST(QuantityFormat, BytesClimbOneStepAtATime)
{
    // Binary steps are 1024: 1000–1023 of a unit stay in it, as a whole number.
    expectQuantity(bytesQuantity(1010 * kMiB, ByteUnit::GiB), "1010", Unit::MiB);
    expectQuantity(bytesQuantity(1024 * kMiB, ByteUnit::GiB), "1.00", Unit::GiB);
    expectQuantity(bytesQuantity(1.5 * kTiB, ByteUnit::GiB), "1.50", Unit::TiB);
    // TiB is the top: a petabyte-sized figure stays in it.
    expectQuantity(bytesQuantity(2048 * kTiB, ByteUnit::GiB), "2048", Unit::TiB);
    // Decimal steps are 1000.
    expectQuantity(bytesQuantity(80e9, ByteUnit::GB), "80.0", Unit::GB);
    expectQuantity(bytesQuantity(999.6e6, ByteUnit::GB), "1.00", Unit::GB);
    expectQuantity(bytesQuantity(1.2e12, ByteUnit::GB), "1.20", Unit::TB);
    expectQuantity(bytesQuantity(2500, ByteUnit::GB), "2.50", Unit::KB);
}

TEST(QuantityFormat, RoundingThatAddsADigitDropsADecimal)
{
    expectQuantity(bytesQuantity(9.996 * kGiB, ByteUnit::GiB), "10.0", Unit::GiB);
    expectQuantity(bytesQuantity(99.96 * kGiB, ByteUnit::GiB), "100", Unit::GiB);
    expectQuantity(secondsQuantity(0.0099996), "10.0", Unit::Millisecond);
}

TEST(QuantityFormat, WholeBytesBelowAKibibyte)
{
    expectQuantity(bytesQuantity(0, ByteUnit::GiB), "0", Unit::Byte);
    expectQuantity(bytesQuantity(512, ByteUnit::GiB), "512", Unit::Byte);
    expectQuantity(bytesQuantity(1023.4, ByteUnit::GiB), "1023", Unit::Byte);
    expectQuantity(bytesQuantity(999, ByteUnit::GB), "999", Unit::Byte);
}

TEST(QuantityFormat, NegativeBytesUseTheMinusSign)
{
    expectQuantity(bytesQuantity(-18.24 * kGiB, ByteUnit::GiB), "\u221218.2", Unit::GiB);
    expectQuantity(signedBytesQuantity(-18.24 * kGiB, ByteUnit::GiB), "\u221218.2", Unit::GiB);
    expectQuantity(signedBytesQuantity(0.6 * kGiB, ByteUnit::GiB), "+614", Unit::MiB);
    expectQuantity(signedBytesQuantity(-0.2, ByteUnit::GiB), "+0", Unit::Byte);
}

TEST(QuantityFormat, ExactBytesGroupEveryThreeDigits)
{
    expectQuantity(exactBytesQuantity(1234567), "1,234,567", Unit::Byte);
    expectQuantity(exactBytesQuantity(999), "999", Unit::Byte);
    expectQuantity(exactBytesQuantity(-1000), "\u22121,000", Unit::Byte);
    // Past 2^63 a 64-bit integer would wrap (the window once printed "(0 B)"): the digits
    // are the double's own.
    expectQuantity(exactBytesQuantity(1e20), "100,000,000,000,000,000,000", Unit::Byte);
    expectQuantity(exactBytesQuantity(9223372036854775808.0), "9,223,372,036,854,775,808", Unit::Byte);
}

TEST(QuantityFormat, SecondsPickTheirUnit)
{
    expectQuantity(secondsQuantity(3.194), "3.19", Unit::Second);
    expectQuantity(secondsQuantity(123.4), "123", Unit::Second);
    expectQuantity(secondsQuantity(0.04123), "41.2", Unit::Millisecond);
    expectQuantity(secondsQuantity(870e-6), "870", Unit::Microsecond);
    expectQuantity(secondsQuantity(0.5e-9), "0.50", Unit::Nanosecond);
    expectQuantity(secondsQuantity(0.9996), "1.00", Unit::Second);
    expectQuantity(secondsQuantity(0), "0", Unit::Second);
    expectQuantity(signedSecondsQuantity(0.42), "+420", Unit::Millisecond);
    expectQuantity(signedSecondsQuantity(-1.5), "\u22121.50", Unit::Second);
    expectQuantity(signedSecondsQuantity(0), "+0", Unit::Second);
}

TEST(QuantityFormat, PercentagesHaveOneDecimal)
{
    expectQuantity(percentQuantity(0.453), "45.3", Unit::Percent);
    expectQuantity(percentQuantity(0.07), "7.0", Unit::Percent);
    expectQuantity(percentQuantity(1.5), "150.0", Unit::Percent);
    expectQuantity(signedPercentQuantity(0.07), "+7.0", Unit::Percent);
    expectQuantity(signedPercentQuantity(-0.182), "\u221218.2", Unit::Percent);
    expectQuantity(signedPercentQuantity(-0.0001), "+0.0", Unit::Percent);
}

TEST(QuantityFormat, TextIsTheNumberThenTheSymbol)
{
    EXPECT_EQ(bytesText(71.34 * kGiB, ByteUnit::GiB), "71.3 GiB");
    EXPECT_EQ(bytesText(80e9, ByteUnit::GB), "80.0 GB");
    EXPECT_EQ(secondsText(0.04123), "41.2 ms");
    EXPECT_EQ(percentText(0.453), "45.3 %");
    EXPECT_EQ(bytesPerUnit(ByteUnit::GiB), kGiB);
    EXPECT_EQ(bytesPerUnit(ByteUnit::GB), 1e9);
    EXPECT_EQ(mainUnit(ByteUnit::GB), Unit::GB);
}

TEST(QuantityFormat, EveryUnitHasItsOwnSymbol)
{
    for (int i = 0; i < kUnitCount; ++i)
        for (int j = i + 1; j < kUnitCount; ++j)
            EXPECT_STRNE(unitSymbol(static_cast<Unit>(i)), unitSymbol(static_cast<Unit>(j))) << i << " " << j;
}

TEST(QuantityFormat, BandwidthsAreDecimalAsLinksAreQuoted)
{
    EXPECT_EQ(quantityText(bandwidthQuantity(24.6e9)), "24.6 GB/s");
    EXPECT_EQ(quantityText(bandwidthQuantity(900e9)), "900 GB/s");
    EXPECT_EQ(quantityText(bandwidthQuantity(3.35e12)), "3.35 TB/s");
    EXPECT_EQ(quantityText(bandwidthQuantity(999.96e6)), "1.00 GB/s");
    EXPECT_EQ(quantityText(bandwidthQuantity(0)), "0 GB/s");
}

TEST(QuantityFormat, ParameterCountsAreBillionsWithTwoDecimals)
{
    EXPECT_EQ(parametersText(8.03e9), "8.03 B");
    EXPECT_EQ(parametersText(671.026e9), "671.03 B");
    EXPECT_EQ(parametersText(0), "0.00 B");
    // A LoRA's adapters stay visible: millions below a billion, the count below a million.
    EXPECT_EQ(parametersText(3981312), "3.98 M");
    EXPECT_EQ(parametersText(494e6), "494.00 M");
    EXPECT_EQ(parametersText(65536), "65536");
}

TEST(QuantityFormat, AxisStepsAreTheSmallestNiceStepThatIsLargeEnough)
{
    EXPECT_EQ(niceStep(1), 1);
    EXPECT_EQ(niceStep(1.2), 2);
    EXPECT_EQ(niceStep(2.1), 2.5);
    EXPECT_EQ(niceStep(2.1, false), 5);
    EXPECT_EQ(niceStep(3), 5);
    EXPECT_EQ(niceStep(7), 10);
    EXPECT_DOUBLE_EQ(niceStep(0.013), 0.02);
    EXPECT_EQ(niceStep(180), 200);
    EXPECT_EQ(niceStep(0), 1);   // an empty axis still steps
    EXPECT_EQ(niceStep(-3), 1);
    EXPECT_EQ(niceStep(std::numeric_limits<double>::infinity()), 1);
}

}  // namespace
}  // namespace memledger::model
