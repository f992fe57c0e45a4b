#include "widgets/heatmap_panel.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QLabel>

#include "widgets/heatmap_chart.h"
#include "widgets/sweep_knobs.h"

namespace memledger::widgets {

HeatMapPanel::HeatMapPanel(QWidget* parent) : QWidget(parent), m_chart(new HeatMapChart)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(buildControls());
    layout->addWidget(m_chart, 1);
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
    row->addWidget(new QLabel(tr("Fits per GPU? Across")));
    row->addWidget(m_x);
    row->addWidget(new QLabel(tr("and up")));
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
    m_chart->setHeatMap(map, m_stale);
    // Short on the tab (it may be narrow), the full line in the tooltip.
    m_note->setText(m_stale ? tr("stale") : tr("%1 ms").arg(m_millis, 0, 'f', 2));
    m_note->setToolTip(m_stale ? tr("The scenario is invalid: showing the last map")
                               : tr("%1 × %2 cells, computed in %3 ms")
                                     .arg(map.xs.size()).arg(map.ys.size()).arg(m_millis, 0, 'f', 2));
}

}  // namespace memledger::widgets
