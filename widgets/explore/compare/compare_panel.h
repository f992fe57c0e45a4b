// The "A/B compare" tab: pin the current scenario as A and keep editing; the live
// scenario is B. Shows the engine's comparison (compare()) as a sentence and a chart,
// as the results hub computes it while the tab is visible. A and B are snapshots of
// the session: each scenario comes with its own estimate.
#pragma once

#include <optional>

#include <QWidget>

#include "model/explore/compare.h"
#include "widgets/common/quantity_text.h"
#include "widgets/session/hub/results_hub.h"

class QLabel;
class QPushButton;

namespace memledger::widgets {

class LiveLabel;
class CompareChart;
class VisibleRequest;

class ComparePanel : public QWidget {
    Q_OBJECT
public:
    // B is the session's latest valid snapshot; while its inputs are invalid, greyed.
    explicit ComparePanel(ResultsHub* hub, QWidget* parent = nullptr);

    // A: a valid snapshot (the live one, or one the session made of a file). Invalid ones are refused.
    bool pin(SnapshotPtr a);
    void clearPin();
    bool hasPin() const { return m_a != nullptr; }
    const model::Scenario& pinnedScenario() const { return m_a->scenario; }
    void setUnit(ByteUnit unit);
    QString summaryText() const;
    CompareChart* chart() const { return m_chart; }

signals:
    // A was pinned (null: the pin was cleared); the main ledger draws it beside B.
    void pinChanged(memledger::widgets::SnapshotPtr a);

private:
    QWidget* buildControls();
    void pinLive();
    void showSnapshot(const SnapshotPtr& current, const SnapshotPtr& shown);
    void showAnswer(const ComparisonAnswer& answer);
    void refresh();
    void render();
    void showNames();

    VisibleRequest* m_request;
    SnapshotPtr m_a;
    SnapshotPtr m_live;   // the session's latest, valid or not: what "Pin current" pins
    std::optional<ComparisonAnswer> m_answer;
    QPushButton* m_pinButton = nullptr;
    QPushButton* m_clearButton = nullptr;
    QLabel* m_pinned = nullptr;
    LiveLabel* m_summary = nullptr;   // changes with every edit of A or B
    CompareChart* m_chart = nullptr;
    ByteUnit m_unit = ByteUnit::GiB;
};

}  // namespace memledger::widgets
