#include "model/explore/planner_rank.h"

#include <algorithm>
#include <numeric>

#include "model/core/framework.h"

namespace memledger::model {

int compromiseScore(const Scenario& layout)
{
    const auto& offload = layout.memory.offload;
    int score = 0;
    if (offload.parameters != OffloadTarget::None)
        score += 16;
    if (offload.optimizer != OffloadTarget::None || offload.gradients != OffloadTarget::None)
        score += 8;
    if (layout.memory.recompute == Recompute::Full || layout.memory.recompute == Recompute::Uniform ||
        layout.memory.recompute == Recompute::Block)
        score += 4;
    const int stage = effectiveShardStage(layout);
    if (stage >= 3)
        score += 2;
    else if (stage == 2)
        score += 1;
    if (layout.memory.recompute == Recompute::Selective)
        score += 1;
    return score;
}

double HeadroomRanker::cost(const Scenario& layout, const Estimate& estimate) const
{
    // Keys in order: compromises, then GPUs per model replica (TP·PP·CP: each split
    // adds communication or a bubble; DP is the cheap way to use GPUs), then memory.
    // 1 PB exceeds any GPU's memory, and 2^20 any replica, so the keys never mix.
    constexpr double kReplicaStep = 1e15;
    constexpr double kScoreStep = kReplicaStep * (1 << 20);
    const auto& p = layout.parallel;
    const double replica = static_cast<double>(p.tp) * p.pp * p.cp;
    return compromiseScore(layout) * kScoreStep + replica * kReplicaStep + estimate.worst().total;
}

double splitFirstCost(const Scenario& layout, double memoryPerGpu)
{
    constexpr double kScoreStep = 1e15;             // bytes never reach 1 PB
    constexpr double kReplicaStep = kScoreStep * 64; // scores stay below 32
    const auto& p = layout.parallel;
    const double replica = static_cast<double>(p.tp) * p.pp * p.cp;
    return replica * kReplicaStep + compromiseScore(layout) * kScoreStep + memoryPerGpu;
}

std::unique_ptr<LayoutRanker> defaultRanker() { return std::make_unique<HeadroomRanker>(); }

bool dominates(const FrontPoint& a, const FrontPoint& b)
{
    return a.memory <= b.memory && a.cost <= b.cost && (a.memory < b.memory || a.cost < b.cost);
}

std::vector<std::size_t> paretoFront(const std::vector<FrontPoint>& points)
{
    std::vector<std::size_t> order(points.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return points[a].memory != points[b].memory ? points[a].memory < points[b].memory
                                                      : points[a].cost < points[b].cost;
    });
    // Sweep by memory: a point is on the front when it is cheaper than everything with less memory.
    std::vector<std::size_t> front;
    for (std::size_t index : order)
        if (front.empty() || points[index].cost < points[front.back()].cost)
            front.push_back(index);
    return front;
}

}  // namespace memledger::model
