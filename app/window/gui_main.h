// Entry point of the desktop window; main() calls it when no subcommand is given.
#pragma once

#include "app/cli/report_renderer.h"

namespace memledger::gui {

int run(int argc, char** argv);

// What `memledger report` prints HTML and PDF with (gui_main_report.cpp); nullptr in a
// build without the window.
cli::ReportRenderer reportRenderer();

}  // namespace memledger::gui
