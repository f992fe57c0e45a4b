// The planner's lean evaluation path: estimateInto() on a reused Estimate, with the
// parameter counts and activation inventories shared by layouts that read the same
// inputs computed once. Same term builders as estimate(), so the same totals
// (tests/model/test_planner_eval.cpp proves it on every layout of a query).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "model/ledger/ledger.h"

namespace memledger::model {

class LayoutEvaluator {
public:
    // Layouts passed to evaluate() must share `base`'s architecture, framework, precision,
    // LoRA and kernels: only parallelism, recomputation, offload, micro-batch,
    // accumulation and sequence length may differ (what the planner and sweeps vary).
    explicit LayoutEvaluator(const Scenario& base);

    // Valid until the next call. Only the worst stage's ledger is guaranteed complete
    // (EstimateInputs::worstStageOnly); fits, worstStage and the host ledger are exact.
    const Estimate& evaluate(const Scenario& layout);
    std::int64_t evaluations() const { return m_evaluations; }

private:
    // What countParameters and layerInventory read that the planner varies.
    struct InventoryKey {
        int tp, cp;
        bool sp;
        std::int64_t microBatch, seq;
        int ep, etp;  // an MoE layer's routed rows follow the experts' grid
        bool operator==(const InventoryKey&) const = default;
    };
    struct InventoryEntry {
        InventoryKey key;
        LayerInventory dense, moe;
    };
    struct ParamsEntry {
        int tp;
        ParameterCounts params;
    };
    const ParameterCounts& paramsFor(const Scenario& layout);
    const InventoryEntry& inventoryFor(const Scenario& layout);

    bool m_moe;
    std::vector<ParamsEntry> m_params;
    std::vector<InventoryEntry> m_inventories;
    std::size_t m_lastInventory = 0;
    Estimate& scratchFor(int stages);

    // One reused Estimate per pipeline depth: sharing one would free and reallocate the
    // stage ledgers every time consecutive layouts differ in PP.
    std::vector<std::unique_ptr<Estimate>> m_scratch;
    std::int64_t m_evaluations = 0;
};

}  // namespace memledger::model
