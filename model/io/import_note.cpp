#include "model/io/import_note.h"

#include <utility>

namespace memledger::model {

ImportNote importNote(const char* pattern, std::vector<ProblemArgument> arguments)
{
    ImportNote note;
    std::vector<std::string> texts;
    for (const auto& argument : arguments)
        texts.push_back(argument.text);
    note.text = filledPattern(pattern, texts);
    note.pattern = pattern;
    note.arguments = std::move(arguments);
    return note;
}

ImportNote misses(Category changes, EstimateBias bias, ImportNote note)
{
    note.effect = MemoryEffect{changes, bias};
    return note;
}

std::string importNoteText(const ImportNote& note, const Translate& translate)
{
    if (note.pattern)
        return translatedPattern("Import", note.pattern, note.arguments, translate);
    return note.text.empty() ? note.text : translated(translate, "Import", note.text.c_str());
}

}  // namespace memledger::model
