#include "widgets/explore/compare/compare_panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>

#include "widgets/common/control_help.h"
#include "widgets/common/live_label.h"
#include "widgets/common/slide_editors.h"
#include "widgets/explore/compare/compare_chart.h"
#include "widgets/explore/compare/compare_text.h"
#include "widgets/session/scenario_session.h"
#include "widgets/session/hub/visible_request.h"

namespace memledger::widgets {

ComparePanel::ComparePanel(ResultsHub* hub, QWidget* parent)
    : QWidget(parent),
      m_request(new VisibleRequest(this, [this, hub] { hub->requestComparison(m_a); })),
      m_chart(new CompareChart)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(buildControls());
    m_summary = new LiveLabel;
    m_summary->label()->setWordWrap(true);
    m_summary->label()->setTextInteractionFlags(Qt::TextSelectableByMouse);
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
    connect(hub->session(), &ScenarioSession::snapshotChanged, this, &ComparePanel::showSnapshot);
    connect(hub, &ResultsHub::comparisonReady, this, &ComparePanel::showAnswer);
    refresh();
}

QWidget* ComparePanel::buildControls()
{
    auto* bar = new QWidget;
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    m_pinButton = new QPushButton(tr("Pin current as A"));
    describeControl(m_pinButton, m_pinButton->text(), tr("Keep the current scenario as A; your next edits become B"));
    m_clearButton = new QPushButton(tr("Clear A"));
    describeControl(m_clearButton, m_clearButton->text(),
                    tr("Forget the pinned scenario A; the comparison is empty until you pin again."));
    m_pinned = new QLabel;
    m_pinned->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    markAsSlideEditor(m_pinButton);   // what is pinned stays named beside them
    markAsSlideEditor(m_clearButton);
    row->addWidget(m_pinButton);
    row->addWidget(m_clearButton);
    row->addWidget(m_pinned, 1);
    connect(m_pinButton, &QPushButton::clicked, this, &ComparePanel::pinLive);
    connect(m_clearButton, &QPushButton::clicked, this, &ComparePanel::clearPin);
    return bar;
}

bool ComparePanel::pin(SnapshotPtr a)
{
    if (!a || !a->valid())
        return false;
    m_a = std::move(a);
    m_answer.reset();
    refresh();
    m_request->invalidate();
    emit pinChanged(m_a);
    return true;
}

void ComparePanel::pinLive()
{
    pin(m_live);
}

void ComparePanel::clearPin()
{
    m_a.reset();
    m_answer.reset();
    refresh();
    emit pinChanged(nullptr);
}

void ComparePanel::showSnapshot(const SnapshotPtr& current, const SnapshotPtr& shown)
{
    m_live = current;
    if (m_request->follow(current, shown))
        render();
    refresh();
}

void ComparePanel::showAnswer(const ComparisonAnswer& answer)
{
    if (answer.query.a != m_a)
        return;   // for an A no longer pinned
    m_answer = answer;
    render();
}

void ComparePanel::setUnit(ByteUnit unit)
{
    m_unit = unit;
    m_chart->setUnit(unit);
    render();
}

QString ComparePanel::summaryText() const
{
    return m_summary->text();
}

void ComparePanel::refresh()
{
    m_clearButton->setEnabled(hasPin());
    m_pinButton->setEnabled(m_live && m_live->valid());
    showNames();
    if (hasPin())
        return;
    m_summary->setText(QString());
    m_summary->label()->setToolTip(QString());
    m_chart->clear(tr("Pin the current scenario as A, then keep editing: the live scenario is B, "
                      "and this tab shows what changed, category by category and term by term."));
}

// A and B by their titles (B's first change from A where both have the same one), in the row
// above the chart and in the chart's key; each model on its GPUs on hover.
void ComparePanel::showNames()
{
    if (!hasPin()) {
        m_pinned->setText(tr("Nothing pinned"));
        m_pinned->setToolTip(QString());
        return;
    }
    const model::Scenario* b = m_live && m_live->valid() ? &m_live->scenario : nullptr;
    const AbNames names = abNames(m_a->scenario, b ? *b : m_a->scenario, m_answer ? m_answer->result.get() : nullptr);
    m_pinned->setText(tr("A: %1").arg(names.a));
    m_pinned->setToolTip(b ? tr("A: %1\nB: %2").arg(scenarioLine(m_a->scenario), scenarioLine(*b))
                           : tr("A: %1").arg(scenarioLine(m_a->scenario)));
    m_chart->setNames(names.a, names.b);
}

void ComparePanel::render()
{
    if (!m_answer)
        return;
    const model::Comparison& comparison = *m_answer->result;
    const bool stale = m_request->stale();
    m_chart->setComparison(comparison, stale);
    showNames();
    const QString sentence = compareSummary(comparison, m_unit);
    m_summary->setText(stale ? tr("B is invalid: comparing with its last valid estimate. %1").arg(sentence) : sentence);
    // The sentence ends with the step-time change in percent; the tooltip gives both simulated steps.
    m_summary->label()->setToolTip(comparison.hasStepTimes()
                              ? tr("Simulated step time: A %1, B %2")
                                    .arg(formatSeconds(comparison.stepTimeA), formatSeconds(comparison.stepTimeB))
                              : QString());
}

}  // namespace memledger::widgets
