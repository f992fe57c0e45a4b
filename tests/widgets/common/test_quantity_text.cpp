// The window writes every quantity by the engine's rules, so it and the command line
// never disagree: the same number, the same unit, only the unit's name translated.
#include <gtest/gtest.h>

#include "model/core/quantity_format.h"
#include "widgets/common/quantity_text.h"

using namespace memledger;
using namespace memledger::widgets;

namespace {

constexpr double kMiB = 1048576.0;

QString engine(const std::string& text) { return QString::fromStdString(text); }

}  // namespace

TEST(QuantityText, WritesTheEngineNumbers)
{
    for (const double bytes : {0.0, 512.0, 128 * kMiB, 17168.5 * kMiB, 1.6e13})
        for (const ByteUnit unit : {ByteUnit::GiB, ByteUnit::GB})
            EXPECT_EQ(formatBytes(bytes, unit), engine(model::bytesText(bytes, unit))) << bytes;
    for (const double seconds : {0.0, 870e-6, 0.04123, 3.194})
        EXPECT_EQ(formatSeconds(seconds), engine(model::secondsText(seconds))) << seconds;
    EXPECT_EQ(formatPercent(0.453), engine(model::percentText(0.453)));
}

TEST(QuantityText, SignedAndExactFollowTheEngine)
{
    EXPECT_EQ(formatSignedBytes(-18.24 * 1024 * kMiB, ByteUnit::GiB),
              engine(model::quantityText(model::signedBytesQuantity(-18.24 * 1024 * kMiB, ByteUnit::GiB))));
    EXPECT_EQ(formatSignedPercent(0.07), engine(model::quantityText(model::signedPercentQuantity(0.07))));
    EXPECT_EQ(formatSignedSeconds(-1.5), engine(model::quantityText(model::signedSecondsQuantity(-1.5))));
    EXPECT_EQ(formatExactBytes(1234567), engine(model::quantityText(model::exactBytesQuantity(1234567))));
}

TEST(QuantityText, AxisUnitIsTheChosenOne)
{
    EXPECT_EQ(unitName(ByteUnit::GiB), unitName(model::Unit::GiB));
    EXPECT_EQ(unitName(ByteUnit::GB), unitName(model::Unit::GB));
    EXPECT_NE(unitName(ByteUnit::GiB), unitName(ByteUnit::GB));
}
