// One steady-state training step of Llama-3.1-70B at TP 8 · PP 8 (two virtual stages,
// 16 micro-batches, selective recomputation) on its worst pipeline stage: the trace
// generated from the ledger, and that trace replayed through the simulated caching
// allocator with PyTorch's default settings and with expandable segments. `per_event` is
// the replay's time per allocation or free. And the ledger with every stage's
// fragmentation simulated, what the results hub computes once per shown snapshot; and a
// planned row's long accumulation replayed for its peaks, whole and with its cycles skipped.
#include <benchmark/benchmark.h>

#include "model/allocator/allocator_replay.h"
#include "model/allocator/allocator_study.h"
#include "model/allocator/simulated_ledger.h"
#include "model/allocator/trace_generator.h"
#include "tests/shared/model_shapes.h"

namespace {

using namespace memledger::model;

constexpr std::uint64_t kH100 = 80ull << 30;

const Scenario& scenario()
{
    static const Scenario s = memledger::shapes::megatron3d(4096);
    return s;
}

const AllocTrace& oneStep()
{
    static const AllocTrace trace = generateTrace(scenario(), estimate(scenario()), {});
    return trace;
}

void BM_GenerateLlama70BStep(benchmark::State& state)
{
    const Estimate e = estimate(scenario());
    for (auto _ : state) {
        AllocTrace trace = generateTrace(scenario(), e, {});
        benchmark::DoNotOptimize(trace.events.data());
    }
    state.counters["events"] = static_cast<double>(oneStep().events.size());
}

void replay(benchmark::State& state, const char* conf)
{
    const AllocatorSettings settings = parseAllocatorSettings(conf).settings;
    AllocatorReplay result;
    for (auto _ : state) {
        result = replayTrace(settings, oneStep(), kH100);
        benchmark::DoNotOptimize(result.peakReserved);
    }
    const double events = static_cast<double>(oneStep().events.size());
    state.counters["events"] = events;
    state.counters["per_event"] = benchmark::Counter(events * static_cast<double>(state.iterations()),
                                                     benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
    state.counters["reserved_GiB"] = static_cast<double>(result.peakReserved) / (1 << 30);
    state.counters["allocated_GiB"] = static_cast<double>(result.peakAllocated) / (1 << 30);
    state.counters["segments"] = static_cast<double>(result.segmentsAtPeak.size());
}

void BM_SimulatedLedgerLlama70B(benchmark::State& state)
{
    const Estimate e = estimate(scenario());
    Estimate simulated;
    for (auto _ : state) {
        simulated = simulateFragmentation(scenario(), e);
        benchmark::DoNotOptimize(simulated.stages.data());
    }
    state.counters["stages"] = static_cast<double>(simulated.stages.size());
    state.counters["simulated"] = simulated.fragmentation.simulated ? 1 : 0;
}

// Every stage of a planned row (256 micro-batches) replayed for its peaks, as the ledger's
// fragmentation term replays it: with the repeating cycles skipped (1) or all of them (0).
void BM_PlannedRowPeaks(benchmark::State& state)
{
    static const Scenario row = memledger::shapes::llama70bPlannedRow(8192);
    const Estimate e = estimate(row);
    AllocatorStudyOptions options;
    options.detail = ReplayDetail::PeaksOnly;
    options.collapseRepeats = state.range(0) != 0;
    double events = 0;
    for (auto _ : state) {
        events = 0;
        for (int stage = 0; stage < static_cast<int>(e.stages.size()); ++stage) {
            options.stage = stage;
            const AllocatorStudy study = studyAllocator(row, e, options);
            benchmark::DoNotOptimize(study.replay.peakReserved);
            events += static_cast<double>(study.trace.phases.back().firstEvent);
        }
    }
    state.counters["events"] = events;
}

void BM_ReplayLlama70BStepDefault(benchmark::State& state) { replay(state, ""); }
void BM_ReplayLlama70BStepExpandable(benchmark::State& state) { replay(state, "expandable_segments:True"); }

}  // namespace

BENCHMARK(BM_GenerateLlama70BStep)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ReplayLlama70BStepDefault)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ReplayLlama70BStepExpandable)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SimulatedLedgerLlama70B)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PlannedRowPeaks)->ArgName("collapse")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
