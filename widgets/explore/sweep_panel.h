// The "Sweep" tab: pick a knob and a doubling range; the chart shows the engine's
// sweep of the live scenario. Recomputed only while the tab is visible (a model
// sweep runs a full estimate per preset); measured at well under a frame, so it
// stays on the GUI thread.
#pragma once

#include <memory>

#include <QWidget>

#include "model/io/presets.h"
#include "model/explore/sweep.h"
#include "widgets/common/quantity_text.h"
#include "widgets/session/scenario_session.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace memledger::widgets {

class SweepChart;

class SweepPanel : public QWidget {
    Q_OBJECT
public:
    explicit SweepPanel(std::shared_ptr<const model::PresetLibrary> presets, QWidget* parent = nullptr);

    // `valid`: the scenario's estimate is valid; otherwise the last sweep stays, greyed.
    void setScenario(const model::Scenario& scenario, bool valid);
    void setKnob(model::SweepKnob knob);
    void setRange(std::int64_t from, std::int64_t to);
    void setUnit(ByteUnit unit);
    // Runs a pending recompute now (tests, screenshots).
    void flush();
    SweepChart* chart() const { return m_chart; }
    double lastMillis() const { return m_millis; }
    // What a click on a column means: that point's value as an edit of the live scenario.
    void applyPoint(int point);

signals:
    // As ScenarioForm::edited: the window passes it to the session as one undoable edit.
    void edited(const QString& key, const QString& text, const memledger::widgets::ScenarioChange& change);

protected:
    void showEvent(QShowEvent* event) override;

private:
    QWidget* buildControls();
    void knobChanged();
    void invalidate();
    void recompute();
    std::vector<const model::ModelPreset*> modelsBySize() const;
    int currentPoint(const model::Sweep& sweep) const;

    std::shared_ptr<const model::PresetLibrary> m_presets;
    model::Scenario m_scenario;
    bool m_hasScenario = false;
    bool m_stale = false;
    bool m_dirty = false;
    double m_millis = 0;
    QComboBox* m_knob = nullptr;
    QSpinBox* m_from = nullptr;
    QSpinBox* m_to = nullptr;
    QLabel* m_note = nullptr;
    SweepChart* m_chart = nullptr;
};

}  // namespace memledger::widgets
