// The "Fit map" tab: two knobs (sequence, micro-batch, DP) over their default
// doubling ranges; the chart shows the engine's fit map of the live scenario, as the
// results hub computes it while the tab is visible.
#pragma once

#include <optional>

#include <QWidget>

#include "model/explore/sweep.h"
#include "widgets/common/quantity_text.h"
#include "widgets/session/hub/results_hub.h"
#include "widgets/session/scenario_session.h"

class QComboBox;
class QLabel;

namespace memledger::widgets {

class HeatMapChart;
class VisibleRequest;

class HeatMapPanel : public QWidget {
    Q_OBJECT
public:
    // While the session's inputs are invalid the last map stays, greyed.
    explicit HeatMapPanel(ResultsHub* hub, QWidget* parent = nullptr);

    void setKnobs(model::SweepKnob x, model::SweepKnob y);
    void setUnit(ByteUnit unit);
    HeatMapChart* chart() const { return m_chart; }
    double lastMillis() const { return m_answer ? m_answer->millis : 0; }
    // What a click on a cell means: both of its values as one edit of the live scenario.
    void applyCell(int x, int y);

signals:
    // As ScenarioForm::edited: the workbench passes it to the session as one undoable edit.
    void edited(const QString& key, const QString& text, const memledger::widgets::ScenarioChange& change);

private:
    QWidget* buildControls();
    FitMapParams params() const;
    void showSnapshot(const SnapshotPtr& current, const SnapshotPtr& shown);
    void showAnswer(const FitMapAnswer& answer);
    void render();

    VisibleRequest* m_request;
    std::optional<FitMapAnswer> m_answer;
    QComboBox* m_x = nullptr;
    QComboBox* m_y = nullptr;
    QLabel* m_note = nullptr;
    HeatMapChart* m_chart = nullptr;
};

}  // namespace memledger::widgets
