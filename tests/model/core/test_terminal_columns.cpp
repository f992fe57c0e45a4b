// Terminal columns of UTF-8 text: what the command line's tables pad by, so that a row with
// "…" or Chinese lines up with the rows without.
#include <gtest/gtest.h>

#include "model/core/terminal_columns.h"

namespace {

using memledger::model::paddedToColumns;
using memledger::model::terminalColumns;

TEST(TerminalColumns, CountCharactersNotBytesAndWideOnesTwice)
{
    EXPECT_EQ(terminalColumns(""), 0u);
    EXPECT_EQ(terminalColumns("zero_optimization"), 17u);
    EXPECT_EQ(terminalColumns("abc…"), 4u);        // "…" is 3 bytes, 1 column
    EXPECT_EQ(terminalColumns("→ training.seq"), 14u);
    EXPECT_EQ(terminalColumns("优化器状态"), 10u);  // 15 bytes, 5 wide characters
    EXPECT_EQ(terminalColumns("阶段 0，1 步"), 12u);  // ideographs and a full-width comma take two
    EXPECT_EQ(terminalColumns("ｶﾞ"), 2u);            // half-width kana take one
}

TEST(TerminalColumns, PadToAWidthInColumns)
{
    EXPECT_EQ(paddedToColumns("ab", 4), "ab  ");
    EXPECT_EQ(paddedToColumns("ab", 4, true), "  ab");
    EXPECT_EQ(paddedToColumns("显存", 6), "显存  ");
    EXPECT_EQ(paddedToColumns("x…", 4), "x…  ");
    EXPECT_EQ(paddedToColumns("already wider", 4), "already wider");
}

}  // namespace
