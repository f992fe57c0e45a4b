// A report as a list of plain blocks (headings, paragraphs, lists, tables, chart slots),
// written once and rendered as Markdown or as a standalone HTML page. Text may carry two
// inline marks, **bold** and `code`; everything else is literal (escaped for HTML, pipes
// escaped in Markdown tables). Charts are slots the caller fills: the engine draws nothing.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace memledger::model {

struct TextBlock {
    enum class Kind { Heading, Paragraph, Note, Bullets, Table, Chart };
    Kind kind = Kind::Paragraph;
    int level = 0;                               // Heading: 1 (title) to 4
    std::string text;                            // Heading, Paragraph, Note; Chart: its caption
    std::vector<std::string> items;              // Bullets; Table: the header
    std::vector<std::vector<std::string>> rows;  // Table
    std::vector<bool> numeric;                   // Table: right-aligned columns
    std::vector<int> widths;                     // Table: each column's share of the width in %, or empty
    std::string chart;                           // Chart: its id ("ledger", "timeline")
};

class TextDocument {
public:
    TextDocument& heading(int level, std::string text);
    TextDocument& paragraph(std::string text);
    TextDocument& note(std::string text);        // an aside, in italics
    TextDocument& bullets(std::vector<std::string> items);
    TextDocument& table(std::vector<std::string> header, std::vector<std::vector<std::string>> rows,
                        std::vector<bool> numeric = {}, std::vector<int> widths = {});
    TextDocument& chart(std::string id, std::string caption);
    // Appends `other`'s blocks, their headings `levels` deeper (a section within a report).
    TextDocument& append(const TextDocument& other, int levels = 0);

    const std::vector<TextBlock>& blocks() const { return m_blocks; }
    std::vector<std::string> chartIds() const;

private:
    std::vector<TextBlock> m_blocks;
};

// Where each chart is: an image file or URL (Markdown, HTML), or a data: URI (HTML). A chart
// without one is left out, with `missingChart` in its place ("{caption}" is replaced).
struct ChartSources {
    std::map<std::string, std::string> images;
    std::string missingChart = "Chart omitted: {caption}.";
    int width = 0;   // HTML: the images' width in pixels (QTextDocument ignores CSS widths); 0: their own

    std::string missingText(const std::string& caption) const;
};

std::string toMarkdown(const TextDocument& document, const ChartSources& charts = {});
// A complete UTF-8 HTML page titled `title`, styled to print well (QTextDocument's subset).
std::string toHtml(const TextDocument& document, const std::string& title, const ChartSources& charts = {});

}  // namespace memledger::model
