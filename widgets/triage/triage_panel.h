// The OOM triage wizard as a side panel beside the ledger: a language choice for
// the tree's text and the two modes, auto (the engine walks the current scenario)
// and guided (the user answers the questions about their real job).
#pragma once

#include <QWidget>

#include "widgets/common/quantity_text.h"

class QComboBox;
class QTabWidget;

namespace memledger::widgets {

class ResultsHub;
class ScenarioSession;
class TriageAutoView;
class TriageController;
class TriageGuidedView;

class TriagePanel : public QWidget {
    Q_OBJECT
public:
    TriagePanel(ScenarioSession* session, ResultsHub* hub, QWidget* parent = nullptr);

    TriageController* controller() const { return m_controller; }
    TriageAutoView* autoView() const { return m_auto; }
    TriageGuidedView* guidedView() const { return m_guided; }
    void setUnit(ByteUnit unit);
    void showGuided();

private:
    void applyLanguage();

    TriageController* m_controller;
    TriageAutoView* m_auto;
    TriageGuidedView* m_guided;
    QComboBox* m_language;
    QTabWidget* m_modes;
};

}  // namespace memledger::widgets
