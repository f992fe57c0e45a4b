// The one owner of the current scenario. Editors send intents (edit), the session
// applies them through the undo stack and queues ONE recompute per event-loop
// turn, so a burst of slider moves costs one estimate. Views are sinks of its signals.
#pragma once

#include <functional>
#include <memory>
#include <optional>

#include <QObject>
#include <QString>

#include "model/ledger/ledger.h"
#include "model/core/scenario.h"

class QUndoStack;

namespace memledger::widgets {

using EstimatePtr = std::shared_ptr<const model::Estimate>;
using ScenarioChange = std::function<void(model::Scenario&)>;

class ScenarioSession : public QObject {
    Q_OBJECT
public:
    explicit ScenarioSession(QObject* parent = nullptr);
    ~ScenarioSession() override;

    const model::Scenario& scenario() const { return m_scenario; }
    EstimatePtr estimate() const { return m_estimate; }        // latest, may be invalid
    EstimatePtr lastValid() const { return m_lastValid; }      // what the views show
    QUndoStack* undoStack() const { return m_undo; }
    // The scenario as it was when last saved or opened (the undo stack's clean state);
    // nullopt when that state is no longer in the history.
    std::optional<model::Scenario> cleanScenario() const;
    int recomputeCount() const { return m_recomputes; }

    // Applies `change` as one undoable step. Consecutive edits of the same `key`
    // within a drag merge into one step. A change that changes nothing is dropped.
    // An edit clears the scenario's description: it was written for the scenario as
    // loaded (a preset's says "≈ 417 GB of activations") and the window cannot keep it
    // true; saved after an edit it would describe another scenario. Undo restores it.
    void edit(const QString& key, const QString& text, const ScenarioChange& change);
    // Replaces the whole scenario as one undoable step (open, preset, import).
    void replaceScenario(const model::Scenario& scenario, const QString& text);
    // Starts over from `scenario`, with an empty undo history (start-up).
    void resetScenario(const model::Scenario& scenario);
    // Runs a pending recompute now (benchmarks, tests, screenshots).
    void flush();

signals:
    void scenarioChanged(const memledger::model::Scenario& scenario);
    // `current` may be invalid; `shown` is the last valid estimate (null before the first).
    void estimateChanged(memledger::widgets::EstimatePtr current, memledger::widgets::EstimatePtr shown);

private:
    friend class ScenarioEditCommand;
    void applyFromCommand(const model::Scenario& scenario);
    void queueRecompute();
    void recompute();

    model::Scenario m_scenario;
    EstimatePtr m_estimate;
    EstimatePtr m_lastValid;
    QUndoStack* m_undo = nullptr;
    bool m_recomputeQueued = false;
    int m_recomputes = 0;
};

}  // namespace memledger::widgets
