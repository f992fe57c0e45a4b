#include "widgets/common/catalogue.h"

namespace memledger::widgets {

bool loadCatalogue(QTranslator& translator, const QLocale& locale)
{
    return translator.load(locale, QStringLiteral("memledger"), QStringLiteral("_"), QStringLiteral(":/i18n"));
}

bool loadQtCatalogue(QTranslator& translator, const QLocale& locale, const QString& folder)
{
    return translator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), folder);
}

std::vector<QTranslator*> installCatalogues(QCoreApplication& app, const QLocale& locale, const QString& qtFolder)
{
    std::vector<QTranslator*> installed;
    auto* own = new QTranslator(&app);
    if (!loadCatalogue(*own, locale)) {
        delete own;
        return installed;
    }
    app.installTranslator(own);
    installed.push_back(own);
    auto* qt = new QTranslator(&app);
    if (loadQtCatalogue(*qt, locale, qtFolder)) {
        app.installTranslator(qt);
        installed.push_back(qt);
    } else {
        delete qt;
    }
    return installed;
}

}  // namespace memledger::widgets
