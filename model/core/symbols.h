// What each formula symbol stands for, so the inspector can say "n_mb = 4: micro-batches
// whose activations this stage holds at once" instead of leaving the reader to guess.
// A symbol means one thing across the engine except k, whose meaning depends on the term.
#pragma once

#include <string_view>

#include "model/core/term.h"

namespace memledger::model {

// The meaning of `symbol` in `term`'s formula; "" for numbers and unknown names.
std::string_view symbolMeaning(const Term& term, std::string_view symbol);

}  // namespace memledger::model
