#include "widgets/explore/planner/planner_panel.h"

#include <optional>

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include "widgets/common/control_help.h"
#include "widgets/common/narrow_combo.h"
#include "widgets/explore/planner/pareto_chart.h"
#include "widgets/session/form/gpu_combo.h"
#include "widgets/explore/planner/planner_table.h"
#include "widgets/explore/planner/planner_text.h"
#include "widgets/session/scenario_session.h"

namespace memledger::widgets {

PlannerPanel::PlannerPanel(std::shared_ptr<const model::PresetLibrary> presets, ResultsHub* hub, QWidget* parent)
    : QWidget(parent), m_presets(std::move(presets)), m_hub(hub), m_table(new PlannerTable(this))
{
    m_view = new QTableView;
    m_view->setModel(m_table);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    describeControl(m_view, tr("Planner layouts"),
                    tr("The layouts on the Pareto front, fastest step first. Double-click one to apply it."));
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_status = new QLabel(tr("Pick a model, a GPU and a GPU count, then find the layouts that fit."));
    m_status->setWordWrap(true);
    // The answer twice: as the chart of the front against what it beat, and as the table.
    m_chart = new ParetoChart(*m_table);
    auto* answer = new QSplitter(Qt::Vertical);
    answer->setChildrenCollapsible(false);
    answer->addWidget(m_chart);
    answer->addWidget(m_view);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildForm());
    layout->addWidget(m_status);
    layout->addWidget(answer, 1);
    layout->addWidget(buildButtons());
    fillPresets();
    connect(hub->session(), &ScenarioSession::snapshotChanged, this,
            [this](const SnapshotPtr& current) { setScenario(current->scenario); });
    // A form the user changed keeps its values across edits, not across another scenario.
    connect(hub->session(), &ScenarioSession::scenarioReplaced, this, [this] { m_formEdited = false; });
    connect(hub, &ResultsHub::planReady, this, &PlannerPanel::showResult);
    connect(hub, &ResultsHub::busyChanged, this, [this](ResultKind kind, bool busy) {
        if (kind == ResultKind::Plan)
            showBusy(busy);
    });
}

QWidget* PlannerPanel::buildForm()
{
    auto* form = new QWidget;
    auto* rows = new QFormLayout(form);
    rows->setContentsMargins(0, 0, 0, 0);
    m_model = new QComboBox;
    m_gpu = new QComboBox;
    m_gpus = new QSpinBox;
    m_gpus->setRange(1, 65536);
    m_globalBatch = new QSpinBox;
    m_globalBatch->setRange(0, 1 << 24);
    // Every row then keeps the scenario's own global batch, so step times compare equal work.
    m_globalBatch->setSpecialValueText(tr("the scenario's"));
    m_seq = new QSpinBox;
    m_seq->setRange(1, 1 << 24);
    m_seq->setGroupSeparatorShown(true);
    narrowCombo(m_model);
    narrowCombo(m_gpu);
    // A narrow dock puts a field under its label rather than scroll sideways.
    rows->setRowWrapPolicy(QFormLayout::WrapLongRows);
    describeControl(m_model, tr("Planner model"), tr("The model to lay out; it starts as the scenario's."));
    describeControl(m_gpu, tr("Planner GPU"), tr("The GPU every layout runs on; it starts as the scenario's."));
    describeControl(m_gpus, tr("Planner GPUs"),
                    tr("GPUs in the job: every layout multiplies DP × TP × PP × CP to exactly this. Typical: 8 to 1024."));
    describeControl(m_globalBatch, tr("Planner global batch"),
                    tr("Sequences per optimizer step, the same in every layout so that step times compare equal "
                       "work; leave it at the scenario's unless you plan a new run."));
    describeControl(m_seq,
                    tr("Planner sequence length"), tr("Tokens per sequence of every layout. Typical: 2048–8192."));
    rows->addRow(tr("Model"), m_model);
    rows->addRow(tr("GPU"), m_gpu);
    rows->addRow(tr("GPUs"), m_gpus);
    rows->addRow(tr("Global batch (sequences)"), m_globalBatch);
    rows->addRow(tr("Sequence length"), m_seq);
    m_runButton = new QPushButton(tr("Find layouts that fit"));
    describeControl(m_runButton, tr("Find layouts that fit"),
                    tr("Enumerate the layouts of the model on these GPUs, keep those that fit, simulate their step "
                       "and show the Pareto front of memory per GPU against step time."));
    rows->addRow(m_runButton);
    connect(m_runButton, &QPushButton::clicked, this, &PlannerPanel::run);
    // Once the user touches the form it stops following the live scenario.
    for (QComboBox* combo : {m_model, m_gpu})
        connect(combo, &QComboBox::activated, this, [this] { m_formEdited = true; });
    for (QSpinBox* box : {m_gpus, m_globalBatch, m_seq})
        connect(box, &QSpinBox::editingFinished, this, [this] { m_formEdited = true; });
    return form;
}

QWidget* PlannerPanel::buildButtons()
{
    auto* bar = new QWidget;
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    m_loadButton = new QPushButton(tr("Load as B (compare)"));
    m_applyButton = new QPushButton(tr("Apply"));
    describeControl(m_applyButton, m_applyButton->text(), tr("Replace the scenario with this layout (undoable)"));
    describeControl(m_loadButton, m_loadButton->text(),
                    tr("Pin the current scenario as A and load this layout as B, to compare them side by side."));
    row->addStretch(1);
    row->addWidget(m_loadButton);
    row->addWidget(m_applyButton);
    connect(m_loadButton, &QPushButton::clicked, this, [this] { emitForSelection(true); });
    connect(m_applyButton, &QPushButton::clicked, this, [this] { emitForSelection(false); });
    connect(m_view, &QTableView::doubleClicked, this, [this] { emitForSelection(false); });
    connect(m_chart, &ParetoChart::layoutClicked, this, &PlannerPanel::applyLayout);
    return bar;
}

void PlannerPanel::fillPresets()
{
    for (const auto& [id, preset] : m_presets->models)
        m_model->addItem(QString::fromStdString(preset.name), QString::fromStdString(id));
    addGpuPresets(m_gpu, *m_presets);
}

void PlannerPanel::setScenario(const model::Scenario& scenario)
{
    m_base = scenario;
    if (m_formEdited)
        return;
    const int model = m_model->findText(QString::fromStdString(scenario.arch.name));
    const int gpu = scenario.hardware.gpuId.empty() ? -1 : m_gpu->findData(QString::fromStdString(scenario.hardware.gpuId));
    if (model >= 0)
        m_model->setCurrentIndex(model);
    if (gpu >= 0)
        m_gpu->setCurrentIndex(gpu);
    // Each edit of the scenario comes here, and a spin box repaints on every setValue.
    const auto gpus = scenario.worldSize();
    const int seq = static_cast<int>(std::min<std::int64_t>(scenario.training.seq, m_seq->maximum()));
    if (m_gpus->value() != gpus)
        m_gpus->setValue(gpus);
    if (m_seq->value() != seq)
        m_seq->setValue(seq);
}

void PlannerPanel::setUnit(ByteUnit unit)
{
    m_table->setUnit(unit);
    m_chart->setUnit(unit);
}

model::PlanRequest PlannerPanel::currentRequest() const
{
    model::PlanRequest request;
    request.base = m_base;
    if (const auto* preset = m_presets->model(m_model->currentData().toString().toStdString()))
        model::applyModel(*preset, request.base);
    if (const auto* preset = m_presets->gpu(m_gpu->currentData().toString().toStdString()))
        model::applyGpu(*preset, request.base.hardware);
    request.base.training.seq = m_seq->value();
    request.gpus = m_gpus->value();
    request.globalBatch = m_globalBatch->value();
    return request;
}

void PlannerPanel::run()
{
    m_status->setText(tr("Searching…"));
    m_hub->requestPlan(currentRequest());
}

void PlannerPanel::showResult(const PlanAnswer& answer)
{
    const model::PlanResult& result = *answer.result;
    const double millis = answer.millis;
    m_millis = millis;
    // The search's rows come first and the same rows made exact follow: the row the user
    // picked meanwhile stays picked.
    const model::PlanRow* picked = selectedRow();
    const std::optional<QString> keep = picked ? std::optional(m_table->layoutKey(*picked)) : std::nullopt;
    m_table->setResult(result);
    m_chart->setResult(result);
    // The experts' degrees are columns only where a row has experts to spread.
    const bool experts = !result.rows.empty() && result.rows.front().layout.arch.moe.isMoe();
    m_view->setColumnHidden(PlannerTable::Ep, !experts);
    m_view->setColumnHidden(PlannerTable::Etp, !experts);
    QString text = tr("%n layout(s) on the Pareto front", nullptr, static_cast<int>(result.rows.size())) %
                   QStringLiteral(" · ") %
                   tr("global batch %1 sequences in every row").arg(QLocale().toString(static_cast<qlonglong>(result.globalBatch))) %
                   QStringLiteral(" · ") %
                   tr("%1 evaluated, %2 fit, %3, ranked by %4")
                       .arg(QLocale().toString(static_cast<qlonglong>(result.evaluated)),
                            QLocale().toString(static_cast<qlonglong>(result.fitting)), formatSeconds(millis / 1e3),
                            planRankingText(result));
    if (!result.rowsExact && !result.rows.empty())
        text += QStringLiteral("\n") % planPendingText();
    for (const model::PlanNote note : result.notes)
        text += QStringLiteral("\n") % planNoteText(note, result);
    m_status->setText(text);
    int row = 0;
    for (int i = 0; keep && i < m_table->rowCount(); ++i)
        if (m_table->layoutKey(*m_table->row(i)) == *keep)
            row = i;
    if (!result.rows.empty())
        selectRow(row);
}

void PlannerPanel::showBusy(bool busy)
{
    m_runButton->setText(busy ? tr("Searching… (click to restart)") : tr("Find layouts that fit"));
}

void PlannerPanel::selectRow(int row)
{
    m_view->selectRow(row);
}

QString PlannerPanel::statusText() const { return m_status->text(); }

const model::PlanRow* PlannerPanel::selectedRow() const
{
    const auto rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? nullptr : m_table->row(rows.front().row());
}

void PlannerPanel::emitForSelection(bool asB)
{
    const model::PlanRow* row = selectedRow();
    if (!row)
        return;
    if (asB)
        emit loadAsB(row->layout);
    else
        emit applyLayout(row->layout);
}

}  // namespace memledger::widgets
