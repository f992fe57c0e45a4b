#include "model/timeline/timeline_summary.h"

#include <algorithm>
#include <utility>

#include "model/core/te_quantization.h"

namespace memledger::model::detail {

namespace {

using Interval = std::pair<double, double>;

// Length of the part of `spans` (sorted, disjoint) covered by `busy` (sorted, disjoint).
double covered(const std::vector<Interval>& spans, const std::vector<Interval>& busy)
{
    double total = 0;
    std::size_t j = 0;
    for (const auto& [a, b] : spans) {
        while (j < busy.size() && busy[j].second <= a)
            ++j;
        for (std::size_t k = j; k < busy.size() && busy[k].first < b; ++k)
            total += std::max(0.0, std::min(b, busy[k].second) - std::max(a, busy[k].first));
    }
    return total;
}

std::vector<Interval> merged(std::vector<Interval> spans)
{
    // Lanes are in-order streams: their spans usually arrive sorted already.
    if (!std::is_sorted(spans.begin(), spans.end()))
        std::sort(spans.begin(), spans.end());
    std::vector<Interval> out;
    for (const auto& span : spans) {
        if (!out.empty() && span.first <= out.back().second)
            out.back().second = std::max(out.back().second, span.second);
        else
            out.push_back(span);
    }
    return out;
}

double length(const std::vector<Interval>& spans)
{
    double total = 0;
    for (const auto& [a, b] : spans)
        total += b - a;
    return total;
}

}  // namespace

void summarizeLanes(Timeline& t)
{
    std::array<std::vector<Interval>, kLaneCount> lanes;
    for (const Span& s : t.spans) {
        if (isIdle(s.kind)) {
            (s.kind == SpanKind::Stall ? t.stall : t.bubble) += s.duration();
            continue;
        }
        t.lanes[static_cast<std::size_t>(s.lane)].bytes += s.bytes;
        if (s.duration() > 0)
            lanes[static_cast<std::size_t>(s.lane)].emplace_back(s.start, s.end);
    }
    // The collectives lane carries two streams whose spans may overlap, so busy
    // time is measured on the union of each lane's spans.
    const auto compute = merged(std::move(lanes[0]));
    t.lanes[0].busy = length(compute);
    std::vector<Interval> others;
    for (int lane = 1; lane < kLaneCount; ++lane) {
        const auto busy = merged(std::move(lanes[static_cast<std::size_t>(lane)]));
        auto& summary = t.lanes[static_cast<std::size_t>(lane)];
        summary.busy = length(busy);
        summary.exposed = std::max(0.0, summary.busy - covered(busy, compute));
        const auto middle = static_cast<std::ptrdiff_t>(others.size());
        others.insert(others.end(), busy.begin(), busy.end());
        std::inplace_merge(others.begin(), others.begin() + middle, others.end());
    }
    const auto all = merged(std::move(others));
    const double busy = length(all);
    t.exposedTransfer = std::max(0.0, busy - covered(all, compute));
    t.overlap = busy > 0 ? 1.0 - t.exposedTransfer / busy : 1.0;
}

// Model FLOPs: 3 × forward (Narayanan et al. 2021 §5.1: 6·Ψ_active·tokens
// plus attention). Hardware FLOPs add what recomputation redoes (Korthikanti et al. 2022 §6: HFU vs MFU).
void summarizeThroughput(const Scenario& s, const StepCosts& c, Timeline& t)
{
    const auto& p = s.parallel;
    const double rankToGlobal = static_cast<double>(p.tp) * p.cp;  // per-rank FLOPs were split by t and cp
    const double microBatches = static_cast<double>(s.gradAccumSteps()) * p.dp;
    double forward = c.headFlops;
    double recomputed = 0;
    const int perStage = std::max(1, s.arch.layers / std::max(1, p.pp));
    for (int layer = 0; layer < s.arch.layers; ++layer) {
        const bool moe = s.arch.moe.hasExperts(layer);
        const LayerCost& lc = c.layer[moe ? 1 : 0];
        forward += lc.forwardFlops;
        if (recomputesLayer(s, layer % perStage))
            recomputed += lc.forwardFlops;
        else
            recomputed += lc.redoneFlops;
    }
    // An RL step also generates its sequences and scores them: a forward pass each.
    const double scoring = t.rl.present ? t.rl.passes * forward * rankToGlobal * microBatches + t.rl.generationFlops : 0.0;
    t.modelFlops = 3.0 * forward * rankToGlobal * microBatches + scoring;
    t.hardwareFlops = t.modelFlops + recomputed * rankToGlobal * microBatches;
    const double peak = s.training.precision == Precision::Fp32 ? s.hardware.peakFlopsFp32 : s.hardware.peakFlopsBf16;
    const double capacity = t.stepTime * s.worldSize() * peak;
    t.mfu = capacity > 0 ? t.modelFlops / capacity : 0;
    t.hfu = capacity > 0 ? t.hardwareFlops / capacity : 0;
    t.tokensPerSecond = t.stepTime > 0 ? static_cast<double>(s.tokensPerStep()) / t.stepTime : 0;
    for (std::size_t kind = 0; kind < c.layer.size(); ++kind) {
        const LayerCost& lc = c.layer[kind];
        t.layerKernels[kind] = {lc.linears, lc.forward - lc.linears - lc.elementwise, lc.elementwise,
                                lc.elementwiseBytes};
    }
    t.experts = s.arch.moe;
    t.sixteenBitRate = c.flopsRate;
    t.linearRate = c.linearRate;
    t.quantizedLinears = quantizedLinears(s);
}

}  // namespace memledger::model::detail
