// Sweeps: memory rises with the knob, the first out-of-memory point is the first
// that does not fit, the fit map's boundary matches its cells, and the largest
// fitting micro-batch / sequence is the largest (the next step up does not fit).
#include <gtest/gtest.h>

#include "model/explore/sweep.h"
#include "tests/model/test_support.h"

namespace memledger::model {
namespace {

Scenario sevenBOnOneH100()
{
    Scenario s = test::presetScenario("llama-2-7b");
    s.parallel.dp = 8;
    s.parallel.zeroStage = 3;
    s.memory.recompute = Recompute::Selective;
    return s;
}

bool fits(Scenario s, SweepKnob knob, std::int64_t value)
{
    setKnob(s, knob, value);
    const Estimate e = estimate(s);
    return e.valid() && e.fits;
}

TEST(Sweep, SequenceSweepFindsTheCliff)
{
    const Scenario base = sevenBOnOneH100();
    const Sweep result = sweep(base, SweepKnob::Seq, doublingRange(1024, 131072));
    ASSERT_EQ(result.points.size(), 8u);
    ASSERT_GE(result.firstOom, 1);
    for (int i = 0; i < result.firstOom; ++i)
        EXPECT_TRUE(result.points[static_cast<std::size_t>(i)].fits);
    EXPECT_FALSE(result.points[static_cast<std::size_t>(result.firstOom)].fits);
    for (std::size_t i = 1; i < result.points.size(); ++i)
        EXPECT_GT(result.points[i].total, result.points[i - 1].total);
    Scenario first = base;
    first.training.seq = 1024;
    EXPECT_EQ(result.points[0].total, estimate(first).worst().total);
}

TEST(Sweep, HeatMapBoundaryIsTheLastFittingRow)
{
    const HeatMap map = heatMap(sevenBOnOneH100(), SweepKnob::Seq, doublingRange(2048, 65536), SweepKnob::MicroBatch,
                                doublingRange(1, 32));
    ASSERT_EQ(map.cells.size(), map.ys.size());
    for (std::size_t x = 0; x < map.xs.size(); ++x)
        for (std::size_t y = 0; y < map.ys.size(); ++y)
            EXPECT_EQ(map.cells[y][x].fits, static_cast<int>(y) <= map.boundary[x]) << x << "," << y;
}

TEST(Sweep, LargestMicroBatchIsTheLargest)
{
    for (const char* gpu : {"h100-sxm", "rtx-4090", "a100-40gb"}) {
        Scenario s = test::presetScenario("llama-3.2-1b", gpu);
        s.training.seq = 2048;
        s.memory.recompute = Recompute::Full;
        const std::int64_t best = largestFitting(s, SweepKnob::MicroBatch, 4096);
        ASSERT_GT(best, 0) << gpu;
        EXPECT_TRUE(fits(s, SweepKnob::MicroBatch, best)) << gpu;
        EXPECT_FALSE(fits(s, SweepKnob::MicroBatch, best + 1)) << gpu;
    }
}

TEST(Sweep, LargestSequenceRespectsContextParallelSteps)
{
    Scenario s = sevenBOnOneH100();
    s.parallel.cp = 4;
    const std::int64_t best = largestFitting(s, SweepKnob::Seq, 1 << 22);
    ASSERT_GT(best, 0);
    EXPECT_EQ(best % 4, 0);
    EXPECT_TRUE(fits(s, SweepKnob::Seq, best));
    EXPECT_FALSE(fits(s, SweepKnob::Seq, best + 4));
}

TEST(Sweep, NothingFitsGivesZero)
{
    Scenario s = test::presetScenario("llama-3.1-70b", "rtx-4090");
    EXPECT_EQ(largestFitting(s, SweepKnob::MicroBatch, 64), 0);
}

}  // namespace
}  // namespace memledger::model
