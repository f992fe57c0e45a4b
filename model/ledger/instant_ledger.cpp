#include "model/ledger/instant_ledger.h"

#include <algorithm>

namespace memledger::model {

bool countsAt(const StageLedger&, const Term& term, Instant instant)
{
    return term.category == Category::CudaContext || term.liveAtInstant(instant);
}

std::array<double, kCategoryCount> categoriesAt(const StageLedger& stage, Instant instant)
{
    std::array<double, kCategoryCount> bytes{};
    for (const Term& term : stage.terms)
        if (countsAt(stage, term, instant))
            bytes[static_cast<std::size_t>(term.category)] += term.bytes;
    return bytes;
}

std::array<double, kCategoryCount> allocatedCategoriesAt(const StageLedger& stage, Instant instant)
{
    std::array<double, kCategoryCount> bytes{};
    for (const Term& term : stage.terms)
        if (term.category != Category::CudaContext && term.category != Category::Fragmentation &&
            !term.outsideAllocator && term.liveAtInstant(instant))
            bytes[static_cast<std::size_t>(term.category)] += term.bytes;
    return bytes;
}

std::vector<Instant> instantsOfTheStep(const Estimate& estimate)
{
    std::vector<Instant> out;
    if (!estimate.valid() || estimate.stages.empty())
        return out;
    const StageLedger& worst = estimate.worst();
    const bool scores = std::any_of(worst.terms.begin(), worst.terms.end(), [](const Term& t) {
        return t.category != Category::CudaContext && t.liveAtInstant(Instant::LogProb);
    });
    if (estimate.rollout.enabled) {
        out.push_back(Instant::WeightSync);
        out.push_back(Instant::Rollout);
    }
    if (scores && estimate.rollout.enabled)
        out.push_back(Instant::LogProb);
    out.push_back(Instant::ForwardEnd);
    if (scores && !estimate.rollout.enabled)
        out.push_back(Instant::LogProb);
    for (const Instant i : {Instant::LossBackward, Instant::BackwardPeak, Instant::BackwardEnd, Instant::OptimizerStep})
        out.push_back(i);
    return out;
}

}  // namespace memledger::model
