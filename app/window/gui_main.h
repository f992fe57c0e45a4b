// Entry point of the desktop window; main() calls it when no subcommand is given.
#pragma once

namespace memledger::gui {

int run(int argc, char** argv);

}  // namespace memledger::gui
