#include "widgets/common/readable_style.h"

#include <QPainter>
#include <QStyleFactory>
#include <QStyleOption>

#include "widgets/common/theme.h"

namespace memledger::widgets {

namespace {
constexpr double kBoundaryContrast = 3.0;   // WCAG 2.1, 1.4.11: a control's boundary

// The text colour mixed into the window until the edge reaches the contrast asked for.
QColor boundary(const QPalette& palette)
{
    const QColor window = palette.color(QPalette::Window);
    const QColor text = palette.color(QPalette::Text);
    for (double share = 0.3; share < 1.0; share += 0.05) {
        const QColor mixed = QColor::fromRgbF(static_cast<float>(window.redF() + (text.redF() - window.redF()) * share),
                                              static_cast<float>(window.greenF() + (text.greenF() - window.greenF()) * share),
                                              static_cast<float>(window.blueF() + (text.blueF() - window.blueF()) * share));
        if (contrastRatio(mixed, window) >= kBoundaryContrast)
            return mixed;
    }
    return text;
}
}  // namespace

ReadableStyle::ReadableStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

void ReadableStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                                  const QWidget* widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    const bool indicator = element == PE_IndicatorCheckBox || element == PE_IndicatorRadioButton ||
                           element == PE_IndicatorItemViewItemCheck;
    if (!indicator || !Theme(option->palette).isDark())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, element == PE_IndicatorRadioButton);
    QColor edge = boundary(option->palette);
    if (!(option->state & State_Enabled))
        edge.setAlphaF(0.5f);
    painter->setPen(QPen(edge, 1));
    painter->setBrush(Qt::NoBrush);
    const QRectF box = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
    if (element == PE_IndicatorRadioButton)
        painter->drawEllipse(box);
    else
        painter->drawRect(box);
    painter->restore();
}

// A slider's handle is Fusion's Button gradient on a Window of nearly the same colour.
void ReadableStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex* option, QPainter* painter,
                                       const QWidget* widget) const
{
    QProxyStyle::drawComplexControl(control, option, painter, widget);
    if (control != CC_Slider || !Theme(option->palette).isDark())
        return;
    const QRect handle = subControlRect(CC_Slider, option, SC_SliderHandle, widget);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QColor edge = boundary(option->palette);
    if (!(option->state & State_Enabled))
        edge.setAlphaF(0.5f);
    painter->setPen(QPen(edge, 1));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(QRectF(handle).adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
    painter->restore();
}

}  // namespace memledger::widgets
