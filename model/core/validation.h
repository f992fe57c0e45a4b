// Every way a scenario can be impossible, with a message that says what is wrong
// and how to fix it. The engine computes nothing for an invalid scenario.
#pragma once

#include <string>
#include <vector>

#include "model/core/scenario.h"
#include "model/core/translatable.h"

namespace memledger::model {

// A value in a problem's message: a number or a name as it is, or an engine word marked
// MEMLEDGER_TRANSLATABLE under `context` ("the number of layers"), which an edge translates.
struct ProblemArgument {
    std::string text;
    const char* context = nullptr;
};

struct Problem {
    std::string field;    // the scenario key at fault, e.g. "parallel.tp"
    std::string message; // one line: what is wrong and how to fix it (English, filled in)
    // The message's English template with %1, %2 … for `arguments`, marked
    // MEMLEDGER_TRANSLATABLE("Problem", …); nullptr when the message has no template.
    const char* pattern = nullptr;
    std::vector<ProblemArgument> arguments = {};
    // The catalogue context `pattern` is marked under: "Problem" for the scenario's checks,
    // "Triage" for why the triage walk passed an action over.
    const char* context = "Problem";
    // Put before the message as it is, in every language: the file or key path of another
    // document the problem was found in ("ds_config.json: "); part of `message` too.
    std::string lead = {};
};

// The most tokens one pass of a micro-batch may hold (sequence × micro-batch): a
// million-token context at a micro-batch of 64.
inline constexpr std::int64_t kMostMicroBatchTokens = std::int64_t{1} << 26;
// The most bytes a ledger may put on one GPU or its host: 1 EiB, a million times any
// device; past it a count no longer means anything (and past 2^63 it wraps as an integer).
inline constexpr double kMostBytesPerGpu = 1152921504606846976.0;   // 2^60

// A whole number as one ("16777216"), any other in its shortest text that reads back as the
// same number ("0.99", "5e+08"): a setting's value as problems, imports and exports quote it.
std::string numberText(double value);

// A problem whose message is `pattern` filled with `arguments`.
Problem templatedProblem(const char* field, const char* pattern, std::vector<ProblemArgument> arguments = {},
                         const char* context = "Problem");
// `pattern` with %1 … %9 replaced by `texts` in order of their numbers (a translation may reorder them).
std::string filledPattern(const std::string& pattern, const std::vector<std::string>& texts);
// `pattern`, marked MEMLEDGER_TRANSLATABLE under `context`, in an edge's language and filled with
// `arguments`, their engine words translated too.
std::string translatedPattern(const char* context, const char* pattern, const std::vector<ProblemArgument>& arguments,
    const Translate& translate);
// The message in an edge's language: the translated template filled with the arguments,
// their engine words translated too; the English message when it has no template.
std::string problemText(const Problem& problem, const Translate& translate);

std::vector<Problem> validate(const Scenario& scenario);

}  // namespace memledger::model
