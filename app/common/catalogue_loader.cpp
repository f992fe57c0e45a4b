#include "app/common/catalogue_loader.h"

namespace memledger::app {

namespace {
CatalogueLoader g_loader = nullptr;
}  // namespace

void setCatalogueLoader(CatalogueLoader loader) { g_loader = loader; }
CatalogueLoader catalogueLoader() { return g_loader; }

}  // namespace memledger::app
