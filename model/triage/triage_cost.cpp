// The cost of a triage step comes from the step-time model of the timeline
// (model/timeline/timeline.h): the same simulated step the timeline view shows,
// so the wizard and the timeline never disagree about what offload costs.
#include "model/triage/triage_cost.h"

#include <algorithm>
#include <cmath>

#include "model/timeline/timeline.h"

namespace memledger::model {

StepTime stepTime(const Scenario& scenario, const Estimate& estimate)
{
    if (!estimate.valid())
        return {};
    const Timeline timeline = simulateStep(scenario, estimate);
    if (!timeline.valid())
        return {};
    auto lane = [&](Lane l) { return timeline.lanes[static_cast<std::size_t>(l)]; };
    StepTime out;
    out.known = true;
    out.communication = lane(Lane::Collective).exposed;
    // Exposed transfers may overlap one another; what compute itself keeps busy bounds them.
    double exposed = 0;
    double busy = lane(Lane::Collective).busy;
    for (Lane l : {Lane::H2D, Lane::D2H, Lane::CpuOptimizer, Lane::NvmeRead, Lane::NvmeWrite}) {
        exposed += lane(l).exposed;
        busy += lane(l).busy;
    }
    const double room = std::max(0.0, timeline.stepTime - out.communication - lane(Lane::Compute).busy);
    out.transfer = std::clamp(exposed, 0.0, room);
    // Compute is the rest: kernels, recomputation and pipeline bubbles.
    out.compute = timeline.stepTime - out.communication - out.transfer;
    out.hidden = std::max(0.0, busy - exposed - out.communication);
    return out;
}

StepTimeChange stepTimeChange(const StepTime& before, const StepTime& after)
{
    constexpr double kNoise = 0.005;
    if (!before.known || !after.known)
        return {};
    const double raw = after.total() - before.total();
    const double seconds = std::abs(raw) < kNoise ? 0.0 : raw;
    const double hiddenAdded = after.hidden - before.hidden;
    return {true, seconds, before.total() > 0 ? seconds / before.total() : 0.0,
            hiddenAdded < kNoise ? 0.0 : hiddenAdded};
}

const char* stepTimeModel()
{
    return "the timeline's step-time model (docs/model.md#the-step-timeline): simulated compute, collectives, PCIe, CPU optimizer and NVMe "
           "streams at the scenario's performance assumptions (compute and communication efficiency, overlap, "
           "prefetch, CPU-Adam rate); time added is the difference of the simulated step before and after";
}

}  // namespace memledger::model
