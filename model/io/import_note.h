// What a line of an import report says about its key, in English, and how an edge says it in
// its user's language. Another tool's configuration (model/imports) and a Hugging Face
// config.json (hf_config.h) are both read with notes of this kind.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/core/limitation.h"
#include "model/core/validation.h"

namespace memledger::model {

// A constant note is itself marked MEMLEDGER_TRANSLATABLE("Import", …) and converts
// implicitly; a note composed with values is `pattern`, marked alike, filled with `arguments`
// (importNote below): key names, file names, numbers and citations as they are, or a marked
// sentence (an argument with a context), which the edge translates too.
struct ImportNote {
    ImportNote() = default;
    ImportNote(const char* constant) : text(constant) {}
    std::string text;
    const char* pattern = nullptr;
    std::vector<ProblemArgument> arguments = {};
    // Set when the setting changes memory the engine does not model: the report's line is
    // then also a limitation of every estimate of the imported scenario (limitation.h).
    std::optional<MemoryEffect> effect = {};
    // A config.json note's key and value ("use_qk_norm: true"), which its limitation names.
    std::string setting = {};
};

// `pattern` filled with `arguments`; the English text is the pattern filled in.
ImportNote importNote(const char* pattern, std::vector<ProblemArgument> arguments);

// A note of a setting that changes memory the engine does not model: `changes` is the
// ledger's category it changes, `bias` which way the estimate is off without it.
ImportNote misses(Category changes, EstimateBias bias, ImportNote note);

// The note in the language of `translate`: the translated template filled in, or the constant
// note looked up under "Import"; the English note without a translation.
std::string importNoteText(const ImportNote& note, const Translate& translate);

}  // namespace memledger::model
