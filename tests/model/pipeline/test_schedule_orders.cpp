// Each pipeline schedule's order against the schedules' own code, read step by step, and
// the closed forms the ledger uses against the orders they summarise.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "model/core/enum_names.h"
#include "model/core/pipeline_placement.h"
#include "model/core/pipeline_schedule.h"
#include "tests/shared/model_shapes.h"

namespace {

using namespace memledger::model;

std::string order(const std::vector<ScheduleUnit>& units)
{
    std::string out;
    for (const auto& u : units) {
        out += u.forward ? 'F' : 'B';
        out += std::to_string(u.microBatch);
        if (u.chunk) {
            out += '.';
            out += std::to_string(u.chunk);
        }
        out += ' ';
    }
    return out;
}

Scenario pipeline(PipelineSchedule schedule, int pp, int microBatches)
{
    Scenario s = memledger::shapes::llama31_70b(4096);
    s.parallel.schedule = schedule;
    s.parallel.pp = pp;
    s.parallel.vpp = vShaped(schedule) ? 2 : 1;
    s.training.gradAccum = microBatches;
    return s;
}

Scenario interleaved(int pp, int vpp, int microBatches)
{
    Scenario s = pipeline(PipelineSchedule::OneFOneB, pp, microBatches);
    s.parallel.vpp = vpp;
    return s;
}

// The most chunk micro-batches the order holds between their forward and their backward;
// fails the test when a unit runs twice or a backward precedes its forward.
double peakOfOrder(const std::vector<ScheduleUnit>& units, int chunk = -1)
{
    std::set<std::pair<int, int>> live;
    std::set<std::pair<int, int>> done;
    double peak = 0;
    for (const ScheduleUnit& u : units) {
        const std::pair<int, int> key{u.microBatch, u.chunk};
        if (u.forward) {
            EXPECT_FALSE(live.contains(key) || done.contains(key)) << "F" << u.microBatch << "." << u.chunk;
            live.insert(key);
        } else {
            EXPECT_TRUE(live.contains(key)) << "B" << u.microBatch << "." << u.chunk << " before its forward";
            live.erase(key);
            done.insert(key);
        }
        double held = 0;
        for (const auto& [mb, c] : live)
            held += chunk < 0 || c == chunk ? 1 : 0;
        peak = std::max(peak, held);
    }
    EXPECT_TRUE(live.empty());
    return peak;
}

TEST(ScheduleOrders, OneGpuRunsEachMicroBatchForwardThenBackward)
{
    EXPECT_EQ(order(stageSchedule(pipeline(PipelineSchedule::OneFOneB, 1, 3), 0)), "F0 B0 F1 B1 F2 B2 ");
}

TEST(ScheduleOrders, OneFOneBWarmsUpWithTheStagesBelow)
{
    // Stage 1 of 4 runs p − i − 1 = 2 warm-up forwards, then alternates, then drains.
    EXPECT_EQ(order(stageSchedule(pipeline(PipelineSchedule::OneFOneB, 4, 6), 1)), "F0 F1 F2 B0 F3 B1 F4 B2 F5 B3 B4 B5 ");
    // The last stage has no warm-up.
    EXPECT_EQ(order(stageSchedule(pipeline(PipelineSchedule::OneFOneB, 4, 6), 3)), "F0 B0 F1 B1 F2 B2 F3 B3 F4 B4 F5 B5 ");
}

TEST(ScheduleOrders, InterleavingRunsGroupsOfMicroBatchesThroughTheChunks)
{
    // p = 2, v = 2, stage 0: warm-up (p − 1)·2 + (v − 1)·p = 4 chunk forwards. Forwards go
    // in groups of p micro-batches, chunk 0 then chunk 1; backwards take the chunks in
    // reverse. At most 5 chunks are in flight: the ledger's (p − i − 1)·2 + (v − 1)·p + 1.
    EXPECT_EQ(order(stageSchedule(interleaved(2, 2, 4), 0)),
              "F0 F1 F0.1 F1.1 F2 B0.1 F3 B1.1 F2.1 B0 F3.1 B1 B2.1 B3.1 B2 B3 ");
}

TEST(ScheduleOrders, GPipeRunsEveryForwardThenEveryBackward)
{
    // torch ScheduleGPipe: all forwards, then the backwards in the same order.
    EXPECT_EQ(order(stageSchedule(pipeline(PipelineSchedule::GPipe, 4, 3), 1)), "F0 F1 F2 B0 B1 B2 ");
    // ScheduleLoopedBFS: chunk by chunk, the backward from the last chunk's last micro-batch.
    Scenario looped = pipeline(PipelineSchedule::GPipe, 2, 2);
    looped.parallel.vpp = 2;
    EXPECT_EQ(order(stageSchedule(looped, 0)), "F0 F1 F0.1 F1.1 B1.1 B0.1 B1 B0 ");
}

TEST(ScheduleOrders, ZbvFollowsTorchsRankOperations)
{
    // ScheduleZBVZeroBubble._calculate_single_rank_operations, p = 2, m = 4, rank 0:
    // warm-up 2(p − r) − 1 = 3 chunk-0 forwards, r = 0 pairs, p − r = 2 (F1, I1 W1); then the
    // stable phase (F0, I0 W0, F1, I1 W1) while forwards remain, and the cool-down B0s.
    EXPECT_EQ(order(stageSchedule(pipeline(PipelineSchedule::Zbv, 2, 4), 0)),
              "F0 F1 F2 F0.1 B0.1 F1.1 B1.1 F3 B0 F2.1 B2.1 B1 F3.1 B3.1 B2 B3 ");
    // Rank 1: one chunk-0 forward, one (F1, F0) pair, then (F1, I1 W1) once.
    EXPECT_EQ(order(stageSchedule(pipeline(PipelineSchedule::Zbv, 2, 4), 1)),
              "F0 F0.1 F1 F1.1 B0.1 F2 B0 F2.1 B1.1 F3 B1 F3.1 B2.1 B2 B3.1 B3 ");
}

TEST(ScheduleOrders, DualPipeVFollowsItsEightSteps)
{
    // dualpipev.py / ScheduleDualPipeV, p = 2 ranks (4 stages), m = 4, rank 1: step 1 none,
    // step 2 (F0 F1) × 2, step 3 none, step 4 (F0 B1 F1 B0) × m − 2p + r + 1 = 2,
    // step 5 none, step 6 (B1 B0) × 2, step 7 none.
    EXPECT_EQ(order(stageSchedule(pipeline(PipelineSchedule::DualPipeV, 2, 4), 1)),
              "F0 F0.1 F1 F1.1 F2 B0.1 F2.1 B0 F3 B1.1 F3.1 B1 B2.1 B2 B3.1 B3 ");
}

TEST(ScheduleOrders, DualPipeNumbersTheSecondDirectionAfterTheFirst)
{
    // p = 4, m = 8: each direction takes 4 micro-batches. Rank 0 runs direction 0's stage 0
    // (micro-batches 0–3) as its chunk 0 and direction 1's stage 3 (4–7) as its chunk 1;
    // rank 3 the other way round.
    const Scenario s = pipeline(PipelineSchedule::DualPipe, 4, 8);
    for (int rank : {0, 3}) {
        const RankPlacement placement = rankPlacement(s, rank);
        for (const ScheduleUnit& u : stageSchedule(s, rank)) {
            const int direction = placement.chunks[static_cast<std::size_t>(u.chunk)].direction;
            EXPECT_EQ(u.microBatch / 4, direction) << "rank " << rank;
        }
    }
}

TEST(ScheduleOrders, ClosedFormsAreThePeaksOfTheOrders)
{
    struct Case {
        PipelineSchedule schedule;
        int vpp;
    };
    const Case cases[] = {{PipelineSchedule::OneFOneB, 1}, {PipelineSchedule::OneFOneB, 2},
                          {PipelineSchedule::OneFOneB, 3}, {PipelineSchedule::GPipe, 1},
                          {PipelineSchedule::GPipe, 2},    {PipelineSchedule::ZeroBubbleH1, 1},
                          {PipelineSchedule::Zbv, 2},      {PipelineSchedule::DualPipe, 1},
                          {PipelineSchedule::DualPipeV, 2}};
    int checked = 0;
    for (const Case& c : cases)
        for (int p : {2, 4, 6, 8})
            for (int m = 1; m <= 4 * p + 3; ++m) {
                Scenario s = pipeline(c.schedule, p, m);
                s.parallel.vpp = c.vpp;
                // What each schedule's code accepts (validation says the same).
                if (c.schedule == PipelineSchedule::OneFOneB && c.vpp > 1 && m % p != 0)
                    continue;
                if (c.schedule == PipelineSchedule::DualPipe && (m % 2 != 0 || m < 2 * p))
                    continue;
                if (c.schedule == PipelineSchedule::DualPipeV && m < 2 * p)
                    continue;
                for (int rank = 0; rank < p; ++rank) {
                    const auto units = stageSchedule(s, rank);
                    const std::string where = std::string(toString(c.schedule)) + " v" + std::to_string(c.vpp) +
                                              " p" + std::to_string(p) + " m" + std::to_string(m) + " rank " +
                                              std::to_string(rank);
                    EXPECT_EQ(units.size(), 2u * static_cast<std::size_t>(chunksPerRank(s) * microBatchesPerChunk(s)))
                        << where;
                    EXPECT_EQ(peakOfOrder(units), peakChunksInFlight(s, rank)) << where;
                    const RankPlacement placement = rankPlacement(s, rank);
                    if (placement.head) {
                        int headChunk = 0;
                        while (placement.chunks[static_cast<std::size_t>(headChunk)].stage != pipelineStages(s) - 1)
                            ++headChunk;
                        EXPECT_EQ(peakOfOrder(units, headChunk), headMicroBatchesInFlight(s)) << where;
                    }
                    ++checked;
                }
            }
    EXPECT_GT(checked, 1000);
}

TEST(ScheduleOrders, PublishedInFlightCounts)
{
    // Megatron's interleaved first rank: L·A·(1 + (p − 1)/(p·v)) (Korthikanti et al. §4.2.3).
    EXPECT_DOUBLE_EQ(inFlightMicroBatches(interleaved(8, 2, 16), 0), 8 * (1 + 7.0 / 16));
    // The DualPipe README: activations PP + 1 of a stage, on every rank; DualPipeV the same
    // over half-stages, (L + L/2P)·A; ZBV 1× of 1F1B's first rank, on every rank; GPipe m.
    for (int rank : {0, 3, 7}) {
        EXPECT_DOUBLE_EQ(inFlightMicroBatches(pipeline(PipelineSchedule::DualPipe, 8, 16), rank), 9.0 / 2);
        EXPECT_DOUBLE_EQ(inFlightMicroBatches(pipeline(PipelineSchedule::DualPipeV, 8, 16), rank), 17.0 / 2);
        EXPECT_DOUBLE_EQ(inFlightMicroBatches(pipeline(PipelineSchedule::Zbv, 8, 16), rank), 8);
        EXPECT_DOUBLE_EQ(inFlightMicroBatches(pipeline(PipelineSchedule::GPipe, 8, 16), rank), 16);
        EXPECT_DOUBLE_EQ(inFlightMicroBatches(pipeline(PipelineSchedule::ZeroBubbleH1, 8, 16), rank), 8 - rank);
    }
}

TEST(Placement, VShapedRanksHoldStageRAndItsMirror)
{
    const Scenario s = pipeline(PipelineSchedule::Zbv, 4, 8);   // 80 layers, 8 stages of 10
    const RankPlacement first = rankPlacement(s, 0);
    ASSERT_EQ(first.chunks.size(), 2u);
    EXPECT_EQ(first.chunks[0].stage, 0);
    EXPECT_EQ(first.chunks[1].stage, 7);
    EXPECT_EQ(first.chunks[1].firstLayer, 70);
    EXPECT_TRUE(first.embedding && first.head);   // rank 0 embeds and computes the loss
    const RankPlacement last = rankPlacement(s, 3);
    EXPECT_EQ(last.chunks[0].stage, 3);
    EXPECT_EQ(last.chunks[1].stage, 4);
    EXPECT_FALSE(last.embedding || last.head);
    EXPECT_EQ(stageLayerCounts(s), (std::vector<int>{20, 20, 20, 20}));
}

TEST(Placement, DualPipeRanksHoldOneStageOfEachDirection)
{
    const Scenario s = pipeline(PipelineSchedule::DualPipe, 4, 8);   // 4 stages of 20 layers
    const RankPlacement first = rankPlacement(s, 0);
    EXPECT_EQ(first.chunks[0].direction, 0);
    EXPECT_EQ(first.chunks[0].stage, 0);
    EXPECT_EQ(first.chunks[1].direction, 1);
    EXPECT_EQ(first.chunks[1].stage, 3);
    EXPECT_TRUE(first.embedding && first.head);
    const RankPlacement last = rankPlacement(s, 3);
    EXPECT_EQ(last.chunks[0].direction, 1);   // the reverse direction enters at the last rank
    EXPECT_EQ(last.chunks[0].stage, 0);
    EXPECT_TRUE(last.embedding && last.head);
    EXPECT_FALSE(rankPlacement(s, 1).embedding || rankPlacement(s, 1).head);
    // Every layer twice, once per direction: two copies of the parameters.
    EXPECT_EQ(stageLayerCounts(s), (std::vector<int>{40, 40, 40, 40}));
}

}  // namespace
