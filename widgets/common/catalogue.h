// MemLedger's translation catalogue for a locale: memledger_<locale>.qm, compiled from
// resources/i18n at build time and embedded under :/i18n. The window installs it; the
// command line asks it for the engine's words (app/window/gui_main_translation.cpp).
// Beside it the window installs Qt's own (qtbase_<locale>.qm), where the system has one.
#pragma once

#include <vector>

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QString>
#include <QTranslator>

namespace memledger::widgets {

// False when MemLedger has no catalogue for `locale` (English needs none).
bool loadCatalogue(QTranslator& translator, const QLocale& locale);

// Qt's own catalogue for `locale`: qtbase_<locale>.qm in `folder`, the words of Qt's standard
// dialogs ("Cancel"). Debian ships it in qt6-translations-l10n; where it is not installed this
// is false and `translator` stays empty, and those words stay English.
bool loadQtCatalogue(QTranslator& translator, const QLocale& locale,
                     const QString& folder = QLibraryInfo::path(QLibraryInfo::TranslationsPath));

// Installs MemLedger's catalogue for `locale` in `app`, and Qt's beside it where `qtFolder` has
// one; Qt's alone never, so that an English window does not show Qt's buttons in another
// language. Returns what it installed (owned by `app`): none for English.
std::vector<QTranslator*> installCatalogues(
    QCoreApplication& app, const QLocale& locale,
    const QString& qtFolder = QLibraryInfo::path(QLibraryInfo::TranslationsPath));

}  // namespace memledger::widgets
