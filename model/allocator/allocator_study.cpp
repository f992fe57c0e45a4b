#include "model/allocator/allocator_study.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "model/allocator/sequence_lengths.h"
#include "model/allocator/trace_generator.h"

namespace memledger::model {

namespace {

// A fixed seed: the same scenario draws the same lengths every time it is replayed.
constexpr std::uint64_t kLengthSeed = 13;
constexpr int kBuckets = 4;

std::vector<std::int64_t> lengthsOf(const Scenario& scenario, const AllocatorStudyOptions& options,
                                    std::vector<Problem>& problems)
{
    const std::int64_t seq = scenario.training.seq;
    if (options.shapes == StepShapes::Fixed) {
        for (Problem& problem : checkStepCount(options.steps))
            problems.push_back(std::move(problem));
        return problems.empty() ? std::vector<std::int64_t>(static_cast<std::size_t>(options.steps), seq)
                                : std::vector<std::int64_t>{};
    }
    LengthDraw draw;
    draw.longest = seq;
    draw.shortest = std::max<std::int64_t>(1, seq / 8);
    draw.bucket = options.shapes == StepShapes::Bucketed ? std::max<std::int64_t>(1, seq / kBuckets) : 0;
    draw.seed = kLengthSeed;
    return drawSequenceLengths(options.steps, draw, problems);
}

// What the replay may reserve: the device less what lives outside PyTorch's allocator.
std::uint64_t capacityOf(const Estimate& estimate, const AllocatorStudyOptions& options)
{
    if (options.capacity)
        return *options.capacity;
    return estimate.usable > 0 ? static_cast<std::uint64_t>(std::llround(estimate.usable)) : 0;
}

void countSegments(AllocatorStudy& study)
{
    for (const MemorySegment& segment : study.replay.segmentsAtPeak) {
        PoolSegments& pool = segment.smallPool ? study.smallPool : study.largePool;
        ++pool.count;
        pool.bytes += segment.size;
        pool.largest = std::max(pool.largest, segment.size);
    }
}

}  // namespace

std::string withExpandableSegments(const std::string& allocConf, bool on)
{
    return withAllocatorOption(allocConf, "expandable_segments", on ? "True" : "False");
}

AllocatorStudy studyAllocator(const Scenario& scenario, const Estimate& estimate, const AllocatorStudyOptions& options)
{
    AllocatorStudy study;
    if (!estimate.valid()) {
        study.problems = estimate.problems;
        return study;
    }
    const AllocatorSettingsParse parsed = parseAllocatorSettings(scenario.memory.allocConf);
    if (!parsed.valid()) {
        study.problems = parsed.problems;
        return study;
    }
    study.settings = parsed.settings;
    study.allocConf = scenario.memory.allocConf;
    if (options.expandableSegments && *options.expandableSegments != study.settings.expandableSegments) {
        study.settings.expandableSegments = *options.expandableSegments;
        study.allocConf = withExpandableSegments(study.allocConf, *options.expandableSegments);
    }
    if (study.settings.backend == AllocatorBackend::CudaMallocAsync) {
        study.problems.push_back(templatedProblem(
            "memory.alloc_conf",
            MEMLEDGER_TRANSLATABLE("Allocator", "backend:cudaMallocAsync hands memory to CUDA's own pool, which is not "
                                                "simulated; remove it to replay the native caching allocator"),
            {}, "Allocator"));
        return study;
    }
    study.stage = options.stage < 0 ? estimate.worstStage : options.stage;
    study.capacity = capacityOf(estimate, options);
    study.sequenceLengths = lengthsOf(scenario, options, study.problems);
    if (!study.problems.empty())
        return study;
    TraceOptions trace;
    trace.stage = study.stage;
    trace.steps = options.steps;
    trace.emptyCacheBetweenSteps = options.emptyCacheBetweenSteps;
    if (options.shapes != StepShapes::Fixed)
        trace.sequenceLengths = study.sequenceLengths;
    // Peaks alone need no trace kept: the events go to the replay as they are made.
    const bool streamed = options.detail == ReplayDetail::PeaksOnly;
    StreamingReplay streaming(study.settings, study.capacity);
    if (streamed) {
        trace.sink = &streaming;
        trace.collapseRepeats = options.collapseRepeats;
    }
    study.trace = generateTrace(scenario, estimate, trace);
    if (!study.trace.valid()) {
        study.problems = study.trace.problems;
        return study;
    }
    if (study.capacity == 0) {
        study.problems.push_back(templatedProblem(
            "hardware.memory_bytes",
            MEMLEDGER_TRANSLATABLE("Allocator", "the CUDA context and NCCL buffers take the whole device; nothing is "
                                                "left for the allocator to reserve"),
            {}, "Allocator"));
        return study;
    }
    study.replay = streamed ? streaming.result() : replayTrace(study.settings, study.trace, study.capacity);
    // Running out of memory is a result, not a failure to replay.
    if (!study.replay.completed() && !study.replay.oom)
        study.problems = study.replay.problems;
    countSegments(study);
    return study;
}

}  // namespace memledger::model
