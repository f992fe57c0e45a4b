#include "widgets/common/theme.h"

#include <algorithm>
#include <cmath>

#include <QWidget>

namespace memledger::widgets {

namespace {

// WCAG 2.1 relative luminance.
double luminance(const QColor& color)
{
    const auto linear = [](double c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(color.redF()) + 0.7152 * linear(color.greenF()) + 0.0722 * linear(color.blueF());
}

QColor mix(const QColor& ink, const QColor& base, double share)
{
    return QColor::fromRgbF(static_cast<float>(base.redF() + (ink.redF() - base.redF()) * share),
                            static_cast<float>(base.greenF() + (ink.greenF() - base.greenF()) * share),
                            static_cast<float>(base.blueF() + (ink.blueF() - base.blueF()) * share));
}

QColor withAlpha(QColor color, int alpha)
{
    color.setAlpha(alpha);
    return color;
}

// Okabe–Ito: blue, orange, bluish green, sky blue, reddish purple, grey, yellow, vermillion.
const QColor kWeights(0x00, 0x72, 0xB2);
const QColor kGradients(0xE6, 0x9F, 0x00);
const QColor kOptimizerStates(0x00, 0x9E, 0x73);
const QColor kActivations(0x56, 0xB4, 0xE9);
const QColor kTemporaries(0xCC, 0x79, 0xA7);
const QColor kCudaContext(0x7F, 0x7F, 0x7F);
const QColor kFragmentation(0xF0, 0xE4, 0x42);
// The rollout engine: a colour of its own, apart from the trainer's (Okabe-Ito's blue mixed darker).
const QColor kRollout(0x4B, 0x3F, 0x8F);
const QColor kVermillion(0xD5, 0x5E, 0x00);
const QColor kNearBlack(0x10, 0x10, 0x10);
constexpr double kReadable = 4.5;   // WCAG AA for body text

}  // namespace

Theme::Theme(const QPalette& palette) : m_palette(palette) {}

bool Theme::isDark() const
{
    return m_palette.color(QPalette::Window).lightnessF() < 0.5;
}

QColor Theme::category(model::Category category) const
{
    static const QColor kColors[model::kCategoryCount] = {kWeights,     kGradients,   kOptimizerStates, kActivations,
                                                          kTemporaries, kCudaContext, kFragmentation, kRollout};
    return kColors[static_cast<int>(category)];
}

QColor Theme::category(model::Category category, bool stale) const
{
    return stale ? this->stale(this->category(category)) : this->category(category);
}

// Lighter categories stay lighter greys, so a stale stack still reads as parts; on a dark
// palette the greys are dark too, so the stale result steps back rather than glares.
QColor Theme::stale(const QColor& color) const
{
    const int grey = qGray(color.rgb());
    const int value = (isDark() ? 70 : 150) + grey * 80 / 255;
    return QColor(value, value, value);
}

QColor Theme::overflow(bool stale) const { return stale ? this->stale(kVermillion) : kVermillion; }

QColor Theme::overflowFill(bool stale) const { return withAlpha(overflow(stale), 60); }

QColor Theme::statusText(Status status) const
{
    return readableOnWindow(status == Status::Fits ? kOptimizerStates : kVermillion);
}

QColor Theme::statusFill(Status status) const
{
    const QColor base = m_palette.color(QPalette::Base);
    switch (status) {
    case Status::Fits: return mix(kOptimizerStates, base, 0.4);
    case Status::OutOfMemory: return mix(kVermillion, base, 0.4);
    case Status::Invalid: return mix(m_palette.color(QPalette::Mid), base, 0.25);
    }
    return base;
}

QColor Theme::tint(const QColor& ink) const { return mix(ink, m_palette.color(QPalette::Base), 0.25); }
QColor Theme::area(const QColor& ink) const { return mix(ink, m_palette.color(QPalette::Base), 0.5); }

QColor Theme::idle() const { return m_palette.color(QPalette::Mid); }

QColor Theme::inkOn(const QColor& fill) const
{
    return contrastRatio(kNearBlack, fill) >= contrastRatio(Qt::white, fill) ? kNearBlack : QColor(Qt::white);
}

QColor Theme::veil() const { return withAlpha(m_palette.color(QPalette::Base), 120); }

QColor Theme::separator() const { return withAlpha(m_palette.color(QPalette::Base), 150); }

QColor Theme::hatch() const { return withAlpha(m_palette.color(QPalette::Base), 200); }

QColor Theme::mutedText() const
{
    return mix(m_palette.color(QPalette::WindowText), m_palette.color(QPalette::Window), 0.65);
}

QColor Theme::noteFill() const { return mix(kGradients, m_palette.color(QPalette::Base), 0.2); }

QColor Theme::previewText() const { return readableOnWindow(m_palette.color(QPalette::Highlight)); }

// The hue kept, the lightness moved away from the window's until the words read.
QColor Theme::readableOnWindow(const QColor& ink) const
{
    const QColor window = m_palette.color(QPalette::Window);
    QColor out = ink.toHsl();
    const float step = isDark() ? 0.02f : -0.02f;
    for (int i = 0; i < 50 && contrastRatio(out, window) < kReadable; ++i)
        out.setHslF(out.hslHueF(), out.hslSaturationF(), std::clamp(out.lightnessF() + step, 0.0f, 1.0f));
    return out.toRgb();
}

QPalette Theme::darkPalette()
{
    QPalette p;
    const QColor window(0x35, 0x35, 0x35);
    const QColor base(0x24, 0x24, 0x24);
    const QColor text(0xEE, 0xEE, 0xEE);
    const QColor disabled(0x80, 0x80, 0x80);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x2E, 0x2E, 0x2E));
    p.setColor(QPalette::ToolTipBase, QColor(0x42, 0x42, 0x42));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xA0, 0xA0, 0xA0));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xFF, 0x80, 0x80));
    p.setColor(QPalette::Light, QColor(0x50, 0x50, 0x50));
    p.setColor(QPalette::Midlight, QColor(0x45, 0x45, 0x45));
    p.setColor(QPalette::Mid, QColor(0x5E, 0x5E, 0x5E));
    p.setColor(QPalette::Dark, QColor(0x1E, 0x1E, 0x1E));
    p.setColor(QPalette::Shadow, QColor(0x10, 0x10, 0x10));
    p.setColor(QPalette::Highlight, QColor(0x3D, 0x8E, 0xD6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6C, 0xB4, 0xF0));
    p.setColor(QPalette::LinkVisited, QColor(0xB4, 0x8C, 0xE6));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

void setStatusColor(QWidget* widget, Status status)
{
    QPalette palette = widget->palette();
    palette.setColor(QPalette::WindowText, Theme(palette).statusText(status));
    widget->setPalette(palette);
}

}  // namespace memledger::widgets
