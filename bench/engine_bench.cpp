// One full ledger evaluation (validation, parameters, inventory, every stage,
// every term) of Llama-3.1-70B on a 3D-parallel layout, and of DeepSeek-V3 with MTP on
// 1,024 GPUs (EP 64 · PP 16, uneven stages, recomputed modules), and of an RL job with a
// colocated vLLM engine. Target: ≤ 20 µs median (≤ 50 µs for the RL job).
#include <benchmark/benchmark.h>

#include "tests/shared/model_shapes.h"
#include "model/ledger/ledger.h"

namespace {

using namespace memledger::model;

void estimateRepeatedly(benchmark::State& state, const Scenario& scenario)
{
    for (auto _ : state) {
        Estimate result = estimate(scenario);
        benchmark::DoNotOptimize(result.stages.data());
    }
}

void BM_EstimateLlama70B3D(benchmark::State& state) { estimateRepeatedly(state, memledger::shapes::megatron3d(8192)); }
BENCHMARK(BM_EstimateLlama70B3D)->Repetitions(5)->ReportAggregatesOnly(true);

void BM_EstimateDeepSeekV3Ep64Pp16Mtp(benchmark::State& state)
{
    estimateRepeatedly(state, memledger::shapes::deepSeekV3Ep64Pp16(4096));
}
BENCHMARK(BM_EstimateDeepSeekV3Ep64Pp16Mtp)->Repetitions(5)->ReportAggregatesOnly(true);

// An RL job's ledger: the trainer, its critic and reference, the rollout engine, every phase (target ≤ 50 µs).
void BM_EstimateLlama70BGrpoColocated(benchmark::State& state)
{
    estimateRepeatedly(state, memledger::shapes::llama70bGrpoColocated(4096));
}
BENCHMARK(BM_EstimateLlama70BGrpoColocated)->Repetitions(5)->ReportAggregatesOnly(true);

// The same job generating with SGLang behind verl's weight-sync bucket: SGLang's cache rests on
// what the trainer holds when it starts, which each stage's resident terms give first.
void BM_EstimateLlama70BGrpoSglang(benchmark::State& state)
{
    memledger::model::Scenario s = memledger::shapes::llama70bGrpoColocated(4096);
    s.rollout.engine = memledger::model::RolloutEngine::Sglang;
    s.rollout.blockSize = 1;
    s.rollout.syncBucketMb = 2048;
    estimateRepeatedly(state, s);
}
BENCHMARK(BM_EstimateLlama70BGrpoSglang)->Repetitions(5)->ReportAggregatesOnly(true);

// A distillation job's ledger: the student's step, the teacher's weights, pass and logits.
void BM_EstimateLlama70BDistilled(benchmark::State& state)
{
    estimateRepeatedly(state, memledger::shapes::llama70bDistilled(4096));
}
BENCHMARK(BM_EstimateLlama70BDistilled)->Repetitions(5)->ReportAggregatesOnly(true);

}  // namespace

BENCHMARK_MAIN();
