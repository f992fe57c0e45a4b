#include "widgets/common/catalogue.h"

namespace memledger::widgets {

bool loadCatalogue(QTranslator& translator, const QLocale& locale)
{
    return translator.load(locale, QStringLiteral("memledger"), QStringLiteral("_"), QStringLiteral(":/i18n"));
}

}  // namespace memledger::widgets
