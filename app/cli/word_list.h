// Lists in a sentence, in the reader's language: "'explain' or 'allocator'", "a, b or c"
// ("a、b 或 c"). The separators are words of the "Cli" context.
#pragma once

#include <string>
#include <vector>

#include "model/core/translatable.h"

namespace memledger::cli {

// The items as alternatives, in the words of `translate`; English when it is empty.
std::string alternatives(const std::vector<std::string>& items, const model::Translate& translate);

// Each item in single quotes, as the command line quotes a word the user typed or may type.
std::vector<std::string> quoted(const std::vector<std::string>& items);

}  // namespace memledger::cli
