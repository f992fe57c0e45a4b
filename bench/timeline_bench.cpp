// One simulated optimizer step of an 80-layer model over 16 micro-batches (issue 4
// acceptance: ≤ 2 ms), on one GPU with ZeRO-Offload-style traffic (every layer
// and micro-batch on one rank: the most spans) and on a 3D layout with a pipeline.
#include <benchmark/benchmark.h>

#include "model/timeline.h"

namespace {

using namespace memledger::model;

Scenario llama70b()
{
    Scenario s;
    s.arch.name = "Llama 3.1 70B";
    s.arch.layers = 80;
    s.arch.hidden = 8192;
    s.arch.heads = 64;
    s.arch.kvHeads = 8;
    s.arch.ffn = 28672;
    s.arch.vocab = 128256;
    s.training.seq = 4096;
    s.training.gradAccum = 16;
    return s;
}

Scenario zero3Offload()
{
    Scenario s = llama70b();
    s.framework = Framework::DeepSpeed;
    s.parallel.dp = 8;
    s.parallel.zeroStage = 3;
    s.memory.recompute = Recompute::Full;
    s.memory.offload.optimizer = OffloadTarget::Cpu;
    s.memory.offload.parameters = OffloadTarget::Cpu;
    s.hardware.hostRamBytes = 4e12;
    return s;
}

Scenario megatron3d()
{
    Scenario s = llama70b();
    s.framework = Framework::Megatron;
    s.parallel.dp = 4;
    s.parallel.tp = 8;
    s.parallel.pp = 8;
    s.parallel.vpp = 2;
    s.parallel.sp = true;
    s.parallel.distributedOptimizer = true;
    s.memory.recompute = Recompute::Selective;
    return s;
}

void simulate(benchmark::State& state, const Scenario& scenario)
{
    const Estimate e = estimate(scenario);
    std::size_t spans = 0;
    for (auto _ : state) {
        Timeline t = simulateStep(scenario, e);
        spans = t.spans.size();
        benchmark::DoNotOptimize(t.stepTime);
    }
    state.counters["spans"] = static_cast<double>(spans);
}

void BM_Timeline80Layers16MicroBatchesZero3Offload(benchmark::State& state) { simulate(state, zero3Offload()); }
void BM_Timeline80Layers16MicroBatches3D(benchmark::State& state) { simulate(state, megatron3d()); }

}  // namespace

BENCHMARK(BM_Timeline80Layers16MicroBatchesZero3Offload)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Timeline80Layers16MicroBatches3D)->Unit(benchmark::kMicrosecond);
BENCHMARK_MAIN();
