// The planner dock: model, GPU, GPU count (optional global batch and sequence)
// → the engine's ranked layouts. The results hub runs the query off the GUI thread;
// the form starts from the live scenario, which also supplies everything else
// (precision, optimizer, framework, overheads). A row can be applied or loaded as B.
#pragma once

#include <memory>

#include <QWidget>

#include "model/explore/planner.h"
#include "model/io/presets.h"
#include "widgets/common/quantity_text.h"
#include "widgets/session/hub/results_hub.h"

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;

namespace memledger::widgets {

class ParetoChart;
class PlannerTable;

class PlannerPanel : public QWidget {
    Q_OBJECT
public:
    PlannerPanel(std::shared_ptr<const model::PresetLibrary> presets, ResultsHub* hub, QWidget* parent = nullptr);

    void setUnit(ByteUnit unit);
    model::PlanRequest currentRequest() const;
    void run();                         // starts a query; a newer one overtakes it
    void selectRow(int row);
    const model::PlanRow* selectedRow() const;
    QString statusText() const;
    PlannerTable* table() const { return m_table; }
    ParetoChart* chart() const { return m_chart; }
    double lastMillis() const { return m_millis; }

signals:
    void applyLayout(const memledger::model::Scenario& layout);
    void loadAsB(const memledger::model::Scenario& layout);

private:
    QWidget* buildForm();
    QWidget* buildButtons();
    void fillPresets();
    // The live scenario: the base of the next query; the form follows it until the user edits the form.
    void setScenario(const model::Scenario& scenario);
    void showResult(const PlanAnswer& answer);
    void showBusy(bool busy);
    void emitForSelection(bool asB);

    std::shared_ptr<const model::PresetLibrary> m_presets;
    ResultsHub* m_hub;
    model::Scenario m_base;
    bool m_formEdited = false;
    double m_millis = 0;
    QComboBox* m_model = nullptr;
    QComboBox* m_gpu = nullptr;
    QSpinBox* m_gpus = nullptr;
    QSpinBox* m_globalBatch = nullptr;
    QSpinBox* m_seq = nullptr;
    QPushButton* m_runButton = nullptr;
    QPushButton* m_applyButton = nullptr;
    QPushButton* m_loadButton = nullptr;
    QLabel* m_status = nullptr;
    QTableView* m_view = nullptr;
    PlannerTable* m_table = nullptr;
    ParetoChart* m_chart = nullptr;
};

}  // namespace memledger::widgets
