#include "widgets/triage/triage_controller.h"

#include <QUndoStack>

#include "widgets/session/scenario_session.h"

namespace memledger::widgets {

TriageController::TriageController(ScenarioSession* session, QObject* parent)
    : QObject(parent), m_session(session)
{
    connect(m_session, &ScenarioSession::scenarioChanged, this, &TriageController::onScenarioChanged);
}

const model::TriageStep* TriageController::proposal() const
{
    return m_previewing && !m_latest.steps.empty() ? &m_latest.steps.front() : nullptr;
}

void TriageController::start()
{
    dropPreview();
    m_accepted.clear();
    m_skipped.clear();
    m_running = true;
    m_interrupted = false;
    walk();
    m_first = m_latest;
    preview();
    emit changed();
}

void TriageController::accept()
{
    if (!proposal())
        return;
    m_accepted.push_back(*proposal());
    m_previewing = false;   // the previewed edit stays on the undo stack as the accepted step
    walk();
    preview();
    emit changed();
}

void TriageController::skip()
{
    const model::TriageStep* step = proposal();
    if (!step)
        return;
    m_skipped.push_back(step->action);
    dropPreview();
    walk();
    preview();
    emit changed();
}

void TriageController::undo()
{
    if (!m_running || m_accepted.empty())
        return;
    dropPreview();
    undoOne();
    m_accepted.pop_back();
    walk();
    preview();
    emit changed();
}

void TriageController::stop()
{
    dropPreview();
    m_running = false;
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

// The engine walks from the current scenario (accepted steps included) with the
// skipped actions ruled out; its first step is the next proposal.
void TriageController::walk()
{
    model::TriageOptions options = m_options;
    options.excludedActions.insert(options.excludedActions.end(), m_skipped.begin(), m_skipped.end());
    m_latest = model::triage(m_session->scenario(), options);
}

void TriageController::preview()
{
    if (m_latest.steps.empty())
        return;
    const model::TriageStep& step = m_latest.steps.front();
    const auto* action = model::builtinTriageTree().action(step.action);
    const QString title = action ? QString::fromStdString(action->title.en) : QString::fromStdString(step.action);
    const int before = m_session->undoStack()->index();
    m_applying = true;
    // A key of its own per edit: triage steps never merge with each other or with drags.
    m_session->edit(QStringLiteral("triage-%1").arg(++m_edits), tr("Triage: %1").arg(title),
                    [after = step.after](model::Scenario& s) { s = after; });
    m_applying = false;
    m_previewing = m_session->undoStack()->index() > before;
}

void TriageController::dropPreview()
{
    if (!m_previewing)
        return;
    m_previewing = false;
    undoOne();
}

void TriageController::undoOne()
{
    m_applying = true;
    m_session->undoStack()->undo();
    m_applying = false;
}

void TriageController::onScenarioChanged()
{
    if (m_applying || !m_running)
        return;
    m_running = false;
    m_previewing = false;
    m_interrupted = true;
    emit changed();
}

}  // namespace memledger::widgets
