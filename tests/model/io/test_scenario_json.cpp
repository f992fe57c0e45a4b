// *.memledger.json: a saved scenario reopens to the same scenario, field by field,
// and preset ids in a file apply the presets that explicit keys then refine.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/enum_names.h"
#include "model/io/presets.h"
#include "model/io/scenario_json.h"
#include "tests/model/test_support.h"

namespace memledger::model {
namespace {

const PresetLibrary& library() { return memledger::test::presets(); }

std::string describe(const std::vector<Problem>& problems)
{
    std::string text;
    for (const auto& problem : problems)
        text += "\n  [" + problem.field + "] " + problem.message;
    return text;
}

Scenario readDocument(const nlohmann::json& document, Scenario scenario = {})
{
    std::vector<Problem> problems;
    readScenario(document, library(), scenario, problems);
    EXPECT_TRUE(problems.empty()) << describe(problems);
    return scenario;
}

// Every field differs from its default (and from what the named presets would set),
// so a field that is not written or not read shows up as a difference.
Scenario everyFieldChanged()
{
    Scenario s;
    s.modelId = "llama-3.1-8b";
    s.title = "Every field";
    s.description = "every field set";
    s.framework = Framework::Megatron;

    Architecture& a = s.arch;
    a.name = "Custom MoE";
    a.block = BlockStyle::Gpt;
    a.layers = 24;
    a.hidden = 2048;
    a.heads = 16;
    a.kvHeads = 4;
    a.headDim = 192;
    a.ffn = 5504;
    a.mlp = MlpKind::Gelu;
    a.norm = NormKind::LayerNorm;
    a.vocab = 50304;
    a.tiedEmbeddings = true;
    a.bias = true;
    a.qkvBias = true;
    a.position = PositionKind::Learned;
    a.maxPositions = 2048;
    a.dropout = 0.125;
    a.moe = {.experts = 16, .topK = 4, .sharedExperts = 2, .expertFfn = 1408, .denseLayers = 1};

    s.training = {.seq = 8192, .microBatch = 3, .gradAccum = 12, .precision = Precision::Bf16Pure,
                  .optimizer = Optimizer::Adafactor};

    Parallelism& p = s.parallel;
    p.dp = 16;
    p.tp = 4;
    p.pp = 2;
    p.vpp = 3;
    p.sp = true;
    p.cp = 2;
    p.ep = 4;
    p.zeroStage = 1;
    p.fsdp = FsdpMode::HybridShard;
    p.shardGroup = 8;
    p.distributedOptimizer = true;
    p.stageLayers = {11, 13};

    MemoryOptions& m = s.memory;
    m.recompute = Recompute::Block;
    m.recomputeLayers = 5;
    m.attention = Attention::Eager;
    m.kernels = Kernels::Eager;
    m.lora = {.rank = 64, .qlora = true, .doubleQuant = false, .attentionOnly = true};
    m.offload = {.optimizer = OffloadTarget::Cpu, .gradients = OffloadTarget::Nvme,
                 .parameters = OffloadTarget::Cpu, .activations = OffloadTarget::Nvme};
    m.allocConf = "expandable_segments:True,roundup_power2_divisions:[256:1,>:4]";

    Hardware& h = s.hardware;
    h.gpuId = "h100-sxm";
    h.gpuName = library().gpu("h100-sxm")->name;
    h.memoryBytes = 12345678912.0;
    h.hbmBandwidth = 1.5e12;
    h.peakFlopsBf16 = 3.0e14;
    h.peakFlopsFp32 = 2.5e13;
    h.pcieGen = 3;
    h.pcieLanes = 8;
    h.nvlinkBandwidth = 1.0e11;
    h.interNodeBandwidth = 2.5e10;
    h.gpusPerNode = 4;
    h.hostRamBytes = 5.0e11;
    h.nvmeBandwidth = 3.0e9;
    h.nvmeBytes = 4.0e12;

    s.overheads = {.cudaContextBytes = 6.0e8, .ncclBytes = 3.0e8, .fragmentation = 0.2};
    s.performance = {.computeEfficiency = 0.375, .commEfficiency = 0.625, .prefetchDepth = 4, .overlap = false,
                     .pinnedMemory = false, .cpuAdamParamsPerThread = 2.5e7, .cpuThreads = 12};
    return s;
}

#define EXPECT_SAME(field) EXPECT_EQ(actual.field, expected.field) << #field

void expectSameScenario(const Scenario& actual, const Scenario& expected)
{
    EXPECT_SAME(modelId);
    EXPECT_SAME(title);
    EXPECT_SAME(description);
    EXPECT_SAME(framework);
    EXPECT_SAME(arch.name);
    EXPECT_SAME(arch.block);
    EXPECT_SAME(arch.layers);
    EXPECT_SAME(arch.hidden);
    EXPECT_SAME(arch.heads);
    EXPECT_SAME(arch.kvHeads);
    EXPECT_SAME(arch.headDim);
    EXPECT_SAME(arch.ffn);
    EXPECT_SAME(arch.mlp);
    EXPECT_SAME(arch.norm);
    EXPECT_SAME(arch.vocab);
    EXPECT_SAME(arch.tiedEmbeddings);
    EXPECT_SAME(arch.bias);
    EXPECT_SAME(arch.qkvBias);
    EXPECT_SAME(arch.position);
    EXPECT_SAME(arch.maxPositions);
    EXPECT_SAME(arch.dropout);
    EXPECT_SAME(arch.moe.experts);
    EXPECT_SAME(arch.moe.topK);
    EXPECT_SAME(arch.moe.sharedExperts);
    EXPECT_SAME(arch.moe.expertFfn);
    EXPECT_SAME(arch.moe.denseLayers);
    EXPECT_SAME(training.seq);
    EXPECT_SAME(training.microBatch);
    EXPECT_SAME(training.gradAccum);
    EXPECT_SAME(training.precision);
    EXPECT_SAME(training.optimizer);
    EXPECT_SAME(parallel.dp);
    EXPECT_SAME(parallel.tp);
    EXPECT_SAME(parallel.pp);
    EXPECT_SAME(parallel.vpp);
    EXPECT_SAME(parallel.sp);
    EXPECT_SAME(parallel.cp);
    EXPECT_SAME(parallel.ep);
    EXPECT_SAME(parallel.zeroStage);
    EXPECT_SAME(parallel.fsdp);
    EXPECT_SAME(parallel.shardGroup);
    EXPECT_SAME(parallel.distributedOptimizer);
    EXPECT_SAME(parallel.stageLayers);
    EXPECT_SAME(memory.recompute);
    EXPECT_SAME(memory.recomputeLayers);
    EXPECT_SAME(memory.attention);
    EXPECT_SAME(memory.kernels);
    EXPECT_SAME(memory.lora.rank);
    EXPECT_SAME(memory.lora.qlora);
    EXPECT_SAME(memory.lora.doubleQuant);
    EXPECT_SAME(memory.lora.attentionOnly);
    EXPECT_SAME(memory.offload.optimizer);
    EXPECT_SAME(memory.offload.gradients);
    EXPECT_SAME(memory.offload.parameters);
    EXPECT_SAME(memory.offload.activations);
    EXPECT_SAME(memory.allocConf);
    EXPECT_SAME(hardware.gpuId);
    EXPECT_SAME(hardware.gpuName);
    EXPECT_SAME(hardware.memoryBytes);
    EXPECT_SAME(hardware.hbmBandwidth);
    EXPECT_SAME(hardware.peakFlopsBf16);
    EXPECT_SAME(hardware.peakFlopsFp32);
    EXPECT_SAME(hardware.pcieGen);
    EXPECT_SAME(hardware.pcieLanes);
    EXPECT_SAME(hardware.nvlinkBandwidth);
    EXPECT_SAME(hardware.interNodeBandwidth);
    EXPECT_SAME(hardware.gpusPerNode);
    EXPECT_SAME(hardware.hostRamBytes);
    EXPECT_SAME(hardware.nvmeBandwidth);
    EXPECT_SAME(hardware.nvmeBytes);
    EXPECT_SAME(overheads.cudaContextBytes);
    EXPECT_SAME(overheads.ncclBytes);
    EXPECT_SAME(overheads.fragmentation);
    EXPECT_SAME(performance.computeEfficiency);
    EXPECT_SAME(performance.commEfficiency);
    EXPECT_SAME(performance.prefetchDepth);
    EXPECT_SAME(performance.overlap);
    EXPECT_SAME(performance.pinnedMemory);
    EXPECT_SAME(performance.cpuAdamParamsPerThread);
    EXPECT_SAME(performance.cpuThreads);
}

#undef EXPECT_SAME

TEST(ScenarioJson, EveryFieldRoundTrips)
{
    const Scenario original = everyFieldChanged();
    const nlohmann::json saved = scenarioToJson(original);
    EXPECT_EQ(saved.at("schema"), kScenarioSchema);
    EXPECT_EQ(saved.at("version"), kScenarioVersion);
    expectSameScenario(readDocument(saved), original);
}

TEST(ScenarioJson, EveryFieldRoundTripsThroughText)
{
    // What a user's file goes through: dump to text, parse back.
    const Scenario original = everyFieldChanged();
    const auto reparsed = nlohmann::json::parse(scenarioToJson(original).dump(2));
    expectSameScenario(readDocument(reparsed), original);
}

TEST(ScenarioJson, DefaultScenarioRoundTrips)
{
    const Scenario original;
    expectSameScenario(readDocument(scenarioToJson(original)), original);
}

TEST(ScenarioJson, SavingTwiceGivesTheSameDocument)
{
    const nlohmann::json first = scenarioToJson(everyFieldChanged());
    EXPECT_EQ(scenarioToJson(readDocument(first)), first);
}

TEST(ScenarioJson, SavedDocumentHasNoUnknownKeys)
{
    // readScenario reports unknown keys, so this also checks that every written key is read.
    std::vector<Problem> problems;
    Scenario scenario;
    readScenario(scenarioToJson(everyFieldChanged()), library(), scenario, problems);
    EXPECT_TRUE(problems.empty()) << describe(problems);
}

template <class E>
void expectEveryWordRoundTrips()
{
    for (const auto& entry : enumNames<E>()) {
        EXPECT_EQ(parseEnum<E>(toString(entry.value)), entry.value) << entry.name;
        EXPECT_EQ(std::string(toString(entry.value)), entry.name);
    }
}

TEST(ScenarioJson, EveryEnumWordRoundTrips)
{
    expectEveryWordRoundTrips<MlpKind>();
    expectEveryWordRoundTrips<NormKind>();
    expectEveryWordRoundTrips<PositionKind>();
    expectEveryWordRoundTrips<BlockStyle>();
    expectEveryWordRoundTrips<Precision>();
    expectEveryWordRoundTrips<Optimizer>();
    expectEveryWordRoundTrips<FsdpMode>();
    expectEveryWordRoundTrips<Recompute>();
    expectEveryWordRoundTrips<Attention>();
    expectEveryWordRoundTrips<Kernels>();
    expectEveryWordRoundTrips<OffloadTarget>();
    expectEveryWordRoundTrips<Framework>();
}

TEST(ScenarioJson, ModelAndGpuPresetsApply)
{
    const Scenario scenario = readDocument(nlohmann::json::parse(R"({"model": "llama-3.1-70b", "gpu": "a100-40gb"})"));
    const ModelPreset& model = *library().model("llama-3.1-70b");
    const GpuPreset& gpu = *library().gpu("a100-40gb");
    EXPECT_EQ(scenario.modelId, "llama-3.1-70b");
    EXPECT_EQ(scenario.arch.name, model.name);
    EXPECT_EQ(scenario.arch.layers, 80);
    EXPECT_EQ(scenario.arch.hidden, 8192);
    EXPECT_EQ(scenario.arch.heads, 64);
    EXPECT_EQ(scenario.arch.kvHeads, 8);
    EXPECT_EQ(scenario.arch.ffn, 28672);
    EXPECT_EQ(scenario.arch.vocab, 128256);
    EXPECT_EQ(scenario.hardware.gpuId, "a100-40gb");
    EXPECT_EQ(scenario.hardware.gpuName, gpu.name);
    EXPECT_EQ(scenario.hardware.memoryBytes, gpu.memoryBytes);
    EXPECT_EQ(scenario.hardware.memoryBytes, 40.0 * (1ull << 30));
    EXPECT_EQ(scenario.hardware.hbmBandwidth, gpu.hbmBandwidth);
    EXPECT_EQ(scenario.hardware.peakFlopsBf16, gpu.flopsBf16);
}

TEST(ScenarioJson, PresetIdsAreCaseInsensitive)
{
    const Scenario scenario = readDocument(nlohmann::json::parse(R"({"model": "Mistral-7B", "gpu": "H100-SXM"})"));
    EXPECT_EQ(scenario.modelId, "mistral-7b");
    EXPECT_EQ(scenario.hardware.gpuId, "h100-sxm");
}

TEST(ScenarioJson, ExplicitArchitectureKeysOverrideThePreset)
{
    const Scenario scenario = readDocument(nlohmann::json::parse(R"({
        "model": "llama-3.1-8b",
        "architecture": {"layers": 16, "vocab": 32000, "moe": {"experts": 8, "top_k": 2, "expert_ffn": 7168}}
    })"));
    EXPECT_EQ(scenario.modelId, "llama-3.1-8b");
    EXPECT_EQ(scenario.arch.layers, 16);
    EXPECT_EQ(scenario.arch.vocab, 32000);
    EXPECT_EQ(scenario.arch.moe.experts, 8);
    EXPECT_EQ(scenario.arch.moe.topK, 2);
    EXPECT_EQ(scenario.arch.moe.expertFfn, 7168);
    // What the file does not override stays the preset's.
    EXPECT_EQ(scenario.arch.hidden, 4096);
    EXPECT_EQ(scenario.arch.kvHeads, 8);
    EXPECT_EQ(scenario.arch.ffn, 14336);
}

TEST(ScenarioJson, ExplicitHardwareKeysOverrideTheGpuPreset)
{
    const Scenario scenario =
        readDocument(nlohmann::json::parse(R"({"gpu": "h100-sxm", "hardware": {"memory_bytes": 1e10, "gpus_per_node": 4}})"));
    EXPECT_EQ(scenario.hardware.gpuId, "h100-sxm");
    EXPECT_EQ(scenario.hardware.memoryBytes, 1e10);
    EXPECT_EQ(scenario.hardware.gpusPerNode, 4);
    EXPECT_EQ(scenario.hardware.hbmBandwidth, library().gpu("h100-sxm")->hbmBandwidth);
}

TEST(ScenarioJson, FrameworkSetsKernelsUnlessTheFileSaysOtherwise)
{
    const Scenario byFramework = readDocument(nlohmann::json::parse(R"({"framework": "hf-trainer"})"));
    const Scenario overridden =
        readDocument(nlohmann::json::parse(R"({"framework": "hf-trainer", "memory": {"kernels": "fused"}})"));
    EXPECT_EQ(byFramework.framework, Framework::HfTrainer);
    EXPECT_EQ(byFramework.memory.kernels, Kernels::Eager);
    EXPECT_EQ(overridden.memory.kernels, Kernels::Fused);
}

TEST(ScenarioJson, ReadingKeepsWhatTheFileDoesNotMention)
{
    Scenario before = everyFieldChanged();
    const Scenario after = readDocument(nlohmann::json::parse(R"({"training": {"seq": 1024}})"), before);
    before.training.seq = 1024;
    expectSameScenario(after, before);
}

}  // namespace
}  // namespace memledger::model
