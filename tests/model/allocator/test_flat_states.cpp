// DeepSpeed's ZeRO keeps the states it owns in flat buffers (stage3.py, stage_1_and_2.py):
// the replay allocates them so, where torch.optim and FSDP2 allocate a tensor per parameter;
// and ZeRO-3's gradient partitions live in one buffer for the whole run.
#include <gtest/gtest.h>

#include <cmath>
#include <string_view>
#include <vector>

#include "model/allocator/parameter_tensors.h"
#include "model/allocator/trace_generator.h"
#include "model/core/scenario_defaults.h"
#include "model/ledger/ledger.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;

Scenario qwenMoe(Framework framework, int zero)
{
    Scenario s;
    applyModel(*memledger::test::presets().model("qwen3-30b-a3b"), s);
    applyGpu(*memledger::test::presets().gpu("h100-sxm"), s.hardware);
    s.framework = framework;
    s.parallel.dp = 8;
    s.parallel.zeroStage = zero;
    s.training.seq = 4096;
    return s;
}

// The allocations of one category (and term) before the first step, or in the whole trace,
// with their requested bytes.
std::vector<std::uint64_t> allocationsOf(const AllocTrace& trace, Category category, std::string_view label = {},
                                         bool wholeTrace = false)
{
    std::vector<std::uint64_t> bytes;
    const std::size_t end = trace.phases.size() > 1 && !wholeTrace ? trace.phases[1].firstEvent : trace.events.size();
    for (std::size_t i = 0; i < end; ++i) {
        const AllocEvent& e = trace.events[i];
        if (e.action == AllocAction::Malloc && e.tag.category == category && (label.empty() || label == e.tag.detail))
            bytes.push_back(e.bytes);
    }
    return bytes;
}

const Term& termOf(const Estimate& e, std::string_view id)
{
    for (const Term& t : e.stages.front().terms)
        if (id == t.id)
            return t;
    ADD_FAILURE() << id;
    return e.stages.front().terms.front();
}

TEST(DeepSpeedFlatStates, ZeroThreeKeepsOnePartitionBufferAndFlatSubGroups)
{
    const Scenario s = qwenMoe(Framework::DeepSpeed, 3);
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    TraceOptions options;
    options.fromFirstStep = true;
    const AllocTrace trace = generateTrace(s, e, options);
    ASSERT_TRUE(trace.problems.empty());
    // Every trainable 16-bit partition in one buffer (_create_fp16_partitions_with_defragmentation).
    const auto weights = allocationsOf(trace, Category::Weights);
    ASSERT_EQ(weights.size(), 1u);
    EXPECT_NEAR(static_cast<double>(weights.front()), termOf(e, "weights").bytes, 1.0);
    // The fp32 master partitions in sub-groups: parameters in order until a group's partitions
    // reach 1e9 elements; a rank holds 30.5 B / 8 = 3.8 B of them, so four groups, the first
    // three just over 1e9 elements (4 GB) and the rest in the fourth.
    const Term& master = termOf(e, "master_weights");
    const auto groups = allocationsOf(trace, Category::OptimizerStates, master.label);
    ASSERT_EQ(groups.size(), 4u);
    double sum = 0;
    for (std::size_t i = 0; i < groups.size(); ++i) {
        sum += static_cast<double>(groups[i]);
        if (i + 1 < groups.size()) {
            EXPECT_GE(static_cast<double>(groups[i]), 4e9);
            EXPECT_LT(static_cast<double>(groups[i]), 4.2e9);   // a group closes at its first parameter past 1e9
        }
    }
    EXPECT_NEAR(sum, master.bytes, 4.0);
    // Adam's two moments are made on each flat group at the first step: two tensors a group.
    const Term& moments = termOf(e, "optimizer_moments");
    EXPECT_EQ(allocationsOf(trace, Category::OptimizerStates, moments.label, true).size(), 2 * groups.size());
    // The gradient partitions: one buffer, allocated before the first step and never freed.
    const auto gradients = allocationsOf(trace, Category::Gradients);
    ASSERT_EQ(gradients.size(), 1u);
    EXPECT_NEAR(static_cast<double>(gradients.front()), termOf(e, "gradients_fp32").bytes, 1.0);
}

TEST(DeepSpeedFlatStates, ZeroThreeGradientPartitionsAreCountedThroughTheWholeStep)
{
    Scenario s = qwenMoe(Framework::DeepSpeed, 3);
    ASSERT_EQ(s.gradAccumSteps(), 1);
    const Estimate e = estimate(s);
    EXPECT_EQ(termOf(e, "gradients_fp32").liveAt & kLiveAlways, kLiveAlways);
    // FSDP's gradients still appear in backward.
    s.framework = Framework::Fsdp;
    s.parallel.zeroStage = 0;
    s.parallel.fsdp = FsdpMode::FullShard;
    const Estimate fsdp = estimate(s);
    for (const Term& t : fsdp.stages.front().terms) {
        if (t.category == Category::Gradients) {
            EXPECT_EQ(t.liveAt & (1u << static_cast<int>(Instant::ForwardEnd)), 0u) << t.id;
        }
    }
}

TEST(DeepSpeedFlatStates, ZeroOneFlattensEachGroupAndOtherFrameworksKeepATensorPerParameter)
{
    const Scenario zero1 = qwenMoe(Framework::DeepSpeed, 1);
    const Estimate e = estimate(zero1);
    TraceOptions options;
    options.fromFirstStep = true;
    const AllocTrace trace = generateTrace(zero1, e, options);
    // bit16_groups_flat and single_partition_of_fp32_groups: one of each for one group.
    EXPECT_EQ(allocationsOf(trace, Category::Weights).size(), 1u);
    EXPECT_EQ(allocationsOf(trace, Category::OptimizerStates, termOf(e, "master_weights").label).size(), 1u);
    EXPECT_EQ(allocationsOf(trace, Category::OptimizerStates, termOf(e, "optimizer_moments").label, true).size(), 2u);

    Scenario fsdp = qwenMoe(Framework::Fsdp, 0);
    fsdp.parallel.fsdp = FsdpMode::FullShard;
    const Estimate f = estimate(fsdp);
    const AllocTrace perParameter = generateTrace(fsdp, f, options);
    const auto tensors = stageParameterTensors(fsdp, f.params, 0);
    EXPECT_EQ(allocationsOf(perParameter, Category::Weights).size(), tensors.size());
}

}  // namespace
