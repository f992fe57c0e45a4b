// The OOM triage tree as data (resources/triage_tree.json; docs/model.md#triage):
// diagnosis questions, branches that list actions in the order to try them, and end nodes. The
// order lives in the file, not in code paths, so it can be read, reviewed and
// translated; the code only knows how to answer each kind of question and how
// to apply each kind of change.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/validation.h"
#include "model/triage/triage_actions.h"

namespace memledger::model {

enum class Language { En, Zh };

// Every user-visible sentence of the tree, in both languages (both are required).
struct LocalText {
    std::string en;
    std::string zh;
    const std::string& in(Language language) const { return language == Language::Zh && !zh.empty() ? zh : en; }
};

enum class NodeKind { Question, Branch, End };
enum class EndOutcome { Fits, OutOfOptions };

struct TriageAnswer {
    std::string word;       // one of the question kind's answers ("yes", "forward", …)
    std::string next;       // node id
    LocalText label;        // the button in guided mode
    LocalText because;      // auto mode: why the engine answered so, with {placeholders}
};

struct TriageNode {
    std::string id;
    NodeKind kind = NodeKind::End;
    std::string question;               // Question: the kind the engine answers ("batch-one")
    LocalText text;                     // Question: the question; Branch and End: the explanation
    LocalText title;                    // Branch
    std::vector<TriageAnswer> answers;  // Question
    std::vector<std::string> steps;     // Branch: action ids, tried in order
    std::string next;                   // Branch: where to go when no step helps
    EndOutcome outcome = EndOutcome::OutOfOptions;

    const TriageAnswer* answer(const std::string& word) const;
};

struct TriageAction {
    std::string id;
    std::string change;          // the kind of scenario change ("recompute", "offload", …)
    ChangeParams params;         // checked and typed by the change kind when the tree is loaded
    LocalText title;
    LocalText why;
    std::string source;
    int complexity = 1;          // 1 (one flag) … 5 (re-architect); see kComplexityScale
    LocalText complexityReason;
};

inline constexpr int kMinComplexity = 1;
inline constexpr int kMaxComplexity = 5;

struct TriageTree {
    std::string start;
    std::map<std::string, TriageNode> nodes;
    std::map<std::string, TriageAction> actions;

    const TriageNode* node(const std::string& id) const;
    const TriageAction* action(const std::string& id) const;
    bool empty() const { return nodes.empty(); }
};

// Reads and validates a tree document. Every problem names its path in the file
// ("nodes.when.answers.sporadic.next"): unknown question kinds, change kinds,
// actions or nodes, missing text in either language, bad parameters, cycles and
// unreachable nodes. The returned tree is only usable when `problems` stays empty.
TriageTree parseTriageTree(const nlohmann::json& document, std::vector<Problem>& problems);
TriageTree loadTriageTree(const std::string& path, std::vector<Problem>& problems);

// The tree shipped with MemLedger (resources/triage_tree.json, compiled in).
const std::string& builtinTriageTreeText();
// Parsed once; the build's tests guarantee that it validates.
const TriageTree& builtinTriageTree();

}  // namespace memledger::model
