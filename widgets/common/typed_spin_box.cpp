#include "widgets/common/typed_spin_box.h"

#include <algorithm>

#include <QLineEdit>
#include <QSignalBlocker>
#include <QStyle>
#include <QStyleOptionSpinBox>

namespace memledger::widgets {

namespace {
// What may be typed: far past any allowed range, so nothing typed is cut short.
constexpr double kTypedLimit = 1e15;
}  // namespace

TypedSpinBox::TypedSpinBox(double minimum, double maximum, QWidget* parent)
    : QDoubleSpinBox(parent), m_min(minimum), m_max(maximum)
{
    setRange(-kTypedLimit, kTypedLimit);
}

void TypedSpinBox::stepBy(int steps)
{
    // The arrows move within the allowed range (from outside it, to its nearest end).
    const double before = value();
    {
        const QSignalBlocker block(this);
        if (inRange(before))
            QDoubleSpinBox::stepBy(steps);
        setValue(std::clamp(value(), m_min, m_max));
    }
    if (value() != before)
        emit valueChanged(value());
}

QAbstractSpinBox::StepEnabled TypedSpinBox::stepEnabled() const
{
    StepEnabled enabled = StepNone;
    if (value() < m_max)
        enabled |= StepUpEnabled;
    if (value() > m_min)
        enabled |= StepDownEnabled;
    return enabled;
}

QSize TypedSpinBox::sizeHint() const
{
    // As wide as the allowed range needs, as QAbstractSpinBox measures it (not the typing limit).
    ensurePolished();
    const QFontMetrics fm(fontMetrics());
    int width = 0;
    for (const double v : {m_min, m_max})
        width = std::max(width, fm.horizontalAdvance(prefix() + textFromValue(v) + suffix() + QLatin1Char(' ')));
    width += 2;   // the cursor
    QStyleOptionSpinBox option;
    initStyleOption(&option);
    const QSize content(width, lineEdit()->sizeHint().height());
    return style()->sizeFromContents(QStyle::CT_SpinBox, &option, content, this);
}

QSize TypedSpinBox::minimumSizeHint() const
{
    return sizeHint();
}

}  // namespace memledger::widgets
