// What the tests of model/measured share: reading the snapshots of tests/data.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "model/measured/measured_file.h"
#include "tests/model/test_support.h"

namespace memledger::test {

// A snapshot under tests/data/, e.g. "snapshots/three-small-blocks.pickle".
inline model::MemorySnapshot loadSnapshot(const std::string& relative)
{
    std::vector<model::Problem> problems;
    auto file = model::readMeasuredFile(sourcePath("tests/data/" + relative), problems);
    if (!problems.empty() || !file.snapshot)
        throw std::runtime_error(problems.empty() ? relative + " is not a snapshot" : problems.front().message);
    return std::move(*file.snapshot);
}

}  // namespace memledger::test
