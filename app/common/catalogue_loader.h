// The window's half of the command line's languages: the translations are the window's
// Qt catalogue, which the command line does not link. main() hands a loader over when the
// build has the window; without one the command line stays English and says so once.
#pragma once

#include <string>

#include "model/core/translatable.h"

namespace memledger::app {

// The translation of the catalogue for `locale` ("zh_CN"); empty when there is none.
using CatalogueLoader = model::Translate (*)(const std::string& locale);

void setCatalogueLoader(CatalogueLoader loader);
CatalogueLoader catalogueLoader();   // nullptr when none was handed over

}  // namespace memledger::app
