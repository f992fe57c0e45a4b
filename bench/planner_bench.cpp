// Planner throughput on one core: layout evaluations per second through the lean
// path (target ≥ 1,000,000/s) and a whole 64-GPU query (target ≤ 200 ms).
#include <benchmark/benchmark.h>

#include "tests/shared/model_shapes.h"
#include "model/explore/planner.h"
#include "model/explore/planner_eval.h"
#include "model/explore/planner_space.h"
#include "model/service/results.h"

namespace {

using namespace memledger::model;

// Llama-3.1-70B (the preset's shape) on 64 H100 80 GB, Megatron, 8k tokens.
PlanRequest llama70bOn64()
{
    PlanRequest request;
    request.base = memledger::shapes::llama31_70b(8192);
    request.base.framework = Framework::Megatron;
    request.gpus = 64;
    request.globalBatch = 512;
    return request;
}

// Every layout the planner would enumerate, materialised up front.
std::vector<Scenario> allLayouts(const PlanRequest& request)
{
    std::vector<Scenario> layouts;
    Scenario layout = request.base;
    for (const Grid& grid : enumerateGrids(request)) {
        applyGrid(request, grid, 1, layout);
        forEachMemoryChoice(request, layout, [&] {
            for (std::int64_t mb = 1; mb <= 8; mb *= 2)
                if (applyGrid(request, grid, mb, layout))
                    layouts.push_back(layout);
        });
    }
    return layouts;
}

void BM_LayoutEvaluations(benchmark::State& state)
{
    const PlanRequest request = llama70bOn64();
    const std::vector<Scenario> layouts = allLayouts(request);
    LayoutEvaluator evaluator(request.base);
    std::size_t i = 0;
    for (auto _ : state) {
        const Estimate& estimate = evaluator.evaluate(layouts[i]);
        benchmark::DoNotOptimize(estimate.fits);
        i = i + 1 == layouts.size() ? 0 : i + 1;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["layouts"] = static_cast<double>(layouts.size());
}
BENCHMARK(BM_LayoutEvaluations)->Repetitions(3)->ReportAggregatesOnly(true);

// The same layouts through the full estimate(), for comparison.
void BM_FullEstimates(benchmark::State& state)
{
    const std::vector<Scenario> layouts = allLayouts(llama70bOn64());
    std::size_t i = 0;
    for (auto _ : state) {
        Estimate estimate = memledger::model::estimate(layouts[i]);
        benchmark::DoNotOptimize(estimate.fits);
        i = i + 1 == layouts.size() ? 0 : i + 1;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_FullEstimates)->Repetitions(3)->ReportAggregatesOnly(true);

// Whole planner queries of `request`, with what the last one evaluated and kept.
void runPlanQueries(benchmark::State& state, const PlanRequest& request)
{
    PlanResult result;
    for (auto _ : state) {
        result = plan(request);
        benchmark::DoNotOptimize(result.rows.data());
    }
    state.counters["evaluated"] = static_cast<double>(result.evaluated);
    state.counters["front"] = static_cast<double>(result.rows.size());
}

// DeepSeek-V3 with MTP (the engine benchmark's shape, its stage split cleared for the search)
// on 1,024 and 16,384 H100s: EP, ETP and CP in the search (issue target ≤ 0.2 s).
void BM_PlanQueryDeepSeekV3(benchmark::State& state)
{
    PlanRequest request;
    request.base = memledger::shapes::deepSeekV3Ep64Pp16(4096);
    request.base.parallel.stageLayers.clear();
    request.gpus = static_cast<int>(state.range(0));
    request.globalBatch = 8192;
    runPlanQueries(state, request);
}
BENCHMARK(BM_PlanQueryDeepSeekV3)->Arg(1024)->Arg(16384)->Unit(benchmark::kMillisecond)->Iterations(2)->Repetitions(3)->ReportAggregatesOnly(true);

void BM_PlanQuery64Gpus(benchmark::State& state) { runPlanQueries(state, llama70bOn64()); }
BENCHMARK(BM_PlanQuery64Gpus)->Unit(benchmark::kMillisecond)->Repetitions(3)->ReportAggregatesOnly(true);

// The query ranked by step time with `candidates` simulated, and by headroom alone
// (the cheap pass; its few front rows are simulated for display only).
void BM_PlanQuery64GpusCandidates(benchmark::State& state)
{
    PlanRequest request = llama70bOn64();
    request.stepTimeCandidates = static_cast<int>(state.range(0));
    PlanResult result;
    for (auto _ : state) {
        result = plan(request);
        benchmark::DoNotOptimize(result.rows.data());
    }
    state.counters["simulated"] = static_cast<double>(result.simulated);
    state.counters["fitting"] = static_cast<double>(result.fitting);
    state.counters["best_s"] = result.rows.empty() ? 0.0 : result.rows.front().stepTime;
}
BENCHMARK(BM_PlanQuery64GpusCandidates)->Arg(64)->Arg(256)->Arg(1 << 20)->Unit(benchmark::kMillisecond)->Iterations(2);

// What the faces run: the query, then each returned row estimated as the ledger shows
// it, with the allocator replayed (model/service/results.h).
void BM_PlanOfQuery64Gpus(benchmark::State& state)
{
    const PlanRequest request = llama70bOn64();
    RefinedPlan answer;
    for (auto _ : state) {
        answer = planOf(request);
        benchmark::DoNotOptimize(answer.result.rows.data());
    }
    state.counters["front"] = static_cast<double>(answer.result.rows.size());
    state.counters["refitted"] = answer.refitted;
}
BENCHMARK(BM_PlanOfQuery64Gpus)->Unit(benchmark::kMillisecond)->Repetitions(3)->ReportAggregatesOnly(true);

// The window's two answers: the search's rows first (BM_PlanQuery64Gpus, its first paint),
// then those rows made exact (this): the replays alone, from the search's result.
void BM_PlanRowsRefined64Gpus(benchmark::State& state)
{
    const PlanResult searched = plan(llama70bOn64());
    RefinedPlan answer;
    for (auto _ : state) {
        answer = refinePlan(searched);
        benchmark::DoNotOptimize(answer.result.rows.data());
    }
    state.counters["front"] = static_cast<double>(answer.result.rows.size());
}
BENCHMARK(BM_PlanRowsRefined64Gpus)->Unit(benchmark::kMillisecond)->Repetitions(3)->ReportAggregatesOnly(true);

void BM_PlanQuery64GpusHeadroom(benchmark::State& state)
{
    PlanRequest request = llama70bOn64();
    request.ranking = PlanRanking::Headroom;
    for (auto _ : state)
        benchmark::DoNotOptimize(plan(request).rows.data());
}
BENCHMARK(BM_PlanQuery64GpusHeadroom)->Unit(benchmark::kMillisecond)->Repetitions(3)->ReportAggregatesOnly(true);

}  // namespace

BENCHMARK_MAIN();
