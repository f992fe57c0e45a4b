#include "widgets/explore/sweep/sweep_panel.h"

#include <algorithm>

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

#include "widgets/common/control_help.h"
#include "widgets/common/live_label.h"
#include "widgets/common/slide_editors.h"
#include "widgets/explore/sweep/sweep_chart.h"
#include "widgets/explore/sweep/sweep_knobs.h"
#include "widgets/session/hub/visible_request.h"

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

SweepPanel::SweepPanel(std::shared_ptr<const model::PresetLibrary> presets, ResultsHub* hub, QWidget* parent)
    : QWidget(parent),
      m_presets(std::move(presets)),
      m_request(new VisibleRequest(this, [this, hub] { hub->requestSweep(params()); })),
      m_chart(new SweepChart)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(buildControls());
    layout->addWidget(m_chart, 1);
    connect(m_chart, &SweepChart::pointClicked, this, &SweepPanel::applyPoint);
    connect(hub->session(), &ScenarioSession::snapshotChanged, this, &SweepPanel::showSnapshot);
    connect(hub, &ResultsHub::sweepReady, this, &SweepPanel::showAnswer);
    knobChanged();
}

QWidget* SweepPanel::buildControls()
{
    auto* bar = new QWidget;
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    markAsSlideEditor(bar);   // the chart's axis names the knob, its bars the values
    m_knob = new QComboBox;
    m_knob->setObjectName(QStringLiteral("SweepKnob"));
    fillKnobCombo(m_knob, true);
    m_from = new QSpinBox;
    m_to = new QSpinBox;
    for (QSpinBox* box : {m_from, m_to}) {
        box->setRange(1, 1 << 24);
        box->setGroupSeparatorShown(true);
        box->setKeyboardTracking(false);
        connect(box, &QSpinBox::valueChanged, m_request, &VisibleRequest::invalidate);
    }
    m_note = new LiveLabel;
    m_note->label()->setForegroundRole(QPalette::PlaceholderText);
    m_note->label()->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // A status line: it may be cut on a narrow tab rather than widen the window.
    m_note->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    // Short words: the row must fit a narrow tab (the chart says what it plots).
    describeControl(m_knob,
                    tr("Sweep knob"), tr("Memory per GPU against this knob, the rest of the scenario as it is"));
    describeControl(m_from, tr("Sweep from"), tr("The sweep doubles from the first value up to the last"));
    describeControl(m_to, tr("Sweep to"), tr("The sweep doubles from the first value up to the last"));
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
    m_request->invalidate();
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
    m_request->invalidate();
}

model::SweepKnob SweepPanel::knob() const
{
    return knobIn(m_knob);
}

std::int64_t SweepPanel::rangeFrom() const
{
    return m_from->value();
}

std::int64_t SweepPanel::rangeTo() const
{
    return m_to->value();
}

void SweepPanel::setUnit(ByteUnit unit)
{
    m_chart->setUnit(unit);
}

SweepParams SweepPanel::params() const
{
    SweepParams params;
    params.knob = knobIn(m_knob);
    if (params.knob == model::SweepKnob::Model)
        params.models = architectures(modelsBySize());
    else
        params.values = model::doublingRange(m_from->value(), m_to->value());
    return params;
}

void SweepPanel::showSnapshot(const SnapshotPtr& current, const SnapshotPtr& shown)
{
    if (m_request->follow(current, shown))
        render();
}

void SweepPanel::showAnswer(const SweepAnswer& answer)
{
    if (answer.query.params != params())
        return;   // another panel's question
    m_answer = answer;
    render();
}

void SweepPanel::render()
{
    if (!m_answer)
        return;
    const model::Sweep& sweep = *m_answer->result;
    const double millis = m_answer->millis;
    const bool stale = m_request->stale();
    m_chart->setSweep(sweep, sweepKnobTitle(sweep.knob), stale, currentPoint(sweep));
    // Short on the tab (it may be narrow), the full line in the tooltip.
    const QString took = formatSeconds(millis / 1e3);
    m_note->setText(stale ? tr("stale") : took);
    m_note->label()->setToolTip(stale ? tr("The scenario is invalid: showing the last sweep")
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

// The point whose value the swept scenario has (marked on the chart), -1: none.
int SweepPanel::currentPoint(const model::Sweep& sweep) const
{
    const model::Scenario& scenario = m_answer->query.snapshot->scenario;
    if (sweep.knob == model::SweepKnob::Model) {
        const auto models = modelsBySize();
        for (std::size_t i = 0; i < models.size() && i < sweep.points.size(); ++i)
            if (models[i]->arch == scenario.arch)
                return static_cast<int>(i);
        return -1;
    }
    for (std::size_t i = 0; i < sweep.points.size(); ++i)
        if (sweep.points[i].value == knobValue(scenario, sweep.knob))
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
