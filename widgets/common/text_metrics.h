// Font metrics that remember text widths. QFontMetricsF shapes a text again on every
// horizontalAdvance, and the charts measure the same legend names, labels and totals on
// every layout and paint: a tenth of a slider step went to shaping them again.
#pragma once

#include <QFont>
#include <QFontMetricsF>

namespace memledger::widgets {

class TextMetrics : public QFontMetricsF {
public:
    // The font's own metrics (no paint device), as QFontMetricsF(font) has them.
    explicit TextMetrics(const QFont& font) : QFontMetricsF(font), m_font(font) {}

    // horizontalAdvance(text), measured once per font and text.
    double advance(const QString& text) const;

private:
    QFont m_font;
};

}  // namespace memledger::widgets
