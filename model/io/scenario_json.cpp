#include "model/io/scenario_json.h"

#include "model/core/enum_names.h"
#include "model/core/json_reader.h"

namespace memledger::model {

namespace {

void readTraining(const nlohmann::json& object, Training& training, std::vector<Problem>& problems)
{
    JsonReader in(object, "training", problems);
    in.read("seq", training.seq);
    in.read("micro_batch", training.microBatch);
    in.read("grad_accum", training.gradAccum);
    in.readEnum("precision", training.precision);
    in.readEnum("optimizer", training.optimizer);
    in.finish();
}

void readParallel(const nlohmann::json& object, Parallelism& par, std::vector<Problem>& problems)
{
    JsonReader in(object, "parallel", problems);
    in.read("dp", par.dp);
    in.read("tp", par.tp);
    in.read("pp", par.pp);
    in.read("vpp", par.vpp);
    in.read("sp", par.sp);
    in.read("cp", par.cp);
    in.read("ep", par.ep);
    in.read("zero", par.zeroStage);
    in.readEnum("fsdp", par.fsdp);
    in.read("shard_group", par.shardGroup);
    in.read("distributed_optimizer", par.distributedOptimizer);
    in.read("stage_layers", par.stageLayers);
    in.finish();
}

void readMemory(const nlohmann::json& object, MemoryOptions& memory, std::vector<Problem>& problems)
{
    JsonReader in(object, "memory", problems);
    in.readEnum("recompute", memory.recompute);
    in.read("recompute_layers", memory.recomputeLayers);
    in.readEnum("attention", memory.attention);
    in.readEnum("kernels", memory.kernels);
    if (const auto* lora = in.object("lora")) {
        JsonReader l(*lora, "memory.lora", problems);
        l.read("rank", memory.lora.rank);
        l.read("qlora", memory.lora.qlora);
        l.read("double_quant", memory.lora.doubleQuant);
        l.read("attention_only", memory.lora.attentionOnly);
        l.finish();
    }
    if (const auto* offload = in.object("offload")) {
        JsonReader o(*offload, "memory.offload", problems);
        o.readEnum("optimizer", memory.offload.optimizer);
        o.readEnum("gradients", memory.offload.gradients);
        o.readEnum("parameters", memory.offload.parameters);
        o.readEnum("activations", memory.offload.activations);
        o.finish();
    }
    in.finish();
}

void readHardware(const nlohmann::json& object, Hardware& hw, std::vector<Problem>& problems)
{
    JsonReader in(object, "hardware", problems);
    in.read("gpu_name", hw.gpuName);
    in.read("memory_bytes", hw.memoryBytes);
    in.read("hbm_bandwidth_bytes_per_s", hw.hbmBandwidth);
    in.read("peak_flops_bf16", hw.peakFlopsBf16);
    in.read("peak_flops_fp32", hw.peakFlopsFp32);
    in.read("pcie_gen", hw.pcieGen);
    in.read("pcie_lanes", hw.pcieLanes);
    in.read("nvlink_bytes_per_s", hw.nvlinkBandwidth);
    in.read("inter_node_bytes_per_s", hw.interNodeBandwidth);
    in.read("gpus_per_node", hw.gpusPerNode);
    in.read("host_ram_bytes", hw.hostRamBytes);
    in.read("nvme_bytes_per_s", hw.nvmeBandwidth);
    in.read("nvme_bytes", hw.nvmeBytes);
    in.finish();
}

void readOverheads(const nlohmann::json& object, Overheads& over, std::vector<Problem>& problems)
{
    JsonReader in(object, "overheads", problems);
    in.read("cuda_context_bytes", over.cudaContextBytes);
    in.read("nccl_bytes", over.ncclBytes);
    in.read("fragmentation", over.fragmentation);
    in.finish();
}

void readPerformance(const nlohmann::json& object, Performance& perf, std::vector<Problem>& problems)
{
    JsonReader in(object, "performance", problems);
    in.read("compute_efficiency", perf.computeEfficiency);
    in.read("comm_efficiency", perf.commEfficiency);
    in.read("prefetch_depth", perf.prefetchDepth);
    in.read("overlap", perf.overlap);
    in.read("pinned_memory", perf.pinnedMemory);
    in.read("cpu_adam_params_per_thread", perf.cpuAdamParamsPerThread);
    in.read("cpu_threads", perf.cpuThreads);
    in.finish();
}

void readPresetReferences(JsonReader& in, const PresetLibrary& presets, Scenario& scenario,
                          std::vector<Problem>& problems)
{
    std::string modelId;
    in.read("model", modelId);
    if (!modelId.empty()) {
        if (const auto* preset = presets.model(modelId)) {
            applyModel(*preset, scenario);
        } else {
            std::vector<std::string> ids;
            for (const auto& entry : presets.models)
                ids.push_back(entry.first);
            problems.push_back({"model", "unknown model \"" + modelId + "\"; known models: " + closestMatches(modelId, ids)});
        }
    }
    std::string gpuId;
    in.read("gpu", gpuId);
    if (!gpuId.empty()) {
        if (const auto* gpu = presets.gpu(gpuId)) {
            applyGpu(*gpu, scenario.hardware);
        } else {
            std::vector<std::string> ids;
            for (const auto& entry : presets.gpus)
                ids.push_back(entry.first);
            problems.push_back({"gpu", "unknown GPU \"" + gpuId + "\"; known GPUs: " + closestMatches(gpuId, ids)});
        }
    }
}

}  // namespace

void readScenario(const nlohmann::json& document, const PresetLibrary& presets, Scenario& scenario,
                  std::vector<Problem>& problems)
{
    JsonReader in(document, "", problems);
    if (!document.is_object())
        return;
    std::string schema;
    int version = kScenarioVersion;
    in.read("schema", schema);
    in.read("version", version);
    if (!schema.empty() && schema != kScenarioSchema)
        problems.push_back({"schema", "schema is \"" + schema + "\"; a scenario file says \"" + kScenarioSchema + "\""});
    if (version > kScenarioVersion)
        problems.push_back({"version", "scenario version " + std::to_string(version) +
                                           " is newer than this MemLedger understands (" +
                                           std::to_string(kScenarioVersion) + "); update MemLedger"});
    std::string ignored;
    in.read("title", ignored);
    in.read("description", scenario.description);
    in.read("seed_figure", ignored);
    if (document.contains("framework")) {
        in.readEnum("framework", scenario.framework);
        applyFrameworkDefaults(scenario);
    }
    readPresetReferences(in, presets, scenario, problems);
    if (const auto* arch = in.object("architecture"))
        readArchitecture(*arch, "architecture", scenario.arch, problems);
    if (const auto* training = in.object("training"))
        readTraining(*training, scenario.training, problems);
    if (const auto* parallel = in.object("parallel"))
        readParallel(*parallel, scenario.parallel, problems);
    if (const auto* memory = in.object("memory"))
        readMemory(*memory, scenario.memory, problems);
    if (const auto* hardware = in.object("hardware"))
        readHardware(*hardware, scenario.hardware, problems);
    if (const auto* overheads = in.object("overheads"))
        readOverheads(*overheads, scenario.overheads, problems);
    if (const auto* performance = in.object("performance"))
        readPerformance(*performance, scenario.performance, problems);
    in.finish();
}

nlohmann::json scenarioToJson(const Scenario& s)
{
    using nlohmann::json;
    const auto& a = s.arch;
    json moe = {{"experts", a.moe.experts},           {"top_k", a.moe.topK},
                {"shared_experts", a.moe.sharedExperts}, {"expert_ffn", a.moe.expertFfn},
                {"dense_layers", a.moe.denseLayers}};
    json arch = {{"name", a.name},       {"block", toString(a.block)},   {"layers", a.layers},
                 {"hidden", a.hidden},   {"heads", a.heads},             {"kv_heads", a.kvHeads},
                 {"head_dim", a.headDim}, {"ffn", a.ffn},                {"mlp", toString(a.mlp)},
                 {"norm", toString(a.norm)}, {"vocab", a.vocab},        {"tied_embeddings", a.tiedEmbeddings},
                 {"bias", a.bias},       {"qkv_bias", a.qkvBias},        {"position", toString(a.position)},
                 {"max_positions", a.maxPositions}, {"dropout", a.dropout}, {"moe", moe}};
    const auto& t = s.training;
    const auto& p = s.parallel;
    const auto& m = s.memory;
    const auto& h = s.hardware;
    json out = {
        {"schema", kScenarioSchema},
        {"version", kScenarioVersion},
        {"description", s.description},
        {"framework", toString(s.framework)},
        {"architecture", arch},
        {"training",
         {{"seq", t.seq}, {"micro_batch", t.microBatch}, {"grad_accum", t.gradAccum},
          {"precision", toString(t.precision)}, {"optimizer", toString(t.optimizer)}}},
        {"parallel",
         {{"dp", p.dp}, {"tp", p.tp}, {"pp", p.pp}, {"vpp", p.vpp}, {"sp", p.sp}, {"cp", p.cp}, {"ep", p.ep},
          {"zero", p.zeroStage}, {"fsdp", toString(p.fsdp)}, {"shard_group", p.shardGroup},
          {"distributed_optimizer", p.distributedOptimizer}, {"stage_layers", p.stageLayers}}},
        {"memory",
         {{"recompute", toString(m.recompute)},
          {"recompute_layers", m.recomputeLayers},
          {"attention", toString(m.attention)},
          {"kernels", toString(m.kernels)},
          {"lora",
           {{"rank", m.lora.rank}, {"qlora", m.lora.qlora}, {"double_quant", m.lora.doubleQuant},
            {"attention_only", m.lora.attentionOnly}}},
          {"offload",
           {{"optimizer", toString(m.offload.optimizer)}, {"gradients", toString(m.offload.gradients)},
            {"parameters", toString(m.offload.parameters)}, {"activations", toString(m.offload.activations)}}}}},
        {"hardware",
         {{"gpu_name", h.gpuName}, {"memory_bytes", h.memoryBytes}, {"hbm_bandwidth_bytes_per_s", h.hbmBandwidth},
          {"peak_flops_bf16", h.peakFlopsBf16}, {"peak_flops_fp32", h.peakFlopsFp32}, {"pcie_gen", h.pcieGen},
          {"pcie_lanes", h.pcieLanes}, {"nvlink_bytes_per_s", h.nvlinkBandwidth},
          {"inter_node_bytes_per_s", h.interNodeBandwidth}, {"gpus_per_node", h.gpusPerNode},
          {"host_ram_bytes", h.hostRamBytes}, {"nvme_bytes_per_s", h.nvmeBandwidth}, {"nvme_bytes", h.nvmeBytes}}},
        {"overheads",
         {{"cuda_context_bytes", s.overheads.cudaContextBytes}, {"nccl_bytes", s.overheads.ncclBytes},
          {"fragmentation", s.overheads.fragmentation}}},
        {"performance",
         {{"compute_efficiency", s.performance.computeEfficiency}, {"comm_efficiency", s.performance.commEfficiency},
          {"prefetch_depth", s.performance.prefetchDepth}, {"overlap", s.performance.overlap},
          {"pinned_memory", s.performance.pinnedMemory},
          {"cpu_adam_params_per_thread", s.performance.cpuAdamParamsPerThread},
          {"cpu_threads", s.performance.cpuThreads}}},
    };
    if (!s.modelId.empty())
        out["model"] = s.modelId;
    if (!h.gpuId.empty())
        out["gpu"] = h.gpuId;
    return out;
}

}  // namespace memledger::model
