// The window's Chinese catalogue (resources/i18n/memledger_zh_CN.ts) as the engine's
// Translate, read without Qt, so a harness renders its problems, reports and tables in
// Chinese the way `--lang zh_CN` and the window do: templates are looked up by context
// and English source, and their %1 … %9 filled by the engine's own filledPattern().
#pragma once

#include "model/core/translatable.h"

namespace memledger::fuzz {

// Loaded once; aborts when the catalogue cannot be read or holds no translation.
const model::Translate& chineseTranslate();

}  // namespace memledger::fuzz
