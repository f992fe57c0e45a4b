// A TextDocument as GitHub-flavoured Markdown: what the CLI prints and the window copies.
#include <sstream>

#include "model/io/reports/text_document.h"

namespace memledger::model {

namespace {

std::string tableCell(const std::string& text)
{
    std::string out;
    for (const char c : text) {
        if (c == '|')
            out += '\\';
        out += c == '\n' ? ' ' : c;
    }
    return out;
}

void writeTable(std::ostream& out, const TextBlock& block)
{
    out << '|';
    for (const auto& cell : block.items)
        out << ' ' << tableCell(cell) << " |";
    out << "\n|";
    for (const bool numeric : block.numeric)
        out << (numeric ? "---:|" : "---|");
    out << '\n';
    for (const auto& row : block.rows) {
        out << '|';
        for (const auto& cell : row)
            out << ' ' << tableCell(cell) << " |";
        out << '\n';
    }
    out << '\n';
}

}  // namespace

std::string toMarkdown(const TextDocument& document, const ChartSources& charts)
{
    std::ostringstream out;
    for (const TextBlock& block : document.blocks()) {
        switch (block.kind) {
        case TextBlock::Kind::Heading: out << std::string(static_cast<std::size_t>(block.level), '#') << ' ' << block.text << "\n\n"; break;
        case TextBlock::Kind::Paragraph: out << block.text << "\n\n"; break;
        case TextBlock::Kind::Note: out << '_' << block.text << "_\n\n"; break;
        case TextBlock::Kind::Bullets:
            for (const auto& item : block.items)
                out << "- " << item << '\n';
            out << '\n';
            break;
        case TextBlock::Kind::Table: writeTable(out, block); break;
        case TextBlock::Kind::Chart:
            if (const auto it = charts.images.find(block.chart); it != charts.images.end())
                out << "![" << block.text << "](" << it->second << ")\n\n";
            else
                out << '_' << charts.missingText(block.text) << "_\n\n";
            break;
        }
    }
    std::string text = out.str();
    if (text.size() >= 2 && text.ends_with("\n\n"))
        text.pop_back();
    return text;
}

}  // namespace memledger::model
