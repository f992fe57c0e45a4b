// One full ledger evaluation (validation, parameters, inventory, every stage,
// every term) of Llama-3.1-70B on a 3D-parallel layout. Target: ≤ 20 µs median.
#include <benchmark/benchmark.h>

#include "model/ledger.h"

namespace {

using namespace memledger::model;

Scenario llama31_70b_3d()
{
    Scenario s;
    s.framework = Framework::Megatron;
    s.arch.name = "Llama 3.1 70B";
    s.arch.block = BlockStyle::Llama;
    s.arch.layers = 80;
    s.arch.hidden = 8192;
    s.arch.heads = 64;
    s.arch.kvHeads = 8;
    s.arch.ffn = 28672;
    s.arch.vocab = 128256;
    s.training.seq = 8192;
    s.training.gradAccum = 16;
    s.parallel.dp = 4;
    s.parallel.tp = 8;
    s.parallel.pp = 8;
    s.parallel.vpp = 2;
    s.parallel.sp = true;
    s.parallel.distributedOptimizer = true;
    s.memory.recompute = Recompute::Selective;
    return s;
}

void BM_EstimateLlama70B3D(benchmark::State& state)
{
    const Scenario scenario = llama31_70b_3d();
    for (auto _ : state) {
        Estimate result = estimate(scenario);
        benchmark::DoNotOptimize(result.stages.data());
    }
}
BENCHMARK(BM_EstimateLlama70B3D)->Repetitions(5)->ReportAggregatesOnly(true);

}  // namespace

BENCHMARK_MAIN();
