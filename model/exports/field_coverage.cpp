#include "model/exports/field_coverage.h"

#include <utility>

#include "model/core/scenario_fields.h"
#include "model/core/validation.h"

namespace memledger::model {

namespace {

// The machine, and MemLedger's assumptions about it: no launcher config has them.
constexpr std::string_view kMachinePrefixes[] = {"hardware.", "overheads.", "performance."};

bool isMachine(std::string_view key)
{
    for (const auto prefix : kMachinePrefixes)
        if (key.starts_with(prefix))
            return true;
    return false;
}

// Optional features whose default means "not used": a file that says nothing of them
// says the same as the scenario.
constexpr std::string_view kOffByDefault[] = {
    "architecture.dropout",  "architecture.bias",     "architecture.qkv_bias",     "architecture.qk_norm",
    "architecture.layer_norms", "parallel.tp",        "parallel.pp",               "parallel.sp",
    "parallel.cp",           "parallel.ep",           "parallel.zero",             "parallel.fsdp",
    "parallel.distributed_optimizer", "memory.recompute", "memory.offload.optimizer", "memory.offload.gradients",
    "memory.offload.parameters", "memory.offload.activations", "training.optimizer_in_backward",
    "training.paged_optimizer", "training.set_to_none", "training.compile", "training.seq_mean", "training.float8",
    "training.float8_all_gather", "parallel.reshard_after_forward", "architecture.mtp_layers",
    "training.precision_aware_optimizer", "training.main_params_dtype", "training.main_grads_dtype",
    "training.exp_avg_dtype", "training.exp_avg_sq_dtype", "parallel.optimizer_instances", "training.fp8_recipe",
    "training.fp8_params", "parallel.tp_comm_overlap", "architecture.attention_sinks", "architecture.sliding_window",
    "architecture.sliding_layers"};

// Settings a launch takes from its environment, in no configuration file.
struct EnvironmentSetting {
    std::string_view key;
    std::string_view variable;
};
constexpr EnvironmentSetting kEnvironment[] = {{"memory.alloc_conf", "PYTORCH_CUDA_ALLOC_CONF"},
                                               {"memory.cublas_workspace_config", "CUBLAS_WORKSPACE_CONFIG"}};

const EnvironmentSetting* environmentSetting(std::string_view key)
{
    for (const auto& setting : kEnvironment)
        if (key == setting.key)
            return &setting;
    return nullptr;
}

bool isOff(const ScenarioField& field, const Scenario& s)
{
    const std::string_view key = field.key;
    // A setting the field table says does not apply to this scenario changes nothing.
    if (field.applies && !field.applies(s))
        return true;
    // Unset: PyTorch's default allocator, which every launch gets.
    if (key == "memory.alloc_conf")
        return s.memory.allocConf.empty();
    if (key == "memory.cublas_workspace_config")
        return s.memory.cublasWorkspaceConfig.empty();
    // A training job's config has no rollout engine: only an RL job's export is short of it.
    if (key.starts_with("rollout."))
        return !s.rollout.enabled();
    // Nor a reference model or log-prob passes: only a post-training job's export is short of them.
    if (key.starts_with("reference."))
        return !s.reference.enabled();
    if (key.starts_with("critic."))
        return !s.critic.enabled();
    if (key.starts_with("teacher."))
        return !s.teacher.enabled();
    if (key == "training.logprob_micro_batch")
        return !s.scoresWithThePolicy() || s.training.logprobMicroBatch == 0;
    // Which layer of a step has experts is moot where every layer has them.
    if (key == "architecture.moe.first_in_step")
        return !s.arch.moe.isMoe() || !s.arch.moe.firstInStep || s.arch.moe.layerStep <= 1;
    if (key.starts_with("architecture.moe."))
        return !s.arch.moe.isMoe();
    if (key.starts_with("architecture.mla."))
        return !s.arch.mla.enabled();
    if (key.starts_with("memory.lora."))
        return !s.memory.lora.enabled() || (key == "memory.lora.double_quant" && !s.memory.lora.qlora);
    // Which modules selective recomputation drops: the attention core unless told otherwise.
    if (key == "memory.recompute_modules")
        return s.memory.recomputeModules == "core_attn";
    if (key == "memory.recompute_layers")
        return s.memory.recompute != Recompute::Uniform && s.memory.recompute != Recompute::Block;
    // The loss is the model's code: a launcher config that says nothing of it runs the plain one.
    if (key == "training.loss")
        return s.training.loss == Loss::Unfused;
    if (key == "training.loss_chunks")
        return s.training.loss != Loss::Chunked;
    // The mesh matters only where context-parallel ranks could share the shards.
    if (key == "parallel.fsdp_mesh")
        return s.parallel.cp == 1 || (s.parallel.fsdp == FsdpMode::None && s.parallel.zeroStage == 0 &&
                                      !s.parallel.distributedOptimizer);
    if (key == "parallel.shard_group")
        return s.parallel.fsdp != FsdpMode::HybridShard;
    if (key == "parallel.vpp")
        return s.parallel.pp == 1 || s.parallel.vpp == 1;
    // A low-bit optimizer's own block size, or none to set.
    if (key == "training.optimizer_block_size")
        return s.training.optimizerBlockSize == 0 ||
               (s.training.optimizer != Optimizer::AdamW8bit && s.training.optimizer != Optimizer::AdamW4bit);
    // Every launcher runs 1F1B (interleaved with virtual stages) unless told otherwise.
    if (key == "parallel.schedule")
        return s.parallel.pp == 1 || s.parallel.schedule == PipelineSchedule::OneFOneB;
    // Routing matters only where there are experts, the dispatcher and the imbalance only
    // where tokens move between ranks.
    if (key.starts_with("parallel.moe.")) {
        if (!s.arch.moe.isMoe())
            return true;
        if (key == "parallel.moe.dispatcher" && s.parallel.ep * s.parallel.expertTp() == 1)
            return true;
        if (key == "parallel.moe.imbalance" && s.parallel.ep == 1)
            return true;
        return field.get(s) == field.get(Scenario{});
    }
    // Expert TP matters only where there are experts; 0 follows TP, as every format does.
    if (key == "parallel.etp")
        return !s.arch.moe.isMoe() || s.parallel.etp == 0;
    for (const auto off : kOffByDefault)
        if (key == off)
            return field.get(s) == field.get(Scenario{});
    return false;
}

}  // namespace

std::string fieldValueText(std::string_view key, const Scenario& scenario)
{
    const ScenarioField& field = scenarioField(key);
    switch (field.type) {
    case FieldType::String: return '"' + field.getText(scenario) + '"';
    case FieldType::Bool: return field.get(scenario) != 0 ? "true" : "false";
    case FieldType::Enum: return field.words[static_cast<std::size_t>(field.get(scenario))];
    case FieldType::Int:
    case FieldType::Double: return numberText(field.get(scenario));
    }
    return {};
}

FieldCoverage::FieldCoverage(const Scenario& scenario, std::string format)
    : m_scenario(scenario)
    , m_format(std::move(format))
{
}

void FieldCoverage::carry(std::initializer_list<std::string_view> keys)
{
    for (const auto key : keys)
        m_carried.emplace(scenarioField(key).key);  // an unknown key is a programming error
}

void FieldCoverage::carryAll(std::string_view prefix)
{
    for (const auto& field : scenarioFields())
        if (std::string_view(field.key).starts_with(prefix))
            m_carried.emplace(field.key);
}

void FieldCoverage::lose(std::string_view key, const char* why, std::vector<ProblemArgument> arguments)
{
    m_lost[scenarioField(key).key] = {{}, why, std::move(arguments)};
}

void FieldCoverage::carryIf(bool said, std::string_view key, const char* why)
{
    if (said)
        carry({key});
    else
        lose(key, why);
}

void FieldCoverage::loseAll(std::string_view prefix, const char* why, std::vector<ProblemArgument> arguments)
{
    m_groups.push_back({std::string(prefix), why, std::move(arguments)});
}

void FieldCoverage::note(std::string subject, const char* why, std::vector<ProblemArgument> arguments)
{
    m_notes.push_back({std::move(subject), why, std::move(arguments)});
}

ConfigExport FieldCoverage::finish(std::string text) const
{
    ConfigExport out;
    out.text = std::move(text);
    std::vector<bool> groupUsed(m_groups.size(), false);
    bool machine = false;
    for (const auto& field : scenarioFields()) {
        const std::string_view key = field.key;
        // "parallel.tp = 8": what a line about the field is about.
        const auto subject = [&] { return std::string(key) + " = " + fieldValueText(key, m_scenario); };
        // A field carried only in part is lost: what the file says differs from the scenario.
        if (const auto lost = m_lost.find(key); lost != m_lost.end()) {
            if (!isOff(field, m_scenario))
                out.lost.push_back({subject(), lost->second.why, lost->second.arguments});
            continue;
        }
        if (m_carried.contains(key)) {
            out.carried.emplace_back(key);
            continue;
        }
        bool grouped = false;
        for (std::size_t i = 0; i < m_groups.size() && !grouped; ++i) {
            grouped = key.starts_with(m_groups[i].subject);
            if (grouped && !isOff(field, m_scenario))
                groupUsed[i] = true;
        }
        if (grouped)
            continue;
        if (isMachine(key)) {
            machine = true;
            continue;
        }
        if (isOff(field, m_scenario))
            continue;
        if (const EnvironmentSetting* environment = environmentSetting(key))
            out.lost.push_back({subject(),
                                MEMLEDGER_TRANSLATABLE("Export", "an environment variable, not a setting of %1; launch "
                                                                 "with %2=%3"),
                                {{m_format}, {std::string(environment->variable)}, {field.getText(m_scenario)}}});
        else
            out.lost.push_back({subject(), MEMLEDGER_TRANSLATABLE("Export", "%1 has no setting for %2"),
                                {{m_format}, {field.what, "Field"}}});
    }
    for (std::size_t i = 0; i < m_groups.size(); ++i)
        if (groupUsed[i])
            out.lost.push_back({m_groups[i].subject + "*", m_groups[i].why, m_groups[i].arguments});
    if (machine)
        out.lost.push_back({"hardware.*, overheads.*, performance.*",
                            MEMLEDGER_TRANSLATABLE("Export", "the GPU, the host and MemLedger's assumptions about them "
                                                             "describe the machine, not the job; %1 has no settings "
                                                             "for them"),
                            {{m_format}}});
    // The teacher is a preset, not a field: a format that carries no setting of it drops it.
    if (m_scenario.teacher.enabled() && !m_carried.contains("teacher.kd_loss") && !m_lost.contains("teacher.kd_loss"))
        out.lost.push_back({"teacher.model = " + m_scenario.teacher.modelId,
                            MEMLEDGER_TRANSLATABLE("Export", "%1 has no setting for %2"),
                            {{m_format}, {MEMLEDGER_TRANSLATABLE("Field", "a distillation teacher"), "Field"}}});
    out.lost.insert(out.lost.end(), m_notes.begin(), m_notes.end());
    return out;
}

}  // namespace memledger::model
