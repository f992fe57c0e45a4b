// The auto mode of the OOM triage wizard: walks the engine's triage on the
// session's scenario one step at a time. The results hub computes each walk off the
// GUI thread; its first step is previewed on the live views through the session's
// preview, outside the undo stack. Accepting commits it as one undoable step,
// skipping rolls it back and rules the action out, undo takes back the last accepted
// step. An edit made elsewhere while the wizard runs stops it: the session no longer
// holds the scenario the walk stands on.
#pragma once

#include <memory>
#include <vector>

#include <QObject>
#include <QString>

#include "model/triage/triage.h"
#include "widgets/session/hub/results_hub.h"

namespace memledger::widgets {

class ScenarioSession;

class TriageController : public QObject {
    Q_OBJECT
public:
    TriageController(ScenarioSession* session, ResultsHub* hub, QObject* parent = nullptr);

    void setOptions(const model::TriageOptions& options) { m_options = options; }
    const model::TriageOptions& options() const { return m_options; }

    void start();    // walks from the session's scenario and previews the first step
    void accept();
    void skip();
    void undo();
    void stop();     // removes the preview and ends the walk

    bool running() const { return m_running; }
    bool walking() const { return m_running && m_walk != nullptr; }   // the hub is computing the walk
    bool finished() const { return m_running && !walking() && m_latest.steps.empty(); }
    bool interrupted() const { return m_interrupted; }
    const model::TriageStep* proposal() const;
    const std::vector<model::TriageStep>& accepted() const { return m_accepted; }
    const model::TriageResult& latest() const { return m_latest; }
    // The accepted path as one result: diagnosis of the original job, the steps
    // taken, memory and step time before and after (the summary and its Markdown).
    model::TriageResult path() const;

signals:
    void changed();

private:
    void walk();
    void walked(const TriageAnswer& answer);
    void onScenarioChanged();

    ScenarioSession* m_session;
    ResultsHub* m_hub;
    model::TriageOptions m_options;
    // Where the path stands, as the session holds it: the start, then each accepted step.
    std::vector<model::Scenario> m_committed;
    std::shared_ptr<const model::Scenario> m_walk;   // the walk asked for and not yet answered
    model::TriageResult m_first;     // the walk from the original scenario
    model::TriageResult m_latest;    // the walk from where the path stands now
    std::vector<model::TriageStep> m_accepted;
    std::vector<std::string> m_skipped;
    bool m_running = false;
    bool m_diagnosed = false;        // m_first holds this run's first walk
    bool m_interrupted = false;
};

}  // namespace memledger::widgets
