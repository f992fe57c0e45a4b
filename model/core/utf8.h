// UTF-8 byte structure, shared by the formula tokenizer and the JSON reader's messages.
#pragma once

#include <cstddef>

namespace memledger::model {

// Bytes in the sequence a lead byte starts (1–4), or 0 for a byte that cannot lead one.
constexpr std::size_t utf8SequenceLength(unsigned char lead)
{
    return lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : (lead >> 3) == 0x1E ? 4 : 0;
}

}  // namespace memledger::model
