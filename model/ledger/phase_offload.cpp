#include "model/ledger/phase_offload.h"

#include <string_view>

#include "model/core/sources.h"
#include "model/core/translatable.h"

namespace memledger::model::detail {

namespace {

// Optimizer states and kept gradients leave after the update and return before the next;
// parameters (verl's param_offload) come back for the log-prob passes, which run them, and
// leave again before the weight sync sends them, one at a time (fsdp_workers.py rollout_mode).
unsigned instantsAway(const Scenario& scenario, const Term& term)
{
    const TrainerOffload offload = scenario.rollout.trainerOffload;
    if (!scenario.rollout.enabled() || offload == TrainerOffload::None || term.outsideAllocator)
        return 0;
    if (term.category == Category::OptimizerStates || term.category == Category::Gradients)
        return kLiveRollout | kLiveLogProb | kLiveWeightSync;
    const std::string_view id = term.id;
    if (offload == TrainerOffload::OptimizerAndWeights && (id == "weights" || id == "critic_weights"))
        return kLiveRollout | kLiveWeightSync;
    return 0;
}

}  // namespace

double bytesOffloadedBetweenUpdates(const Scenario& scenario, const StageLedger& stage)
{
    double bytes = 0;
    for (const Term& term : stage.terms)
        if (instantsAway(scenario, term) != 0 && residentThroughStep(term.liveAt))
            bytes += term.bytes;
    return bytes;
}

void offloadBetweenUpdates(const EstimateContext& context, StageSink& sink)
{
    const Scenario& scenario = context.scenario;
    // A training job has no rollout to make room for (and the planner estimates millions).
    if (!scenario.rollout.enabled() || scenario.rollout.trainerOffload == TrainerOffload::None)
        return;
    double moved = 0;
    for (Term& term : sink.gpu.terms) {
        const unsigned away = instantsAway(scenario, term);
        // Only what outlives the update would be on the GPU between updates.
        if (away == 0 || !(term.liveAt & kLiveRollout))
            continue;
        term.liveAt &= ~away;
        moved += term.bytes;
    }
    if (moved <= 0)
        return;
    Term host = makeTerm("trainer_states_host", MEMLEDGER_TRANSLATABLE("Term", "Trainer states between updates"),
        Category::OptimizerStates, Provenance::Exact, moved, "Σ M_offloaded", sources::kTrainerOffload,
        MEMLEDGER_TRANSLATABLE("Term",
            "The trainer's states that go to host memory after each update and come back before the next, so the "
            "rollout engine and the log-prob passes do not meet them on the GPU: optimizer states and kept "
            "gradients, and with the parameters' offload the parameters too, which return for the log-prob "
            "passes. Copied over PCIe twice a step (the timeline's states-to-host and back)."));
    host.with("M_offloaded", moved);
    sink.place(context, host, OffloadTarget::Cpu);
}

}  // namespace memledger::model::detail
