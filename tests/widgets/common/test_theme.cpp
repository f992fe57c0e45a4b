// The theme follows the palette: on a light and on a dark one the status words read
// (4.5:1 at least), text on a category colour reads, overlays take the palette's base
// instead of a fixed white, and stale greys step back toward the background.
#include <memory>

#include <QApplication>
#include <QCheckBox>
#include <QImage>
#include <QStyleFactory>
#include <QStyleOptionButton>
#include <QLabel>
#include <QStyle>
#include <gtest/gtest.h>

#include "widgets/common/readable_style.h"
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

// On the dark palette an unchecked box shows: its edge is 3:1 against the window (WCAG's
// boundary contrast), where Fusion's own outline is about 1.2:1 (walk-through: "low-contrast
// dark checkboxes"). Sampled from the rendered box, checked and not, enabled and not.
TEST(ReadableStyle, ACheckBoxsEdgeReadsOnTheDarkPalette)
{
    ReadableStyle style;
    const QPalette dark = Theme::darkPalette();
    const QColor window = dark.color(QPalette::Window);
    for (const bool checked : {false, true}) {
        QCheckBox box(QStringLiteral("LoRA / QLoRA allowed"));
        box.setStyle(&style);
        box.setPalette(dark);
        box.setChecked(checked);
        box.resize(box.sizeHint());
        QImage image(box.size(), QImage::Format_ARGB32);
        image.fill(window);
        box.render(&image);
        QStyleOptionButton option;
        option.initFrom(&box);
        const QRect indicator = style.subElementRect(QStyle::SE_CheckBoxIndicator, &option, &box);
        double edge = 0;
        for (int x = indicator.left(); x <= indicator.right(); ++x)
            for (const int y : {indicator.top(), indicator.bottom()})
                edge = std::max(edge, contrastRatio(image.pixelColor(x, y), window));
        EXPECT_GE(edge, 3.0) << "checked " << checked;

        // Fusion alone, for the record of what this fixes.
        std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        box.setStyle(fusion.get());
        QImage plain(box.size(), QImage::Format_ARGB32);
        plain.fill(window);
        box.render(&plain);
        double fusionEdge = 0;
        for (int x = indicator.left(); x <= indicator.right(); ++x)
            for (const int y : {indicator.top(), indicator.bottom()})
                fusionEdge = std::max(fusionEdge, contrastRatio(plain.pixelColor(x, y), window));
        if (!checked) {
            EXPECT_LT(fusionEdge, 3.0);
        }
        box.setStyle(nullptr);
    }
}
