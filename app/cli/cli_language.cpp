#include "app/cli/cli_language.h"

#include <cstdlib>

#include "app/common/catalogue_loader.h"
#include "model/core/named_words.h"
#include "model/core/terminal_columns.h"

namespace memledger::cli {

namespace {

model::Translate g_translate;
model::Language g_language = model::Language::En;

// The locale the environment asks for, in the order gettext reads it; an empty variable
// counts as unset.
std::string environmentLocale()
{
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"})
        if (const char* value = std::getenv(name); value && *value)
            return value;
    return {};
}

// "zh" of "zh_CN.UTF-8", "en" of "en-US", "C" of "C.UTF-8".
std::string languageCode(const std::string& locale) { return locale.substr(0, locale.find_first_of("_-.@")); }

}  // namespace

bool chooseLanguage(const Options& options, std::string& error, std::string& note)
{
    const auto flag = options.flags.find("lang");
    const std::string locale = flag != options.flags.end() ? flag->second : environmentLocale();
    const std::string code = languageCode(locale);
    const bool english = code.empty() || code == "en" || code == "C" || code == "POSIX";
    if (flag != options.flags.end() && !english && code != "zh")
        return error = "--lang is '" + locale + "'; expected en or zh_CN", false;
    g_language = code == "zh" ? model::Language::Zh : model::Language::En;
    g_translate = {};
    // Another language of the environment's (de_DE) is not an error: the output is English.
    if (g_language == model::Language::En)
        return true;
    if (const app::CatalogueLoader loader = app::catalogueLoader())
        g_translate = loader("zh_CN");
    if (!g_translate)
        note = "this build has no translation catalogue (built without Qt): only English is available for the "
               "ledger's words";
    return true;
}

model::Language language() { return g_language; }
const model::Translate& translator() { return g_translate; }

std::string word(const char* context, const char* english) { return model::translated(g_translate, context, english); }
std::string categoryName(model::Category category) { return model::categoryName(category, g_translate); }
std::string instantName(model::Instant instant) { return model::instantName(instant, g_translate); }
std::string laneName(model::Lane lane) { return model::laneName(lane, g_translate); }
std::string termLabel(const model::Term& term) { return model::termLabel(term, g_translate); }
std::string termNote(const model::Term& term) { return model::termNote(term, g_translate); }
std::string symbolMeaning(const model::Term& term, std::string_view symbol)
{
    return model::symbolMeaning(term, symbol, g_translate);
}
std::string problemText(const model::Problem& problem) { return model::problemText(problem, g_translate); }

std::string padded(const std::string& text, std::size_t width, bool right)
{
    return model::paddedToColumns(text, width, right);
}

}  // namespace memledger::cli
