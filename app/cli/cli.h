// memledger's command line: estimate | explain | presets and the rest. Same engine
// as the window; exit code 2 with a one-line reason on bad input.
#pragma once

namespace memledger::cli {

bool isCommand(const char* word);
int run(int argc, char** argv);

}  // namespace memledger::cli
