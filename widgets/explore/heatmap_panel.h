// The "Fit map" tab: two knobs (sequence, micro-batch, DP) over their default
// doubling ranges; the chart shows the engine's fit map of the live scenario.
// Recomputed only while visible; a few dozen lean evaluations, far under a frame.
#pragma once

#include <QWidget>

#include "model/explore/sweep.h"
#include "widgets/common/quantity_text.h"
#include "widgets/session/scenario_session.h"

class QComboBox;
class QLabel;

namespace memledger::widgets {

class HeatMapChart;

class HeatMapPanel : public QWidget {
    Q_OBJECT
public:
    explicit HeatMapPanel(QWidget* parent = nullptr);

    void setScenario(const model::Scenario& scenario, bool valid);
    void setKnobs(model::SweepKnob x, model::SweepKnob y);
    void setUnit(ByteUnit unit);
    void flush();
    HeatMapChart* chart() const { return m_chart; }
    double lastMillis() const { return m_millis; }
    // What a click on a cell means: both of its values as one edit of the live scenario.
    void applyCell(int x, int y);

signals:
    // As ScenarioForm::edited: the window passes it to the session as one undoable edit.
    void edited(const QString& key, const QString& text, const memledger::widgets::ScenarioChange& change);

protected:
    void showEvent(QShowEvent* event) override;

private:
    QWidget* buildControls();
    void invalidate();
    void recompute();

    model::Scenario m_scenario;
    bool m_hasScenario = false;
    bool m_stale = false;
    bool m_dirty = false;
    double m_millis = 0;
    QComboBox* m_x = nullptr;
    QComboBox* m_y = nullptr;
    QLabel* m_note = nullptr;
    HeatMapChart* m_chart = nullptr;
};

}  // namespace memledger::widgets
