// The one owner of the current scenario. Editors send intents (edit), the session
// applies them through the undo stack and queues ONE recompute per event-loop
// turn, so a burst of slider moves costs one estimate. Each recompute publishes an
// immutable snapshot (scenario and estimate together); views and the results hub are
// sinks of it. A preview shows a proposed scenario in every view without touching the
// undo stack until it is committed (one undoable step) or rolled back.
#pragma once

#include <functional>
#include <memory>
#include <optional>

#include <QObject>
#include <QString>

#include "model/core/scenario.h"
#include "widgets/session/snapshot.h"

class QUndoStack;

namespace memledger::widgets {

using ScenarioChange = std::function<void(model::Scenario&)>;

// The same inputs: what a scenario file holds, and the preset the model came from.
bool sameScenario(const model::Scenario& a, const model::Scenario& b);

class ScenarioSession : public QObject {
    Q_OBJECT
public:
    explicit ScenarioSession(QObject* parent = nullptr);
    ~ScenarioSession() override;

    // What the views show: the preview while there is one, else the committed scenario.
    const model::Scenario& scenario() const { return m_preview ? m_preview->scenario : m_scenario; }
    // The scenario of the undo stack: what Save writes, whatever is previewed.
    const model::Scenario& committedScenario() const { return m_scenario; }
    SnapshotPtr snapshot() const { return m_snapshot; }   // latest, may be invalid; null before the first
    SnapshotPtr shown() const { return m_shown; }         // latest valid: what the views show
    // A snapshot of a scenario that is not the live one (an A to compare with).
    SnapshotPtr snapshotOf(const model::Scenario& scenario);
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
    // An edit made while a preview is shown applies to what is shown: the preview is
    // committed first.
    void edit(const QString& key, const QString& text, const ScenarioChange& change);
    // Replaces the whole scenario as one undoable step (open, preset, import).
    void replaceScenario(const model::Scenario& scenario, const QString& text);
    // Starts over from `scenario`, with an empty undo history and no preview (start-up).
    void resetScenario(const model::Scenario& scenario);
    // Runs a pending recompute now (benchmarks, tests, screenshots).
    void flush();

    // Shows `scenario` in place of the committed one; `text` names the undo step it
    // becomes when committed. Undo and redo drop a preview: it was made on another scenario.
    void preview(const model::Scenario& scenario, const QString& text);
    void commitPreview();
    void rollBackPreview();
    bool previewing() const { return m_preview.has_value(); }

signals:
    void scenarioChanged(const memledger::model::Scenario& scenario);
    // `current` may be invalid; `shown` is the latest valid snapshot (null before the first).
    void snapshotChanged(memledger::widgets::SnapshotPtr current, memledger::widgets::SnapshotPtr shown);
    // The whole scenario was replaced (a file opened, a preset, an import, start-up): a panel
    // that stopped following the scenario's edits to keep its own inputs follows again.
    void scenarioReplaced();

private:
    friend class ScenarioEditCommand;
    struct Preview {
        model::Scenario scenario;
        QString text;
    };

    void applyFromCommand(const model::Scenario& scenario);
    SnapshotPtr makeSnapshot(const model::Scenario& scenario, bool preview);
    void showScenario();
    void queueRecompute();
    void recompute();

    model::Scenario m_scenario;
    std::optional<Preview> m_preview;
    SnapshotPtr m_snapshot;
    SnapshotPtr m_shown;
    std::uint64_t m_revision = 0;
    QUndoStack* m_undo = nullptr;
    bool m_recomputeQueued = false;
    int m_recomputes = 0;
};

}  // namespace memledger::widgets
