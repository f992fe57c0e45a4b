#include "model/io/allocator_json.h"

namespace memledger::model {

namespace {

nlohmann::json poolJson(const PoolSegments& pool)
{
    return {{"count", pool.count}, {"bytes", pool.bytes}, {"largest_bytes", pool.largest}};
}

nlohmann::json oomJson(const AllocatorStudy& study)
{
    if (!study.replay.oom)
        return nullptr;
    const OutOfMemory& oom = *study.replay.oom;
    return {{"event", oom.event},
            {"requested_bytes", oom.requested},
            {"rounded_bytes", oom.rounded},
            {"allocated_bytes", oom.allocated},
            {"reserved_bytes", oom.reserved},
            {"reserved_free_bytes", oom.reservedFree()},
            {"largest_free_block_bytes", oom.largestFreeBlock},
            {"capacity_bytes", oom.capacity},
            {"message", study.replay.problems.empty() ? std::string() : study.replay.problems.front().message}};
}

double fraction(double part, double whole) { return whole > 0 ? part / whole : 0.0; }

}  // namespace

const char* stepShapesId(StepShapes shapes)
{
    switch (shapes) {
    case StepShapes::Fixed: return "fixed";
    case StepShapes::Variable: return "variable";
    case StepShapes::Bucketed: return "bucketed";
    }
    return "fixed";
}

nlohmann::json allocatorStudyToJson(const AllocatorStudy& study, const AllocatorStudyOptions& options)
{
    const AllocatorReplay& replay = study.replay;
    const AllocatorCounters& counters = replay.counters;
    const double gap = static_cast<double>(study.reservedButUnallocated());
    return {
        {"schema", "memledger.allocator"},
        {"version", kAllocatorJsonVersion},
        {"stage", study.stage},
        {"steps", options.steps},
        {"shapes", stepShapesId(options.shapes)},
        {"empty_cache_between_steps", options.emptyCacheBetweenSteps},
        {"sequence_lengths", study.sequenceLengths},
        {"alloc_conf", study.allocConf},
        {"expandable_segments", study.settings.expandableSegments},
        {"capacity_bytes", study.capacity},
        {"peak_allocated_bytes", replay.peakAllocated},
        {"peak_reserved_bytes", replay.peakReserved},
        {"peak_requested_bytes", replay.peakRequested},
        {"fragmentation_bytes", study.reservedButUnallocated()},
        {"fragmentation_fraction", fraction(gap, static_cast<double>(replay.peakAllocated))},
        {"segments",
         {{"count", study.smallPool.count + study.largePool.count},
          {"small_pool", poolJson(study.smallPool)},
          {"large_pool", poolJson(study.largePool)}}},
        {"counters",
         {{"alloc_retries", counters.allocRetries},
          {"ooms", counters.ooms},
          {"device_allocs", counters.deviceAllocs},
          {"device_frees", counters.deviceFrees},
          {"sync_all_streams", counters.syncAllStreams}}},
        {"out_of_memory", oomJson(study)},
    };
}

nlohmann::json measuredComparisonToJson(const MeasuredComparison& comparison)
{
    const MeasuredPeaks& measured = comparison.measured;
    nlohmann::json differences = nlohmann::json::array();
    for (const NamedDifference& d : comparison.differences)
        differences.push_back({{"id", differenceId(d.kind)},
                               {"label", differenceLabel(d.kind)},
                               {"measured_bytes", d.measured},
                               {"predicted_bytes", d.predicted},
                               {"gap_bytes", d.gap()}});
    return {
        {"schema", "memledger.compare_snapshot"},
        {"version", kAllocatorJsonVersion},
        {"measured",
         {{"kind", measuredKindId(measured.kind)},
          {"device", measured.device},
          {"peak_allocated_bytes", measured.allocated},
          {"peak_reserved_bytes", measured.reserved},
          {"peak_requested_bytes", measured.requested ? nlohmann::json(*measured.requested) : nlohmann::json()}}},
        {"predicted",
         {{"stage", comparison.predicted.stage},
          {"alloc_conf", comparison.predicted.allocConf},
          {"peak_allocated_bytes", comparison.predictedAllocated()},
          {"peak_reserved_bytes", comparison.predictedReserved()},
          {"peak_requested_bytes", comparison.predictedRequested()},
          {"ledger_total_bytes", comparison.ledgerTotal}}},
        {"reserved_gap_bytes", static_cast<double>(measured.reserved) - comparison.predictedReserved()},
        // measured ÷ predicted peak allocated; "likely_another_job" past 4× either way
        {"peak_ratio", comparison.peakRatio()},
        {"likely_another_job", comparison.likelyAnotherJob()},
        {"measured_nothing", comparison.measuredNothing()},
        {"differences", differences},
    };
}

}  // namespace memledger::model
