// A defensive reader of the part of Python's pickle format that memory snapshots use:
// the protocol 2–5 opcodes Python (and PyTorch's C++ pickler) emit for dicts, lists,
// tuples, strings, ints, floats, bools and None, with the memo and protocol 4 frames.
// Anything else — GLOBAL, REDUCE, BUILD and every other opcode that names Python code or
// objects — is refused, never run. Hostile input (truncation, a forged length, a memo
// reference to nothing, a recursive structure, absurd nesting or size) becomes one
// Problem that says what is wrong at which byte.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/validation.h"
#include "model/measured/pickle_value.h"

namespace memledger::model {

struct PickleLimits {
    // Containers nested deeper are refused: a snapshot nests fewer than ten, and deep
    // trees would cost stack depth in whatever walks them.
    int maxDepth = 32;
    // An upper bound on the memory the decoded values, the memo and the unpickling stack
    // take; the real snapshots in tests/data/measured take up to 25 times their file size.
    std::size_t maxMemoryBytes = std::size_t{8} << 30;
};

// Decodes a whole pickle; `source` names it in problems (a file's path). Returns
// nullptr, with one Problem against `source`, when the bytes are not such a pickle.
PickleRef readPickle(std::string_view bytes, const std::string& source, std::vector<Problem>& problems,
                     const PickleLimits& limits = {});

}  // namespace memledger::model
