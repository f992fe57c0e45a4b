// Fusion with check and radio indicators, and slider handles, that show on a dark palette. Fusion outlines them
// in the window colour made darker and fills them with Base: on a dark window both are
// nearly the window's own colour (contrast about 1.2:1), so an unchecked box is invisible.
// Here their edge is drawn in the text colour, toned to the 3:1 that WCAG asks of a control's
// boundary; a light palette is left as Fusion draws it.
#pragma once

#include <QProxyStyle>

namespace memledger::widgets {

class ReadableStyle : public QProxyStyle {
    Q_OBJECT
public:
    ReadableStyle();   // over Fusion

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex* option, QPainter* painter,
                            const QWidget* widget = nullptr) const override;
};

}  // namespace memledger::widgets
