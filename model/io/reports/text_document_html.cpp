// A TextDocument as one standalone HTML page. The markup stays within what Qt's
// QTextDocument renders (the window prints this page to PDF), with table attributes
// rather than CSS where QTextDocument reads only those.
#include <sstream>

#include "model/io/reports/text_document.h"

namespace memledger::model {

namespace {

std::string escaped(const std::string& text)
{
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default: out += c;
        }
    }
    return out;
}

// Escapes the text and turns its two inline marks into tags: `code`, and **bold**
// outside code. A mark left open closes at the end of the text.
std::string inlineHtml(const std::string& text)
{
    std::string out;
    bool code = false;
    bool bold = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '`') {
            out += (code = !code) ? "<code>" : "</code>";
        } else if (!code && text.compare(i, 2, "**") == 0) {
            out += (bold = !bold) ? "<b>" : "</b>";
            ++i;
        } else {
            out += escaped(std::string(1, text[i]));
        }
    }
    if (code)
        out += "</code>";
    if (bold)
        out += "</b>";
    return out;
}

// A figure and its unit stay on one line: "24.2 GiB" never wraps in a narrow column.
std::string unbroken(const std::string& html)
{
    std::string out;
    for (const char c : html)
        out += c == ' ' ? std::string("&nbsp;") : std::string(1, c);
    return out;
}

void writeTable(std::ostream& out, const TextBlock& block)
{
    out << "<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\">\n<thead><tr>";
    for (std::size_t i = 0; i < block.items.size(); ++i)
    {
        out << "<th" << (block.numeric[i] ? " align=\"right\"" : " align=\"left\"");
        if (!block.widths.empty())
            out << " width=\"" << block.widths[i] << "%\"";
        out << ">" << inlineHtml(block.items[i]) << "</th>";
    }
    out << "</tr></thead>\n<tbody>\n";
    for (const auto& row : block.rows) {
        out << "<tr>";
        for (std::size_t i = 0; i < row.size(); ++i)
            out << "<td" << (block.numeric[i] ? " align=\"right\"" : "") << ">"
                << (block.numeric[i] ? unbroken(inlineHtml(row[i])) : inlineHtml(row[i])) << "</td>";
        out << "</tr>\n";
    }
    out << "</tbody></table>\n";
}

void writeChart(std::ostream& out, const TextBlock& block, const ChartSources& charts)
{
    const auto it = charts.images.find(block.chart);
    if (it == charts.images.end()) {
        out << "<p class=\"note\"><i>" << inlineHtml(charts.missingText(block.text)) << "</i></p>\n";
        return;
    }
    out << "<p class=\"chart\"><img src=\"" << escaped(it->second) << "\" alt=\"" << escaped(block.text) << "\"";
    if (charts.width > 0)
        out << " width=\"" << charts.width << "\"";
    out << "><br><i>" << inlineHtml(block.text) << "</i></p>\n";
}

constexpr const char* kStyle =
    "body { font-family: 'Noto Sans', 'DejaVu Sans', sans-serif; font-size: 10pt; color: #1a1a1a; }\n"
    "h1 { font-size: 18pt; color: #1f3a5f; }\n"
    "h2 { font-size: 14pt; color: #1f3a5f; margin-top: 16px; }\n"
    "h3 { font-size: 11.5pt; color: #1f3a5f; margin-top: 12px; }\n"
    "h4 { font-size: 10.5pt; }\n"
    "table { border-collapse: collapse; border-color: #b8c2cc; margin-bottom: 8px; }\n"
    "th { background-color: #e8eef5; font-weight: bold; }\n"
    "td, th { font-size: 8.5pt; border-color: #b8c2cc; }\n"
    "code { font-family: 'DejaVu Sans Mono', monospace; font-size: 8.5pt; }\n"
    "p.note { color: #555555; }\n"
    "img { max-width: 100%; }\n";

}  // namespace

std::string toHtml(const TextDocument& document, const std::string& title, const ChartSources& charts)
{
    std::ostringstream out;
    out << "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>" << escaped(title)
        << "</title>\n<style>\n" << kStyle << "</style>\n</head>\n<body>\n";
    for (const TextBlock& block : document.blocks()) {
        switch (block.kind) {
        case TextBlock::Kind::Heading:
            out << "<h" << block.level << ">" << inlineHtml(block.text) << "</h" << block.level << ">\n";
            break;
        case TextBlock::Kind::Paragraph: out << "<p>" << inlineHtml(block.text) << "</p>\n"; break;
        case TextBlock::Kind::Note: out << "<p class=\"note\"><i>" << inlineHtml(block.text) << "</i></p>\n"; break;
        case TextBlock::Kind::Bullets:
            out << "<ul>\n";
            for (const auto& item : block.items)
                out << "<li>" << inlineHtml(item) << "</li>\n";
            out << "</ul>\n";
            break;
        case TextBlock::Kind::Table: writeTable(out, block); break;
        case TextBlock::Kind::Chart: writeChart(out, block, charts); break;
        }
    }
    out << "</body>\n</html>\n";
    return out.str();
}

}  // namespace memledger::model
