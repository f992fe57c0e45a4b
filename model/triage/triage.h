// OOM triage (docs/model.md#triage): walks the triage tree on a scenario. The engine answers
// every diagnosis question itself (it runs the batch-size-1 experiment), applies
// the first action of the chosen branch that helps, measures again and walks the
// tree from the top, until the ledger fits or the allowed options run out.
#pragma once

#include <string>
#include <vector>

#include "model/ledger/ledger.h"
#include "model/triage/triage_actions.h"
#include "model/triage/triage_cost.h"
#include "model/triage/triage_tree.h"

namespace memledger::model {

// One question on the way to a branch, answered by the engine, with its evidence.
struct TriageAnswered {
    std::string node;
    std::string question;
    std::string answer;
    LocalText because;   // the tree's sentence with the engine's figures filled in
};

struct TriageStep {
    std::string action;                   // action id in the tree
    std::string branch;                   // branch node id
    std::vector<TriageAnswered> trail;    // why this branch: the answers that led to it
    Scenario after;                       // the scenario with this step applied
    double totalBefore = 0;               // GPU bytes of the worst stage
    double totalAfter = 0;
    bool fitsAfter = false;
    StepTime timeBefore;
    StepTime timeAfter;

    double saved() const { return totalBefore - totalAfter; }
    double timeAdded() const { return timeAfter.total() - timeBefore.total(); }
};

// An action the walk considered and passed over, with the reason.
struct TriageSkip {
    std::string action;
    std::string branch;
    Problem reason;   // its message; a template an edge translates
};

// An action the user ruled out, weighed on the scenario the walk ended with: what it
// would save now and whether that alone would make the job fit.
struct TriageRescue {
    std::string action;
    double saved = 0;
    double totalAfter = 0;
    bool fits = false;
};

enum class TriageStop { AlreadyFits, Fits, OutOfOptions, StepLimit, Invalid, HostOverflow };

struct TriageResult {
    Scenario start;
    Scenario final;
    std::vector<Problem> problems;           // Invalid: what is wrong with the scenario
    std::vector<TriageAnswered> diagnosis;   // the first walk: the diagnosis of the original job
    std::vector<TriageStep> steps;
    std::vector<TriageSkip> skipped;
    // When the walk runs out of options: the user's skipped actions that would still help,
    // those that would make it fit first. A walk that says "out of options" while a skipped
    // step would fit must say so.
    std::vector<TriageRescue> rescues;
    TriageStop stop = TriageStop::Invalid;
    std::string endNode;                     // the end node reached, when one was
    double capacity = 0;
    double totalBefore = 0;
    double totalAfter = 0;
    StepTime timeBefore;
    StepTime timeAfter;

    bool fits() const { return stop == TriageStop::AlreadyFits || stop == TriageStop::Fits; }
    // The branches the steps came from, in order, without repeats ("states", "activations").
    std::vector<std::string> branches() const;
    std::vector<std::string> actions() const;
};

TriageResult triage(const Scenario& scenario, const TriageOptions& options = {},
                    const TriageTree& tree = builtinTriageTree());

const char* triageStopId(TriageStop stop);   // "fits", "out-of-options", …

}  // namespace memledger::model
