// A slider and a spin box bound to one number. Log or power-of-two scales make a
// range that spans decades (sequence 128…1M) usable on one slider. It emits edits
// only; setValue() from the session never echoes back as an edit. A number typed
// outside the range is kept in the box and reported (rangeProblem), never clamped
// and never applied. Neither part takes the wheel unless it has focus.
#pragma once

#include <QWidget>

class QDoubleSpinBox;
class QSlider;

namespace memledger::widgets {

class ParamSlider : public QWidget {
    Q_OBJECT
public:
    enum class Scale { Linear, Log, Pow2, SpinOnly };

    ParamSlider(double minimum, double maximum, Scale scale, int decimals, QWidget* parent = nullptr);

    void setValue(double value);
    double value() const;
    void setSuffix(const QString& suffix);
    // Names and explains both parts (control_help.h): the slider and the box are one number.
    void describe(const QString& name, const QString& help);
    QSlider* slider() const { return m_slider; }
    QDoubleSpinBox* spinBox() const { return m_spin; }
    // Slider position for a value, and back (the scale's mapping).
    int positionFor(double value) const;
    double valueAt(int position) const;
    // Why the typed number was not applied ("outside 1 – 64"); empty when it was.
    QString rangeProblem() const { return m_rangeProblem; }

signals:
    void valueEdited(double value);
    void rangeProblemChanged();

private:
    void onSliderMoved(int position);
    void onSpinChanged(double value);
    void setRangeProblem(const QString& problem);

    double m_min;
    double m_max;
    Scale m_scale;
    int m_decimals;
    QSlider* m_slider = nullptr;
    QDoubleSpinBox* m_spin = nullptr;
    QString m_rangeProblem;
};

}  // namespace memledger::widgets
