// The window opens on the screen (walk-through item 2): a first launch takes most of
// the available area (not 1488 × 666 on a 1600 × 1000 screen) and never more; a
// remembered geometry is used only while it still fits.
#include <gtest/gtest.h>

#include "widgets/common/window_fit.h"

using namespace memledger::widgets;

TEST(WindowFit, AFirstLaunchFillsMostOfALargeScreen)
{
    const QRect available(0, 0, 1600, 960);   // 1600 × 1000 less a 40 px panel
    const QRect rect = initialWindowRect(available, QSize(1600, 1000));
    EXPECT_TRUE(available.contains(rect));
    EXPECT_GE(rect.width(), 1400);
    EXPECT_GE(rect.height(), 860);
    EXPECT_EQ(rect.center(), available.center());
}

TEST(WindowFit, ASmallScreenGetsAWindowInsideIt)
{
    const QRect available(0, 27, 1280, 693);   // 1280 × 720 with a top bar
    const QRect rect = initialWindowRect(available, QSize(1600, 1000));
    EXPECT_TRUE(available.contains(rect));
    EXPECT_LE(rect.width(), 1280);
    EXPECT_LE(rect.height(), 693);
}

TEST(WindowFit, ABigScreenKeepsThePreferredSize)
{
    const QRect rect = initialWindowRect(QRect(0, 0, 3840, 2120), QSize(1600, 1000));
    EXPECT_EQ(rect.size(), QSize(1600, 1000));
}

TEST(WindowFit, ARememberedGeometryMustFit)
{
    const QRect laptop(0, 0, 1280, 693);
    EXPECT_TRUE(fitsOn(QRect(10, 10, 1200, 650), laptop));
    EXPECT_FALSE(fitsOn(QRect(100, 50, 1500, 900), laptop));    // saved on the big monitor
    EXPECT_FALSE(fitsOn(QRect(1900, 10, 800, 600), laptop));    // on a monitor no longer there
}
