// Presentation mode, scenes, the scenario's title and description, the workspace saved
// beside the scenario (A/B pin, sweep settings), and the window's keyboard shortcuts.
#include <QAction>
#include <QCursor>
#include <QDockWidget>
#include <QGuiApplication>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>

#include "app/window/main_window.h"
#include "model/core/untrusted_json.h"
#include "widgets/ledger/ledger_view.h"
#include "widgets/present/presentation.h"
#include "widgets/present/scenario_properties_dialog.h"
#include "widgets/present/scene_book.h"
#include "widgets/present/scene_list_panel.h"
#include "widgets/present/workspace_state.h"
#include "widgets/session/scenario_session.h"
#include "widgets/workbench/workbench.h"

namespace memledger::gui {

using namespace memledger::widgets;

namespace {

std::string workspaceJson(const model::Workspace& workspace)
{
    nlohmann::json document = nlohmann::json::object();
    model::writeWorkspace(workspace, document);
    return model::shownJson(document);
}

// An action's menu text without its mnemonic ampersands, as a shortcut list shows it.
QString plainText(const QAction* action)
{
    return QString(action->text()).remove(QLatin1Char('&'));
}

}  // namespace

void MainWindow::buildPresentation()
{
    m_scenes = new SceneBook(this);
    m_sceneList = new SceneListPanel(m_bench, m_scenes);
    m_scenesDock = addDock(tr("Scenes"), QStringLiteral("ScenesDock"), m_sceneList, Qt::RightDockWidgetArea);
    tabifyDockWidget(m_inspectorDock, m_scenesDock);
    m_scenesDock->hide();
    m_presentation = new Presentation(m_bench, m_scenes, this);
    connect(m_sceneList, &SceneListPanel::presentRequested, this, &MainWindow::present);
    // Esc gives back the window as it was: its size (leaving full screen need not restore it),
    // its docks where they were (hiding and showing them again reorders tabbed docks and lets
    // a full-screen pass resize them), and the title's modified mark as it was (the scenes
    // are shown as steps undone on leaving).
    connect(m_presentation, &Presentation::activeChanged, this, [this](bool active) {
        if (!active) {
            restoreGeometry(m_geometryBeforePresenting);
            restoreState(m_layoutBeforePresenting);
        }
        updateTitle();
    });
    connect(m_scenes, &SceneBook::changed, this, &MainWindow::updateTitle);
}

void MainWindow::present(int scene)
{
    // Everything but the workbench: the docks, the menu bar, the tool bars and the status bar.
    // (statusBar() would make one where there is none: the window's children are asked instead.)
    QList<QWidget*> controls{menuBar()};
    for (QWidget* child : findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly))
        if (qobject_cast<QDockWidget*>(child) || qobject_cast<QToolBar*>(child) || qobject_cast<QStatusBar*>(child))
            controls << child;
    m_presentation->setControls(controls);
    if (!m_presentation->isActive()) {
        m_geometryBeforePresenting = saveGeometry();
        m_layoutBeforePresenting = saveState();
        m_modifiedBeforePresenting = isModified();
    }
    m_presentation->enter(scene);
}

model::Workspace MainWindow::workspace() const
{
    model::Workspace workspace = captureWorkspace(*m_bench);
    workspace.scenes = m_scenes->scenes();
    return workspace;
}

void MainWindow::applyWorkspace(const model::Workspace& workspace)
{
    restoreWorkspace(*m_bench, workspace);
    m_scenes->setScenes(workspace.scenes);
    markWorkspaceSaved();
}

void MainWindow::markWorkspaceSaved()
{
    m_savedWorkspace = workspaceJson(workspace());
    updateTitle();
}

bool MainWindow::isModified() const
{
    if (m_presentation && m_presentation->isActive())
        return m_modifiedBeforePresenting;   // a scene on show is not an edit of the file
    return !m_session->undoStack()->isClean() || workspaceJson(workspace()) != m_savedWorkspace;
}

void MainWindow::editProperties()
{
    ScenarioPropertiesDialog dialog(m_session, this);
    dialog.exec();
}

QScreen* MainWindow::startScreen() const
{
    QScreen* under = QGuiApplication::screenAt(QCursor::pos());
    return under ? under : QGuiApplication::primaryScreen();
}

void MainWindow::buildPresentMenus(QMenu* edit, QMenu* view, QMenu* help)
{
    edit->addSeparator();
    edit->addAction(tr("Scenario &Properties…"), this, &MainWindow::editProperties)
        ->setToolTip(tr("The scenario's title and description, saved in its file"));

    view->addAction(m_plannerDock->toggleViewAction());
    view->addSeparator();
    // Shown from the View menu, a dock that shares the inspector's tabs comes to the front,
    // rather than open as a tab behind the one on show.
    for (QDockWidget* dock : {m_plannerDock, m_scenesDock})
        connect(dock->toggleViewAction(), &QAction::triggered, dock, [dock](bool shown) {
            if (shown)
                dock->raise();
        });
    QAction* scenes = m_scenesDock->toggleViewAction();
    scenes->setText(tr("&Scenes"));
    scenes->setShortcut(QKeySequence(tr("Ctrl+Shift+L")));
    view->addAction(scenes);
    QAction* present = view->addAction(tr("Presentation &Mode"), this, [this] { this->present(0); });
    present->setShortcut(QKeySequence(Qt::Key_F5));
    present->setToolTip(tr("Full screen, large type, one view at a time; the arrow keys step through the scenes, "
                           "L shows a pointer highlight, Esc leaves"));
    addViewShortcuts(view);

    help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts);
    // The menu bar is hidden while presenting: the window itself keeps every shortcut alive.
    for (QMenu* menu : menuBar()->findChildren<QMenu*>())
        for (QAction* action : menu->actions())
            if (!action->shortcut().isEmpty())
                addAction(action);
}

void MainWindow::addViewShortcuts(QMenu* view)
{
    m_controlsDock->toggleViewAction()->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    m_inspectorDock->toggleViewAction()->setShortcut(QKeySequence(tr("Ctrl+Shift+I")));
    m_plannerDock->toggleViewAction()->setShortcut(QKeySequence(tr("Ctrl+Shift+P")));
    m_triageDock->toggleViewAction()->setShortcut(QKeySequence(tr("Ctrl+T")));
    m_unitAction->setShortcut(QKeySequence(tr("Ctrl+Shift+U")));

    QMenu* go = view->addMenu(tr("&Go to View"));
    const auto& ids = model::sceneViewIds();
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const QString id = QString::fromStdString(ids[i]);
        // Ctrl+0 the ledger, Ctrl+1 … Ctrl+6 the tabs in their order.
        QAction* action = go->addAction(sceneViewLabel(id), this, [this, id] {
            if (m_presentation->isActive())
                m_bench->showOnly(id);
            else if (id == QLatin1String("ledger"))
                m_bench->ledger()->setFocus();
            else
                m_bench->showView(id);
        });
        action->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_0 + static_cast<int>(i))));
    }
}

void MainWindow::showShortcuts()
{
    QStringList rows;
    for (QAction* action : actions()) {
        const QString keys = action->shortcut().toString(QKeySequence::NativeText);
        if (!keys.isEmpty())
            rows << QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(keys.toHtmlEscaped(),
                                                                               plainText(action).toHtmlEscaped());
    }
    const QString presenting = tr("In presentation mode: Right, Page Down or Space for the next scene; Left, Page Up "
                                  "or Backspace for the previous one; Home and End for the first and last; L for "
                                  "the pointer highlight; Esc to leave.");
    QMessageBox box(QMessageBox::NoIcon, tr("Keyboard Shortcuts"),
                    QStringLiteral("<table cellspacing=\"4\">%1</table><p>%2</p>")
                        .arg(rows.join(QString()), presenting.toHtmlEscaped()),
                    QMessageBox::Close, this);
    box.exec();
}

}  // namespace memledger::gui
