#include <cstdio>

#include "app/window/gui_main.h"

namespace memledger::gui {

int run(int, char**)
{
    std::fprintf(stderr, "memledger: this build has no window (configured with MEMLEDGER_GUI=OFF); "
                         "use a subcommand such as 'memledger estimate --help'\n");
    return 2;
}

app::ReportRenderer reportRenderer() { return nullptr; }
app::CatalogueLoader catalogueLoader() { return nullptr; }

}  // namespace memledger::gui
