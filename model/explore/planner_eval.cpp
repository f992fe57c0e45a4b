#include "model/explore/planner_eval.h"

#include <algorithm>

namespace memledger::model {

LayoutEvaluator::LayoutEvaluator(const Scenario& base)
    : m_moe(base.arch.moe.isMoe())
{
}

const ParameterCounts& LayoutEvaluator::paramsFor(const Scenario& layout)
{
    // Only Megatron's vocabulary padding makes the counts depend on TP.
    for (const auto& entry : m_params)
        if (entry.tp == layout.parallel.tp)
            return entry.params;
    m_params.push_back({layout.parallel.tp, countParameters(layout)});
    return m_params.back().params;
}

const LayoutEvaluator::InventoryEntry& LayoutEvaluator::inventoryFor(const Scenario& layout)
{
    const InventoryKey key{layout.parallel.tp, layout.parallel.cp, layout.parallel.sp, layout.training.microBatch,
                           layout.training.seq, layout.parallel.ep, layout.parallel.etp};
    // Layouts arrive grouped by these inputs, so the last hit almost always matches.
    if (m_lastInventory < m_inventories.size() && m_inventories[m_lastInventory].key == key)
        return m_inventories[m_lastInventory];
    for (std::size_t i = 0; i < m_inventories.size(); ++i)
        if (m_inventories[i].key == key)
            return m_inventories[m_lastInventory = i];
    InventoryEntry entry{key, layerInventory(layout, false), {}};
    if (m_moe)
        entry.moe = layerInventory(layout, true);
    m_inventories.push_back(std::move(entry));
    m_lastInventory = m_inventories.size() - 1;
    return m_inventories.back();
}

Estimate& LayoutEvaluator::scratchFor(int stages)
{
    constexpr int kSlots = 129;  // deeper pipelines share the last slot
    const auto slot = static_cast<std::size_t>(std::clamp(stages, 0, kSlots - 1));
    if (m_scratch.size() <= slot)
        m_scratch.resize(slot + 1);
    if (!m_scratch[slot])
        m_scratch[slot] = std::make_unique<Estimate>();
    return *m_scratch[slot];
}

const Estimate& LayoutEvaluator::evaluate(const Scenario& layout)
{
    ++m_evaluations;
    const auto& par = layout.parallel;
    Estimate& scratch = scratchFor(par.pp);
    // Degrees out of range would make the cached inputs meaningless: let validation speak.
    if (par.tp < 1 || par.cp < 1 || layout.training.microBatch < 1 || layout.training.seq < 1) {
        estimateInto(layout, {}, scratch);
        return scratch;
    }
    const InventoryEntry& inventory = inventoryFor(layout);
    estimateInto(layout, {&paramsFor(layout), &inventory.dense, m_moe ? &inventory.moe : nullptr, true}, scratch);
    return scratch;
}

}  // namespace memledger::model
