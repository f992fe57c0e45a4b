#include "widgets/explore/heatmap_panel.h"

#include <algorithm>

#include <QComboBox>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QLabel>

#include "widgets/explore/heatmap_chart.h"
#include "widgets/explore/sweep_knobs.h"

namespace memledger::widgets {

HeatMapPanel::HeatMapPanel(QWidget* parent) : QWidget(parent), m_chart(new HeatMapChart)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(buildControls());
    layout->addWidget(m_chart, 1);
    connect(m_chart, &HeatMapChart::cellClicked, this, &HeatMapPanel::applyCell);
}

QWidget* HeatMapPanel::buildControls()
{
    auto* bar = new QWidget;
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
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
    m_x->setToolTip(tr("Across: the knob along the bottom"));
    m_y->setToolTip(tr("Up: the knob along the side"));
    row->addWidget(m_x);
    row->addWidget(new QLabel(QStringLiteral("×")));
    row->addWidget(m_y);
    row->addWidget(m_note, 1);
    connect(m_x, &QComboBox::currentIndexChanged, this, &HeatMapPanel::invalidate);
    connect(m_y, &QComboBox::currentIndexChanged, this, &HeatMapPanel::invalidate);
    return bar;
}

void HeatMapPanel::setKnobs(model::SweepKnob x, model::SweepKnob y)
{
    selectKnob(m_x, x);
    selectKnob(m_y, y);
}

void HeatMapPanel::setScenario(const model::Scenario& scenario, bool valid)
{
    m_stale = !valid;
    if (valid) {
        m_scenario = scenario;
        m_hasScenario = true;
    }
    invalidate();
}

void HeatMapPanel::setUnit(ByteUnit unit)
{
    m_chart->setUnit(unit);
}

void HeatMapPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    flush();
}

void HeatMapPanel::invalidate()
{
    m_dirty = true;
    if (isVisible())
        flush();
}

void HeatMapPanel::flush()
{
    if (m_dirty && m_hasScenario)
        recompute();
}

void HeatMapPanel::recompute()
{
    m_dirty = false;
    const auto x = knobIn(m_x), y = knobIn(m_y);
    const auto [x0, x1] = defaultSweepRange(x);
    const auto [y0, y1] = defaultSweepRange(y);
    QElapsedTimer clock;
    clock.start();
    const model::HeatMap map = model::heatMap(m_scenario, x, model::doublingRange(x0, x1), y, model::doublingRange(y0, y1));
    m_millis = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    const auto at = [](const std::vector<std::int64_t>& values, std::int64_t value) {
        const auto it = std::find(values.begin(), values.end(), value);
        return it == values.end() ? -1 : static_cast<int>(it - values.begin());
    };
    m_chart->setHeatMap(map, m_stale, at(map.xs, knobValue(m_scenario, x)), at(map.ys, knobValue(m_scenario, y)));
    // Short on the tab (it may be narrow), the full line in the tooltip.
    const QString took = formatSeconds(m_millis / 1e3);
    m_note->setText(m_stale ? tr("stale") : took);
    m_note->setToolTip(m_stale ? tr("The scenario is invalid: showing the last map")
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
