#include "model/core/symbols.h"
#include "model/io/estimate_json.h"

#include "model/core/enum_names.h"
#include "model/core/vocabulary.h"
#include "model/io/scenario_json.h"

namespace memledger::model {

namespace {

nlohmann::json categories(const std::array<double, kCategoryCount>& bytes, double total)
{
    nlohmann::json out;
    for (int i = 0; i < kCategoryCount; ++i)
        out[categoryId(static_cast<Category>(i))] = bytes[static_cast<std::size_t>(i)];
    out["total"] = total;
    return out;
}

nlohmann::json stageToJson(const StageLedger& stage)
{
    nlohmann::json allocated;
    for (int i = 0; i < kInstantCount; ++i)
        allocated[instantId(static_cast<Instant>(i))] = stage.allocatedAt[static_cast<std::size_t>(i)];
    nlohmann::json terms = nlohmann::json::array();
    for (const auto& term : stage.terms)
        terms.push_back(termToJson(term));
    return {{"stage", stage.stage},
            {"layers", stage.layers},
            {"in_flight_micro_batches", stage.inFlight},
            {"params_on_rank", stage.paramsOnRank},
            {"peak_instant", instantId(stage.peakInstant)},
            {"allocated_at", allocated},
            {"peak_allocated_bytes", stage.peakAllocated},
            {"per_category", categories(stage.atPeak, stage.total)},
            {"terms", terms}};
}

nlohmann::json offloadToJson(const OffloadLedger& ledger)
{
    nlohmann::json terms = nlohmann::json::array();
    for (const auto& term : ledger.terms)
        terms.push_back(termToJson(term));
    return {{"total_bytes", ledger.total}, {"capacity_bytes", ledger.capacity}, {"fits", ledger.fits()},
            {"terms", terms}};
}

}  // namespace

nlohmann::json termToJson(const Term& term)
{
    nlohmann::json values = nlohmann::json::object();
    nlohmann::json meanings = nlohmann::json::object();
    for (int i = 0; i < term.varCount; ++i) {
        const auto& var = term.vars[static_cast<std::size_t>(i)];
        values[var.symbol] = var.value;
        meanings[var.symbol] = symbolMeaning(term, var.symbol);
    }
    nlohmann::json live = nlohmann::json::array();
    for (int i = 0; i < kInstantCount; ++i)
        if (term.liveAtInstant(static_cast<Instant>(i)))
            live.push_back(instantId(static_cast<Instant>(i)));
    nlohmann::json out = {{"id", term.id},
            {"label", term.label},
            {"category", categoryId(term.category)},
            {"provenance", provenanceId(term.provenance)},
            {"bytes", term.bytes},
            {"formula", model::formulaText(term)},
            {"substituted", substitute(term)},
            {"values", values},
            {"symbols", meanings},
            {"source", term.source},
            {"note", term.note},
            {"live_at", live}};
    if (term.outsideAllocator)
        out["outside_allocator"] = true;
    return out;
}

nlohmann::json inventoryToJson(const Scenario& scenario, const LayerInventory& inventory)
{
    nlohmann::json tensors = nlohmann::json::array();
    for (const auto& tensor : inventory.tensors) {
        nlohmann::json shape = nlohmann::json::array();
        for (int i = 0; i < tensor.dims; ++i)
            shape.push_back(tensor.shape[static_cast<std::size_t>(i)]);
        tensors.push_back({{"op", tensor.op},
                           {"tensor", tensor.tensor},
                           {"dtype", tensor.dtype},
                           {"shape", shape},
                           {"bytes", tensor.bytes},
                           {"kind", tensorKindId(tensor.kind)},
                           {"attention_core", tensor.droppedBySelective}});
    }
    return {{"block_style", toString(scenario.arch.block)},
            {"kernels", toString(scenario.memory.kernels)},
            {"attention", toString(scenario.memory.attention)},
            {"per_layer_bytes", inventory.total},
            {"attention_core_bytes", inventory.selectiveDrops},
            {"checkpoint_bytes", inventory.checkpoint},
            {"tensors", tensors}};
}

nlohmann::json problemListToJson(const std::vector<Problem>& problems)
{
    nlohmann::json list = nlohmann::json::array();
    for (const auto& problem : problems)
        list.push_back({{"field", problem.field}, {"message", problem.message}});
    return list;
}

nlohmann::json problemsToJson(const std::vector<Problem>& problems)
{
    return {{"error", problems.empty() ? "" : problems.front().message}, {"problems", problemListToJson(problems)}};
}

nlohmann::json estimateToJson(const Scenario& scenario, const Estimate& estimate)
{
    if (!estimate.valid())
        return problemsToJson(estimate.problems);
    const StageLedger& worst = estimate.worst();
    nlohmann::json stages = nlohmann::json::array();
    for (const auto& stage : estimate.stages)
        stages.push_back(stageToJson(stage));
    nlohmann::json out = {
        {"schema", "memledger.estimate"},
        {"version", kEstimateVersion},
        {"fits", estimate.fits},
        {"capacity_bytes", estimate.capacity},
        {"usable_bytes", estimate.usable},
        {"headroom_bytes", estimate.headroom()},
        {"warnings", problemListToJson(estimate.warnings)},
        {"limitations", limitationsToJson(scenario.limitations)},
        {"params_total", estimate.params.total},
        {"params_active", estimate.params.active},
        {"params_trainable", estimate.params.trainable},
        {"per_gpu", categories(worst.atPeak, worst.total)},
        {"fragmentation_basis",
         {{"simulated", estimate.fragmentation.simulated},
          {"alloc_conf", estimate.fragmentation.allocConf},
          {"fallback_reason",
           estimate.fragmentation.fallbackReason ? estimate.fragmentation.fallbackReason->message : ""}}},
        {"worst_stage", estimate.worstStage},
        {"peak_instant", instantId(worst.peakInstant)},
        {"cpu_bytes", estimate.host.total},
        {"nvme_bytes", estimate.nvme.total},
        {"host", offloadToJson(estimate.host)},
        {"nvme", offloadToJson(estimate.nvme)},
        {"global_batch", scenario.globalBatch()},
        {"tokens_per_step", scenario.tokensPerStep()},
        {"gpus", scenario.worldSize()},
        {"stages", stages},
        {"activation_inventory", inventoryToJson(scenario, estimate.denseInventory)},
        {"scenario", scenarioToJson(scenario)},
    };
    if (scenario.arch.moe.isMoe()) {
        out["moe_activation_inventory"] = inventoryToJson(scenario, estimate.moeInventory);
        // The ledger is the busiest expert-parallel rank's: how busy, and why.
        const RoutedLoad& routing = estimate.routing;
        out["expert_routing"] = {{"busiest_rank_multiple", routing.multiple},
                                 {"assumed_imbalance", routing.assumed},
                                 {"bound", routing.bound},
                                 {"capacity_rows_per_expert", routing.capacity},
                                 {"padded", routing.padded},
                                 {"capped", routing.capped}};
    }
    if (estimate.rollout.enabled) {
        const RolloutPool& pool = estimate.rollout;
        nlohmann::json engine = {{"engine", toString(pool.engine)},
                                 {"requested_bytes", pool.requested},
                                 {"weights_bytes", pool.weights},
                                 {"profiled_activations_bytes", pool.profilePeak},
                                 {"available_kv_bytes", pool.available},
                                 {"kv_cache_bytes", pool.kvBytes},
                                 {"kv_bytes_per_token", pool.bytesPerTokenLayer * pool.layers},
                                 {"page_bytes", pool.pageBytes},
                                 {"blocks", pool.blocks},
                                 {"kv_cache_tokens", pool.tokens},
                                 {"max_num_seqs", pool.maxNumSeqs},
                                 {"max_num_batched_tokens", pool.maxNumBatchedTokens},
                                 {"tokens_wanted", pool.tokensWanted}};
        if (pool.engine == RolloutEngine::Sglang) {
            engine.update({{"start_free_bytes", pool.startFree},
                           {"trainer_weights_at_start_bytes", pool.trainerAtStart},
                           {"request_slots", pool.requestSlots},
                           {"context_length", pool.contextLength},
                           {"request_table_bytes", pool.requestTable},
                           {"free_list_bytes", pool.freeList}});
        }
        out["rollout_engine"] = std::move(engine);
    }
    return out;
}

}  // namespace memledger::model
