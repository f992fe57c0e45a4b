// The command line's translations: the window's catalogue, read without a QApplication
// (QTranslator looks words up on its own), so `memledger estimate --lang zh_CN` names the
// ledger's terms as the Chinese window does.
#include <QString>

#include "app/window/gui_main.h"
#include "widgets/common/catalogue.h"

namespace memledger::gui {

namespace {

model::Translate loadTranslation(const std::string& locale)
{
    static QTranslator translator;   // the process's one catalogue, for as long as it runs
    if (!widgets::loadCatalogue(translator, QLocale(QString::fromStdString(locale))))
        return {};
    return [](const char* context, const char* english) {
        const QString text = translator.translate(context, english);
        return text.isEmpty() ? std::string(english) : text.toStdString();
    };
}

}  // namespace

app::CatalogueLoader catalogueLoader() { return &loadTranslation; }

}  // namespace memledger::gui
