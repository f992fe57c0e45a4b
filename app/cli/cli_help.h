// `memledger --help` and `memledger COMMAND --help`, generated from the command and
// flag tables so that help never lists a flag the parser does not take, or misses one.
#pragma once

#include <string>

#include "model/core/scenario.h"

namespace memledger::cli {

std::string usage();
// That command's flags by group, with defaults (a scenario field's is `starting`'s, the
// scenario every command starts from), its formats and one example; "" if unknown.
std::string commandHelp(const std::string& command, const model::Scenario& starting);

}  // namespace memledger::cli
