// Traces generated from scenarios: what each phase allocates, that every step gives back
// what it took, that the trace holds no more than the ledger's peak, and how the allocator
// settings and the shapes of the batches change what is reserved.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <string_view>

#include "model/allocator/allocator_replay.h"
#include "model/allocator/sequence_lengths.h"
#include "model/allocator/trace_generator.h"
#include "model/core/framework.h"
#include "tests/shared/model_shapes.h"

namespace {

using namespace memledger::model;

constexpr std::uint64_t kH200 = 141ull << 30;

Scenario small()
{
    Scenario s = memledger::shapes::twoLayerLlama(1024);
    s.memory.kernels = Kernels::Eager;
    return s;
}

// A 16-layer model of 0.9 B parameters, the shape of the measured H200 cases.
Scenario llama09b(std::int64_t seq)
{
    Scenario s = small();
    s.arch.layers = 16;
    s.arch.hidden = 2048;
    s.arch.heads = 16;
    s.arch.kvHeads = 8;
    s.arch.ffn = 5632;
    s.training.seq = seq;
    return s;
}

std::uint64_t allocatedAtMark(const AllocatorReplay& replay, const AllocTrace& trace, int step, StepPhase phase)
{
    for (const auto& mark : trace.phases)
        if (mark.step == step && mark.phase == phase)
            return mark.firstEvent == 0 ? 0 : replay.series[mark.firstEvent - 1].allocated;
    ADD_FAILURE() << "no mark for step " << step;
    return 0;
}

// Requested bytes of the allocations live just before event `end`.
std::uint64_t liveRequestedAt(const AllocTrace& trace, std::size_t end)
{
    std::map<std::uint64_t, std::uint64_t> live;
    for (std::size_t i = 0; i < end; ++i) {
        const auto& event = trace.events[i];
        if (event.action == AllocAction::Malloc)
            live[event.tensor] = event.bytes;
        else
            live.erase(event.tensor);
    }
    std::uint64_t bytes = 0;
    for (const auto& [id, size] : live)
        bytes += size;
    return bytes;
}

std::uint64_t requestedIn(const AllocTrace& trace, std::size_t from, std::size_t to)
{
    std::uint64_t bytes = 0;
    for (std::size_t i = from; i < to; ++i)
        bytes += trace.events[i].action == AllocAction::Malloc ? trace.events[i].bytes : 0;
    return bytes;
}

TEST(TraceGenerator, TheSetUpAllocatesEveryParameterStateAsItsOwnTensor)
{
    const Scenario s = small();
    const Estimate e = estimate(s);
    const AllocTrace trace = generateTrace(s, e, {});
    ASSERT_TRUE(trace.valid()) << trace.problems.front().message;
    ASSERT_GE(trace.phases.size(), 2u);
    EXPECT_EQ(trace.phases[0].phase, StepPhase::Setup);
    // Bf16-pure under the HF profile: 16-bit weights and AdamW's two moments, no master
    // copy. Weights: the embedding, 9 tensors in each of 2 layers, the final norm and the
    // LM head = 21 tensors; moments: 2 per weight = 42 tensors; and PyTorch's cuBLAS
    // workspaces, held from the first step on (one block).
    const std::size_t setUp = trace.phases[1].firstEvent;
    EXPECT_EQ(setUp, 21u + 42u + 1u);
    const double states = findTerm(e.worst(), "weights")->bytes + findTerm(e.worst(), "optimizer_moments")->bytes +
                          findTerm(e.worst(), "cublas_workspaces")->bytes;
    EXPECT_NEAR(static_cast<double>(requestedIn(trace, 0, setUp)), states, 63.0);   // each share rounded to a byte
}

TEST(TraceGenerator, AFirstStepCreatesTheOptimizerMomentsInItsOptimizerPhase)
{
    const Scenario s = small();
    const Estimate e = estimate(s);
    TraceOptions options;
    options.fromFirstStep = true;
    options.steps = 2;
    const AllocTrace trace = generateTrace(s, e, options);
    const AllocatorReplay replay = replayTrace({}, trace, kH200);
    ASSERT_TRUE(replay.completed());
    // Only the 21 weights (and the cuBLAS workspaces) exist before step 1; step 2 starts with
    // the 42 moments as well.
    EXPECT_EQ(trace.phases[1].firstEvent, 21u + 1u);
    // What step 1 leaves behind, requested, is the moments (each share rounded to a byte);
    // allocated can only be more: 512-byte rounding and remainders of at most 1 MiB that a
    // large block keeps unsplit (CUDACachingAllocator.cpp should_split).
    const double moments = findTerm(e.worst(), "optimizer_moments")->bytes;
    std::size_t step1 = 0, step2 = 0;
    for (const auto& mark : trace.phases) {
        if (mark.step == 1 && mark.phase == StepPhase::Forward)
            step1 = mark.firstEvent;
        if (mark.step == 2 && mark.phase == StepPhase::Forward)
            step2 = mark.firstEvent;
    }
    EXPECT_NEAR(static_cast<double>(liveRequestedAt(trace, step2)) - static_cast<double>(liveRequestedAt(trace, step1)),
                moments, 42.0);
    const auto before = allocatedAtMark(replay, trace, 1, StepPhase::Forward);
    const auto after = allocatedAtMark(replay, trace, 2, StepPhase::Forward);
    EXPECT_GE(static_cast<double>(after - before), moments);
    EXPECT_LE(static_cast<double>(after - before), moments + 42.0 * (1 << 20));
}

// Layouts of `base` covering each way a step places its terms.
std::vector<std::pair<const char*, Scenario>> layouts(const Scenario& base)
{
    std::vector<std::pair<const char*, Scenario>> out;
    auto with = [&](const char* name, const std::function<void(Scenario&)>& change) {
        Scenario s = base;
        change(s);
        out.emplace_back(name, s);
    };
    with("plain", [](Scenario&) {});
    with("autocast", [](Scenario& s) { s.training.precision = Precision::Bf16Amp; });
    with("selective", [](Scenario& s) { s.memory.recompute = Recompute::Selective; });
    with("full", [](Scenario& s) { s.memory.recompute = Recompute::Full; });
    with("every-2", [](Scenario& s) {
        s.arch.layers = std::max(4, s.arch.layers);
        s.memory.recompute = Recompute::Uniform;
        s.memory.recomputeLayers = 2;
    });
    with("offloaded", [](Scenario& s) {
        s.arch.layers = std::max(6, s.arch.layers);
        s.memory.offload.activations = OffloadTarget::Cpu;
    });
    with("accumulating", [](Scenario& s) { s.training.gradAccum = 3; });
    with("lora", [](Scenario& s) { s.memory.lora.rank = 16; });
    with("fsdp", [](Scenario& s) {
        s.framework = Framework::Fsdp;
        s.parallel.dp = 2;
        s.parallel.fsdp = FsdpMode::FullShard;
        s.training.precision = Precision::Bf16Mixed;
    });
    with("zero3", [](Scenario& s) {
        s.framework = Framework::DeepSpeed;
        s.parallel.dp = 4;
        s.parallel.zeroStage = 3;
        s.training.precision = Precision::Bf16Mixed;
    });
    with("moe", [](Scenario& s) {
        s.arch.moe = {8, 2, 1, s.arch.ffn / 4, 1};
        s.parallel.ep = 2;
        s.parallel.dp = 2;
    });
    with("ddp", [](Scenario& s) { s.parallel.dp = 2; });
    out.emplace_back("megatron-3d", memledger::shapes::megatron3d(4096));
    return out;
}

TEST(TraceGenerator, EveryStepGivesBackWhatItTookAndHoldsNoMoreThanTheLedgersPeak)
{
    for (const auto& [name, s] : layouts(small())) {
        const Estimate e = estimate(s);
        ASSERT_TRUE(e.valid()) << name << ": " << e.problems.front().message;
        TraceOptions options;
        options.steps = 2;
        const AllocTrace trace = generateTrace(s, e, options);
        ASSERT_TRUE(trace.valid()) << name << ": " << trace.problems.front().message;
        const AllocatorReplay replay = replayTrace({}, trace, 1ull << 50);
        ASSERT_TRUE(replay.completed()) << name << ": " << replay.problems.front().message;
        const auto setUp = allocatedAtMark(replay, trace, 1, StepPhase::Forward);
        EXPECT_EQ(allocatedAtMark(replay, trace, 2, StepPhase::Forward), setUp) << name;
        EXPECT_EQ(replay.series.back().allocated, setUp) << name;
        // The ledger adds every term live at an instant; the trace frees as it goes.
        EXPECT_LE(static_cast<double>(replay.peakRequested), e.worst().peakAllocated * 1.001) << name;
        EXPECT_GE(static_cast<double>(replay.peakRequested), e.worst().peakAllocated * 0.5) << name;
    }
}

TEST(TraceGenerator, OnTrainingStepsExpandableSegmentsNeverReserveMoreThanTheDefault)
{
    // Not a law of the rules at any size (ExpandablePagesCanReserveMoreForASmallTrace), but
    // on steps of a real model the default allocator's slack outweighs the page rounding.
    AllocatorSettings expandable;
    expandable.expandableSegments = true;
    std::vector<Problem> problems;
    for (const auto& [name, s] : layouts(llama09b(2048))) {
        // Offloading frees each saved tensor five saves later, while newer ones are placed
        // after it: a pattern of small holes on which the expandable segment of this
        // step reserves about 6 % more than the default's (8.68 against 8.16 GB).
        if (std::string_view(name) == "offloaded")
            continue;
        for (bool variable : {false, true}) {
            TraceOptions options;
            options.steps = 3;
            options.fromFirstStep = true;
            if (variable)
                options.sequenceLengths = drawSequenceLengths(3, {256, 2048, 0, 1}, problems);
            const AllocTrace trace = generateTrace(s, estimate(s), options);
            ASSERT_TRUE(trace.valid()) << name;
            const auto plain = replayTrace({}, trace, 1ull << 50);
            const auto grown = replayTrace(expandable, trace, 1ull << 50);
            EXPECT_LE(grown.peakReserved, plain.peakReserved) << name << (variable ? " variable" : " fixed");
        }
    }
}

TEST(TraceGenerator, ExpandablePagesCanReserveMoreForASmallTrace)
{
    // One 12 MiB request: the default allocator makes a 12 MiB segment, an expandable
    // segment maps a whole 20 MiB page of the large pool.
    AllocTrace trace;
    TraceWriter(trace).malloc(12 * kMiB);
    AllocatorSettings expandable;
    expandable.expandableSegments = true;
    EXPECT_EQ(replayTrace({}, trace, kH200).peakReserved, 12 * kMiB);
    EXPECT_EQ(replayTrace(expandable, trace, kH200).peakReserved, 20 * kMiB);
}

// Reserved after each step of a replay of `lengths` on the 0.9 B model.
std::vector<std::uint64_t> reservedAfterSteps(const std::vector<std::int64_t>& lengths, AllocatorReplay* out = nullptr)
{
    const Scenario s = llama09b(4096);
    TraceOptions options;
    options.fromFirstStep = true;
    options.steps = static_cast<int>(lengths.size());
    options.sequenceLengths = lengths;
    const AllocTrace trace = generateTrace(s, estimate(s), options);
    const AllocatorReplay replay = replayTrace({}, trace, kH200);
    std::vector<std::uint64_t> reserved;
    for (const auto& mark : trace.phases)
        if (mark.phase == StepPhase::Forward && mark.step > 1)
            reserved.push_back(replay.series[mark.firstEvent - 1].reserved);
    reserved.push_back(replay.series.back().reserved);
    if (out)
        *out = replay;
    return reserved;
}

TEST(TraceGenerator, AlternatingShapesFragmentAndOneBucketDoesNot)
{
    std::vector<Problem> problems;
    // Lengths from 512 to 4096: each new shape finds the cached blocks of the others the
    // wrong size, so reserved keeps growing after the first steps.
    const auto drawn = drawSequenceLengths(8, {512, 4096, 0, 3}, problems);
    AllocatorReplay alternating;
    const auto growing = reservedAfterSteps(drawn, &alternating);
    EXPECT_GT(growing.back(), growing[2]);
    // Padded to one 4096 bucket every step has the same shapes. The first step creates
    // the optimizer states and the second starts from the blocks they split; from the
    // third on each step starts where the previous one did and reserved stays put.
    const auto padded = drawSequenceLengths(8, {512, 4096, 4096, 3}, problems);
    AllocatorReplay bucketed;
    const auto steady = reservedAfterSteps(padded, &bucketed);
    for (std::size_t i = 2; i < steady.size(); ++i)
        EXPECT_EQ(steady[i], steady[2]) << "after step " << i + 1;
    // Per byte allocated, the alternating shapes reserve more.
    EXPECT_GT(static_cast<double>(alternating.peakReserved) / static_cast<double>(alternating.peakAllocated),
              static_cast<double>(bucketed.peakReserved) / static_cast<double>(bucketed.peakAllocated));
}

TEST(TraceGenerator, EmptyCacheBetweenStepsReturnsTheCachedSegments)
{
    const Scenario s = small();
    TraceOptions options;
    options.steps = 2;
    options.emptyCacheBetweenSteps = true;
    const AllocTrace trace = generateTrace(s, estimate(s), options);
    const auto cleared = std::count_if(trace.events.begin(), trace.events.end(),
                                       [](const AllocEvent& e) { return e.action == AllocAction::EmptyCache; });
    EXPECT_EQ(cleared, 1);   // between steps 1 and 2 only
    const auto replay = replayTrace({}, trace, kH200);
    EXPECT_EQ(replay.counters.syncAllStreams, 1u);
    EXPECT_GT(replay.counters.deviceFrees, 0u);
}

TEST(TraceGenerator, ADeviceTooSmallEndsTheReplayWithAnOutOfMemoryError)
{
    const Scenario s = llama09b(2048);
    const AllocTrace trace = generateTrace(s, estimate(s), {});
    const auto fits = replayTrace({}, trace, kH200);
    ASSERT_TRUE(fits.completed());
    // A device of the peak reserved replays the same path; half the peak of live bytes cannot.
    EXPECT_TRUE(replayTrace({}, trace, fits.peakReserved).completed());
    const auto tooSmall = replayTrace({}, trace, fits.peakRequested / 2);
    ASSERT_TRUE(tooSmall.oom.has_value());
    EXPECT_NE(tooSmall.problems.front().message.find("CUDA out of memory"), std::string::npos);
}

TEST(TraceGenerator, BadOptionsAreProblems)
{
    const Scenario s = small();
    const Estimate e = estimate(s);
    TraceOptions options;
    options.stage = 3;
    EXPECT_EQ(generateTrace(s, e, options).problems.at(0).field, "stage");
    options = {};
    options.steps = 2;
    options.sequenceLengths = {1024};
    EXPECT_NE(generateTrace(s, e, options).problems.at(0).message.find("give one per step"), std::string::npos);
    options.sequenceLengths = {1024, 0};
    EXPECT_NE(generateTrace(s, e, options).problems.at(0).message.find("from 1 to 16M"), std::string::npos);
    options = {};
    options.steps = 0;
    EXPECT_EQ(generateTrace(s, e, options).problems.at(0).field, "steps");
    // Too many micro-batches to hold as events.
    Scenario many = s;
    many.training.gradAccum = 1 << 20;
    EXPECT_NE(generateTrace(many, estimate(many), {}).problems.at(0).message.find("fewer micro-batches"),
              std::string::npos);
    // An invalid scenario passes on the estimate's problems.
    Scenario invalid = s;
    invalid.arch.layers = 0;
    EXPECT_FALSE(generateTrace(invalid, estimate(invalid), {}).valid());
}

}  // namespace
