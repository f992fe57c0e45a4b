// Save → open round-trips every field (issue 3 acceptance); saving is atomic.
#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "model/io/scenario_json.h"
#include "tests/widgets/widget_rig.h"
#include "widgets/session/scenario_file.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

namespace {

// Every field moved off its default.
model::Scenario everyFieldChanged()
{
    model::Scenario s = seventyB();
    s.description = "round trip";
    s.arch.layers = 40; s.arch.hidden = 5120; s.arch.heads = 40; s.arch.kvHeads = 8; s.arch.headDim = 128;
    s.arch.ffn = 13824; s.arch.vocab = 64000; s.arch.tiedEmbeddings = true; s.arch.bias = true; s.arch.qkvBias = true;
    s.arch.mlp = model::MlpKind::Gelu; s.arch.norm = model::NormKind::LayerNorm; s.arch.position = model::PositionKind::Learned;
    s.arch.block = model::BlockStyle::Gpt; s.arch.maxPositions = 8192; s.arch.dropout = 0.1;
    s.arch.layerNorms = 4; s.arch.qkNorm = true;
    s.arch.name = "Round-trip model";
    s.modelId.clear();   // an architecture of its own is no preset's (a preset's id would not survive reading)
    s.training = {8192, 2, 32, model::Precision::Fp16Mixed, model::Optimizer::Lion};
    s.parallel.dp = 4; s.parallel.tp = 4; s.parallel.pp = 2; s.parallel.vpp = 2; s.parallel.cp = 2;
    s.parallel.zeroStage = 1; s.parallel.shardGroup = 16; s.parallel.distributedOptimizer = false;
    s.parallel.stageLayers = {19, 21};
    s.memory.recompute = model::Recompute::Block; s.memory.recomputeLayers = 3;
    s.memory.attention = model::Attention::Eager; s.memory.kernels = model::Kernels::Eager;
    s.memory.lora = {16, true, false, true};
    s.memory.offload = {model::OffloadTarget::Cpu, model::OffloadTarget::Nvme, model::OffloadTarget::Cpu,
                        model::OffloadTarget::Nvme};
    s.hardware.memoryBytes = 96e9; s.hardware.hbmBandwidth = 4e12; s.hardware.peakFlopsBf16 = 1e15;
    s.hardware.peakFlopsFp32 = 6e13; s.hardware.pcieGen = 4; s.hardware.pcieLanes = 8; s.hardware.nvlinkBandwidth = 9e11;
    s.hardware.interNodeBandwidth = 4e10; s.hardware.gpusPerNode = 4; s.hardware.hostRamBytes = 1e12;
    s.hardware.nvmeBandwidth = 3e9; s.hardware.nvmeBytes = 4e12;
    s.overheads = {1.1e9, 0.4e9, 0.07};
    return s;
}

}  // namespace

TEST(ScenarioFile, SaveThenOpenRoundTripsEveryField)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("all.memledger.json"));
    const model::Scenario saved = everyFieldChanged();
    QString error;
    ASSERT_TRUE(writeScenarioFile(path, saved, &error)) << error.toStdString();
    model::Scenario opened;
    ASSERT_TRUE(readScenarioFile(path, *presets(), opened, &error)) << error.toStdString();
    EXPECT_EQ(model::scenarioToJson(opened), model::scenarioToJson(saved));
    EXPECT_EQ(opened.modelId, saved.modelId);
    EXPECT_EQ(opened.hardware.gpuId, saved.hardware.gpuId);
    EXPECT_EQ(opened.parallel.stageLayers, saved.parallel.stageLayers);
    EXPECT_EQ(opened.memory.offload.activations, model::OffloadTarget::Nvme);
    EXPECT_DOUBLE_EQ(opened.overheads.fragmentation, 0.07);
    EXPECT_EQ(opened.arch.dropout, 0.1);
    EXPECT_EQ(opened.arch.layerNorms, 4);
    EXPECT_TRUE(opened.arch.qkNorm);
}

// A model directory opens through its config.json, and what the import approximated comes
// back for the window to show.
TEST(ScenarioFile, AModelDirectoryOpensWithTheImportNotes)
{
    QTemporaryDir dir;
    ASSERT_TRUE(QFile::copy(QStringLiteral(MEMLEDGER_SOURCE_DIR "/tests/data/hf/gemma-3-4b-it.resolved.config.json"),
                            dir.filePath(QStringLiteral("config.json"))));
    model::Scenario opened;
    OpenedKind kind = OpenedKind::Scenario;
    QString error;
    QStringList notes;
    ASSERT_TRUE(readAnyFile(dir.path(), *presets(), opened, kind, &error, &notes)) << error.toStdString();
    EXPECT_EQ(kind, OpenedKind::HfConfig);
    EXPECT_EQ(opened.arch.layers, 34);
    EXPECT_TRUE(notes.join(QLatin1Char('\n')).contains(QStringLiteral("SigLIP vision tower"))) << notes.join(QLatin1Char('\n')).toStdString();
}

TEST(ScenarioFile, APresetModelKeepsItsIdThroughSaveAndOpen)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("preset.memledger.json"));
    const model::Scenario saved = seventyB();
    ASSERT_TRUE(writeScenarioFile(path, saved, nullptr));
    model::Scenario opened;
    ASSERT_TRUE(readScenarioFile(path, *presets(), opened, nullptr));
    EXPECT_EQ(opened.modelId, "llama-3.1-70b");
    EXPECT_EQ(model::scenarioToJson(opened), model::scenarioToJson(saved));
}

TEST(ScenarioFile, AFailedSaveLeavesTheOldFileIntact)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("keep.memledger.json"));
    ASSERT_TRUE(writeScenarioFile(path, seventyB(), nullptr));
    QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    const bool wrote = writeScenarioFile(path, everyFieldChanged(), nullptr);
    QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    model::Scenario opened;
    ASSERT_TRUE(readScenarioFile(path, *presets(), opened, nullptr));
    if (!wrote) {  // root may write anyway; then there is nothing to check
        EXPECT_EQ(model::scenarioToJson(opened), model::scenarioToJson(seventyB()));
    }
}

TEST(ScenarioFile, EveryScenarioPresetOpens)
{
    for (const auto& [id, preset] : presets()->scenarios) {
        model::Scenario s;
        QString error;
        EXPECT_TRUE(scenarioFromJson(preset.document, *presets(), s, &error)) << id << ": " << error.toStdString();
    }
}
