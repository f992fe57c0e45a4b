// Auto mode of the triage wizard: what the job allows, the engine's diagnosis,
// the proposed step (previewed on the live ledger) with accept / skip / undo, the
// path so far and, at the end, the summary that copies as Markdown. The text
// scrolls; Accept, Skip and Undo stay below it, always in view.
#pragma once

#include <QWidget>

#include "model/triage/triage_tree.h"
#include "widgets/common/quantity_text.h"

class QCheckBox;
class QGroupBox;
class QPushButton;
class QSpinBox;

namespace memledger::widgets {

class FlowText;
class TriageController;

class TriageAutoView : public QWidget {
    Q_OBJECT
public:
    explicit TriageAutoView(TriageController* controller, QWidget* parent = nullptr);

    void setLanguage(model::Language language);
    void setUnit(ByteUnit unit);
    QString summaryMarkdown() const;
    QPushButton* acceptButton() const { return m_accept; }
    QPushButton* skipButton() const { return m_skip; }
    QPushButton* undoButton() const { return m_undo; }
    FlowText* proposalLabel() const { return m_proposal; }
    FlowText* summaryLabel() const { return m_summary; }

private:
    QWidget* buildOptions();
    QGroupBox* buildProposal();
    QWidget* buildButtons();
    QGroupBox* buildSummary();
    void applyOptions();
    void refresh();
    QString statusText() const;

    TriageController* m_controller;
    model::Language m_language = model::Language::En;
    ByteUnit m_unit = ByteUnit::GiB;
    QCheckBox* m_allowLora = nullptr;
    QCheckBox* m_allowShorter = nullptr;
    QCheckBox* m_allowOffload = nullptr;
    QCheckBox* m_flash = nullptr;
    QSpinBox* m_maxGpus = nullptr;
    FlowText* m_status = nullptr;
    FlowText* m_diagnosis = nullptr;
    FlowText* m_proposal = nullptr;
    FlowText* m_path = nullptr;
    FlowText* m_summary = nullptr;
    QGroupBox* m_proposalBox = nullptr;
    QGroupBox* m_summaryBox = nullptr;
    QWidget* m_buttons = nullptr;
    QPushButton* m_accept = nullptr;
    QPushButton* m_skip = nullptr;
    QPushButton* m_undo = nullptr;
    QPushButton* m_copy = nullptr;
};

}  // namespace memledger::widgets
