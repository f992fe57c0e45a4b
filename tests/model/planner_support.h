// Shared by the planner tests: a request from a preset, and a one-line layout description.
#pragma once

#include <string>

#include "model/explore/planner.h"
#include "tests/model/test_support.h"

namespace memledger::model::test_planner {

inline PlanRequest request(const std::string& model, const std::string& gpu, int gpus, Framework framework,
                           std::int64_t seq, std::int64_t globalBatch)
{
    PlanRequest r;
    r.base = test::presetScenario(model, gpu);
    r.base.framework = framework;
    applyFrameworkDefaults(r.base);
    r.base.training.seq = seq;
    r.gpus = gpus;
    r.globalBatch = globalBatch;
    return r;
}

inline std::string describe(const Scenario& s)
{
    const auto& p = s.parallel;
    return "dp" + std::to_string(p.dp) + " tp" + std::to_string(p.tp) + " pp" + std::to_string(p.pp) + " vpp" +
           std::to_string(p.vpp) + " cp" + std::to_string(p.cp) + " zero" + std::to_string(p.zeroStage) + " fsdp" +
           std::to_string(static_cast<int>(p.fsdp)) + " do" + std::to_string(p.distributedOptimizer) + " rc" +
           std::to_string(static_cast<int>(s.memory.recompute)) + " mb" + std::to_string(s.training.microBatch) +
           " ga" + std::to_string(s.training.gradAccum) + " offo" +
           std::to_string(static_cast<int>(s.memory.offload.optimizer)) + " offp" +
           std::to_string(static_cast<int>(s.memory.offload.parameters));
}

}  // namespace memledger::model::test_planner
