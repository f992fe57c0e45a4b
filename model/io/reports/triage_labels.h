// The triage report's own words, marked for the translation catalogue under "TriageText"
// (the wizard's context, which shows the same words). An edge hands over its translation.
#pragma once

#include <string>

#include "model/core/translatable.h"

namespace memledger::model {

// The triage report's own words, in one language: triageLabels() fills them. The tree's
// text comes from the tree in the chosen language.
struct TriageLabels {
    std::string title;
    std::string before;
    std::string after;
    std::string fits;
    std::string doesNotFit;
    std::string stepTime;
    std::string diagnosis;
    std::string steps;
    std::string step;
    std::string branch;
    std::string saved;
    std::string memoryAfter;
    std::string timeAdded;
    // A step's time with traffic newly hidden behind compute: the change (%1), then the traffic (%2).
    std::string hiddenTransfers;
    std::string timeUnknown;   // the step-time model could simulate neither side
    std::string complexity;
    std::string change;
    std::string why;
    std::string source;
    std::string whyBranch;
    std::string skipped;
    std::string costModel;
    std::string outcome;
    std::string stepLimit;
    std::string hostOverflow;
    std::string invalid;
    // After an out-of-options walk, for each skipped action that would still help:
    std::string rescueFits;
    std::string rescueHelps;
};

// The labels in the language of `translate`; English when it is empty.
TriageLabels triageLabels(const Translate& translate = {});

}  // namespace memledger::model
