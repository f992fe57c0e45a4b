#include "model/allocator/simulated_ledger.h"

#include "model/core/sources.h"
#include "model/core/translatable.h"

namespace memledger::model {

namespace {

// Room for any step a scenario can describe: the replay never runs out of memory.
constexpr std::uint64_t kUnbounded = kLargestRequest;

AllocatorStudy studyStage(const Scenario& scenario, const Estimate& estimate, int stage)
{
    AllocatorStudyOptions options;
    options.stage = stage;
    options.detail = ReplayDetail::PeaksOnly;
    options.collapseRepeats = true;   // the term reads the peaks alone
    AllocatorStudy study = studyAllocator(scenario, estimate, options);
    // Out of memory, or no room at all once the context is paid: replayed with room, the
    // term is what the allocator would reserve, and the stage does not fit either way.
    const bool noRoom = !study.valid() && estimate.usable < 1;
    if ((study.valid() && study.outOfMemory()) || noRoom) {
        options.capacity = kUnbounded;
        study = studyAllocator(scenario, estimate, options);
    }
    return study;
}

}  // namespace

Term simulatedFragmentation(const AllocatorStudy& study)
{
    Term term;
    term.id = "fragmentation";
    term.label = MEMLEDGER_TRANSLATABLE("Term", "Allocator fragmentation (simulated)");
    term.category = Category::Fragmentation;
    term.provenance = Provenance::Simulated;
    term.bytes = static_cast<double>(study.reservedButUnallocated());
    term.formula = "R_peak − A_peak";
    term.source = sources::kSimulatedFragmentation;
    term.note = MEMLEDGER_TRANSLATABLE("Term",
        "Reserved − allocated of one steady-state step of this stage replayed under the scenario's "
        "PYTORCH_CUDA_ALLOC_CONF (memory.alloc_conf, --alloc-conf). Fixed shapes and "
        "expandable_segments:True shrink it; torch.cuda.empty_cache() in the loop does not.");
    term.with("R_peak", static_cast<double>(study.replay.peakReserved))
        .with("A_peak", static_cast<double>(study.replay.peakAllocated));
    return term;
}

Estimate simulateFragmentation(const Scenario& scenario, Estimate estimate)
{
    if (!estimate.valid())
        return estimate;
    estimate.fragmentation.allocConf = scenario.memory.allocConf;
    for (int stage = 0; stage < static_cast<int>(estimate.stages.size()); ++stage) {
        const AllocatorStudy study = studyStage(scenario, estimate, stage);
        if (!study.valid()) {
            // One stage that cannot be simulated leaves the assumption on every stage:
            // a ledger half simulated and half assumed would compare unlike figures.
            for (int s = 0; s < static_cast<int>(estimate.stages.size()); ++s)
                replaceFragmentation(estimate, s,
                                     assumedFragmentation(scenario.overheads.fragmentation,
                                                          estimate.stages[static_cast<std::size_t>(s)].peakAllocated));
            estimate.fragmentation.simulated = false;
            estimate.fragmentation.fallbackReason = study.problems.front();
            return estimate;
        }
        replaceFragmentation(estimate, stage, simulatedFragmentation(study));
    }
    estimate.fragmentation.simulated = true;
    return estimate;
}

Estimate estimateWithAllocator(const Scenario& scenario)
{
    return simulateFragmentation(scenario, estimate(scenario));
}

}  // namespace memledger::model
