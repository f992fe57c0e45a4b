// The command line's language: --lang LOCALE, else the locale of the environment (LC_ALL,
// then LC_MESSAGES, then LANG, as gettext and QLocale read them). The words translated are
// the engine's marked ones (model/core/translatable.h): term labels and notes, categories,
// instants, lanes and validation messages. Their translations are the window's Qt
// catalogue, which the command line does not link: main() hands over a loader
// (app/common/catalogue_loader.h) when the build has Qt; without one the output stays
// English and says so once on stderr.
// JSON stays English: it is a machine interface of ids and English words.
#pragma once

#include <string>

#include "app/cli/cli_options.h"
#include "model/core/term.h"
#include "model/core/translatable.h"
#include "model/core/validation.h"
#include "model/core/vocabulary.h"
#include "model/triage/triage_tree.h"

namespace memledger::cli {

// Chooses the language from --lang or the environment and installs its translation.
// False with `error` for a --lang MemLedger does not speak; `note` receives a line for
// stderr when the language chosen cannot be shown by this build.
bool chooseLanguage(const Options& options, std::string& error, std::string& note);

model::Language language();   // the triage tree's language
// The chosen language's translation of the engine's marked words; empty for English.
const model::Translate& translator();
std::string word(const char* context, const char* english);
std::string categoryName(model::Category category);
std::string instantName(model::Instant instant);
std::string laneName(model::Lane lane);
std::string termLabel(const model::Term& term);
std::string termNote(const model::Term& term);
std::string symbolMeaning(const model::Term& term, std::string_view symbol);
std::string problemText(const model::Problem& problem);

// `text` padded with spaces to `columns` terminal columns (a Chinese character takes two).
std::string padded(const std::string& text, std::size_t columns, bool right = false);

}  // namespace memledger::cli
