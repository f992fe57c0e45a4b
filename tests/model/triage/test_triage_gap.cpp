// The triage's fragmentation questions ask the simulated allocator: the gap is the
// replayed step's reserved − allocated over the ledger's peak, and the assumed fraction
// answers only where the allocator cannot be simulated.
#include <gtest/gtest.h>

#include "model/allocator/allocator_study.h"
#include "model/allocator/simulated_ledger.h"
#include "model/core/quantity_format.h"
#include "model/triage/triage_questions.h"
#include "tests/model/test_support.h"

using namespace memledger;
using test::scenarioPreset;

namespace {

model::QuestionResult gapOf(const model::Scenario& scenario)
{
    return model::answerQuestion("fragmentation-gap", scenario, model::estimateWithAllocator(scenario));
}

}  // namespace

// The figure asked is the replay's: its reserved − allocated bytes over the stage's peak.
TEST(TriageGap, TheGapIsTheSimulatedAllocatorsOverTheLedgersPeak)
{
    const model::Scenario scenario = scenarioPreset("qlora-7b-rtx4090");
    const model::Estimate plain = model::estimate(scenario);
    const model::AllocatorStudy study = model::studyAllocator(scenario, plain, {});
    ASSERT_TRUE(study.valid());
    ASSERT_FALSE(study.outOfMemory());
    const double gap = static_cast<double>(study.reservedButUnallocated()) / plain.worst().peakAllocated;
    const model::QuestionResult result = gapOf(scenario);
    EXPECT_EQ(result.values.at("gap"), model::percentText(gap));
    EXPECT_EQ(result.answer, gap > model::kSevereFragmentation ? "yes" : "no");
    // The assumed 5 % plays no part: changing it changes nothing.
    model::Scenario other = scenario;
    other.overheads.fragmentation = 0.5;
    EXPECT_EQ(gapOf(other).values.at("gap"), result.values.at("gap"));
}

// QLoRA's small tensors split the default allocator's blocks (over 20 % here); expandable
// segments grow in place and bring the gap under the threshold.
TEST(TriageGap, ExpandableSegmentsAnswerNo)
{
    model::Scenario scenario = scenarioPreset("qlora-7b-rtx4090");
    EXPECT_EQ(gapOf(scenario).answer, "yes");
    scenario.memory.allocConf = "expandable_segments:True";
    EXPECT_EQ(gapOf(scenario).answer, "no");
}

// cudaMallocAsync is not simulated: the assumed fraction answers, as written.
TEST(TriageGap, TheAssumedFractionAnswersWhereTheAllocatorIsNotSimulated)
{
    model::Scenario scenario = scenarioPreset("qlora-7b-rtx4090");
    scenario.memory.allocConf = "backend:cudaMallocAsync";
    scenario.overheads.fragmentation = 0.30;
    const model::QuestionResult severe = gapOf(scenario);
    EXPECT_EQ(severe.answer, "yes");
    EXPECT_EQ(severe.values.at("gap"), "30.0 %");
    scenario.overheads.fragmentation = 0.05;
    EXPECT_EQ(gapOf(scenario).answer, "no");
}
