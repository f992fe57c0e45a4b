// Entry point of the desktop window; main() calls it when no subcommand is given.
#pragma once

#include "app/cli/cli_language.h"
#include "app/cli/report_renderer.h"

namespace memledger::gui {

int run(int argc, char** argv);

// What `memledger report` prints HTML and PDF with (gui_main_report.cpp); nullptr in a
// build without the window.
cli::ReportRenderer reportRenderer();
// Where the command line finds the engine's words in other languages: the window's
// catalogue (gui_main_translation.cpp); nullptr in a build without the window.
cli::CatalogueLoader catalogueLoader();

}  // namespace memledger::gui
