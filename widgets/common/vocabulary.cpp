#include "widgets/common/vocabulary.h"

#include <QCoreApplication>

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

QString allocatorSettingsName(const std::string& allocConf)
{
    if (allocConf.empty())
        return translated(QT_TRANSLATE_NOOP("Vocabulary", "PyTorch's default allocator settings"));
    return QStringLiteral("PYTORCH_CUDA_ALLOC_CONF=") + QString::fromStdString(allocConf);
}

}  // namespace memledger::widgets
