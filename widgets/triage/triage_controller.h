// The auto mode of the OOM triage wizard: walks the engine's triage on the
// session's scenario one step at a time. The proposed step is previewed on the
// live ledger as a real, undoable session edit; accepting keeps it, skipping
// undoes it and rules the action out, undo takes back the last accepted step.
// Edits made elsewhere while the wizard runs stop it (its path no longer holds).
#pragma once

#include <vector>

#include <QObject>
#include <QString>

#include "model/triage/triage.h"

namespace memledger::widgets {

class ScenarioSession;

class TriageController : public QObject {
    Q_OBJECT
public:
    explicit TriageController(ScenarioSession* session, QObject* parent = nullptr);

    void setOptions(const model::TriageOptions& options) { m_options = options; }
    const model::TriageOptions& options() const { return m_options; }

    void start();    // walks from the session's scenario and previews the first step
    void accept();
    void skip();
    void undo();
    void stop();     // removes the preview and ends the walk

    bool running() const { return m_running; }
    bool finished() const { return m_running && !m_previewing; }
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
    void preview();
    void dropPreview();
    void undoOne();
    void onScenarioChanged();

    ScenarioSession* m_session;
    model::TriageOptions m_options;
    model::TriageResult m_first;     // the walk from the original scenario
    model::TriageResult m_latest;    // the walk from where the path stands now
    std::vector<model::TriageStep> m_accepted;
    std::vector<std::string> m_skipped;
    bool m_running = false;
    bool m_previewing = false;
    bool m_applying = false;         // our own session edits are not "outside" edits
    bool m_interrupted = false;
    int m_edits = 0;
};

}  // namespace memledger::widgets
