// The words of a text writer that takes its reader's translation (an edge passes it; none
// leaves the English). A literal words.word(context, "English") marks the word where it is
// used: lupdate reads word() as QCoreApplication::translate (scripts/update-translations.sh).
#pragma once

#include <string>

#include "model/core/translatable.h"

namespace memledger::model {

struct Words {
    const Translate& translate;
    std::string word(const char* context, const char* english) const { return translated(translate, context, english); }
};

}  // namespace memledger::model
