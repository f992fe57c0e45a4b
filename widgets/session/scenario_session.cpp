#include "widgets/session/scenario_session.h"

#include <QUndoStack>

#include "widgets/session/scenario_edit_command.h"

namespace memledger::widgets {

bool sameScenario(const model::Scenario& a, const model::Scenario& b)
{
    return a == b;
}

ScenarioSession::ScenarioSession(QObject* parent)
    : QObject(parent), m_undo(new QUndoStack(this))
{
}

ScenarioSession::~ScenarioSession() = default;

void ScenarioSession::edit(const QString& key, const QString& text, const ScenarioChange& change)
{
    model::Scenario after = scenario();
    change(after);
    if (sameScenario(after, scenario()))
        return;
    commitPreview();
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

SnapshotPtr ScenarioSession::snapshotOf(const model::Scenario& scenario)
{
    return makeSnapshot(scenario, false);
}

SnapshotPtr ScenarioSession::makeSnapshot(const model::Scenario& scenario, bool preview)
{
    auto estimate = std::make_shared<const model::Estimate>(model::estimate(scenario));
    return std::make_shared<const Snapshot>(Snapshot{++m_revision, scenario, std::move(estimate), preview});
}

void ScenarioSession::replaceScenario(const model::Scenario& scenario, const QString& text)
{
    commitPreview();
    m_undo->push(new ScenarioEditCommand(this, QString(), text, m_scenario, scenario));
    emit scenarioReplaced();
}

void ScenarioSession::resetScenario(const model::Scenario& scenario)
{
    m_undo->clear();
    applyFromCommand(scenario);
    emit scenarioReplaced();
}

void ScenarioSession::flush()
{
    if (m_recomputeQueued)
        recompute();
}

void ScenarioSession::preview(const model::Scenario& scenario, const QString& text)
{
    m_preview = Preview{scenario, text};
    m_preview->scenario.description.clear();   // as an edit would: it describes the committed scenario
    showScenario();
}

void ScenarioSession::commitPreview()
{
    if (!m_preview)
        return;
    const Preview committed = std::move(*m_preview);
    m_preview.reset();
    m_undo->push(new ScenarioEditCommand(this, QString(), committed.text, m_scenario, committed.scenario));
}

void ScenarioSession::rollBackPreview()
{
    if (!m_preview)
        return;
    m_preview.reset();
    showScenario();
}

void ScenarioSession::applyFromCommand(const model::Scenario& scenario)
{
    m_preview.reset();
    m_scenario = scenario;
    showScenario();
}

void ScenarioSession::showScenario()
{
    emit scenarioChanged(scenario());
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
    m_snapshot = makeSnapshot(scenario(), previewing());
    if (m_snapshot->valid())
        m_shown = m_snapshot;
    emit snapshotChanged(m_snapshot, m_shown);
}

}  // namespace memledger::widgets
