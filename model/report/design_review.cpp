#include "model/report/design_review.h"

#include "model/report/design_review_sections.h"
#include "model/report/estimate_text.h"

namespace memledger::model {

namespace {

TextDocument titled(const ReviewInputs& in, const std::string& title, const Translate& translate)
{
    TextDocument doc;
    doc.heading(1, title + ": " + (in.title.empty() ? scenarioHeading(in.scenario, translate) : in.title));
    return doc;
}

}  // namespace

TextDocument designReview(const ReviewInputs& in, const ReviewLabels& labels)
{
    TextDocument doc = titled(in, labels.title, labels.translate);
    review::summarySection(doc, in, labels);
    review::ledgerSection(doc, in, labels);
    review::timelineSection(doc, in, labels);
    if (in.triage && in.tree)   // its own section, headed "OOM triage: …"
        doc.append(triageDocument(*in.triage, *in.tree, in.language, in.triageLabels));
    if (in.pinned && in.comparison)
        review::comparisonSection(doc, in, labels);
    review::scenarioSection(doc, in, labels);
    review::assumptionsSection(doc, in, labels);
    return doc;
}

TextDocument ledgerSummary(const ReviewInputs& in, const ReviewLabels& labels)
{
    TextDocument doc = titled(in, labels.ledger, labels.translate);
    review::summarySection(doc, in, labels);
    review::ledgerTotals(doc, in, labels);
    return doc;
}

}  // namespace memledger::model
