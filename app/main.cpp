#include "app/cli/cli.h"
#include "app/common/catalogue_loader.h"
#include "app/common/launch_mode.h"
#include "app/common/preset_location.h"
#include "app/common/report_renderer.h"
#include "app/window/gui_main.h"

int main(int argc, char** argv)
{
    if (memledger::app::launchMode(argc, argv, &memledger::cli::isCommand, &memledger::app::isPresetScenario) ==
        memledger::app::LaunchMode::Window)
        return memledger::gui::run(argc, argv);
    memledger::app::setReportRenderer(memledger::gui::reportRenderer());
    memledger::app::setCatalogueLoader(memledger::gui::catalogueLoader());
    return memledger::cli::run(argc, argv);
}
