#include "widgets/explore/compare_panel.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>

#include "widgets/explore/compare_chart.h"
#include "widgets/explore/compare_text.h"

namespace memledger::widgets {

namespace {

QString scenarioLine(const model::Scenario& s)
{
    return QCoreApplication::translate("Compare", "%1 on %n× %2", nullptr, s.worldSize())
        .arg(QString::fromStdString(s.arch.name), QString::fromStdString(s.hardware.gpuName));
}

}  // namespace

ComparePanel::ComparePanel(QWidget* parent) : QWidget(parent), m_chart(new CompareChart)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(buildControls());
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    layout->addWidget(m_summary);
    // A short tab scrolls the chart rather than squeeze its category rows into each other.
    auto* chartArea = new QScrollArea;
    chartArea->setWidget(m_chart);
    chartArea->setWidgetResizable(true);
    chartArea->setFrameShape(QFrame::NoFrame);
    chartArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(chartArea, 1);
    refresh();
}

QWidget* ComparePanel::buildControls()
{
    auto* bar = new QWidget;
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    m_pinButton = new QPushButton(tr("Pin current as A"));
    m_pinButton->setToolTip(tr("Keep the current scenario as A; your next edits become B"));
    m_clearButton = new QPushButton(tr("Clear A"));
    m_pinned = new QLabel;
    m_pinned->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    row->addWidget(m_pinButton);
    row->addWidget(m_clearButton);
    row->addWidget(m_pinned, 1);
    connect(m_pinButton, &QPushButton::clicked, this, &ComparePanel::pinLive);
    connect(m_clearButton, &QPushButton::clicked, this, &ComparePanel::clearPin);
    return bar;
}

bool ComparePanel::pin(const model::Scenario& scenario, EstimatePtr estimate)
{
    if (!estimate || !estimate->valid())
        return false;
    m_a = scenario;
    m_aEstimate = std::move(estimate);
    refresh();
    return true;
}

void ComparePanel::pinLive()
{
    pin(m_b, m_bEstimate);
}

void ComparePanel::clearPin()
{
    m_aEstimate.reset();
    refresh();
}

void ComparePanel::setLive(const model::Scenario& scenario, EstimatePtr current)
{
    m_b = scenario;
    m_bEstimate = current;
    if (current && current->valid()) {
        m_bShown = current;
        m_bShownScenario = scenario;
    }
    refresh();
}

void ComparePanel::setUnit(ByteUnit unit)
{
    m_unit = unit;
    m_chart->setUnit(unit);
    refresh();
}

QString ComparePanel::summaryText() const
{
    return m_summary->text();
}

void ComparePanel::refresh()
{
    m_clearButton->setEnabled(hasPin());
    m_pinButton->setEnabled(m_bEstimate && m_bEstimate->valid());
    m_pinned->setText(hasPin() ? tr("A: %1").arg(scenarioLine(m_a)) : tr("Nothing pinned"));
    if (!hasPin() || !m_bShown) {
        m_summary->clear();
        m_summary->setToolTip(QString());
        m_chart->clear(tr("Pin the current scenario as A, then keep editing: the live scenario is B, "
                          "and this tab shows what changed, category by category and term by term."));
        return;
    }
    const bool stale = !m_bEstimate || !m_bEstimate->valid();
    const model::Comparison comparison = model::compare(m_a, *m_aEstimate, m_bShownScenario, *m_bShown);
    m_chart->setComparison(comparison, stale);
    const QString sentence = compareSummary(comparison, m_unit);
    m_summary->setText(stale ? tr("B is invalid: comparing with its last valid estimate. %1").arg(sentence) : sentence);
    // The sentence ends with the step-time change in percent; the tooltip gives both simulated steps.
    m_summary->setToolTip(comparison.hasStepTimes()
                              ? tr("Simulated step time: A %1, B %2")
                                    .arg(formatSeconds(comparison.stepTimeA), formatSeconds(comparison.stepTimeB))
                              : QString());
}

}  // namespace memledger::widgets
