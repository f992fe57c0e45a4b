// The design review holds every figure of the ledger, every setting of the scenario, the
// triage path and, with a pinned A, the A/B deltas, in Markdown and in HTML alike.
#include <gtest/gtest.h>

#include "model/core/vocabulary.h"
#include "model/io/scenario_settings.h"
#include "model/io/reports/triage_report.h"
#include "model/report/review_data.h"
#include "tests/model/test_support.h"

namespace memledger {
namespace {

using model::ByteUnit;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string htmlEscaped(std::string text)
{
    std::string out;
    for (const char c : text)
        out += c == '&' ? "&amp;" : c == '<' ? "&lt;" : c == '>' ? "&gt;" : c == '"' ? "&quot;" : std::string(1, c);
    return out;
}

struct Rendered {
    std::string markdown;
    std::string html;
};

Rendered render(const model::ReviewData& data, ByteUnit unit = ByteUnit::GiB)
{
    const model::TextDocument doc = model::designReview(data.inputs("", unit));
    return {model::toMarkdown(doc), model::toHtml(doc, "review")};
}

// Every term of the worst stage and of the host and NVMe ledgers: its label, bytes,
// formula, substituted values and source; every category's bytes.
void expectEveryLedgerFigure(const model::ReviewData& data, const Rendered& r, ByteUnit unit)
{
    const model::Estimate& e = data.estimate;
    std::vector<model::Term> terms = e.worst().terms;
    terms.insert(terms.end(), e.host.terms.begin(), e.host.terms.end());
    terms.insert(terms.end(), e.nvme.terms.begin(), e.nvme.terms.end());
    ASSERT_FALSE(terms.empty());
    for (const model::Term& term : terms) {
        for (const std::string& figure : {std::string(term.label), model::formulaText(term), model::substitute(term),
                                          std::string(term.source)}) {
            EXPECT_TRUE(contains(r.markdown, figure)) << term.id << ": " << figure;
            EXPECT_TRUE(contains(r.html, htmlEscaped(figure))) << term.id << ": " << figure;
        }
        // A figure keeps its unit on its line in the HTML table.
        std::string bytes = model::bytesText(term.bytes, unit);
        EXPECT_TRUE(contains(r.markdown, "| " + bytes + " |")) << term.id;
        bytes.replace(bytes.find(' '), 1, "&nbsp;");
        EXPECT_TRUE(contains(r.html, "<td align=\"right\">" + bytes + "</td>")) << term.id;
    }
    for (int i = 0; i < model::kCategoryCount; ++i) {
        const auto category = static_cast<model::Category>(i);
        const std::string row = "| " + std::string(model::categoryLabel(category)) + " | ";
        // A training job's table has no rollout-engine row.
        if (!model::categoryShown(e.worst(), category)) {
            EXPECT_FALSE(contains(r.markdown, row)) << row;
            continue;
        }
        const std::string bytes = model::bytesText(e.worst().atPeak[static_cast<std::size_t>(i)], unit);
        EXPECT_TRUE(contains(r.markdown, row + bytes + " |")) << bytes;
    }
    EXPECT_TRUE(contains(r.markdown, model::bytesText(e.worst().total, unit)));
}

TEST(DesignReview, HoldsEveryLedgerFigureWithFormulaAndSource)
{
    const auto data = model::computeReview(test::scenarioPreset("zero-offload-13b-1gpu"));
    ASSERT_TRUE(data.valid());
    ASSERT_FALSE(data.estimate.host.terms.empty());   // the host ledger is in the report too
    expectEveryLedgerFigure(data, render(data), ByteUnit::GiB);
    expectEveryLedgerFigure(data, render(data, ByteUnit::GB), ByteUnit::GB);
}

TEST(DesignReview, ListsEverySettingOfTheScenario)
{
    const auto data = model::computeReview(test::scenarioPreset("7b-zero3-dp8"));
    const Rendered r = render(data);
    for (const auto& [name, value] : model::scenarioSettings(data.scenario))
        EXPECT_TRUE(contains(r.markdown, "| `" + name + "` | " + value + " |")) << name;
}

TEST(DesignReview, ShowsEveryPipelineStageAndTheTimeline)
{
    const auto data = model::computeReview(test::scenarioPreset("llama-3.1-70b-64xh100-megatron"));
    ASSERT_GT(data.estimate.stages.size(), 1u);
    ASSERT_TRUE(data.timeline.valid());
    const Rendered r = render(data);
    for (const auto& stage : data.estimate.stages)
        EXPECT_TRUE(contains(r.markdown, model::bytesText(stage.total, ByteUnit::GiB) + " |"));
    EXPECT_TRUE(contains(r.markdown, "## Step timeline"));
    EXPECT_TRUE(contains(r.markdown, model::secondsText(data.timeline.stepTime)));
    EXPECT_EQ(model::designReview(data.inputs("", ByteUnit::GiB)).chartIds(),
              (std::vector<std::string>{"ledger", "timeline"}));
}

TEST(DesignReview, WalksTheTriageOfAJobThatDoesNotFit)
{
    const auto data = model::computeReview(test::scenarioPreset("7b-full-finetune-24gb-s8192"));
    ASSERT_FALSE(data.estimate.fits);
    ASSERT_FALSE(data.triage.steps.empty());
    const Rendered r = render(data);
    EXPECT_TRUE(contains(r.markdown, "## OOM triage"));
    const auto* first = model::builtinTriageTree().action(data.triage.steps.front().action);
    ASSERT_NE(first, nullptr);
    EXPECT_TRUE(contains(r.markdown, "#### 1. " + first->title.en));
    EXPECT_TRUE(contains(r.html, "<h2>OOM triage"));
}

TEST(DesignReview, ComparesWithAPinnedScenario)
{
    const model::Scenario b = test::scenarioPreset("7b-zero3-dp8");
    const model::Scenario a = test::scenarioPreset("7b-zero1-dp8");
    const auto data = model::computeReview(b, &a);
    ASSERT_TRUE(data.comparison);
    const Rendered r = render(data);
    EXPECT_TRUE(contains(r.markdown, "## A/B comparison"));
    const auto& c = *data.comparison;
    EXPECT_TRUE(contains(r.markdown, model::quantityText(model::signedBytesQuantity(c.totalB - c.totalA, ByteUnit::GiB))));
    for (const auto& change : model::scenarioChanges(a, b))
        EXPECT_EQ(contains(r.markdown, "`" + change + "`"), !change.starts_with("description:")) << change;
    ASSERT_FALSE(c.steps.empty());
    EXPECT_TRUE(contains(r.markdown, "| " + c.steps.front().label + " |"));
    EXPECT_FALSE(contains(render(model::computeReview(b)).markdown, "A/B comparison"));
}

TEST(DesignReview, NamesItsAssumptionsAndWhatIsNotModelled)
{
    const auto data = model::computeReview(test::scenarioPreset("7b-zero3-dp8"));
    const Rendered r = render(data);
    const model::ReviewLabels labels = model::reviewLabels();
    EXPECT_TRUE(contains(r.markdown, "## " + labels.assumptions));
    EXPECT_TRUE(contains(r.markdown, "## " + labels.notModelled));
    for (const auto& item : labels.notModelledItems)
        EXPECT_TRUE(contains(r.markdown, item));
    EXPECT_TRUE(contains(r.markdown, "`overheads.fragmentation`"));
}

TEST(DesignReview, TheSummaryIsTheHeadlineAndTheCategoriesOnly)
{
    const auto data = model::computeReview(test::scenarioPreset("7b-zero3-dp8"));
    const std::string md = model::toMarkdown(model::ledgerSummary(data.inputs("7b", ByteUnit::GiB)));
    EXPECT_TRUE(contains(md, "# Ledger: 7b"));
    EXPECT_TRUE(contains(md, "| Weights | " + model::bytesText(data.estimate.worst().atPeak[0], ByteUnit::GiB)));
    EXPECT_FALSE(contains(md, "Formula"));
    EXPECT_FALSE(contains(md, "Chart"));
}

}  // namespace
}  // namespace memledger
