// The kinds of scenario change a triage action can make. The tree names a kind
// and its parameters; this registry checks the parameters when the tree is
// loaded and applies the change to a scenario, or says why it cannot here.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/scenario.h"
#include "model/core/validation.h"

namespace memledger::model {

// What the job allows beyond the engine's own limits (the wizard's guided questions).
struct TriageOptions {
    bool allowLora = false;             // the task tolerates a parameter-efficient fine-tune
    bool allowOptimizerChange = true;   // 8-bit AdamW (Dettmers et al. 2022: matches 32-bit Adam)
    bool allowShorterSequence = false;  // changes the data the model sees
    bool allowOffload = true;
    bool flashAvailable = true;         // kernels exist for this GPU / model
    int maxGpus = 0;                    // GPUs the job may use; 0: the scenario's own
    int maxSteps = 16;
    std::vector<std::string> excludedActions;   // the user skipped them (wizard) or ruled them out
    bool operator==(const TriageOptions&) const = default;
};

bool isChangeKind(const std::string& change);
std::vector<std::string> changeKinds();

// An action's parameters, checked against its change kind and typed when the tree is
// loaded, so applying a change reads no JSON: a parameter the kind does not take, or one
// of the wrong type, never reaches a scenario.
struct ChangeParams {
    std::map<std::string, std::string> words;                      // "mode": "full"
    std::map<std::string, std::vector<std::string>> wordLists;    // "what": ["optimizer"]
    std::map<std::string, std::int64_t> numbers;                   // "stage": 3
    std::map<std::string, bool> flags;                             // "qlora": true

    std::string word(const std::string& key) const;
    std::vector<std::string> wordList(const std::string& key) const;
    std::int64_t number(const std::string& key, std::int64_t fallback) const;
    bool flag(const std::string& key) const;
    bool operator==(const ChangeParams&) const = default;
};

// Reads `params` (nullptr: none given) for `change`; problems name `path`
// (e.g. "actions.zero-3.params"). Every parameter the kind takes is required.
ChangeParams readChangeParams(const std::string& change, const nlohmann::json* params, const std::string& path,
                              std::vector<Problem>& problems);

// Why the walk passes an action over: `pattern` marked MEMLEDGER_TRANSLATABLE("Triage", …)
// and filled with `arguments`, translated by an edge as a problem is (problemText).
Problem triageReason(const char* pattern, std::vector<ProblemArgument> arguments = {});

struct ChangeOutcome {
    bool applied = false;
    Problem reason;   // when not applied: why this change does not apply to this job
};

// Applies the change to `scenario` in place. Returns applied = false with a reason
// when it is already in effect, the options forbid it, or the layout cannot take it.
ChangeOutcome applyChange(const std::string& change, const ChangeParams& params, const TriageOptions& options,
                          Scenario& scenario);

}  // namespace memledger::model
