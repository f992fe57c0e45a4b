#include "widgets/session/scenario_session.h"

#include <QUndoStack>

#include "model/io/scenario_json.h"
#include "widgets/session/scenario_edit_command.h"

namespace memledger::widgets {

ScenarioSession::ScenarioSession(QObject* parent)
    : QObject(parent), m_undo(new QUndoStack(this))
{
}

ScenarioSession::~ScenarioSession() = default;

void ScenarioSession::edit(const QString& key, const QString& text, const ScenarioChange& change)
{
    model::Scenario after = m_scenario;
    change(after);
    if (model::scenarioToJson(after) == model::scenarioToJson(m_scenario) && after.modelId == m_scenario.modelId)
        return;
    after.description.clear();
    m_undo->push(new ScenarioEditCommand(this, key, text, m_scenario, after));
}

std::optional<model::Scenario> ScenarioSession::cleanScenario() const
{
    // The stack at index i has applied commands [0, i): that state is command i's "before".
    const int clean = m_undo->cleanIndex();
    if (clean < 0)
        return std::nullopt;
    if (clean == m_undo->index())
        return m_scenario;
    if (clean < m_undo->count())
        return static_cast<const ScenarioEditCommand*>(m_undo->command(clean))->before();
    return static_cast<const ScenarioEditCommand*>(m_undo->command(clean - 1))->after();
}

void ScenarioSession::replaceScenario(const model::Scenario& scenario, const QString& text)
{
    m_undo->push(new ScenarioEditCommand(this, QString(), text, m_scenario, scenario));
}

void ScenarioSession::resetScenario(const model::Scenario& scenario)
{
    m_undo->clear();
    applyFromCommand(scenario);
}

void ScenarioSession::flush()
{
    if (m_recomputeQueued)
        recompute();
}

void ScenarioSession::applyFromCommand(const model::Scenario& scenario)
{
    m_scenario = scenario;
    emit scenarioChanged(m_scenario);
    queueRecompute();
}

void ScenarioSession::queueRecompute()
{
    if (std::exchange(m_recomputeQueued, true))
        return;
    QMetaObject::invokeMethod(this, &ScenarioSession::flush, Qt::QueuedConnection);
}

void ScenarioSession::recompute()
{
    m_recomputeQueued = false;
    ++m_recomputes;
    m_estimate = std::make_shared<const model::Estimate>(model::estimate(m_scenario));
    if (m_estimate->valid())
        m_lastValid = m_estimate;
    emit estimateChanged(m_estimate, m_lastValid);
}

}  // namespace memledger::widgets
