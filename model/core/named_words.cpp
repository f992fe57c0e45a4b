#include "model/core/named_words.h"

#include "model/core/symbols.h"

namespace memledger::model {

std::string categoryName(Category category, const Translate& translate)
{
    return translated(translate, "Vocabulary", categoryLabel(category));
}

std::string instantName(Instant instant, const Translate& translate)
{
    return translated(translate, "Vocabulary", instantLabel(instant));
}

std::string laneName(Lane lane, const Translate& translate)
{
    return translated(translate, "Vocabulary", laneLabel(lane));
}

std::string spanName(SpanKind kind, const Translate& translate)
{
    return translated(translate, "Vocabulary", spanKindLabel(kind));
}

std::string termLabel(const Term& term, const Translate& translate) { return translated(translate, "Term", term.label); }

std::string termLabel(const std::string& label, const Translate& translate)
{
    return translated(translate, "Term", label.c_str());
}

std::string termNote(const Term& term, const Translate& translate) { return translated(translate, "Term", term.note); }

std::string symbolMeaning(const Term& term, std::string_view symbol, const Translate& translate)
{
    // The meanings are literals (symbols.cpp): their views end where the text does.
    const std::string_view meaning = model::symbolMeaning(term, symbol);
    return meaning.empty() ? std::string() : translated(translate, "Symbol", meaning.data());
}

std::string allocatorSettingsText(const std::string& allocConf, const Translate& translate)
{
    return allocConf.empty()
               ? translated(translate, "Vocabulary", MEMLEDGER_TRANSLATABLE("Vocabulary", "PyTorch's default allocator settings"))
               : "PYTORCH_CUDA_ALLOC_CONF=" + allocConf;
}

}  // namespace memledger::model
