// The diagnosis questions the engine can answer on a scenario (docs/model.md#triage):
// when does it run out of memory, is the allocator's slack over 20 %,
// the batch-size-1 experiment (run, not guessed), and which part dominates.
#pragma once

#include <map>
#include <span>
#include <string>

#include "model/ledger/ledger.h"
#include "model/core/scenario.h"

namespace memledger::model {

struct TriageOptions;

// The answer words a question kind accepts; empty for an unknown kind.
std::span<const char* const> questionAnswers(const std::string& question);
// The {placeholders} its "because" text may use.
std::span<const char* const> questionPlaceholders(const std::string& question);

struct QuestionResult {
    std::string answer;                          // one of questionAnswers()
    std::map<std::string, std::string> values;   // placeholder → figure ("31.4 GiB")
};

// `estimate` is the valid estimate of `scenario`.
QuestionResult answerQuestion(const std::string& question, const Scenario& scenario, const Estimate& estimate);

// Replaces each {name} of `text` with values[name]; unknown names stay as written.
std::string fillPlaceholders(const std::string& text, const std::map<std::string, std::string>& values);

// "31.4 GiB": the unit the engine's own messages use.
std::string gibText(double bytes);

// A reserved − allocated gap above 20 % of allocated is severe fragmentation: a rule of
// thumb, not PyTorch's; the H200 steps measured 2.2–25.8 % (docs/model.md#fragmentation).
inline constexpr double kSevereFragmentation = 0.20;

}  // namespace memledger::model
