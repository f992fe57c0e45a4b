#include "widgets/triage/triage_controller.h"

#include <utility>

#include <QUndoStack>

#include "widgets/session/scenario_session.h"

namespace memledger::widgets {

TriageController::TriageController(ScenarioSession* session, ResultsHub* hub, QObject* parent)
    : QObject(parent), m_session(session), m_hub(hub)
{
    connect(m_session, &ScenarioSession::scenarioChanged, this, &TriageController::onScenarioChanged);
    connect(m_hub, &ResultsHub::triageReady, this, &TriageController::walked);
}

const model::TriageStep* TriageController::proposal() const
{
    return m_running && !walking() && !m_latest.steps.empty() ? &m_latest.steps.front() : nullptr;
}

void TriageController::start()
{
    stop();
    m_committed = {m_session->committedScenario()};
    m_accepted.clear();
    m_skipped.clear();
    m_first = {};
    m_latest = {};
    m_running = true;
    m_diagnosed = false;
    m_interrupted = false;
    walk();
}

void TriageController::accept()
{
    if (!proposal())
        return;
    m_accepted.push_back(*proposal());
    m_committed.push_back(m_session->scenario());   // the preview, as the session commits it
    m_session->commitPreview();
    walk();
}

void TriageController::skip()
{
    const model::TriageStep* step = proposal();
    if (!step)
        return;
    m_skipped.push_back(step->action);
    m_session->rollBackPreview();
    walk();
}

void TriageController::undo()
{
    if (!m_running || m_accepted.empty())
        return;
    m_session->rollBackPreview();
    m_accepted.pop_back();
    m_committed.pop_back();
    m_session->undoStack()->undo();
    walk();
}

void TriageController::stop()
{
    if (m_running)
        m_session->rollBackPreview();
    m_running = false;
    m_walk.reset();
    emit changed();
}

model::TriageResult TriageController::path() const
{
    model::TriageResult path = m_first;
    path.steps = m_accepted;
    path.final = m_accepted.empty() ? m_first.start : m_accepted.back().after;
    path.totalAfter = m_accepted.empty() ? m_first.totalBefore : m_accepted.back().totalAfter;
    path.timeAfter = m_accepted.empty() ? m_first.timeBefore : m_accepted.back().timeAfter;
    path.stop = m_latest.stop;
    path.endNode = m_latest.endNode;
    path.skipped = m_latest.skipped;
    path.rescues = m_latest.rescues;
    return path;
}

// The engine walks from where the path stands (accepted steps included) with the
// skipped actions ruled out; its first step is the next proposal.
void TriageController::walk()
{
    model::TriageOptions options = m_options;
    options.excludedActions.insert(options.excludedActions.end(), m_skipped.begin(), m_skipped.end());
    m_walk = std::make_shared<const model::Scenario>(m_committed.back());
    emit changed();
    m_hub->requestTriage({m_walk, options});
}

void TriageController::walked(const TriageAnswer& answer)
{
    if (!m_running || answer.query.from != m_walk)
        return;   // a walk this run no longer waits for
    m_walk.reset();
    m_latest = *answer.result;
    if (!std::exchange(m_diagnosed, true))
        m_first = m_latest;
    if (!m_latest.steps.empty()) {
        const model::TriageStep& step = m_latest.steps.front();
        const auto* action = model::builtinTriageTree().action(step.action);
        const QString title = action ? QString::fromStdString(action->title.en) : QString::fromStdString(step.action);
        m_session->preview(step.after, tr("Triage: %1").arg(title));
    }
    emit changed();
}

void TriageController::onScenarioChanged()
{
    if (!m_running || sameScenario(m_session->committedScenario(), m_committed.back()))
        return;
    m_running = false;
    m_walk.reset();
    m_interrupted = true;
    emit changed();
}

}  // namespace memledger::widgets
