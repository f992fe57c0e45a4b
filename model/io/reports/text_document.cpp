#include "model/io/reports/text_document.h"

#include <algorithm>

namespace memledger::model {

namespace {

TextBlock textBlock(TextBlock::Kind kind, std::string text, int level = 0)
{
    TextBlock block;
    block.kind = kind;
    block.text = std::move(text);
    block.level = level;
    return block;
}

}  // namespace

TextDocument& TextDocument::heading(int level, std::string text)
{
    m_blocks.push_back(textBlock(TextBlock::Kind::Heading, std::move(text), std::clamp(level, 1, 4)));
    return *this;
}

TextDocument& TextDocument::paragraph(std::string text)
{
    m_blocks.push_back(textBlock(TextBlock::Kind::Paragraph, std::move(text)));
    return *this;
}

TextDocument& TextDocument::note(std::string text)
{
    m_blocks.push_back(textBlock(TextBlock::Kind::Note, std::move(text)));
    return *this;
}

TextDocument& TextDocument::bullets(std::vector<std::string> items)
{
    if (items.empty())
        return *this;
    TextBlock block = textBlock(TextBlock::Kind::Bullets, {});
    block.items = std::move(items);
    m_blocks.push_back(std::move(block));
    return *this;
}

TextDocument& TextDocument::table(std::vector<std::string> header, std::vector<std::vector<std::string>> rows,
                                  std::vector<bool> numeric, std::vector<int> widths)
{
    TextBlock block = textBlock(TextBlock::Kind::Table, {});
    numeric.resize(header.size(), false);
    for (auto& row : rows)
        row.resize(header.size());
    block.items = std::move(header);
    block.rows = std::move(rows);
    block.numeric = std::move(numeric);
    if (widths.size() == block.items.size())
        block.widths = std::move(widths);
    m_blocks.push_back(std::move(block));
    return *this;
}

TextDocument& TextDocument::chart(std::string id, std::string caption)
{
    TextBlock block = textBlock(TextBlock::Kind::Chart, std::move(caption));
    block.chart = std::move(id);
    m_blocks.push_back(std::move(block));
    return *this;
}

TextDocument& TextDocument::append(const TextDocument& other, int levels)
{
    for (TextBlock block : other.m_blocks) {
        if (block.kind == TextBlock::Kind::Heading)
            block.level = std::clamp(block.level + levels, 1, 4);
        m_blocks.push_back(std::move(block));
    }
    return *this;
}

std::string ChartSources::missingText(const std::string& caption) const
{
    std::string text = missingChart;
    if (const auto at = text.find("{caption}"); at != std::string::npos)
        text.replace(at, std::string_view("{caption}").size(), caption);
    return text;
}

std::vector<std::string> TextDocument::chartIds() const
{
    std::vector<std::string> ids;
    for (const auto& block : m_blocks)
        if (block.kind == TextBlock::Kind::Chart)
            ids.push_back(block.chart);
    return ids;
}

}  // namespace memledger::model
