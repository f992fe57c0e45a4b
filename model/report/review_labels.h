// The design review's own words (headings, column names, fixed sentences), marked for the
// translation catalogue under "Report". The engine cannot translate: an edge (the window,
// or the command line under --lang) hands over its translation, and the same English is
// the source text in both.
#pragma once

#include <string>
#include <vector>

#include "model/core/translatable.h"

namespace memledger::model {

// The report's own words, in one language: reviewLabels() fills them.
struct ReviewLabels {
    // The engine's words the report quotes (terms, categories, instants, lanes); empty: English.
    Translate translate;
    std::string word(const char* context, const char* english) const { return translated(translate, context, english); }

    std::string title;
    std::string summary;
    std::string parameters;
    std::string total;
    std::string totalParameters;
    std::string active;
    std::string trainable;
    std::string globalBatch;
    std::string tokensPerStep;
    std::string stepTime;
    std::string mfu;
    std::string throughput;
    std::string tokensPerSecond;
    std::string warning;
    std::string ledger;
    std::string ledgerChart;
    std::string worstStage;
    std::string category;
    std::string bytes;
    std::string share;
    std::string stages;
    std::string stage;
    std::string layers;
    std::string inFlight;
    std::string peakAt;
    std::string terms;
    std::string otherStages;
    std::string term;
    std::string kind;
    std::string formula;
    std::string substituted;
    std::string source;
    std::string hostRam;
    std::string nvme;
    std::string of;
    std::string exceeded;
    std::string timeline;
    std::string timelineChart;
    std::string lane;
    std::string busy;
    std::string exposed;
    std::string stall;
    std::string bubble;
    std::string noTimeline;
    std::string comparison;
    std::string pinned;
    std::string live;
    std::string delta;
    std::string changes;
    std::string largestDeltas;
    std::string noChanges;
    std::string scenario;
    std::string setting;
    std::string value;
    std::string assumptions;
    std::string notModelled;
    std::string steadyState;
    std::string provenance;
    std::string importNotes;
    std::vector<std::string> notModelledItems;
    std::string notModelledMore;
};

// The labels in the language of `translate`; English when it is empty.
ReviewLabels reviewLabels(const Translate& translate = {});

}  // namespace memledger::model
