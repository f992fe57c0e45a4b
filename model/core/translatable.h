// Marks an English word of the engine that the window shows translated. The engine
// itself stays free of Qt: the marker is the literal. lupdate reads it as
// QT_TRANSLATE_NOOP (scripts/update-translations.sh passes -tr-function-alias), so the
// word's one English spelling, here, is also its source text in the translation catalogue,
// and the window looks it up with QCoreApplication::translate(context, word).
#pragma once

#define MEMLEDGER_TRANSLATABLE(context, text) text
