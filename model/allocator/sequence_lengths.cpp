#include "model/allocator/sequence_lengths.h"

#include <string>

namespace memledger::model {

namespace {

std::uint64_t splitMix64(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

}  // namespace

std::vector<Problem> checkStepCount(int steps)
{
    if (steps >= 1 && steps <= kMostReplaySteps)
        return {};
    return {templatedProblem("steps", MEMLEDGER_TRANSLATABLE("Allocator", "the replay has %1 steps; give 1 to %2"),
                             {{std::to_string(steps)}, {std::to_string(kMostReplaySteps)}}, "Allocator")};
}

std::vector<std::int64_t> drawSequenceLengths(int steps, const LengthDraw& draw, std::vector<Problem>& problems)
{
    const std::size_t before = problems.size();
    for (Problem& problem : checkStepCount(steps))
        problems.push_back(std::move(problem));
    if (draw.shortest < 1 || draw.longest > kLongestSequence || draw.shortest > draw.longest)
        problems.push_back(templatedProblem(
            "sequence_lengths",
            MEMLEDGER_TRANSLATABLE("Allocator", "the lengths are drawn from %1 to %2 tokens; give a range from at "
                                                "least 1 to at most 16M tokens, shortest first"),
            {{std::to_string(draw.shortest)}, {std::to_string(draw.longest)}}, "Allocator"));
    if (draw.bucket < 0 || draw.bucket > kLongestSequence)
        problems.push_back(templatedProblem(
            "sequence_lengths",
            MEMLEDGER_TRANSLATABLE("Allocator",
                                   "the bucket is %1 tokens; give 0 (no buckets) or a size up to 16M tokens"),
            {{std::to_string(draw.bucket)}}, "Allocator"));
    if (problems.size() > before)
        return {};
    std::uint64_t state = draw.seed;
    const auto span = static_cast<std::uint64_t>(draw.longest - draw.shortest + 1);
    std::vector<std::int64_t> lengths;
    lengths.reserve(static_cast<std::size_t>(steps));
    for (int i = 0; i < steps; ++i) {
        std::int64_t length = draw.shortest + static_cast<std::int64_t>(splitMix64(state) % span);
        if (draw.bucket > 0)
            length = (length + draw.bucket - 1) / draw.bucket * draw.bucket;
        lengths.push_back(length);
    }
    return lengths;
}

}  // namespace memledger::model
