#include "widgets/triage/triage_auto_view.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include "widgets/common/control_help.h"
#include "widgets/common/flow_text.h"
#include "widgets/common/theme.h"
#include "widgets/triage/triage_controller.h"
#include "widgets/triage/triage_text.h"

namespace memledger::widgets {

namespace {

FlowText* richLabel()
{
    return new FlowText;
}

QGroupBox* boxWith(const QString& title, QWidget* content)
{
    auto* box = new QGroupBox(title);
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(content);
    return box;
}

}  // namespace

TriageAutoView::TriageAutoView(TriageController* controller, QWidget* parent)
    : QWidget(parent), m_controller(controller)
{
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(buildOptions());
    m_status = richLabel();
    layout->addWidget(m_status);
    // What to do now first; how the walk got here below it.
    layout->addWidget(buildProposal());
    layout->addWidget(buildSummary());
    m_path = richLabel();
    layout->addWidget(boxWith(tr("Path so far"), m_path));
    m_diagnosis = richLabel();
    layout->addWidget(boxWith(tr("Diagnosis of the original job"), m_diagnosis));
    layout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll, 1);
    outer->addWidget(buildButtons());   // outside the scroll area: never below the fold
    connect(m_controller, &TriageController::changed, this, &TriageAutoView::refresh);
    refresh();
}

QWidget* TriageAutoView::buildOptions()
{
    auto* box = new QGroupBox(tr("What this job allows"));
    auto* form = new QFormLayout(box);
    m_allowLora = new QCheckBox(tr("LoRA / QLoRA allowed"));
    describeControl(m_allowLora, m_allowLora->text(),
                    tr("The task tolerates a parameter-efficient fine-tune instead of a full one"));
    m_allowShorter = new QCheckBox(tr("Shorter sequences allowed"));
    describeControl(m_allowShorter, m_allowShorter->text(),
                    tr("Halving the sequence length changes the data the model sees"));
    m_allowOffload = new QCheckBox(tr("Offload to CPU RAM / NVMe allowed"));
    m_allowOffload->setChecked(true);
    m_flash = new QCheckBox(tr("FlashAttention available"));
    m_flash->setChecked(true);
    describeControl(m_allowOffload, m_allowOffload->text(),
                    tr("The job may move optimizer states or weights to host RAM or NVMe: saves GPU memory, costs "
                       "PCIe time every step."));
    describeControl(m_flash, m_flash->text(),
                    tr("The GPU and the stack can run FlashAttention, which never stores the attention scores."));
    m_maxGpus = new QSpinBox;
    m_maxGpus->setRange(0, 4096);
    m_maxGpus->setSpecialValueText(tr("as configured"));
    describeControl(m_maxGpus, tr("GPUs available"),
                    tr("How many GPUs the job may grow to when sharding or parallelism needs more; "
                       "0 keeps the scenario's count."));
    for (QCheckBox* check : {m_allowLora, m_allowShorter, m_allowOffload, m_flash})
        form->addRow(check);
    form->addRow(tr("GPUs available:"), m_maxGpus);
    auto* start = new QPushButton(tr("Start / restart the walk"));
    start->setObjectName(QStringLiteral("TriageStart"));
    describeControl(start, start->text(),
                    tr("Walk the triage order from this scenario: each step proposes the cheapest change that "
                       "still helps, previewed on the ledger."));
    connect(start, &QPushButton::clicked, this, [this] {
        applyOptions();
        m_controller->start();
    });
    form->addRow(start);
    return box;
}

QGroupBox* TriageAutoView::buildProposal()
{
    m_proposal = richLabel();
    m_proposalBox = new QGroupBox(tr("Proposed step (a preview)"));
    auto* layout = new QVBoxLayout(m_proposalBox);
    layout->addWidget(m_proposal);
    return m_proposalBox;
}

QWidget* TriageAutoView::buildButtons()
{
    m_accept = new QPushButton(tr("Accept"));
    describeControl(m_accept, m_accept->text(), tr("Keep this change (it is already shown on the ledger)"));
    m_skip = new QPushButton(tr("Skip"));
    describeControl(m_skip, m_skip->text(), tr("Take this change back and try the next option"));
    m_undo = new QPushButton(tr("Undo last accepted"));
    describeControl(m_undo, m_undo->text(), tr("Take back the last change you accepted and propose it again."));
    connect(m_accept, &QPushButton::clicked, m_controller, &TriageController::accept);
    connect(m_skip, &QPushButton::clicked, m_controller, &TriageController::skip);
    connect(m_undo, &QPushButton::clicked, m_controller, &TriageController::undo);
    m_accept->setDefault(true);
    m_buttons = new QWidget;
    auto* buttons = new QHBoxLayout(m_buttons);
    buttons->setContentsMargins(4, 4, 4, 4);   // the row fits the right-hand docks at 1280 px
    buttons->addWidget(m_accept);
    buttons->addWidget(m_skip);
    buttons->addWidget(m_undo);
    buttons->addStretch(1);
    return m_buttons;
}

QGroupBox* TriageAutoView::buildSummary()
{
    m_summary = richLabel();
    m_copy = new QPushButton(tr("Copy summary as Markdown"));
    describeControl(m_copy, m_copy->text(), tr("Copy the accepted steps and their savings, for a ticket or a review."));
    connect(m_copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(summaryMarkdown()); });
    m_summaryBox = boxWith(tr("Summary"), m_summary);
    m_summaryBox->layout()->addWidget(m_copy);
    return m_summaryBox;
}

void TriageAutoView::applyOptions()
{
    model::TriageOptions options = m_controller->options();
    options.allowLora = m_allowLora->isChecked();
    options.allowShorterSequence = m_allowShorter->isChecked();
    options.allowOffload = m_allowOffload->isChecked();
    options.flashAvailable = m_flash->isChecked();
    options.maxGpus = m_maxGpus->value();
    m_controller->setOptions(options);
}

void TriageAutoView::setLanguage(model::Language language)
{
    m_language = language;
    refresh();
}

void TriageAutoView::setUnit(ByteUnit unit)
{
    m_unit = unit;
    refresh();
}

QString TriageAutoView::summaryMarkdown() const
{
    return QString::fromStdString(
        model::triageMarkdown(m_controller->path(), model::builtinTriageTree(), m_language, triageLabels()));
}

QString TriageAutoView::statusText() const
{
    if (m_controller->interrupted())
        return tr("<i>The scenario was edited outside the wizard; start the walk again from it.</i>");
    if (!m_controller->running())
        return tr("<i>Start the walk: the engine diagnoses the current scenario and proposes one step at a "
                  "time: free defaults first, then fixes for the element that is the problem, then more GPUs.</i>");
    if (m_controller->walking())
        return tr("<i>The engine is walking the tree…</i>");
    if (m_controller->finished())
        return tr("<b>The walk is over.</b>");
    return tr("Step %1: accept it, skip it, or undo the last accepted one.").arg(m_controller->accepted().size() + 1);
}

void TriageAutoView::refresh()
{
    const TriageTextContext c{model::builtinTriageTree(), m_language, m_unit, Theme(palette()).mutedText()};
    const bool running = m_controller->running();
    m_status->setText(statusText());
    const model::TriageResult path = m_controller->path();
    m_diagnosis->setText(running ? diagnosisHtml(path.diagnosis, c) : QString());
    m_diagnosis->parentWidget()->setVisible(running);
    const bool proposing = m_controller->proposal() != nullptr;
    m_proposal->setText(proposing ? proposalHtml(m_controller->latest(), 0, c) : QString());
    m_proposalBox->setVisible(proposing);
    m_buttons->setVisible(running);
    m_accept->setEnabled(proposing);
    m_skip->setEnabled(proposing);
    m_path->setText(pathHtml(path, c));
    m_path->parentWidget()->setVisible(running && !m_controller->accepted().empty());
    m_undo->setEnabled(!m_controller->accepted().empty());
    m_summaryBox->setVisible(m_controller->finished());
    m_summary->setText(m_controller->finished() ? summaryHtml(path, c) : QString());
}

}  // namespace memledger::widgets
