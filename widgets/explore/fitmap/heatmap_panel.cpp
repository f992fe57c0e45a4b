#include "widgets/explore/fitmap/heatmap_panel.h"

#include <algorithm>

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>

#include "widgets/common/control_help.h"
#include "widgets/common/slide_editors.h"
#include "widgets/explore/fitmap/heatmap_chart.h"
#include "widgets/explore/sweep/sweep_knobs.h"
#include "widgets/session/hub/visible_request.h"

namespace memledger::widgets {

HeatMapPanel::HeatMapPanel(ResultsHub* hub, QWidget* parent)
    : QWidget(parent),
      m_request(new VisibleRequest(this, [this, hub] { hub->requestFitMap(params()); })),
      m_chart(new HeatMapChart)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(buildControls());
    layout->addWidget(m_chart, 1);
    connect(m_chart, &HeatMapChart::cellClicked, this, &HeatMapPanel::applyCell);
    connect(hub->session(), &ScenarioSession::snapshotChanged, this, &HeatMapPanel::showSnapshot);
    connect(hub, &ResultsHub::fitMapReady, this, &HeatMapPanel::showAnswer);
}

QWidget* HeatMapPanel::buildControls()
{
    auto* bar = new QWidget;
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    markAsSlideEditor(bar);   // the axes name the knobs
    m_x = new QComboBox;
    m_y = new QComboBox;
    fillKnobCombo(m_x, false);
    fillKnobCombo(m_y, false);
    selectKnob(m_y, model::SweepKnob::MicroBatch);
    m_note = new QLabel;
    m_note->setForegroundRole(QPalette::PlaceholderText);
    m_note->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // A status line: it may be cut on a narrow tab rather than widen the window.
    m_note->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    // Short words: the row must fit a narrow tab.
    describeControl(m_x, tr("Fit map across"), tr("Across: the knob along the bottom"));
    describeControl(m_y, tr("Fit map up"), tr("Up: the knob along the side"));
    row->addWidget(m_x);
    row->addWidget(new QLabel(QStringLiteral("×")));
    row->addWidget(m_y);
    row->addWidget(m_note, 1);
    connect(m_x, &QComboBox::currentIndexChanged, m_request, &VisibleRequest::invalidate);
    connect(m_y, &QComboBox::currentIndexChanged, m_request, &VisibleRequest::invalidate);
    return bar;
}

void HeatMapPanel::setKnobs(model::SweepKnob x, model::SweepKnob y)
{
    selectKnob(m_x, x);
    selectKnob(m_y, y);
}

void HeatMapPanel::setUnit(ByteUnit unit)
{
    m_chart->setUnit(unit);
}

FitMapParams HeatMapPanel::params() const
{
    FitMapParams params;
    params.x = knobIn(m_x);
    params.y = knobIn(m_y);
    const auto [x0, x1] = defaultSweepRange(params.x);
    const auto [y0, y1] = defaultSweepRange(params.y);
    params.xs = model::doublingRange(x0, x1);
    params.ys = model::doublingRange(y0, y1);
    return params;
}

void HeatMapPanel::showSnapshot(const SnapshotPtr& current, const SnapshotPtr& shown)
{
    if (m_request->follow(current, shown))
        render();
}

void HeatMapPanel::showAnswer(const FitMapAnswer& answer)
{
    if (answer.query.params != params())
        return;   // another panel's question
    m_answer = answer;
    render();
}

void HeatMapPanel::render()
{
    if (!m_answer)
        return;
    const model::HeatMap& map = *m_answer->result;
    const model::Scenario& scenario = m_answer->query.snapshot->scenario;
    const double millis = m_answer->millis;
    const bool stale = m_request->stale();
    const auto at = [](const std::vector<std::int64_t>& values, std::int64_t value) {
        const auto it = std::find(values.begin(), values.end(), value);
        return it == values.end() ? -1 : static_cast<int>(it - values.begin());
    };
    m_chart->setHeatMap(map, stale, at(map.xs, knobValue(scenario, map.xKnob)), at(map.ys, knobValue(scenario, map.yKnob)));
    // Short on the tab (it may be narrow), the full line in the tooltip.
    const QString took = formatSeconds(millis / 1e3);
    m_note->setText(stale ? tr("stale") : took);
    m_note->setToolTip(stale ? tr("The scenario is invalid: showing the last map")
                             : tr("%1 × %2 cells, computed in %3").arg(map.xs.size()).arg(map.ys.size()).arg(took));
}

void HeatMapPanel::applyCell(int x, int y)
{
    const model::HeatMap& map = m_chart->heatMap();
    if (x < 0 || y < 0 || static_cast<std::size_t>(x) >= map.xs.size() || static_cast<std::size_t>(y) >= map.ys.size())
        return;
    const std::int64_t xv = map.xs[static_cast<std::size_t>(x)], yv = map.ys[static_cast<std::size_t>(y)];
    emit edited(QString(),
                tr("Set %1 = %2, %3 = %4 (fit map)").arg(sweepKnobTitle(map.xKnob)).arg(xv).arg(sweepKnobTitle(map.yKnob)).arg(yv),
                [xk = map.xKnob, yk = map.yKnob, xv, yv](model::Scenario& s) {
                    model::setKnob(s, xk, xv);
                    model::setKnob(s, yk, yv);
                });
}

}  // namespace memledger::widgets
