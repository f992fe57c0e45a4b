// A spin box that keeps what is typed. QDoubleSpinBox refuses keys that would leave
// its range, so "1000" in a 1…64 box silently became "10". This one accepts any
// number typed and reports whether it is inside the allowed range; its arrows and
// size still follow the allowed range.
#pragma once

#include <QDoubleSpinBox>

namespace memledger::widgets {

class TypedSpinBox : public QDoubleSpinBox {
    Q_OBJECT
public:
    explicit TypedSpinBox(double minimum, double maximum, QWidget* parent = nullptr);

    double allowedMinimum() const { return m_min; }
    double allowedMaximum() const { return m_max; }
    bool inRange(double value) const { return value >= m_min && value <= m_max; }

    void stepBy(int steps) override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    StepEnabled stepEnabled() const override;

private:
    double m_min;
    double m_max;
};

}  // namespace memledger::widgets
