#include "model/report/design_review_sections.h"

#include <algorithm>
#include <cstdio>

#include "model/core/limitation.h"
#include "model/core/named_words.h"
#include "model/core/quantity_format.h"
#include "model/core/vocabulary.h"
#include "model/io/scenario_settings.h"
#include "model/report/estimate_text.h"

namespace memledger::model::review {

namespace {

std::string bold(const std::string& label) { return "**" + label + ":** "; }

std::string code(const std::string& text) { return text.empty() ? std::string() : "`" + text + "`"; }

std::vector<std::vector<std::string>> termRows(
    const std::vector<Term>& terms, ByteUnit unit, const ReviewLabels& labels)
{
    std::vector<std::vector<std::string>> rows;
    for (const Term& term : terms)
        rows.push_back({ termLabel(term, labels.translate), provenanceId(term.provenance), bytesText(term.bytes, unit),
            code(formulaText(term)), code(substitute(term) + " = " + formatValue(term.bytes) + " B"), term.source });
    return rows;
}

void termTable(TextDocument& doc, const std::vector<Term>& terms, const ReviewInputs& in, const ReviewLabels& labels)
{
    doc.table({ labels.term, labels.kind, labels.bytes, labels.formula, labels.substituted, labels.source },
        termRows(terms, in.unit, labels), { false, false, true, false, false, false }, { 15, 12, 10, 17, 20, 26 });
}

void offloadLedger(TextDocument& doc, const std::string& title, const OffloadLedger& ledger, const ReviewInputs& in,
                   const ReviewLabels& labels)
{
    if (ledger.terms.empty())
        return;
    doc.heading(3, title + ": " + bytesText(ledger.total, in.unit) + " " + labels.of + " " +
                       bytesText(ledger.capacity, in.unit) + (ledger.fits() ? "" : " — " + labels.exceeded));
    termTable(doc, ledger.terms, in, labels);
}

std::string share(double part, double whole) { return whole > 0 ? percentText(part / whole) : "—"; }

}  // namespace

std::string filled(std::string label, const std::string& key, const std::string& value)
{
    if (const auto at = label.find(key); at != std::string::npos)
        label.replace(at, key.size(), value);
    return label;
}

void summarySection(TextDocument& doc, const ReviewInputs& in, const ReviewLabels& labels)
{
    const Scenario& s = in.scenario;
    const Estimate& e = in.estimate;
    doc.heading(2, labels.summary);
    doc.paragraph(scenarioHeading(s, labels.translate));
    if (!s.description.empty())
        doc.paragraph(s.description);
    doc.paragraph("**" + estimateHeadline(e, in.unit, labels.translate) + "**");
    std::vector<std::string> warnings;
    for (const auto& warning : e.warnings)
        warnings.push_back(bold(labels.warning) + warning.message);
    doc.bullets(std::move(warnings));
    if (!s.limitations.empty()) {
        doc.paragraph("**" + limitationsHeading(s.limitations.size(), labels.translate) + "**");
        std::vector<std::string> limitations;
        for (const Limitation& limitation : s.limitations)
            limitations.push_back(limitationText(limitation, labels.translate));
        doc.bullets(std::move(limitations));
    }
    std::vector<std::string> facts = {
        bold(labels.parameters) + parametersText(e.params.total) + " " + labels.totalParameters + ", " + parametersText(e.params.active) +
            " " + labels.active + ", " + parametersText(e.params.trainable) + " " + labels.trainable,
        bold(labels.globalBatch) + std::to_string(s.globalBatch()) + " · " + std::to_string(s.tokensPerStep()) + " " +
            labels.tokensPerStep};
    if (in.timeline && in.timeline->valid())
        facts.push_back(bold(labels.stepTime) + secondsText(in.timeline->stepTime) + " · " + labels.mfu + " " +
                        percentText(in.timeline->mfu) + " · " + labels.throughput + " " +
                        std::to_string(static_cast<long long>(in.timeline->tokensPerSecond)) + " " +
                        labels.tokensPerSecond);
    doc.bullets(std::move(facts));
}

void ledgerTotals(TextDocument& doc, const ReviewInputs& in, const ReviewLabels& labels)
{
    const Estimate& e = in.estimate;
    const StageLedger& worst = e.worst();
    doc.heading(3,
        filled(filled(labels.worstStage, "{stage}", std::to_string(worst.stage)), "{instant}",
            instantName(worst.peakInstant, labels.translate)));
    std::vector<std::vector<std::string>> rows;
    for (int i = 0; i < kCategoryCount; ++i) {
        if (!categoryShown(worst, static_cast<Category>(i)))
            continue;
        const double bytes = worst.atPeak[static_cast<std::size_t>(i)];
        rows.push_back({ categoryName(static_cast<Category>(i), labels.translate), bytesText(bytes, in.unit),
            share(bytes, worst.total) });
    }
    rows.push_back({"**" + labels.total + "**", "**" + bytesText(worst.total, in.unit) + "**", ""});
    doc.table({labels.category, labels.bytes, labels.share}, std::move(rows), {false, true, true});
    doc.paragraph(fragmentationBasisText(in.scenario, e, labels.translate));
    if (const std::string routing = routingBasisText(e, labels.translate); !routing.empty())
        doc.paragraph(routing);
    if (const std::string rollout = rolloutBasisText(e, in.unit, labels.translate); !rollout.empty())
        doc.paragraph(rollout);
    if (const std::string logProbs = logProbBasisText(in.scenario, e, in.unit, labels.translate); !logProbs.empty())
        doc.paragraph(logProbs);
    if (e.stages.size() > 1) {
        doc.heading(3, labels.stages);
        std::vector<std::vector<std::string>> stages;
        for (const auto& stage : e.stages) {
            char inFlight[32];
            std::snprintf(inFlight, sizeof inFlight, "%.2f", stage.inFlight);
            stages.push_back({ std::to_string(stage.stage), std::to_string(stage.layers), inFlight,
                instantName(stage.peakInstant, labels.translate), bytesText(stage.total, in.unit) });
        }
        doc.table({labels.stage, labels.layers, labels.inFlight, labels.peakAt, labels.total}, std::move(stages),
                  {true, true, true, false, true});
    }
}

void ledgerSection(TextDocument& doc, const ReviewInputs& in, const ReviewLabels& labels)
{
    const Estimate& e = in.estimate;
    const StageLedger& worst = e.worst();
    doc.heading(2, labels.ledger);
    doc.chart("ledger", labels.ledgerChart);
    ledgerTotals(doc, in, labels);
    doc.heading(3, filled(labels.terms, "{stage}", std::to_string(worst.stage)));
    termTable(doc, worst.terms, in, labels);
    if (e.stages.size() > 1)
        doc.note(labels.otherStages);
    offloadLedger(doc, labels.hostRam, e.host, in, labels);
    offloadLedger(doc, labels.nvme, e.nvme, in, labels);
}

void timelineSection(TextDocument& doc, const ReviewInputs& in, const ReviewLabels& labels)
{
    if (!in.timeline)
        return;
    const Timeline& t = *in.timeline;
    doc.heading(2, labels.timeline);
    if (!t.valid()) {
        doc.note(labels.noTimeline + (t.problems.empty() ? "" : ": " + t.problems.front().message));
        return;
    }
    doc.chart("timeline", labels.timelineChart);
    std::vector<std::string> facts = {bold(labels.stepTime) + secondsText(t.stepTime)};
    if (t.stall > 0)
        facts.push_back(bold(labels.stall) + secondsText(t.stall));
    if (t.bubble > 0)
        facts.push_back(bold(labels.bubble) + secondsText(t.bubble));
    doc.bullets(std::move(facts));
    std::vector<std::vector<std::string>> rows;
    for (int i = 0; i < kLaneCount; ++i) {
        const LaneSummary& lane = t.lanes[static_cast<std::size_t>(i)];
        if (lane.busy > 0)
            rows.push_back({ laneName(static_cast<Lane>(i), labels.translate), secondsText(lane.busy),
                secondsText(lane.exposed) });
    }
    doc.table({labels.lane, labels.busy, labels.exposed}, std::move(rows), {false, true, true});
}

void comparisonSection(TextDocument& doc, const ReviewInputs& in, const ReviewLabels& labels)
{
    const Comparison& c = *in.comparison;
    doc.heading(2, labels.comparison);
    std::vector<std::vector<std::string>> rows;
    const auto row = [&](const std::string& name, double a, double b) {
        rows.push_back({name, bytesText(a, in.unit), bytesText(b, in.unit),
                        quantityText(signedBytesQuantity(b - a, in.unit))});
    };
    for (int i = 0; i < kCategoryCount; ++i)
        row(categoryName(static_cast<Category>(i), labels.translate), c.a[static_cast<std::size_t>(i)],
            c.b[static_cast<std::size_t>(i)]);
    row("**" + labels.total + "**", c.totalA, c.totalB);
    if (c.hasStepTimes())
        rows.push_back({labels.stepTime, secondsText(c.stepTimeA), secondsText(c.stepTimeB),
                        quantityText(signedPercentQuantity(c.stepChange()))});
    doc.table({labels.category, labels.pinned, labels.live, labels.delta}, std::move(rows), {false, true, true, true});
    doc.heading(3, labels.changes);
    std::vector<std::string> changes;
    for (const auto& change : scenarioChanges(*in.pinned, in.scenario))
        if (!change.starts_with("description:"))   // words about the scenarios, not a setting
            changes.push_back(code(change));
    if (changes.empty())
        doc.paragraph(labels.noChanges);
    doc.bullets(std::move(changes));
    if (c.steps.empty())
        return;
    doc.heading(3, labels.largestDeltas);
    constexpr std::size_t kLargest = 8;
    std::vector<std::vector<std::string>> deltas;
    for (std::size_t i = 0; i < std::min(kLargest, c.steps.size()); ++i)
        deltas.push_back({ termLabel(c.steps[i].label, labels.translate),
            categoryName(c.steps[i].category, labels.translate),
            quantityText(signedBytesQuantity(c.steps[i].delta, in.unit)) });
    doc.table({labels.term, labels.category, labels.delta}, std::move(deltas), {false, false, true});
}

void scenarioSection(TextDocument& doc, const ReviewInputs& in, const ReviewLabels& labels)
{
    doc.heading(2, labels.scenario);
    std::vector<std::vector<std::string>> rows;
    for (const auto& [name, value] : scenarioSettings(in.scenario))
        rows.push_back({code(name), value});
    doc.table({labels.setting, labels.value}, std::move(rows), {}, {40, 60});
}

void assumptionsSection(TextDocument& doc, const ReviewInputs& in, const ReviewLabels& labels)
{
    doc.heading(2, labels.assumptions);
    int counts[4] = {};
    for (const auto& stage : in.estimate.stages)
        for (const Term& term : stage.terms)
            ++counts[static_cast<int>(term.provenance)];
    std::string provenance = labels.provenance;
    for (const Provenance kind : {Provenance::Exact, Provenance::Estimated, Provenance::Assumed, Provenance::Simulated})
        provenance = filled(provenance, std::string("{") + provenanceId(kind) + "}",
                            std::to_string(counts[static_cast<int>(kind)]));
    std::vector<std::string> items = {labels.steadyState, provenance,
                                      fragmentationBasisText(in.scenario, in.estimate, labels.translate)};
    for (const auto& [name, value] : scenarioSettings(in.scenario))
        if (name.starts_with("overheads.") || name.starts_with("performance."))
            items.push_back(code(name) + " = " + value);
    doc.bullets(std::move(items));
    if (!in.notes.empty()) {
        doc.heading(3, labels.importNotes);
        doc.bullets(in.notes);
    }
    doc.heading(2, labels.notModelled);
    doc.bullets(labels.notModelledItems);
    doc.note(labels.notModelledMore);
}

}  // namespace memledger::model::review
