// Every way a scenario can be impossible, with a message that says what is wrong
// and how to fix it. The engine computes nothing for an invalid scenario.
#pragma once

#include <string>
#include <vector>

#include "model/core/scenario.h"

namespace memledger::model {

struct Problem {
    std::string field;    // the scenario key at fault, e.g. "parallel.tp"
    std::string message;  // one line: what is wrong and how to fix it
};

std::vector<Problem> validate(const Scenario& scenario);

}  // namespace memledger::model
