#include "widgets/allocator/allocator_panel.h"

#include <algorithm>
#include <initializer_list>

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

#include "model/core/allocator_settings.h"
#include "widgets/allocator/allocator_series.h"
#include "widgets/allocator/allocator_text.h"
#include "widgets/allocator/memory_curve_chart.h"
#include "widgets/allocator/memory_map_chart.h"
#include "widgets/common/control_help.h"
#include "widgets/common/slide_editors.h"
#include "widgets/common/theme.h"
#include "widgets/common/vocabulary.h"
#include "widgets/session/problem_text.h"
#include "widgets/session/scenario_session.h"
#include "widgets/session/hub/visible_request.h"

namespace memledger::widgets {

namespace {

constexpr int kChartHeight = 200;       // a legend, a title and a plot that can still be read

bool expandableIn(const std::string& allocConf)
{
    const model::AllocatorSettingsParse parsed = model::parseAllocatorSettings(allocConf);
    return parsed.valid() && parsed.settings.expandableSegments;
}

QString problemsText(const std::vector<model::Problem>& problems)
{
    QStringList lines;
    for (const model::Problem& problem : problems)
        lines << problemLine(problem);
    return lines.join(QLatin1Char('\n'));
}

}  // namespace

AllocatorPanel::AllocatorPanel(ResultsHub* hub, QWidget* parent) : QWidget(parent), m_hub(hub)
{
    setObjectName(QStringLiteral("AllocatorPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    buildControls(layout);
    // Below the knobs everything scrolls: in a short tab the words keep their lines and
    // the charts their readable height.
    auto* content = new QWidget;
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(0, 0, 0, 0);
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    column->addWidget(m_summary);
    // The figures on the left, what they mean beside them: the tab is wider than it is tall.
    m_comparison = new QLabel;
    m_comparison->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_comparison->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_notes = new QLabel;
    m_notes->setWordWrap(true);
    m_notes->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto* comparison = new QHBoxLayout;
    comparison->addWidget(m_comparison);
    comparison->addWidget(m_notes, 1);
    column->addLayout(comparison);
    m_grid = new QGridLayout;
    m_predictedCurve = new MemoryCurveChart;
    m_predictedMap = new MemoryMapChart;
    m_measuredCurve = new MemoryCurveChart;
    m_measuredMap = new MemoryMapChart;
    for (QWidget* chart : std::initializer_list<QWidget*>{m_predictedCurve, m_predictedMap, m_measuredCurve, m_measuredMap})
        chart->setMinimumHeight(kChartHeight);
    m_grid->addWidget(m_predictedCurve, 0, 0);
    m_grid->addWidget(m_predictedMap, 0, 1);
    m_grid->addWidget(m_measuredCurve, 1, 0);
    m_grid->addWidget(m_measuredMap, 1, 1);
    m_grid->setColumnStretch(0, 3);
    m_grid->setColumnStretch(1, 2);
    m_grid->setRowStretch(0, 1);
    column->addLayout(m_grid, 1);
    auto* area = new QScrollArea;
    area->setWidget(content);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(area, 1);
    showMeasuredCharts(false);
    m_summary->setText(tr("Nothing replayed yet."));
    m_request = new VisibleRequest(this, [this] { ask(); });
    connect(hub->session(), &ScenarioSession::snapshotChanged, this, &AllocatorPanel::showSnapshot);
    connect(hub, &ResultsHub::allocatorReady, this, &AllocatorPanel::showStudy);
    connect(hub, &ResultsHub::measuredFileReady, this, &AllocatorPanel::showLoaded);
    connect(hub, &ResultsHub::measuredReady, this, &AllocatorPanel::showComparison);
}

void AllocatorPanel::buildControls(QVBoxLayout* layout)
{
    auto* row = new QHBoxLayout;
    m_expandable = new QCheckBox(tr("Expandable segments"));
    describeControl(m_expandable, m_expandable->text(),
                    tr("PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: segments grow in place instead "
                       "of leaving odd-sized holes. Starts as the scenario's setting."));
    m_shapes = new QComboBox;
    m_shapes->addItem(tr("Fixed shapes"), static_cast<int>(model::StepShapes::Fixed));
    m_shapes->addItem(tr("Variable-length batches"), static_cast<int>(model::StepShapes::Variable));
    m_shapes->addItem(tr("Bucketed lengths"), static_cast<int>(model::StepShapes::Bucketed));
    describeControl(m_shapes, tr("Batch shapes"),
                    tr("Variable: each step a new length from an eighth of the sequence up to it. Bucketed: the "
                       "same lengths padded up to quarters of the sequence."));
    m_emptyCache = new QCheckBox(tr("empty_cache() between steps"));
    describeControl(m_emptyCache, m_emptyCache->text(),
                    tr("torch.cuda.empty_cache() after every step returns the cached segments; the next "
                       "step allocates them again."));
    // On a slide the summary line says which allocator settings the replay used.
    for (QWidget* editor : std::initializer_list<QWidget*>{m_expandable, m_shapes, m_emptyCache})
        markAsSlideEditor(editor);
    row->addWidget(m_expandable);
    row->addWidget(m_shapes);
    row->addWidget(m_emptyCache);
    row->addStretch(1);
    layout->addLayout(row);
    connect(m_expandable, &QCheckBox::toggled, this, [this](bool on) {
        m_expandableOverride = on;
        knobsChanged();
    });
    connect(m_shapes, &QComboBox::currentIndexChanged, this, &AllocatorPanel::knobsChanged);
    connect(m_emptyCache, &QCheckBox::toggled, this, &AllocatorPanel::knobsChanged);
}

AllocatorParams AllocatorPanel::params() const
{
    AllocatorParams params;
    params.expandableSegments = m_expandableOverride;
    params.shapes = static_cast<model::StepShapes>(m_shapes->currentData().toInt());
    params.emptyCacheBetweenSteps = m_emptyCache->isChecked();
    return params;
}

void AllocatorPanel::ask()
{
    m_hub->requestAllocator(params());
    if (m_file && m_file->valid())
        m_hub->requestMeasured(m_file);
}

void AllocatorPanel::knobsChanged()
{
    m_request->invalidate();
}

void AllocatorPanel::showSnapshot(const SnapshotPtr& current, const SnapshotPtr& shown)
{
    if (shown && shown->scenario.memory.allocConf != m_allocConf) {
        m_allocConf = shown->scenario.memory.allocConf;
        m_expandableOverride.reset();
        const QSignalBlocker quiet(m_expandable);
        m_expandable->setChecked(expandableIn(m_allocConf));
    }
    if (m_request->follow(current, shown)) {
        m_stale = m_request->stale();
        redraw();
    }
}

void AllocatorPanel::showStudy(const AllocatorAnswer& answer)
{
    m_study = answer.result;
    m_stale = false;
    redraw();
}

void AllocatorPanel::openMeasured(const QString& path)
{
    m_file.reset();
    m_compared.reset();
    m_comparison->setText(tr("Reading %1…").arg(QFileInfo(path).fileName()));
    m_notes->clear();
    showMeasuredCharts(true);
    m_hub->requestMeasuredFile(path.toStdString());
}

void AllocatorPanel::showLoaded(const MeasuredFileAnswer& answer)
{
    m_file = answer.result;
    m_compared.reset();
    if (!m_file->valid()) {
        m_comparison->setText(QStringLiteral("<b>%1</b>").arg(
            tr("Cannot read %1").arg(QFileInfo(QString::fromStdString(m_file->path)).fileName()).toHtmlEscaped()));
        m_notes->setText(problemsText(m_file->problems));
        showMeasuredCharts(false);
        return;
    }
    m_request->invalidate();
    redraw();
}

void AllocatorPanel::showComparison(const MeasuredAnswer& answer)
{
    if (answer.query.file != m_file)
        return;
    m_compared = answer.result;
    redraw();
}

void AllocatorPanel::showMeasuredCharts(bool shown)
{
    m_measuredCurve->setVisible(shown);
    m_measuredMap->setVisible(shown);
    m_grid->setRowStretch(1, shown ? 1 : 0);
    m_comparison->setVisible(shown || !m_comparison->text().isEmpty());
    m_notes->setVisible(!m_notes->text().isEmpty());
}

void AllocatorPanel::setUnit(ByteUnit unit)
{
    m_unit = unit;
    for (MemoryCurveChart* chart : {m_predictedCurve, m_measuredCurve})
        chart->setUnit(unit);
    for (MemoryMapChart* chart : {m_predictedMap, m_measuredMap})
        chart->setUnit(unit);
    redraw();
}

QString AllocatorPanel::summaryText() const { return m_summary->text(); }
QString AllocatorPanel::comparisonText() const { return m_comparison->text() + QLatin1Char('\n') + m_notes->text(); }

void AllocatorPanel::redraw()
{
    if (m_study && m_study->valid()) {
        const QString settings = allocatorSettingsName(m_study->allocConf);
        QString summary = tr("Stage %1, %n step(s), %2.", nullptr, static_cast<int>(m_study->sequenceLengths.size()))
                              .arg(m_study->stage)
                              .arg(settings) +
                          QLatin1Char(' ') + studySummary(*m_study, m_unit);
        if (m_study->outOfMemory())
            summary += QLatin1Char('\n') + outOfMemoryText(*m_study, m_unit);
        m_summary->setText(summary);
        m_predictedCurve->setCurve(curveOf(*m_study), tr("Predicted: memory over the step"), m_stale);
        m_predictedMap->setMap(mapOf(*m_study, palette()), tr("Predicted: segments at the peak"), m_stale);
    } else if (m_study) {
        m_summary->setText(tr("Nothing to replay: %1").arg(problemsText(m_study->problems)));
        m_predictedCurve->setCurve({}, tr("Predicted: memory over the step"), true);
        m_predictedMap->setMap({}, tr("Predicted: segments at the peak"), true);
    }
    // Predicted and measured on one scale, so that their heights compare at a glance.
    const bool both = m_file && m_file->valid() && m_file->peaks.summary && m_study && m_study->valid();
    const double top = both ? std::max(static_cast<double>(m_study->replay.peakReserved),
                                       static_cast<double>(m_file->peaks.summary->peakReserved))
                            : 0.0;
    m_predictedCurve->setScaleFloor(top);
    m_measuredCurve->setScaleFloor(top);
    if (!m_file || !m_file->valid())
        return;
    const QString name = QFileInfo(QString::fromStdString(m_file->path)).fileName();
    const model::MeasuredPeaks& peaks = m_file->peaks;
    if (peaks.summary) {
        m_measuredCurve->setCurve(curveOf(*peaks.summary), tr("Measured: memory over the trace"), false);
        m_measuredMap->setMap(mapOf(*peaks.summary, palette()), tr("Measured: segments at the peak"), false);
    } else {
        m_measuredCurve->setCurve({}, tr("Measured: peaks only, no trace"), false);
        m_measuredMap->setMap({}, tr("Measured: no segment map"), false);
    }
    showMeasuredCharts(true);
    m_notes->clear();
    if (m_compared && m_compared->valid()) {
        // Asked first, in the warning colour: a file of another job would otherwise be read
        // as a prediction off by orders of magnitude.
        const QString question = QString::fromStdString(model::otherJobQuestion(*m_compared, m_unit, engineWord));
        const QString asked = question.isEmpty() ? QString()
                                                 : QStringLiteral("<p style=\"color:%1\"><b>%2</b></p>")
                                                       .arg(Theme(palette()).statusText(Status::OutOfMemory).name(),
                                                            question.toHtmlEscaped());
        m_comparison->setText(QStringLiteral("<b>%1</b>").arg(tr("%1 against the prediction").arg(name).toHtmlEscaped()) +
                              comparisonHtml(*m_compared, m_unit));
        m_notes->setText(asked + comparisonNotes(*m_compared, m_unit));
    } else if (m_compared) {
        m_comparison->setText(QStringLiteral("<b>%1</b>").arg(tr("No prediction to compare with").toHtmlEscaped()));
        m_notes->setText(problemsText(m_compared->problems));
    }
    m_notes->setVisible(!m_notes->text().isEmpty());
}

}  // namespace memledger::widgets
