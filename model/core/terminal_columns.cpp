#include "model/core/terminal_columns.h"

#include <algorithm>

#include "model/core/utf8.h"

namespace memledger::model {

namespace {

// Wide characters (CJK ideographs, kana, Hangul, full-width forms) take two terminal columns.
bool wide(char32_t c)
{
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3) ||
           (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
           (c >= 0xFFE0 && c <= 0xFFE6);
}

}  // namespace

std::size_t terminalColumns(std::string_view text)
{
    std::size_t count = 0;
    for (std::size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const std::size_t length = std::max<std::size_t>(1, utf8SequenceLength(lead));
        char32_t c = length == 1 ? lead : lead & (0x7F >> length);
        for (std::size_t k = 1; k < length && i + k < text.size(); ++k)
            c = (c << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        count += wide(c) ? 2 : 1;
        i += length;
    }
    return count;
}

std::string paddedToColumns(const std::string& text, std::size_t columns, bool right)
{
    const std::size_t used = terminalColumns(text);
    const std::string fill(used < columns ? columns - used : 0, ' ');
    return right ? fill + text : text + fill;
}

}  // namespace memledger::model
