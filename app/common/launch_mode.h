// Whether an argument list asks for the window or for the command line. Window options
// (--lang, --screenshot, a file to open, ...) may come in any order. The first word that
// is neither an option nor an option's value decides: an existing file or a *.json name
// opens the window, and so does the id of a worked scenario (`memledger 7b-zero3-dp8`, as
// every command accepts it); anything else goes to the command line (a command, or a
// mistyped one it can suggest a fix for). Without such a word, --help / --version go to the command
// line and everything else opens the window.
#pragma once

#include <string_view>

namespace memledger::app {

enum class LaunchMode { Window, CommandLine };

// Whether a word is one of the command line's commands (cli::isCommand): a file of that
// name still runs the command.
using IsCommand = bool (*)(const char* word);
// Whether a word names a worked scenario in the presets folder that `presetsOption` (the
// --presets value given, or null) points to.
using IsScenarioId = bool (*)(const char* word, const char* presetsOption);
LaunchMode launchMode(int argc, char** argv, IsCommand isCommand, IsScenarioId isScenarioId = nullptr);

// Window options that take a value (`--lang zh_CN`), without their dashes; Qt's own
// (-platform, -style) included, since QApplication reads them.
bool windowOptionTakesValue(std::string_view name);

}  // namespace memledger::app
