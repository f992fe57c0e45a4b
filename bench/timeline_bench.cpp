// One simulated optimizer step of an 80-layer model over 16 micro-batches (goal: ≤ 2 ms),
// on one GPU with ZeRO-Offload-style traffic (every layer and micro-batch on one rank:
// the most spans) and on a 3D layout with a pipeline. `per_span` is the time per span
// laid out: the simulation must scale with the spans it draws, so the large layout may
// cost no more per span than the small one.
#include <benchmark/benchmark.h>

#include "tests/shared/model_shapes.h"
#include "model/timeline/timeline.h"

namespace {

using namespace memledger::model;

Scenario zero3Offload()
{
    Scenario s = memledger::shapes::llama31_70b(4096);
    s.training.gradAccum = 16;
    s.framework = Framework::DeepSpeed;
    s.parallel.dp = 8;
    s.parallel.zeroStage = 3;
    s.memory.recompute = Recompute::Full;
    s.memory.offload.optimizer = OffloadTarget::Cpu;
    s.memory.offload.parameters = OffloadTarget::Cpu;
    s.hardware.hostRamBytes = 4e12;
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
    state.counters["per_span"] = benchmark::Counter(static_cast<double>(spans) * static_cast<double>(state.iterations()),
                                                    benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void BM_Timeline80Layers16MicroBatchesZero3Offload(benchmark::State& state) { simulate(state, zero3Offload()); }
void BM_Timeline80Layers16MicroBatches3D(benchmark::State& state) { simulate(state, memledger::shapes::megatron3d(4096)); }
// DeepSeek-V3 with MTP at EP 64 · PP 16 (goal: ≤ 2 ms), 128 micro-batches.
void BM_TimelineDeepSeekV3Ep64Pp16(benchmark::State& state)
{
    simulate(state, memledger::shapes::deepSeekV3Ep64Pp16(4096));
}

// An RL step of Llama 70B on 64 GPUs: the engine's wake-up, sync, generation and sleep and the
// scoring passes before the update, the trainer's optimizer states offloaded between updates
// (goal: as the update alone, ≤ 2 ms).
void BM_TimelineLlama70BGrpoColocated(benchmark::State& state)
{
    Scenario s = memledger::shapes::llama70bGrpoColocated(4096);
    s.rollout.promptLength = 1024;
    s.rollout.trainerOffload = TrainerOffload::Optimizer;
    simulate(state, s);
}

}  // namespace

BENCHMARK(BM_TimelineLlama70BGrpoColocated)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Timeline80Layers16MicroBatchesZero3Offload)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Timeline80Layers16MicroBatches3D)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TimelineDeepSeekV3Ep64Pp16)->Unit(benchmark::kMicrosecond);
BENCHMARK_MAIN();
