// The main window: the workbench in the centre (headline, ledger and the tabs below
// it), its controls docked on the left and its inspector, triage wizard and planner
// on the right. The workbench wires the session, the results hub and the views; the
// window adds menus, files and remembered settings.
#pragma once

#include <memory>

#include <QMainWindow>
#include <QStringList>

#include "model/io/presets.h"
#include "model/io/workspace_json.h"
#include "widgets/common/quantity_text.h"
#include "widgets/workbench/guide_pages.h"

class QAction;
class QDockWidget;
class QMenu;
class QScreen;
class QTimer;

namespace memledger::widgets {
class GuideDialog;
class LiveLabel;
class Presentation;
class SceneBook;
class SceneListPanel;
class WindowTour;
class ScenarioSession;
class Workbench;
}  // namespace memledger::widgets

namespace memledger::gui {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(std::shared_ptr<const model::PresetLibrary> presets, QWidget* parent = nullptr);
    ~MainWindow() override;

    widgets::Workbench* workbench() const { return m_bench; }

    // Start-up: the scenario to show first, without undo history, and its file's workspace.
    void startWith(const model::Scenario& scenario, const QString& path, const model::Workspace& workspace = {});
    bool openFile(const QString& path);
    // A worked scenario of the presets folder, as one undoable step; the title names it.
    bool loadPreset(const QString& id);
    // Another tool's configuration: its report first, then applied as one undoable step.
    bool importFile(const QString& path);
    // What importing a Hugging Face config approximated: kept, and shown in a message
    // that does not block the window.
    void showImportNotes(const QStringList& notes);
    const QStringList& importNotes() const { return m_importNotes; }
    // The design review of the shown scenario to `path` (.md, .html or .pdf); false, with a
    // message, on failure (main_window_export.cpp).
    bool writeReport(const QString& path);
    void inspectTerm(const QString& id);
    void showPlanner();
    // Opens the OOM triage dock; acceptSteps ≥ 0 starts the walk and accepts that many
    // steps, −1 walks to the end, below −1 only opens it.
    void showTriage(int acceptSteps = -2);
    void setUnit(widgets::ByteUnit unit);
    // Help ▸ Guide, opened at `page` (−1: where it was); main_window_help.cpp.
    widgets::GuideDialog* showGuide(int page = -1);
    // The welcome card (a first launch, Help ▸ Welcome) and the tour of the window, stopping
    // at `stop` (counted from 0) when given (main_window_welcome.cpp).
    void showWelcome();
    widgets::WindowTour* startTour(int stop = 0);
    // Presentation mode and scenes (main_window_present.cpp).
    widgets::Presentation* presentation() const { return m_presentation; }
    widgets::SceneBook* scenes() const { return m_scenes; }
    void present(int scene = 0);
    // What the file keeps beside the scenario: scenes, A/B pin, sweep settings.
    model::Workspace workspace() const;
    void applyWorkspace(const model::Workspace& workspace);
    // A first-launch size that fits the available screen area, centred.
    void placeOnScreen();
    // Dock widths for the window's current width: the controls as wide as they like and
    // the right-hand docks a quarter, so the ledger and charts keep most of a small screen.
    void balanceDocks();
    // Remembered state (QSettings) and crash recovery; off for screenshots.
    // False when there was no earlier session to restore: a first launch.
    bool restoreSession();
    void enablePersistence();
    void recoverAfterCrash();

protected:
    bool event(QEvent* event) override;   // status tips: showStatusHelp
    bool eventFilter(QObject* watched, QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;   // main_window_import.cpp
    void dropEvent(QDropEvent* event) override;

private:
    void buildDocks();
    int rightDockWidth() const;   // the inspector's, planner's and wizard's: a quarter, within bounds
    QDockWidget* addDock(const QString& title, const QString& name, QWidget* content, Qt::DockWidgetArea area);
    void buildMenus();                 // main_window_menus.cpp
    void buildPresetMenu(QMenu* menu);
    void buildHelpMenu(QMenu* menu);   // main_window_help.cpp
    void buildStatusBar();
    // A line of help in the status bar, elided to the room left of the permanent readouts.
    void showStatusHelp(const QString& text, int timeoutMs = 0);
    QString elidedStatusHelp();   // m_statusHelp in the room it has now
    // A guide page's "Show me": its preset scenario, then its view.
    void showGuideExample(const QString& scenario, widgets::GuideView view);
    // main_window_present.cpp
    void buildPresentation();
    void buildPresentMenus(QMenu* edit, QMenu* view, QMenu* help);
    void addViewShortcuts(QMenu* view);
    void showShortcuts();
    void editProperties();
    // The scenario or its workspace differs from the file (or nothing was saved yet).
    bool isModified() const;
    void markWorkspaceSaved();
    // The screen the window opens on: where the pointer is, else the primary one.
    QScreen* startScreen() const;
    void showInspector();
    // Files (main_window_files.cpp).
    void newScenario();
    void openDialog();
    // A snapshot or memory_stats() JSON measured on a GPU, shown in the allocator tab.
    void openMeasuredDialog();
    void exportDialog();
    void importDialog();
    // Views, summaries and reports out (main_window_export.cpp).
    void addExportActions(QMenu* file);
    void addCopyActions(QMenu* edit);
    QWidget* currentView() const;
    QString currentViewName() const;
    void exportViewDialog();
    void copySummary();
    void exportReportDialog();
    bool save();
    bool saveAs();
    bool saveTo(const QString& path);
    bool maybeSave(bool* discarded = nullptr);
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    void writeAutosave();
    void updateTitle();

    std::shared_ptr<const model::PresetLibrary> m_presets;
    widgets::Workbench* m_bench;
    widgets::ScenarioSession* m_session;
    QDockWidget* m_controlsDock = nullptr;
    QDockWidget* m_inspectorDock = nullptr;
    QDockWidget* m_triageDock = nullptr;
    QDockWidget* m_plannerDock = nullptr;
    QDockWidget* m_scenesDock = nullptr;
    widgets::SceneBook* m_scenes = nullptr;
    widgets::SceneListPanel* m_sceneList = nullptr;
    widgets::Presentation* m_presentation = nullptr;
    widgets::LiveLabel* m_lastActionStatus = nullptr;   // the status bar's "Last: …"
    QString m_statusHelp;                     // the status bar's help line, whole
    QByteArray m_geometryBeforePresenting;   // saveGeometry() and saveState() when presentation mode began
    QByteArray m_layoutBeforePresenting;
    bool m_modifiedBeforePresenting = false;
    std::string m_savedWorkspace;   // the workspace as in the file (JSON), to tell whether it changed
    QMenu* m_recentMenu = nullptr;
    QAction* m_unitAction = nullptr;
    QTimer* m_autosave = nullptr;
    widgets::GuideDialog* m_guide = nullptr;
    widgets::WindowTour* m_tour = nullptr;
    QString m_path;
    QString m_presetTitle;   // the worked scenario shown, while no file is
    QStringList m_recent;
    QStringList m_importNotes;
    bool m_persistent = false;
    bool m_splitBalanced = false;
};

}  // namespace memledger::gui
