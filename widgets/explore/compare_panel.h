// The "A/B compare" tab: pin the current scenario as A and keep editing; the live
// scenario is B. Shows the engine's comparison (compare()) as a sentence and a chart.
// Both estimates come from the session or the engine.
#pragma once

#include <optional>

#include <QWidget>

#include "model/explore/compare.h"
#include "widgets/common/quantity_text.h"
#include "widgets/session/scenario_session.h"

class QLabel;
class QPushButton;

namespace memledger::widgets {

class CompareChart;

class ComparePanel : public QWidget {
    Q_OBJECT
public:
    explicit ComparePanel(QWidget* parent = nullptr);

    // A: a scenario and its (valid) estimate. Invalid estimates are refused.
    bool pin(const model::Scenario& scenario, EstimatePtr estimate);
    void clearPin();
    bool hasPin() const { return m_aEstimate != nullptr; }
    const model::Scenario& pinnedScenario() const { return m_a; }
    // B: the session's scenario and its latest estimate (may be invalid: stale).
    void setLive(const model::Scenario& scenario, EstimatePtr current);
    void setUnit(ByteUnit unit);
    QString summaryText() const;
    CompareChart* chart() const { return m_chart; }

private:
    QWidget* buildControls();
    void pinLive();
    void refresh();

    model::Scenario m_a, m_b, m_bShownScenario;   // B as edited, and as last valid
    EstimatePtr m_aEstimate, m_bEstimate, m_bShown;
    QPushButton* m_pinButton = nullptr;
    QPushButton* m_clearButton = nullptr;
    QLabel* m_pinned = nullptr;
    QLabel* m_summary = nullptr;
    CompareChart* m_chart = nullptr;
    ByteUnit m_unit = ByteUnit::GiB;
};

}  // namespace memledger::widgets
