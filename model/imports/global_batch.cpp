#include "model/imports/global_batch.h"

#include <string>

namespace memledger::model {

std::vector<Problem> resolveGlobalBatch(const GlobalBatch& batch, bool microGiven, bool accumGiven, Scenario& scenario)
{
    Training& training = scenario.training;
    const std::int64_t dp = scenario.parallel.dp;
    const std::string what = batch.sourceKey + " " + std::to_string(batch.sequences);
    const auto split = [&](std::int64_t known, const char* knownName, std::int64_t& derived, const char* field) {
        std::int64_t perStep = 0;
        if (__builtin_mul_overflow(known, dp, &perStep) || perStep <= 0 || batch.sequences % perStep != 0)
            return std::vector<Problem>{{field, what + " is not a multiple of " + knownName + " " + std::to_string(known) +
                                                    " × " + std::to_string(dp) +
                                                    " data-parallel GPUs; the framework refuses it: change the GPUs "
                                                    "(--dp) or the batch"}};
        derived = batch.sequences / perStep;
        return std::vector<Problem>{};
    };
    if (microGiven && accumGiven) {
        std::int64_t perReplica = 0;
        std::int64_t product = 0;
        const bool fits = !__builtin_mul_overflow(training.microBatch, training.gradAccum, &perReplica) &&
                          !__builtin_mul_overflow(perReplica, dp, &product);
        if (fits && product == batch.sequences)
            return {};
        return {{"training.grad_accum", what + " is not micro-batch " + std::to_string(training.microBatch) +
                                            " × accumulation " + std::to_string(training.gradAccum) + " × " +
                                            std::to_string(dp) + " data-parallel GPUs = " +
                                            (fits ? std::to_string(product) : std::string("more")) +
                                            "; the framework refuses it: make them agree"}};
    }
    if (microGiven)
        return split(training.microBatch, "micro-batch", training.gradAccum, "training.grad_accum");
    if (!accumGiven)
        training.gradAccum = 1;
    return split(training.gradAccum, "accumulation", training.microBatch, "training.micro_batch");
}

}  // namespace memledger::model
