// What the tests of model/measured share: reading the snapshots of tests/data, and
// tables of inputs that must be refused.
#pragma once

#include <ostream>
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

// An input that must be refused, and a piece of the one problem it must give.
struct RefusedInput {
    const char* name;
    std::string bytes;
    const char* message;
};

// Test names instead of gtest's byte dump.
inline void PrintTo(const RefusedInput& input, std::ostream* out) { *out << input.name; }

}  // namespace memledger::test
