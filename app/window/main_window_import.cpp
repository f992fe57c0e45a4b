// Other tools' configurations into the window: File ▸ Import and files dropped on the
// window. The report is shown before anything changes; applying it is one undoable step.
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMimeData>
#include <QUrl>

#include "model/service/imported_configs.h"
#include "app/window/main_window.h"
#include "model/imports/config_import.h"
#include "widgets/exchange/import_report_dialog.h"
#include "widgets/session/scenario_session.h"

namespace memledger::gui {

void MainWindow::importDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import a training configuration"), QFileInfo(m_path).path(),
        tr("Training configurations (*.json *.yaml *.yml *.toml *.sh *.txt);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

bool MainWindow::importFile(const QString& path)
{
    const std::string file = path.toStdString();
    const model::ConfigImport imported = model::importConfigFile(file);
    const QString name = QFileInfo(path).fileName();
    widgets::ImportReportDialog report(imported, name, this);
    if (report.exec() != QDialog::Accepted)
        return false;
    // The same overlay as the command line's --from: the file's fields over the scenario
    // on screen, and a per-step batch split over its data-parallel GPUs.
    model::Scenario scenario = m_session->committedScenario();
    std::vector<model::Problem> problems;
    const model::ImportedConfigs overlaid = model::overlayConfigs({file}, *m_presets, scenario, problems);
    model::resolveImportedBatches(overlaid, false, false, scenario, problems);
    if (!problems.empty()) {
        showImportNotes({tr("%1 could not be applied: %2").arg(name, QString::fromStdString(problems.front().message))});
        return false;
    }
    // The job is now the file's: a report or a saved file must not carry the description of
    // the scenario it was laid over (a preset's may quote that scenario's figures).
    const QString over = scenario.title.empty() ? tr("the scenario on screen")
                                                : tr("“%1”").arg(QString::fromStdString(scenario.title));
    scenario.title = name.toStdString();
    scenario.description =
        tr("Imported from %1 over %2: what the file does not set is that scenario's.").arg(name, over).toStdString();
    m_session->replaceScenario(scenario, tr("Import %1").arg(name));
    m_presetTitle.clear();   // the imported job is no longer the worked scenario
    updateTitle();
    return true;
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls() && event->mimeData()->urls().value(0).isLocalFile())
        event->acceptProposedAction();
}

// A scenario file or a Hugging Face config opens; any other training configuration is
// imported, its format recognised from its content.
void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = event->mimeData()->urls().value(0).toLocalFile();
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    if (model::isOtherToolsConfig(path.toStdString()))
        importFile(path);
    else
        openFile(path);
}

}  // namespace memledger::gui
