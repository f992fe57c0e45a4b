#include <cstring>

#include "app/cli/cli.h"
#include "app/gui_main.h"

int main(int argc, char** argv)
{
    // Any argument other than a window option selects the command line.
    const bool window = argc < 2 || std::strcmp(argv[1], "--screenshot") == 0 ||
                        (argv[1][0] != '-' && !memledger::cli::isCommand(argv[1]) && std::strstr(argv[1], ".json"));
    if (window)
        return memledger::gui::run(argc, argv);
    return memledger::cli::run(argc, argv);
}
