// Every writer accounts for every field of the scenario table: it carries the field into
// its file or says in `lost` that it cannot, so a field added to the table later is never
// dropped silently. And each writer's text is what its framework can read.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "model/core/scenario_fields.h"
#include "model/imports/config_import.h"
#include "tests/model/exports/export_fixture.h"
#include "tests/shared/field_values.h"

#ifdef MEMLEDGER_HAVE_TOMLPLUSPLUS
#include <toml++/toml.h>
#endif

namespace memledger::model {
namespace {

using test::carries;
using test::presetLibrary;
using test::reportsLost;
using test::workedScenario;

class EveryFormat : public testing::TestWithParam<ExportFormat> {};

// Every field set to a value other than its default, and the modes that give the dependent
// fields a meaning (recompute_layers, shard_group): no feature is off, so every field must
// be carried or said to be lost.
Scenario everyFieldSet()
{
    Scenario scenario;
    for (const auto& field : scenarioFields()) {
        if (field.type == FieldType::String)
            assign(field, scenario, memledger::test::otherText(field));
        else
            assign(field, scenario, memledger::test::otherValue(field));
    }
    scenario.memory.recompute = Recompute::Uniform;
    scenario.parallel.fsdp = FsdpMode::HybridShard;
    scenario.training.loss = Loss::Chunked;
    return scenario;
}

// A field that applies only beside a choice (a low-bit optimizer's block size, a low-rank
// one's rank, a teacher's divergence) is checked where that choice is made: every field
// applies in one of the two.
TEST_P(EveryFormat, AccountsForEveryFieldOfTheTable)
{
    Scenario lowRank = everyFieldSet();
    lowRank.training.optimizer = Optimizer::GaLore;
    ASSERT_TRUE(chooseTeacher(presetLibrary(), "llama-3.1-8b", lowRank.teacher));
    std::set<std::string> applied;
    for (const Scenario& scenario : {everyFieldSet(), lowRank}) {
        const ConfigExport exported = exportOf(scenario, GetParam(), presetLibrary());
        for (const auto& field : scenarioFields()) {
            if (!field.isApplicable(scenario))
                continue;
            applied.insert(field.key);
            EXPECT_TRUE(carries(exported, field.key) || reportsLost(exported, field.key)) << field.key;
        }
    }
    EXPECT_EQ(applied.size(), scenarioFields().size());
}

// A line about a group ("performance.*") covers the fields of the group that are not carried;
// a line about one field never names a carried one.
TEST_P(EveryFormat, NeverCarriesAndLosesTheSameField)
{
    for (const Scenario& scenario : {everyFieldSet(), Scenario{}}) {
        const ConfigExport exported = exportOf(scenario, GetParam(), presetLibrary());
        for (const auto& key : exported.carried)
            for (const auto& line : lostLines(exported))
                EXPECT_FALSE(line.starts_with(key + " = ")) << line;
    }
}

// PYTORCH_CUDA_ALLOC_CONF is read from the launch's environment, in no format's file: the
// export says so and gives the assignment to launch with; unset, it says nothing.
TEST_P(EveryFormat, TheAllocatorSettingsAreTheLaunchsEnvironment)
{
    Scenario scenario;
    scenario.memory.allocConf = "expandable_segments:True";
    bool said = false;
    for (const auto& line : lostLines(exportOf(scenario, GetParam(), presetLibrary())))
        said = said || (line.starts_with("memory.alloc_conf = ") &&
                        line.find("launch with PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True") != std::string::npos);
    EXPECT_TRUE(said);
    for (const auto& line : lostLines(exportOf(Scenario{}, GetParam(), presetLibrary())))
        EXPECT_FALSE(line.starts_with("memory.alloc_conf")) << line;
}

// A feature the scenario does not use needs no setting: nothing to report.
TEST_P(EveryFormat, SaysNothingOfFeaturesThatAreOff)
{
    const ConfigExport exported = exportOf(Scenario{}, GetParam(), presetLibrary());
    for (const auto& line : lostLines(exported))
        for (const char* off : {"memory.lora", "memory.offload", "parallel.tp", "parallel.pp", "parallel.vpp",
                                "parallel.sp", "parallel.cp", "parallel.ep", "parallel.fsdp", "parallel.shard_group",
                                "architecture.moe", "memory.recompute_layers"})
            EXPECT_FALSE(line.starts_with(off)) << line;
}


TEST_P(EveryFormat, WritesWhatItsFrameworkReadsForEveryWorkedScenario)
{
    for (const auto& [id, preset] : presetLibrary().scenarios) {
        SCOPED_TRACE(id);
        const ConfigExport exported = exportOf(workedScenario(id), GetParam(), presetLibrary());
        switch (GetParam()) {
        case ExportFormat::DeepSpeed: {
            const auto json = nlohmann::json::parse(exported.text, nullptr, false);
            ASSERT_FALSE(json.is_discarded());
            EXPECT_TRUE(json.contains("train_micro_batch_size_per_gpu"));
            EXPECT_TRUE(json.contains("zero_optimization"));
            break;
        }
        case ExportFormat::Megatron: EXPECT_TRUE(test::megatronFlags(exported.text).contains("--num-layers")); break;
        case ExportFormat::Torchtitan: {
#ifdef MEMLEDGER_HAVE_TOMLPLUSPLUS
            try {
                const toml::table table = toml::parse(exported.text);
                EXPECT_TRUE(table["training"]["seq_len"].is_integer());
                EXPECT_TRUE(table["parallelism"]["tensor_parallel_degree"].is_integer());
            } catch (const toml::parse_error& error) {
                ADD_FAILURE() << error.description() << " at line " << error.source().begin.line << "\n"
                              << exported.text;
            }
#else
            GTEST_SKIP() << "toml++ (libtomlplusplus-dev) is not installed: the TOML is not parsed";
#endif
            break;
        }
        case ExportFormat::Torchtune: EXPECT_TRUE(test::torchtuneOverrides(exported.text).contains("batch_size")); break;
        case ExportFormat::Verl:
            EXPECT_NE(exported.text.find("python3 -m verl.trainer.main_ppo"), std::string::npos);
            EXPECT_NE(exported.text.find("actor_rollout_ref.actor.ppo_micro_batch_size_per_gpu="), std::string::npos);
            break;
        case ExportFormat::Trl: {
            // Every key is one TRL's reader knows, with a value it takes.
            EXPECT_NE(exported.text.find("per_device_train_batch_size: "), std::string::npos);
            const ConfigImport back = importConfig(exported.text, ConfigFormat::HfTrainingArgs);
            EXPECT_TRUE(back.report.problems.empty()) << exported.text;
            for (const auto& line : back.report.unknown)
                ADD_FAILURE() << "unknown key " << line.sourceKey << "\n" << exported.text;
            break;
        }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Formats, EveryFormat, testing::ValuesIn(exportFormats()),
                         [](const testing::TestParamInfo<ExportFormat>& row) {
                             return std::string(exportFormatId(row.param));
                         });

// The comment block of a text format holds every lost line, so a file read alone says it too
// (JSON has no comments: ds_config.json's losses are in `lost` only).
TEST(ExportFormats, TextFormatsCommentOnWhatTheyLose)
{
    for (const auto format : {ExportFormat::Megatron, ExportFormat::Torchtitan, ExportFormat::Torchtune, ExportFormat::Verl}) {
        const ConfigExport exported = exportOf(workedScenario("qlora-7b-rtx4090"), format, presetLibrary());
        ASSERT_FALSE(exported.lost.empty()) << exportFormatId(format);
        for (const auto& line : lostLines(exported))
            EXPECT_NE(exported.text.find("#   " + line + '\n'), std::string::npos) << exportFormatId(format) << ": " << line;
    }
}

TEST(ExportFormats, IdsRoundTrip)
{
    for (const auto format : exportFormats())
        EXPECT_EQ(findExportFormat(exportFormatId(format)), format);
    EXPECT_FALSE(findExportFormat("nemo").has_value());
}

}  // namespace
}  // namespace memledger::model
