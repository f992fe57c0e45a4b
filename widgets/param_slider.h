// A slider and a spin box bound to one number. Log or power-of-two scales make a
// range that spans decades (sequence 128…1M) usable on one slider. It emits edits
// only; setValue() from the session never echoes back as an edit.
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
    QSlider* slider() const { return m_slider; }
    QDoubleSpinBox* spinBox() const { return m_spin; }
    // Slider position for a value, and back (the scale's mapping).
    int positionFor(double value) const;
    double valueAt(int position) const;

signals:
    void valueEdited(double value);

private:
    void onSliderMoved(int position);
    void onSpinChanged(double value);

    double m_min;
    double m_max;
    Scale m_scale;
    int m_decimals;
    QSlider* m_slider = nullptr;
    QDoubleSpinBox* m_spin = nullptr;
};

}  // namespace memledger::widgets
