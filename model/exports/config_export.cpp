#include "model/exports/config_export.h"

#include <algorithm>
#include <array>

#include "model/core/enum_names.h"
#include "model/core/framework.h"
#include "model/exports/config_export_writers.h"

namespace memledger::model {

namespace {

struct FormatEntry {
    ExportFormat format;
    std::string_view id;
    ConfigExport (*write)(const Scenario&, const NamedModel&);
};

constexpr std::array<FormatEntry, 6> kFormats = {{
    {ExportFormat::DeepSpeed, "deepspeed", exports::deepSpeed},
    {ExportFormat::Megatron, "megatron", exports::megatron},
    {ExportFormat::Torchtitan, "torchtitan", exports::torchtitan},
    {ExportFormat::Torchtune, "torchtune", exports::torchtune},
    {ExportFormat::Verl, "verl", exports::verl},
    {ExportFormat::Trl, "trl", exports::trl},
}};

const FormatEntry& entryOf(ExportFormat format)
{
    for (const auto& entry : kFormats)
        if (entry.format == format)
            return entry;
    return kFormats.front();
}

}  // namespace

std::string_view exportFormatId(ExportFormat format) { return entryOf(format).id; }

std::optional<ExportFormat> findExportFormat(std::string_view id)
{
    for (const auto& entry : kFormats)
        if (entry.id == id)
            return entry.format;
    return std::nullopt;
}

const std::vector<ExportFormat>& exportFormats()
{
    static const std::vector<ExportFormat> kAll = {ExportFormat::DeepSpeed, ExportFormat::Megatron,
                                                   ExportFormat::Torchtitan, ExportFormat::Torchtune,
                                                   ExportFormat::Verl, ExportFormat::Trl};
    return kAll;
}

ConfigExport exportConfig(const Scenario& scenario, ExportFormat format, const NamedModel& named)
{
    return entryOf(format).write(scenario, named);
}

std::string lostLine(const LostSetting& lost, const Translate& translate)
{
    return filledPattern(translated(translate, "Export", MEMLEDGER_TRANSLATABLE("Export", "%1: %2")),
                         {lost.subject, translatedPattern("Export", lost.why, lost.arguments, translate)});
}

std::vector<std::string> lostLines(const ConfigExport& exported, const Translate& translate)
{
    std::vector<std::string> lines;
    for (const LostSetting& lost : exported.lost)
        lines.push_back(lostLine(lost, translate));
    return lines;
}

namespace exports {

void coverNamedModel(const Scenario& scenario, const NamedModel& named, FieldCoverage& cover)
{
    cover.carryAll("architecture.");
    if (named.maxPositions != scenario.arch.maxPositions)
        cover.lose("architecture.max_positions",
                   MEMLEDGER_TRANSLATABLE("Export", "the model is named as %1, whose own maximum is %2 positions; "
                                                    "rotary positions hold no weights, so the memory is the same"),
                   {{named.id}, {std::to_string(named.maxPositions)}});
}

void coverFramework(FieldCoverage& cover, Framework own)
{
    if (cover.scenario().framework == own)
        cover.carry({"framework"});
    else
        cover.lose("framework",
                   MEMLEDGER_TRANSLATABLE("Export", "the estimate assumed this framework's copies of the weights, "
                                                    "gradients and optimizer states; re-estimate with --framework %1 "
                                                    "to see what %2 keeps"),
                   {{toString(own)}, {cover.format()}});
}

Fsdp2Mesh fsdp2Mesh(const Scenario& s, FieldCoverage& cover)
{
    const auto& p = s.parallel;
    cover.carry({"parallel.dp"});
    FsdpMode mode = p.fsdp;
    if (mode == FsdpMode::None && p.zeroStage > 0) {
        // Keeping the gathered weights from forward to backward is ZeRO-2 (SHARD_GRAD_OP).
        mode = p.zeroStage == 3 ? FsdpMode::FullShard : FsdpMode::ShardGradOp;
        if (p.zeroStage == 1)
            cover.lose("parallel.zero",
                       MEMLEDGER_TRANSLATABLE("Export", "FSDP has no stage that shards only the optimizer states: "
                                                        "written as FSDP's SHARD_GRAD_OP (ZeRO-2)"));
        else
            cover.lose("parallel.zero", MEMLEDGER_TRANSLATABLE("Export", "written as FSDP's %1, which shards as much"),
                       {{toString(mode)}});
        cover.lose("parallel.fsdp", MEMLEDGER_TRANSLATABLE("Export", "see %1"), {{"parallel.zero"}});
    } else {
        if (p.fsdp != FsdpMode::ShardGradOp)
            cover.carry({"parallel.fsdp"});
        if (p.zeroStage == 0)
            cover.carry({"parallel.zero"});
        else
            cover.lose("parallel.zero", MEMLEDGER_TRANSLATABLE("Export", "written as FSDP's %1 (parallel.fsdp)"),
                       {{toString(mode)}});
    }
    Fsdp2Mesh mesh;
    switch (mode) {
    case FsdpMode::None: mesh.replicate = p.dp; break;
    case FsdpMode::HybridShard:
        mesh.shard = std::clamp(p.shardGroup > 0 ? p.shardGroup : s.hardware.gpusPerNode, 1, p.dp);
        mesh.replicate = p.dp / mesh.shard;
        break;
    case FsdpMode::ShardGradOp: mesh.reshardAfterForward = false; [[fallthrough]];
    case FsdpMode::FullShard: mesh.shard = p.dp; break;
    }
    // FSDP2 has no SHARD_GRAD_OP: a mesh that keeps each unit's gathered weights from forward
    // to backward (reshard_after_forward=False) is how it is spelled.
    if (!reshardsAfterForward(s))
        mesh.reshardAfterForward = false;
    if (p.fsdp == FsdpMode::ShardGradOp) {
        cover.lose("parallel.fsdp",
                   MEMLEDGER_TRANSLATABLE("Export", "FSDP2 has no SHARD_GRAD_OP: written as full sharding that keeps "
                                                    "the gathered weights from forward to backward (reshard after "
                                                    "forward off), which keeps as much"));
        cover.lose("parallel.reshard_after_forward", MEMLEDGER_TRANSLATABLE("Export", "see %1"), {{"parallel.fsdp"}});
    } else if (mode == FsdpMode::ShardGradOp) {
        cover.lose("parallel.reshard_after_forward", MEMLEDGER_TRANSLATABLE("Export", "see %1"), {{"parallel.zero"}});
    } else {
        cover.carry({"parallel.reshard_after_forward"});
    }
    cover.carry({"parallel.shard_group"});
    if (mode == FsdpMode::HybridShard && mesh.replicate * mesh.shard != p.dp)
        cover.lose("parallel.shard_group", MEMLEDGER_TRANSLATABLE("Export", "the group size does not divide DP %1"),
                   {{std::to_string(p.dp)}});
    return mesh;
}

std::string worldText(const Scenario& s)
{
    std::string degrees;
    const std::pair<const char*, int> parts[] = {
        {"DP", s.parallel.dp}, {"TP", s.parallel.tp}, {"PP", s.parallel.pp}, {"CP", s.parallel.cp}};
    for (const auto& [name, degree] : parts)
        if (degree > 1)
            degrees += std::string(degrees.empty() ? "" : " × ") + name + " " + std::to_string(degree);
    const int world = s.worldSize();
    return std::to_string(world) + (world == 1 ? " GPU" : " GPUs") + (degrees.empty() ? "" : " (" + degrees + ")");
}

std::string launchText(const Scenario& s)
{
    const int world = s.worldSize();
    const int perNode = std::max(1, std::min(world, s.hardware.gpusPerNode));
    const int nodes = (world + perNode - 1) / perNode;
    return "--nproc_per_node " + std::to_string(perNode) + (nodes > 1 ? " --nnodes " + std::to_string(nodes) : "");
}

std::string titleOf(const Scenario& s) { return titleArgument(s).text; }

ProblemArgument titleArgument(const Scenario& s)
{
    if (s.arch.name.empty())
        return {MEMLEDGER_TRANSLATABLE("Export", "a custom model"), "Export"};
    return {s.arch.name};
}

// The file's comments stay English, as its keys are: the tool that reads it speaks no other.
std::string lostComments(const std::vector<LostSetting>& lost)
{
    if (lost.empty())
        return "# Everything the scenario sets is carried.\n";
    std::string text = "# Not carried (set these elsewhere, or know that the estimate assumed them):\n";
    for (const auto& setting : lost)
        text += "#   " + lostLine(setting) + '\n';
    return text;
}

}  // namespace exports

}  // namespace memledger::model
