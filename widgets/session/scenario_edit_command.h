// One undoable change of the scenario: the scenario before and after.
#pragma once

#include <QElapsedTimer>
#include <QUndoCommand>

#include "model/core/scenario.h"

namespace memledger::widgets {

class ScenarioSession;

class ScenarioEditCommand : public QUndoCommand {
public:
    ScenarioEditCommand(ScenarioSession* session, const QString& key, const QString& text,
                        const model::Scenario& before, const model::Scenario& after);

    void undo() override;
    void redo() override;
    int id() const override;
    // Merges a later edit of the same control made within a short time (one drag).
    bool mergeWith(const QUndoCommand* other) override;

    const model::Scenario& before() const { return m_before; }
    const model::Scenario& after() const { return m_after; }

private:
    ScenarioSession* m_session;
    QString m_key;
    model::Scenario m_before;
    model::Scenario m_after;
    QElapsedTimer m_lastEdit;
};

}  // namespace memledger::widgets
