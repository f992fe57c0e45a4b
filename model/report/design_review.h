// The design-review report: one document with everything a review of a training setup
// needs — the scenario's every setting, the ledger with each term's formula, values and
// source, the step timeline, the OOM triage path, the A/B deltas against a pinned
// scenario, the assumptions and what the engine does not model. The engine writes the
// words; charts are slots the window fills (widgets/exchange/report_export.h).
#pragma once

#include <string>
#include <vector>

#include "model/core/quantity_format.h"
#include "model/explore/compare.h"
#include "model/io/reports/text_document.h"
#include "model/io/reports/triage_report.h"
#include "model/report/review_labels.h"
#include "model/timeline/timeline.h"
#include "model/triage/triage.h"

namespace memledger::model {

struct ReviewInputs {
    ReviewInputs(const Scenario& scenarioShown, const Estimate& estimateShown)
        : scenario(scenarioShown), estimate(estimateShown)
    {
    }

    const Scenario& scenario;
    const Estimate& estimate;      // of `scenario`, valid
    std::string title;             // the scenario's name (its file or preset); empty: its heading
    ByteUnit unit = ByteUnit::GiB;
    const Timeline* timeline = nullptr;           // the worst stage's step
    const TriageResult* triage = nullptr;         // with the tree it walked
    const TriageTree* tree = nullptr;
    Language language = Language::En;
    TriageLabels triageLabels = model::triageLabels();
    const Scenario* pinned = nullptr;             // A of an A/B comparison, with `comparison`
    const Comparison* comparison = nullptr;
    std::vector<std::string> notes;               // what importing the scenario approximated
};

TextDocument designReview(const ReviewInputs& inputs, const ReviewLabels& labels = reviewLabels());
// The short form the window copies: headline, parameters and the worst stage by category.
TextDocument ledgerSummary(const ReviewInputs& inputs, const ReviewLabels& labels = reviewLabels());

}  // namespace memledger::model
