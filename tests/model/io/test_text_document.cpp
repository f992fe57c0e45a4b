#include <gtest/gtest.h>

#include "model/io/reports/text_document.h"

namespace memledger {
namespace {

using model::TextDocument;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(TextDocument, MarkdownTablesAlignNumbersAndEscapePipes)
{
    TextDocument doc;
    doc.table({"term", "bytes"}, {{"a|b", "1.00 GiB"}}, {false, true});
    const std::string md = model::toMarkdown(doc);
    EXPECT_TRUE(contains(md, "| term | bytes |\n|---|---:|\n| a\\|b | 1.00 GiB |\n")) << md;
}

TEST(TextDocument, HtmlEscapesTextAndKeepsTheTwoInlineMarks)
{
    TextDocument doc;
    doc.paragraph("**Peak:** 3 < 4 & `a**b` done");
    const std::string html = model::toHtml(doc, "T&C");
    EXPECT_TRUE(contains(html, "<title>T&amp;C</title>")) << html;
    EXPECT_TRUE(contains(html, "<p><b>Peak:</b> 3 &lt; 4 &amp; <code>a**b</code> done</p>")) << html;
}

TEST(TextDocument, AnUnclosedMarkClosesAtTheEndOfItsText)
{
    TextDocument doc;
    doc.bullets({"`open", "**bold"});
    const std::string html = model::toHtml(doc, "t");
    EXPECT_TRUE(contains(html, "<li><code>open</code></li>")) << html;
    EXPECT_TRUE(contains(html, "<li><b>bold</b></li>")) << html;
}

TEST(TextDocument, ChartsAreLinkedWhereGivenAndNotedWhereNot)
{
    TextDocument doc;
    doc.chart("ledger", "The ledger").chart("timeline", "The step");
    model::ChartSources charts;
    charts.images["ledger"] = "review-ledger.png";
    charts.missingChart = "No picture of {caption}.";
    const std::string md = model::toMarkdown(doc, charts);
    EXPECT_TRUE(contains(md, "![The ledger](review-ledger.png)")) << md;
    EXPECT_TRUE(contains(md, "_No picture of The step._")) << md;
    charts.width = 620;
    const std::string html = model::toHtml(doc, "t", charts);
    EXPECT_TRUE(contains(html, "<img src=\"review-ledger.png\" alt=\"The ledger\" width=\"620\">")) << html;
    EXPECT_TRUE(contains(html, "No picture of The step.")) << html;
    EXPECT_EQ(doc.chartIds(), (std::vector<std::string>{"ledger", "timeline"}));
}

TEST(TextDocument, AnAppendedSectionGoesDeeper)
{
    TextDocument section;
    section.heading(2, "Inner").paragraph("text");
    TextDocument doc;
    doc.heading(1, "Outer").append(section, 1);
    EXPECT_EQ(model::toMarkdown(doc), "# Outer\n\n### Inner\n\ntext\n");
}

}  // namespace
}  // namespace memledger
