// The layout fields torchtitan and torchtune configurations carry — the float8 converter and
// its all-gather, fsdp_reshard_after_forward, context parallelism folded into the FSDP mesh,
// packed datasets — read by the importers and written back by the writers.
#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "model/exports/config_export.h"
#include "tests/model/imports/import_fixtures.h"
#include "tests/model/test_support.h"

namespace memledger::model {
namespace {

using nlohmann::json;

const json& at(const ConfigImport& imported, const char* object, const char* key)
{
    static const json kMissing;
    const auto& scenario = imported.scenario;
    if (!scenario.contains(object) || !scenario[object].contains(key))
        return kMissing;
    return scenario[object][key];
}

// The 2025 schema: converters in [model], the converter's settings in [quantize.linear.float8];
// CP 4 on FSDP, and PP 2 with the default policy, which does not reshard under pipelining.
TEST(LayoutImport, TorchtitanFloat8ContextParallelAndPipelinedResharding)
{
    const ConfigImport imported = importConfig(R"([model]
name = "llama3"
flavor = "8B"
converters = ["float8"]
[parallelism]
data_parallel_shard_degree = 2
context_parallel_degree = 4
pipeline_parallel_degree = 2
fsdp_reshard_after_forward = "default"
[quantize.linear.float8]
enable_fsdp_float8_all_gather = true
filter_fqns = ["output"]
)",
                                               ConfigFormat::Torchtitan);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(at(imported, "training", "float8"), true);
    EXPECT_EQ(at(imported, "training", "float8_all_gather"), true);
    EXPECT_EQ(at(imported, "parallel", "cp"), 4);
    EXPECT_EQ(at(imported, "parallel", "fsdp_mesh"), "dp-cp");
    EXPECT_EQ(at(imported, "parallel", "reshard_after_forward"), false);
    const ImportLine* reshard = test::lineOf(imported.report.read, "parallelism.fsdp_reshard_after_forward");
    ASSERT_NE(reshard, nullptr);
    EXPECT_EQ(reshard->field, "parallel.reshard_after_forward");
}

// The 2024 schema turns float8 on in its own table; "never" keeps the units whole without PP.
TEST(LayoutImport, TorchtitanOlderFloat8TableAndNever)
{
    const ConfigImport imported = importConfig(R"([parallelism]
fsdp_reshard_after_forward = "never"
[float8]
enable_float8_linear = true
enable_fsdp_float8_all_gather = false
)",
                                               ConfigFormat::Torchtitan);
    ASSERT_TRUE(imported.report.problems.empty());
    EXPECT_EQ(at(imported, "training", "float8"), true);
    EXPECT_EQ(at(imported, "training", "float8_all_gather"), false);
    EXPECT_EQ(at(imported, "parallel", "reshard_after_forward"), false);
    EXPECT_EQ(at(imported, "parallel", "fsdp"), "full-shard");
}

TEST(LayoutImport, TorchtitanUnknownReshardPolicyIsAProblem)
{
    const ConfigImport imported = importConfig("[parallelism]\nfsdp_reshard_after_forward = \"sometimes\"\n",
                                               ConfigFormat::Torchtitan);
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_NE(imported.report.problems.front().message.find("expected always, never or default"), std::string::npos);
}

TEST(LayoutImport, TorchtuneOffloadingPackingReshardAndContextParallelism)
{
    const ConfigImport imported = importConfig(R"(model:
  _component_: torchtune.models.llama3_1.llama3_1_8b
dataset:
  _component_: torchtune.datasets.alpaca_dataset
  packed: True
tokenizer:
  max_seq_len: 4096
enable_activation_checkpointing: True
enable_activation_offloading: True
fsdp_reshard_after_forward: False
context_parallel_dim: 2
)",
                                               ConfigFormat::Torchtune);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(at(imported, "training", "seq_mean"), 0);
    EXPECT_EQ(at(imported, "parallel", "reshard_after_forward"), false);
    EXPECT_EQ(at(imported, "parallel", "cp"), 2);
    EXPECT_EQ(at(imported, "parallel", "fsdp_mesh"), "dp-cp");
    EXPECT_EQ(imported.scenario["memory"]["offload"]["activations"], "cpu");
}

TEST(LayoutImport, TorchtuneUnpackedBatchesSayWhatIsMissing)
{
    const ConfigImport imported = importConfig(R"(dataset:
  _component_: torchtune.datasets.alpaca_dataset
  packed: False
tokenizer:
  max_seq_len: 512
)",
                                               ConfigFormat::Torchtune);
    const ImportLine* packed = test::lineOf(imported.report.notModelled, "dataset.packed");
    ASSERT_NE(packed, nullptr);
    EXPECT_NE(packed->note.find("--seq-mean"), std::string::npos);
    EXPECT_EQ(at(imported, "training", "seq_mean"), json());
}

// What the torchtitan writer writes, its importer reads back.
TEST(LayoutRoundTrip, TorchtitanKeepsFloat8ReshardingAndTheMesh)
{
    Scenario s = test::presetScenario("llama-3.1-8b");
    s.framework = Framework::Fsdp;
    s.parallel.dp = 2;
    s.parallel.cp = 4;
    s.parallel.fsdp = FsdpMode::FullShard;
    s.parallel.fsdpMesh = FsdpMesh::DpCp;
    s.parallel.reshardAfterForward = false;
    s.training.float8 = true;
    s.training.float8AllGather = true;
    const ConfigExport exported = exportConfig(s, ExportFormat::Torchtitan);
    for (const char* key : {"training.float8", "training.float8_all_gather", "parallel.fsdp_mesh",
                            "parallel.reshard_after_forward"})
        EXPECT_TRUE(std::find(exported.carried.begin(), exported.carried.end(), key) != exported.carried.end()) << key;
    const ConfigImport imported = importConfig(exported.text, ConfigFormat::Torchtitan);
    ASSERT_TRUE(imported.report.problems.empty()) << exported.text;
    Scenario back;
    ASSERT_TRUE(test::readBack(imported, back).empty());
    EXPECT_TRUE(back.training.float8);
    EXPECT_TRUE(back.training.float8AllGather);
    EXPECT_EQ(back.parallel.fsdpMesh, FsdpMesh::DpCp);
    EXPECT_FALSE(back.parallel.reshardAfterForward);
    EXPECT_EQ(back.parallel.cp, 4);
}

// A data-parallel-only mesh beside CP is not a torchtitan layout: the writer says so.
TEST(LayoutRoundTrip, TorchtitanSaysItCannotShardOverDpAlone)
{
    Scenario s = test::presetScenario("llama-3.1-8b");
    s.parallel.dp = 2;
    s.parallel.cp = 4;
    s.parallel.fsdp = FsdpMode::FullShard;
    const ConfigExport exported = exportConfig(s, ExportFormat::Torchtitan);
    bool said = false;
    for (const auto& line : lostLines(exported))
        said = said || line.starts_with("parallel.fsdp_mesh = dp:");
    EXPECT_TRUE(said);
}

// torchtitan splits Llama 3 8B's 32 layers with the embedding and the output counted as a
// layer each (8, 9, 8, 7 on PP 4), and its multi-stage schedules run two virtual stages a rank.
TEST(LayoutImport, TorchtitanStagesAreUnevenAndMultiStageSchedulesInterleave)
{
    ConfigImport imported = importConfig(R"([model]
name = "llama3"
flavor = "8B"
[parallelism]
pipeline_parallel_degree = 4
)",
                                         ConfigFormat::Torchtitan);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(at(imported, "parallel", "stage_layers"), json::parse("[8, 9, 8, 7]"));
    EXPECT_TRUE(at(imported, "parallel", "vpp").is_null());

    imported = importConfig(R"([model]
name = "llama3"
flavor = "8B"
[parallelism]
pipeline_parallel_degree = 4
pipeline_parallel_schedule = "Interleaved1F1B"
)",
                            ConfigFormat::Torchtitan);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(at(imported, "parallel", "vpp"), 2);
    EXPECT_EQ(at(imported, "parallel", "stage_layers"), json::parse("[8, 9, 8, 7]"));
    EXPECT_NE(test::lineOf(imported.report.read, "parallelism.pipeline_parallel_schedule"), nullptr);
}

}  // namespace
}  // namespace memledger::model
