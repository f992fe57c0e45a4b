// The main window: controls dock (left), headline and ledger (centre), activation
// drill-down tab, formula inspector dock (right). It owns the session and is the
// only place where editors, session and views are connected (setupConnections).
#pragma once

#include <memory>

#include <QMainWindow>
#include <QStringList>

#include "model/io/presets.h"
#include "widgets/common/quantity_text.h"
#include "widgets/session/scenario_session.h"

class QAction;
class QDockWidget;
class QMenu;
class QTabWidget;
class QTimer;

namespace memledger::widgets {
class ActivationTable;
class ComparePanel;
class HeatMapPanel;
class PlannerPanel;
class SweepPanel;
class FormulaInspector;
class HeadlineStrip;
class LedgerView;
class ScenarioForm;
class TimelineView;
class TriagePanel;
}  // namespace memledger::widgets

namespace memledger::gui {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(std::shared_ptr<const model::PresetLibrary> presets, QWidget* parent = nullptr);
    ~MainWindow() override;

    widgets::ScenarioSession* session() const { return m_session; }
    widgets::LedgerView* ledgerView() const { return m_ledger; }
    widgets::FormulaInspector* inspector() const { return m_inspector; }

    // Start-up: the scenario to show first, without undo history.
    void startWith(const model::Scenario& scenario, const QString& path);
    bool openFile(const QString& path);
    void inspectTerm(const QString& id);
    void showActivations();
    // Trade-off tabs and the planner (main_window_explore.cpp).
    widgets::SweepPanel* sweepPanel() const { return m_sweep; }
    widgets::HeatMapPanel* heatMapPanel() const { return m_heatMap; }
    widgets::ComparePanel* comparePanel() const { return m_compare; }
    widgets::PlannerPanel* plannerPanel() const { return m_planner; }
    void showSweep();
    void showHeatMap();
    void showCompare();
    void showPlanner();
    // Pins `scenario` (e.g. read from --compare-file) as A; the live scenario stays B.
    bool pinAsA(const model::Scenario& scenario);
    void showTimeline();
    // Opens the OOM triage dock; acceptSteps ≥ 0 starts the walk and accepts that many
    // steps, −1 walks to the end, below −1 only opens it.
    void showTriage(int acceptSteps = -2);
    void setUnit(widgets::ByteUnit unit);
    // A first-launch size that fits the available screen area, centred.
    void placeOnScreen();
    // Dock widths for the window's current width: the controls as wide as they like and
    // the right-hand docks a quarter, so the ledger and charts keep most of a small screen.
    void balanceDocks();
    // Remembered state (QSettings) and crash recovery; off for screenshots.
    void restoreSession();
    void enablePersistence();
    void recoverAfterCrash();

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void buildCentral();
    void buildDocks();
    void buildMenus();                 // main_window_menus.cpp
    void buildPresetMenu(QMenu* menu);
    void setupConnections();
    void buildExplore();               // main_window_explore.cpp
    void connectExplore();
    void showExploreEstimate(widgets::EstimatePtr current);
    void setExploreUnit(widgets::ByteUnit unit);
    void focusTabs();
    void balanceSplit();
    void showEstimate(widgets::EstimatePtr current, widgets::EstimatePtr shown);
    void jumpToTerm(int ledger, int term);
    void highlightInspectedTerm();
    // Files (main_window_files.cpp).
    void newScenario();
    void openDialog();
    bool save();
    bool saveAs();
    bool saveTo(const QString& path);
    bool maybeSave(bool* discarded = nullptr);
    void loadPreset(const QString& id);
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    void writeAutosave();
    void updateTitle();

    std::shared_ptr<const model::PresetLibrary> m_presets;
    widgets::ScenarioSession* m_session;
    widgets::ScenarioForm* m_form = nullptr;
    widgets::HeadlineStrip* m_headline = nullptr;
    widgets::LedgerView* m_ledger = nullptr;
    QWidget* m_ledgerArea = nullptr;   // the ledger's scroll area, in the splitter
    widgets::FormulaInspector* m_inspector = nullptr;
    widgets::ActivationTable* m_activations = nullptr;
    widgets::TimelineView* m_timeline = nullptr;
    widgets::TriagePanel* m_triage = nullptr;
    QDockWidget* m_triageDock = nullptr;
    QTabWidget* m_tabs = nullptr;
    widgets::SweepPanel* m_sweep = nullptr;
    widgets::HeatMapPanel* m_heatMap = nullptr;
    widgets::ComparePanel* m_compare = nullptr;
    widgets::PlannerPanel* m_planner = nullptr;
    QDockWidget* m_plannerDock = nullptr;
    QDockWidget* m_controlsDock = nullptr;
    QDockWidget* m_inspectorDock = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_unitAction = nullptr;
    QTimer* m_autosave = nullptr;
    QString m_path;
    QStringList m_recent;
    bool m_persistent = false;
    bool m_splitBalanced = false;
    widgets::ByteUnit m_unit = widgets::ByteUnit::GiB;
};

}  // namespace memledger::gui
