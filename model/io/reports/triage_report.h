// A triage walk as JSON (scripts, `memledger triage --format json`) and as the
// Markdown path summary the CLI prints and the wizard copies to the clipboard.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/io/reports/text_document.h"
#include "model/io/reports/triage_labels.h"
#include "model/triage/triage.h"

namespace memledger::model {


// The scenario the i-th step started from.
const Scenario& stepBefore(const TriageResult& result, std::size_t index);

// The answers that explain why step `index` took its branch: those that changed
// since the previous walk, or the last two of the trail when the route is the same.
std::vector<const TriageAnswered*> decisiveAnswers(const TriageResult& result, std::size_t index);

// What a step changed, one "memory.recompute: none → full" per field.
std::vector<std::string> scenarioChanges(const Scenario& before, const Scenario& after);

// "+0.42 s (+31 %)", with "; +392 ms of transfers hidden behind compute" where the step hides
// more traffic; "n/a" when the step-time model could not simulate either side. In the
// language of `labels`.
std::string timeDeltaText(const StepTime& before, const StepTime& after, const TriageLabels& labels = triageLabels());

std::string outcomeText(const TriageResult& result, const TriageTree& tree, Language language,
                        const TriageLabels& labels = triageLabels());

nlohmann::json triageToJson(const TriageResult& result, const TriageTree& tree, Language language);
// The path summary as blocks: a section a larger report embeds, headed at level 2.
TextDocument triageDocument(const TriageResult& result, const TriageTree& tree, Language language,
                            const TriageLabels& labels = triageLabels());
std::string triageMarkdown(const TriageResult& result, const TriageTree& tree, Language language,
                           const TriageLabels& labels = triageLabels());

}  // namespace memledger::model
