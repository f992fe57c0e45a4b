#!/bin/sh
# Refreshes resources/i18n/memledger_zh_CN.ts from the sources (Debian: qt6-l10n-tools).
# -I . lets lupdate read the headers, so tr() contexts are the full Q_OBJECT class names
# (memledger::widgets::LedgerView) the running window asks for.
set -eu
cd "$(dirname "$0")/.."
LUPDATE=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
"$LUPDATE" -I . -no-obsolete widgets app -ts resources/i18n/memledger_zh_CN.ts
