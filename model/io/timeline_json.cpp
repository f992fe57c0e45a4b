#include "model/io/timeline_json.h"

#include <algorithm>

namespace memledger::model {

namespace {

nlohmann::json spanJson(const Span& s)
{
    nlohmann::json out = {{"lane", laneId(s.lane)}, {"kind", spanKindId(s.kind)}, {"label", spanKindLabel(s.kind)},
                          {"start_s", s.start},      {"end_s", s.end},           {"bytes", s.bytes},
                          {"layer", s.layer},        {"micro_batch", s.microBatch}};
    if (s.traffic != Traffic::None)
        out["traffic"] = trafficId(s.traffic);
    if (s.waitsFor >= 0)
        out["waits_for"] = s.waitsFor;
    return out;
}

nlohmann::json assumptions(const Performance& p)
{
    return {{"compute_efficiency", p.computeEfficiency}, {"low_precision_efficiency", p.lowPrecisionEfficiency},
            {"comm_efficiency", p.commEfficiency},
            {"prefetch_depth", p.prefetchDepth},         {"overlap", p.overlap},
            {"pinned_memory", p.pinnedMemory},           {"cpu_adam_params_per_thread", p.cpuAdamParamsPerThread},
            {"cpu_threads", p.cpuThreads}};
}

// The first layer with experts (-1: none); with moe_layer_step, which of the later ones too.
int firstMoeLayer(const Timeline& t)
{
    if (!t.experts.isMoe())
        return -1;
    const int dense = std::max(0, t.experts.denseLayers);
    for (int layer = dense; layer < dense + std::max(1, t.experts.layerStep); ++layer)
        if (t.experts.hasExperts(layer))
            return layer;
    return -1;
}

}  // namespace

nlohmann::json timelineToJson(const Timeline& t, const Scenario& scenario)
{
    nlohmann::json lanes = nlohmann::json::object();
    for (int i = 0; i < kLaneCount; ++i) {
        const auto& l = t.lanes[static_cast<std::size_t>(i)];
        lanes[laneId(static_cast<Lane>(i))] = {
            {"busy_s", l.busy}, {"exposed_s", l.exposed}, {"hidden_s", l.hidden()}, {"bytes", l.bytes}};
    }
    nlohmann::json spans = nlohmann::json::array();
    for (const Span& s : t.spans)
        spans.push_back(spanJson(s));
    nlohmann::json memory = nlohmann::json::array();
    for (const auto& m : t.memory)
        memory.push_back({m.time, m.bytes});
    nlohmann::json peakByCategory = nlohmann::json::object();
    for (int c = 0; c < kCategoryCount; ++c)
        peakByCategory[categoryId(static_cast<Category>(c))] = t.peakByCategory[static_cast<std::size_t>(c)];
    nlohmann::json out = {{"stage", t.stage},
            {"stages", t.stages},
            {"step_time_s", t.stepTime},
            {"stall_s", t.stall},
            {"bubble_s", t.bubble},
            {"exposed_transfer_s", t.exposedTransfer},
            {"overlap", t.overlap},
            {"mfu", t.mfu},
            {"hfu", t.hfu},
            {"model_flops", t.modelFlops},
            {"hardware_flops", t.hardwareFlops},
            {"tokens_per_s", t.tokensPerSecond},
            {"peak_memory_bytes", t.peakMemory},
            {"peak_memory_time_s", t.peakTime},
            {"peak_memory_by_category", peakByCategory},
            {"ledger_peak_allocated_bytes", t.ledgerPeak},
            {"ledger_peak_instant", instantId(t.ledgerPeakInstant)},
            {"reserved_bytes", t.reserved},
            {"capacity_bytes", t.capacity},
            {"assumptions", assumptions(scenario.performance)},
            {"lanes", lanes},
            {"spans", spans},
            {"memory", memory}};
    // One layer's forward per micro-batch on this rank (docs/model.md#kernel-time); MoE only
    // for a model with experts.
    nlohmann::json kernels = nlohmann::json::object();
    for (std::size_t kind = 0; kind < t.layerKernels.size(); ++kind) {
        if (kind == 1 && !t.experts.isMoe())
            continue;
        const LayerKernelTime& k = t.layerKernels[kind];
        kernels[kind == 0 ? "dense" : "moe"] = {{"linears_s", k.linears}, {"attention_s", k.attention},
                                                {"memory_bound_s", k.memoryBound},
                                                {"memory_bound_bytes", k.memoryBoundBytes}};
    }
    out["layer_forward"] = {{"sixteen_bit_flops_per_s", t.sixteenBitRate}, {"linear_flops_per_s", t.linearRate},
                            {"quantized_linears", t.quantizedLinears}, {"layers", kernels},
                            {"first_moe_layer", firstMoeLayer(t)},
                            {"moe_layer_step", t.experts.isMoe() ? t.experts.layerStep : 0}};
    if (t.rl.present) {
        const RlPhases& rl = t.rl;
        nlohmann::json engine = nlohmann::json::array();
        for (const auto& m : t.engineMemory)
            engine.push_back({m.time, m.bytes});
        out["rl_phases"] = {{"states_to_host_s", rl.statesOut},
                            {"states_to_gpu_s", rl.statesIn},
                            {"offloaded_bytes", rl.offloadedBytes},
                            {"wake_s", rl.wake},
                            {"weight_sync_s", rl.sync},
                            {"prefill_s", rl.prefill},
                            {"decode_s", rl.decode},
                            {"sleep_s", rl.sleep},
                            {"logprob_s", rl.logprob},
                            {"update_start_s", rl.updateStart},
                            {"sequences_per_replica", rl.sequences},
                            {"concurrent_sequences", rl.concurrent},
                            {"waves", rl.waves},
                            {"prompt_tokens", rl.promptTokens},
                            {"generated_tokens", rl.generatedTokens},
                            {"scoring_passes", rl.passes},
                            {"generation_flops", rl.generationFlops},
                            {"engine_memory", engine}};
    }
    return out;
}

nlohmann::json timelineToChromeTrace(const Timeline& t)
{
    // Trace Event Format (Google, "Trace Event Format" doc): times in microseconds.
    constexpr double kMicro = 1e6;
    nlohmann::json events = nlohmann::json::array();
    events.push_back({{"name", "process_name"}, {"ph", "M"}, {"pid", t.stage}, {"tid", 0},
                      {"args", {{"name", "pipeline stage " + std::to_string(t.stage)}}}});
    for (int i = 0; i < kLaneCount; ++i) {
        events.push_back({{"name", "thread_name"}, {"ph", "M"}, {"pid", t.stage}, {"tid", i},
                          {"args", {{"name", laneLabel(static_cast<Lane>(i))}}}});
        events.push_back({{"name", "thread_sort_index"}, {"ph", "M"}, {"pid", t.stage}, {"tid", i},
                          {"args", {{"sort_index", i}}}});
    }
    for (const Span& s : t.spans) {
        nlohmann::json args = {{"bytes", s.bytes}, {"layer", s.layer}, {"micro_batch", s.microBatch}};
        events.push_back({{"name", spanKindLabel(s.kind)}, {"cat", spanKindId(s.kind)}, {"ph", "X"},
                          {"ts", s.start * kMicro}, {"dur", s.duration() * kMicro}, {"pid", t.stage},
                          {"tid", static_cast<int>(s.lane)}, {"args", args}});
    }
    for (const auto& m : t.memory)
        events.push_back({{"name", "GPU memory"}, {"ph", "C"}, {"ts", m.time * kMicro}, {"pid", t.stage},
                          {"args", {{"allocated_bytes", m.bytes}}}});
    return {{"traceEvents", events}, {"displayTimeUnit", "ms"}};
}

}  // namespace memledger::model
