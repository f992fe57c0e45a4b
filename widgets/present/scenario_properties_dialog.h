// Scenario ▸ Properties: the scenario's title and description, saved in its file. A
// change is one undoable step. The description is cleared by the next edit of the
// scenario (it may quote figures the edit makes untrue); the title stays.
#pragma once

#include <QDialog>

class QLineEdit;
class QPlainTextEdit;

namespace memledger::widgets {

class ScenarioSession;

class ScenarioPropertiesDialog : public QDialog {
    Q_OBJECT
public:
    ScenarioPropertiesDialog(ScenarioSession* session, QWidget* parent = nullptr);

    QLineEdit* titleEdit() const { return m_title; }
    QPlainTextEdit* descriptionEdit() const { return m_description; }
    // Applies the fields to the session (what OK does).
    void apply();

private:
    ScenarioSession* m_session;
    QLineEdit* m_title;
    QPlainTextEdit* m_description;
};

}  // namespace memledger::widgets
