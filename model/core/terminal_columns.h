// How wide a UTF-8 text is on a terminal, for the tables the command line prints: a
// Chinese character or "…" is several bytes but two columns or one.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace memledger::model {

// The columns a terminal draws `text` in: wide characters (CJK ideographs, kana, Hangul,
// full-width forms) take two, every other character one.
std::size_t terminalColumns(std::string_view text);

// `text` with spaces after it (or before it, `right`) up to `columns` terminal columns;
// as it is when it is that wide already.
std::string paddedToColumns(const std::string& text, std::size_t columns, bool right = false);

}  // namespace memledger::model
