#include "model/explore/planner_space.h"

#include <algorithm>

#include "model/core/expert_routing.h"
#include "model/core/pipeline_placement.h"

namespace memledger::model {

std::vector<int> divisors(int n)
{
    std::vector<int> out;
    for (int d = 1; d <= n; ++d)
        if (n % d == 0)
            out.push_back(d);
    return out;
}

namespace {

bool tpFits(const Architecture& arch, const Hardware& hw, int tp)
{
    // TP all-reduces every layer: beyond the NVLink domain (a node, or an NVL72 rack) it is never worth it.
    return tp <= hw.scaleUpGpus() && arch.heads % tp == 0 && arch.kvHeads % tp == 0 && arch.ffn % tp == 0 &&
           (!arch.moe.isMoe() || arch.moe.expertFfn % tp == 0);
}

void addVirtualStages(const PlanRequest& request, Grid grid, std::vector<Grid>& out)
{
    const int layers = request.base.arch.layers;
    // The scenario's schedule is kept where it applies: the V-shaped ones run two stages a
    // rank, DualPipe and ZB-H1 one (pipeline_schedule.h); without a pipeline, 1F1B.
    const PipelineSchedule schedule = request.base.parallel.schedule;
    const bool twoInAV = vShaped(schedule);
    const bool oneAStage = schedule == PipelineSchedule::DualPipe || schedule == PipelineSchedule::ZeroBubbleH1;
    for (int vpp = 1; vpp <= (grid.pp > 1 ? request.maxVpp : 1); ++vpp) {
        if (layers % (grid.pp * vpp) != 0)
            continue;
        if (grid.pp > 1 && ((twoInAV && vpp != 2) || (oneAStage && vpp != 1)))
            continue;
        grid.vpp = vpp;
        out.push_back(grid);
    }
}

// An MoE model's experts get their own grid inside the GPUs of a stage (Megatron's folding:
// EP·ETP divides DP·CP·TP): every EP that divides the experts, with the experts split as
// attention is (ETP = TP) or not at all (ETP 1, the choice for fine-grained experts).
void addExpertGrids(const PlanRequest& request, Grid grid, std::vector<Grid>& out)
{
    const auto& base = request.base;
    if (!base.arch.moe.isMoe()) {
        addVirtualStages(request, grid, out);
        return;
    }
    const int stageRanks = grid.dp * grid.cp * grid.tp;
    for (const int etp : {grid.tp, 1}) {
        if (etp == 1 && grid.tp == 1)
            break;
        if (base.arch.moe.expertFfn % etp != 0)
            continue;
        for (int ep : divisors(base.arch.moe.experts)) {
            if (stageRanks % (ep * etp) != 0)
                continue;
            if (base.parallel.moe.dispatcher == MoeDispatcher::DeepEp && !deepEpSupportsRanks(ep * etp))
                continue;
            grid.ep = ep;
            grid.etp = etp == grid.tp ? 0 : etp;
            addVirtualStages(request, grid, out);
        }
    }
}

}  // namespace

std::vector<Grid> enumerateGrids(const PlanRequest& request)
{
    const auto& base = request.base;
    std::vector<Grid> out;
    for (int tp : divisors(request.gpus)) {
        if (!tpFits(base.arch, base.hardware, tp))
            continue;
        for (int pp : divisors(request.gpus / tp)) {
            if (base.arch.layers % pp != 0)
                continue;
            for (int cp : divisors(request.gpus / (tp * pp))) {
                if (cp > request.maxCp || base.training.seq % cp != 0)
                    continue;
                addExpertGrids(request, Grid{request.gpus / (tp * pp * cp), tp, pp, 1, cp}, out);
            }
        }
    }
    return out;
}

bool applyGrid(const PlanRequest& request, const Grid& grid, std::int64_t microBatch, Scenario& layout)
{
    auto& par = layout.parallel;
    par.dp = grid.dp;
    par.tp = grid.tp;
    par.pp = grid.pp;
    par.vpp = grid.vpp;
    par.schedule = grid.pp > 1 ? request.base.parallel.schedule : PipelineSchedule::OneFOneB;
    par.cp = grid.cp;
    par.ep = grid.ep;
    par.etp = grid.etp;
    par.stageLayers.clear();
    // Sequence parallelism only removes memory when TP > 1 and costs no time: always on.
    par.sp = grid.tp > 1;
    layout.training.microBatch = microBatch;
    const std::int64_t perStep = static_cast<std::int64_t>(grid.dp) * microBatch;
    if (request.globalBatch <= 0 || request.globalBatch % perStep != 0)
        return false;
    layout.training.gradAccum = request.globalBatch / perStep;
    layout.training.globalBatch = request.globalBatch;  // what every row holds fixed, so the layout derives the same
    return true;
}

namespace {

struct Shard {
    int zero;
    FsdpMode fsdp;
    bool distributedOptimizer;
};

std::vector<Shard> shardChoices(const Scenario& base, int pp)
{
    switch (base.framework) {
    case Framework::Megatron: return {{0, FsdpMode::None, false}, {0, FsdpMode::None, true}};
    case Framework::Fsdp:
        return {{0, FsdpMode::None, false}, {0, FsdpMode::ShardGradOp, false}, {0, FsdpMode::FullShard, false}};
    case Framework::DeepSpeed:
        if (pp > 1)  // DeepSpeed's pipeline engine: ZeRO 0 or 1 only
            return {{0, FsdpMode::None, false}, {1, FsdpMode::None, false}};
        [[fallthrough]];
    default:
        return {{0, FsdpMode::None, false}, {1, FsdpMode::None, false}, {2, FsdpMode::None, false},
                {3, FsdpMode::None, false}};
    }
}

}  // namespace

void forEachMemoryChoice(const PlanRequest& request, Scenario& layout, const std::function<void()>& visit)
{
    static constexpr Recompute kRecompute[] = {Recompute::None, Recompute::Selective, Recompute::Full};
    auto& par = layout.parallel;
    auto& offload = layout.memory.offload;
    for (const Shard& shard : shardChoices(request.base, par.pp)) {
        par.zeroStage = shard.zero;
        par.fsdp = shard.fsdp;
        par.distributedOptimizer = shard.distributedOptimizer;
        const bool fullShard = shard.zero == 3 || shard.fsdp == FsdpMode::FullShard;
        for (Recompute recompute : kRecompute) {
            layout.memory.recompute = recompute;
            offload = {};
            visit();
            if (!request.allowOffload || layout.training.optimizer == Optimizer::None)
                continue;
            offload.optimizer = OffloadTarget::Cpu;
            visit();
            if (!fullShard)  // parameter offload needs fully sharded parameters
                continue;
            offload.parameters = OffloadTarget::Cpu;
            visit();
        }
    }
}

}  // namespace memledger::model
