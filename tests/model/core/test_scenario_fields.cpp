// The table of scenario fields, walked: every field survives a file, parses from its
// flag, and validation accepts exactly the range the table gives it. A field's implied
// defaults come before the fields that refine them, whichever way it is set.
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/scenario_fields.h"
#include "model/io/scenario_json.h"
#include "model/ledger/ledger.h"
#include "tests/model/test_support.h"
#include "tests/shared/field_values.h"

namespace memledger::model {
namespace {

using test::flagWords;
using test::otherText;
using test::otherValue;

std::set<std::string> keysOf(const std::vector<Problem>& problems)
{
    std::set<std::string> keys;
    for (const auto& problem : problems)
        keys.insert(problem.field);
    return keys;
}

double wordIndex(const ScenarioField& field, const std::string& word)
{
    return static_cast<double>(std::find(field.words.begin(), field.words.end(), word) - field.words.begin());
}

void setOther(const ScenarioField& field, Scenario& scenario)
{
    if (field.type == FieldType::String)
        assign(field, scenario, otherText(field));
    else
        assign(field, scenario, otherValue(field));
}

void expectOther(const ScenarioField& field, const Scenario& scenario)
{
    if (field.type == FieldType::String)
        EXPECT_EQ(field.getText(scenario), otherText(field)) << field.key;
    else
        EXPECT_EQ(field.get(scenario), otherValue(field)) << field.key;
}

// Llama 3.1 8B on one H100: valid, so each problem below is the one the test causes.
Scenario validScenario()
{
    Scenario s;
    applyModel(*test::presets().model("llama-3.1-8b"), s);
    applyGpu(*test::presets().gpu("h100-sxm"), s.hardware);
    return s;
}

TEST(ScenarioFields, KeysAndFlagsAreEachOnce)
{
    std::set<std::string> keys;
    std::set<std::string> flags;
    for (const auto& field : scenarioFields()) {
        EXPECT_TRUE(keys.insert(field.key).second) << field.key;
        EXPECT_TRUE(flags.insert(field.flag).second) << field.flag;
        EXPECT_EQ(field.offFlag != nullptr, field.type == FieldType::Bool) << field.key;
        if (field.offFlag) {
            EXPECT_TRUE(flags.insert(field.offFlag).second) << field.offFlag;
        }
        if (field.type == FieldType::Enum) {
            EXPECT_GE(field.words.size(), 2u) << field.key;
        }
        if (field.isNumber()) {
            EXPECT_LT(field.minimum, field.maximum) << field.key;
        }
    }
    EXPECT_EQ(findField("parallel.tp"), &scenarioField("parallel.tp"));
    EXPECT_EQ(findField("parallel.stage_layers"), nullptr);
}

TEST(ScenarioFields, EachDefaultIsInsideItsRange)
{
    const Scenario defaults;
    for (const auto& field : scenarioFields()) {
        if (!field.isNumber())
            continue;
        EXPECT_GE(field.get(defaults), field.minimum) << field.key;
        EXPECT_LE(field.get(defaults), field.maximum) << field.key;
    }
}

TEST(ScenarioFields, EveryFieldRoundTripsThroughAFile)
{
    for (const auto& field : scenarioFields()) {
        Scenario written;
        setOther(field, written);
        const nlohmann::json file = scenarioToJson(written);
        std::vector<Problem> problems;
        Scenario read;
        readScenario(file, test::presets(), read, problems);
        EXPECT_TRUE(problems.empty()) << field.key;
        expectOther(field, read);
        EXPECT_EQ(scenarioToJson(read), file) << field.key;
    }
}

TEST(ScenarioFields, EveryFieldParsesFromItsFlag)
{
    for (const auto& field : scenarioFields()) {
        Scenario scenario;
        std::vector<Problem> problems;
        const std::vector<std::string> words = flagWords(field, otherValue(field));
        applyFlag(field, words[0].substr(2), words.size() > 1 ? words[1] : std::string(), scenario, problems);
        EXPECT_TRUE(problems.empty()) << field.key;
        expectOther(field, scenario);
    }
}

TEST(ScenarioFields, AFlagValueOfTheWrongKindIsReportedAgainstItsFieldAndNotApplied)
{
    for (const auto& field : scenarioFields()) {
        if (field.type == FieldType::Bool || field.type == FieldType::String)
            continue;
        Scenario scenario;
        std::vector<Problem> problems;
        applyFlag(field, field.flag, "2.5x", scenario, problems);
        ASSERT_EQ(problems.size(), 1u) << field.key;
        EXPECT_EQ(problems[0].field, field.key);
        EXPECT_EQ(field.get(scenario), field.get(Scenario{})) << field.key;
    }
}

TEST(ScenarioFields, ValidationAcceptsExactlyEachFieldsRange)
{
    const Scenario valid = validScenario();
    ASSERT_TRUE(validate(valid).empty());
    for (const auto& field : scenarioFields()) {
        if (!field.isNumber())
            continue;
        // Out of range, another field keeps validation to the ranges (it checks them first
        // and stops there), so a problem of this field's key can only be its range's.
        const ScenarioField& other = scenarioField(field.key == std::string("training.seq") ? "training.micro_batch"
                                                                                              : "training.seq");
        for (const double edge : {field.minimum, field.maximum}) {
            Scenario s = valid;
            assign(field, s, edge);
            assign(other, s, 0);
            EXPECT_EQ(keysOf(validate(s)), std::set<std::string>{other.key}) << field.key << " = " << edge;
        }
        const double step = field.type == FieldType::Int ? 1 : std::max(1e-9, 1e-9 * field.maximum);
        for (const double outside : {field.minimum - step, field.maximum + step}) {
            Scenario s = valid;
            assign(field, s, outside);
            EXPECT_EQ(keysOf(validate(s)), std::set<std::string>{field.key}) << field.key << " = " << outside;
        }
    }
}

TEST(ScenarioFields, ABlockStyleBringsItsConventionsWhicheverWayItIsSet)
{
    const ScenarioField& block = scenarioField("architecture.block");
    Scenario assigned;
    assign(block, assigned, wordIndex(block, "gpt"));
    EXPECT_EQ(assigned.arch.norm, NormKind::LayerNorm);
    EXPECT_EQ(assigned.arch.mlp, MlpKind::Gelu);
    EXPECT_EQ(assigned.arch.position, PositionKind::Learned);
    EXPECT_TRUE(assigned.arch.bias);

    Scenario flagged;
    std::vector<Problem> problems;
    applyFlag(block, "block", "gpt", flagged, problems);
    EXPECT_EQ(scenarioToJson(flagged), scenarioToJson(assigned));

    // A file's explicit settings refine the block's, whatever their order in the file.
    Scenario read;
    readScenario(nlohmann::json::parse(R"({"architecture": {"mlp": "swiglu", "block": "gpt"}})"), test::presets(),
                 read, problems);
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(read.arch.norm, NormKind::LayerNorm);
    EXPECT_EQ(read.arch.mlp, MlpKind::SwiGlu);
}

TEST(ScenarioFields, AFrameworkBringsItsKernelsAndAnExplicitKernelChoiceWins)
{
    const ScenarioField& framework = scenarioField("framework");
    Scenario s;
    std::vector<Problem> problems;
    applyFlag(framework, "framework", "deepspeed", s, problems);
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(s.memory.kernels, Kernels::Eager);

    Scenario read;
    readScenario(nlohmann::json::parse(R"({"memory": {"kernels": "fused"}, "framework": "deepspeed"})"),
                 test::presets(), read, problems);
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(read.framework, Framework::DeepSpeed);
    EXPECT_EQ(read.memory.kernels, Kernels::Fused);
}

TEST(ScenarioFields, AWholeNumberTooLargeForItsMemberSaturatesAndIsReportedAtItsRange)
{
    const ScenarioField& tp = scenarioField("parallel.tp");
    Scenario s = validScenario();
    std::vector<Problem> problems;
    applyFlag(tp, "tp", "99999999999", s, problems);
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(s.parallel.tp, std::numeric_limits<int>::max());
    EXPECT_EQ(keysOf(validate(s)), std::set<std::string>{"parallel.tp"});
}

}  // namespace
TEST(ScenarioFields, EveryFieldSaysWhatItIsWhereItIsShownAndHowItReads)
{
    std::set<FieldGroup> grouped;
    for (const auto& field : scenarioFields()) {
        EXPECT_STRNE(field.label, "") << field.key;
        EXPECT_STRNE(field.help, "") << field.key;
        EXPECT_STRNE(field.what, "") << field.key;
        EXPECT_GT(field.display.unit, 0) << field.key;
        grouped.insert(field.group);
        if (field.type == FieldType::Enum && !field.labels.empty()) {
            EXPECT_EQ(field.labels.size(), field.words.size()) << field.key;
            for (const char* label : field.labels)
                EXPECT_STRNE(label, "") << field.key;
        }
        if (field.display.listed) {
            EXPECT_EQ(field.type, FieldType::Int) << field.key;
        }
    }
    // Every group is shown, in the order fieldGroups() gives, and the table lists them in it.
    EXPECT_EQ(grouped.size(), fieldGroups().size());
    auto group = fieldGroups().begin();
    for (const auto& field : scenarioFields()) {
        while (group != fieldGroups().end() && *group != field.group)
            ++group;
        ASSERT_NE(group, fieldGroups().end()) << field.key << " is out of its group's order";
    }
    EXPECT_STREQ(fieldGroupTitle(FieldGroup::Batch), "Batch & sequence");
    EXPECT_STREQ(scenarioField("training.precision").labels.front(), "FP32");
    EXPECT_TRUE(scenarioField("parallel.fsdp_mesh").labels.empty());
    EXPECT_FALSE(scenarioField("training.seq").advanced);
    EXPECT_TRUE(scenarioField("performance.cpu_threads").advanced);
}

TEST(ScenarioFields, AGlobalBatchDecidesTheAccumulationOnceTheGpusAreKnown)
{
    Scenario s = validScenario();
    s.training.microBatch = 2;
    s.training.gradAccum = 3;
    s.parallel.dp = 4;
    EXPECT_EQ(s.gradAccumSteps(), 3);
    EXPECT_EQ(s.globalBatch(), 24);
    std::vector<Problem> problems;
    applyFlag(scenarioField("training.global_batch"), "global-batch", "64", s, problems);
    ASSERT_TRUE(problems.empty());
    EXPECT_EQ(s.gradAccumSteps(), 8);   // 64 / (2 × 4), as Megatron's num_microbatches
    EXPECT_EQ(s.globalBatch(), 64);
    s.parallel.dp = 8;                  // more GPUs: the step stays 64, fewer micro-batches each
    EXPECT_EQ(s.gradAccumSteps(), 4);
    EXPECT_TRUE(validate(s).empty());
    s.parallel.dp = 3;                  // 64 is no multiple of 2 × 3: refused, as the frameworks do
    EXPECT_EQ(keysOf(validate(s)), std::set<std::string>{"training.global_batch"});
}

TEST(ScenarioFields, AGlobalBatchChangesTheLedgerAsTheAccumulationItImpliesDoes)
{
    Scenario derived = validScenario();
    derived.parallel.pp = 2;
    derived.training.globalBatch = 16;   // micro-batch 1 × DP 1: 16 micro-batches per step
    Scenario explicitAccum = validScenario();
    explicitAccum.parallel.pp = 2;
    explicitAccum.training.gradAccum = 16;
    const Estimate a = estimate(derived);
    const Estimate b = estimate(explicitAccum);
    ASSERT_TRUE(a.valid());
    EXPECT_EQ(a.worst().total, b.worst().total);
    Scenario oneMicroBatch = validScenario();
    oneMicroBatch.parallel.pp = 2;
    EXPECT_NE(estimate(oneMicroBatch).worst().total, a.worst().total);   // the batch does change memory here
}

}  // namespace memledger::model
