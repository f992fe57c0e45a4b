#include "widgets/explore/sweep_panel.h"

#include <algorithm>

#include <QComboBox>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

#include "widgets/explore/sweep_chart.h"
#include "widgets/explore/sweep_knobs.h"

namespace memledger::widgets {

namespace {

std::vector<model::Architecture> architectures(const std::vector<const model::ModelPreset*>& presets)
{
    std::vector<model::Architecture> out;
    for (const auto* preset : presets)
        out.push_back(preset->arch);
    return out;
}

}  // namespace

SweepPanel::SweepPanel(std::shared_ptr<const model::PresetLibrary> presets, QWidget* parent)
    : QWidget(parent), m_presets(std::move(presets)), m_chart(new SweepChart)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(buildControls());
    layout->addWidget(m_chart, 1);
    connect(m_chart, &SweepChart::pointClicked, this, &SweepPanel::applyPoint);
    knobChanged();
}

QWidget* SweepPanel::buildControls()
{
    auto* bar = new QWidget;
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    m_knob = new QComboBox;
    fillKnobCombo(m_knob, true);
    m_from = new QSpinBox;
    m_to = new QSpinBox;
    for (QSpinBox* box : {m_from, m_to}) {
        box->setRange(1, 1 << 24);
        box->setGroupSeparatorShown(true);
        box->setKeyboardTracking(false);
        box->setToolTip(tr("The sweep doubles from the first value up to the last"));
        connect(box, &QSpinBox::valueChanged, this, &SweepPanel::invalidate);
    }
    m_note = new QLabel;
    m_note->setForegroundRole(QPalette::PlaceholderText);
    m_note->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // A status line: it may be cut on a narrow tab rather than widen the window.
    m_note->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    // Short words: the row must fit a narrow tab (the chart says what it plots).
    m_knob->setToolTip(tr("Memory per GPU against this knob, the rest of the scenario as it is"));
    row->addWidget(m_knob);
    row->addWidget(new QLabel(tr("from")));
    row->addWidget(m_from);
    row->addWidget(new QLabel(tr("to")));
    row->addWidget(m_to);
    row->addWidget(m_note, 1);
    connect(m_knob, &QComboBox::currentIndexChanged, this, &SweepPanel::knobChanged);
    return bar;
}

void SweepPanel::knobChanged()
{
    const auto knob = knobIn(m_knob);
    const auto [from, to] = defaultSweepRange(knob);
    const bool ranged = knob != model::SweepKnob::Model;
    m_from->setEnabled(ranged);
    m_to->setEnabled(ranged);
    if (ranged)
        setRange(from, to);
    invalidate();
}

void SweepPanel::setKnob(model::SweepKnob knob)
{
    selectKnob(m_knob, knob);
}

void SweepPanel::setRange(std::int64_t from, std::int64_t to)
{
    const QSignalBlocker blockFrom(m_from);
    const QSignalBlocker blockTo(m_to);
    m_from->setValue(static_cast<int>(from));
    m_to->setValue(static_cast<int>(to));
    invalidate();
}

void SweepPanel::setScenario(const model::Scenario& scenario, bool valid)
{
    m_stale = !valid;
    if (valid) {
        m_scenario = scenario;
        m_hasScenario = true;
    }
    invalidate();
}

void SweepPanel::setUnit(ByteUnit unit)
{
    m_chart->setUnit(unit);
}

void SweepPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    flush();
}

void SweepPanel::invalidate()
{
    m_dirty = true;
    if (isVisible())
        flush();
}

void SweepPanel::flush()
{
    if (m_dirty && m_hasScenario)
        recompute();
}

void SweepPanel::recompute()
{
    m_dirty = false;
    const auto knob = knobIn(m_knob);
    QElapsedTimer clock;
    clock.start();
    const model::Sweep sweep = knob == model::SweepKnob::Model
                                   ? model::sweepModels(m_scenario, architectures(modelsBySize()))
                                   : model::sweep(m_scenario, knob, model::doublingRange(m_from->value(), m_to->value()));
    m_millis = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    m_chart->setSweep(sweep, sweepKnobTitle(knob), m_stale, currentPoint(sweep));
    // Short on the tab (it may be narrow), the full line in the tooltip.
    const QString took = formatSeconds(m_millis / 1e3);
    m_note->setText(m_stale ? tr("stale") : took);
    m_note->setToolTip(m_stale ? tr("The scenario is invalid: showing the last sweep")
                               : tr("%n point(s), computed in %1", nullptr, static_cast<int>(sweep.points.size())).arg(took));
}

std::vector<const model::ModelPreset*> SweepPanel::modelsBySize() const
{
    std::vector<const model::ModelPreset*> presets;
    for (const auto& [id, preset] : m_presets->models)
        presets.push_back(&preset);
    std::stable_sort(presets.begin(), presets.end(),
                     [](const auto* a, const auto* b) { return a->paramsReference < b->paramsReference; });
    return presets;
}

// The point whose value the live scenario has (marked on the chart), -1: none.
int SweepPanel::currentPoint(const model::Sweep& sweep) const
{
    if (sweep.knob == model::SweepKnob::Model) {
        const auto models = modelsBySize();
        for (std::size_t i = 0; i < models.size() && i < sweep.points.size(); ++i)
            if (models[i]->arch == m_scenario.arch)
                return static_cast<int>(i);
        return -1;
    }
    for (std::size_t i = 0; i < sweep.points.size(); ++i)
        if (sweep.points[i].value == knobValue(m_scenario, sweep.knob))
            return static_cast<int>(i);
    return -1;
}

void SweepPanel::applyPoint(int point)
{
    const model::Sweep& sweep = m_chart->sweep();
    if (point < 0 || point >= static_cast<int>(sweep.points.size()))
        return;
    const auto& p = sweep.points[static_cast<std::size_t>(point)];
    const QString text = tr("Set %1 to %2 (sweep)").arg(sweepKnobTitle(sweep.knob), QString::fromStdString(p.label));
    if (sweep.knob == model::SweepKnob::Model) {
        const auto models = modelsBySize();
        if (point < static_cast<int>(models.size()))
            emit edited(QString(), text, [preset = *models[static_cast<std::size_t>(point)]](model::Scenario& s) {
                model::applyModel(preset, s);
            });
        return;
    }
    emit edited(QString(), text, [knob = sweep.knob, value = p.value](model::Scenario& s) { model::setKnob(s, knob, value); });
}

}  // namespace memledger::widgets
