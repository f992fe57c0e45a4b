// MemLedger's translation catalogue for a locale: memledger_<locale>.qm, compiled from
// resources/i18n at build time and embedded under :/i18n. The window installs it; the
// command line asks it for the engine's words (app/window/gui_main_translation.cpp).
#pragma once

#include <QLocale>
#include <QTranslator>

namespace memledger::widgets {

// False when MemLedger has no catalogue for `locale` (English needs none).
bool loadCatalogue(QTranslator& translator, const QLocale& locale);

}  // namespace memledger::widgets
