// The planner dock: model, GPU, GPU count (optional global batch and sequence)
// → the engine's ranked layouts. The query runs off the GUI thread (PlannerWorker);
// the form starts from the live scenario, which also supplies everything else
// (precision, optimizer, framework, overheads). A row can be applied or loaded as B.
#pragma once

#include <memory>

#include <QWidget>

#include "model/explore/planner.h"
#include "model/io/presets.h"
#include "widgets/common/quantity_text.h"

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;

namespace memledger::widgets {

class PlannerTable;
class PlannerWorker;

class PlannerPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlannerPanel(std::shared_ptr<const model::PresetLibrary> presets, QWidget* parent = nullptr);

    // The live scenario: the base of the next query; the form follows it until the user edits the form.
    void setScenario(const model::Scenario& scenario);
    void setUnit(ByteUnit unit);
    model::PlanRequest currentRequest() const;
    int run();                          // starts a query; returns its generation
    void selectRow(int row);
    PlannerWorker* worker() const { return m_worker; }
    PlannerTable* table() const { return m_table; }
    double lastMillis() const { return m_millis; }

signals:
    void applyLayout(const memledger::model::Scenario& layout);
    void loadAsB(const memledger::model::Scenario& layout);

private:
    QWidget* buildForm();
    QWidget* buildButtons();
    void fillPresets();
    void showResult(const model::PlanResult& result, double millis);
    void showBusy(bool busy);
    void emitForSelection(bool asB);
    const model::PlanRow* selectedRow() const;

    std::shared_ptr<const model::PresetLibrary> m_presets;
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
    PlannerWorker* m_worker = nullptr;
};

}  // namespace memledger::widgets
