#include "widgets/common/vocabulary.h"

#include <QCoreApplication>

#include "model/core/symbols.h"

namespace memledger::widgets {

namespace {

// The catalogue holds the engine's words under this context (model/core/translatable.h).
QString translated(const char* word)
{
    return QCoreApplication::translate("Vocabulary", word);
}

}  // namespace

QString categoryName(model::Category category) { return translated(model::categoryLabel(category)); }
QString instantName(model::Instant instant) { return translated(model::instantLabel(instant)); }
QString laneName(model::Lane lane) { return translated(model::laneLabel(lane)); }
QString spanName(model::SpanKind kind) { return translated(model::spanKindLabel(kind)); }

// The term builders mark their labels and notes under the context "Term".
QString termLabel(const model::Term& term)
{
    return QCoreApplication::translate("Term", term.label);
}
QString termNote(const model::Term& term)
{
    return QCoreApplication::translate("Term", term.note);
}
// The meanings are literals (model/core/symbols.cpp): their views end where the text does.
QString symbolMeaning(const model::Term& term, std::string_view symbol)
{
    const std::string_view meaning = model::symbolMeaning(term, symbol);
    return meaning.empty() ? QString() : QCoreApplication::translate("Symbol", meaning.data());
}
QString termLabel(const std::string& label)
{
    return QCoreApplication::translate("Term", label.c_str());
}

std::string engineWord(const char* context, const char* english)
{
    return QCoreApplication::translate(context, english).toStdString();
}

QString allocatorSettingsName(const std::string& allocConf)
{
    if (allocConf.empty())
        return translated(QT_TRANSLATE_NOOP("Vocabulary", "PyTorch's default allocator settings"));
    return QStringLiteral("PYTORCH_CUDA_ALLOC_CONF=") + QString::fromStdString(allocConf);
}

}  // namespace memledger::widgets
