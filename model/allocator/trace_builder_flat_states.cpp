// DeepSpeed's ZeRO optimizers keep the states they own in flat buffers, not a tensor per
// parameter as torch.optim and FSDP2 do. ZeRO-3 moves every trainable 16-bit partition into
// one contiguous buffer (deepspeed/runtime/zero/stage3.py
// _create_fp16_partitions_with_defragmentation) and keeps its fp32 master partitions, and so
// the Adam moments made on them, one flat tensor per sub-group: parameters taken in order
// until their partitions reach sub_group_size elements (_create_fp16_sub_groups; the config's
// default 1e9). ZeRO-1 and 2 flatten each parameter group's 16-bit weights into one buffer
// (stage_1_and_2.py bit16_groups_flat) and keep one fp32 partition of it per group
// (single_partition_of_fp32_groups). One parameter group is counted; the gradients keep
// their own tensors.
#include <algorithm>
#include <cmath>

#include "model/allocator/trace_builder.h"
#include "model/core/framework.h"

namespace memledger::model::detail {

namespace {

constexpr double kDeepSpeedSubGroupSize = 1e9;   // zero_optimization.sub_group_size's default

}  // namespace

bool TraceBuilder::flatStates() const
{
    return m_scenario.framework == Framework::DeepSpeed && effectiveShardStage(m_scenario) >= 1;
}

std::vector<double> TraceBuilder::flatGroups() const
{
    double total = 0;
    for (const auto& tensor : m_params)
        if (covers(Covers::Trainable, tensor))
            total += tensor.params;
    if (effectiveShardStage(m_scenario) < 3 || total <= 0)
        return {1.0};
    // A rank's partition of each parameter is its 1/N slice.
    const double ranks = std::max(1, fsdpShardRanks(m_scenario));
    std::vector<double> shares;
    double group = 0;
    for (const auto& tensor : m_params) {
        if (!covers(Covers::Trainable, tensor))
            continue;
        group += tensor.params;
        if (group / ranks >= kDeepSpeedSubGroupSize) {
            shares.push_back(group / total);
            group = 0;
        }
    }
    if (group > 0)
        shares.push_back(group / total);
    return shares;
}

void TraceBuilder::allocateFlat(const Term& term, const std::vector<double>& shares, int pieces)
{
    for (const double share : shares) {
        const auto bytes = static_cast<std::uint64_t>(std::llround(term.bytes * share / pieces));
        for (int i = 0; i < pieces; ++i)
            m_write.malloc(bytes, {term.category, -1, -1, "flat buffer", term.label});
    }
}

}  // namespace memledger::model::detail
