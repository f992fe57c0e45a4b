// The "Sweep" tab: pick a knob and a doubling range; the chart shows the engine's
// sweep of the live scenario, as the results hub computes it while the tab is visible
// (a model sweep runs a full estimate per preset).
#pragma once

#include <memory>
#include <optional>

#include <QWidget>

#include "model/io/presets.h"
#include "model/explore/sweep.h"
#include "widgets/common/quantity_text.h"
#include "widgets/session/hub/results_hub.h"
#include "widgets/session/scenario_session.h"

class QComboBox;
class QSpinBox;

namespace memledger::widgets {

class LiveLabel;
class SweepChart;
class VisibleRequest;

class SweepPanel : public QWidget {
    Q_OBJECT
public:
    // While the session's inputs are invalid the last sweep stays, greyed.
    SweepPanel(std::shared_ptr<const model::PresetLibrary> presets, ResultsHub* hub, QWidget* parent = nullptr);

    void setKnob(model::SweepKnob knob);
    void setRange(std::int64_t from, std::int64_t to);
    model::SweepKnob knob() const;
    std::int64_t rangeFrom() const;
    std::int64_t rangeTo() const;
    void setUnit(ByteUnit unit);
    SweepChart* chart() const { return m_chart; }
    double lastMillis() const { return m_answer ? m_answer->millis : 0; }
    // What a click on a column means: that point's value as an edit of the live scenario.
    void applyPoint(int point);

signals:
    // As ScenarioForm::edited: the workbench passes it to the session as one undoable edit.
    void edited(const QString& key, const QString& text, const memledger::widgets::ScenarioChange& change);

private:
    QWidget* buildControls();
    void knobChanged();
    SweepParams params() const;
    void showSnapshot(const SnapshotPtr& current, const SnapshotPtr& shown);
    void showAnswer(const SweepAnswer& answer);
    void render();
    std::vector<const model::ModelPreset*> modelsBySize() const;
    int currentPoint(const model::Sweep& sweep) const;

    std::shared_ptr<const model::PresetLibrary> m_presets;
    VisibleRequest* m_request;
    std::optional<SweepAnswer> m_answer;
    QComboBox* m_knob = nullptr;
    QSpinBox* m_from = nullptr;
    QSpinBox* m_to = nullptr;
    LiveLabel* m_note = nullptr;   // the time each answer took: changes with every edit
    SweepChart* m_chart = nullptr;
};

}  // namespace memledger::widgets
