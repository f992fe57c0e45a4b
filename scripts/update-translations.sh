#!/bin/sh
# Refreshes resources/i18n/memledger_zh_CN.ts from the sources (Debian: qt6-l10n-tools).
# -I . lets lupdate read the headers, so tr() contexts are the full Q_OBJECT class names
# (memledger::widgets::LedgerView) the running window asks for. The engine's words the
# window translates are marked MEMLEDGER_TRANSLATABLE (model/core/translatable.h), which
# lupdate reads as QT_TRANSLATE_NOOP; the command line's word(context, "English")
# (app/cli/cli_language.h) it reads as QCoreApplication::translate.
set -eu
cd "$(dirname "$0")/.."
LUPDATE=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
"$LUPDATE" -I . -no-obsolete -tr-function-alias QT_TRANSLATE_NOOP+=MEMLEDGER_TRANSLATABLE,translate+=word model widgets app \
    -ts resources/i18n/memledger_zh_CN.ts
