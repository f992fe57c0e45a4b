#include "widgets/common/param_slider.h"

#include <QHBoxLayout>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>
#include <cmath>

#include "widgets/common/control_help.h"
#include "widgets/common/typed_spin_box.h"
#include "widgets/common/wheel_guard.h"

namespace memledger::widgets {

namespace {
constexpr int kSteps = 1000;  // slider resolution of the linear and log scales
}

ParamSlider::ParamSlider(double minimum, double maximum, Scale scale, int decimals, QWidget* parent)
    : QWidget(parent), m_min(minimum), m_max(maximum), m_scale(scale), m_decimals(decimals),
      m_slider(new QSlider(Qt::Horizontal)), m_spin(new TypedSpinBox(minimum, maximum))
{
    if (m_scale == Scale::Log || m_scale == Scale::Pow2)
        m_min = std::max(m_min, 1e-9);
    m_spin->setDecimals(decimals);
    m_spin->setKeyboardTracking(false);
    m_spin->setAccelerated(true);
    m_spin->setGroupSeparatorShown(true);
    if (m_scale == Scale::Log || m_scale == Scale::Pow2)
        m_spin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_spin->setMinimumWidth(96);
    // A slider squeezed to a few pixels is a knob that cannot be dragged: below this the
    // form puts the row's field under its label instead.
    m_slider->setMinimumWidth(80);
    m_slider->setRange(0, m_scale == Scale::Pow2 ? static_cast<int>(std::round(std::log2(m_max / m_min))) : kSteps);
    m_slider->setPageStep(m_scale == Scale::Pow2 ? 1 : kSteps / 10);
    m_slider->setVisible(m_scale != Scale::SpinOnly);
    ignoreWheelUnlessFocused(m_slider);
    ignoreWheelUnlessFocused(m_spin);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_spin, m_scale == Scale::SpinOnly ? 1 : 0);
    connect(m_slider, &QSlider::valueChanged, this, &ParamSlider::onSliderMoved);
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, &ParamSlider::onSpinChanged);
}

int ParamSlider::positionFor(double value) const
{
    const double v = std::clamp(value, m_min, m_max);
    switch (m_scale) {
    case Scale::Pow2: return static_cast<int>(std::round(std::log2(v / m_min)));
    case Scale::Log: return static_cast<int>(std::round(kSteps * std::log(v / m_min) / std::log(m_max / m_min)));
    default: return m_max > m_min ? static_cast<int>(std::round(kSteps * (v - m_min) / (m_max - m_min))) : 0;
    }
}

double ParamSlider::valueAt(int position) const
{
    double v = 0;
    switch (m_scale) {
    case Scale::Pow2: v = m_min * std::exp2(position); break;
    case Scale::Log: v = m_min * std::pow(m_max / m_min, static_cast<double>(position) / kSteps); break;
    default: v = m_min + (m_max - m_min) * position / kSteps; break;
    }
    const double scale = std::pow(10.0, m_decimals);
    const auto* spin = static_cast<const TypedSpinBox*>(m_spin);
    return std::clamp(std::round(v * scale) / scale, spin->allowedMinimum(), m_max);
}

void ParamSlider::setValue(double value)
{
    const QSignalBlocker a(m_slider);
    const QSignalBlocker b(m_spin);
    // The form shows the whole scenario again after every edit, and a spin box repaints on
    // every setValue, equal or not: one that already shows this value is left as it is.
    if (m_spin->textFromValue(value) != m_spin->cleanText())
        m_spin->setValue(value);
    m_slider->setValue(positionFor(value));
    setRangeProblem(QString());   // the box shows the scenario's value again
}

void ParamSlider::setRangeProblem(const QString& problem)
{
    if (problem == m_rangeProblem)
        return;
    m_rangeProblem = problem;
    emit rangeProblemChanged();
}

double ParamSlider::value() const
{
    return m_spin->value();
}

void ParamSlider::describe(const QString& name, const QString& help)
{
    describeControl(m_slider, name, help);
    describeControl(m_spin, name, help);
}

void ParamSlider::setSuffix(const QString& suffix)
{
    m_spin->setSuffix(suffix);
}

void ParamSlider::onSliderMoved(int position)
{
    setRangeProblem(QString());
    const double v = valueAt(position);
    {
        const QSignalBlocker block(m_spin);
        m_spin->setValue(v);
    }
    emit valueEdited(m_spin->value());
}

void ParamSlider::onSpinChanged(double value)
{
    const auto* spin = static_cast<const TypedSpinBox*>(m_spin);
    if (!spin->inRange(value)) {
        const QLocale locale;
        setRangeProblem(tr("%1 is outside %2 – %3: not applied")
                            .arg(locale.toString(value, 'f', m_decimals),
                                 locale.toString(spin->allowedMinimum(), 'f', m_decimals),
                                 locale.toString(spin->allowedMaximum(), 'f', m_decimals)));
        return;
    }
    setRangeProblem(QString());
    {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(positionFor(value));
    }
    emit valueEdited(value);
}

}  // namespace memledger::widgets
