// The main window: controls dock (left), headline and ledger (centre), activation
// drill-down tab, formula inspector dock (right). It owns the session and is the
// only place where editors, session and views are connected (setupConnections).
#pragma once

#include <memory>

#include <QMainWindow>
#include <QStringList>

#include "model/presets.h"
#include "widgets/byte_format.h"
#include "widgets/scenario_session.h"

class QAction;
class QDockWidget;
class QMenu;
class QTabWidget;
class QTimer;

namespace memledger::widgets {
class ActivationTable;
class FormulaInspector;
class HeadlineStrip;
class LedgerView;
class ScenarioForm;
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
    void setUnit(widgets::ByteUnit unit);
    // Remembered state (QSettings) and crash recovery; off for screenshots.
    void restoreSession();
    void enablePersistence();
    void recoverAfterCrash();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildCentral();
    void buildDocks();
    void buildMenus();                 // main_window_menus.cpp
    void buildPresetMenu(QMenu* menu);
    void setupConnections();
    void showEstimate(widgets::EstimatePtr current, widgets::EstimatePtr shown);
    void jumpToTerm(int ledger, int term);
    // Files (main_window_files.cpp).
    void newScenario();
    void openDialog();
    bool save();
    bool saveAs();
    bool saveTo(const QString& path);
    bool maybeSave();
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
    widgets::FormulaInspector* m_inspector = nullptr;
    widgets::ActivationTable* m_activations = nullptr;
    QTabWidget* m_tabs = nullptr;
    QDockWidget* m_controlsDock = nullptr;
    QDockWidget* m_inspectorDock = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_unitAction = nullptr;
    QTimer* m_autosave = nullptr;
    QString m_path;
    QStringList m_recent;
    bool m_persistent = false;
    widgets::ByteUnit m_unit = widgets::ByteUnit::GiB;
};

}  // namespace memledger::gui
