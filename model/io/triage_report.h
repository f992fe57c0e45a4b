// A triage walk as JSON (scripts, `memledger triage --format json`) and as the
// Markdown path summary the CLI prints and the wizard copies to the clipboard.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/io/text_document.h"
#include "model/triage/triage.h"

namespace memledger::model {

// The report's own words. The engine cannot translate; the window passes tr()
// strings, the CLI keeps these English defaults. The tree's text comes from the
// tree in the chosen language.
struct TriageLabels {
    std::string title = "OOM triage";
    std::string before = "Before";
    std::string after = "After";
    std::string fits = "fits";
    std::string doesNotFit = "does not fit";
    std::string stepTime = "Step time";
    std::string diagnosis = "Diagnosis";
    std::string steps = "Steps";
    std::string step = "Step";
    std::string branch = "Branch";
    std::string saved = "Saved per GPU";
    std::string memoryAfter = "GPU memory after";
    std::string timeAdded = "Time added per step";
    std::string complexity = "Complexity";
    std::string change = "Change";
    std::string why = "Why?";
    std::string source = "Source";
    std::string whyBranch = "Why this branch";
    std::string skipped = "Considered and passed over";
    std::string costModel = "Cost model";
    std::string outcome = "Outcome";
    std::string stepLimit = "Stopped after the step limit.";
    std::string hostOverflow = "The GPU fits, but host RAM or NVMe overflows: GPU triage cannot help.";
    std::string invalid = "The scenario is not valid";
    // After an out-of-options walk, for each skipped action that would still help:
    std::string rescueFits = "You skipped \"{action}\": applied now, it saves {saved} and the job fits ({after}).";
    std::string rescueHelps = "You skipped \"{action}\": applied now, it would save {saved} ({after}).";
};

// The scenario the i-th step started from.
const Scenario& stepBefore(const TriageResult& result, std::size_t index);

// The answers that explain why step `index` took its branch: those that changed
// since the previous walk, or the last two of the trail when the route is the same.
std::vector<const TriageAnswered*> decisiveAnswers(const TriageResult& result, std::size_t index);

// What a step changed, one "memory.recompute: none → full" per field.
std::vector<std::string> scenarioChanges(const Scenario& before, const Scenario& after);

// "+0.42 s (+31 %)"; "n/a" when the step-time model could not simulate either side.
std::string timeDeltaText(const StepTime& before, const StepTime& after);

std::string outcomeText(const TriageResult& result, const TriageTree& tree, Language language,
                        const TriageLabels& labels = {});

nlohmann::json triageToJson(const TriageResult& result, const TriageTree& tree, Language language);
// The path summary as blocks: a section a larger report embeds, headed at level 2.
TextDocument triageDocument(const TriageResult& result, const TriageTree& tree, Language language,
                            const TriageLabels& labels = {});
std::string triageMarkdown(const TriageResult& result, const TriageTree& tree, Language language,
                           const TriageLabels& labels = {});

}  // namespace memledger::model
