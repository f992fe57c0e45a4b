// Scenario files of the main window: new, open, save (atomic), recent files,
// presets, remembered state, autosave and crash recovery.
#include <QAction>
#include <QCloseEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QTimer>
#include <QUndoStack>

#include "app/window/gui_settings.h"
#include "app/window/main_window.h"
#include "model/service/scenario_request.h"
#include "widgets/exchange/export_dialog.h"
#include "widgets/present/scene_book.h"
#include "widgets/session/scenario_file.h"
#include "widgets/session/scenario_session.h"
#include "widgets/workbench/workbench.h"

namespace memledger::gui {

using namespace memledger::widgets;

namespace {
QString fileFilter()
{
    return MainWindow::tr("MemLedger scenario or Hugging Face config (*.json);;MemLedger scenario (*.memledger.json)");
}
}  // namespace

void MainWindow::newScenario()
{
    m_session->replaceScenario(model::startingScenario(*m_presets), tr("New scenario"));
    m_path.clear();
    m_presetTitle.clear();
    m_scenes->setScenes({});
    updateTitle();
}

void MainWindow::exportDialog()
{
    widgets::ExportDialog dialog(m_session->committedScenario(), *m_presets, this);
    dialog.exec();
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario or model config"), QFileInfo(m_path).path(), fileFilter());
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::openMeasuredDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open memory snapshot or statistics"), QFileInfo(m_path).path(),
        tr("PyTorch memory snapshot or memory_stats() JSON (*.pickle *.pkl *.json);;All files (*)"));
    if (!path.isEmpty())
        m_bench->openMeasured(path);
}

bool MainWindow::openFile(const QString& path)
{
    model::Scenario scenario;
    OpenedKind kind = OpenedKind::Scenario;
    QString error;
    QStringList notes;
    model::Workspace opened;
    if (!readAnyFile(path, *m_presets, scenario, kind, &error, &notes, &opened)) {
        QMessageBox::warning(this, tr("Cannot open %1").arg(QFileInfo(path).fileName()), error);
        return false;
    }
    if (kind == OpenedKind::HfConfig) {
        // An imported model is a new, unsaved scenario: Save must not overwrite config.json.
        m_session->replaceScenario(scenario, tr("Import %1").arg(QFileInfo(path).fileName()));
        m_path.clear();
        m_presetTitle.clear();
        m_scenes->setScenes({});
        updateTitle();
        showImportNotes(notes);
        return true;
    }
    m_session->replaceScenario(scenario, tr("Open %1").arg(QFileInfo(path).fileName()));
    m_session->undoStack()->setClean();
    m_path = path;
    m_presetTitle.clear();
    applyWorkspace(opened);
    addRecent(path);
    updateTitle();
    return true;
}

void MainWindow::showImportNotes(const QStringList& notes)
{
    m_importNotes = notes;
    if (notes.isEmpty())
        return;
    auto* box = new QMessageBox(QMessageBox::Information, tr("Imported with approximations"),
                                notes.join(QLatin1Char('\n')), QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool MainWindow::save()
{
    return m_path.isEmpty() ? saveAs() : saveTo(m_path);
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save scenario"), m_path, fileFilter());
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json")))
        path += QStringLiteral(".memledger.json");
    return saveTo(path);
}

bool MainWindow::saveTo(const QString& path)
{
    QString error;
    if (!writeScenarioFile(path, m_session->committedScenario(), &error, workspace())) {
        QMessageBox::warning(this, tr("Save failed"), error);
        return false;
    }
    m_path = path;
    m_presetTitle.clear();
    m_session->undoStack()->setClean();
    markWorkspaceSaved();
    addRecent(path);
    updateTitle();
    return true;
}

bool MainWindow::maybeSave(bool* discarded)
{
    if (!m_persistent || !isModified())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved changes"), tr("Save the changes to this scenario?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    if (discarded)
        *discarded = answer == QMessageBox::Discard;
    return answer == QMessageBox::Discard;
}

bool MainWindow::loadPreset(const QString& id)
{
    const auto it = m_presets->scenarios.find(id.toStdString());
    if (it == m_presets->scenarios.end()) {
        QMessageBox::warning(this, tr("Cannot load preset"),
                             tr("No preset scenario '%1' in the presets folder; reinstall MemLedger or pass "
                                "--presets DIR.").arg(id));
        return false;
    }
    model::Scenario scenario;
    QString error;
    if (!scenarioFromJson(it->second.document, *m_presets, scenario, &error)) {
        QMessageBox::warning(this, tr("Cannot load preset"), error);
        return false;
    }
    const QString title = QString::fromStdString(it->second.title.empty() ? it->first : it->second.title);
    m_session->replaceScenario(scenario, tr("Load preset %1").arg(title));
    // A worked scenario as shipped is nothing to save: the title names it, unmodified, until an edit.
    m_session->undoStack()->setClean();
    m_path.clear();
    m_presetTitle = title;
    m_scenes->setScenes({});
    updateTitle();
    return true;
}

void MainWindow::addRecent(const QString& path)
{
    const QString full = QFileInfo(path).absoluteFilePath();
    m_recent.removeAll(full);
    m_recent.prepend(full);
    while (m_recent.size() > kMaxRecentFiles)
        m_recent.removeLast();
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    for (const QString& path : m_recent)
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { openFile(path); })->setToolTip(path);
    m_recentMenu->setToolTipsVisible(true);
    m_recentMenu->setEnabled(!m_recent.isEmpty());
}

void MainWindow::updateTitle()
{
    const QString name = !m_path.isEmpty()        ? QFileInfo(m_path).fileName()
                         : !m_presetTitle.isEmpty() ? tr("%1 (preset)").arg(m_presetTitle)
                                                    : tr("Untitled");
    setWindowTitle(tr("%1[*] — MemLedger").arg(name));
    setWindowModified(isModified());
}

}  // namespace memledger::gui
