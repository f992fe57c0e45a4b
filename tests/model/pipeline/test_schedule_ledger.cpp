// What each pipeline schedule does to the ledger, the timeline and the allocator's replay,
// derived by hand from the placement and the in-flight counts; what validation refuses;
// and torchtitan's schedule names read and written.
#include <gtest/gtest.h>

#include "model/allocator/allocator_study.h"
#include "model/core/enum_names.h"
#include "model/exports/config_export.h"
#include "model/service/exports.h"
#include "model/imports/config_import.h"
#include "model/ledger/ledger.h"
#include "model/timeline/timeline.h"
#include "tests/model/test_support.h"
#include "tests/shared/model_shapes.h"

namespace {

using namespace memledger::model;

Scenario llama70b(PipelineSchedule schedule, int microBatches = 16)
{
    Scenario s = memledger::shapes::llama31_70b(4096);
    s.parallel.tp = 8;
    s.parallel.pp = 8;
    s.parallel.vpp = vShaped(schedule) ? 2 : 1;
    s.parallel.schedule = schedule;
    s.training.gradAccum = microBatches;
    return s;
}

double termBytes(const StageLedger& stage, const char* id)
{
    const Term* term = findTerm(stage, id);
    return term ? term->bytes : 0.0;
}

bool fieldRefused(const Scenario& s, const char* field)
{
    for (const Problem& problem : validate(s))
        if (problem.field == field)
            return true;
    return false;
}

TEST(ScheduleLedger, GPipeHoldsEveryMicroBatchOnEveryStage)
{
    const Estimate oneF = estimate(llama70b(PipelineSchedule::OneFOneB));
    const Estimate gpipe = estimate(llama70b(PipelineSchedule::GPipe));
    ASSERT_TRUE(oneF.valid() && gpipe.valid());
    // 1F1B's stage 3 of 8 holds p − i = 5 micro-batches; GPipe's all 16.
    EXPECT_DOUBLE_EQ(termBytes(gpipe.stages[3], "activations_layers"),
                     termBytes(oneF.stages[3], "activations_layers") * 16 / 5);
    // The last stage keeps every micro-batch's head and loss until its backward: 15 wait
    // beside the one in backward, and the timeline's curve reaches the same peak.
    const StageLedger& last = gpipe.stages[7];
    const double perMicroBatch = termBytes(last, "activations_head") + termBytes(last, "activations_loss");
    EXPECT_GT(perMicroBatch, 0);
    EXPECT_DOUBLE_EQ(termBytes(last, "activations_head_queue"), 15 * perMicroBatch);
    EXPECT_EQ(findTerm(oneF.stages[7], "activations_head_queue"), nullptr);
    const Timeline t = simulateStep(llama70b(PipelineSchedule::GPipe), gpipe, 7);
    ASSERT_TRUE(t.valid());
    EXPECT_NEAR(t.peakMemory, last.peakAllocated, 0.01 * last.peakAllocated);
}

TEST(ScheduleLedger, VShapedFirstRankHoldsTheEmbeddingAndTheHead)
{
    const Estimate oneF = estimate(llama70b(PipelineSchedule::OneFOneB));
    const Estimate zbv = estimate(llama70b(PipelineSchedule::Zbv));
    ASSERT_TRUE(zbv.valid()) << zbv.problems.front().message;
    // Rank 0 holds stages 0 and 15 of 16: 10 layers, the embedding, the output layer.
    const StageLedger& first = zbv.stages[0];
    EXPECT_DOUBLE_EQ(first.paramsOnRank, oneF.stages[0].paramsOnRank + oneF.stages[7].paramsOnRank -
                                             oneF.stages[3].paramsOnRank);
    EXPECT_GT(termBytes(first, "activations_loss"), 0);
    EXPECT_GT(termBytes(first, "activations_embedding"), 0);
    EXPECT_EQ(findTerm(zbv.stages[7], "activations_loss"), nullptr);
    // Every rank holds 2p = 16 half-stages: as much as 1F1B's first rank, on every rank.
    for (int rank : {0, 4, 7})
        EXPECT_DOUBLE_EQ(termBytes(zbv.stages[static_cast<std::size_t>(rank)], "activations_layers"),
                         termBytes(oneF.stages[0], "activations_layers"));
}

TEST(ScheduleLedger, DualPipeDoublesTheParametersAndHoldsPPlusOneMicroBatches)
{
    const Estimate oneF = estimate(llama70b(PipelineSchedule::OneFOneB));
    const Estimate dual = estimate(llama70b(PipelineSchedule::DualPipe));
    ASSERT_TRUE(dual.valid()) << dual.problems.front().message;
    // A middle rank: two stages of 10 layers, so twice the weights, gradients and states.
    EXPECT_DOUBLE_EQ(dual.stages[3].paramsOnRank, 2 * oneF.stages[3].paramsOnRank);
    EXPECT_DOUBLE_EQ(termBytes(dual.stages[3], "weights"), 2 * termBytes(oneF.stages[3], "weights"));
    // p + 1 = 9 micro-batches of one 10-layer stage; 1F1B's stage 3 holds 5 of them.
    EXPECT_DOUBLE_EQ(termBytes(dual.stages[3], "activations_layers"),
                     termBytes(oneF.stages[3], "activations_layers") * 9 / 5);
    // The first and the last rank each embed one direction and end the other.
    for (int rank : {0, 7}) {
        EXPECT_GT(termBytes(dual.stages[static_cast<std::size_t>(rank)], "activations_loss"), 0);
        EXPECT_GT(termBytes(dual.stages[static_cast<std::size_t>(rank)], "activations_embedding"), 0);
    }
    // The estimate says what it assumed of the two copies' states.
    bool said = false;
    for (const Problem& warning : dual.warnings)
        said = said || warning.message.find("DualPipe") != std::string::npos;
    EXPECT_TRUE(said);
}

TEST(ScheduleLedger, EveryScheduleSimulatesAStepWhoseCurveIsTheLedger)
{
    for (PipelineSchedule schedule : {PipelineSchedule::OneFOneB, PipelineSchedule::GPipe,
                                      PipelineSchedule::ZeroBubbleH1, PipelineSchedule::Zbv,
                                      PipelineSchedule::DualPipe, PipelineSchedule::DualPipeV}) {
        for (int p : {2, 4}) {
            Scenario s = llama70b(schedule, 4 * p);
            s.parallel.pp = p;
            const Estimate e = estimate(s);
            ASSERT_TRUE(e.valid()) << toString(schedule) << ": " << e.problems.front().message;
            for (int stage = 0; stage < p; ++stage) {
                const StageLedger& ledger = e.stages[static_cast<std::size_t>(stage)];
                const Timeline t = simulateStep(s, e, stage);
                const std::string where = std::string(toString(schedule)) + " p" + std::to_string(p) + " stage " +
                                          std::to_string(stage);
                ASSERT_TRUE(t.valid()) << where << ": " << (t.problems.empty() ? "" : t.problems.front().message);
                EXPECT_NEAR(t.peakMemory, ledger.peakAllocated, 0.01 * ledger.peakAllocated) << where;
            }
        }
    }
}

TEST(ScheduleLedger, TheAllocatorReplaysEachScheduleToTheLedgersActivations)
{
    // The replay allocates each layer's saved tensors as the schedule runs it; on the V's
    // first rank and DualPipe's, with the embedding and the head on one rank, its peak
    // allocated stays within the ledger's (whose model states are there from the start).
    for (PipelineSchedule schedule : {PipelineSchedule::Zbv, PipelineSchedule::DualPipeV, PipelineSchedule::DualPipe}) {
        Scenario s = llama70b(schedule, 8);
        s.parallel.pp = 4;
        const Estimate e = estimate(s);
        ASSERT_TRUE(e.valid());
        for (int stage : {0, 3}) {
            AllocatorStudyOptions options;
            options.stage = stage;
            options.capacity = std::uint64_t{1} << 40;   // room for the whole step: no OOM cuts it short
            const AllocatorStudy study = studyAllocator(s, e, options);
            ASSERT_TRUE(study.valid()) << toString(schedule);
            ASSERT_FALSE(study.outOfMemory());
            const double ledger = e.stages[static_cast<std::size_t>(stage)].peakAllocated;
            const double replayed = static_cast<double>(study.replay.peakAllocated);
            EXPECT_LE(replayed, ledger * 1.001) << toString(schedule) << " stage " << stage;
            EXPECT_GE(replayed, ledger * 0.93) << toString(schedule) << " stage " << stage;
        }
    }
}

TEST(ScheduleLedger, ValidationRefusesWhatTheSchedulesAssert)
{
    Scenario s = llama70b(PipelineSchedule::Zbv);
    s.parallel.vpp = 1;
    EXPECT_TRUE(fieldRefused(s, "parallel.vpp"));   // ZBV places two stages a rank
    s = llama70b(PipelineSchedule::DualPipeV, 15);
    EXPECT_TRUE(fieldRefused(s, "training.grad_accum"));   // fewer micro-batches than 2p stages
    EXPECT_FALSE(fieldRefused(llama70b(PipelineSchedule::DualPipeV, 16), "training.grad_accum"));
    s = llama70b(PipelineSchedule::DualPipe, 17);
    EXPECT_TRUE(fieldRefused(s, "training.grad_accum"));   // odd
    s = llama70b(PipelineSchedule::DualPipe, 16);
    s.parallel.pp = 5;
    s.arch.layers = 80;
    EXPECT_TRUE(fieldRefused(s, "parallel.pp"));            // DualPipe needs an even PP
    s = llama70b(PipelineSchedule::GPipe);
    s.parallel.pp = 1;
    EXPECT_TRUE(fieldRefused(s, "parallel.schedule"));
    s = llama70b(PipelineSchedule::ZeroBubbleH1);
    s.parallel.vpp = 2;
    EXPECT_TRUE(fieldRefused(s, "parallel.vpp"));
}

TEST(ScheduleLedger, TorchtitanScheduleNamesAreReadAndWritten)
{
    const auto read = [](const std::string& schedule) {
        const std::string toml = "[model]\nname = \"llama3\"\nflavor = \"8B\"\n"
                                 "[training]\nlocal_batch_size = 16\nseq_len = 4096\n"
                                 "[parallelism]\npipeline_parallel_degree = 4\npipeline_parallel_microbatch_size = 1\n"
                                 "pipeline_parallel_schedule = \"" + schedule + "\"\n";
        return importConfig(toml, ConfigFormat::Torchtitan);
    };
    ConfigImport imported = read("ZBVZeroBubble");
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(imported.scenario["parallel"]["schedule"], "zbv");
    EXPECT_EQ(imported.scenario["parallel"]["vpp"], 2);
    EXPECT_EQ(read("gpipe").scenario["parallel"]["schedule"], "gpipe");   // matched without case, as torch does
    imported = read("LoopedBFS");
    EXPECT_EQ(imported.scenario["parallel"]["schedule"], "gpipe");
    EXPECT_EQ(imported.scenario["parallel"]["vpp"], 2);
    EXPECT_EQ(read("DualPipeV").scenario["parallel"]["schedule"], "dualpipev");
    imported = read("Zigzag");
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_NE(imported.report.problems.front().message.find("Zigzag"), std::string::npos);

    Scenario s = llama70b(PipelineSchedule::Zbv);
    const ConfigExport exported = exportOf(s, ExportFormat::Torchtitan, memledger::test::presets());
    EXPECT_NE(exported.text.find("pipeline_parallel_schedule = \"ZBVZeroBubble\""), std::string::npos);
    s.parallel.schedule = PipelineSchedule::DualPipe;
    s.parallel.vpp = 1;
    const ConfigExport lost = exportOf(s, ExportFormat::Torchtitan, memledger::test::presets());
    bool said = false;
    for (const auto& line : lost.lost)
        said = said || line.subject.find("parallel.schedule") != std::string::npos;
    EXPECT_TRUE(said);
}

}  // namespace
