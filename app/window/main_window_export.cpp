// Exports from the window: any view as PNG (1× or 2×), SVG or PDF; a view or the ledger
// summary on the clipboard; the design-review report as Markdown, HTML or PDF.
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QMenu>
#include <QMessageBox>
#include <QScrollArea>
#include <QTabWidget>

#include "app/window/main_window.h"
#include "model/report/review_data.h"
#include "widgets/explore/compare/compare_panel.h"
#include "widgets/ledger/ledger_view.h"
#include "widgets/publish/report_charts.h"
#include "widgets/publish/report_labels.h"
#include "widgets/publish/report_output.h"
#include "widgets/publish/view_image.h"
#include "widgets/session/scenario_session.h"
#include "widgets/triage/triage_controller.h"
#include "widgets/triage/triage_panel.h"
#include "widgets/triage/triage_text.h"
#include "widgets/workbench/workbench.h"

namespace memledger::gui {

using namespace memledger::widgets;

namespace {

bool inside(const QWidget* widget, const QWidget* area) { return widget && area && (widget == area || area->isAncestorOf(widget)); }

// Shown while the report's figures are computed and its charts drawn.
struct BusyCursor {
    BusyCursor() { QApplication::setOverrideCursor(Qt::WaitCursor); }
    ~BusyCursor() { QApplication::restoreOverrideCursor(); }
    BusyCursor(const BusyCursor&) = delete;
    BusyCursor& operator=(const BusyCursor&) = delete;
};

}  // namespace

void MainWindow::addExportActions(QMenu* file)
{
    file->addAction(tr("Export &View…"), QKeySequence(tr("Ctrl+Shift+E")), this, &MainWindow::exportViewDialog)
        ->setStatusTip(tr("Save the view with focus as a PNG image, an SVG drawing or a PDF page"));
    file->addAction(tr("Export &Report…"), QKeySequence(tr("Ctrl+Shift+R")), this, &MainWindow::exportReportDialog)
        ->setStatusTip(tr("A design-review report as Markdown, HTML or PDF: scenario, ledger with formulas and "
                          "sources, charts, triage path, A/B deltas, assumptions"));
}

void MainWindow::addCopyActions(QMenu* edit)
{
    edit->addSeparator();
    edit->addAction(tr("Copy &View"), QKeySequence(tr("Ctrl+Alt+C")), this,
                    [this] { copyViewToClipboard(currentView(), devicePixelRatioF()); })
        ->setStatusTip(tr("Copy the view with focus as an image"));
    edit->addAction(tr("Copy &Summary"), this, &MainWindow::copySummary)
        ->setStatusTip(tr("Copy the headline and the ledger by category as a Markdown table"));
}

// The view the user worked in last: a tab below the ledger, a side panel, else the ledger.
QWidget* MainWindow::currentView() const
{
    const QWidget* focus = QApplication::focusWidget();
    if (inside(focus, m_bench->tabs())) {
        // A tab that scrolls its view (the timeline) exports the view, not the visible part.
        QWidget* page = m_bench->tabs()->currentWidget();
        if (const auto* area = qobject_cast<const QScrollArea*>(page); area && area->widget())
            return area->widget();
        return page;
    }
    for (const QDockWidget* dock : {m_inspectorDock, m_triageDock, m_plannerDock})
        if (dock->isVisible() && inside(focus, dock))
            return dock->widget();
    return m_bench->ledger();
}

QString MainWindow::currentViewName() const
{
    QWidget* view = currentView();
    if (view == m_bench->ledger())
        return tr("Ledger");
    // The tab holding the view, or the scroll area that holds it.
    for (QWidget* page = view; page; page = page->parentWidget())
        if (const int tab = m_bench->tabs()->indexOf(page); tab >= 0)
            return m_bench->tabs()->tabText(tab);
    for (const QDockWidget* dock : {m_inspectorDock, m_triageDock, m_plannerDock})
        if (dock->widget() == view)
            return dock->windowTitle();
    return tr("View");
}

void MainWindow::exportViewDialog()
{
    const QString name = currentViewName();
    QFileDialog dialog(this, tr("Export View: %1").arg(name), QFileInfo(m_path).path());
    // Qt's own dialog, so the 2× choice can sit in it.
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setNameFilters({tr("PNG image (*.png)"), tr("SVG drawing (*.svg)"), tr("PDF page (*.pdf)")});
    dialog.setDefaultSuffix(QStringLiteral("png"));
    connect(&dialog, &QFileDialog::filterSelected, &dialog, [&dialog](const QString& filter) {
        dialog.setDefaultSuffix(filter.section(QLatin1String("*."), 1).section(QLatin1Char(')'), 0, 0));
    });
    auto* twice = new QCheckBox(tr("PNG at 2× (sharp on high-density screens and in print)"));
    twice->setChecked(devicePixelRatioF() > 1);
    if (auto* grid = qobject_cast<QGridLayout*>(dialog.layout()))
        grid->addWidget(twice, grid->rowCount(), 0, 1, grid->columnCount());
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    const QString path = dialog.selectedFiles().front();
    const QString error = exportView(currentView(), path, twice->isChecked() ? 2 : 1, name);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot export the view"), error);
}

void MainWindow::copySummary()
{
    const SnapshotPtr shown = m_session->shown();
    if (!shown)
        return;
    model::ReviewInputs inputs{shown->scenario, *shown->estimate};
    inputs.title = QFileInfo(m_path).completeBaseName().toStdString();
    inputs.unit = m_bench->unit();
    QApplication::clipboard()->setText(
        QString::fromStdString(model::toMarkdown(model::ledgerSummary(inputs, reviewLabels()))));
}

bool MainWindow::writeReport(const QString& path)
{
    const SnapshotPtr shown = m_session->shown();
    if (!shown)
        return false;
    BusyCursor busy;
    const model::Scenario pinned = m_bench->compare()->hasPin() ? m_bench->compare()->pinnedScenario() : model::Scenario{};
    const model::ReviewData review =
        model::computeReview(shown->scenario, m_bench->compare()->hasPin() ? &pinned : nullptr);
    // The wizard's path when the user walked it; the default walk otherwise.
    const TriageController* triage = m_bench->triage()->controller();
    const model::TriageResult walked = triage->running() && !triage->accepted().empty() ? triage->path()
                                                                                        : model::TriageResult{};
    model::ReviewInputs inputs = review.inputs(QFileInfo(m_path).completeBaseName().toStdString(), m_bench->unit(),
                                             walked.steps.empty() ? nullptr : &walked);
    inputs.triageLabels = triageLabels();
    for (const QString& note : m_importNotes)
        inputs.notes.push_back(note.toStdString());
    const QString error = widgets::writeReport(model::designReview(inputs, reviewLabels()), path,
                                               drawReportCharts(review, m_bench->unit()), missingChartText());
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot export the report"), error);
    return error.isEmpty();
}

void MainWindow::exportReportDialog()
{
    const QString base = QFileInfo(m_path).completeBaseName();
    const QString suggested = QFileInfo(m_path).dir().filePath((base.isEmpty() ? tr("design-review") : base) +
                                                              QStringLiteral(".pdf"));
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Report"), suggested,
        tr("PDF document (*.pdf);;HTML page (*.html *.htm);;Markdown with PNG charts (*.md)"));
    if (!path.isEmpty())
        writeReport(path);
}

}  // namespace memledger::gui
