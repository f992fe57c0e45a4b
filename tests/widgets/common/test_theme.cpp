// The theme follows the palette: on a light and on a dark one the status words read
// (4.5:1 at least), text on a category colour reads, overlays take the palette's base
// instead of a fixed white, and stale greys step back toward the background.
#include <QApplication>
#include <QLabel>
#include <QStyle>
#include <gtest/gtest.h>

#include "widgets/common/theme.h"

using namespace memledger;
using namespace memledger::widgets;

namespace {

constexpr Status kStatuses[] = {Status::Fits, Status::OutOfMemory, Status::Invalid};

QPalette lightPalette() { return QApplication::style()->standardPalette(); }

std::vector<QPalette> palettes() { return {lightPalette(), Theme::darkPalette()}; }

}  // namespace

TEST(Theme, KnowsADarkPalette)
{
    EXPECT_FALSE(Theme(lightPalette()).isDark());
    EXPECT_TRUE(Theme(Theme::darkPalette()).isDark());
}

TEST(Theme, StatusWordsReadOnTheWindow)
{
    for (const QPalette& palette : palettes()) {
        const Theme theme(palette);
        for (const Status status : kStatuses)
            EXPECT_GE(contrastRatio(theme.statusText(status), palette.color(QPalette::Window)), 4.5)
                << theme.isDark() << " " << static_cast<int>(status);
        EXPECT_NE(theme.statusText(Status::Fits).rgb(), theme.statusText(Status::OutOfMemory).rgb());
    }
}

TEST(Theme, TextOnACategoryColourReads)
{
    const Theme theme(Theme::darkPalette());
    for (int c = 0; c < model::kCategoryCount; ++c) {
        const QColor fill = theme.category(static_cast<model::Category>(c));
        EXPECT_GE(contrastRatio(theme.inkOn(fill), fill), 4.5) << c;
    }
    EXPECT_GE(contrastRatio(theme.inkOn(theme.overflow()), theme.overflow()), 4.5);
}

TEST(Theme, OverlaysTakeThePalettesBase)
{
    for (const QPalette& palette : palettes()) {
        const Theme theme(palette);
        const QRgb baseRgb = palette.color(QPalette::Base).rgb();
        for (const QColor& overlay : {theme.veil(), theme.separator(), theme.hatch()}) {
            EXPECT_EQ(qRed(overlay.rgb()), qRed(baseRgb));
            EXPECT_EQ(qGreen(overlay.rgb()), qGreen(baseRgb));
            EXPECT_EQ(qBlue(overlay.rgb()), qBlue(baseRgb));
            EXPECT_LT(overlay.alpha(), 255);
        }
        // Washes sit between the base and their ink, closer to the base.
        const QColor base = palette.color(QPalette::Base);
        const QColor green = theme.category(model::Category::OptimizerStates);
        EXPECT_LT(contrastRatio(theme.statusFill(Status::Fits), base), contrastRatio(green, base));
    }
}

TEST(Theme, StaleGreysStepBackTowardTheBackground)
{
    const QColor weights = Theme(Theme::darkPalette()).category(model::Category::Weights);
    const QColor light = Theme(lightPalette()).stale(weights);
    const QColor dark = Theme(Theme::darkPalette()).stale(weights);
    EXPECT_EQ(light.red(), light.blue());   // grey
    EXPECT_EQ(dark.red(), dark.green());
    EXPECT_GT(light.lightness(), dark.lightness());
    EXPECT_EQ(Theme(Theme::darkPalette()).category(model::Category::Weights, true).rgb(), dark.rgb());
}

TEST(Theme, StatusColourReachesALabel)
{
    QLabel label;
    label.setPalette(Theme::darkPalette());
    setStatusColor(&label, Status::OutOfMemory);
    EXPECT_EQ(label.palette().color(QPalette::WindowText).rgb(),
              Theme(Theme::darkPalette()).statusText(Status::OutOfMemory).rgb());
}
