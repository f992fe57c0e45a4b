#include "model/imports/global_batch.h"

#include <string>

namespace memledger::model {

std::vector<Problem> resolveGlobalBatch(const GlobalBatch& batch, bool microGiven, bool accumGiven, Scenario& scenario)
{
    Training& training = scenario.training;
    const std::int64_t dp = scenario.parallel.dp;
    const ProblemArgument key{batch.sourceKey};
    const ProblemArgument sequences{std::to_string(batch.sequences)};
    // `pattern` names the part of the batch that is known.
    const auto split = [&](std::int64_t known, const char* pattern, std::int64_t& derived, const char* field) {
        std::int64_t perStep = 0;
        if (__builtin_mul_overflow(known, dp, &perStep) || perStep <= 0 || batch.sequences % perStep != 0)
            return std::vector<Problem>{
                templatedProblem(field, pattern, {key, sequences, {std::to_string(known)}, {std::to_string(dp)}})};
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
        const std::vector<ProblemArgument> parts{key,
                                                 sequences,
                                                 {std::to_string(training.microBatch)},
                                                 {std::to_string(training.gradAccum)},
                                                 {std::to_string(dp)},
                                                 {std::to_string(product)}};
        return {templatedProblem("training.grad_accum",
                                 fits ? MEMLEDGER_TRANSLATABLE("Problem",
                                                               "%1 %2 is not micro-batch %3 × accumulation %4 × "
                                                               "%5 data-parallel GPUs = %6; the framework "
                                                               "refuses it: make them agree")
                                      : MEMLEDGER_TRANSLATABLE("Problem",
                                                               "%1 %2 is not micro-batch %3 × accumulation %4 × "
                                                               "%5 data-parallel GPUs = more; the framework "
                                                               "refuses it: make them agree"),
                                 parts)};
    }
    if (microGiven)
        return split(training.microBatch,
                     MEMLEDGER_TRANSLATABLE("Problem",
                                            "%1 %2 is not a multiple of micro-batch %3 × %4 data-parallel "
                                            "GPUs; the framework refuses it: change the GPUs (--dp) or the "
                                            "batch"),
                     training.gradAccum, "training.grad_accum");
    if (!accumGiven)
        training.gradAccum = 1;
    return split(training.gradAccum,
                 MEMLEDGER_TRANSLATABLE("Problem",
                                        "%1 %2 is not a multiple of accumulation %3 × %4 data-parallel GPUs; "
                                        "the framework refuses it: change the GPUs (--dp) or the batch"),
                 training.microBatch, "training.micro_batch");
}

}  // namespace memledger::model
