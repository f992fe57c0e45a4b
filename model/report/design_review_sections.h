// The sections of the design-review report, each appended to the document in order.
#pragma once

#include "model/report/design_review.h"

namespace memledger::model::review {

// "{stage}" and the like replaced in a label.
std::string filled(std::string label, const std::string& key, const std::string& value);

void summarySection(TextDocument& doc, const ReviewInputs& in, const ReviewLabels& labels);
// The worst stage by category, the fragmentation basis and every stage's total.
void ledgerTotals(TextDocument& doc, const ReviewInputs& in, const ReviewLabels& labels);
void ledgerSection(TextDocument& doc, const ReviewInputs& in, const ReviewLabels& labels);
void timelineSection(TextDocument& doc, const ReviewInputs& in, const ReviewLabels& labels);
void comparisonSection(TextDocument& doc, const ReviewInputs& in, const ReviewLabels& labels);
void scenarioSection(TextDocument& doc, const ReviewInputs& in, const ReviewLabels& labels);
void assumptionsSection(TextDocument& doc, const ReviewInputs& in, const ReviewLabels& labels);

}  // namespace memledger::model::review
