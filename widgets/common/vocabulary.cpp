#include "widgets/common/vocabulary.h"

#include <QCoreApplication>

#include "model/core/named_words.h"

namespace memledger::widgets {

namespace {

// The window's one adapter: the engine's words (model/core/named_words.h) through the
// installed catalogue.
const model::Translate& installedCatalogue()
{
    static const model::Translate translate = engineWord;
    return translate;
}

QString text(const std::string& word) { return QString::fromStdString(word); }

}  // namespace

QString categoryName(model::Category category) { return text(model::categoryName(category, installedCatalogue())); }
QString instantName(model::Instant instant) { return text(model::instantName(instant, installedCatalogue())); }
QString laneName(model::Lane lane) { return text(model::laneName(lane, installedCatalogue())); }
QString spanName(model::SpanKind kind) { return text(model::spanName(kind, installedCatalogue())); }
QString termLabel(const model::Term& term) { return text(model::termLabel(term, installedCatalogue())); }
QString termNote(const model::Term& term) { return text(model::termNote(term, installedCatalogue())); }
QString symbolMeaning(const model::Term& term, std::string_view symbol)
{
    return text(model::symbolMeaning(term, symbol, installedCatalogue()));
}
QString termLabel(const std::string& label) { return text(model::termLabel(label, installedCatalogue())); }

std::string engineWord(const char* context, const char* english)
{
    return QCoreApplication::translate(context, english).toStdString();
}

QString allocatorSettingsName(const std::string& allocConf)
{
    return text(model::allocatorSettingsText(allocConf, installedCatalogue()));
}

}  // namespace memledger::widgets
