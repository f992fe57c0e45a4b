#include "model/core/limitation.h"

#include <filesystem>

#include "model/core/validation.h"
#include "model/core/vocabulary.h"

namespace memledger::model {

std::string limitationText(const Limitation& limitation, const Translate& translate)
{
    const std::string setting = limitation.value.empty() ? limitation.key : limitation.key + " " + limitation.value;
    // The file's name says which of the files read it came from; the JSON keeps the whole path.
    const std::string file = std::filesystem::path(limitation.file).filename().string();
    const std::string note = limitation.note.empty() ? "" : translated(translate, "Import", limitation.note.c_str());
    const std::vector<std::string> values = {setting, file, note,
                                             translated(translate, "Vocabulary", categoryLabel(limitation.effect.changes)),
                                             translated(translate, "Vocabulary", biasLabel(limitation.effect.bias))};
    if (file.empty())
        return filledPattern(translated(translate, "Vocabulary", MEMLEDGER_TRANSLATABLE("Vocabulary", "%1: %3 — changes %4; %5")),
                             values);
    return filledPattern(
        translated(translate, "Vocabulary", MEMLEDGER_TRANSLATABLE("Vocabulary", "%1 (%2): %3 — changes %4; %5")), values);
}

std::string limitationsHeading(std::size_t count, const Translate& translate)
{
    return filledPattern(translated(translate, "Vocabulary",
                                    MEMLEDGER_TRANSLATABLE("Vocabulary",
                                                           "Not modelled, so the figures are off by what these change "
                                                           "(%1):")),
                         {std::to_string(count)});
}

}  // namespace memledger::model
