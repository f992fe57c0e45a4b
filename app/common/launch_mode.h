// Whether an argument list asks for the window or for the command line. Window options
// (--lang, --screenshot, a file to open, ...) may come in any order. The first word that
// is neither an option nor an option's value decides: an existing file or a *.json name
// opens the window, anything else goes to the command line (a command, or a mistyped one
// it can suggest a fix for). Without such a word, --help / --version go to the command
// line and everything else opens the window.
#pragma once

#include <string_view>

namespace memledger::app {

enum class LaunchMode { Window, CommandLine };

// Whether a word is one of the command line's commands (cli::isCommand): a file of that
// name still runs the command.
using IsCommand = bool (*)(const char* word);
LaunchMode launchMode(int argc, char** argv, IsCommand isCommand);

// Window options that take a value (`--lang zh_CN`), without their dashes; Qt's own
// (-platform, -style) included, since QApplication reads them.
bool windowOptionTakesValue(std::string_view name);

}  // namespace memledger::app
