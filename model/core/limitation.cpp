#include "model/core/limitation.h"

#include <filesystem>

#include "model/core/validation.h"
#include "model/core/vocabulary.h"

namespace memledger::model {

namespace {

std::vector<std::string> limitationValues(const Limitation& limitation, const Translate& translate)
{
    const std::string setting = limitation.value.empty() ? limitation.key : limitation.key + " " + limitation.value;
    // The file's name says which of the files read it came from; the JSON keeps the whole path.
    const std::string file = std::filesystem::path(limitation.file).filename().string();
    const std::string note = limitation.note.empty() ? "" : translated(translate, "Import", limitation.note.c_str());
    return {setting, file, note, translated(translate, "Vocabulary", effectCategoryLabel(limitation.effect)),
            translated(translate, "Vocabulary", biasLabel(limitation.effect.bias))};
}

// The limitation in the pattern for a file named, or the one for a limitation without a file.
std::string described(const Limitation& limitation, const Translate& translate, const char* withFile,
                      const char* withoutFile)
{
    const std::vector<std::string> values = limitationValues(limitation, translate);
    return filledPattern(translated(translate, "Vocabulary", values[1].empty() ? withoutFile : withFile), values);
}

}  // namespace

const char* effectCategoryId(const MemoryEffect& effect)
{
    return effect.changes ? categoryId(*effect.changes) : "unknown";
}

bool effectCategoryOfId(std::string_view id, std::optional<Category>& changes)
{
    changes = id == "unknown" ? std::nullopt : categoryOfId(id);
    return id == "unknown" || changes.has_value();
}

const char* effectCategoryLabel(const MemoryEffect& effect)
{
    return effect.changes ? categoryLabel(*effect.changes)
                          : MEMLEDGER_TRANSLATABLE("Vocabulary", "an unknown part of memory");
}

std::string limitationSummary(const Limitation& limitation, const Translate& translate)
{
    return described(limitation, translate, MEMLEDGER_TRANSLATABLE("Vocabulary", "%1 (%2) — changes %4; %5"),
                     MEMLEDGER_TRANSLATABLE("Vocabulary", "%1 — changes %4; %5"));
}

std::string limitationText(const Limitation& limitation, const Translate& translate)
{
    return described(limitation, translate, MEMLEDGER_TRANSLATABLE("Vocabulary", "%1 (%2): %3 — changes %4; %5"),
                     MEMLEDGER_TRANSLATABLE("Vocabulary", "%1: %3 — changes %4; %5"));
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
