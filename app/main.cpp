#include "app/cli/cli.h"
#include "app/window/gui_main.h"
#include "app/cli/launch_mode.h"

int main(int argc, char** argv)
{
    if (memledger::app::launchMode(argc, argv) == memledger::app::LaunchMode::Window)
        return memledger::gui::run(argc, argv);
    memledger::cli::setReportRenderer(memledger::gui::reportRenderer());
    memledger::cli::setCatalogueLoader(memledger::gui::catalogueLoader());
    return memledger::cli::run(argc, argv);
}
