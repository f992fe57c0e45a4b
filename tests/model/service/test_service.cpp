// What both faces ask of the engine: one starting scenario, one assembly of a request,
// and results that are the same number wherever they are read: a planned row's memory is
// the ledger of its layout, to the byte.
#include <gtest/gtest.h>

#include "model/io/scenario_json.h"
#include "model/service/results.h"
#include "model/service/scenario_request.h"
#include "tests/model/planner_support.h"

namespace memledger::model {
namespace {

using test_planner::describe;
using test_planner::request;

TEST(Service, ABareRequestIsTheStartingScenario)
{
    std::vector<Problem> problems;
    const Scenario bare = assembleScenario({}, test::presets(), problems);
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(scenarioToJson(bare), scenarioToJson(startingScenario(test::presets())));
    EXPECT_EQ(bare.modelId, "llama-3.1-8b");
    EXPECT_EQ(bare.hardware.gpuId, "h100-sxm");
    EXPECT_EQ(bare.training.seq, 4096);
}

TEST(Service, FieldsAreAppliedInTheTablesOrderSoAnExplicitSettingWins)
{
    ScenarioRequest r;
    r.model = "llama-3.1-70b";
    r.gpu = "a100-80gb";
    r.fields = {{"kernels", "eager"}, {"framework", "megatron"}, {"tp", "8"}, {"no-sp", ""}};
    std::vector<Problem> problems;
    const Scenario s = assembleScenario(r, test::presets(), problems);
    ASSERT_TRUE(problems.empty()) << problems.front().message;
    EXPECT_EQ(s.framework, Framework::Megatron);
    EXPECT_EQ(s.memory.kernels, Kernels::Eager);   // given, so Megatron's fused default does not replace it
    EXPECT_EQ(s.parallel.tp, 8);
    EXPECT_EQ(s.modelId, "llama-3.1-70b");
    EXPECT_EQ(s.hardware.gpuId, "a100-80gb");
}

TEST(Service, AnArchitectureEditedAwayFromItsPresetIsNoLongerNamedAsIt)
{
    ScenarioRequest r;
    r.fields = {{"layers", "16"}};
    std::vector<Problem> problems;
    const Scenario s = assembleScenario(r, test::presets(), problems);
    EXPECT_EQ(s.arch.layers, 16);
    EXPECT_EQ(s.modelId, "");
    EXPECT_EQ(modelPresetOf(s, test::presets()), nullptr);
}

// A launch script that gives the layers' shape describes its own model, not the starting
// Llama it is laid over: the name goes with the preset.
TEST(Service, AnImportedShapeDoesNotKeepTheStartingModelsName)
{
    ScenarioRequest r;
    r.configs = {test::sourcePath("tests/data/configs/megatron/sbatch_mfsdp_deepseek_v3.sh")};
    std::vector<Problem> problems;
    const Scenario s = assembleScenario(r, test::presets(), problems);
    ASSERT_TRUE(problems.empty()) << problems.front().message;
    EXPECT_EQ(s.arch.layers, 61);
    EXPECT_EQ(s.arch.name, "");
    EXPECT_EQ(s.modelId, "");
}

TEST(Service, BothSwitchesOfOneFieldContradictEachOther)
{
    ScenarioRequest r;
    r.fields = {{"sp", ""}, {"no-sp", ""}};
    std::vector<Problem> problems;
    assembleScenario(r, test::presets(), problems);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems.front().field, "parallel.sp");
}

TEST(Service, AnAccumulationOtherThanTheOneTheGlobalBatchDecidesIsAContradiction)
{
    ScenarioRequest r;
    r.fields = {{"global-batch", "64"}, {"dp", "8"}, {"accum", "4"}};
    std::vector<Problem> problems;
    assembleScenario(r, test::presets(), problems);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems.front().field, "training.grad_accum");
    EXPECT_NE(problems.front().message.find("makes it 8"), std::string::npos) << problems.front().message;
    r.fields["accum"] = "8";   // the one it decides: no contradiction
    problems.clear();
    const Scenario agreed = assembleScenario(r, test::presets(), problems);
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(agreed.gradAccumSteps(), 8);
}

TEST(Service, APlannedRowsMemoryIsTheLedgerOfItsLayoutToTheByte)
{
    for (const PlanRequest& r : {request("llama-3.1-8b", "h100-sxm", 8, Framework::Megatron, 4096, 64),
                                 request("llama-3.1-70b", "h100-sxm", 64, Framework::Megatron, 4096, 512),
                                 request("llama-3.1-8b", "rtx-4090", 8, Framework::Fsdp, 2048, 16)}) {
        const RefinedPlan answer = planOf(r);
        const PlanResult searched = plan(r);
        ASSERT_FALSE(answer.result.rows.empty()) << describe(r.base);
        bool refined = false;
        for (const PlanRow& row : answer.result.rows) {
            const Estimate ledger = ledgerOf(row.layout);
            ASSERT_TRUE(ledger.valid()) << describe(row.layout);
            EXPECT_TRUE(ledger.fits) << describe(row.layout);
            EXPECT_EQ(row.memoryPerGpu, ledger.worst().total) << describe(row.layout);
            EXPECT_EQ(row.headroom, ledger.headroom()) << describe(row.layout);
            EXPECT_TRUE(ledger.fragmentation.simulated) << describe(row.layout);
            refined = refined || row.memoryPerGpu != estimate(row.layout).worst().total;
        }
        // The search's assumed reserve is not what the ledger shows: without the service the
        // two faces printed different peaks for the same layout.
        EXPECT_TRUE(refined) << describe(r.base);
        EXPECT_EQ(answer.result.rows.size() + static_cast<std::size_t>(answer.refitted), searched.rows.size());
        // The search's rows say they are not yet the ledger's; the window shows them first
        // and then refinePlan's, which are planOf's to the byte.
        EXPECT_FALSE(searched.rowsExact);
        EXPECT_TRUE(answer.result.rowsExact);
        const RefinedPlan inTwo = refinePlan(searched);
        ASSERT_EQ(inTwo.result.rows.size(), answer.result.rows.size());
        EXPECT_EQ(inTwo.refitted, answer.refitted);
        for (std::size_t i = 0; i < inTwo.result.rows.size(); ++i)
            EXPECT_EQ(inTwo.result.rows[i].memoryPerGpu, answer.result.rows[i].memoryPerGpu);
        // Refining what is exact changes nothing.
        EXPECT_EQ(refinePlan(answer.result).result.rows.size(), answer.result.rows.size());
    }
}

// A sweep's point and a fit map's cell at the scenario's own values are the ledger's
// total to the byte, and fit exactly when the ledger fits: the sweep tab, the fit map and
// the ledger show one number for one scenario.
TEST(Service, ASweepsPointIsTheLedgerOfItsScenario)
{
    Scenario s = startingScenario(test::presets());
    s.parallel.zeroStage = 3;
    s.parallel.dp = 8;
    s.training.microBatch = 2;
    const Estimate ledger = ledgerOf(s);
    ASSERT_TRUE(ledger.valid());
    ASSERT_TRUE(ledger.fragmentation.simulated);
    const Sweep bySeq = sweepOf(s, SweepKnob::Seq, {1024, s.training.seq, 16384});
    ASSERT_EQ(bySeq.points.size(), 3u);
    EXPECT_EQ(bySeq.points[1].total, ledger.worst().total);
    EXPECT_EQ(bySeq.points[1].fits, ledger.fits);
    for (const SweepPoint& point : bySeq.points) {
        Scenario at = s;
        at.training.seq = point.value;
        EXPECT_EQ(point.total, ledgerOf(at).worst().total) << point.value;
    }
    // The analytic sweep assumes a fraction of the peak: not the ledger's number.
    EXPECT_NE(sweep(s, SweepKnob::Seq, {s.training.seq}).points[0].total, ledger.worst().total);

    const HeatMap map = fitMapOf(s, SweepKnob::Seq, {2048, s.training.seq}, SweepKnob::MicroBatch, {1, 2, 64});
    ASSERT_EQ(map.cells.size(), 3u);
    EXPECT_EQ(map.cells[1][1].total, ledger.worst().total);
    EXPECT_EQ(map.cells[1][1].fits, ledger.fits);
    EXPECT_FALSE(map.cells[2][1].fits);   // 64 sequences of 4096 tokens on one card do not
    EXPECT_EQ(map.boundary[1], 1);

    const Sweep byModel = sweepModelsOf(s, {s.arch});
    ASSERT_EQ(byModel.points.size(), 1u);
    EXPECT_EQ(byModel.points[0].total, ledger.worst().total);

    // The timeline's allocated peak is the ledger's, and what it adds for context, NCCL and
    // fragmentation brings it to the ledger's total.
    const Timeline step = timelineOf(s);
    ASSERT_TRUE(step.valid());
    EXPECT_EQ(step.ledgerPeak, ledger.worst().peakAllocated);
    EXPECT_DOUBLE_EQ(step.ledgerPeak + step.reserved, ledger.worst().total);
}

}  // namespace
}  // namespace memledger::model
