// Marks an English word of the engine that the window shows translated. The engine
// itself stays free of Qt: the marker is the literal. lupdate reads it as
// QT_TRANSLATE_NOOP (scripts/update-translations.sh passes -tr-function-alias), so the
// word's one English spelling, here, is also its source text in the translation catalogue,
// and the window looks it up with QCoreApplication::translate(context, word).
// Contexts: "Vocabulary" (named things), "Term" (ledger terms' labels and notes),
// "Problem" (validation messages' templates), "Field" (what a scenario field is),
// "Import" (the import reports' notes, their templates and headings).
#pragma once

#include <functional>
#include <string>

#define MEMLEDGER_TRANSLATABLE(context, text) text

namespace memledger::model {

// How an edge puts a marked word into its user's language: (context, English) → text.
// Empty: the English stays.
using Translate = std::function<std::string(const char* context, const char* english)>;

inline std::string translated(const Translate& translate, const char* context, const char* english)
{
    return translate ? translate(context, english) : std::string(english);
}

} // namespace memledger::model
