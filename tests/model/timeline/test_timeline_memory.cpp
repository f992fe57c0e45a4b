// The timeline's GPU memory counter and the memory ledger are two views of one
// peak: the counter places the stage ledger's terms at the moments of the
// simulated step that hold them, so its peak is the ledger's peakAllocated.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>

#include "model/timeline/timeline.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::presetScenario;

std::vector<std::pair<std::string, Scenario>> scenarios()
{
    std::vector<std::pair<std::string, Scenario>> out;

    Scenario single = presetScenario("llama-2-7b");  // one GPU, one micro-batch: gradients appear at backward
    out.emplace_back("single GPU", single);

    Scenario offload = presetScenario("llama-3.1-70b");  // docs/screenshots/timeline-zero3-offload
    offload.framework = Framework::DeepSpeed;
    offload.parallel.dp = 8;
    offload.parallel.zeroStage = 3;
    offload.training.gradAccum = 4;
    offload.memory.recompute = Recompute::Full;
    offload.memory.offload.optimizer = OffloadTarget::Cpu;
    offload.hardware.hostRamBytes = 1649267441664.0;
    out.emplace_back("DP 8 ZeRO-3, optimizer offload", offload);

    Scenario infinity = offload;
    infinity.memory.offload.parameters = OffloadTarget::Nvme;
    out.emplace_back("DP 8 ZeRO-3, parameters on NVMe", infinity);

    Scenario megatron = memledger::test::megatron70bInterleaved();
    out.emplace_back("TP 8 PP 4 interleaved", megatron);

    Scenario pipeline = presetScenario("llama-2-7b");
    pipeline.parallel.pp = 4;
    pipeline.training.gradAccum = 8;
    pipeline.memory.recompute = Recompute::Block;
    pipeline.memory.recomputeLayers = 3;
    out.emplace_back("PP 4 1F1B, block recompute", pipeline);

    Scenario lora = presetScenario("llama-2-7b", "a100-80gb");
    lora.framework = Framework::HfTrainer;
    lora.memory.lora.rank = 16;
    out.emplace_back("LoRA", lora);

    Scenario qlora = presetScenario("llama-2-13b", "a100-80gb");
    qlora.memory.lora.rank = 64;
    qlora.memory.lora.qlora = true;
    qlora.training.gradAccum = 4;
    out.emplace_back("QLoRA, gradient accumulation", qlora);

    Scenario activations = presetScenario("llama-2-7b", "a100-80gb");
    activations.memory.offload.activations = OffloadTarget::Cpu;
    activations.memory.offload.optimizer = OffloadTarget::Nvme;
    activations.training.gradAccum = 2;
    out.emplace_back("activation offload", activations);

    Scenario accum = presetScenario("llama-3.1-8b");
    accum.framework = Framework::HfTrainer;   // DDP buckets and foreach AdamW scratch
    accum.parallel.dp = 4;
    accum.training.gradAccum = 8;
    accum.training.precision = Precision::Bf16Amp;  // autocast weight cache
    accum.memory.recompute = Recompute::Full;
    out.emplace_back("DDP, gradient accumulation 8, autocast", accum);

    Scenario moe = presetScenario("mixtral-8x7b");
    moe.parallel.dp = 16;
    moe.parallel.ep = 4;
    moe.framework = Framework::Fsdp;
    moe.parallel.fsdp = FsdpMode::FullShard;
    out.emplace_back("MoE, FSDP", moe);

    // Full recomputation, fused AdamW, gradients made in backward: the end of backward is the peak.
    out.emplace_back("full recompute, fused AdamW", memledger::test::llama8bFullRecomputeFused());

    return out;
}

double liveOnlyAt(const StageLedger& stage, unsigned instants)
{
    double bytes = 0;
    for (const Term& term : stage.terms)
        if (term.category != Category::CudaContext && term.category != Category::Fragmentation &&
            term.liveAt == instants)
            bytes += term.bytes;
    return bytes;
}

TEST(TimelineMemory, CurvePeakIsTheLedgerPeakOnEveryStage)
{
    for (const auto& [name, s] : scenarios()) {
        const Estimate e = estimate(s);
        ASSERT_TRUE(e.valid()) << name << ": " << e.problems.front().message;
        for (int stage = 0; stage < static_cast<int>(e.stages.size()); ++stage) {
            const StageLedger& ledger = e.stages[static_cast<std::size_t>(stage)];
            const Timeline t = simulateStep(s, e, stage);
            ASSERT_TRUE(t.valid()) << name;
            const std::string where = name + ", stage " + std::to_string(stage);
            EXPECT_NEAR(t.peakMemory, ledger.peakAllocated, 0.01 * ledger.peakAllocated) << where;
            EXPECT_DOUBLE_EQ(t.ledgerPeak, ledger.peakAllocated) << where;
            EXPECT_EQ(t.ledgerPeakInstant, ledger.peakInstant) << where;
            // What the curve leaves out is exactly what the ledger adds beyond the allocator.
            EXPECT_NEAR(t.peakMemory + t.reserved, ledger.total, 0.01 * ledger.total) << where;
            double sum = 0;
            for (const double bytes : t.peakByCategory)
                sum += bytes;
            EXPECT_NEAR(sum, t.peakMemory, 1e-9 * t.peakMemory) << where;
            const auto lowest = std::min_element(t.memory.begin(), t.memory.end(),
                                                 [](const auto& a, const auto& b) { return a.bytes < b.bytes; });
            EXPECT_GE(lowest->bytes, -1e-6 * ledger.peakAllocated) << where;
            EXPECT_GE(t.peakTime, 0.0);
            EXPECT_LE(t.peakTime, t.stepTime);
            // After the optimizer step every transient is released: what remains is
            // the optimizer-step instant less its scratch and the gradients set to None.
            const auto optimizer = static_cast<std::size_t>(Instant::OptimizerStep);
            EXPECT_NEAR(t.memory.back().bytes,
                        ledger.allocatedAt[optimizer] - liveOnlyAt(ledger, kLiveOptimizer) -
                            liveOnlyAt(ledger, kLiveBackwardEnd | kLiveOptimizer),
                        1e-6 * ledger.peakAllocated)
                << where;
        }
    }
}

TEST(TimelineMemory, ZeroThreeOffloadCounterMatchesTheEstimate)
{
    // The reported mismatch: the counter showed 28.7 GiB while the ledger's peak
    // allocated (total less context, NCCL and fragmentation) was 32.6 GiB.
    const Scenario s = scenarios()[1].second;
    const Estimate e = estimate(s);
    const Timeline t = simulateStep(s, e);
    ASSERT_TRUE(t.valid());
    const StageLedger& worst = e.worst();
    EXPECT_NEAR(t.peakMemory, worst.peakAllocated, 0.01 * worst.peakAllocated);
    // The loss's backward: the timeline's head backward holds what the ledger's instant holds.
    EXPECT_EQ(worst.peakInstant, Instant::LossBackward);
    // At the peak the counter holds what the ledger holds, category by category.
    for (int c = 0; c < kCategoryCount; ++c) {
        const auto category = static_cast<Category>(c);
        if (category == Category::CudaContext || category == Category::Fragmentation)
            continue;
        const auto i = static_cast<std::size_t>(c);
        EXPECT_NEAR(t.peakByCategory[i], worst.atPeak[i], 0.01 * worst.peakAllocated) << categoryId(category);
    }
}

TEST(TimelineMemory, OptimizerScratchMakesThePeakDuringTheOptimizerStep)
{
    // Short sequences and a foreach AdamW: the √v scratch of optimizer.step() outweighs
    // backward's activations, so both the ledger and the counter peak in the step.
    Scenario s = presetScenario("llama-3.1-8b");
    s.framework = Framework::HfTrainer;
    s.training.optimizerKernel = OptimizerKernel::Foreach;
    s.training.seq = 512;
    s.memory.recompute = Recompute::Full;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    const StageLedger& ledger = e.worst();
    ASSERT_NE(findTerm(ledger, "optimizer_scratch"), nullptr);
    ASSERT_EQ(ledger.peakInstant, Instant::OptimizerStep);
    const Timeline t = simulateStep(s, e);
    ASSERT_TRUE(t.valid());
    EXPECT_NEAR(t.peakMemory, ledger.peakAllocated, 0.01 * ledger.peakAllocated);
    bool inOptimizer = false;
    for (const Span& span : t.spans)
        if (span.kind == SpanKind::GpuOptimizer && span.start <= t.peakTime && t.peakTime <= span.end)
            inOptimizer = true;
    EXPECT_TRUE(inOptimizer) << "peak at " << t.peakTime << " s of " << t.stepTime << " s";
}

}  // namespace

TEST(TimelineMemory, LimitIsWhatTheAllocatorMayHoldAndNeverNegative)
{
    // The dashed limit of the memory lane: a peak fits exactly when it is below it.
    // An absurd sequence once drew "limit −18.2 GB": capacity less a fragmentation
    // reserve that grew with the (far too large) peak.
    auto absurd = presetScenario("llama-3.1-8b");
    absurd.training.seq = 1048576;
    auto cases = scenarios();
    cases.emplace_back("absurd sequence", absurd);
    for (const auto& [name, s] : cases) {
        const Estimate e = estimate(s);
        ASSERT_TRUE(e.valid()) << name;
        const Timeline t = simulateStep(s, e);
        ASSERT_TRUE(t.valid()) << name;
        EXPECT_GT(t.allocatable(), 0.0) << name;
        EXPECT_LE(t.allocatable(), t.capacity) << name;
        const StageLedger& ledger = e.stages[static_cast<std::size_t>(t.stage)];
        EXPECT_EQ(ledger.total <= e.capacity, ledger.peakAllocated <= t.allocatable() * (1 + 1e-12)) << name;
    }
}
