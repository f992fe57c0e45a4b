#include "widgets/session/scenario_edit_command.h"

#include "widgets/session/scenario_session.h"

namespace memledger::widgets {

namespace {
constexpr int kEditId = 0x4d4c;          // every keyed edit shares it; mergeWith compares keys
constexpr qint64 kMergeWindowMs = 800;   // a pause longer than this starts a new undo step
}  // namespace

ScenarioEditCommand::ScenarioEditCommand(ScenarioSession* session, const QString& key, const QString& text,
                                         const model::Scenario& before, const model::Scenario& after)
    : QUndoCommand(text), m_session(session), m_key(key), m_before(before), m_after(after)
{
    m_lastEdit.start();
}

void ScenarioEditCommand::undo()
{
    m_session->applyFromCommand(m_before);
}

void ScenarioEditCommand::redo()
{
    m_session->applyFromCommand(m_after);
}

int ScenarioEditCommand::id() const
{
    return m_key.isEmpty() ? -1 : kEditId;
}

bool ScenarioEditCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const ScenarioEditCommand*>(other);
    if (next->m_key != m_key || m_lastEdit.elapsed() > kMergeWindowMs)
        return false;
    m_after = next->m_after;
    m_lastEdit.restart();
    return true;
}

}  // namespace memledger::widgets
