// Sequence lengths for a replay of several steps: variable-length batches drawn from a
// range, optionally padded to buckets, reproducibly from a seed.
#pragma once

#include <cstdint>
#include <vector>

#include "model/core/validation.h"

namespace memledger::model {

// Bounds of a replay: as many steps as a view can show, sequences as long as a scenario's.
inline constexpr int kMostReplaySteps = 10000;
inline constexpr std::int64_t kLongestSequence = 16LL * 1024 * 1024;

// A problem when `steps` is outside 1 … kMostReplaySteps.
std::vector<Problem> checkStepCount(int steps);

struct LengthDraw {
    std::int64_t shortest = 512;
    std::int64_t longest = 4096;
    std::int64_t bucket = 0;    // > 0: each length padded up to a multiple of it
    std::uint64_t seed = 0;
};

// One length per step, uniform over [shortest, longest], the same for a seed on every
// platform (SplitMix64, no standard distribution). Bad ranges are problems, and no lengths.
std::vector<std::int64_t> drawSequenceLengths(int steps, const LengthDraw& draw, std::vector<Problem>& problems);

}  // namespace memledger::model
