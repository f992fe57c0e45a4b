// Entry point of the desktop window; main() calls it when no subcommand is given.
#pragma once

#include "app/common/catalogue_loader.h"
#include "app/common/report_renderer.h"

namespace memledger::gui {

int run(int argc, char** argv);

// What `memledger report` prints HTML and PDF with (gui_main_report.cpp); nullptr in a
// build without the window.
app::ReportRenderer reportRenderer();
// Where the command line finds the engine's words in other languages: the window's
// catalogue (gui_main_translation.cpp); nullptr in a build without the window.
app::CatalogueLoader catalogueLoader();

}  // namespace memledger::gui
